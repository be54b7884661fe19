// Sentence splitting for translating text of any length: a model is trained on sentences (the DDTP corpora
// pair sentences), so a paragraph, an e-mail or a document is cut into sentences, each translated alone, and
// the translations are put back between the original whitespace and line breaks.
//
// A sentence ends
//   - at a line break (so a translation keeps the text's lines; a hard-wrapped paragraph is cut per line), or
//   - after . ! ? … (optionally followed by closing quotes or brackets) when whitespace follows and the next
//     word does not start with a lowercase letter, unless the word before the period is an abbreviation
//     ("e.g.", "Dr.", "vs."), a single letter (an initial: "J. Smith") or a number of an enumeration ("1." at
//     the start of a sentence).
// A period with no whitespace after it is never an end, which keeps URLs, paths, version numbers and package
// names ("libfoo.so.1", "www.debian.org", "3.14", "python3.11") whole. Only ASCII bytes are examined, so
// every boundary falls between UTF-8 characters. No allocation: the caller steps through the text.
#pragma once

#include <cstddef>
#include <string_view>

namespace attn::text {

struct Span {
  size_t begin = 0;
  size_t end = 0;  // exclusive
};

// The next sentence at or after byte `from`: leading whitespace skipped, trailing whitespace excluded.
// Returns false when only whitespace is left.
bool next_sentence(std::string_view text, size_t from, Span* sentence);

bool is_space(char c);

}  // namespace attn::text
