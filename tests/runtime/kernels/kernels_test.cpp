// Every fp32 kernel against a naive double-precision reference written out here, on random non-zero inputs
// with odd sizes (so the 8-lane and 4-row unrolled paths and their remainders are all exercised).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <random>
#include <tuple>
#include <vector>

#include "runtime/src/kernels/activation.h"
#include "runtime/src/kernels/attention.h"
#include "runtime/src/kernels/embedding.h"
#include "runtime/src/kernels/layer_norm.h"
#include "runtime/src/kernels/linear.h"
#include "runtime/src/kernels/softmax.h"
#include "runtime/src/kernels/top_k.h"

namespace attn::kernels {
namespace {

std::vector<float> random_vector(size_t n, uint32_t seed, float lo = -1.f, float hi = 1.f) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> v(n);
  for (auto& x : v) {
    do x = dist(rng);
    while (x == 0.f);
  }
  return v;
}

void expect_close(const std::vector<float>& got, const std::vector<double>& want, double tol) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    ASSERT_NEAR(got[i], want[i], tol * std::max(1.0, std::abs(want[i]))) << "at " << i;
  }
}

struct LinearSize {
  size_t rows, in, out;
};

class LinearTest : public ::testing::TestWithParam<LinearSize> {};

TEST_P(LinearTest, MatchesNaive) {
  const auto [N, I, O] = GetParam();
  const auto x = random_vector(N * I, 1), w = random_vector(O * I, 2), b = random_vector(O, 3);
  for (bool with_bias : {true, false}) {
    std::vector<float> y(N * O, 123.f);
    linear(x.data(), w.data(), with_bias ? b.data() : nullptr, y.data(), N, I, O);
    std::vector<double> want(N * O);
    for (size_t n = 0; n < N; ++n)
      for (size_t o = 0; o < O; ++o) {
        double s = with_bias ? b[o] : 0.0;
        for (size_t i = 0; i < I; ++i) s += double(x[n * I + i]) * w[o * I + i];
        want[n * O + o] = s;
      }
    expect_close(y, want, 1e-5);
  }
}

INSTANTIATE_TEST_SUITE_P(Sizes, LinearTest,
                         ::testing::Values(LinearSize{1, 1, 1}, LinearSize{1, 7, 3}, LinearSize{3, 8, 4},
                                           LinearSize{5, 17, 13}, LinearSize{2, 64, 130}, LinearSize{7, 129, 67},
                                           LinearSize{4, 256, 1024}));

TEST(LayerNorm, MatchesNaive) {
  for (size_t D : {1u, 5u, 16u, 33u}) {
    const size_t N = 3;
    // A large common offset checks the two-pass variance.
    auto x = random_vector(N * D, 4, 90.f, 110.f);
    const auto g = random_vector(D, 5), b = random_vector(D, 6);
    const float eps = 1e-5f;
    std::vector<double> want(N * D);
    for (size_t n = 0; n < N; ++n) {
      double mean = 0, var = 0;
      for (size_t i = 0; i < D; ++i) mean += x[n * D + i];
      mean /= D;
      for (size_t i = 0; i < D; ++i) var += (x[n * D + i] - mean) * (x[n * D + i] - mean);
      var /= D;
      for (size_t i = 0; i < D; ++i) want[n * D + i] = (x[n * D + i] - mean) / std::sqrt(var + eps) * g[i] + b[i];
    }
    std::vector<float> y(N * D);
    layer_norm(x.data(), g.data(), b.data(), y.data(), N, D, eps);
    expect_close(y, want, 1e-4);
    layer_norm(x.data(), g.data(), b.data(), x.data(), N, D, eps);  // in place
    expect_close(x, want, 1e-4);
  }
}

