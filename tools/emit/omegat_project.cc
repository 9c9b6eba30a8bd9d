// Every file is made from the package alone (and the glossary), so the project says exactly what
// the XLIFF package says. The memories are TMX 1.4 written by emit/tmx.h's write_tmx_pairs (the
// header and escaping of align's TMX, valid against the DTD): one <tu>
// per unit, tuid = the unit's old id in tm/ (the rule as it was), its new id in tm/auto/; each
// carries the change as x-change. Context units (translate="no") are left out of both memories:
// OmegaT does not show them. The project file is what OmegaT 3.6 writes for a new project, with
// the languages, tokenizers and paragraph segmentation set.
#include "emit/omegat_project.h"

#include <map>
#include <sstream>

#include "emit/glossary_tsv.h"
#include "emit/tmx.h"
#include "emit/xliff.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

// OmegaT's Lucene tokenizer class of `language` (its default for other languages).
std::string tokenizer(const std::string& language) {
  std::string_view name = profile(language).omegat_tokenizer;
  return name.empty() ? "org.omegat.tokenizer.LuceneStandardTokenizer" : std::string(name);
}

std::string project_file(const UpdatePackage& p) {
  std::ostringstream o;
  o << "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
       "<omegat>\n"
       "    <project version=\"1.0\">\n"
       "        <source_dir>__DEFAULT__</source_dir>\n"
       "        <source_dir_excludes>\n"
       "            <mask>**/.svn/**</mask>\n"
       "            <mask>**/CVS/**</mask>\n"
       "            <mask>**/.cvs/**</mask>\n"
       "            <mask>**/desktop.ini</mask>\n"
       "            <mask>**/Thumbs.db</mask>\n"
       "        </source_dir_excludes>\n"
       "        <target_dir>__DEFAULT__</target_dir>\n"
       "        <tm_dir>__DEFAULT__</tm_dir>\n"
       "        <glossary_dir>__DEFAULT__</glossary_dir>\n"
       "        <glossary_file>__DEFAULT__</glossary_file>\n"
       "        <dictionary_dir>__DEFAULT__</dictionary_dir>\n"
       "        <source_lang>en</source_lang>\n"
       "        <target_lang>" << p.language << "</target_lang>\n"
       "        <source_tok>" << tokenizer("en") << "</source_tok>\n"
       "        <target_tok>" << tokenizer(p.language) << "</target_tok>\n"
       "        <sentence_seg>false</sentence_seg>\n"
       "        <support_default_translations>true</support_default_translations>\n"
       "        <remove_tags>false</remove_tags>\n"
       "    </project>\n"
       "</omegat>\n";
  return std::move(o).str();
}

}  // namespace

std::vector<ProjectFile> omegat_project(const UpdatePackage& p, const Glossary& glossary) {
  const std::string name = "update-" + p.language + "-" + p.translated;
  std::vector<ProjectFile> files;
  files.push_back({"omegat.project", project_file(p)});

  std::ostringstream xliff;
  write_xliff12(p, xliff, XliffOptions{.omegat = true});
  files.push_back({"source/" + name + ".xlf", std::move(xliff).str()});

  // The old pair: each unit's English then and its present translation.
  std::vector<TmxPair> previous, exact;
  std::map<std::string, const PackageUnit*> by_old_source;
  for (const PackageUnit& u : p.units) {
    if (u.context || !u.target || u.old_source.empty() || u.target->empty()) continue;
    std::string id = u.old_id().empty() ? u.id : u.old_id();
    previous.push_back({id, {{"x-change", std::string(update_change_name(u.change))}}, u.old_source, *u.target});
    by_old_source.emplace(u.old_source, &u);
  }
  for (const PackageUnit& u : p.units) {
    if (u.context) continue;
    auto it = by_old_source.find(u.source);
    if (it != by_old_source.end())
      exact.push_back({u.id, {{"x-change", std::string(update_change_name(u.change))}}, u.source, *it->second->target});
  }
  files.push_back({"tm/previous-" + p.language + "-" + p.translated + ".tmx", write_tmx_pairs("en", p.language, previous)});
  files.push_back({"tm/auto/exact-" + p.language + "-" + p.translated + ".tmx", write_tmx_pairs("en", p.language, exact)});

  std::ostringstream terms;
  write_glossary_omegat(glossary, "en", p.language, terms);
  files.push_back({"glossary/glossary.txt", std::move(terms).str()});
  files.push_back({"omegat/project_save.tmx", write_tmx_pairs("en", p.language, {})});
  files.push_back({"target/README.txt",
                   "OmegaT writes the translated package here as " + name + ".xlf (Project > Create Translated\n"
                   "Documents; headless: omegat DIR --mode=console-translate). Give that file to rulecorp merge\n"
                   "with the English editions and the translation:\n\n"
                   "  rulecorp merge --out NEW.txt ENGLISH-" + p.translated + ".txt ENGLISH-" + p.edition + ".txt " + p.file +
                   " target/" + name + ".xlf\n"});
  return files;
}

}  // namespace rulecorp
