// How a model file stores its shortlist's candidate ids (schema Shortlist). The converter writes each list as
// varint gaps (candidates_delta, format version 9): the lists are ascending, and their gaps are mostly under
// 128, so most ids take one byte — about half of uint16 ids, a quarter of uint32 ones
// (bench/RESULTS-int4.md). The runtime decodes them once, when the model loads
// (runtime/src/format/shortlist.h), and reads every width.
#pragma once

#include <cstdint>
#include <vector>

#include "attn/schema/attn_generated.h"

namespace attn::convert {

// The largest vocabulary whose ids [0, vocab_size) all fit in a uint16.
inline constexpr uint32_t kMaxUint16Vocabulary = 65536;

// Moves shortlist's candidates into candidates16 when vocab_size <= kMaxUint16Vocabulary (format version 7);
// leaves them in candidates otherwise. The offsets index either alike.
void narrow_shortlist_ids(schema::ShortlistT* shortlist, uint32_t vocab_size);

// Moves shortlist's candidates (uint32) into candidates_delta (format version 9): each source id's list as
// LEB128 varints of its gaps, the first id itself and then each id minus the previous one minus 1, and the
// offsets rewritten to count bytes of candidates_delta. Leaves the shortlist as it is when a list is not
// strictly ascending (a bug upstream: the writer's verification then names it).
void delta_encode_shortlist_ids(schema::ShortlistT* shortlist);

// Appends value as an LEB128 varint (7 bits a byte, low bits first, the high bit set on every byte but the
// last).
void append_varint(uint32_t value, std::vector<uint8_t>* out);

}  // namespace attn::convert