TEST(Softmax, MatchesNaiveAndSurvivesLargeLogits) {
  const size_t N = 3, C = 11;
  auto x = random_vector(N * C, 7, -5.f, 5.f);
  x[4] = 500.f;  // would overflow exp() without the max subtraction
  std::vector<double> want(N * C), want_log(N * C);
  for (size_t n = 0; n < N; ++n) {
    double m = -1e300, s = 0;
    for (size_t i = 0; i < C; ++i) m = std::max(m, double(x[n * C + i]));
    for (size_t i = 0; i < C; ++i) s += std::exp(x[n * C + i] - m);
    for (size_t i = 0; i < C; ++i) {
      want[n * C + i] = std::exp(x[n * C + i] - m) / s;
      want_log[n * C + i] = x[n * C + i] - m - std::log(s);
    }
  }
  auto y = x;
  softmax(y.data(), N, C);
  expect_close(y, want, 1e-5);
  auto z = x;
  log_softmax(z.data(), N, C);
  expect_close(z, want_log, 1e-5);
}

TEST(Activation, ReluGeluAdd) {
  const auto x = random_vector(37, 8, -3.f, 3.f), y = random_vector(37, 9);
  auto r = x, g = x, a = x;
  relu(r.data(), r.size());
  gelu(g.data(), g.size());
  add(a.data(), y.data(), a.size());
  std::vector<double> wr(37), wg(37), wa(37);
  for (size_t i = 0; i < 37; ++i) {
    wr[i] = std::max(0.0, double(x[i]));
    wg[i] = 0.5 * x[i] * (1.0 + std::erf(x[i] / std::sqrt(2.0)));
    wa[i] = double(x[i]) + y[i];
  }
  expect_close(r, wr, 1e-6);
  expect_close(g, wg, 1e-5);
  expect_close(a, wa, 1e-6);
}

TEST(Embedding, SinusoidalTableFollowsThePaper) {
  const size_t P = 9, D = 7;  // odd D: the last column is a sin with no cos partner
  std::vector<float> table(P * D);
  sinusoidal_positions(table.data(), P, D);
  std::vector<double> want(P * D);
  for (size_t p = 0; p < P; ++p)
    for (size_t j = 0; j < D; ++j) {
      const double i2 = double(j - j % 2);
      const double angle = p / std::pow(10000.0, i2 / D);
      want[p * D + j] = j % 2 == 0 ? std::sin(angle) : std::cos(angle);
    }
  expect_close(table, want, 1e-6);
  EXPECT_FLOAT_EQ(table[0], 0.f);  // sin(0)
  EXPECT_FLOAT_EQ(table[1], 1.f);  // cos(0)
}

TEST(Embedding, MarianTableHasSinesThenCosines) {
  const size_t P = 9, D = 8;
  std::vector<float> table(P * D), paper(P * D);
  sinusoidal_positions_concat(table.data(), P, D);
  sinusoidal_positions(paper.data(), P, D);
  // The same values as the paper's table, columns regrouped: paper column 2i -> i, 2i + 1 -> D/2 + i.
  for (size_t p = 0; p < P; ++p)
    for (size_t i = 0; i < D / 2; ++i) {
      EXPECT_EQ(table[p * D + i], paper[p * D + 2 * i]);
      EXPECT_EQ(table[p * D + D / 2 + i], paper[p * D + 2 * i + 1]);
    }
  EXPECT_FLOAT_EQ(table[D / 2], 1.f);  // cos(0) at position 0
  EXPECT_NEAR(table[D + 1], std::sin(1.0 / std::pow(10000.0, 2.0 / D)), 1e-7);
}

TEST(Activation, SiluIsXTimesSigmoid) {
  std::vector<float> x = random_vector(1000, 5);
  for (float& v : x) v *= 8.f;  // the saturated ends too
  x.push_back(-100.f);
  x.push_back(100.f);
  std::vector<double> want(x.size());
  for (size_t i = 0; i < x.size(); ++i) want[i] = double(x[i]) / (1.0 + std::exp(-double(x[i])));
  silu(x.data(), x.size());
  expect_close(x, want, 1e-5);
  EXPECT_EQ(x[x.size() - 2], -0.f);
  EXPECT_FLOAT_EQ(x.back(), 100.f);
}

