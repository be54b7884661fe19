#include "trainer/src/model/parameter_layout.h"

#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "trainer/src/kernels/common.h"

namespace attn::train {
namespace {

// The offset field of layout that a tensor of the model walk sets, found by its role and place; nullptr for
// the key and value projections, which the model reads through their block's qkv offsets.
size_t* attention_field(AttentionOffsets& a, const TensorSite& t) {
  const bool weight = t.role == TensorRole::kLinearWeight;
  switch (t.linear) {
    case LinearRole::kAttentionQuery:
      return weight ? &a.qkv_weight : &a.qkv_bias;
    case LinearRole::kAttentionOutput:
      return weight ? &a.out_weight : &a.out_bias;
    default:  // key, value: after the query's, in the same order
      return nullptr;
  }
}

size_t* norm_field(NormOffsets& n, const TensorSite& t) {
  return t.role == TensorRole::kNormGain ? &n.gain : &n.bias;
}

size_t* ffn_field(FeedForwardOffsets& f, const TensorSite& t) {
  const bool weight = t.role == TensorRole::kLinearWeight;
  if (t.linear == LinearRole::kFeedForwardIn) return weight ? &f.fc1_weight : &f.fc1_bias;
  return weight ? &f.fc2_weight : &f.fc2_bias;
}

// Layer: EncoderLayerOffsets or DecoderLayerOffsets; only a decoder layer has cross-attention.
template <typename Layer>
size_t* layer_field(Layer& layer, const TensorSite& t) {
  const bool norm = t.role == TensorRole::kNormGain || t.role == TensorRole::kNormBias;
  switch (t.place.block) {
    case Block::kCrossAttention:
      if constexpr (requires { layer.cross_attn; }) {
        return norm ? norm_field(layer.cross_attn_norm, t) : attention_field(layer.cross_attn, t);
      }
      return nullptr;
    case Block::kFeedForward:
      return norm ? norm_field(layer.ffn_norm, t) : ffn_field(layer.ffn, t);
    default:  // kSelfAttention
      return norm ? norm_field(layer.self_attn_norm, t) : attention_field(layer.self_attn, t);
  }
}

size_t* offset_field(ParameterLayout& layout, const TensorSite& t) {
  switch (t.place.block) {
    case Block::kEmbedding:
      return &layout.embedding;
    case Block::kVocabularyProjection:
      return &layout.output_weight;
    case Block::kFinalNorm:
      return norm_field(
          t.place.stack == Stack::kEncoder ? layout.encoder_final_norm : layout.decoder_final_norm, t);
    default:
      break;
  }
  if (t.place.stack == Stack::kEncoder) return layer_field(layout.encoder[t.place.layer], t);
  return layer_field(layout.decoder[t.place.layer], t);
}

bool is_query_key_or_value(const TensorSite& t) {
  return (t.role == TensorRole::kLinearWeight || t.role == TensorRole::kLinearBias) &&
         (t.linear == LinearRole::kAttentionQuery || t.linear == LinearRole::kAttentionKey ||
          t.linear == LinearRole::kAttentionValue);
}

}  // namespace

ParameterLayout make_parameter_layout(const ModelDescription& c) {
  Architecture arch = to_architecture(c);
  arch.output_bias = false;  // attn-train's models have none (model_config_from_checkpoint refuses one)
  ParameterLayout layout;
  layout.encoder.resize(arch.encoder_layers);
  layout.decoder.resize(arch.decoder_layers);
  auto add = [&](const TensorSite& t) {
    ParameterInfo info;
    info.name = t.name;
    info.shape.assign(t.shape.dims, t.shape.dims + t.shape.rank);
    info.offset = layout.total;
    info.count = t.shape.rank == 2 ? size_t{t.shape.dims[0]} * t.shape.dims[1] : t.shape.dims[0];
    info.role = t.role;
    info.vocabulary = t.vocabulary();
    if (size_t* field = offset_field(layout, t)) *field = info.offset;
    layout.info.push_back(std::move(info));
    layout.total += layout.info.back().count;
  };
  // An attention block's q, k and v tensors are held back and placed weights first, then biases, in the
  // walk's order: the [3D, D] and [3D] the block's one input product reads.
  std::vector<TensorSite> held;
  std::vector<std::string> held_names;
  auto place_held = [&]() {
    for (TensorRole role : {TensorRole::kLinearWeight, TensorRole::kLinearBias}) {
      for (size_t i = 0; i < held.size(); ++i) {
        if (held[i].role != role) continue;
        TensorSite t = held[i];
        t.name = held_names[i];
        add(t);
      }
    }
    held.clear();
    held_names.clear();
  };
  for_each_tensor(arch, [&](const TensorSite& t) {
    if (is_query_key_or_value(t)) {
      held.push_back(t);
      held_names.emplace_back(t.name);  // the walk's name lives during its visit only
      return;
    }
    place_held();
    add(t);
  });
  place_held();
  if (arch.tied_embeddings) layout.output_weight = layout.embedding;
  return layout;
}

void initialize_parameters(const ModelDescription& c, const ParameterLayout& layout, uint64_t seed, float* params) {
  for (size_t t = 0; t < layout.info.size(); ++t) {
    const ParameterInfo& p = layout.info[t];
    float* dst = params + p.offset;
    if (p.role == TensorRole::kLinearBias || p.role == TensorRole::kNormBias) {
      for (size_t i = 0; i < p.count; ++i) dst[i] = 0.f;
    } else if (p.role == TensorRole::kNormGain) {
      for (size_t i = 0; i < p.count; ++i) dst[i] = 1.f;
    } else if (p.vocabulary) {
      // N(0, D^-1/2) by Box–Muller on the counter-based generator (stream = tensor index).
      const double stddev = 1.0 / std::sqrt(static_cast<double>(c.d_model));
      for (size_t i = 0; i < p.count; ++i) {
        const double u1 = (kernels::random_bits(seed, t, 2 * i) >> 11) * 0x1.0p-53 + 0x1.0p-54;
        const double u2 = (kernels::random_bits(seed, t, 2 * i + 1) >> 11) * 0x1.0p-53;
        dst[i] = static_cast<float>(stddev * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2));
      }
    } else {
      // Xavier-uniform on [out, in] (each of q, k, v is its own [D, D] matrix).
      const double limit = std::sqrt(6.0 / static_cast<double>(p.shape[0] + p.shape[1]));
      for (size_t i = 0; i < p.count; ++i) {
        const double u = (kernels::random_bits(seed, t, i) >> 11) * 0x1.0p-53;
        dst[i] = static_cast<float>((2.0 * u - 1.0) * limit);
      }
    }
  }
}

std::vector<float> sinusoidal_positions(int max_positions, int d_model) {
  std::vector<float> pe(static_cast<size_t>(max_positions) * d_model);
  for (int t = 0; t < max_positions; ++t)
    for (int d = 0; d < d_model; ++d) {
      const double angle = t / std::pow(10000.0, static_cast<double>(d & ~1) / d_model);
      pe[static_cast<size_t>(t) * d_model + d] = static_cast<float>(d % 2 == 0 ? std::sin(angle) : std::cos(angle));
    }
  return pe;
}

}  // namespace attn::train
