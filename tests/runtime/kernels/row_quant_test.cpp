// Row quantization (kernels/row_quant.h) against plain scalar restatements: the vector body and the scalar
// tail must round exactly as std::nearbyint does, ties to even included.
#include "runtime/src/kernels/row_quant.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "tests/runtime/kernels/kernel_test_util.h"

namespace attn::kernels {
namespace {

using test::random_vector;

TEST(RowQuant, MagnitudeIsTheLargestAbsoluteValue) {
  for (size_t n : {size_t{1}, size_t{15}, size_t{16}, size_t{17}, size_t{100}, size_t{1024}}) {
    std::vector<float> x = random_vector(n, static_cast<uint32_t>(n), 3.f);
    float want = 0.f;
    for (float v : x) want = std::max(want, std::fabs(v));
    EXPECT_EQ(row_magnitude(x.data(), n), want) << n;
    x[n - 1] = -(want + 1.f);  // the largest in the tail, negative
    EXPECT_EQ(row_magnitude(x.data(), n), want + 1.f) << n;
  }
}

TEST(RowQuant, MagnitudeOfZerosOrNonFiniteRowsIsOne) {
  std::vector<float> x(40, 0.f);
  EXPECT_EQ(row_magnitude(x.data(), x.size()), 1.f);
  EXPECT_EQ(row_magnitude(x.data(), 0), 1.f);
  x[3] = std::numeric_limits<float>::infinity();
  EXPECT_EQ(row_magnitude(x.data(), x.size()), 1.f);
}

TEST(RowQuant, QuantizeRowRoundsHalfToEvenAndClampsLikeTheScalarFormula) {
  for (int32_t zero_point : {0, -128, 37}) {
    for (size_t n : {size_t{1}, size_t{16}, size_t{33}, size_t{300}}) {
      std::vector<float> x = random_vector(n, static_cast<uint32_t>(n) + 7, 2.f);
      // Exact ties (k + 0.5 after scaling by 64) and values far outside the int8 range.
      for (size_t i = 0; i < n; i += 3) x[i] = (std::floor(x[i] * 64.f) + 0.5f) / 64.f;
      if (n > 5) x[5] = 1e6f, x[n - 1] = -1e6f;
      const float inverse_step = 64.f;
      std::vector<int8_t> q(n);
      quantize_row(x.data(), n, inverse_step, zero_point, q.data());
      for (size_t i = 0; i < n; ++i) {
        const float v = std::clamp(x[i] * inverse_step, static_cast<float>(-128 - zero_point),
                                   static_cast<float>(127 - zero_point));
        const int32_t want = static_cast<int32_t>(std::nearbyint(v)) + zero_point;
        ASSERT_EQ(q[i], want) << "zero point " << zero_point << ", n " << n << ", i " << i << ", x " << x[i];
      }
    }
  }
}

TEST(RowQuant, RangeIsTheMinimumAndMaximumWidenedToZero) {
  for (size_t n : {size_t{1}, size_t{15}, size_t{16}, size_t{33}, size_t{100}, size_t{1024}}) {
    std::vector<float> x = random_vector(n, static_cast<uint32_t>(n) + 3, 3.f);
    float want_lo = 0.f, want_hi = 0.f;
    for (float v : x) want_lo = std::min(want_lo, v), want_hi = std::max(want_hi, v);
    float lo = 1.f, hi = -1.f;
    row_range(x.data(), n, &lo, &hi);
    EXPECT_EQ(lo, want_lo) << n;
    EXPECT_EQ(hi, want_hi) << n;
    for (float& v : x) v = std::fabs(v) + 1.f;  // all positive: the range still starts at 0
    x[n - 1] = std::numeric_limits<float>::quiet_NaN();  // skipped
    row_range(x.data(), n, &lo, &hi);
    EXPECT_EQ(lo, 0.f) << n;
    EXPECT_EQ(hi > 1.f, n > 1) << n;  // a row of one NaN has the range [0, 0]
  }
}

// Offset 128 stores each value of the signed grid as the unsigned byte 128 higher (XNNPACK's qdu8 input).
TEST(RowQuant, QuantizeRowWithOffsetShiftsEveryByteBy128) {
  for (size_t n : {size_t{7}, size_t{16}, size_t{45}}) {
    const std::vector<float> x = random_vector(n, static_cast<uint32_t>(n) + 11, 4.f);
    std::vector<int8_t> q(n), shifted(n);
    quantize_row(x.data(), n, 40.f, -3, q.data());
    quantize_row(x.data(), n, 40.f, -3, shifted.data(), 128);
    for (size_t i = 0; i < n; ++i)
      ASSERT_EQ(static_cast<uint8_t>(shifted[i]), static_cast<uint8_t>(q[i] + 128)) << n << ", " << i;
  }
}

TEST(RowQuant, NanInputsBecomeTheZeroPoint) {
  // A damaged model's activations can be NaN (fuzz seed model_load/found_row_steps_nan_quantize).
  const float inverse = 3.0e38f;
  const int32_t zero_point = 5;
  std::vector<float> x(37, 0.f);
  x[3] = std::numeric_limits<float>::quiet_NaN();
  x[20] = std::numeric_limits<float>::quiet_NaN();  // in the vector body and in the tail
  x[36] = std::numeric_limits<float>::quiet_NaN();
  x[5] = 1.f;
  x[6] = -1.f;
  std::vector<int8_t> q(x.size());
  quantize_row(x.data(), x.size(), inverse, zero_point, q.data());
  EXPECT_EQ(q[0], 5);  // 0 stays the zero point, not NaN
  EXPECT_EQ(q[3], 5);  // NaN -> the zero point
  EXPECT_EQ(q[20], 5);
  EXPECT_EQ(q[36], 5);
  EXPECT_EQ(q[5], 127);  // saturates
  EXPECT_EQ(q[6], -128);
}

}  // namespace
}  // namespace attn::kernels
