#include "trainer/src/backend/cpu/cpu_device.h"

#include <gtest/gtest.h>

#include <vector>

#include "tests/trainer/model/test_util.h"

namespace attn::train {
namespace {

// Row-major naive product with op() = transpose when asked.
std::vector<double> naive(bool ta, bool tb, int m, int n, int k, const std::vector<float>& a, int lda,
                          const std::vector<float>& b, int ldb, double beta, const std::vector<float>& c0, int ldc) {
  std::vector<double> c(c0.begin(), c0.end());
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      double s = 0;
      for (int p = 0; p < k; ++p) s += (ta ? a[p * lda + i] : a[i * lda + p]) * (tb ? b[j * ldb + p] : b[p * ldb + j]);
      c[i * ldc + j] = s + beta * c0[i * ldc + j];
    }
  return c;
}

class CpuGemm : public ::testing::TestWithParam<std::tuple<bool, bool, int>> {};

TEST_P(CpuGemm, MatchesNaiveProductWhenSplitOverThreads) {
  const auto [ta, tb, threads] = GetParam();
  // 6 MFLOP: above the threshold at which the product is split into per-thread blocks.
  const int m = 150, n = 200, k = 100;
  const int lda = ta ? m : k, ldb = tb ? k : n, ldc = n;
  auto a = testing::random_vector(static_cast<size_t>(ta ? k : m) * lda, 1);
  auto b = testing::random_vector(static_cast<size_t>(tb ? n : k) * ldb, 2);
  auto c = testing::random_vector(static_cast<size_t>(m) * ldc, 3);
  const auto expected = naive(ta, tb, m, n, k, a, lda, b, ldb, 0.5, c, ldc);
  CpuDevice dev(threads);
  dev.gemm(ta, tb, m, n, k, 1.f, a.data(), lda, b.data(), ldb, 0.5f, c.data(), ldc);
  for (size_t i = 0; i < c.size(); ++i) ASSERT_NEAR(c[i], expected[i], 1e-3) << i;
}

INSTANTIATE_TEST_SUITE_P(Transposes, CpuGemm,
                         ::testing::Combine(::testing::Bool(), ::testing::Bool(), ::testing::Values(1, 2)));

TEST(CpuGemmBatched, TwoLevelStridesAddressEachProduct) {
  // 3 × 2 products of [4, 5] × [5, 3] read from interleaved storage, like attention's (sentence, head) blocks.
  const int outer = 3, inner = 2, m = 4, n = 3, k = 5;
  const int lda = inner * k, ldb = inner * n, ldc = inner * n;
  auto a = testing::random_vector(outer * m * lda, 4), b = testing::random_vector(outer * k * ldb, 5);
  std::vector<float> c(outer * m * ldc, 0.f);
  CpuDevice dev(2);
  dev.gemm_batched(false, false, m, n, k, 1.f, a.data(), lda, m * lda, k, b.data(), ldb, k * ldb, n, 0.f, c.data(),
                   ldc, m * ldc, n, outer, inner);
  for (int o = 0; o < outer; ++o)
    for (int h = 0; h < inner; ++h)
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) {
          double s = 0;
          for (int p = 0; p < k; ++p) s += a[o * m * lda + i * lda + h * k + p] * b[o * k * ldb + p * ldb + h * n + j];
          EXPECT_NEAR(c[o * m * ldc + i * ldc + h * n + j], s, 1e-5);
        }
}

}  // namespace
}  // namespace attn::train
