// Test models with a vocabulary shortlist (schema Shortlist): a deterministic shortlist for any vocabulary,
// and the shortlist's union computed the slow, obvious way, to check the runtime's against.
#pragma once

#include <cstdint>
#include <vector>

#include "converter/src/writer/attn_writer.h"

namespace attn::test {

// A shortlist over vocab_size ids: `always` holds eos (3) and every id ≡ 0 (mod 7) from 4; source id s lists
// the ids (s·13 + j·29) mod vocab_size for j < (s mod 5) + 1, sorted and without duplicates (ids 0..3 list
// nothing). Ids in `excluded` appear nowhere.
schema::ShortlistT test_shortlist(uint32_t vocab_size, const std::vector<int32_t>& excluded = {});

// How a test file stores the shortlist's candidates: as attn-convert does (varint gaps, format version 9:
// convert::delta_encode_shortlist_ids), as uint16 (version 7: convert::narrow_shortlist_ids), or as uint32
// (what files before version 7 hold).
enum class ShortlistIds { kAsConverted, kUint16, kUint32 };

// contents with test_shortlist() set, written (verified); aborts the test on failure.
std::vector<uint8_t> with_shortlist_bytes(convert::ModelContents contents,
                                          const std::vector<int32_t>& excluded = {},
                                          ShortlistIds ids = ShortlistIds::kAsConverted);

// always ∪ {eos} ∪ the lists of every source id (eos included as the translator appends it), ascending.
std::vector<int32_t> expected_union(const schema::ShortlistT& shortlist,
                                    const std::vector<int32_t>& source_with_eos, int32_t eos_id);

}  // namespace attn::test
