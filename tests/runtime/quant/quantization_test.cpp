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

}  // namespace
}  // namespace attn::quant
