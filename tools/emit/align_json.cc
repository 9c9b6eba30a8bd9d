// Streams through JsonWriter into a small buffer flushed to the stream after each unit: documents
// (every input that a member may name), slots, a summary of unit statuses, the units in alignment
// order (each built and dumped on its own, members from view_member()), the diagnostics.
#include "emit/align_json.h"

#include "common/version.h"
#include "emit/json_util.h"
#include "emit/member_view.h"

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

std::string_view use_name(DocumentUse u) {
  switch (u) {
    case DocumentUse::kAligned: return "aligned";
    case DocumentUse::kNoPivot: return "no-pivot";
    case DocumentUse::kNoTranslation: return "no-translation";
    case DocumentUse::kExcerpt: return "excerpt";
    case DocumentUse::kNotAnEdition: return "not-an-edition";
  }
  return "aligned";
}

Json member_json(const MemberView& v) {
  Json o;
  o["status"] = v.status;
  o["score"] = v.score;
  if (!v.evidence.empty()) o["evidence"] = v.evidence;
  if (!v.document.empty()) o["document"] = v.document;
  if (v.missing) return o;
  if (!v.number.empty()) o["number"] = v.number;
  if (!v.term.empty()) o["term"] = v.term;
  o["text"] = v.text;
  o["file"] = v.file;
  o["line"] = v.line;
  o["column"] = v.column;
  if (v.blocks > 1) o["blocks"] = v.blocks;
  if (!v.edition.empty()) o["edition"] = v.edition;
  return o;
}

}  // namespace

void write_align_json(const Alignment& a, const Diagnostics& diags, std::ostream& out) {
  std::string buf;
  json_util::JsonWriter w(buf);
  w.begin_object();
  w.member("tool", "rulecorp");
  w.member("version", kVersion);
  w.member("mode", mode_name(a.mode));
  Json docs = Json::array();
  for (std::size_t k = 0; k < a.docs.size(); ++k) {
    const Document* d = a.docs[k];
    Json j;
    if (k < a.documents.size()) j["id"] = a.documents[k].id;
    j["file"] = d->name();
    j["language"] = language_code(d->language);
    if (!d->edition.empty()) j["edition"] = d->edition;
    if (!d->title.empty()) j["title"] = d->title;
    if (k < a.documents.size()) {
      const DocumentInfo& info = a.documents[k];
      j["use"] = use_name(info.use);
      if (info.partner >= 0) j["partner"] = a.documents[static_cast<std::size_t>(info.partner)].id;
      if (info.other_edition) j["other_edition"] = true;
    }
    docs.push_back(std::move(j));
  }
  w.member("documents", docs);
  Json slots = Json::array();
  for (const Slot& s : a.slots) {
    Json j{{"key", s.key()}, {"language", s.language}, {"index", s.index}};
    if (!s.edition.empty()) j["edition"] = s.edition;
    slots.push_back(std::move(j));
  }
  w.member("slots", slots);
  Json summary = Json::object();
  for (UnitStatus s : all_unit_statuses())
    if (std::size_t n = a.count(s)) summary[std::string(unit_status_name(s))] = n;
  w.member("summary", summary);
  w.key("units");
  w.begin_array();
  for (const Unit& u : a.units) {
    Json j{{"id", u.id.str()}, {"kind", unit_kind_name(u.kind)}, {"status", unit_status_name(u.status)},
           {"score", json_util::round3(u.score)}};
    if (!u.keyword.empty()) j["keyword"] = u.keyword;
    if (!u.variant_of.empty()) j["variant_of"] = u.variant_of.str();
    Json members = Json::object();
    for (std::size_t s = 0; s < u.members.size(); ++s)
      if (std::optional<MemberView> v = view_member(a, u, s)) members[v->slot] = member_json(*v);
    j["members"] = std::move(members);
    w.value(j);
    out << buf;
    buf.clear();
  }
  w.end();
  json_util::finish(w, buf, diags);
  out << buf;
}

}  // namespace rulecorp
