// bf16 on the CPU backend: the conversion against oneDNN's own fp32 -> bf16 reorder, and the bf16 products
// (oneDNN matmul split over the pool) against a double-precision product of the same bf16 values.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <oneapi/dnnl/dnnl.hpp>
#include <string>
#include <tuple>
#include <vector>

#include "tests/trainer/model/test_util.h"
#include "trainer/src/backend/cpu/cpu_device.h"
#include "trainer/src/kernels/bf16.h"

namespace attn::train {
namespace {

using kernels::bf16;

std::vector<bf16> round_all(const std::vector<float>& v) {
  std::vector<bf16> out(v.size());
  for (size_t i = 0; i < v.size(); ++i) out[i] = kernels::to_bf16(v[i]);
  return out;
}

// The values where rounding can go wrong: ties (odd and even), the largest values that do and do not round to
// infinity, subnormals, signed zeros, infinities, NaN.
std::vector<float> edge_values() {
  auto from_bits = [](uint32_t u) { return kernels::bits_float(u); };
  return {0.f,
          -0.f,
          1.f,
          -1.f,
          from_bits(0x3f808000u),
          from_bits(0x3f818000u),
          from_bits(0x3f80c000u),
          from_bits(0x3f807fffu),
          from_bits(0x7f7f7fffu),
          from_bits(0x7f7f8000u),
          from_bits(0x7f7fffffu),
          from_bits(0x00000001u),
          from_bits(0x00008000u),
          from_bits(0x00018000u),
          from_bits(0x807fffffu),
          std::numeric_limits<float>::infinity(),
          -std::numeric_limits<float>::infinity(),
          1e-30f,
          -3.14159f,
          65504.f};
}

TEST(Bf16, ConversionEqualsOneDnnReorder) {
  if (!DnnlMatmul::cpu_supports_bf16()) GTEST_SKIP() << "oneDNN has no bf16 on " << DnnlMatmul::isa_name();
  std::vector<float> values = edge_values();
  for (float x : testing::random_vector(4096, 7, -1e4f, 1e4f)) values.push_back(x);
  for (float x : testing::random_vector(4096, 8, -1e-3f, 1e-3f)) values.push_back(x);
  const int64_t n = static_cast<int64_t>(values.size());
  dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  dnnl::stream stream(engine);
  dnnl::memory src({{n}, dnnl::memory::data_type::f32, dnnl::memory::format_tag::a}, engine, values.data());
  std::vector<bf16> expected(values.size());
  dnnl::memory dst({{n}, dnnl::memory::data_type::bf16, dnnl::memory::format_tag::a}, engine,
                   expected.data());
  dnnl::reorder(src, dst).execute(stream, src, dst);
  stream.wait();
  for (size_t i = 0; i < values.size(); ++i) {
    // AVX512-BF16's vcvtneps2bf16, which the reorder uses, reads subnormal inputs as zero; attn keeps them,
    // as PyTorch and CUDA's __float2bfloat16_rn do. Everything else must be bit-identical.
    if (std::fpclassify(values[i]) == FP_SUBNORMAL) {
      // Rounded to nearest among bf16's subnormals (spacing 2^-133) or up to its smallest normal.
      const double error =
          std::fabs(static_cast<double>(kernels::from_bf16(kernels::to_bf16(values[i]))) - values[i]);
      EXPECT_LE(error, std::ldexp(1.0, -134)) << values[i];
      continue;
    }
    ASSERT_EQ(kernels::to_bf16(values[i]).bits, expected[i].bits) << "value " << values[i] << " at " << i;
  }
}

TEST(Bf16, NanStaysNanAndValuesRoundTrip) {
  EXPECT_TRUE(std::isnan(kernels::from_bf16(kernels::to_bf16(std::numeric_limits<float>::quiet_NaN()))));
  EXPECT_TRUE(
      std::isnan(kernels::from_bf16(kernels::to_bf16(kernels::bits_float(0x7f800001u)))));  // signalling
  for (float x : {1.f, -2.5f, 0.15625f, 3.0e38f}) {
    const float r = kernels::from_bf16(kernels::to_bf16(x));
    EXPECT_LE(std::fabs(r - x), std::fabs(x) * (1.f / 256)) << x;  // 8 significant bits
  }
  EXPECT_EQ(kernels::to_bf16(1.f).bits, 0x3f80);
  EXPECT_EQ(kernels::to_bf16(kernels::bits_float(0x3f808000u)).bits, 0x3f80);  // tie, even below
  EXPECT_EQ(kernels::to_bf16(kernels::bits_float(0x3f818000u)).bits, 0x3f82);  // tie, even above
}

TEST(Bf16, DeviceConversionKernelEqualsScalarConversion) {
  const auto v = testing::random_vector(300000, 3, -50.f, 50.f);  // large enough to run on the pool
  std::vector<bf16> got(v.size());
  CpuDevice dev(2);
  kernels::launch_to_bf16(dev, static_cast<int64_t>(v.size()), v.data(), got.data());
  const auto expected = round_all(v);
  for (size_t i = 0; i < v.size(); ++i) ASSERT_EQ(got[i].bits, expected[i].bits) << i;
}

// (trans_a, trans_b, threads)
class CpuGemmBf16 : public ::testing::TestWithParam<std::tuple<bool, bool, int>> {};

TEST_P(CpuGemmBf16, MatchesDoubleProductOfTheBf16Values) {
  if (!DnnlMatmul::cpu_supports_bf16()) GTEST_SKIP() << "oneDNN has no bf16 on " << DnnlMatmul::isa_name();
  const auto [ta, tb, threads] = GetParam();
  CpuDevice dev(threads);
  // Large (split over the pool, by rows and by columns, into halves of different and of equal shapes: the
  // latter run one primitive on two threads at once) and small (one call) shapes; leading dimensions wider
  // than the matrices, as the model's q | k | v views are.
  for (const auto& [m, n, k, pad] : std::vector<std::tuple<int, int, int, int>>{{150, 200, 100, 3},
                                                                                {40, 700, 64, 3},
                                                                                {7, 5, 3, 3},
                                                                                {512, 96, 300, 0},
                                                                                {512, 96, 300, 3},
                                                                                {40, 1024, 64, 0},
                                                                                {64, 16, 2000, 0}}) {
    const int lda = (ta ? m : k) + pad, ldb = (tb ? k : n) + pad, ldc = n + pad;
    const auto a = round_all(testing::random_vector(static_cast<size_t>(ta ? k : m) * lda, 1));
    const auto b = round_all(testing::random_vector(static_cast<size_t>(tb ? n : k) * ldb, 2));
    for (const auto& [alpha, beta] :
         std::vector<std::pair<float, float>>{{1.f, 0.f}, {1.f, 1.f}, {0.5f, 0.25f}}) {
      auto c = testing::random_vector(static_cast<size_t>(m) * ldc, 3);
      std::vector<double> expected(c.begin(), c.end());
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) {
          double s = 0;
          for (int p = 0; p < k; ++p)
            s += static_cast<double>(kernels::from_bf16(ta ? a[p * lda + i] : a[i * lda + p])) *
                 kernels::from_bf16(tb ? b[j * ldb + p] : b[p * ldb + j]);
          expected[i * ldc + j] = alpha * s + beta * c[i * ldc + j];
        }
      dev.gemm(ta, tb, m, n, k, alpha, a.data(), lda, b.data(), ldb, beta, c.data(), ldc);
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < ldc; ++j) {
          // Products of bf16 values are exact in fp32; only the fp32 sums round. Padding columns stay as they
          // were.
          ASSERT_NEAR(c[i * ldc + j], expected[i * ldc + j], 1e-5 * k)
              << m << "x" << n << "x" << k << " at " << i << "," << j;
        }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Transposes, CpuGemmBf16,
                         ::testing::Combine(::testing::Bool(), ::testing::Bool(), ::testing::Values(1, 2)));

// The linear layers' forward: bias (and ReLU) applied by the product, split over the pool by rows and by
// columns (each column block with its part of the bias), and without a product (k = 0).
TEST_P(CpuGemmBf16, BiasAndReluMatchTheProductThenThePasses) {
  if (!DnnlMatmul::cpu_supports_bf16()) GTEST_SKIP() << "oneDNN has no bf16 on " << DnnlMatmul::isa_name();
  const auto [ta, tb, threads] = GetParam();
  CpuDevice dev(threads);
  for (const auto& [m, n, k] :
       std::vector<std::tuple<int, int, int>>{{300, 200, 100}, {40, 700, 64}, {7, 5, 3}, {9, 6, 0}}) {
    const int lda = ta ? m : k, ldb = tb ? k : n, ldc = n + 2;
    const auto a = round_all(testing::random_vector(static_cast<size_t>(ta ? k : m) * lda + 1, 4));
    const auto b = round_all(testing::random_vector(static_cast<size_t>(tb ? n : k) * ldb + 1, 5));
    const auto bias = testing::random_vector(n, 6);
    for (const bool relu : {false, true}) {
      std::vector<float> c(static_cast<size_t>(m) * ldc, 7.f);
      dev.gemm_bias(ta, tb, m, n, k, a.data(), lda, b.data(), ldb, bias.data(), relu, c.data(), ldc);
      int zeros = 0;
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) {
          double s = bias[j];
          for (int p = 0; p < k; ++p)
            s += static_cast<double>(kernels::from_bf16(ta ? a[p * lda + i] : a[i * lda + p])) *
                 kernels::from_bf16(tb ? b[j * ldb + p] : b[p * ldb + j]);
          if (relu && s < 0) s = 0;
          zeros += c[i * ldc + j] == 0.f;
          ASSERT_NEAR(c[i * ldc + j], s, 1e-5 * (k + 1)) << m << "x" << n << "x" << k << " relu " << relu;
        }
      for (int i = 0; i < m; ++i) EXPECT_EQ(c[i * ldc + n], 7.f);  // padding columns untouched
      if (relu) {
        EXPECT_GT(zeros, m * n / 4);  // the ReLU did cut
      }
    }
  }
}

// Attention's batched products (sentences × heads, operands heads apart): every (o, i) product against a
// double-precision one, with the outer dimension split over the pool unevenly (7 over 2 threads).
TEST_P(CpuGemmBf16, BatchedProductsMatchEachProduct) {
  if (!DnnlMatmul::cpu_supports_bf16()) GTEST_SKIP() << "oneDNN has no bf16 on " << DnnlMatmul::isa_name();
  const auto [ta, tb, threads] = GetParam();
  CpuDevice dev(threads);
  constexpr int outer = 7, inner = 3, m = 20, n = 16, k = 24;
  const int lda = ta ? m : k, ldb = tb ? k : n, ldc = inner * n;  // C as [outer][m][inner · n], as ctx is
  const int64_t a_inner = static_cast<int64_t>(m) * k, b_inner = static_cast<int64_t>(k) * n;
  const auto a = round_all(testing::random_vector(static_cast<size_t>(outer) * inner * a_inner, 8));
  const auto b = round_all(testing::random_vector(static_cast<size_t>(outer) * inner * b_inner, 9));
  std::vector<float> c(static_cast<size_t>(outer) * m * ldc);
  dev.gemm_batched(ta, tb, m, n, k, 1.f, a.data(), lda, inner * a_inner, a_inner, b.data(), ldb,
                   inner * b_inner, b_inner, 0.f, c.data(), ldc, static_cast<int64_t>(m) * ldc, n, outer,
                   inner);
  for (int o = 0; o < outer; ++o)
    for (int h = 0; h < inner; ++h) {
      const bf16* ap = a.data() + (o * inner + h) * a_inner;
      const bf16* bp = b.data() + (o * inner + h) * b_inner;
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) {
          double s = 0;
          for (int p = 0; p < k; ++p)
            s += static_cast<double>(kernels::from_bf16(ta ? ap[p * lda + i] : ap[i * lda + p])) *
                 kernels::from_bf16(tb ? bp[j * ldb + p] : bp[p * ldb + j]);
          ASSERT_NEAR(c[static_cast<size_t>(o) * m * ldc + i * ldc + h * n + j], s, 1e-5 * k)
              << o << "," << h;
        }
    }
}