TEST(Embedding, ScalesAndAddsPositions) {
  const size_t V = 10, D = 6, P = 8;
  const auto E = random_vector(V * D, 10);
  std::vector<float> table(P * D);
  sinusoidal_positions(table.data(), P, D);
  const int32_t tokens[] = {3, 9, 0, 3};
  std::vector<float> out(4 * D);
  // Encoder-style: consecutive positions from 2.
  embed(tokens, 4, E.data(), D, 2.5f, table.data() + 2 * D, D, out.data());
  std::vector<double> want(4 * D);
  for (size_t n = 0; n < 4; ++n)
    for (size_t i = 0; i < D; ++i) want[n * D + i] = 2.5 * E[tokens[n] * D + i] + table[(2 + n) * D + i];
  expect_close(out, want, 1e-6);
  // Decoder-step style: every token at position 5.
  embed(tokens, 4, E.data(), D, 2.5f, table.data() + 5 * D, 0, out.data());
  for (size_t n = 0; n < 4; ++n)
    for (size_t i = 0; i < D; ++i) want[n * D + i] = 2.5 * E[tokens[n] * D + i] + table[5 * D + i];
  expect_close(out, want, 1e-6);
}

// Quantized tables: a row of an int8 or 4-bit embedding is looked up as embed() looks up the row dequantized
// (row scale · q, with q restated here from the layouts: int8 as stored, 4-bit as nibble − 8, low first).
TEST(Embedding, QuantizedRowsEqualTheirDequantizedRows) {
  const size_t V = 9, D = 6, P = 4;
  std::vector<float> table(P * D);
  sinusoidal_positions(table.data(), P, D);
  std::vector<float> scales(V);
  std::vector<int8_t> q8(V * D);
  std::vector<uint8_t> q4(V * D / 2);
  for (size_t v = 0; v < V; ++v) scales[v] = 0.01f * static_cast<float>(v + 1);
  std::mt19937 rng(12);
  std::uniform_int_distribution<int> value8(-127, 127), value4(-8, 7);
  std::vector<float> dequantized8(V * D), dequantized4(V * D);
  for (size_t k = 0; k < V * D; ++k) {
    q8[k] = static_cast<int8_t>(value8(rng));
    const int n = value4(rng);
    q4[k / 2] = static_cast<uint8_t>(q4[k / 2] | (k % 2 == 0 ? n + 8 : (n + 8) << 4));
    dequantized8[k] = scales[k / D] * static_cast<float>(q8[k]);
    dequantized4[k] = scales[k / D] * static_cast<float>(n);
  }
  const int32_t tokens[] = {8, 0, 4, 8};
  std::vector<float> got(4 * D), want(4 * D);
  for (const size_t stride : {size_t{0}, D}) {
    embed_i8(tokens, 4, q8.data(), scales.data(), D, 3.f, table.data(), stride, got.data());
    embed(tokens, 4, dequantized8.data(), D, 3.f, table.data(), stride, want.data());
    for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-6f) << "i8 " << i;
    embed_i4(tokens, 4, q4.data(), scales.data(), D, 3.f, table.data(), stride, got.data());
    embed(tokens, 4, dequantized4.data(), D, 3.f, table.data(), stride, want.data());
    for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-6f) << "i4 " << i;
  }
}

TEST(Embedding, BlockScaledRowsEqualTheirDequantizedRows) {
  const size_t V = 7, D = 96, P = 3, B = 32;  // three blocks a row
  std::vector<float> table(P * D);
  sinusoidal_positions(table.data(), P, D);
  std::vector<float> scales(V * D / B);
  for (size_t k = 0; k < scales.size(); ++k) scales[k] = 0.005f * static_cast<float>(k + 1);
  std::vector<uint8_t> q4(V * D / 2);
  std::vector<float> dequantized(V * D);
  std::mt19937 rng(14);
  std::uniform_int_distribution<int> value4(-8, 7);
  for (size_t k = 0; k < V * D; ++k) {
    const int n = value4(rng);
    q4[k / 2] = static_cast<uint8_t>(q4[k / 2] | (k % 2 == 0 ? n + 8 : (n + 8) << 4));
    // Row k / D, block (k % D) / B of it.
    dequantized[k] = scales[(k / D) * (D / B) + (k % D) / B] * static_cast<float>(n);
  }
  const int32_t tokens[] = {6, 0, 3};
  std::vector<float> got(3 * D), want(3 * D);
  for (const size_t stride : {size_t{0}, D}) {
    embed_i4_blocks(tokens, 3, q4.data(), scales.data(), B, D, 2.f, table.data(), stride, got.data());
    embed(tokens, 3, dequantized.data(), D, 2.f, table.data(), stride, want.data());
    for (size_t i = 0; i < got.size(); ++i) ASSERT_EQ(got[i], want[i]) << i;
  }
}

