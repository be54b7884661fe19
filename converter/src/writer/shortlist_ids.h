// The width a model file stores its shortlist's candidate ids in (schema Shortlist): uint16 when every id of
// the vocabulary fits, which halves the largest part of the table (about 2 MB of a shipped model), else
// uint32. The runtime reads both (runtime/src/format/shortlist.h).
#pragma once

#include <cstdint>

#include "attn/schema/attn_generated.h"

namespace attn::convert {

// The largest vocabulary whose ids [0, vocab_size) all fit in a uint16.
inline constexpr uint32_t kMaxUint16Vocabulary = 65536;

// Moves shortlist's candidates into candidates16 when vocab_size <= kMaxUint16Vocabulary (format version 7);
// leaves them in candidates otherwise. The offsets index either alike.
void narrow_shortlist_ids(schema::ShortlistT* shortlist, uint32_t vocab_size);

}  // namespace attn::convert