TEST(CpuGemmBf16, ChoosesANativeImplementationWhereTheCpuHasOne) {
  if (!DnnlMatmul::cpu_has_native_bf16()) GTEST_SKIP() << "no AVX512-BF16 or AMX: " << DnnlMatmul::isa_name();
  DnnlMatmul matmul;
  // A linear layer's three products: forward (B transposed), d input, d weight (A transposed).
  for (const auto& shape : {DnnlMatmul::Shape{false, true, 512, 768, 256, 256, 256, 768, 1.f, 1.f},
                            DnnlMatmul::Shape{false, false, 512, 256, 768, 768, 256, 256, 1.f, 0.f},
                            DnnlMatmul::Shape{true, false, 768, 256, 512, 768, 256, 256, 1.f, 1.f}}) {
    const std::string impl = matmul.implementation(shape);
    // "brg:avx512_core_bf16" on AVX512-BF16, "brg:avx512_core_amx" on AMX; never a reference or emulated
    // kernel.
    const bool native = impl.find("bf16") != std::string::npos || impl.find("amx") != std::string::npos;
    EXPECT_TRUE(native) << impl << " for " << shape.m << "x" << shape.n << "x" << shape.k
                        << (shape.trans_a ? " A^T" : "") << (shape.trans_b ? " B^T" : "");
  }
  // Attention's six batched products as the model lays them out (220 sentences, 8 heads of 32, 36 positions):
  // operands heads apart, or [N, D] rows for the context and its gradient; outputs without gaps. A gap
  // anywhere sends oneDNN 2.6 to its slower "gemm:jit".
  constexpr int B = 220, H = 8, T = 36, dk = 32, D = H * dk;
  const int64_t heads = int64_t{H} * T * dk, head = int64_t{T} * dk, probs = int64_t{H} * T * T, prob = T * T,
                rows = int64_t{T} * D;
  auto batched = [&](bool ta, bool tb, int m, int n, int k, int lda, int64_t ao, int64_t ai, int ldb,
                     int64_t bo, int64_t bi, int ldc, int64_t co, int64_t ci) {
    DnnlMatmul::Shape s{ta, tb, m, n, k, lda, ldb, ldc, 1.f, 0.f};
    s.batch = {B, H, ao, ai, bo, bi, co, ci};
    return std::string(matmul.implementation(s));
  };
  const std::string impls[] = {
      batched(false, true, T, T, dk, dk, heads, head, dk, heads, head, T, probs, prob),  // Q Kᵀ
      batched(false, false, T, dk, T, T, probs, prob, dk, heads, head, D, rows, dk),     // P V
      batched(false, true, T, T, dk, D, rows, dk, dk, heads, head, T, probs, prob),      // dctx Vᵀ
      batched(true, false, T, dk, T, T, probs, prob, D, rows, dk, D, rows, dk),          // Pᵀ dctx
      batched(false, false, T, dk, T, T, probs, prob, dk, heads, head, D, rows, dk),     // dS K
      batched(true, false, T, dk, T, T, probs, prob, dk, heads, head, D, rows, dk)};     // dSᵀ Q
  for (const std::string& impl : impls) EXPECT_NE(impl.find("brg"), std::string::npos) << impl;
}

}  // namespace
}  // namespace attn::train
