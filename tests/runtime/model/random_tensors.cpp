#include "tests/runtime/model/random_tensors.h"

#include <cmath>
#include <cstdlib>
#include <random>
#include <string>

namespace attn::test {

ReferenceConfig reference_config(const Architecture& arch) {
  ReferenceConfig c;
  c.d_model = arch.d_model;
  c.heads = arch.heads;
  c.d_ff = arch.d_ff;
  c.encoder_layers = arch.encoder_layers;
  c.decoder_layers = arch.decoder_layers;
  c.vocab_size = arch.vocab_size;
  c.max_positions = arch.max_positions;
  c.gelu = arch.activation == schema::Activation::GELU;
  c.pre_norm = arch.pre_norm();
  c.tied_embeddings = arch.tied_embeddings;
  c.output_bias = arch.output_bias;
  c.embedding_scale = arch.embedding_scale;
  c.layer_norm_epsilon = arch.layer_norm_epsilon;
  return c;
}

TensorMap random_tensors(const Architecture& arch, uint32_t seed) {
  std::mt19937 rng(seed);
  TensorMap tensors;
  for (const auto& [name, shape] : reference_tensor_shapes(reference_config(arch))) {
    size_t n = 1;
    for (size_t s : shape) n *= s;
    float lo = -1.f, hi = 1.f;
    const bool is_norm = name.find("norm") != std::string::npos;
    const bool is_bias = name.size() > 5 && name.compare(name.size() - 5, 5, ".bias") == 0;
    if (is_norm && !is_bias) {
      lo = 0.8f, hi = 1.2f;
    } else if (is_bias) {
      lo = -0.1f, hi = 0.1f;
    } else if (shape.size() == 2 && name != "embedding.weight" && name != "output.weight") {
      hi = 1.f / std::sqrt(static_cast<float>(shape[1]));
      lo = -hi;
    }
    std::uniform_real_distribution<float> dist(lo, hi);
    std::vector<float> values(n);
    for (float& v : values) {
      do v = dist(rng);
      while (v == 0.f);
    }
    tensors[name] = std::move(values);
  }
  return tensors;
}

namespace {

WeightRef ref(const TensorMap& tensors, const std::string& name, uint32_t rows, uint32_t cols) {
  WeightRef w;
  w.data = tensors.at(name).data();
  w.rows = rows;
  w.cols = cols;
  return w;
}

}  // namespace

ModelWeights weights_view(const Architecture& arch, const TensorMap& tensors) {
  const uint32_t D = arch.d_model, F = arch.d_ff, V = arch.vocab_size;
  auto linear = [&](const std::string& p, uint32_t out, uint32_t in) {
    return LinearWeights{ref(tensors, p + ".weight", out, in), ref(tensors, p + ".bias", out, 1)};
  };
  auto attention = [&](const std::string& p) {
    return AttentionWeights{linear(p + ".q_proj", D, D), linear(p + ".k_proj", D, D), linear(p + ".v_proj", D, D),
                            linear(p + ".o_proj", D, D)};
  };
  auto norm = [&](const std::string& p) {
    return NormWeights{ref(tensors, p + ".weight", D, 1), ref(tensors, p + ".bias", D, 1)};
  };
  auto ffn = [&](const std::string& p) { return FeedForwardWeights{linear(p + ".fc1", F, D), linear(p + ".fc2", D, F)}; };

  ModelWeights w;
  w.arch = arch;
  w.embedding = ref(tensors, "embedding.weight", V, D);
  w.output = arch.tied_embeddings ? w.embedding : ref(tensors, "output.weight", V, D);
  if (arch.output_bias) w.output_bias = ref(tensors, "output.bias", V, 1);
  if (arch.pre_norm()) {
    w.encoder_final_norm = norm("encoder.final_norm");
    w.decoder_final_norm = norm("decoder.final_norm");
  }
  if (!w.encoder_layers.reserve(arch.encoder_layers) || !w.decoder_layers.reserve(arch.decoder_layers)) std::abort();
  for (uint32_t i = 0; i < arch.encoder_layers; ++i) {
    const std::string p = "encoder.layers." + std::to_string(i);
    (void)w.encoder_layers.push_back({attention(p + ".self_attn"), norm(p + ".self_attn_norm"), ffn(p + ".ffn"),
                                norm(p + ".ffn_norm")});
  }
  for (uint32_t i = 0; i < arch.decoder_layers; ++i) {
    const std::string p = "decoder.layers." + std::to_string(i);
    (void)w.decoder_layers.push_back({attention(p + ".self_attn"), norm(p + ".self_attn_norm"),
                                attention(p + ".cross_attn"), norm(p + ".cross_attn_norm"), ffn(p + ".ffn"),
                                norm(p + ".ffn_norm")});
  }
  return w;
}

}  // namespace attn::test
