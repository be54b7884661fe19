// A glossary: source terms that must be rendered with given target terms.
//
// File: UTF-8 text, one term a line, "source term<TAB>target term"; blank lines and lines starting with '#'
// are ignored; a line without a tab, or with an empty side, is an error naming the line. Matching in a source
// text: ASCII letters compare without regard to case; a match must start and end at word boundaries (the
// characters beside it are no letters or digits); the source term's English plural matches too (term + "s",
// or + "es" for terms ending in s, x, z, ch, sh; "y" after a consonant becomes "ies"); the longest term wins
// where two overlap. The target term is written as given (no inflection).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/src/core/status.h"
#include "localize/src/protect/mask.h"

namespace attn::localize {

struct GlossaryTerm {
  std::string source, target;
};

class Glossary {
 public:
  static Result<Glossary> parse(std::string_view text, std::string_view path);
  const std::vector<GlossaryTerm>& terms() const { return terms_; }
  // The glossary terms in line, in order, not overlapping.
  std::vector<ForcedTerm> find(std::string_view line) const;

 private:
  std::vector<GlossaryTerm> terms_;  // longest source first
};

}  // namespace attn::localize
