// quant/quantization.h against a naive double-precision restatement of its documented arithmetic, on random
// data.
#include "runtime/src/quant/quantization.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "tests/support/rng.h"

namespace attn::quant {
namespace {

TEST(QuantizeRowsSymmetric, MatchesTheDocumentedRuleAndBoundsTheError) {
  test::Rng rng(5);
  const size_t rows = 37, cols = 53;
  std::vector<float> w(rows * cols);
  for (size_t r = 0; r < rows; ++r) {
    const float magnitude = 0.01f + static_cast<float>(r);  // rows of very different ranges
    for (size_t c = 0; c < cols; ++c) w[r * cols + c] = rng.uniform(magnitude);
  }
  std::fill(w.begin() + 5 * cols, w.begin() + 6 * cols, 0.f);  // an all-zero row
  std::vector<int8_t> q(rows * cols);
  std::vector<float> scales(rows);
  quantize_rows_symmetric(w.data(), rows, cols, q.data(), scales.data());
  for (size_t r = 0; r < rows; ++r) {
    double max_abs = 0;
    for (size_t c = 0; c < cols; ++c) max_abs = std::max(max_abs, std::fabs(double{w[r * cols + c]}));
    if (r == 5) {
      EXPECT_EQ(scales[r], 1.f);
    } else {
      EXPECT_NEAR(scales[r], max_abs / 127.0, 1e-6 * max_abs);
    }
    int max_q = 0;
    for (size_t c = 0; c < cols; ++c) {
      const int v = q[r * cols + c];
      ASSERT_GE(v, -127);
      ASSERT_LE(v, 127);
      max_q = std::max(max_q, std::abs(v));
      // Round to nearest: the dequantized value is within half a step.
      ASSERT_LE(std::fabs(v * double{scales[r]} - w[r * cols + c]), 0.5001 * scales[r]) << r << "," << c;
    }
    EXPECT_EQ(max_q, r == 5 ? 0 : 127) << "the largest magnitude maps to ±127, row " << r;
  }
}

TEST(ActivationQuant, CoversTheRangeAndRepresentsZeroExactly) {
  const struct {
    float min, max;
  } ranges[] = {{-3.f, 5.f}, {0.5f, 7.f}, {-9.f, -1.f}, {0.f, 12.f}, {-0.001f, 0.002f}, {-100.f, 1e-3f}};
  for (const auto& r : ranges) {
    SCOPED_TRACE(testing::Message() << "[" << r.min << ", " << r.max << "]");
    const ActivationQuant a = activation_quant_from_range(r.min, r.max);
    const double lo = std::min(r.min, 0.f), hi = std::max(r.max, 0.f);
    EXPECT_NEAR(a.scale, (hi - lo) / 255.0, 1e-6 * (hi - lo));
    EXPECT_GE(a.zero_point, -128);
    EXPECT_LE(a.zero_point, 127);
    EXPECT_EQ(dequantize_value(quantize_value(0.f, a), a), 0.f);
    // Both ends of the widened range are representable within half a step.
    EXPECT_NEAR(dequantize_value(quantize_value(static_cast<float>(lo), a), a), lo, 0.5001 * a.scale);
    EXPECT_NEAR(dequantize_value(quantize_value(static_cast<float>(hi), a), a), hi, 0.5001 * a.scale);
  }
  const ActivationQuant degenerate = activation_quant_from_range(0.f, 0.f);
  EXPECT_EQ(degenerate.scale, 1.f);
  EXPECT_EQ(degenerate.zero_point, 0);
}

TEST(ActivationQuant, QuantizeRoundsHalfToEvenAndSaturates) {
  const ActivationQuant a{0.5f, 3};
  EXPECT_EQ(quantize_value(0.25f, a), 3);   // 0.5 -> 0 (even)
  EXPECT_EQ(quantize_value(0.75f, a), 5);   // 1.5 -> 2
  EXPECT_EQ(quantize_value(-0.75f, a), 1);  // -1.5 -> -2
  EXPECT_EQ(quantize_value(1000.f, a), 127);
  EXPECT_EQ(quantize_value(-1000.f, a), -128);
  EXPECT_EQ(quantize_value(std::nanf(""), a), 3);
  test::Rng rng(9);
  for (int i = 0; i < 1000; ++i) {
    const float x = rng.uniform(60.f);
    const double want = std::clamp(std::nearbyint(double{x} / 0.5) + 3, -128.0, 127.0);
    ASSERT_EQ(quantize_value(x, a), static_cast<int>(want)) << x;
    ASSERT_FLOAT_EQ(dequantize_value(quantize_value(x, a), a), 0.5f * static_cast<float>(want - 3));
  }
}

TEST(RangeObserver, AccumulatesPerLayerMinMaxAndCounts) {
  RangeObserver observer(3);
  const float x1[] = {1.f, -2.f, 3.f, 0.5f}, y1[] = {7.f, 8.f};
  const float x2[] = {-5.f, 2.f}, y2[] = {-1.f};
  observer.observe(1, x1, 2, 2, y1, 1);
  observer.observe(1, x2, 1, 2, y2, 1);
  observer.observe(7, x1, 2, 2, y1, 1);  // out of range: ignored, no crash
  const auto& in = observer.inputs()[1];
  EXPECT_EQ(in.min, -5.f);
  EXPECT_EQ(in.max, 3.f);
  EXPECT_EQ(in.count, 6u);
  const auto& out = observer.outputs()[1];
  EXPECT_EQ(out.min, -1.f);
  EXPECT_EQ(out.max, 8.f);
  EXPECT_EQ(out.count, 3u);
  EXPECT_EQ(observer.inputs()[0].count, 0u);
  EXPECT_EQ(observer.outputs()[2].count, 0u);
  // A range that never saw a value is [0, 0]: calibrates to the degenerate parameters.
  EXPECT_EQ(observer.inputs()[0].min, 0.f);
  EXPECT_EQ(observer.inputs()[0].max, 0.f);
}

}  // namespace
}  // namespace attn::quant
