// bf16 mixed precision against fp32 on the same weights and batch: the loss and every gradient tensor, per
// tensor family, within tolerances that bf16 rounding stays far below and a wrong operand does not (a product
// left on stale or unconverted weights, a wrong transpose: relative errors of order 1). Finite-difference
// checks stay in fp32 (transformer_test.cpp).
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "tests/trainer/model/test_util.h"
#include "trainer/src/model/transformer.h"

namespace attn::train {
namespace {

bool bf16_runs_here() {
  try {
    make_transformer(testing::tiny_config(false), BackendKind::Cpu, 1, Precision::Bf16);
    return true;
  } catch (const std::runtime_error&) {
    return false;
  }
}

// The family a parameter belongs to: its name without the layer prefix ("encoder.layers.3.ffn.fc1.weight" ->
// "ffn.fc1.weight").
std::string family(const std::string& name) {
  const auto layers = name.find("layers.");
  if (layers == std::string::npos) return name;
  const auto dot = name.find('.', layers + 7);
  return name.substr(0, name.find('.')) + "." + name.substr(dot + 1);
}

struct Gradients {
  StepResult result;
  std::vector<float> grads;
};

Gradients gradients(Transformer& model, const std::vector<float>& params, const Batch& batch) {
  model.set_parameters(params.data());
  model.zero_gradients();
  Gradients g;
  g.result = model.forward_backward(batch, 0.1f, 0.f, 0);
  g.grads.resize(model.parameter_count());
  model.get_gradients(g.grads.data());
  return g;
}

// ||a - b|| / ||b|| per family.
std::map<std::string, double> relative_errors(const std::vector<ParameterInfo>& info,
                                              const std::vector<float>& a, const std::vector<float>& b) {
  std::map<std::string, std::pair<double, double>> sums;
  for (const ParameterInfo& p : info) {
    auto& [diff, norm] = sums[family(p.name)];
    for (size_t i = p.offset; i < p.offset + p.count; ++i) {
      diff += (static_cast<double>(a[i]) - b[i]) * (static_cast<double>(a[i]) - b[i]);
      norm += static_cast<double>(b[i]) * b[i];
    }
  }
  std::map<std::string, double> out;
  for (const auto& [name, s] : sums) out[name] = std::sqrt(s.first / std::max(s.second, 1e-300));
  return out;
}

// ||g|| per family.
std::map<std::string, double> norms(const std::vector<ParameterInfo>& info, const std::vector<float>& g) {
  std::map<std::string, double> out;
  for (const ParameterInfo& p : info)
    for (size_t i = p.offset; i < p.offset + p.count; ++i)
      out[family(p.name)] += static_cast<double>(g[i]) * g[i];
  for (auto& [name, sum] : out) sum = std::sqrt(sum);
  return out;
}

class MixedPrecision : public ::testing::TestWithParam<bool> {};  // pre_norm

TEST_P(MixedPrecision, GradientsTrackFp32PerTensorFamily) {
  if (!bf16_runs_here()) GTEST_SKIP() << "no bf16 matrix products on this CPU";
  ModelDescription c = default_model();
  c.d_model = 64;
  c.heads = 4;
  c.d_ff = 256;
  c.encoder_layers = 3;
  c.decoder_layers = 2;
  c.vocab_size = 300;
  c.max_positions = 64;
  c.norm_position = GetParam() ? NormPosition::Pre : NormPosition::Post;
  auto fp32 = make_transformer(c, BackendKind::Cpu, 2, Precision::Fp32);
  auto bf16 = make_transformer(c, BackendKind::Cpu, 2, Precision::Bf16);
  ASSERT_EQ(bf16->precision(), Precision::Bf16);
  fp32->initialize(5);
  std::vector<float> params(fp32->parameter_count());
  fp32->get_parameters(params.data());
  // Over 1,024 target tokens: the vocabulary projection runs in more than one chunk of rows, and the products
  // split into equal halves (one oneDNN primitive on two threads at once).
  std::vector<int> source_lengths, target_lengths;
  for (int i = 0; i < 48; ++i) {
    source_lengths.push_back(7 + (13 * i) % 34);
    target_lengths.push_back(9 + (7 * i) % 30);
  }
  const Batch batch = testing::random_batch(c, source_lengths, target_lengths, 17);
  ASSERT_GT(batch.target_tokens, 1024);

  // Twice, on different weights: the bf16 copy of the weights must follow set_parameters.
  for (int round = 0; round < 2; ++round) {
    if (round == 1) {
      const auto noise = testing::random_vector(params.size(), 23, -0.05f, 0.05f);
      for (size_t i = 0; i < params.size(); ++i) params[i] += noise[i];
    }
    const Gradients want = gradients(*fp32, params, batch);
    const Gradients got = gradients(*bf16, params, batch);
    EXPECT_EQ(got.result.target_tokens, want.result.target_tokens);
    EXPECT_NEAR(got.result.loss_sum, want.result.loss_sum, 5e-3 * want.result.loss_sum) << "round " << round;
    EXPECT_NEAR(got.result.nll_sum, want.result.nll_sum, 5e-3 * want.result.nll_sum) << "round " << round;
    for (const auto& [name, error] : relative_errors(fp32->parameter_info(), got.grads, want.grads)) {
      // The key projection's bias has an exact gradient of zero (it shifts every score of a query row by the
      // same amount, which softmax ignores): both sides are rounding noise, checked below instead.
      if (name.find("k_proj.bias") != std::string::npos) continue;
      // Measured here: 0.8-5.4% (ffn.fc1 and the attention projections the most), against 20-150% for a
      // product on stale weights or a transposed operand; trainer/README.md has the table.
      EXPECT_LT(error, 0.1) << name << " round " << round;
      RecordProperty(name + ".round" + std::to_string(round), std::to_string(error));
    }
    const auto bf16_norms = norms(fp32->parameter_info(), got.grads);
    const auto fp32_norms = norms(fp32->parameter_info(), want.grads);
    for (const char* side : {"encoder", "decoder"}) {
      const std::string k = std::string(side) + ".self_attn.k_proj.bias";
      const std::string q = std::string(side) + ".self_attn.q_proj.bias";
      // In bf16 the score gradients dS reach dK = dSᵀ Q rounded to bf16, so a row of dS no longer sums to
      // exactly zero: measured 1.2-1.4e-3 of the query bias's norm here, against 1 for a real gradient.
      EXPECT_LT(bf16_norms.at(k), 1e-2 * fp32_norms.at(q)) << k;
      EXPECT_LT(fp32_norms.at(k), 1e-3 * fp32_norms.at(q)) << k;
    }
  }
}

TEST_P(MixedPrecision, EvaluateAndGreedyDecodeRunInBf16) {
  if (!bf16_runs_here()) GTEST_SKIP() << "no bf16 matrix products on this CPU";
  ModelDescription c = testing::tiny_config(GetParam());
  auto fp32 = make_transformer(c, BackendKind::Cpu, 1, Precision::Fp32);
  auto bf16 = make_transformer(c, BackendKind::Cpu, 1, Precision::Bf16);
  fp32->initialize(3);
  bf16->initialize(3);
  const Batch batch = testing::random_batch(c, {5, 1, 3}, {3, 6, 1}, 7);
  const StepResult a = fp32->evaluate(batch, 0.1f), b = bf16->evaluate(batch, 0.1f);
  EXPECT_NEAR(b.loss_sum, a.loss_sum, 1e-2 * a.loss_sum);
  const auto decoded = bf16->greedy_decode({{4, 5, 6, c.eos_id}, {7, c.eos_id}}, 5);
  ASSERT_EQ(decoded.size(), 2u);
  for (const auto& d : decoded) EXPECT_LE(d.size(), 5u);
}

INSTANTIATE_TEST_SUITE_P(Norms, MixedPrecision, ::testing::Bool(),
                         [](const auto& info) { return info.param ? "PreNorm" : "PostNorm"; });

}  // namespace
}  // namespace attn::train
