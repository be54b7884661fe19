// Well-formed UTF-8 as RFC 3629 and Unicode's Table 3-7 define it: the shortest encoding of a code point in
// [0, 0x10FFFF] that is not a surrogate. The runtime's tokenizer (SentencePiece's rule for a valid character
// is this one), the trainer's corpus reader and localize's checks all ask it, so that they accept the same
// bytes. Header-only and allocation-free: the runtime uses it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace attn::utf8 {

// Byte length of the well-formed character at the start of s[0, n), or 0 when s does not start with one.
inline size_t valid_char_length(const char* s, size_t n) {
  if (n == 0) return 0;
  const uint8_t b0 = static_cast<uint8_t>(s[0]);
  if (b0 < 0x80) return 1;
  auto trail = [&](size_t i) { return i < n && (static_cast<uint8_t>(s[i]) & 0xC0) == 0x80; };
  auto bits = [&](size_t i) { return static_cast<uint32_t>(static_cast<uint8_t>(s[i]) & 0x3F); };
  if ((b0 & 0xE0) == 0xC0) {
    if (!trail(1)) return 0;
    const uint32_t cp = (uint32_t{b0 & 0x1Fu} << 6) | bits(1);
    return cp >= 0x80 ? 2 : 0;
  }
  if ((b0 & 0xF0) == 0xE0) {
    if (!trail(1) || !trail(2)) return 0;
    const uint32_t cp = (uint32_t{b0 & 0x0Fu} << 12) | (bits(1) << 6) | bits(2);
    return cp >= 0x800 && (cp < 0xD800 || cp > 0xDFFF) ? 3 : 0;
  }
  if ((b0 & 0xF8) == 0xF0) {
    if (!trail(1) || !trail(2) || !trail(3)) return 0;
    const uint32_t cp = (uint32_t{b0 & 0x07u} << 18) | (bits(1) << 12) | (bits(2) << 6) | bits(3);
    return cp >= 0x10000 && cp <= 0x10FFFF ? 4 : 0;
  }
  return 0;
}

// Offset of the first byte that does not start a well-formed character (a stray continuation byte, a cut-off,
// overlong or surrogate sequence, a code point above U+10FFFF), or std::string_view::npos when all of s is
// well-formed.
inline size_t find_invalid(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    if (static_cast<uint8_t>(s[i]) < 0x80) {  // ASCII fast path
      ++i;
      continue;
    }
    const size_t length = valid_char_length(s.data() + i, s.size() - i);
    if (length == 0) return i;
    i += length;
  }
  return std::string_view::npos;
}

inline bool is_valid(std::string_view s) { return find_invalid(s) == std::string_view::npos; }

}  // namespace attn::utf8
