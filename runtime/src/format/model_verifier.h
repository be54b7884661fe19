// Verification of a .attn file held in memory, in two stages that both run before anything is sized from
// the file:
//   1. structure: size bounds, the "ATTN" identifier, and flatbuffers::Verifier with explicit limits over the
//      FlatBuffer part [0, data_offset) only, so no table can hide inside the tensor data;
//   2. meaning: format version, architecture ranges, every expected tensor present exactly once with the
//      expected shape, overflow-checked byte counts, aligned offsets inside the data segment, valid int8
//      scales.
// Every failure is a Status naming the field or tensor and the numbers involved.
#pragma once

#include <cstddef>
#include <cstdint>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"
#include "runtime/src/format/model_weights.h"
#include "runtime/src/format/shortlist.h"

namespace attn {

struct VerifiedModel {
  const schema::Model* root = nullptr;  // points into the verified bytes
  ModelWeights weights;                 // every WeightRef points into the verified bytes
  ShortlistView shortlist;              // into the verified bytes or shortlist_storage; empty when none
  ShortlistStorage shortlist_storage;   // the lists decoded from varint gaps (format version 9), or empty
};

// data must be aligned to kTensorAlignment (the loader's AlignedBuffer) and stay alive and unmoved while the
// result is used. Does not look at the tokenizer beyond its presence; Tokenizer::create checks its contents.
Result<VerifiedModel> verify_model(const uint8_t* data, size_t size);

}  // namespace attn
