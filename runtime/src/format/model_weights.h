// Typed view of a verified model's weights: the seam between loading (runtime/src/format) and computing
// (runtime/src/model). Every pointer points into the model's file bytes (64-byte aligned, read-only) and
// was checked by the verifier to hold exactly the shape docs/model.md gives it.
#pragma once

#include <cstddef>
#include <cstdint>

#include "attn/schema/attn_generated.h"
#include "description/src/architecture.h"
#include "runtime/src/core/fixed_vector.h"

namespace attn {

// A weight matrix or vector as stored: fp32 data, or int8 or 4-bit data with one scale per output row, or
// 4-bit data with one scale per block of block_size input channels (I4B).
struct WeightRef {
  schema::ElementType type = schema::ElementType::F32;
  // F32: const float*; I8: const int8_t*; I4 and I4B: const uint8_t* (two per byte)
  const void* data = nullptr;
  // I8 and I4: rows scales; I4B: rows · cols / block_size, row by row (bfloat16 values)
  const float* scales = nullptr;
  uint32_t rows = 0;        // out_features (or the vector's length, with cols = 1)
  uint32_t cols = 0;        // in_features
  uint32_t block_size = 0;  // I4B only: input channels per scale (a multiple of 32 dividing cols)

  const float* f32() const { return static_cast<const float*>(data); }
  const int8_t* i8() const { return static_cast<const int8_t*>(data); }
  const uint8_t* i4() const { return static_cast<const uint8_t*>(data); }
};

struct LinearWeights {
  WeightRef weight;  // [out, in]
  WeightRef bias;    // [out]
};

struct AttentionWeights {
  LinearWeights q, k, v, o;
};

struct NormWeights {
  WeightRef gain;  // "weight", [D]
  WeightRef bias;  // [D]
};

struct FeedForwardWeights {
  LinearWeights fc1;  // [F, D]
  LinearWeights fc2;  // [D, F]
};

struct EncoderLayerWeights {
  AttentionWeights self_attn;
  NormWeights self_attn_norm;
  FeedForwardWeights ffn;
  NormWeights ffn_norm;
};

struct DecoderLayerWeights {
  AttentionWeights self_attn;
  NormWeights self_attn_norm;
  AttentionWeights cross_attn;
  NormWeights cross_attn_norm;
  FeedForwardWeights ffn;
  NormWeights ffn_norm;
};

struct ModelWeights {
  Architecture arch;
  WeightRef embedding;             // [V, D]
  WeightRef output;                // [V, D]; same as embedding when tied
  WeightRef output_bias;           // [V] or empty
  NormWeights encoder_final_norm;  // pre-norm only
  NormWeights decoder_final_norm;  // pre-norm only
  // Sized once at load time (the model is immutable afterwards), with a status when memory runs out.
  FixedVector<EncoderLayerWeights> encoder_layers;
  FixedVector<DecoderLayerWeights> decoder_layers;
};

}  // namespace attn
