// Streams through JsonWriter: documents (every input that a member may name), slots, a summary of
// unit statuses, the units in alignment order (each built and dumped on its own), the diagnostics.
#include "emit/align_json.h"

#include "common/version.h"
#include "emit/json_util.h"

namespace rulecorp {
namespace {

using json_util::Json;

std::string_view mode_name(Alignment::Mode m) {
  switch (m) {
    case Alignment::Mode::kLanguages: return "languages";
    case Alignment::Mode::kEditions: return "editions";
    case Alignment::Mode::kCards: return "cards";
  }
  return "languages";
}

}  // namespace

std::string member_number(const Alignment& a, const Member& m) {
  const Block* b = a.block(m);
  if (!b || b->kind != BlockKind::kRule) return {};
  return b->raw_number.empty() ? b->number.str() : std::string(b->raw_number);
}

std::string write_align_json(const Alignment& a, const Diagnostics& diags) {
  std::string out;
  json_util::JsonWriter w(out);
  w.begin_object();
  w.member("tool", "rulecorp");
  w.member("version", kVersion);
  w.member("mode", mode_name(a.mode));
  Json docs = Json::array();
  for (const Document* d : a.docs) {
    Json j{{"file", d->name()}, {"language", language_code(d->language)}};
    if (!d->edition.empty()) j["edition"] = d->edition;
    if (!d->title.empty()) j["title"] = d->title;
    docs.push_back(std::move(j));
  }
  w.member("documents", docs);
  w.member("slots", a.slots);
  Json summary = Json::object();
  for (UnitStatus s : {UnitStatus::kOk, UnitStatus::kMisnumbered, UnitStatus::kDuplicate, UnitStatus::kMissing,
                       UnitStatus::kExtra, UnitStatus::kVariant, UnitStatus::kRenumbered, UnitStatus::kRemoved,
                       UnitStatus::kAdded})
    if (std::size_t n = a.count(s)) summary[std::string(unit_status_name(s))] = n;
  w.member("summary", summary);
  w.key("units");
  w.begin_array();
  for (const Unit& u : a.units) {
    Json j{{"id", u.id}, {"kind", unit_kind_name(u.kind)}, {"status", unit_status_name(u.status)},
           {"score", json_util::round3(u.score)}};
    if (!u.why.empty()) j["evidence"] = u.why;
    if (!u.keyword.empty()) j["keyword"] = u.keyword;
    if (!u.variant_of.empty()) j["variant_of"] = u.variant_of;
    for (std::size_t s = 0; s < u.members.size(); ++s) {
      const Member& m = u.members[s];
      if (!m.present()) continue;
      const Document& d = *a.docs[static_cast<std::size_t>(m.doc)];
      const Block& b = *a.block(m);
      Json o;
      if (std::string n = member_number(a, m); !n.empty()) o["number"] = n;
      if (b.kind == BlockKind::kCard) o["name"] = b.term;
      if (b.kind == BlockKind::kGlossaryEntry) o["term"] = b.term;
      o["text"] = a.text(m);
      o["file"] = d.name();
      o["line"] = b.line;
      o["column"] = b.column;
      if (m.count > 1) o["blocks"] = m.count;
      if (!d.edition.empty()) o["edition"] = d.edition;
      j[a.slots[s]] = std::move(o);
    }
    w.value(j);
  }
  w.end();
  json_util::finish(w, out, diags);
  return out;
}

}  // namespace rulecorp
