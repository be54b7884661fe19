// A gettext plural rule: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : ...);" as the Plural-Forms header
// states it, evaluated by a small recursive-descent parser of the C-expression subset gettext allows (n,
// integer constants, ! * / % + - < <= > >= == != && || ?: and parentheses).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/src/core/status.h"

namespace attn::localize {

class PluralRule {
 public:
  // Parses a Plural-Forms value; an error names what does not parse.
  static Result<PluralRule> parse(std::string_view plural_forms);
  // The rule of a language when the catalog states none (de, fr, es, it, pt, nl, ru, pl, cs, ja, zh, ...;
  // a region such as pt_BR or de-AT falls back to its language): nullopt-like error for one not in the table.
  static Result<PluralRule> for_language(std::string_view language);

  int nplurals() const { return nplurals_; }
  const std::string& text() const { return text_; }  // the Plural-Forms value it was parsed from
  // The form index for n (the expression's value; out of range values are gettext's problem too: clamped).
  int form(int64_t n) const;
  // One sample n per form: 1 for the form 1 falls in, else the smallest n in 0..1000 in that form; -1 when
  // no such n exists (a rule that never selects a form).
  std::vector<int64_t> samples() const;

  struct Node;

 private:
  int nplurals_ = 2;
  std::string text_;
  std::shared_ptr<const Node> expression_;
};

}  // namespace attn::localize
