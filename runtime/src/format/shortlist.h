// The vocabulary shortlist of a model file (schema Shortlist), verified: which target ids a sentence may
// produce given its source ids. Pointers into the model's bytes; all null when the file has no shortlist.
#pragma once

#include <cstddef>
#include <cstdint>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"

namespace attn {

struct ShortlistView {
  const uint32_t* always = nullptr;  // [always_count] sorted, < vocab_size
  size_t always_count = 0;
  const uint32_t* offsets = nullptr;  // [vocab_size + 1], nondecreasing, offsets[0] = 0
  // The candidates [offsets[vocab_size]], each list sorted and < vocab_size, in the width the file stores:
  // at most one of the two is non-null (both are null when every list is empty).
  const uint32_t* candidates = nullptr;
  const uint16_t* candidates16 = nullptr;  // format version 7, vocabularies of at most 65,536 ids
  size_t longest_list = 0;                 // the most candidates one source id has

  bool present() const { return offsets != nullptr; }
};

// Checks root.shortlist() (when present) against vocab_size: the offsets' count, order and end, one width of
// candidates (candidates16 only from format version 7), every id in range and every list strictly
// ascending. StatusCode::kInvalidModel names what is wrong.
Result<ShortlistView> verify_shortlist(const schema::Model& root, uint32_t vocab_size);

}  // namespace attn