// Naive attention: explicit scores matrix with −inf masks, per head.
std::vector<double> naive_attention(const std::vector<float>& q, const std::vector<float>& k,
                                    const std::vector<float>& v, size_t Tq, size_t Tk, size_t H, size_t dk,
                                    bool causal, size_t offset, const std::vector<uint8_t>& key_mask) {
  const size_t D = H * dk;
  std::vector<double> out(Tq * D, 0.0);
  for (size_t h = 0; h < H; ++h)
    for (size_t t = 0; t < Tq; ++t) {
      std::vector<double> s(Tk);
      double m = -INFINITY;
      for (size_t j = 0; j < Tk; ++j) {
        double d = 0;
        for (size_t i = 0; i < dk; ++i) d += double(q[t * D + h * dk + i]) * k[j * D + h * dk + i];
        d /= std::sqrt(double(dk));
        if ((causal && j > offset + t) || (!key_mask.empty() && !key_mask[j])) d = -INFINITY;
        s[j] = d;
        m = std::max(m, d);
      }
      double z = 0;
      for (auto& x : s) z += (x = std::exp(x - m));
      for (size_t j = 0; j < Tk; ++j)
        for (size_t i = 0; i < dk; ++i) out[t * D + h * dk + i] += s[j] / z * v[j * D + h * dk + i];
    }
  return out;
}

TEST(Attention, UnmaskedMatchesNaive) {
  const size_t Tq = 5, Tk = 7, H = 3, dk = 5, D = H * dk;
  const auto q = random_vector(Tq * D, 11, -2, 2), k = random_vector(Tk * D, 12, -2, 2),
             v = random_vector(Tk * D, 13);
  std::vector<float> out(Tq * D), scores(attention_scores_size(Tk));
  attention(q.data(), D, k.data(), D, v.data(), D, out.data(), D, Tq, Tk, H, dk, {}, scores.data());
  expect_close(out, naive_attention(q, k, v, Tq, Tk, H, dk, false, 0, {}), 1e-5);
}

TEST(Attention, CausalWithOffsetMatchesNaive) {
  // Queries 4..6 of a sequence whose keys 0..6 are all present (the KV-cache situation).
  const size_t Tq = 3, Tk = 7, H = 2, dk = 3, D = H * dk;
  const auto q = random_vector(Tq * D, 14, -2, 2), k = random_vector(Tk * D, 15, -2, 2),
             v = random_vector(Tk * D, 16);
  std::vector<float> out(Tq * D), scores(attention_scores_size(Tk));
  AttentionMask mask;
  mask.causal = true;
  mask.query_offset = 4;
  attention(q.data(), D, k.data(), D, v.data(), D, out.data(), D, Tq, Tk, H, dk, mask, scores.data());
  expect_close(out, naive_attention(q, k, v, Tq, Tk, H, dk, true, 4, {}), 1e-5);
}

