// The language signal: each ICU word of the translation is lower-cased and looked up in the
// function-word lists of the translation's and the original's language (kFunctionWords, one table
// for en, de, fr). A word is the translation's when its list has it (capitalised only where it
// opens a sentence: "Man" in "Old Man of the Sea" is a name), or when it holds a non-ASCII
// letter (ä, é: English words are ASCII, names aside); it is a marker of the original's language
// when only the original's list has it ("the", "your", "if"); else it is neutral (names, nouns,
// words both languages share such as "in"). A run is a maximal sequence of words with no word of
// the translation's language, not crossing sentence marks, brackets or quotation marks; a run is a
// fragment when it has >= kMinWords words, >= kMinMarkers markers, a marker for every three words;
// comma-separated parts that are title-case names (every non-marker word capitalised: card names
// kept in English) do not count. A run the original has word for word ("(the active player
// draws)": a half-sentence the translator left) needs only kMinCopiedWords words and one marker.
// German nouns at the edges of a run are trimmed off; words joined by hyphens are one compound,
// never a marker. Before the word breaker runs, a byte scan counts the possible markers among runs
// of letters (looked up only when some function word opens with the run's first two letters and
// has its length; a run holding a character outside ASCII only when the original's function words
// are not all ASCII, or it holds K, U+212A): a text with fewer than kMinMarkers (most translations)
// has no fragment, unless a marker with two words around it is in the original word for word. A
// translation equal to its original (spacing aside) that reads as the original's language is
// reported once as text.same-as-source instead.
#include "check/untranslated.h"

#include "common/ascii.h"
#include "parse/lexicon.h"
#include "lang/profile.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <array>
#include <optional>

