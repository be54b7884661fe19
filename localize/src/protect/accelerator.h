// Keyboard accelerator markers: "_File" (GTK), "&File" (Qt, Windows), "~File" (LibreOffice), and the suffix
// form "ファイル(_F)" of CJK catalogs. A marker would split the word it sits in and the model would translate
// the pieces, so it is taken out before translation and put on a letter of the translation afterwards.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "localize/src/protect/span_finder.h"

namespace attn::localize {

struct Accelerator {
  char marker = '_';    // '_', '&' or '~'
  size_t position = 0;  // byte offset of the marker (or of the suffix's "(") in the source
  std::string letter;   // the character it marks, as UTF-8
  std::string suffix;   // the whole "(_F)" of the suffix form; empty for a marker inside a word
};

// The text's accelerator: exactly one marker character followed by a letter or digit, outside protected
// spans, not doubled ("&&" is a literal "&"), and not inside an identifier (GTK_THEME, xfs_repair). Two
// or more candidates (snake_case_names) are taken as no accelerator: a wrong guess would corrupt the text.
std::optional<Accelerator> find_accelerator(std::string_view text, const std::vector<ProtectedSpan>& spans);

// text without the accelerator's marker (or its suffix).
std::string remove_accelerator(std::string_view text, const Accelerator& accelerator);

// translation with the marker put back: before the first occurrence of the same letter (ASCII case ignored)
// outside protected spans, else before the first letter or digit outside them; the suffix form at the end,
// before trailing punctuation. nullopt when the translation has no letter that can take it.
std::optional<std::string> place_accelerator(std::string_view translation, const Accelerator& accelerator);

}  // namespace attn::localize
