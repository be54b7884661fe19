// PieceTrie: byte-wise trie over vocabulary pieces, built once at load time. Edges live in one open-addressing
// hash table keyed by (node, byte), so stepping one byte is a hash and (usually) one probe, and walking all
// pieces that start at a text position costs one step per byte -- what the unigram Viterbi needs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <utility>

#include "runtime/src/core/fixed_vector.h"
#include "base/src/core/status.h"

namespace attn {

class PieceTrie {
 public:
  static constexpr uint32_t kRoot = 0;

  struct Entry {
    std::string_view text;
    int32_t id;
  };

  // Builds the trie from pieces (non-empty, no duplicate texts). Allocates: StatusCode::kOutOfMemory when it
  // cannot.
  Status build(std::span<const Entry> entries);

  bool empty() const { return node_values_.size() <= 1; }

  // Follows the edge labelled `byte` from `node`; false if there is none.
  bool step(uint32_t node, uint8_t byte, uint32_t* child) const {
    if (slots_.empty()) return false;
    const uint32_t key = edge_key(node, byte);
    size_t i = slot_of(key);
    for (;;) {
      const Slot& s = slots_[i];
      if (s.key == key) {
        *child = s.child;
        return true;
      }
      if (s.key == 0) return false;
      i = (i + 1) & mask_;
    }
  }

  // The piece id that ends at `node`, or -1.
  int32_t value(uint32_t node) const { return node_values_[node]; }

  // Longest piece that is a prefix of text: its byte length (0 if none) and id.
  std::pair<size_t, int32_t> longest_prefix(std::string_view text) const;

  // Exact lookup; -1 if text is not a piece.
  int32_t find(std::string_view text) const;

 private:
  // 8-byte slots keep the table small enough to stay in cache (about 0.5 MB for an 8k vocabulary).
  struct Slot {
    uint32_t key = 0;  // (node << 8 | byte) + 1; 0 marks an empty slot
    uint32_t child = 0;
  };
  static constexpr uint32_t kMaxNodes = (1u << 24) - 1;  // so that edge keys fit in 32 bits
  static uint32_t edge_key(uint32_t node, uint8_t byte) { return ((node << 8) | byte) + 1u; }
  // Fibonacci hashing: the top bits of key * 2^64/phi spread consecutive node ids over the table.
  size_t slot_of(uint32_t key) const { return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> shift_); }

  FixedVector<Slot> slots_;
  size_t mask_ = 0;
  unsigned shift_ = 63;
  FixedVector<int32_t> node_values_;  // node 0 is the root; empty until build()
};

}  // namespace attn