TEST(Attention, KeyMaskAndStridesMatchNaive) {
  const size_t Tq = 2, Tk = 6, H = 2, dk = 4, D = H * dk, stride = 3 * D;
  const auto q = random_vector(Tq * D, 17, -2, 2), k = random_vector(Tk * D, 18, -2, 2),
             v = random_vector(Tk * D, 19);
  const std::vector<uint8_t> key_mask = {1, 0, 1, 1, 0, 1};
  // Lay k and v out inside a wider fused [Tk, 3D] buffer to exercise the strides.
  std::vector<float> fused(Tk * stride, 77.f);
  for (size_t j = 0; j < Tk; ++j)
    for (size_t i = 0; i < D; ++i) {
      fused[j * stride + D + i] = k[j * D + i];
      fused[j * stride + 2 * D + i] = v[j * D + i];
    }
  std::vector<float> out(Tq * D), scores(attention_scores_size(Tk));
  AttentionMask mask;
  mask.key_mask = key_mask.data();
  attention(q.data(), D, fused.data() + D, stride, fused.data() + 2 * D, stride, out.data(), D, Tq, Tk, H, dk, mask,
            scores.data());
  expect_close(out, naive_attention(q, k, v, Tq, Tk, H, dk, false, 0, key_mask), 1e-5);
}

// A KV cache read through a row table (beam hypotheses sharing rows): attention_gathered must give exactly
// what attention() gives over the same rows copied into consecutive order — bit for bit, since the decoder
// relies on it to translate as copied caches would — and match the naive reference. Head sizes with a
// 64-column block and an odd tail; key counts with and without a multiple of four; rows repeated and out of
// order.
TEST(Attention, GatheredRowsEqualConsecutiveCopies) {
  for (const auto& [Tk, H, dk] :
       {std::tuple<size_t, size_t, size_t>{1, 2, 8}, {7, 3, 5}, {13, 4, 64}, {20, 2, 80}, {4, 1, 16}}) {
    const size_t D = H * dk, cache_rows = 2 * Tk + 3;
    const auto q = random_vector(D, 31 + Tk, -2, 2), k_cache = random_vector(cache_rows * D, 32 + Tk, -2, 2),
               v_cache = random_vector(cache_rows * D, 33 + Tk);
    std::vector<size_t> rows(Tk);
    for (size_t j = 0; j < Tk; ++j) rows[j] = (j * 7 + 3) % cache_rows;  // some rows twice, out of order
    if (Tk > 2) rows[2] = rows[1];
    std::vector<float> k(Tk * D), v(Tk * D);
    for (size_t j = 0; j < Tk; ++j) {
      std::copy_n(k_cache.begin() + static_cast<std::ptrdiff_t>(rows[j] * D), D,
                  k.begin() + static_cast<std::ptrdiff_t>(j * D));
      std::copy_n(v_cache.begin() + static_cast<std::ptrdiff_t>(rows[j] * D), D,
                  v.begin() + static_cast<std::ptrdiff_t>(j * D));
    }
    std::vector<float> gathered(D), consecutive(D), scores(attention_scores_size(Tk));
    attention_gathered(q.data(), k_cache.data(), v_cache.data(), D, rows.data(), Tk, H, dk, gathered.data(),
                       scores.data());
    attention(q.data(), D, k.data(), D, v.data(), D, consecutive.data(), D, 1, Tk, H, dk, {}, scores.data());
    for (size_t i = 0; i < D; ++i) EXPECT_EQ(gathered[i], consecutive[i]) << "Tk " << Tk << " column " << i;
    expect_close(gathered, naive_attention(q, k, v, 1, Tk, H, dk, false, 0, {}), 1e-5);
  }
}

TEST(TopK, MatchesSortAndBreaksTiesByIndex) {
  auto x = random_vector(101, 20);
  x[50] = x[7];  // a tie: index 7 must come first
  for (size_t k : {1u, 4u, 8u, 101u}) {
    std::vector<float> vals(k);
    std::vector<int32_t> idx(k);
    top_k(x.data(), x.size(), k, vals.data(), idx.data());
    std::vector<int32_t> order(x.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int32_t a, int32_t b) { return x[a] > x[b]; });
    for (size_t i = 0; i < k; ++i) {
      EXPECT_EQ(idx[i], order[i]) << "k=" << k << " i=" << i;
      EXPECT_EQ(vals[i], x[order[i]]);
    }
  }
}

}  // namespace
}  // namespace attn::kernels
