#include "runtime/src/model/shortlist_union.h"

#include <cstring>

namespace attn::model {

size_t max_shortlist_union(const ShortlistView& shortlist, uint32_t vocab_size, size_t max_source_ids) {
  // Bounded by the vocabulary first, so the product below cannot overflow for any planned source length.
  const size_t lists = shortlist.longest_list < vocab_size ? shortlist.longest_list : vocab_size;
  const size_t sources = max_source_ids < vocab_size ? max_source_ids : vocab_size;
  const size_t bound = shortlist.always_count + 1 + lists * sources;
  return bound < vocab_size ? bound : vocab_size;
}

size_t build_shortlist_union(const ShortlistView& shortlist, uint32_t vocab_size, int32_t eos_id,
                             const int32_t* source_ids, size_t count, uint8_t* marks, int32_t* out) {
  for (size_t i = 0; i < shortlist.always_count; ++i) marks[shortlist.always[i]] = 1;
  if (eos_id >= 0 && static_cast<uint32_t>(eos_id) < vocab_size) marks[eos_id] = 1;
  for (size_t i = 0; i < count; ++i) {
    const uint32_t s = static_cast<uint32_t>(source_ids[i]);  // the translator checked it is < vocab_size
    for (uint32_t c = shortlist.offsets[s]; c < shortlist.offsets[s + 1]; ++c)
      marks[shortlist.candidates[c]] = 1;
  }
  size_t size = 0;
  uint32_t v = 0;
  // Most of the vocabulary is unmarked: skip it eight entries at a time.
  for (; v + 8 <= vocab_size; v += 8) {
    uint64_t word;
    std::memcpy(&word, marks + v, sizeof word);
    if (word == 0) continue;
    for (uint32_t i = v; i < v + 8; ++i) {
      if (marks[i] == 0) continue;
      marks[i] = 0;
      out[size++] = static_cast<int32_t>(i);
    }
  }
  for (; v < vocab_size; ++v) {
    if (marks[v] == 0) continue;
    marks[v] = 0;
    out[size++] = static_cast<int32_t>(v);
  }
  return size;
}

}  // namespace attn::model
