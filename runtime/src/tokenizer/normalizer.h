// Normalizer: SentencePiece's text normalization, reimplemented without SentencePiece.
//
// The precompiled charsmap (NormalizerSpec.precompiled_charsmap) is laid out as
//   uint32 little-endian  trie_bytes
//   trie_bytes bytes      a Darts-clone double-array trie (uint32 units) over UTF-8 byte sequences
//   the rest              normalized replacement strings, each NUL-terminated; a trie value is an offset here
// At each position the longest rule matching a prefix of the input replaces it; without a rule one UTF-8
// character is copied. Around that, remove_extra_whitespaces drops leading, trailing and repeated spaces,
// add_dummy_prefix puts one space in front, and escape_whitespaces writes every space as U+2581.
// User-defined pieces are matched first and copied verbatim.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <utility>

#include "runtime/src/core/fixed_vector.h"
#include "base/src/core/status.h"
#include "runtime/src/tokenizer/piece_trie.h"

namespace attn {

class Normalizer {
 public:
  struct Options {
    bool add_dummy_prefix = true;
    bool remove_extra_whitespaces = true;
    bool escape_whitespaces = true;
  };

  // Copies and checks the charsmap (empty: identity): every unit reachable in the trie stays in bounds and
  // every value points at a NUL-terminated string inside the blob. Allocates.
  Status init(std::span<const uint8_t> precompiled_charsmap, Options options);

  const Options& options() const { return options_; }

  // Upper bound on normalize()'s output for an input of input_bytes bytes.
  size_t max_output_bytes(size_t input_bytes) const;

  // Normalizes valid UTF-8 `input` into out. user_defined holds the user-defined pieces (may be empty).
  // Never allocates. StatusCode::kInputTooLong if out is too small.
  Status normalize(std::string_view input, const PieceTrie& user_defined, std::span<char> out,
                   size_t* out_size) const;

 private:
  // Longest charsmap rule matching a prefix of input: (matched bytes, replacement), or (0, {}) if none.
  std::pair<size_t, std::string_view> match_rule(std::string_view input) const;
  // One normalization step at the start of input: (replacement text, bytes consumed).
  std::pair<std::string_view, size_t> normalize_prefix(std::string_view input, const PieceTrie& user_defined) const;

  Options options_;
  FixedVector<uint32_t> units_;       // the double-array trie; empty for identity
  FixedVector<char> replacements_;    // NUL-terminated normalized strings
  size_t max_expansion_ = 3;          // output bytes per input byte, at most (a space becomes 3-byte U+2581)
};

}  // namespace attn
