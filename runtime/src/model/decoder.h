// The decoder, one step at a time for B hypotheses (beams) of one sentence.
//
// Per decoder_layer it keeps a self-attention kv_cache of every earlier position of every hypothesis, so a
// step costs one row per hypothesis instead of recomputing the prefix; and the cross_attention keys/values,
// which depend only on the encoder output, are computed once per sentence in start() and shared by all
// hypotheses. When search re-selects hypotheses, reorder() moves each kv_cache row to its new slot.
//
// Shapes: B = hypotheses (<= max_beam), T = max_target positions (bos included), S = source tokens,
// D = d_model, F = d_ff, V = vocab_size, L = decoder layers.
#pragma once

#include <cstddef>
#include <cstdint>

#include "format/model_weights.h"
#include "model/arena.h"
#include "model/linears.h"

namespace attn::model {

class Decoder {
 public:
  // positions: sinusoidal table [P, D] owned by the caller. max_target: decoder positions per hypothesis.
  // linears: the XNNPACK operators packed from weights (outliving this), or nullptr for the portable kernel.
  Decoder(const ModelWeights& weights, const float* positions, size_t max_source, size_t max_target,
          size_t max_beam, Arena& arena, ModelLinears* linears = nullptr);

  // Begins a sentence: computes every layer's cross-attention K/V from encoder_output [S, D].
  void start(const float* encoder_output, size_t source_count);

  // Feeds tokens [B] (hypothesis b's latest token) at decoder position `position` (0 for bos) and returns
  // log-probabilities of the next token, [B, V], valid until the next call. Hypotheses 0..B-1 must have
  // been fed positions 0..position-1 before (their kv_cache rows).
  const float* step(const int32_t* tokens, size_t count, size_t position);

  // Hypothesis i continues former hypothesis parents[i] (i < count): its kv_cache rows for positions
  // [0, positions) are copied from there.
  void reorder(const int32_t* parents, size_t count, size_t positions);

 private:
  struct LayerCache {
    float* self_key;     // [max_beam, T, D]
    float* self_value;   // [max_beam, T, D]
    float* cross_key;    // [S, D]
    float* cross_value;  // [S, D]
  };

  const ModelWeights& weights_;
  const float* positions_;
  ModelLinears* linears_;
  size_t max_target_;
  size_t source_count_ = 0;
  LayerCache* caches_;  // [L]
  float* reorder_scratch_;  // [max_beam, T, D]
  float* hidden_;      // [B, D]
  float* normed_;      // [B, D]
  float* query_;       // [B, D]
  float* key_;         // [B, D]
  float* value_;       // [B, D]
  float* context_;     // [B, D]
  float* sublayer_;    // [B, D]
  float* ffn_hidden_;  // [B, F]
  float* scores_;      // [max(S, T)]
  float* logits_;      // [B, V]
};

}  // namespace attn::model