namespace rulecorp {
namespace {

struct FunctionWords {
  const char* language;
  const char* words;  // space-separated, lower case
};

// Function words per language: articles, pronouns, prepositions, conjunctions, auxiliaries. A word
// in two languages' lists is neutral between them (German "in", "an", "so"; French "on", "or", "a").
constexpr FunctionWords kFunctionWords[] = {
    {"en",
     "the a an and or nor of to in on at by for with from into onto upon if it it's its is are was were be been "
     "being that that's this these those which who whose whom what when whenever where wherever while your yours "
     "you you're they they're their them he she his her him any each every all no not as than then there may can "
     "can't cannot would should could must might will won't shall has have had do does did don't doesn't didn't "
     "isn't aren't after before until during because also only another other such instead unless though although "
     "either neither so but how why up out over under through while more less most least own same both"},
    {"de",
     "der die das den dem des ein eine einer eines einem einen und oder nicht ist sind war waren wird werden wurde "
     "wurden hat haben hatte mit von vom zu zum zur auf aus bei beim für im in ins an am als wenn falls dass daß sich "
     "sie er es du dein deine deinen deinem deiner ihr ihre ihren ihrem ihrer sein seine seinen seinem seiner jeder "
     "jede jedes jeden jedem kein keine keinen keinem keiner auch nur noch so wie was wer wo dieser diese dieses "
     "diesen diesem jener jene nach vor bis um über unter durch gegen ohne kann können muss müssen soll sollen darf "
     "man aber sowie sobald immer nachdem bevor während dann also all will mehr weil damit dies denn doch schon etwa"},
    {"fr",
     "le la les un une des du de et ou à au aux en dans sur par pour avec sans que qui est sont était ce cette ces "
     "cet son sa ses leur leurs vous votre vos il elle ils elles si ne pas plus se qu d l n s lorsque quand chaque "
     "tout toute tous toutes on or a an as mais comme dont où peut doit être été avoir ont fait"},
};

// True when the gap between two words ends a run: sentence marks, brackets, quotation marks.
bool breaks_run(std::string_view gap) {
  for (std::size_t i = 0; i < gap.size(); ++i) {
    char c = gap[i];
    if (c == '.' || c == ';' || c == ':' || c == '!' || c == '?' || c == '(' || c == ')' || c == '[' || c == ']' || c == '"')
      return true;
    std::string_view r = gap.substr(i);
    if (r.substr(0, 3) == "\xE2\x80\x9E" || r.substr(0, 3) == "\xE2\x80\x9C" || r.substr(0, 3) == "\xE2\x80\x9D" ||
        r.substr(0, 2) == "\xC2\xAB" || r.substr(0, 2) == "\xC2\xBB" || r.substr(0, 3) == "\xE2\x80\x93" ||
        r.substr(0, 3) == "\xE2\x80\x94")
      return true;
  }
  return false;
}

bool has_non_ascii_letter(std::string_view w) {
  for (std::size_t i = 0; i < w.size();) {
    UChar32 c;
    U8_NEXT(w.data(), i, w.size(), c);
    if (c >= 0x80 && u_isalpha(c)) return true;
  }
  return false;
}

bool starts_upper(std::string_view w) {
  std::size_t i = 0;
  UChar32 c;
  U8_NEXT(w.data(), i, w.size(), c);
  return c >= 0 && u_isupper(c);
}

bool is_space(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }

// True when `a` and `b` are the same text, runs of spacing counted as one space and trimmed.
bool same_spacing_aside(std::string_view a, std::string_view b) {
  std::size_t i = 0, j = 0;
  while (true) {
    bool sa = false, sb = false;
    while (i < a.size() && is_space(a[i])) ++i, sa = true;
    while (j < b.size() && is_space(b[j])) ++j, sb = true;
    if (i == a.size() || j == b.size()) return i == a.size() && j == b.size();
    if ((sa != sb && i > 0 && j > 0) || a[i] != b[j]) return false;
    ++i;
    ++j;
  }
}

// `t` with ASCII letters lower-cased and each run of spacing made one space, for copied().
std::string squeezed(std::string_view t) {
  std::string out;
  for (char c : t) {
    if (is_space(c)) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += ascii_lower(c);
    }
  }
  return out;
}

// True when `run` is in the original word for word, ASCII case and runs of spacing aside (a
// translation wraps its lines elsewhere; the run may open the original's sentence); `hay` is the
// original squeezed once per text.
bool copied(std::string_view run, const std::string& hay) {
  // Whole words: no letter right before or after the match in the original.
  const std::string want = squeezed(run);
  if (want.empty()) return false;
  auto letter = [](char c) { return (c >= 'a' && c <= 'z') || static_cast<unsigned char>(c) >= 0x80; };
  for (std::size_t at = hay.find(want); at != std::string::npos; at = hay.find(want, at + 1)) {
    const std::size_t end = at + want.size();
    if ((at == 0 || !letter(hay[at - 1])) && (end == hay.size() || !letter(hay[end]))) return true;
  }
  return false;
}

// True when the word [i, j) of `text` with the two words after it, the two before it, or one on
// each side, is in `original` word for word (copied): a possible copied fragment around a marker.
bool copied_around(std::string_view text, std::size_t i, std::size_t j, const std::string& original) {
  auto letter = [&](std::size_t k) { return (text[k] >= 'a' && text[k] <= 'z') || (text[k] >= 'A' && text[k] <= 'Z'); };
  // Two more words forwards: [i, e).
  std::size_t e = j;
  for (int w = 0; w < 2; ++w) {
    std::size_t k = e;
    while (k < text.size() && is_space(text[k])) ++k;
    if (k == e || k == text.size() || !letter(k)) break;
    while (k < text.size() && letter(k)) ++k;
    e = k;
  }
  // Two more words backwards: [b, j).
  std::size_t b = i;
  for (int w = 0; w < 2; ++w) {
    std::size_t k = b;
    while (k > 0 && is_space(text[k - 1])) --k;
    if (k == b || k == 0 || !letter(k - 1)) break;
    while (k > 0 && letter(k - 1)) --k;
    b = k;
  }
  auto words = [&](std::size_t from, std::size_t to) {
    int n = 1;
    for (std::size_t k = from + 1; k < to; ++k) n += is_space(text[k]) && !is_space(text[k - 1]);
    return n;
  };
  // Or one word before and one after ("(draws the card)"): [b1, e1), within [b, e).
  std::size_t b1 = i, e1 = j;
  if (b < i) {
    b1 = i;
    while (b1 > b && is_space(text[b1 - 1])) --b1;
    while (b1 > b && !is_space(text[b1 - 1])) --b1;  // the word right before
  }
  if (e > j) {
    e1 = j;
    while (e1 < e && is_space(text[e1])) ++e1;
    while (e1 < e && !is_space(text[e1])) ++e1;  // the word right after
  }
  const int n = UntranslatedFinder::kMinCopiedWords;
  return (words(i, e) >= n && copied(text.substr(i, e - i), original)) ||
         (words(b, j) >= n && copied(text.substr(b, j - b), original)) ||
         (b1 < i && e1 > j && words(b1, e1) >= n && copied(text.substr(b1, e1 - b1), original));
}

// "[… nur im Englischen …]": a rule the translation marks as applying only in English.
bool marked_original_only(std::string_view t) {
  if (t.find('[') == std::string_view::npos) return false;
  for (const Lexicon* lex : lexicons())
    for (std::string_view m : lex->original_only_markers)
      if (t.find(m) != std::string_view::npos) return true;
  return false;
}

// The bytes of a run of letters for the quick marker count: ASCII letters, the apostrophe, and every
// byte of a character outside ASCII.
constexpr auto kRunByte = [] {
  std::array<bool, 256> t{};
  for (unsigned c = 0; c < 256; ++c) t[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '\'' || c >= 0x80;
  return t;
}();

bool known_language(std::string_view l) { return code_language(l) != Language::kUnknown; }

// The opening of a lower-case word for UntranslatedFinder::Tables::openings, or -1 when its first byte is
// not one of a-z.
int opening(std::string_view w) {
  auto letter = [](char c) { return c >= 'a' && c <= 'z'; };
  if (w.empty() || !letter(w[0])) return -1;
  return (w[0] - 'a') * 27 + (w.size() > 1 && letter(w[1]) ? w[1] - 'a' : 26);
}

}  // namespace

// The function-word tables, built once per process (thread-safe static initialisation) and only
// read after, by every finder.
struct UntranslatedFinder::Tables {
  std::unordered_map<std::string, std::unordered_set<std::string, StringHash, std::equal_to<>>> function_words;  // language -> words
  std::size_t longest = 0;  // bytes of the longest function word
  // Per language, per opening (first letter a-z, second letter a-z or 26 for anything else): bit n
  // set when a function word of n bytes opens so. Words opening otherwise are looked up always.
  std::unordered_map<std::string, std::vector<std::uint32_t>> openings;
  // The languages whose function words are all ASCII (English): a word holding a character outside
  // ASCII is none of them, since ICU's lower case of such a character is never ASCII but for the
  // Kelvin sign K (U+212A, lower case k).
  std::unordered_set<std::string> ascii_words;

