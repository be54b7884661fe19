// A sentence's vocabulary under the model's shortlist (format/shortlist.h): the ascending union of the
// `always` ids, eos, and the candidate lists of the sentence's source ids. Built once per sentence (not per
// step) into the translator's arena: the ids are marked in a byte per vocabulary entry, then collected in
// order by one scan that clears the marks again, so no sort and no allocation is needed.
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime/src/format/shortlist.h"

namespace attn::model {

// The largest union a source of max_source_ids ids (eos included) can have: the planned size of a sentence's
// vocabulary buffer.
size_t max_shortlist_union(const ShortlistView& shortlist, uint32_t vocab_size, size_t max_source_ids);

// marks [vocab_size] must be all zero on entry and are all zero again on return. out [max_shortlist_union]
// receives the union, ascending; returns its size.
size_t build_shortlist_union(const ShortlistView& shortlist, uint32_t vocab_size, int32_t eos_id,
                             const int32_t* source_ids, size_t count, uint8_t* marks, int32_t* out);

}  // namespace attn::model
