// UTF-8 helpers with SentencePiece's rules: a character is valid when it is the shortest encoding of a code
// point in [0, 0x10FFFF] that is not a surrogate.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace attn::utf8 {

// Byte length of the valid character at the start of s, or 0 if s does not start with one.
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

// Offset of the first byte that does not start a valid character, or npos when all of s is valid.
inline size_t find_invalid(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    const uint8_t b = static_cast<uint8_t>(s[i]);
    if (b < 0x80) {  // ASCII fast path
      ++i;
      continue;
    }
    const size_t len = valid_char_length(s.data() + i, s.size() - i);
    if (len == 0) return i;
    i += len;
  }
  return std::string_view::npos;
}

// SentencePiece steps through text by the length its lead byte announces (not validated), clamped to what is
// left; the Viterbi must step the same way to place character boundaries where SentencePiece does.
inline size_t lead_byte_length(uint8_t lead) {
  static constexpr uint8_t kLength[16] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4};
  return kLength[lead >> 4];
}

}  // namespace attn::utf8
