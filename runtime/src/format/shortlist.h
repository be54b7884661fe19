// The vocabulary shortlist of a model file (schema Shortlist), verified: which target ids a sentence may
// produce given its source ids. Pointers into the model's bytes, or, for candidates stored as varint gaps
// (format version 9), into the lists decoded when the model loads (ShortlistStorage, owned by the model);
// all null when the file has no shortlist.
#pragma once

#include <cstddef>
#include <cstdint>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"
#include "runtime/src/core/fixed_vector.h"

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

// The lists of a shortlist stored as varint gaps, decoded: offsets counting ids, and the ids as uint16 (a
// vocabulary of at most 65,536) or uint32. Allocated once, when the model loads; translators read them as
// they read a file's own lists.
struct ShortlistStorage {
  FixedVector<uint32_t> offsets;
  FixedVector<uint16_t> candidates16;
  FixedVector<uint32_t> candidates;
};

// Checks root.shortlist() (when present) against vocab_size: the offsets' count, order and end, one form of
// candidates (candidates16 only from format version 7, candidates_delta only from 9), every id in range and
// every list strictly ascending; a list of varint gaps must decode to exactly its bytes, each varint of at
// most 5 bytes. Lists stored as varint gaps are decoded into *storage, which the view then points into (it
// must outlive the view; moving it keeps its arrays where they are). StatusCode::kInvalidModel names what is
// wrong; StatusCode::kOutOfMemory when the decoded lists cannot be allocated.
Result<ShortlistView> verify_shortlist(const schema::Model& root, uint32_t vocab_size,
                                       ShortlistStorage* storage);

}  // namespace attn
