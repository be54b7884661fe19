// UTF-8 as the tokenizer steps through it: well-formedness is base's (SentencePiece's rule for a valid
// character is RFC 3629's), and the step SentencePiece takes over a lead byte is its own.
#pragma once

#include <cstddef>
#include <cstdint>

#include "base/src/text/utf8.h"

namespace attn::utf8 {

// SentencePiece steps through text by the length its lead byte announces (not validated), clamped to what is
// left; the Viterbi must step the same way to place character boundaries where SentencePiece does.
inline size_t lead_byte_length(uint8_t lead) {
  static constexpr uint8_t kLength[16] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4};
  return kLength[lead >> 4];
}

}  // namespace attn::utf8
