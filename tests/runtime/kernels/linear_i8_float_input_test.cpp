// Int8 weights with fp32 input: the portable kernel linear_i8_float_input against a double-precision
// restatement (no input rounding: only the weights' own), and XNNPACK's f32_qc8w operator against the
// portable kernel: odd sizes, with and without bias, batch sizes changing between runs, one and two threads,
// rows independent of the rows beside them.
#include <gtest/gtest.h>
#include <pthreadpool.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
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

TEST(LinearI8FloatInput, IsTheDequantizedProductAndNearTheFp32One) {
  uint32_t seed = 400;
  for (const Shape s : kShapes) {
    SCOPED_TRACE(::testing::Message() << s.in << " -> " << s.out);
    const Layer l(s.in, s.out, seed += 3);
    const size_t rows = 3;
    const auto x = random_vector(rows * s.in, seed += 3, 4.f);
    std::vector<float> y(rows * s.out);
    linear_i8_float_input(x.data(), l.wq.data(), l.w_scales.data(), l.b.data(), y.data(), rows, s.in, s.out);
    for (size_t n = 0; n < rows; ++n) {
      const float* row = x.data() + n * s.in;
      for (size_t o = 0; o < s.out; ++o) {
        double dequantized = 0.0, exact = 0.0, magnitude = 0.0;
        for (size_t i = 0; i < s.in; ++i) {
          dequantized += double{row[i]} * l.wq[o * s.in + i];
          exact += double{row[i]} * l.w[o * s.in + i];
          magnitude += std::fabs(double{row[i]} * l.wq[o * s.in + i]);
        }
        const double want = dequantized * l.w_scales[o] + l.b[o];
        const float got = y[n * s.out + o];
        // fp32 sums: one rounding per term, relative to the sum of magnitudes.
        ASSERT_NEAR(got, want, 2e-7 * s.in * magnitude * l.w_scales[o] + 4e-7 * std::fabs(l.b[o]) + 1e-30)
            << n << "," << o;
        // Against fp32: the weights' rounding only (half a weight step times |x| <= 4).
        ASSERT_LE(std::fabs(double{got} - (exact + l.b[o])), 0.5 * l.w_scales[o] * 4.0 * s.in + 1e-5)
            << n << "," << o;
      }
    }
  }
}

class XnnpackInt8FloatInputTest : public ::testing::TestWithParam<size_t> {};  // threads

TEST_P(XnnpackInt8FloatInputTest, AgreesWithPortableForChangingBatchSizesAndRowsAreIndependent) {
  ASSERT_TRUE(xnnpack_initialize().ok());
  const size_t threads = GetParam();
  Pool pool(threads > 1 ? pthreadpool_create(threads) : nullptr);
  uint32_t seed = 500;
  constexpr size_t kMaxRows = 13;
  for (const Shape s : kShapes) {
    for (bool with_bias : {false, true}) {
      SCOPED_TRACE(::testing::Message() << s.in << " -> " << s.out << (with_bias ? " bias" : ""));
      const Layer l(s.in, s.out, seed += 3);
      const float* bias = with_bias ? l.b.data() : nullptr;
      XnnpackLinear op;
      const Status created =
          op.create_int8_float_input(l.wq.data(), l.w_scales.data(), bias, s.in, s.out, pool.get());
      ASSERT_TRUE(created.ok()) << created.message();
      EXPECT_TRUE(op.is_int8_float_input());
      EXPECT_FALSE(op.is_int8());  // nothing staged
      const auto x = random_vector(kMaxRows * s.in, seed += 3, 3.f);
      std::vector<float> alone(s.out);
      for (size_t rows : {size_t{1}, size_t{4}, kMaxRows, size_t{2}, size_t{7}}) {
        std::vector<float> got(rows * s.out, NAN), want(rows * s.out);
        ASSERT_TRUE(op.run(x.data(), rows, got.data()).ok());
        linear_i8_float_input(x.data(), l.wq.data(), l.w_scales.data(), bias, want.data(), rows, s.in, s.out);
        for (size_t n = 0; n < rows; ++n) {
          // The same sum in another association (SIMD lanes, fused multiply-adds): within the rounding of
          // the sum of the terms' magnitudes.
          for (size_t o = 0; o < s.out; ++o) {
            double magnitude = 0.0;
            for (size_t i = 0; i < s.in; ++i)
              magnitude += std::fabs(double{x[n * s.in + i]} * l.wq[o * s.in + i]);
            const size_t at = n * s.out + o;
            ASSERT_NEAR(got[at], want[at],
                        2e-7 * s.in * magnitude * l.w_scales[o] + 1e-6f * std::fabs(want[at]))
                << "rows " << rows << " at " << n << "," << o;
          }
        }
        // A row's result does not depend on the rows beside it (the batch-size invariance translations rely
        // on): the last row run alone.
        ASSERT_TRUE(op.run(x.data() + (rows - 1) * s.in, 1, alone.data()).ok());
        for (size_t o = 0; o < s.out; ++o)
          ASSERT_EQ(alone[o], got[(rows - 1) * s.out + o]) << rows << "," << o;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Threads, XnnpackInt8FloatInputTest, ::testing::Values(size_t{1}, size_t{2}));

}  // namespace
}  // namespace attn::kernels
