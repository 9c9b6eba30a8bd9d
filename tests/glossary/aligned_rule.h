// An aligned EN/DE rule unit as glossary_input gives one, for the glossary tests.
#ifndef RULECORP_TESTS_GLOSSARY_ALIGNED_RULE_H_
#define RULECORP_TESTS_GLOSSARY_ALIGNED_RULE_H_

#include <string>
#include <utility>

#include "glossary/glossary_input.h"

namespace rulecorp::test {

// The rule numbered `n` with its English text `en` and German text `de`.
inline InputUnit aligned_rule(std::string n, std::string en, std::string de) {
  InputUnit u;
  u.kind = InputKind::kRule;
  u.id = n;
  InputSide e, t;
  e.language = "en";
  e.text = std::move(en);
  e.number = n;
  t.language = "de";
  t.text = std::move(de);
  t.number = n;
  u.sides = {e, t};
  return u;
}

}  // namespace rulecorp::test

#endif  // RULECORP_TESTS_GLOSSARY_ALIGNED_RULE_H_
