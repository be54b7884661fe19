#include "runtime/src/format/model_spec.h"

#include <cstring>
#include <string_view>

namespace attn {
namespace {

// The ModelWeights member a tensor of the walk fills, found by its role and place. Weights is ModelWeights or
// const ModelWeights, and the slot is as const as the weights.
template <typename Weights>
using RefIn = std::conditional_t<std::is_const_v<Weights>, const WeightRef, WeightRef>;

template <typename Norm>
auto* norm_part(Norm* norm, TensorRole role) {
  return role == TensorRole::kNormGain ? &norm->gain : &norm->bias;
}

template <typename Linear>
auto* linear_part(Linear* linear, TensorRole role) {
  return role == TensorRole::kLinearWeight ? &linear->weight : &linear->bias;
}

// Layer: (const) EncoderLayerWeights or DecoderLayerWeights; only a decoder layer has cross-attention.
template <typename Layer>
auto* attention_in(Layer& layer, Block block) {
  if constexpr (requires { layer.cross_attn; }) {
    if (block == Block::kCrossAttention) return &layer.cross_attn;
  }
  return &layer.self_attn;
}

template <typename Layer>
auto* norm_in(Layer& layer, Block block) {
  if constexpr (requires { layer.cross_attn_norm; }) {
    if (block == Block::kCrossAttention) return &layer.cross_attn_norm;
  }
  return block == Block::kFeedForward ? &layer.ffn_norm : &layer.self_attn_norm;
}

template <typename Layer>
auto* linear_in(Layer& layer, Block block, LinearRole role) {
  switch (role) {
    case LinearRole::kAttentionQuery:
      return &attention_in(layer, block)->q;
    case LinearRole::kAttentionKey:
      return &attention_in(layer, block)->k;
    case LinearRole::kAttentionValue:
      return &attention_in(layer, block)->v;
    case LinearRole::kAttentionOutput:
      return &attention_in(layer, block)->o;
    case LinearRole::kFeedForwardIn:
      return &layer.ffn.fc1;
    default:  // kFeedForwardOut (the vocabulary projection is no layer's)
      return &layer.ffn.fc2;
  }
}

template <typename Layer>
auto* layer_slot(Layer& layer, const TensorSite& t) {
  if (t.role == TensorRole::kNormGain || t.role == TensorRole::kNormBias) {
    return norm_part(norm_in(layer, t.place.block), t.role);
  }
  return linear_part(linear_in(layer, t.place.block, t.linear), t.role);
}

template <typename Weights>
RefIn<Weights>* weight_slot(Weights& w, const TensorSite& t) {
  switch (t.place.block) {
    case Block::kEmbedding:
      return &w.embedding;
    case Block::kVocabularyProjection:
      return t.role == TensorRole::kLinearWeight ? &w.output : &w.output_bias;
    case Block::kFinalNorm:
      return norm_part(t.place.stack == Stack::kEncoder ? &w.encoder_final_norm : &w.decoder_final_norm,
                       t.role);
    default:
      break;
  }
  if (t.place.stack == Stack::kEncoder) return layer_slot(w.encoder_layers[t.place.layer], t);
  return layer_slot(w.decoder_layers[t.place.layer], t);
}

void copy_name(std::string_view from, char (&to)[kMaxTensorNameBytes]) {
  const size_t n = from.size() < kMaxTensorNameBytes - 1 ? from.size() : kMaxTensorNameBytes - 1;
  std::memcpy(to, from.data(), n);
  to[n] = '\0';
}

bool layers_match(const Architecture& arch, const ModelWeights* weights) {
  return weights == nullptr || (weights->encoder_layers.size() == arch.encoder_layers &&
                                weights->decoder_layers.size() == arch.decoder_layers);
}

}  // namespace

Status size_weight_tables(ModelWeights* weights) {
  if (!weights->encoder_layers.assign(weights->arch.encoder_layers, EncoderLayerWeights{}) ||
      !weights->decoder_layers.assign(weights->arch.decoder_layers, DecoderLayerWeights{})) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate the weight tables of %u + %u layers",
                         weights->arch.encoder_layers, weights->arch.decoder_layers);
  }
  return Status::Ok();
}

template <typename Ref>
Status tensor_table(const Architecture& arch, WeightsOf<Ref>* weights,
                    FixedVector<BasicTensorEntry<Ref>>* out) {
  out->clear();
  if (!layers_match(arch, weights)) {
    return Status::Error(StatusCode::kInternal,
                         "tensor_table: the weight tables are not sized for the architecture");
  }
  const size_t count = tensor_count(arch);
  if (!out->reserve(count)) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate the table of %zu expected tensors",
                         count);
  }
  for_each_tensor(arch, [&](const TensorSite& t) {
    BasicTensorEntry<Ref> e;
    copy_name(t.name, e.name);
    e.shape = t.shape;
    e.role = t.role;
    e.place = t.place;
    e.linear = t.linear;
    e.quantizable = t.quantizable();
    e.vocabulary = t.vocabulary();
    e.slot = weights != nullptr ? weight_slot(*weights, t) : nullptr;
    (void)out->push_back(e);  // reserved above: the same walk counted it
  });
  return Status::Ok();
}

template <typename Ref>
Status linear_table(const Architecture& arch, WeightsOf<Ref>* weights,
                    FixedVector<BasicLinearEntry<Ref>>* out) {
  out->clear();
  if (!layers_match(arch, weights)) {
    return Status::Error(StatusCode::kInternal,
                         "linear_table: the weight tables are not sized for the architecture");
  }
  const size_t count = linear_count(arch);
  if (!out->reserve(count)) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate the table of %zu linear layers", count);
  }
  for_each_linear(arch, [&](const LinearSite& site) {
    BasicLinearEntry<Ref> e;
    copy_name(site.name, e.prefix);
    e.role = site.role;
    e.place = site.place;
    copy_name(site.weight.name, e.weight_name);
    if (weights != nullptr) {
      e.weight = weight_slot(*weights, site.weight);
      if (site.has_bias) e.bias = weight_slot(*weights, site.bias);
    }
    (void)out->push_back(e);  // reserved above
  });
  return Status::Ok();
}

template Status tensor_table(const Architecture&, ModelWeights*, FixedVector<TensorEntry>*);
template Status tensor_table(const Architecture&, const ModelWeights*, FixedVector<ConstTensorEntry>*);
template Status linear_table(const Architecture&, ModelWeights*, FixedVector<LinearEntry>*);
template Status linear_table(const Architecture&, const ModelWeights*, FixedVector<ConstLinearEntry>*);

}  // namespace attn
