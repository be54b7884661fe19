#include "runtime/src/tokenizer/piece_trie.h"

#include <algorithm>
#include <bit>

namespace attn {

Status PieceTrie::build(std::span<const Entry> entries) {
  // Count the nodes first (distinct prefixes: over sorted texts, the bytes past the common prefix with the
  // previous text), then size the table to at most half full so probes stay short.
  FixedVector<std::string_view> sorted;
  if (!sorted.resize(entries.size())) {
    return Status::Error(StatusCode::kOutOfMemory, "piece trie: cannot allocate the sort of %zu pieces",
                         entries.size());
  }
  for (size_t i = 0; i < entries.size(); ++i) sorted[i] = entries[i].text;
  std::sort(sorted.begin(), sorted.end());
  size_t nodes = 0;
  for (size_t i = 0; i < sorted.size(); ++i) {
    size_t common = 0;
    if (i > 0) {
      const std::string_view a = sorted[i - 1], b = sorted[i];
      while (common < a.size() && common < b.size() && a[common] == b[common]) ++common;
    }
    nodes += sorted[i].size() - common;
  }
  if (nodes >= kMaxNodes) {
    return Status::Error(StatusCode::kInvalidModel,
                         "piece trie would have %zu nodes, more than the %u supported", nodes, kMaxNodes);
  }
  const size_t capacity = std::bit_ceil(std::max<size_t>(16, nodes * 2));
  if (!slots_.assign(capacity, Slot{}) || !node_values_.assign(1, -1) || !node_values_.reserve(nodes + 1)) {
    return Status::Error(StatusCode::kOutOfMemory, "piece trie: cannot allocate %zu slots and %zu nodes",
                         capacity, nodes + 1);
  }
  mask_ = capacity - 1;
  shift_ = 64u - static_cast<unsigned>(std::countr_zero(capacity));

  for (const Entry& e : entries) {
    if (e.text.empty()) return Status::Error(StatusCode::kInvalidModel, "piece %d is empty", e.id);
    uint32_t node = kRoot;
    for (char c : e.text) {
      const uint32_t key = edge_key(node, static_cast<uint8_t>(c));
      size_t i = slot_of(key);
      while (slots_[i].key != 0 && slots_[i].key != key) i = (i + 1) & mask_;
      if (slots_[i].key == 0) {
        slots_[i].key = key;
        slots_[i].child = static_cast<uint32_t>(node_values_.size());
        // Room for every node was reserved from the count above.
        if (!node_values_.push_back(-1)) {
          return Status::Error(StatusCode::kInternal, "piece trie: more nodes than the %zu counted", nodes);
        }
      }
      node = slots_[i].child;
    }
    if (node_values_[node] != -1) {
      return Status::Error(StatusCode::kInvalidModel, "pieces %d and %d have the same text",
                           node_values_[node], e.id);
    }
    node_values_[node] = e.id;
  }
  return Status::Ok();
}

std::pair<size_t, int32_t> PieceTrie::longest_prefix(std::string_view text) const {
  std::pair<size_t, int32_t> best{0, -1};
  uint32_t node = kRoot;
  for (size_t i = 0; i < text.size(); ++i) {
    if (!step(node, static_cast<uint8_t>(text[i]), &node)) break;
    if (node_values_[node] >= 0) best = {i + 1, node_values_[node]};
  }
  return best;
}

int32_t PieceTrie::find(std::string_view text) const {
  if (node_values_.empty()) return -1;  // never built
  uint32_t node = kRoot;
  for (char c : text) {
    if (!step(node, static_cast<uint8_t>(c), &node)) return -1;
  }
  return node_values_[node];
}

}  // namespace attn
