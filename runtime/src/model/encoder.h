// The encoder: the whole source sentence at once, through every encoder_layer (self-attention, then
// feed-forward), post-norm or pre-norm as the architecture says (pre-norm ends with encoder.final_norm).
//
// Shapes: S = source tokens (including eos), D = d_model, F = d_ff, P = max_positions.
#pragma once

#include <cstddef>
#include <cstdint>

#include "base/src/core/status.h"
#include "runtime/src/core/arena.h"
#include "runtime/src/format/model_weights.h"
#include "runtime/src/model/linears.h"

namespace attn::model {

class Encoder {
 public:
  // Carves every buffer for sentences of up to max_source tokens from arena (a measuring arena only counts).
  // positions is the sinusoidal table [P, D], owned by the caller; weights must outlive this. linears: the
  // linear layers created over weights, on their backend (outliving this).
  Encoder(const ModelWeights& weights, ModelLinears& linears, const float* positions, size_t max_source,
          Arena& arena);

  // tokens [S] (ids already checked against the vocabulary, S <= max_source). Returns the encoder
  // output [S, D], valid until the next encode(), or the error of a linear layer that failed to run.
  Result<const float*> encode(const int32_t* tokens, size_t count);

 private:
  const ModelWeights& weights_;
  const float* positions_;
  ModelLinears& linears_;
  float* hidden_;       // [S, D] the residual stream; the output at the end
  float* normed_;       // [S, D] pre-norm sublayer input
  float* query_;        // [S, D]
  float* key_;          // [S, D]
  float* value_;        // [S, D]
  float* context_;      // [S, D] concatenated heads, before the output projection
  float* sublayer_;     // [S, D]
  float* ffn_hidden_;   // [S, F]
  float* scores_;       // [S]
};

}  // namespace attn::model
