#include "runtime/src/model/encoder.h"

#include "runtime/src/kernels/attention.h"
#include "runtime/src/kernels/embedding.h"
#include "runtime/src/model/layers.h"

namespace attn::model {

Encoder::Encoder(const ModelWeights& weights, ModelLinears& linears, const float* positions,
                 size_t max_source, Arena& arena)
    : weights_(weights), positions_(positions), linears_(linears) {
  const size_t D = weights.arch.d_model, F = weights.arch.d_ff, S = max_source;
  hidden_ = arena.allocate<float>(S * D);
  normed_ = arena.allocate<float>(S * D);
  query_ = arena.allocate<float>(S * D);
  key_ = arena.allocate<float>(S * D);
  value_ = arena.allocate<float>(S * D);
  context_ = arena.allocate<float>(S * D);
  sublayer_ = arena.allocate<float>(S * D);
  ffn_hidden_ = arena.allocate<float>(S * F);
  scores_ = arena.allocate<float>(kernels::attention_scores_size(S));
}

Result<const float*> Encoder::encode(const int32_t* const* tokens, const size_t* counts, size_t n) {
  const Architecture& arch = weights_.arch;
  const size_t D = arch.d_model, H = arch.heads;
  size_t S = 0;
  for (size_t i = 0; i < n; ++i) {
    // Each sentence's positions start at 0.
    embed_tokens(weights_, tokens[i], counts[i], positions_, D, hidden_ + S * D);
    S += counts[i];
  }

  for (size_t l = 0; l < weights_.encoder_layers.size(); ++l) {
    const EncoderLayerWeights& encoder_layer = weights_.encoder_layers[l];
    EncoderLayerLinears& layer = linears_.encoder_layers[l];
    // Self-attention over each whole source: no causal mask, and no padding either (each sentence attends to
    // its own rows only).
    const float* in = sublayer_input(arch, encoder_layer.self_attn_norm, hidden_, normed_, S);
    ATTN_RETURN_IF_ERROR(layer.self_attn.q.run(in, S, query_));
    ATTN_RETURN_IF_ERROR(layer.self_attn.k.run(in, S, key_));
    ATTN_RETURN_IF_ERROR(layer.self_attn.v.run(in, S, value_));
    for (size_t i = 0, first = 0; i < n; first += counts[i], ++i) {
      const size_t at = first * D;
      kernels::attention(query_ + at, D, key_ + at, D, value_ + at, D, context_ + at, D, counts[i], counts[i],
                         H, D / H, {}, scores_);
    }
    ATTN_RETURN_IF_ERROR(layer.self_attn.o.run(context_, S, sublayer_));
    residual(arch, encoder_layer.self_attn_norm, hidden_, sublayer_, S);

    in = sublayer_input(arch, encoder_layer.ffn_norm, hidden_, normed_, S);
    ATTN_RETURN_IF_ERROR(feed_forward(layer.fc1, layer.fc2, arch.activation, in, S, ffn_hidden_, sublayer_));
    residual(arch, encoder_layer.ffn_norm, hidden_, sublayer_, S);
  }
  if (arch.pre_norm()) layer_norm(weights_.encoder_final_norm, hidden_, hidden_, S, D, arch.layer_norm_epsilon);
  return static_cast<const float*>(hidden_);
}

}  // namespace attn::model
