#include "runtime/src/text/verbatim.h"

#include "runtime/src/tokenizer/utf8.h"

namespace attn::text {
namespace {

bool ascii_letter(uint8_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The code point of the valid character of `length` bytes at s.
uint32_t code_point(const char* s, size_t length) {
  const auto byte = [&](size_t i) { return static_cast<uint32_t>(static_cast<uint8_t>(s[i])); };
  switch (length) {
    case 1: return byte(0);
    case 2: return ((byte(0) & 0x1F) << 6) | (byte(1) & 0x3F);
    case 3: return ((byte(0) & 0x0F) << 12) | ((byte(1) & 0x3F) << 6) | (byte(2) & 0x3F);
    default: return ((byte(0) & 0x07) << 18) | ((byte(1) & 0x3F) << 12) | ((byte(2) & 0x3F) << 6) | (byte(3) & 0x3F);
  }
}

// What a word holds: a letter (see verbatim.h), and a character of a script written without spaces.
struct WordKind {
  bool letter = false;
  bool unspaced = false;
};

WordKind classify(std::string_view text, size_t begin, size_t end) {
  WordKind kind;
  for (size_t i = begin; i < end;) {
    const auto c = static_cast<uint8_t>(text[i]);
    if (c < 0x80) {
      kind.letter = kind.letter || ascii_letter(c);
      ++i;
      continue;
    }
    size_t length = utf8::valid_char_length(text.data() + i, end - i);
    if (length == 0) length = 1;  // not reached for valid UTF-8; a stray byte counts as a symbol
    const uint32_t cp = code_point(text.data() + i, length);
    if (length > 1 && !symbol_char(cp)) kind.letter = true;
    kind.unspaced = kind.unspaced || unspaced_script(cp);
    i += length;
  }
  return kind;
}

// Whether the word text[begin, end) is kVerbatimHexBytes or more hexadecimal digits.
bool hexadecimal(std::string_view text, size_t begin, size_t end) {
  if (end - begin < kVerbatimHexBytes) return false;
  for (size_t i = begin; i < end; ++i) {
    const char c = text[i];
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) return false;
  }
  return true;
}

}  // namespace

bool unspaced_script(uint32_t cp) {
  return (cp >= 0x0E00 && cp <= 0x0EFF) ||  // Thai, Lao
         (cp >= 0x1000 && cp <= 0x109F) ||  // Myanmar
         (cp >= 0x1780 && cp <= 0x17FF) ||  // Khmer
         (cp >= 0x3040 && cp <= 0x30FF) ||  // Hiragana, Katakana
         (cp >= 0x3400 && cp <= 0x9FFF) ||  // CJK ideographs
         (cp >= 0xF900 && cp <= 0xFAFF) ||  // CJK compatibility ideographs
         (cp >= 0x20000 && cp <= 0x3FFFF);  // CJK extensions
}

bool symbol_char(uint32_t cp) {
  return (cp >= 0x80 && cp <= 0xBF) ||        // Latin-1 punctuation and signs (¡ © « ° ± » ¿ …)
         cp == 0xD7 || cp == 0xF7 ||          // × ÷
         (cp >= 0x2000 && cp <= 0x2BFF) ||    // punctuation, super/subscripts, currency, arrows, maths, boxes
         (cp >= 0x3000 && cp <= 0x303F) ||    // CJK symbols and punctuation
         (cp >= 0xE000 && cp <= 0xF8FF) ||    // private use
         (cp >= 0xFE00 && cp <= 0xFE0F) ||    // variation selectors
         (cp >= 0xFFF0 && cp <= 0xFFFF) ||    // specials (U+FFFD)
         (cp >= 0x1F000 && cp <= 0x1FAFF) ||  // mahjong, cards, emoji, pictographs, symbols
         (cp >= 0xE0000 && cp <= 0xE007F);    // tags (emoji flags)
}

size_t symbol_bytes(std::string_view text) {
  size_t bytes = 0;
  for (size_t i = 0; i < text.size();) {
    if (static_cast<uint8_t>(text[i]) < 0x80) {
      ++i;
      continue;
    }
    size_t length = utf8::valid_char_length(text.data() + i, text.size() - i);
    if (length == 0) length = 1;
    if (length > 1 && symbol_char(code_point(text.data() + i, length))) bytes += length;
    i += length;
  }
  return bytes;
}

Span find_verbatim(std::string_view text, Span within) {
  // The run of letterless words in progress: [run_begin, run_end), empty when run_begin == npos.
  size_t run_begin = std::string_view::npos, run_end = 0;
  size_t i = within.begin;
  while (i < within.end) {
    while (i < within.end && is_space(text[i])) ++i;
    if (i == within.end) break;
    const size_t word_begin = i;
    while (i < within.end && !is_space(text[i])) ++i;
    const size_t word_end = i;
    const WordKind kind = classify(text, word_begin, word_end);
    if ((word_end - word_begin > kVerbatimWordBytes && !kind.unspaced) || hexadecimal(text, word_begin, word_end)) {
      // A letterless long word ends the letterless run before it; a run long enough on its own comes first.
      if (run_begin != std::string_view::npos) {
        if (!kind.letter) return {run_begin, word_end};
        if (run_end - run_begin > kVerbatimSymbolRunBytes) return {run_begin, run_end};
      }
      return {word_begin, word_end};
    }
    if (kind.letter) {
      if (run_begin != std::string_view::npos && run_end - run_begin > kVerbatimSymbolRunBytes) {
        return {run_begin, run_end};
      }
      run_begin = std::string_view::npos;
      continue;
    }
    if (run_begin == std::string_view::npos) run_begin = word_begin;
    run_end = word_end;
  }
  if (run_begin != std::string_view::npos && run_end - run_begin > kVerbatimSymbolRunBytes) {
    return {run_begin, run_end};
  }
  return {within.end, within.end};
}

}  // namespace attn::text
