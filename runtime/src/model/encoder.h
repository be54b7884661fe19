// The encoder: whole source sentences at once, through every encoder_layer (self-attention, then
// feed-forward), post-norm or pre-norm as the architecture says (pre-norm ends with encoder.final_norm).
//
// Several sentences may be encoded in one pass, their rows packed one after another: every linear layer then
// runs once over all of them (one product instead of one per sentence, and no partly filled row tile per
// sentence, which at the few tokens of a UI string is most of a sentence's rows), while self-attention stays
// within each sentence. A row's result does not depend on the rows beside it, so a sentence encodes the
// same packed or alone.
//
// Shapes: S = source tokens (including eos; in a packed pass, all sentences' together), D = d_model,
// F = d_ff, P = max_positions.
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
  // Carves every buffer for passes of up to max_source tokens from arena (a measuring arena only counts).
  // positions is the sinusoidal table [P, D], owned by the caller; weights must outlive this. linears: the
  // linear layers created over weights, on their backend (outliving this).
  Encoder(const ModelWeights& weights, ModelLinears& linears, const float* positions, size_t max_source,
          Arena& arena);

  // tokens [S] (ids already checked against the vocabulary, S <= max_source). Returns the encoder
  // output [S, D], valid until the next encode(), or the error of a linear layer that failed to run.
  Result<const float*> encode(const int32_t* tokens, size_t count) { return encode(&tokens, &count, 1); }
  // Sentences [0, n) in one pass: sentence i's counts[i] tokens are tokens[i] (counts[i] >= 1, the counts'
  // sum <= max_source). Returns their outputs packed [S, D], sentence i's rows after sentence i − 1's.
  Result<const float*> encode(const int32_t* const* tokens, const size_t* counts, size_t n);

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