  Tables() {
    for (const FunctionWords& f : kFunctionWords) {
      auto& set = function_words[f.language];
      std::string_view all = f.words;
      if (std::all_of(all.begin(), all.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) ascii_words.insert(f.language);
      for (std::size_t i = 0; i < all.size();) {
        std::size_t j = all.find(' ', i);
        if (j == std::string_view::npos) j = all.size();
        if (j > i) set.emplace(all.substr(i, j - i));
        if (j > i && opening(all.substr(i, j - i)) >= 0 && j - i < 32) {
          auto& o = openings[f.language];
          o.resize(26 * 27, 0);
          o[static_cast<std::size_t>(opening(all.substr(i, j - i)))] |= std::uint32_t{1} << (j - i);
        }
        longest = std::max(longest, j - i);
        i = j + 1;
      }
    }
  }
};

bool is_function_word(std::string_view word, std::string_view language) {
  using Sets = std::unordered_map<std::string, std::unordered_set<std::string, StringHash, std::equal_to<>>>;
  static const Sets sets = [] {
    Sets m;
    for (const FunctionWords& f : kFunctionWords) {
      std::string_view all = f.words;
      for (std::size_t i = 0; i < all.size();) {
        std::size_t j = all.find(' ', i);
        if (j == std::string_view::npos) j = all.size();
        if (j > i) m[f.language].emplace(all.substr(i, j - i));
        i = j + 1;
      }
    }
    return m;
  }();
  auto it = sets.find(std::string(language));
  return it != sets.end() && it->second.find(word) != it->second.end();
}

UntranslatedFinder::UntranslatedFinder()
    : tables_([]() -> const Tables& {
        static const Tables tables;
        return tables;
      }()) {}

std::vector<Fragment> UntranslatedFinder::fragments(std::string_view text, std::string_view text_language,
                                                     std::string_view source_language, std::string_view original) {
  std::vector<Fragment> out;
  if (!known_language(text_language) || !known_language(source_language) || text_language == source_language) return out;
  const auto& mine = tables_.function_words.at(std::string(text_language));
  const auto& theirs = tables_.function_words.at(std::string(source_language));
  enum Kind { kMine, kTheirs, kNeutral };
  struct W { Word w; Kind k; bool upper; int segment; };
  std::vector<W> run;
  int segment = 0;
  // The original squeezed for copied(), once per text and only when asked.
  std::optional<std::string> hay;
  auto squeezed_original = [&]() -> const std::string& {
    if (!hay) hay = squeezed(original);
    return *hay;
  };
  auto flush = [&]() {
    // A comma-separated segment is a name when its first word and every word besides the markers
    // are capitalised, at least one ("The Eldest Reborn", "Ali from Cairo, Army of Allah"); its
    // markers do not count.
    std::vector<bool> name(run.empty() ? 0 : run.back().segment - run.front().segment + 1, false);
    for (std::size_t i = 0; i < run.size();) {
      std::size_t j = i;
      bool title = run[i].upper;
      int content = 0;
      for (; j < run.size() && run[j].segment == run[i].segment; ++j) {
        if (run[j].k != kTheirs && !run[j].upper) title = false;
        if (run[j].k != kTheirs && run[j].upper) ++content;
      }
      name[run[i].segment - run.front().segment] = title && content > 0;
      i = j;
    }
    auto is_name = [&](const W& w) { return name[w.segment - run.front().segment]; };
    // Trim names and capitalised neutral words (nouns of the translation) at the edges.
    std::size_t b = 0, e = run.size();
    while (b < e && (is_name(run[b]) || (run[b].k == kNeutral && run[b].upper))) ++b;
    while (e > b && (is_name(run[e - 1]) || (run[e - 1].k == kNeutral && run[e - 1].upper))) --e;
    int words = static_cast<int>(e - b), markers = 0;
    for (std::size_t i = b; i < e; ++i) markers += run[i].k == kTheirs && !is_name(run[i]) ? 1 : 0;
    const bool enough = words >= kMinWords && markers >= kMinMarkers && markers * 3 >= words;
    if (enough || (words >= kMinCopiedWords && markers >= 1 && !run[b].upper &&
                   copied(text.substr(run[b].w.begin, run[e - 1].w.end - run[b].w.begin), squeezed_original())))
      out.push_back(Fragment{run[b].w.begin, run[e - 1].w.end, words, markers});
    run.clear();
  };
  // Cheap test first: without kMinMarkers possible markers among the runs of letters, or one whose
  // run of three words the original has word for word, there is no fragment, and most translations
  // are skipped before the word breaker runs. It counts at least what the word loop below counts
  // (a capitalised word of both lists may be a marker there).
  int quick = 0;
  bool copy = false;
  auto opened = tables_.openings.find(std::string(source_language));
  const std::vector<std::uint32_t>* open = opened == tables_.openings.end() ? nullptr : &opened->second;
  const bool ascii_theirs = tables_.ascii_words.count(std::string(source_language)) > 0;
  for (std::size_t i = 0; i < text.size() && quick < kMinMarkers && !copy;) {
    std::size_t j = i;
    while (j < text.size() && kRunByte[static_cast<unsigned char>(text[j])]) ++j;
    if (j == i) {
      ++i;
      continue;
    }
    if (j - i > tables_.longest) {  // longer than every function word: never a marker
      i = j;
      continue;
    }
    // ASCII words lower-cased on the stack, others by ICU.
    char buf[64];
    std::string folded;
    std::string_view lw;
    if (j - i <= sizeof buf && std::all_of(text.begin() + i, text.begin() + j, [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
      // No function word of the original's language opens so with this length: no marker (the
      // opening of the first two letters lower-cased, before the rest is).
      char two[2] = {ascii_lower(text[i]), j - i > 1 ? ascii_lower(text[i + 1]) : ' '};
      int o = opening(std::string_view(two, j - i > 1 ? 2 : 1));
      if (o >= 0 && (open == nullptr || !((*open)[static_cast<std::size_t>(o)] >> (j - i) & 1))) {
        i = j;
        continue;
      }
      for (std::size_t k = i; k < j; ++k) buf[k - i] = ascii_lower(text[k]);
      lw = std::string_view(buf, j - i);
    } else if (ascii_theirs && text.substr(i, j - i).find("\xE2\x84\xAA") == std::string_view::npos) {
      i = j;  // a character outside ASCII, not K: no marker
      continue;
    } else {
      folded = lower(text.substr(i, j - i));
      lw = folded;
    }
    if (theirs.count(lw) && (!mine.count(lw) || (text[i] >= 'A' && text[i] <= 'Z'))) {
      ++quick;
      copy = !original.empty() && copied_around(text, i, j, squeezed_original());
    }
    i = j;
  }
  if (quick < kMinMarkers && !copy) return out;
  // Words joined by hyphens without spaces are one compound ("Free-for-All", "Two-Headed").
  std::vector<Word> words = words_.words(text);
  std::vector<Word> merged;
  for (const Word& w : words) {
    if (!merged.empty() && merged.back().letters && w.letters && w.begin == merged.back().end + 1 && text[merged.back().end] == '-')
      merged.back().end = w.end;
    else
      merged.push_back(w);
  }
  std::uint32_t prev_end = 0;
  for (const Word& w : merged) {
    std::string_view gap = text.substr(prev_end, w.begin - prev_end);
    bool opens = prev_end == 0 || breaks_run(gap);  // the word opens a sentence or bracket
    if (!run.empty() && breaks_run(gap)) flush();
    if (gap.find(',') != std::string_view::npos) ++segment;
    prev_end = w.end;
    if (!w.letters) {  // a number neither breaks nor joins: it is neutral
      continue;
    }
    std::string_view raw = text.substr(w.begin, w.end - w.begin);
    if (raw.find('-') != std::string_view::npos) {  // a compound is never a marker
      if (has_non_ascii_letter(raw)) {
        flush();
      } else {
        run.push_back(W{w, kNeutral, starts_upper(raw), segment});
      }
      continue;
    }
    std::string lw = lower(raw);
    // "opponent's" -> "opponent" for the lists, "it's" stays.
    std::string base = lw;
    if (!mine.count(lw) && !theirs.count(lw)) {
      std::size_t ap = base.find('\'');
      if (ap == std::string::npos) ap = base.find("\xE2\x80\x99");
      if (ap != std::string::npos) base.resize(ap);
    }
    // A capitalised function word inside a sentence is part of a name ("Old Man of the Sea").
    bool in_mine = mine.count(base) > 0 && (opens || !starts_upper(raw)), in_theirs = theirs.count(base) > 0;
    Kind k = in_mine && !in_theirs ? kMine : in_theirs && !in_mine ? kTheirs : kNeutral;
    if (k == kNeutral && !in_mine && has_non_ascii_letter(raw)) k = kMine;
    if (k == kMine) {
      flush();
      continue;
    }
    run.push_back(W{w, k, starts_upper(raw), segment});
  }
  flush();
  return out;
}

std::vector<Diagnostic> UntranslatedFinder::check(const ContentPair& pair) {
  std::vector<Diagnostic> out;
  if (!known_language(pair.translation_language) || pair.translation_language == pair.original_language) return out;
  if (!pair.translation.empty() && same_spacing_aside(pair.translation, pair.original)) {
    auto f = fragments(pair.translation, pair.translation_language, pair.original_language);
    // The whole paragraph in the original's language: one marker is enough when nothing else is there.
    bool reads_as_original = !f.empty();
    if (!reads_as_original) {
      const auto& theirs = tables_.function_words.at(std::string(pair.original_language));
      int words = 0, markers = 0;
      for (const Word& w : words_.words(pair.translation)) {
        if (!w.letters) continue;
        ++words;
        markers += theirs.count(lower(pair.translation.substr(w.begin, w.end - w.begin))) ? 1 : 0;
      }
      reads_as_original = words >= 3 && markers >= 1;
    }
    if (reads_as_original) {
      out.push_back(content_finding("text.same-as-source", pair,
                                    "the paragraph is the original text, not translated; translate it",
                                    {Mark{0, static_cast<std::uint32_t>(pair.translation.size())}}));
    }
    return out;
  }
  if (marked_original_only(pair.translation)) return out;
  for (const Fragment& f : fragments(pair.translation, pair.translation_language, pair.original_language, pair.original)) {
    std::string frag(pair.translation.substr(f.begin, f.end - f.begin));
    bool in_original = pair.original.find(frag) != std::string_view::npos;
    std::string msg = "\"" + frag + "\" is left in " + std::string(pair.original_language) +
                      (in_original ? " (the original has it word for word)" : "") + "; translate it";
    out.push_back(content_finding("text.untranslated", pair, msg, {Mark{f.begin, f.end}}));
    out.back().args = {{"fragment", frag}};
  }
  return out;
}

}  // namespace rulecorp
