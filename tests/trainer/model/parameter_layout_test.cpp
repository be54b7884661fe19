// The trainer's parameter layout: the buffer order written out by hand (each attention block's q, k, v
// weights adjacent, then their biases, so that one product computes all three), the offsets the model reads,
// and the initialisation each tensor gets by its role.
#include "trainer/src/model/parameter_layout.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace attn::train {
namespace {

ModelDescription small_config(bool tied, bool pre_norm) {
  ModelDescription c = default_model();
  c.d_model = 8;
  c.heads = 2;
  c.d_ff = 12;
  c.encoder_layers = 1;
  c.decoder_layers = 2;
  c.vocab_size = 10;
  c.tied_embeddings = tied;
  c.norm_position = pre_norm ? NormPosition::Pre : NormPosition::Post;
  return c;
}

using Named = std::pair<std::string, std::vector<int64_t>>;

void add_attention(std::vector<Named>* out, const std::string& p, int64_t D) {
  for (const char* part : {".q_proj.weight", ".k_proj.weight", ".v_proj.weight"})
    out->push_back({p + part, {D, D}});
  for (const char* part : {".q_proj.bias", ".k_proj.bias", ".v_proj.bias"}) out->push_back({p + part, {D}});
  out->push_back({p + ".o_proj.weight", {D, D}});
  out->push_back({p + ".o_proj.bias", {D}});
}

void add_norm(std::vector<Named>* out, const std::string& p, int64_t D) {
  out->push_back({p + ".weight", {D}});
  out->push_back({p + ".bias", {D}});
}

void add_ffn(std::vector<Named>* out, const std::string& p, int64_t D, int64_t F) {
  out->push_back({p + ".fc1.weight", {F, D}});
  out->push_back({p + ".fc1.bias", {F}});
  out->push_back({p + ".fc2.weight", {D, F}});
  out->push_back({p + ".fc2.bias", {D}});
}

std::vector<Named> documented_order(const ModelDescription& c) {
  const int64_t D = c.d_model, F = c.d_ff, V = c.vocab_size;
  std::vector<Named> order = {{"embedding.weight", {V, D}}};
  if (!c.tied_embeddings) order.push_back({"output.weight", {V, D}});
  for (uint32_t i = 0; i < c.encoder_layers; ++i) {
    const std::string p = "encoder.layers." + std::to_string(i);
    add_attention(&order, p + ".self_attn", D);
    add_norm(&order, p + ".self_attn_norm", D);
    add_ffn(&order, p + ".ffn", D, F);
    add_norm(&order, p + ".ffn_norm", D);
  }
  if (c.pre_norm()) add_norm(&order, "encoder.final_norm", D);
  for (uint32_t i = 0; i < c.decoder_layers; ++i) {
    const std::string p = "decoder.layers." + std::to_string(i);
    add_attention(&order, p + ".self_attn", D);
    add_norm(&order, p + ".self_attn_norm", D);
    add_attention(&order, p + ".cross_attn", D);
    add_norm(&order, p + ".cross_attn_norm", D);
    add_ffn(&order, p + ".ffn", D, F);
    add_norm(&order, p + ".ffn_norm", D);
  }
  if (c.pre_norm()) add_norm(&order, "decoder.final_norm", D);
  return order;
}

class ParameterLayoutTest : public ::testing::TestWithParam<std::tuple<bool, bool>> {};

TEST_P(ParameterLayoutTest, BufferOrderAndOffsetsAreTheDocumentedOnes) {
  const ModelDescription c = small_config(std::get<0>(GetParam()), std::get<1>(GetParam()));
  const ParameterLayout layout = make_parameter_layout(c);
  const std::vector<Named> expected = documented_order(c);
  ASSERT_EQ(layout.info.size(), expected.size());
  std::map<std::string, size_t> offset;
  size_t next = 0;
  for (size_t i = 0; i < expected.size(); ++i) {
    const ParameterInfo& p = layout.info[i];
    EXPECT_EQ(p.name, expected[i].first);
    EXPECT_EQ(p.shape, expected[i].second) << p.name;
    EXPECT_EQ(p.offset, next) << p.name;
    size_t count = 1;
    for (int64_t d : p.shape) count *= static_cast<size_t>(d);
    EXPECT_EQ(p.count, count) << p.name;
    offset[p.name] = p.offset;
    next += count;
  }
  EXPECT_EQ(layout.total, next);

  EXPECT_EQ(layout.embedding, offset.at("embedding.weight"));
  EXPECT_EQ(layout.output_weight, offset.at(c.tied_embeddings ? "embedding.weight" : "output.weight"));
  auto expect_attention = [&](const AttentionOffsets& a, const std::string& p) {
    EXPECT_EQ(a.qkv_weight, offset.at(p + ".q_proj.weight")) << p;
    EXPECT_EQ(a.qkv_bias, offset.at(p + ".q_proj.bias")) << p;
    EXPECT_EQ(a.out_weight, offset.at(p + ".o_proj.weight")) << p;
    EXPECT_EQ(a.out_bias, offset.at(p + ".o_proj.bias")) << p;
  };
  auto expect_norm = [&](const NormOffsets& n, const std::string& p) {
    EXPECT_EQ(n.gain, offset.at(p + ".weight")) << p;
    EXPECT_EQ(n.bias, offset.at(p + ".bias")) << p;
  };
  auto expect_ffn = [&](const FeedForwardOffsets& f, const std::string& p) {
    EXPECT_EQ(f.fc1_weight, offset.at(p + ".fc1.weight")) << p;
    EXPECT_EQ(f.fc1_bias, offset.at(p + ".fc1.bias")) << p;
    EXPECT_EQ(f.fc2_weight, offset.at(p + ".fc2.weight")) << p;
    EXPECT_EQ(f.fc2_bias, offset.at(p + ".fc2.bias")) << p;
  };
  ASSERT_EQ(layout.encoder.size(), c.encoder_layers);
  ASSERT_EQ(layout.decoder.size(), c.decoder_layers);
  for (uint32_t i = 0; i < c.encoder_layers; ++i) {
    const std::string p = "encoder.layers." + std::to_string(i);
    expect_attention(layout.encoder[i].self_attn, p + ".self_attn");
    expect_norm(layout.encoder[i].self_attn_norm, p + ".self_attn_norm");
    expect_ffn(layout.encoder[i].ffn, p + ".ffn");
    expect_norm(layout.encoder[i].ffn_norm, p + ".ffn_norm");
  }
  for (uint32_t i = 0; i < c.decoder_layers; ++i) {
    const std::string p = "decoder.layers." + std::to_string(i);
    expect_attention(layout.decoder[i].self_attn, p + ".self_attn");
    expect_norm(layout.decoder[i].self_attn_norm, p + ".self_attn_norm");
    expect_attention(layout.decoder[i].cross_attn, p + ".cross_attn");
    expect_norm(layout.decoder[i].cross_attn_norm, p + ".cross_attn_norm");
    expect_ffn(layout.decoder[i].ffn, p + ".ffn");
    expect_norm(layout.decoder[i].ffn_norm, p + ".ffn_norm");
  }
  if (c.pre_norm()) {
    expect_norm(layout.encoder_final_norm, "encoder.final_norm");
    expect_norm(layout.decoder_final_norm, "decoder.final_norm");
  }
}

// Biases start at zero, layer-norm gains at one, the embedding and the vocabulary projection from
// N(0, D^-1/2), every other matrix from Xavier-uniform on its own [out, in].
TEST_P(ParameterLayoutTest, EachTensorIsInitialisedByItsRole) {
  const ModelDescription c = small_config(std::get<0>(GetParam()), std::get<1>(GetParam()));
  const ParameterLayout layout = make_parameter_layout(c);
  std::vector<float> params(layout.total, std::nanf(""));
  initialize_parameters(c, layout, 7, params.data());
  for (const ParameterInfo& p : layout.info) {
    const float* v = params.data() + p.offset;
    const std::string& n = p.name;
    const bool norm = n.find("_norm.") != std::string::npos;
    const bool bias = n.size() > 5 && n.substr(n.size() - 5) == ".bias";
    bool all_zero = true, all_one = true, any_large = false;
    double sum_sq = 0;
    for (size_t i = 0; i < p.count; ++i) {
      ASSERT_TRUE(std::isfinite(v[i])) << n;
      all_zero = all_zero && v[i] == 0.f;
      all_one = all_one && v[i] == 1.f;
      sum_sq += double{v[i]} * v[i];
      any_large = any_large || std::fabs(v[i]) > 5.0 / std::sqrt(double{c.d_model});
    }
    if (bias) {
      EXPECT_TRUE(all_zero) << n;
    } else if (norm) {
      EXPECT_TRUE(all_one) << n;
    } else if (n == "embedding.weight" || n == "output.weight") {
      EXPECT_FALSE(all_zero) << n;
      EXPECT_FALSE(any_large) << n;  // 5 standard deviations
      EXPECT_NEAR(sum_sq / p.count, 1.0 / c.d_model, 0.5 / c.d_model) << n;
    } else {
      const double limit = std::sqrt(6.0 / static_cast<double>(p.shape[0] + p.shape[1]));
      for (size_t i = 0; i < p.count; ++i) EXPECT_LE(std::fabs(v[i]), limit) << n;
      EXPECT_NEAR(sum_sq / p.count, limit * limit / 3, limit * limit / 6) << n;  // uniform's variance
    }
  }
}

INSTANTIATE_TEST_SUITE_P(TiedAndPreNorm, ParameterLayoutTest,
                         ::testing::Combine(::testing::Bool(), ::testing::Bool()));

}  // namespace
}  // namespace attn::train
