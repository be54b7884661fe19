// Typed view of a verified model's weights: the seam between loading (runtime/src/format) and computing
// (runtime/src/model). Every pointer points into the model's file bytes (64-byte aligned, read-only) and
// was checked by the verifier to hold exactly the shape docs/model.md gives it.
#pragma once

#include <cstddef>
#include <cstdint>

#include "attn/schema/attn_generated.h"
#include "description/src/architecture.h"
#include "runtime/src/core/fixed_vector.h"
#include "runtime/src/quant/activation_quant.h"

namespace attn {

// A weight matrix or vector as stored: fp32 data, or int8 data with one scale per output row.
struct WeightRef {
  schema::ElementType type = schema::ElementType::F32;
  const void* data = nullptr;     // F32: const float*; I8: const int8_t*
  const float* scales = nullptr;  // I8 only: rows() scales
  uint32_t rows = 0;              // out_features (or the vector's length, with cols = 1)
  uint32_t cols = 0;              // in_features

  const float* f32() const { return static_cast<const float*>(data); }
  const int8_t* i8() const { return static_cast<const int8_t*>(data); }
};

// How one int8 linear layer quantizes its activations: the calibrated points (schema ActivationScale
// "<layer>.input"/".output", format versions 1-4: the verifier requires both), or none (dynamic, version 5).
// Unused for F32.
struct LinearQuant {
  ActivationQuant input;
  ActivationQuant output;
  // The output point's channel_scales (format version 3; out_features floats in the file), or nullptr when
  // every channel shares output's step.
  const float* output_channels = nullptr;
  // The input point's row_scaled (format version 4): each input row is divided by its largest magnitude
  // before it is quantized with `input`, `output` describes the divided rows' product without the bias, and
  // the kernels multiply it back and add the bias in fp32 (kernels/linear_i8.h).
  bool row_scaled = false;
  // No activation points (format version 5): the input is quantized at run time, row by row, with each
  // row's own step and zero point, and the output stays fp32 (kernels/linear_i8.h, linear_i8_dynamic).
  bool dynamic = false;
};

struct LinearWeights {
  WeightRef weight;  // [out, in]
  WeightRef bias;    // [out]
  LinearQuant quant;
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
  LinearQuant output_quant;        // activation points "output.input" / "output.output" when output is I8
  NormWeights encoder_final_norm;  // pre-norm only
  NormWeights decoder_final_norm;  // pre-norm only
  // Sized once at load time (the model is immutable afterwards), with a status when memory runs out.
  FixedVector<EncoderLayerWeights> encoder_layers;
  FixedVector<DecoderLayerWeights> decoder_layers;
};

}  // namespace attn
