#include "trainer/src/kernels/elementwise.h"

#include <gtest/gtest.h>

#include <vector>

#include "tests/trainer/model/test_util.h"
#include "trainer/src/backend/cpu/cpu_device.h"
#include "trainer/src/kernels/dropout.h"
#include "trainer/src/kernels/reduce.h"

namespace attn::train {
namespace {

using testing::random_vector;

TEST(DropoutKernel, MaskIsAFunctionOfSeedStreamAndIndexWithTheRequestedRate) {
  const int n = 200000;
  const float p = 0.1f;
  int dropped = 0, differ_seed = 0, differ_stream = 0;
  for (int i = 0; i < n; ++i) {
    const float a = kernels::dropout_apply(1.f, p, 42, 5, i);
    EXPECT_EQ(a, kernels::dropout_apply(1.f, p, 42, 5, i));
    dropped += a == 0.f;
    differ_seed += (a == 0.f) != (kernels::dropout_apply(1.f, p, 43, 5, i) == 0.f);
    differ_stream += (a == 0.f) != (kernels::dropout_apply(1.f, p, 42, 6, i) == 0.f);
    if (a != 0.f) {
      EXPECT_FLOAT_EQ(a, 1.f / (1.f - p));
    }
  }
  EXPECT_NEAR(static_cast<double>(dropped) / n, p, 0.005);
  // Independent masks disagree on about 2·p·(1 − p) of the elements.
  EXPECT_NEAR(static_cast<double>(differ_seed) / n, 2 * p * (1 - p), 0.01);
  EXPECT_NEAR(static_cast<double>(differ_stream) / n, 2 * p * (1 - p), 0.01);
  EXPECT_EQ(kernels::dropout_apply(0.7f, 0.f, 1, 1, 1), 0.7f);
}

TEST(ResidualDropoutKernel, BackwardUsesTheForwardMask) {
  CpuDevice dev(2);
  const int n = 1000;
  auto x = random_vector(n, 1), y = random_vector(n, 2), d_out = random_vector(n, 3);
  std::vector<float> out(n), d_y(n);
  kernels::launch_residual_dropout_forward(dev, n, x.data(), y.data(), 0.3f, 77, 4, out.data());
  kernels::launch_residual_dropout_backward(dev, n, d_out.data(), 0.3f, 77, 4, d_y.data());
  int dropped = 0;
  for (int i = 0; i < n; ++i) {
    // out = x + m·y/(1−p) is linear in y with slope m/(1−p): d y = d out · m/(1−p).
    const bool kept = out[i] != x[i];
    dropped += !kept;
    EXPECT_NEAR(d_y[i], kept ? d_out[i] / 0.7f : 0.f, 1e-6) << i;
    if (kept) {
      EXPECT_NEAR(out[i], x[i] + y[i] / 0.7f, 1e-6);
    }
  }
  EXPECT_GT(dropped, 200);
  EXPECT_LT(dropped, 400);
}

// The CPU launchers run vector code over ranges (elementwise.cpp); every element is the per-index kernel's
// (the GPU's) bit for bit, across range boundaries and with dropout off.
TEST(ResidualDropoutKernel, HostRangesEqualThePerIndexKernel) {
  CpuDevice dev(2);
  const int64_t n = 2 * kernels::kHostRange + 37;
  auto x = random_vector(n, 4), y = random_vector(n, 5);
  for (float p : {0.f, 0.1f}) {
    std::vector<float> out(n), d_y(n);
    kernels::launch_residual_dropout_forward(dev, n, x.data(), y.data(), p, 9, 2, out.data());
    kernels::launch_residual_dropout_backward(dev, n, y.data(), p, 9, 2, d_y.data());
    const uint64_t key = kernels::random_key(9, 2);
    std::vector<float> expected_out(n), expected_dy(n);
    for (int64_t i = 0; i < n; ++i) {
      kernels::residual_dropout_forward(i, x.data(), y.data(), p, key, expected_out.data());
      kernels::residual_dropout_backward(i, y.data(), p, key, expected_dy.data());
    }
    for (int64_t i = 0; i < n; ++i) {
      ASSERT_EQ(out[i], expected_out[i]) << "p " << p << " i " << i;
      ASSERT_EQ(d_y[i], expected_dy[i]) << "p " << p << " i " << i;
    }
  }
}

TEST(ReluKernel, ForwardAndBackward) {
  CpuDevice dev(1);
  std::vector<float> h = {-1.f, 2.f, 0.f, 3.5f, -0.25f}, dh = {1.f, 2.f, 3.f, 4.f, 5.f};
  kernels::launch_relu_forward(dev, 5, h.data());
  EXPECT_EQ(h, (std::vector<float>{0.f, 2.f, 0.f, 3.5f, 0.f}));
  kernels::launch_relu_backward(dev, 5, h.data(), dh.data());
  EXPECT_EQ(dh, (std::vector<float>{0.f, 2.f, 0.f, 4.f, 0.f}));
}

TEST(ColumnSumKernel, MatchesNaiveSumForRowsNotAMultipleOfTheChunk) {
  CpuDevice dev(2);
  const int rows = 150, cols = 37;
  auto x = random_vector(rows * cols, 5);
  std::vector<float> out = random_vector(cols, 6), scratch(kernels::column_sum_scratch_floats(rows, cols));
  const std::vector<float> out0 = out;
  kernels::launch_column_sum_accumulate(dev, rows, cols, kernels::RowValue{x.data(), cols}, scratch.data(),
                                        out.data());
  for (int j = 0; j < cols; ++j) {
    double s = out0[j];
    for (int r = 0; r < rows; ++r) s += x[r * cols + j];
    EXPECT_NEAR(out[j], s, 1e-4) << j;
  }
}

// linear_backward's fused pass on the CPU: the bias gradient and dy's bf16 copy are those of the two separate
// kernels (what the GPU runs) bit for bit, for row counts and widths that are not multiples of the blocks.
TEST(ColumnSumKernel, FusedWithBf16ConversionEqualsTheTwoKernels) {
  CpuDevice dev(2);
  for (auto [rows, cols] : {std::pair{130, 72}, std::pair{700, 1024}, std::pair{3, 5}}) {
    auto x = random_vector(static_cast<size_t>(rows) * cols, rows + cols);
    std::vector<float> scratch(kernels::column_sum_scratch_floats(rows, cols));
    std::vector<float> expected_sum = random_vector(cols, 2), sum = expected_sum;
    std::vector<kernels::bf16> expected16(x.size()), got16(x.size());
    kernels::launch_to_bf16(dev, static_cast<int64_t>(x.size()), x.data(), expected16.data());
    kernels::launch_column_sum_accumulate(dev, rows, cols, kernels::RowValue{x.data(), cols}, scratch.data(),
                                          expected_sum.data());
    kernels::launch_to_bf16_column_sum_accumulate(dev, rows, cols, x.data(), got16.data(), scratch.data(),
                                                  sum.data());
    for (int j = 0; j < cols; ++j)
      ASSERT_EQ(sum[j], expected_sum[j]) << rows << "x" << cols << " column " << j;
    for (size_t i = 0; i < x.size(); ++i) ASSERT_EQ(got16[i].bits, expected16[i].bits) << i;
  }
}

TEST(BroadcastKernel, FillsEveryRowWithTheBias) {
  CpuDevice dev(2);
  auto bias = random_vector(5, 7);
  std::vector<float> y(4 * 5);
  kernels::launch_broadcast_rows(dev, 4, 5, bias.data(), y.data());
  for (int r = 0; r < 4; ++r)
    for (int j = 0; j < 5; ++j) EXPECT_EQ(y[r * 5 + j], bias[j]);
}

}  // namespace
}  // namespace attn::train
