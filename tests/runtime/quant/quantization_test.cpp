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

// quantize_rows_int4 restated: for each clip in {1, 0.98, ..., 0.70}, scale = clip · max|row| / 7 and
// q = clamp(nearbyint(w / scale), -8, 7); the clip with the smallest squared error (the first on ties) wins;
// element k of the matrix is nibble q + 8 at byte k / 2, low nibble first.
TEST(QuantizeRowsInt4, MatchesTheDocumentedRuleAndLayout) {
  test::Rng rng(7);
  const size_t rows = 9, cols = 31;  // odd cols: rows start mid-byte
  std::vector<float> w(rows * cols);
  for (size_t r = 0; r < rows; ++r) {
    const float magnitude = 0.01f + static_cast<float>(r);
    for (size_t c = 0; c < cols; ++c) w[r * cols + c] = rng.uniform(magnitude);
  }
  // Row 2: thirty 1s and one 1.1. Covering 1.1 puts 1 between levels (6 · 1.1 / 7 = 0.94); clipping it
  // to 0.9 · 1.1 puts 1 on a level (7 · 0.99 / 7 = 0.99) at a small cost to the 1.1.
  std::fill(w.begin() + 2 * cols, w.begin() + 3 * cols, 1.f);
  w[2 * cols + 4] = 1.1f;
  std::fill(w.begin() + 5 * cols, w.begin() + 6 * cols, 0.f);  // an all-zero row
  std::vector<uint8_t> packed(rows * cols / 2 + 1, 0xAB);
  std::vector<float> scales(rows);
  quantize_rows_int4(w.data(), rows, cols, packed.data(), scales.data());
  for (size_t r = 0; r < rows; ++r) {
    const float* row = w.data() + r * cols;
    float max_abs = 0.f;
    for (size_t c = 0; c < cols; ++c) max_abs = std::max(max_abs, std::fabs(row[c]));
    float want_scale = 1.f;
    double best = 0.0;
    for (int step = 0; max_abs > 0.f && step < 16; ++step) {
      const float scale = (1.f - 0.02f * static_cast<float>(step)) * max_abs / 7.f;
      double error = 0.0;
      for (size_t c = 0; c < cols; ++c) {
        const float q = std::clamp(std::nearbyint(row[c] / scale), -8.f, 7.f);
        error += std::pow(double{row[c]} - double{q * scale}, 2);
      }
      if (step == 0 || error < best) best = error, want_scale = scale;
    }
    ASSERT_EQ(scales[r], want_scale) << "row " << r;
    for (size_t c = 0; c < cols; ++c) {
      const size_t k = r * cols + c;
      const int want = static_cast<int>(std::clamp(std::nearbyint(row[c] / want_scale), -8.f, 7.f)) + 8;
      const int nibble = k % 2 == 0 ? packed[k / 2] % 16 : packed[k / 2] / 16;
      ASSERT_EQ(nibble, want) << r << "," << c;
      ASSERT_EQ(int4_value(packed.data(), k), want - 8);
    }
  }
  EXPECT_LT(scales[2], 1.1f / 7.f * 0.95f) << "the row with one larger value is clipped";
  EXPECT_EQ(scales[5], 1.f);
  // rows · cols is odd: the last byte's high nibble is zero padding, written by the function.
  EXPECT_EQ(packed[rows * cols / 2] >> 4, 0);
}

TEST(RoundToBfloat16, RoundsToNearestEvenAndKeepsInfinities) {
  EXPECT_EQ(round_to_bfloat16(1.f), 1.f);
  EXPECT_EQ(round_to_bfloat16(1.f + 1.f / 256.f), 1.f);                        // a tie: to the even 1
  EXPECT_EQ(round_to_bfloat16(1.f + 3.f / 256.f), 1.f + 4.f / 256.f);          // a tie: to the even 1 + 2^-6
  EXPECT_EQ(round_to_bfloat16(1.f + 1.f / 128.f + 1e-6f), 1.f + 1.f / 128.f);  // above the tie: up
  EXPECT_EQ(round_to_bfloat16(-0.1f), -0.10009765625f);
  EXPECT_EQ(round_to_bfloat16(INFINITY), INFINITY);
}

// quantize_blocks_int4 is quantize_rows_int4's search over each block of a row, with candidate scales rounded
// to bfloat16: here against the per-row function on the same runs, whose scales it may only differ from by
// that rounding, and the rows' blocks each get their own scale.
TEST(QuantizeBlocksInt4, EachBlockIsARowOfBfloat16Scale) {
  test::Rng rng(9);
  const size_t rows = 5, cols = 96, block = 32;
  std::vector<float> w(rows * cols);
  for (size_t k = 0; k < w.size(); ++k) w[k] = rng.uniform(0.01f + static_cast<float>(k % cols / block));
  std::fill(w.begin() + cols, w.begin() + cols + block, 0.f);  // an all-zero block
  std::vector<uint8_t> packed(rows * cols / 2), per_run(rows * cols / 2);
  std::vector<float> scales(rows * cols / block), run_scales(rows * cols / block);
  quantize_blocks_int4(w.data(), rows, cols, block, packed.data(), scales.data());
  quantize_rows_int4(w.data(), rows * cols / block, block, per_run.data(), run_scales.data());
  for (size_t b = 0; b < scales.size(); ++b) {
    ASSERT_EQ(scales[b], round_to_bfloat16(scales[b])) << b;
    // Rounding the scale moves it by at most 2^-9 of itself; the search may then pick a neighbouring clip.
    ASSERT_NEAR(scales[b], run_scales[b], 0.05 * run_scales[b]) << b;
    double error = 0.0, run_error = 0.0;
    for (size_t i = b * block; i < (b + 1) * block; ++i) {
      error += std::pow(w[i] - int4_value(packed.data(), i) * double{scales[b]}, 2);
      run_error += std::pow(w[i] - int4_value(per_run.data(), i) * double{run_scales[b]}, 2);
    }
    ASSERT_LE(error, run_error * 1.02 + 1e-12) << b;
  }
  EXPECT_EQ(scales[3], 1.f);  // the all-zero block
  // The blocks of a row differ as their magnitudes do (0.01, 1.01, 2.01 times the random values).
  EXPECT_LT(scales[0] * 10, scales[1]);
}

}  // namespace
}  // namespace attn::quant
