#include "trainer/src/kernels/attention.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "tests/trainer/model/test_util.h"
#include "trainer/src/backend/cpu/cpu_device.h"

namespace attn::train {
namespace {

using testing::random_vector;

constexpr int B = 2, H = 2, Tq = 3, Tk = 4;
constexpr float kScale = 0.35f;
// Sentence 0 has a padded last key; sentence 1 has none.
const std::vector<int32_t> kKeys = {5, 6, 7, 0, 8, 9, 10, 11};

std::vector<double> reference(const std::vector<double>& s, bool causal) {
  std::vector<double> p(s.size(), 0.0);
  for (int row = 0; row < B * H * Tq; ++row) {
    const int b = row / (H * Tq), t = row % Tq;
    double m = -INFINITY, sum = 0;
    auto visible = [&](int k) { return kKeys[b * Tk + k] != 0 && (!causal || k <= t); };
    for (int k = 0; k < Tk; ++k)
      if (visible(k)) m = std::max(m, kScale * s[row * Tk + k]);
    for (int k = 0; k < Tk; ++k)
      if (visible(k)) sum += std::exp(kScale * s[row * Tk + k] - m);
    for (int k = 0; k < Tk; ++k)
      p[row * Tk + k] = visible(k) ? std::exp(kScale * s[row * Tk + k] - m) / sum : 0.0;
  }
  return p;
}

class AttentionSoftmax : public ::testing::TestWithParam<bool> {};

TEST_P(AttentionSoftmax, ForwardMatchesReference) {
  const bool causal = GetParam();
  CpuDevice dev(2);
  auto s = random_vector(B * H * Tq * Tk, 1, -3.f, 3.f);
  std::vector<float> p = s;
  kernels::launch_attention_softmax_forward(dev, B, H, Tq, Tk, kScale, causal, kKeys.data(), 0, p.data());
  const auto ref = reference({s.begin(), s.end()}, causal);
  for (size_t i = 0; i < p.size(); ++i) EXPECT_NEAR(p[i], ref[i], 1e-6) << i;
  EXPECT_EQ(p[3], 0.f);  // the padded key of sentence 0
}

TEST_P(AttentionSoftmax, BackwardMatchesFiniteDifferences) {
  const bool causal = GetParam();
  CpuDevice dev(2);
  auto s = random_vector(B * H * Tq * Tk, 2, -3.f, 3.f), w = random_vector(B * H * Tq * Tk, 3);
  std::vector<float> p = s, ds = w;
  kernels::launch_attention_softmax_forward(dev, B, H, Tq, Tk, kScale, causal, kKeys.data(), 0, p.data());
  kernels::launch_attention_softmax_backward(dev, B, H, Tq, Tk, kScale, p.data(), ds.data());
  std::vector<double> sd(s.begin(), s.end());
  auto loss = [&]() {
    const auto pr = reference(sd, causal);
    double l = 0;
    for (size_t i = 0; i < pr.size(); ++i) l += w[i] * pr[i];
    return l;
  };
  for (size_t i = 0; i < s.size(); ++i) {
    const double h = 1e-6, keep = sd[i];
    sd[i] = keep + h;
    const double lp = loss();
    sd[i] = keep - h;
    const double lm = loss();
    sd[i] = keep;
    EXPECT_NEAR(ds[i], (lp - lm) / (2 * h), 1e-5) << i;
  }
}

INSTANTIATE_TEST_SUITE_P(Masks, AttentionSoftmax, ::testing::Values(false, true),
                         [](const auto& info) { return info.param ? "Causal" : "PaddingOnly"; });

// Under mixed precision the softmaxes also write their results in bf16, for the next products: exactly the
// fp32 results converted (a padded sentence's all-zero rows included).
TEST_P(AttentionSoftmax, Bf16CopiesAreTheResultsConverted) {
  const bool causal = GetParam();
  CpuDevice dev(2);
  const std::vector<int32_t> keys = {5, 6, 7, 0, 0, 0, 0, 0};  // sentence 1 is all padding
  auto s = random_vector(B * H * Tq * Tk, 4, -3.f, 3.f), w = random_vector(B * H * Tq * Tk, 5);
  std::vector<float> p = s, ds = w;
  std::vector<kernels::bf16> p16(p.size(), kernels::bf16{0x1234}), ds16(p.size(), kernels::bf16{0x1234});
  kernels::launch_attention_softmax_forward(dev, B, H, Tq, Tk, kScale, causal, keys.data(), 0, p.data(),
                                            p16.data());
  kernels::launch_attention_softmax_backward(dev, B, H, Tq, Tk, kScale, p.data(), ds.data(), ds16.data());
  for (size_t i = 0; i < p.size(); ++i) {
    ASSERT_EQ(p16[i].bits, kernels::to_bf16(p[i]).bits) << i;
    ASSERT_EQ(ds16[i].bits, kernels::to_bf16(ds[i]).bits) << i;
  }
  EXPECT_EQ(p[B * H * Tq * Tk - 1], 0.f);
}

TEST(AttentionSoftmaxKernel, AllPaddedKeysGiveZerosNotNaN) {
  CpuDevice dev(1);
  const std::vector<int32_t> keys = {0, 0, 0};
  std::vector<float> p = random_vector(2 * 3, 4);
  kernels::launch_attention_softmax_forward(dev, 1, 1, 2, 3, 1.f, false, keys.data(), 0, p.data());
  for (float v : p) EXPECT_EQ(v, 0.f);
}

}  // namespace
}  // namespace attn::train
