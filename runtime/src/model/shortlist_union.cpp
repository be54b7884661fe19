#include "runtime/src/model/shortlist_union.h"

#include <cstring>

namespace attn::model {
namespace {

// Marks the candidates of each source id; Id is the width the file stores them in (format/shortlist.h).
template <typename Id>
void mark_lists(const uint32_t* offsets, const Id* candidates, const int32_t* source_ids, size_t count,
                uint8_t* marks) {
  for (size_t i = 0; i < count; ++i) {
    const uint32_t s = static_cast<uint32_t>(source_ids[i]);  // the translator checked it is < vocab_size
    for (uint32_t c = offsets[s]; c < offsets[s + 1]; ++c) marks[candidates[c]] = 1;
  }
}

}  // namespace

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
  // Neither width is present only when every list is empty: nothing to mark.
  if (shortlist.candidates16 != nullptr) {
    mark_lists(shortlist.offsets, shortlist.candidates16, source_ids, count, marks);
  } else if (shortlist.candidates != nullptr) {
    mark_lists(shortlist.offsets, shortlist.candidates, source_ids, count, marks);
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
