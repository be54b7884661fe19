// The int16 hidden state of the int8 vocabulary projection (kernels/hidden_i16.h): rounding, clamping and NaN
// in the quantization, exact integer sums at tile shapes, block boundaries, the chunk boundary (dim > 1024)
// and the extreme weight −128, and the logit against the plain restatement in kernel_test_util.h and the
// documented bound on its distance from the exact logit.
#include "runtime/src/kernels/hidden_i16.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "tests/runtime/kernels/kernel_test_util.h"

namespace attn::kernels {
namespace {

TEST(HiddenI16, QuantizeRoundsHalfToEvenClampsAndZeroesNaN) {
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  const float x[] = {0.5f,     1.5f, 2.5f, -0.5f, -1.5f, 32767.4f, 40000.f,
                     -40000.f, nan,  inf,  -inf,  7.f,   -7.25f};
  const int16_t want[] = {0, 2, 2, 0, -2, 32767, 32767, -32767, 0, 32767, -32767, 7, -7};
  int16_t q[std::size(x)];
  hidden_i16::quantize(x, std::size(x), 1.f, q);
  for (size_t i = 0; i < std::size(x); ++i) EXPECT_EQ(q[i], want[i]) << "x = " << x[i];
}

// Each product of a tile against a plain int64 sum; a row of −128 weights against a row of ±32767 (the
// largest products) at every tested length, including lengths over the 256-column block and the 1024-column
// chunk.
template <size_t R, size_t C>
void check_tile(size_t dim, std::mt19937& rng) {
  std::uniform_real_distribution<float> dist(-3.f, 3.f);
  std::uniform_int_distribution<int> weight(-127, 127);
  std::vector<float> h(R * dim);
  for (float& v : h) v = dist(rng);
  for (size_t i = 0; i < dim; ++i) h[i] = i % 2 == 0 ? 3.f : -3.f;  // row 0 quantizes to ±32767
  std::vector<std::vector<int8_t>> w(C, std::vector<int8_t>(dim));
  for (auto& row : w)
    for (int8_t& v : row) v = static_cast<int8_t>(weight(rng));
  for (size_t i = 0; i < dim; ++i) w[0][i] = i % 2 == 0 ? int8_t{-128} : int8_t{127};
  const int8_t* rows[C];
  for (size_t c = 0; c < C; ++c) rows[c] = w[c].data();
  hidden_i16::QuantizedRows<R> quantized(h.data(), dim);
  float dots[R * C];
  quantized.template dots<C>(rows, dots);
  for (size_t r = 0; r < R; ++r) {
    for (size_t c = 0; c < C; ++c) {
      const float want = test::int16_logit(h.data() + r * dim, dim, rows[c], 1.f, 0.f);
      EXPECT_EQ(dots[r * C + c], want)
          << "R " << R << " C " << C << " dim " << dim << " r " << r << " c " << c;
    }
  }
}

TEST(HiddenI16, TilesSumExactlyAcrossBlocksAndChunks) {
  std::mt19937 rng(5);
  for (const size_t dim : {1u, 17u, 256u, 257u, 1024u, 1025u, 2300u}) {
    check_tile<1, 1>(dim, rng);
    check_tile<1, 4>(dim, rng);
    check_tile<2, 2>(dim, rng);
    check_tile<4, 2>(dim, rng);
  }
}

TEST(HiddenI16, LogitWithinTheDocumentedBoundOfTheExactOne) {
  std::mt19937 rng(9);
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  std::uniform_int_distribution<int> weight(-127, 127);
  for (const size_t dim : {16u, 256u, 512u, 1500u}) {
    for (int trial = 0; trial < 20; ++trial) {
      std::vector<float> h(dim);
      std::vector<int8_t> w(dim);
      // Magnitudes from 1e-3 to 1e3: the step follows each row's own range.
      const float magnitude = std::pow(10.f, static_cast<float>(trial % 7) - 3.f);
      for (float& v : h) v = magnitude * dist(rng);
      for (int8_t& v : w) v = static_cast<int8_t>(weight(rng));
      const float scale = 0.01f, bias = 0.5f;
      hidden_i16::QuantizedRows<1> quantized(h.data(), dim);
      const int8_t* row = w.data();
      float dot;
      quantized.dots<1>(&row, &dot);
      const float got = hidden_i16::logit(dot, scale, bias);
      double exact = 0.0;
      for (size_t i = 0; i < dim; ++i) exact += double{h[i]} * w[i];
      exact = exact * scale + bias;
      EXPECT_NEAR(got, exact, test::int16_logit_bound(h.data(), dim, w.data(), scale, exact))
          << "dim " << dim << " magnitude " << magnitude;
      EXPECT_NEAR(got, test::int16_logit(h.data(), dim, w.data(), scale, bias), 1e-6 * (1 + std::fabs(got)));
    }
  }
}

TEST(HiddenI16, ZeroAndNonFiniteRowsStayDefined) {
  const size_t dim = 40;
  std::vector<int8_t> w(dim, 3);
  const int8_t* row = w.data();
  std::vector<float> zero(dim, 0.f);
  float dot = -1.f;
  hidden_i16::QuantizedRows<1>(zero.data(), dim).dots<1>(&row, &dot);
  EXPECT_EQ(dot, 0.f);
  // A NaN element counts as 0 and the step comes from the rest of the row (row_magnitude skips NaN).
  std::vector<float> with_nan(dim, 0.5f);
  with_nan[7] = std::numeric_limits<float>::quiet_NaN();
  hidden_i16::QuantizedRows<1>(with_nan.data(), dim).dots<1>(&row, &dot);
  EXPECT_EQ(dot, test::int16_logit(with_nan.data(), dim, w.data(), 1.f, 0.f));
  EXPECT_NEAR(dot, 0.5f * 3 * (dim - 1), 1e-3f);
  // An infinity saturates, with the step of magnitude 1.
  std::vector<float> with_inf(dim, 0.5f);
  with_inf[3] = std::numeric_limits<float>::infinity();
  hidden_i16::QuantizedRows<1>(with_inf.data(), dim).dots<1>(&row, &dot);
  EXPECT_EQ(dot, test::int16_logit(with_inf.data(), dim, w.data(), 1.f, 0.f));
  EXPECT_NEAR(dot, 3 + 0.5f * 3 * (dim - 1), 1e-2f);
}

}  // namespace
}  // namespace attn::kernels
