#include "trainer/src/model/parameter_layout.h"

#include <cmath>
#include <string>

#include "trainer/src/kernels/common.h"

namespace attn::train {
namespace {

class Builder {
 public:
  explicit Builder(ParameterLayout* layout) : layout_(layout) {}
  size_t add(const std::string& name, std::vector<int64_t> shape) {
    size_t count = 1;
    for (int64_t s : shape) count *= static_cast<size_t>(s);
    ParameterInfo info;
    info.name = name;
    info.shape = std::move(shape);
    info.offset = layout_->total;
    info.count = count;
    layout_->info.push_back(info);
    layout_->total += count;
    return info.offset;
  }

 private:
  ParameterLayout* layout_;
};

AttentionOffsets add_attention(Builder& b, const std::string& prefix, int64_t D) {
  AttentionOffsets a;
  a.qkv_weight = b.add(prefix + ".q_proj.weight", {D, D});
  b.add(prefix + ".k_proj.weight", {D, D});
  b.add(prefix + ".v_proj.weight", {D, D});
  a.qkv_bias = b.add(prefix + ".q_proj.bias", {D});
  b.add(prefix + ".k_proj.bias", {D});
  b.add(prefix + ".v_proj.bias", {D});
  a.out_weight = b.add(prefix + ".o_proj.weight", {D, D});
  a.out_bias = b.add(prefix + ".o_proj.bias", {D});
  return a;
}
NormOffsets add_norm(Builder& b, const std::string& prefix, int64_t D) {
  NormOffsets n;
  n.gain = b.add(prefix + ".weight", {D});
  n.bias = b.add(prefix + ".bias", {D});
  return n;
}
FeedForwardOffsets add_ffn(Builder& b, const std::string& prefix, int64_t D, int64_t F) {
  FeedForwardOffsets f;
  f.fc1_weight = b.add(prefix + ".fc1.weight", {F, D});
  f.fc1_bias = b.add(prefix + ".fc1.bias", {F});
  f.fc2_weight = b.add(prefix + ".fc2.weight", {D, F});
  f.fc2_bias = b.add(prefix + ".fc2.bias", {D});
  return f;
}

}  // namespace

ParameterLayout make_parameter_layout(const ModelDescription& c) {
  ParameterLayout layout;
  Builder b(&layout);
  const int64_t D = c.d_model, F = c.d_ff, V = c.vocab_size;
  layout.embedding = b.add("embedding.weight", {V, D});
  layout.output_weight = c.tied_embeddings ? layout.embedding : b.add("output.weight", {V, D});
  for (int i = 0; i < static_cast<int>(c.encoder_layers); ++i) {
    const std::string p = "encoder.layers." + std::to_string(i);
    EncoderLayerOffsets l;
    l.self_attn = add_attention(b, p + ".self_attn", D);
    l.self_attn_norm = add_norm(b, p + ".self_attn_norm", D);
    l.ffn = add_ffn(b, p + ".ffn", D, F);
    l.ffn_norm = add_norm(b, p + ".ffn_norm", D);
    layout.encoder.push_back(l);
  }
  if (c.pre_norm()) layout.encoder_final_norm = add_norm(b, "encoder.final_norm", D);
  for (int i = 0; i < static_cast<int>(c.decoder_layers); ++i) {
    const std::string p = "decoder.layers." + std::to_string(i);
    DecoderLayerOffsets l;
    l.self_attn = add_attention(b, p + ".self_attn", D);
    l.self_attn_norm = add_norm(b, p + ".self_attn_norm", D);
    l.cross_attn = add_attention(b, p + ".cross_attn", D);
    l.cross_attn_norm = add_norm(b, p + ".cross_attn_norm", D);
    l.ffn = add_ffn(b, p + ".ffn", D, F);
    l.ffn_norm = add_norm(b, p + ".ffn_norm", D);
    layout.decoder.push_back(l);
  }
  if (c.pre_norm()) layout.decoder_final_norm = add_norm(b, "decoder.final_norm", D);
  return layout;
}

void initialize_parameters(const ModelDescription& c, const ParameterLayout& layout, uint64_t seed, float* params) {
  for (size_t t = 0; t < layout.info.size(); ++t) {
    const ParameterInfo& p = layout.info[t];
    float* dst = params + p.offset;
    const std::string& name = p.name;
    const bool is_bias = name.size() >= 5 && name.compare(name.size() - 5, 5, ".bias") == 0;
    const bool is_norm = name.find("norm.") != std::string::npos;
    if (is_bias) {
      for (size_t i = 0; i < p.count; ++i) dst[i] = 0.f;
    } else if (is_norm) {
      for (size_t i = 0; i < p.count; ++i) dst[i] = 1.f;
    } else if (name == "embedding.weight" || name == "output.weight") {
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
