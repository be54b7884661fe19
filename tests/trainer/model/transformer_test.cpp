// The whole model against the naive double-precision Transformer (naive_transformer.h): forward loss values,
// and the analytic gradient of every parameter tensor against finite differences of the naive loss.
#include "trainer/src/model/transformer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "tests/trainer/model/naive_transformer.h"
#include "tests/trainer/model/test_util.h"

namespace attn::train {
namespace {

using testing::NaiveTransformer;
using testing::random_batch;
using testing::tiny_config;

// (pre_norm, tied_embeddings)
class TinyModel : public ::testing::TestWithParam<std::tuple<bool, bool>> {
 protected:
  void SetUp() override {
    config_ = tiny_config(std::get<0>(GetParam()));
    config_.tied_embeddings = std::get<1>(GetParam());
    model_ = make_transformer(config_, BackendKind::Cpu, 2);
    model_->initialize(123);
    // Make biases and norm parameters non-trivial so that their gradients are tested on generic values.
    params_.resize(model_->parameter_count());
    model_->get_parameters(params_.data());
    auto noise = testing::random_vector(params_.size(), 99, -0.2f, 0.2f);
    for (size_t i = 0; i < params_.size(); ++i) params_[i] += noise[i];
    model_->set_parameters(params_.data());
    // Three sentences with padding on both sides; one source is a single token + eos.
    batch_ = random_batch(config_, {5, 1, 3}, {3, 6, 1}, 7);
  }
  ModelDescription config_;
  std::unique_ptr<Transformer> model_;
  std::vector<float> params_;
  Batch batch_;
};

TEST_P(TinyModel, ForwardLossMatchesNaiveImplementation) {
  std::vector<double> pd(params_.begin(), params_.end());
  NaiveTransformer<double> naive(config_, model_->parameter_info(), pd);
  for (float smoothing : {0.f, 0.1f}) {
    double nll = 0;
    const double expected = naive.loss(batch_, smoothing, &nll);
    const StepResult r = model_->evaluate(batch_, smoothing);
    EXPECT_NEAR(r.loss_sum, expected, 1e-5 * expected) << "smoothing " << smoothing;
    EXPECT_NEAR(r.nll_sum, nll, 1e-5 * nll);
    EXPECT_EQ(r.target_tokens, batch_.target_tokens);
    // forward_backward without dropout computes the same loss.
    const StepResult fb = model_->forward_backward(batch_, smoothing, 0.f, 0);
    EXPECT_DOUBLE_EQ(fb.loss_sum, r.loss_sum);
  }
}

TEST_P(TinyModel, GradientsMatchFiniteDifferencesOfNaiveLoss) {
  const float smoothing = 0.1f;
  model_->zero_gradients();
  model_->forward_backward(batch_, smoothing, 0.f, 0);
  std::vector<float> grad(model_->parameter_count());
  model_->get_gradients(grad.data());

  std::vector<double> pd(params_.begin(), params_.end());
  NaiveTransformer<double> naive(config_, model_->parameter_info(), pd);
  std::mt19937 rng(5);
  int checked = 0;
  for (const ParameterInfo& p : model_->parameter_info()) {
    std::uniform_int_distribution<size_t> pick(0, p.count - 1);
    for (int s = 0; s < 3; ++s) {
      size_t i = p.offset + pick(rng);
      if (p.name == "embedding.weight") {
        // Rows of tokens in the batch get the interesting gradients (input side as well as output side).
        i = p.offset + static_cast<size_t>(batch_.source[s]) * config_.d_model + s;
      }
      const double h = 1e-5, keep = pd[i];
      pd[i] = keep + h;
      const double lp = naive.loss(batch_, smoothing);
      pd[i] = keep - h;
      const double lm = naive.loss(batch_, smoothing);
      pd[i] = keep;
      const double numeric = (lp - lm) / (2 * h);
      EXPECT_NEAR(grad[i], numeric, 1e-3 + 2e-3 * std::abs(numeric)) << p.name << " [" << i - p.offset << "]";
      ++checked;
    }
  }
  EXPECT_GT(checked, 60);
}

TEST_P(TinyModel, GradientsAccumulateOverCalls) {
  model_->zero_gradients();
  model_->forward_backward(batch_, 0.1f, 0.f, 0);
  std::vector<float> once(model_->parameter_count()), twice(model_->parameter_count());
  model_->get_gradients(once.data());
  model_->forward_backward(batch_, 0.1f, 0.f, 0);
  model_->get_gradients(twice.data());
  for (size_t i = 0; i < once.size(); ++i) ASSERT_NEAR(twice[i], 2 * once[i], 1e-5 + 1e-5 * std::abs(once[i])) << i;
}

// Padding must not change anything: the batched loss is the sum of each sentence's loss evaluated alone,
// without padding (catches a mask missing from both this model and the naive one).
TEST_P(TinyModel, PaddingDoesNotChangeTheLoss) {
  const double batched = model_->evaluate(batch_, 0.1f).loss_sum;
  double alone = 0;
  const std::vector<int> sl = {5, 1, 3}, tl = {3, 6, 1};
  for (int i = 0; i < batch_.batch; ++i) {
    Batch one;
    one.batch = 1;
    one.source_len = sl[i] + 1;
    one.target_len = tl[i] + 1;
    one.source.assign(batch_.source.begin() + i * batch_.source_len,
                      batch_.source.begin() + i * batch_.source_len + one.source_len);
    one.decoder_input.assign(batch_.decoder_input.begin() + i * batch_.target_len,
                             batch_.decoder_input.begin() + i * batch_.target_len + one.target_len);
    one.decoder_output.assign(batch_.decoder_output.begin() + i * batch_.target_len,
                              batch_.decoder_output.begin() + i * batch_.target_len + one.target_len);
    alone += model_->evaluate(one, 0.1f).loss_sum;
  }
  EXPECT_NEAR(batched, alone, 1e-5 * alone);
}

INSTANTIATE_TEST_SUITE_P(Norms, TinyModel,
                         ::testing::Values(std::make_tuple(false, true), std::make_tuple(true, true),
                                           std::make_tuple(false, false)),
                         [](const auto& info) {
                           return std::string(std::get<0>(info.param) ? "PreNorm" : "PostNorm") +
                                  (std::get<1>(info.param) ? "Tied" : "Untied");
                         });

TEST(TransformerLayout, TenMillionConfigHasTheCheckpointNames) {
  ModelDescription c = default_model();  // the defaults: d 256, 6 + 3 layers, d_ff 1024, vocab 8000
  auto model = make_transformer(c, BackendKind::Cpu, 1);
  std::set<std::string> names;
  size_t total = 0;
  for (const ParameterInfo& p : model->parameter_info()) {
    EXPECT_TRUE(names.insert(p.name).second) << p.name;
    total += p.count;
  }
  EXPECT_EQ(total, model->parameter_count());
  const size_t D = 256, F = 1024, V = 8000;
  const size_t attention = 4 * D * D + 4 * D, norm = 2 * D, ffn = 2 * D * F + F + D;
  EXPECT_EQ(total, V * D + 6 * (attention + ffn + 2 * norm) + 3 * (2 * attention + ffn + 3 * norm));
  for (const char* name : {"embedding.weight", "encoder.layers.5.self_attn.k_proj.bias",
                           "encoder.layers.0.ffn.fc2.weight", "decoder.layers.2.cross_attn.v_proj.weight",
                           "decoder.layers.1.cross_attn_norm.weight", "decoder.layers.0.ffn_norm.bias"})
    EXPECT_TRUE(names.count(name)) << name;
  EXPECT_FALSE(names.count("output.weight"));
  EXPECT_FALSE(names.count("encoder.final_norm.weight"));
}

TEST(TransformerInit, DeterministicInTheSeedWithPaperDistributions) {
  const ModelDescription c = tiny_config(true);
  auto a = make_transformer(c, BackendKind::Cpu, 1), b = make_transformer(c, BackendKind::Cpu, 2);
  a->initialize(1);
  b->initialize(1);
  std::vector<float> pa(a->parameter_count()), pb(pa.size());
  a->get_parameters(pa.data());
  b->get_parameters(pb.data());
  EXPECT_EQ(pa, pb);
  b->initialize(2);
  b->get_parameters(pb.data());
  EXPECT_NE(pa, pb);
  for (const ParameterInfo& p : a->parameter_info()) {
    const float* v = pa.data() + p.offset;
    if (p.name.find("norm.weight") != std::string::npos) {
      for (size_t i = 0; i < p.count; ++i) EXPECT_EQ(v[i], 1.f) << p.name;
    } else if (p.name.size() > 5 && p.name.substr(p.name.size() - 5) == ".bias") {
      for (size_t i = 0; i < p.count; ++i) EXPECT_EQ(v[i], 0.f) << p.name;
    } else if (p.name != "embedding.weight") {
      const double limit = std::sqrt(6.0 / static_cast<double>(p.shape[0] + p.shape[1]));
      double max_abs = 0;
      for (size_t i = 0; i < p.count; ++i) max_abs = std::max(max_abs, std::abs(static_cast<double>(v[i])));
      EXPECT_LE(max_abs, limit) << p.name;
      EXPECT_GT(max_abs, 0.5 * limit) << p.name;
    }
  }
}

TEST(TransformerInit, EmbeddingStandardDeviationIsDModelToTheMinusHalf) {
  ModelDescription c = tiny_config(false);
  c.d_model = 64;
  c.heads = 4;
  c.vocab_size = 500;
  auto m = make_transformer(c, BackendKind::Cpu, 1);
  m->initialize(3);
  std::vector<float> p(m->parameter_count());
  m->get_parameters(p.data());
  double s = 0, s2 = 0;
  const size_t n = static_cast<size_t>(c.vocab_size) * c.d_model;
  for (size_t i = 0; i < n; ++i) {
    s += p[i];
    s2 += p[i] * p[i];
  }
  EXPECT_NEAR(s / n, 0.0, 0.005);
  EXPECT_NEAR(std::sqrt(s2 / n), 1.0 / 8.0, 0.005);
}

TEST(TransformerDropout, MasksAreDeterministicInTheSeed) {
  const ModelDescription c = tiny_config(false);
  auto m = make_transformer(c, BackendKind::Cpu, 2);
  m->initialize(4);
  const Batch b = random_batch(c, {4, 6, 2}, {5, 2, 6}, 8);
  std::vector<float> g1(m->parameter_count()), g2(g1.size()), g3(g1.size());
  m->zero_gradients();
  const StepResult r1 = m->forward_backward(b, 0.1f, 0.3f, 1234);
  m->get_gradients(g1.data());
  m->zero_gradients();
  const StepResult r2 = m->forward_backward(b, 0.1f, 0.3f, 1234);
  m->get_gradients(g2.data());
  m->zero_gradients();
  const StepResult r3 = m->forward_backward(b, 0.1f, 0.3f, 1235);
  m->get_gradients(g3.data());
  EXPECT_EQ(r1.loss_sum, r2.loss_sum);
  EXPECT_EQ(g1, g2);
  EXPECT_NE(r1.loss_sum, r3.loss_sum);
  EXPECT_NE(g1, g3);
  EXPECT_NE(r1.loss_sum, m->evaluate(b, 0.1f).loss_sum);
}

// Threads split GEMMs into row blocks and kernels into index ranges; every output element is computed by the
// same code in the same order, so the result is bit-identical (not merely close) for 1 and 2 threads.
TEST(TransformerThreads, OneAndTwoThreadsGiveIdenticalResults) {
  ModelDescription c = tiny_config(false);
  c.d_model = 64;
  c.heads = 4;
  c.d_ff = 128;
  c.vocab_size = 300;
  c.max_positions = 32;
  std::vector<int> sl, tl;
  for (int i = 0; i < 16; ++i) {
    sl.push_back(4 + i % 9);
    tl.push_back(3 + (i * 5) % 11);
  }
  const Batch b = random_batch(c, sl, tl, 9);
  std::vector<std::vector<float>> grads, params;
  std::vector<double> losses;
  for (int threads : {1, 2}) {
    auto m = make_transformer(c, BackendKind::Cpu, threads);
    m->initialize(5);
    m->zero_gradients();
    losses.push_back(m->forward_backward(b, 0.1f, 0.1f, 77).loss_sum);
    grads.emplace_back(m->parameter_count());
    m->get_gradients(grads.back().data());
    m->adam_step(1e-3f, 0.9f, 0.98f, 1e-9f, 1.f / b.target_tokens);
    params.emplace_back(m->parameter_count());
    m->get_parameters(params.back().data());
  }
  EXPECT_EQ(losses[0], losses[1]);
  EXPECT_EQ(grads[0], grads[1]);
  EXPECT_EQ(params[0], params[1]);
}

TEST(TransformerOptimizer, StateRoundTripsAndResumeIsBitExact) {
  const ModelDescription c = tiny_config(true);
  const Batch b = random_batch(c, {3, 5}, {4, 2}, 10);
  auto step = [&](Transformer& m, uint64_t seed) {
    m.zero_gradients();
    m.forward_backward(b, 0.1f, 0.2f, seed);
    m.adam_step(1e-3f, 0.9f, 0.98f, 1e-9f, 1.f / b.target_tokens);
  };
  auto a = make_transformer(c, BackendKind::Cpu, 2);
  a->initialize(6);
  step(*a, 1);
  // Snapshot, continue on a, restore into a fresh model b and continue the same way.
  std::vector<float> p(a->parameter_count()), m, v;
  int64_t count = 0;
  a->get_parameters(p.data());
  a->get_optimizer_state(&m, &v, &count);
  EXPECT_EQ(count, 1);
  step(*a, 2);
  auto bm = make_transformer(c, BackendKind::Cpu, 1);
  bm->set_parameters(p.data());
  bm->set_optimizer_state(m, v, count);
  step(*bm, 2);
  std::vector<float> pa(p.size()), pb(p.size());
  a->get_parameters(pa.data());
  bm->get_parameters(pb.data());
  EXPECT_EQ(pa, pb);
  EXPECT_NE(pa, p);
}

TEST(TransformerErrors, RejectsMalformedBatches) {
  const ModelDescription c = tiny_config(false);
  auto m = make_transformer(c, BackendKind::Cpu, 1);
  Batch b = random_batch(c, {3}, {3}, 11);
  b.source[0] = c.vocab_size;  // out of range
  EXPECT_THROW(m->evaluate(b, 0.f), std::invalid_argument);
  Batch short_arrays = random_batch(c, {3}, {3}, 11);
  short_arrays.decoder_output.pop_back();
  EXPECT_THROW(m->evaluate(short_arrays, 0.f), std::invalid_argument);
}

TEST(TransformerErrors, RejectsInvalidConfigs) {
  ModelDescription c = tiny_config(false);
  c.heads = 3;  // 8 is not a multiple of 3
  EXPECT_THROW(make_transformer(c, BackendKind::Cpu, 1), std::invalid_argument);
  c = tiny_config(false);
  c.vocab_size = 3;  // eos_id 3 would be out of range
  EXPECT_THROW(make_transformer(c, BackendKind::Cpu, 1), std::invalid_argument);
}

TEST(TransformerConfig, ActivationWithoutTrainerKernelsIsRefusedByName) {
  ModelDescription c = tiny_config(false);
  EXPECT_TRUE(check_trainable(c).ok());
  c.activation = Activation::GELU;  // a model description the runtime runs, but the trainer has no kernel for
  EXPECT_FALSE(trainer_has_activation(Activation::GELU));
  const Status status = check_trainable(c);
  EXPECT_EQ(status.code(), StatusCode::kUnsupported);
  EXPECT_NE(std::string(status.message()).find("activation \"gelu\""), std::string::npos) << status.message();
  EXPECT_THROW(make_transformer(c, BackendKind::Cpu, 1), std::invalid_argument);
}

TEST(TransformerBackends, CudaIsUnavailableWithoutADevice) {
  // On machines with a GPU this is true; here it must be false rather than crash.
  const bool cuda = backend_available(BackendKind::Cuda);
  EXPECT_TRUE(backend_available(BackendKind::Cpu));
  if (!cuda) {
    EXPECT_THROW(make_transformer(default_model(), BackendKind::Cuda, 0), std::runtime_error);
  }
}

}  // namespace
}  // namespace attn::train
