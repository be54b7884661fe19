// Spans of a text that are not language and are copied into the translation as they are: a model turns
// them into nothing useful, and their cost grows with their length (an unbroken run tokenizes into many short
// pieces, each a decoder step, and the steps grow dearer with the sentence's length). Two rules, both on bytes
// alone (no tokenizer):
//   - a word (a run of bytes without ASCII whitespace) longer than kVerbatimWordBytes: base64, hashes, long
//     URLs and paths, a key held down — unless it holds a character of a script written without spaces
//     (Chinese, Japanese, Thai, ...; unspaced_script below), where a long word is a sentence;
//   - a word of kVerbatimHexBytes or more hexadecimal digits: a hash, a key, a commit id;
//   - a run of words without a letter, longer than kVerbatimSymbolRunBytes from its first byte to its last:
//     numbers, tables of figures, punctuation, emoji. A letter is an ASCII letter or any character outside the
//     Unicode blocks of punctuation, symbols, emoji, format and private-use characters (symbol_char below), so
//     words of every script count as language.
// A sentence holding such a span is cut around it: the text before it and the text after it are translated
// as sentences of their own (docs/text.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "runtime/src/text/sentence_splitter.h"

namespace attn::text {

inline constexpr size_t kVerbatimWordBytes = 64;
inline constexpr size_t kVerbatimSymbolRunBytes = 32;
inline constexpr size_t kVerbatimHexBytes = 32;

// Whether code point cp is punctuation, a symbol, an emoji or another non-letter outside ASCII: General
// Punctuation to Miscellaneous Symbols and Arrows (U+2000–U+2BFF), CJK punctuation (U+3000–U+303F),
// variation selectors, specials, private use, and the emoji and symbol planes (U+1F000–U+1FAFF, tags).
bool symbol_char(uint32_t cp);

// Whether code point cp belongs to a script written without spaces between words: Thai, Lao, Myanmar,
// Khmer, Hiragana, Katakana, CJK ideographs.
bool unspaced_script(uint32_t cp);

// Bytes of the characters outside ASCII that are symbols (symbol_char): emoji and the like, which a
// vocabulary spells in byte pieces however well it covers the text's language.
size_t symbol_bytes(std::string_view text);

// The first verbatim span inside text[within.begin, within.end) (valid UTF-8), or {within.end, within.end}
// when there is none. A span starts and ends on a word.
Span find_verbatim(std::string_view text, Span within);

}  // namespace attn::text
