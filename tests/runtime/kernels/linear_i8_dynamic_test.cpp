// Run-time quantized int8 (format version 5): the portable kernel linear_i8_dynamic against a
// double-precision restatement of its arithmetic and against the fp32 product, and XNNPACK's operators (the
// fastest kernels this CPU has, and the signed ones) against the portable kernel: odd sizes, with and without
// bias, batch sizes changing between runs, one and two threads.
#include <gtest/gtest.h>
#include <pthreadpool.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <tuple>
#include <vector>

#include "runtime/src/kernels/linear_i8.h"
#include "runtime/src/kernels/xnnpack_linear.h"
#include "runtime/src/quant/quantization.h"
#include "tests/runtime/kernels/kernel_test_util.h"

namespace attn::kernels {
namespace {

using test::Pool;
using test::random_vector;

struct Shape {
  size_t in, out;
};
constexpr Shape kShapes[] = {{1, 1}, {3, 5}, {17, 29}, {64, 256}, {256, 1024}, {1024, 256}, {250, 37}};

struct Layer {
  std::vector<float> w;  // fp32 [out, in]
  std::vector<int8_t> wq;
  std::vector<float> w_scales, b;
  Layer(size_t in, size_t out, uint32_t seed)
      : w(random_vector(in * out, seed)), wq(in * out), w_scales(out), b(random_vector(out, seed + 1)) {
    quant::quantize_rows_symmetric(w.data(), out, in, wq.data(), w_scales.data());
  }
};

// XNNPACK's grid of a row: [min(0, min x), max(0, max x)] onto 256 levels with 0 exact.
TEST(DynamicRowQuant, MapsTheRowRangeOntoTheInt8GridWithZeroExact) {
  const std::vector<float> mixed = {-2.f, 0.5f, 1.f, 3.f};
  const RowQuant p = dynamic_row_quant(mixed.data(), mixed.size());
  EXPECT_FLOAT_EQ(p.scale, 5.f / 255.f);
  // -2 and 3 land on the grid's ends, within half a step.
  EXPECT_NEAR(-2.f / p.scale + p.zero_point, -128.f, 0.5f);
  EXPECT_NEAR(3.f / p.scale + p.zero_point, 127.f, 0.5f);
  // Positive rows start at -128, negative rows end at 127, and a row of zeros has step 1.
  const std::vector<float> positive = {0.25f, 1.f}, negative = {-1.f, -0.5f}, zeros = {0.f, 0.f};
  EXPECT_EQ(dynamic_row_quant(positive.data(), 2).zero_point, -128);
  EXPECT_FLOAT_EQ(dynamic_row_quant(positive.data(), 2).scale, 1.f / 255.f);
  EXPECT_EQ(dynamic_row_quant(negative.data(), 2).zero_point, 127);
  EXPECT_FLOAT_EQ(dynamic_row_quant(zeros.data(), 2).scale, 1.f);
}

TEST(LinearI8Dynamic, IsItsArithmeticRestatedAndNearTheFp32Product) {
  uint32_t seed = 900;
  for (const Shape s : kShapes) {
    SCOPED_TRACE(::testing::Message() << s.in << " -> " << s.out);
    const Layer l(s.in, s.out, seed += 3);
    const size_t rows = 3;
    const auto x = random_vector(rows * s.in, seed += 3, 4.f);
    std::vector<float> y(rows * s.out);
    linear_i8_dynamic(x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), y.data(), rows, s.in, s.out);
    for (size_t n = 0; n < rows; ++n) {
      const float* row = x.data() + n * s.in;
      const RowQuant p = dynamic_row_quant(row, s.in);
      for (size_t o = 0; o < s.out; ++o) {
        int64_t acc = 0;
        double exact = 0.0, magnitude = 0.0;
        for (size_t i = 0; i < s.in; ++i) {
          const double q = std::clamp(std::nearbyint(double{row[i]} / p.scale) + p.zero_point, -128.0, 127.0);
          acc += (static_cast<int64_t>(q) - p.zero_point) * l.wq[o * s.in + i];
          exact += double{row[i]} * l.w[o * s.in + i];
          magnitude += std::fabs(double{l.w[o * s.in + i]});
        }
        const double want = static_cast<double>(acc) * p.scale * l.w_scales[o] + l.b[o];
        const float got = y[n * s.out + o];
        // The float expression rounds three times.
        ASSERT_NEAR(got, want, 4e-7 * (std::fabs(want) + std::fabs(l.b[o])) + 1e-30) << n << "," << o;
        // Against fp32: half an input step per element times the weights, plus the weights' own rounding
        // (half a weight step times |x| <= 4).
        const double bound = 0.5 * p.scale * magnitude + 0.5 * l.w_scales[o] * 4.0 * s.in + 1e-6;
        ASSERT_LE(std::fabs(double{got} - (exact + l.b[o])), bound) << n << "," << o;
      }
    }
  }
}

using Params = std::tuple<size_t, XnnpackLinear::DynamicKernels>;  // threads, kernels
class XnnpackDynamicInt8Test : public ::testing::TestWithParam<Params> {};

TEST_P(XnnpackDynamicInt8Test, AgreesWithPortableForChangingBatchSizesAndRowsAreIndependent) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  const auto [threads, kernels] = GetParam();
  Pool pool(threads > 1 ? pthreadpool_create(threads) : nullptr);
  uint32_t seed = 700;
  constexpr size_t kMaxRows = 13;
  for (const Shape s : kShapes) {
    for (bool with_bias : {false, true}) {
      SCOPED_TRACE(::testing::Message() << s.in << " -> " << s.out << (with_bias ? " bias" : ""));
      const Layer l(s.in, s.out, seed += 3);
      const float* bias = with_bias ? l.b.data() : nullptr;
      std::vector<int8_t> stage(kMaxRows * s.in);
      const Int8Staging staging{stage.data(), stage.size()};
      XnnpackLinear op;
      const Status created = op.create_int8_dynamic(l.wq.data(), l.w_scales.data(), bias, s.in, s.out,
                                                    kMaxRows, staging, pool.get(), kernels);
      ASSERT_TRUE(created.ok()) << created.message();
      EXPECT_TRUE(op.is_int8());
      const auto x = random_vector(kMaxRows * s.in, seed += 3, 3.f);
      std::vector<float> alone(s.out);
      for (size_t rows : {size_t{1}, size_t{4}, kMaxRows, size_t{2}, size_t{7}}) {
        std::vector<float> got(rows * s.out, NAN), want(rows * s.out);
        ASSERT_TRUE(op.run(x.data(), rows, got.data()).ok());
        linear_i8_dynamic(x.data(), l.wq.data(), l.w_scales.data(), bias, want.data(), rows, s.in, s.out);
        // Exact integer sums on the same grid; XNNPACK's SIMD kernels may fuse the last multiply-add.
        for (size_t i = 0; i < got.size(); ++i) {
          ASSERT_NEAR(got[i], want[i], 1e-6f * std::max(1.f, std::fabs(want[i])))
              << "rows " << rows << " at " << i;
        }
        // A row's result does not depend on the rows beside it (the batch-size invariance translations rely
        // on, but for the one CPU family attn.h names): the last row run alone.
        ASSERT_TRUE(op.run(x.data() + (rows - 1) * s.in, 1, alone.data()).ok());
        SCOPED_TRACE(::testing::Message() << "the last of " << rows << " rows alone");
        ASSERT_NO_FATAL_FAILURE(
            test::expect_row_as_among_others(alone.data(), got.data() + (rows - 1) * s.out, s.out, true));
      }
      // More rows than planned is a planning bug, reported as such.
      std::vector<float> y((kMaxRows + 1) * s.out);
      const std::vector<float> big((kMaxRows + 1) * s.in, 1.f);
      const Status over = op.run(big.data(), kMaxRows + 1, y.data());
      EXPECT_EQ(over.code(), StatusCode::kInternal);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(ThreadsAndKernels, XnnpackDynamicInt8Test,
                         ::testing::Combine(::testing::Values(size_t{1}, size_t{2}),
                                            ::testing::Values(XnnpackLinear::DynamicKernels::kFastest,
                                                              XnnpackLinear::DynamicKernels::kSigned)));

}  // namespace
}  // namespace attn::kernels
