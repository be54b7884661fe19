// The vectorised kernels (kernels/vector_math.h) against naive double-precision references, on random sizes
// chosen to hit every tail: 16-lane vectors, blocks of four keys, 64-column accumulators, 256-value blocks of
// the log-softmax sum. Tolerances are bounds on float reassociation, not guesses: a float sum of n terms, in
// any order, is within n·ε·Σ|terms| of the exact sum (ε = 2^-24 for round-to-nearest), and the polynomial exp
// is within a few ulp (checked first, on its own).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <numeric>
#include <random>
#include <vector>

#include "runtime/src/kernels/activation.h"
#include "runtime/src/kernels/attention.h"
#include "runtime/src/kernels/layer_norm.h"
#include "runtime/src/kernels/softmax.h"
#include "runtime/src/kernels/top_k.h"
#include "runtime/src/kernels/vector_math.h"
#include "tests/runtime/kernels/kernel_test_util.h"

namespace attn::kernels {
namespace {

using test::random_vector;

constexpr double kEps = 0x1p-24;  // unit roundoff of float

TEST(VectorExp, WithinFourUlpOfStdExpAndExactZeroBelowTheNormals) {
  std::vector<float> x;
  for (float v = -87.3f; v <= 88.f; v += 0.0137f) x.push_back(v);
  for (float v : {0.f, -0.f, 1e-8f, -1e-8f, 0.5f, -0.5f, 1.f, -1.f, 88.f}) x.push_back(v);
  x.resize((x.size() + simd::kLanes - 1) / simd::kLanes * simd::kLanes, 0.25f);
  for (size_t i = 0; i < x.size(); i += simd::kLanes) {
    const simd::f32x16 e = simd::exp(simd::load(x.data() + i));
    for (size_t l = 0; l < simd::kLanes; ++l) {
      const double want = std::exp(static_cast<double>(x[i + l]));
      ASSERT_NEAR(e[l], want, 4 * 2 * kEps * want) << "exp(" << x[i + l] << ")";
    }
  }
  // Masked attention keys score −inf; anything below ~−87.34 leaves the normal floats: both give exactly 0.
  const simd::f32x16 tiny = simd::exp(simd::splat(-87.4f)), masked = simd::exp(simd::splat(-INFINITY));
  const simd::f32x16 very_negative = simd::exp(simd::splat(-1e30f));
  for (size_t l = 0; l < simd::kLanes; ++l) {
    EXPECT_EQ(tiny[l], 0.f);
    EXPECT_EQ(masked[l], 0.f);
    EXPECT_EQ(very_negative[l], 0.f);
  }
}

TEST(VectorReductions, AddFourMaxAndAny) {
  const auto v = random_vector(4 * simd::kLanes, 40, 3.f);
  simd::f32x16 lanes[4];
  double want[4] = {};
  float want_max = v[0];
  for (size_t r = 0; r < 4; ++r) {
    lanes[r] = simd::load(v.data() + r * simd::kLanes);
    for (size_t l = 0; l < simd::kLanes; ++l) want[r] += v[r * simd::kLanes + l];
  }
  for (size_t l = 0; l < simd::kLanes; ++l) want_max = std::max(want_max, v[l]);
  const simd::f32x4 sums = simd::reduce_add4(lanes[0], lanes[1], lanes[2], lanes[3]);
  for (size_t r = 0; r < 4; ++r) {
    EXPECT_NEAR(sums[r], want[r], 16 * kEps * 16 * 3) << r;
    EXPECT_NEAR(simd::reduce_add(lanes[r]), want[r], 16 * kEps * 16 * 3) << r;
  }
  EXPECT_EQ(simd::reduce_max(lanes[0]), want_max);
  for (size_t l = 0; l < simd::kLanes; ++l) {
    simd::f32x16 one_hot = {};
    one_hot[l] = 1.f;
    EXPECT_TRUE(simd::any(one_hot > 0.5f)) << l;
    EXPECT_FALSE(simd::any(one_hot > 1.5f)) << l;
  }
}

// The three representations of a 16-lane vector (f32x16, f32x8x2, f32x4x4) must give the same bits for every
// operation the kernels use, NaN and infinities included: which one runs depends on the CPU and the build,
// and the runtime's output must not.
template <typename V>
std::vector<float> lanes_of(const V& v) {
  std::vector<float> out(simd::kLanes);
  simd::store(out.data(), v);
  return out;
}

template <typename V>
void expect_same_bits(const V& v, const simd::f32x16& want, const char* what) {
  const std::vector<float> got = lanes_of(v), expected = lanes_of(want);
  EXPECT_EQ(std::memcmp(got.data(), expected.data(), simd::kLanes * sizeof(float)), 0) << what;
}

bool same_bits(float a, float b) { return std::memcmp(&a, &b, sizeof a) == 0; }

template <typename V>
ATTN_SIMD_INLINE void check_representation() {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> value(-90.f, 90.f);
  for (int trial = 0; trial < 200; ++trial) {
    float a[simd::kLanes], b[simd::kLanes], c[simd::kLanes], d[simd::kLanes];
    for (size_t l = 0; l < simd::kLanes; ++l) {
      a[l] = value(rng), b[l] = value(rng) * 1e-3f, c[l] = value(rng), d[l] = value(rng);
    }
    // Special lanes in some trials: NaN (max/min keep the other operand), ±inf (exp: 0 and saturation).
    if (trial % 4 == 1) a[trial % simd::kLanes] = std::numeric_limits<float>::quiet_NaN();
    if (trial % 4 == 2) b[(trial * 7) % simd::kLanes] = -INFINITY, a[(trial * 3) % simd::kLanes] = INFINITY;
    const simd::f32x16 a16 = simd::load(a), b16 = simd::load(b), c16 = simd::load(c), d16 = simd::load(d);
    const V av = simd::load_as<V>(a), bv = simd::load_as<V>(b), cv = simd::load_as<V>(c),
            dv = simd::load_as<V>(d);
    expect_same_bits(av, a16, "load");
    expect_same_bits(av + bv, a16 + b16, "+");
    expect_same_bits(av * bv, a16 * b16, "*");
#if !defined(__clang__)
    // GCC fuses a multiply-add into one rounding (at -O2 and above, where the target has the instruction) for
    // every V alike. Clang fuses only within one expression, so never across the pieces' operators; with
    // Clang the kernels run f32x16 alone (registers_per_vector).
    expect_same_bits(dv + cv * bv, d16 + c16 * b16, "multiply-add");  // a product used only here
#endif
    expect_same_bits(av * 0.37f, a16 * 0.37f, "* scalar");
    expect_same_bits(0.37f * av, 0.37f * a16, "scalar *");
    expect_same_bits(av - 1.5f, a16 - 1.5f, "- scalar");
    expect_same_bits(-av, -a16, "negate");
    expect_same_bits(simd::max(av, bv), simd::max(a16, b16), "max");
    expect_same_bits(simd::max(bv, av), simd::max(b16, a16), "max, NaN first");
    expect_same_bits(simd::min(av, bv), simd::min(a16, b16), "min");
    expect_same_bits(simd::min(bv, av), simd::min(b16, a16), "min, NaN first");
    float e[simd::kLanes];
    for (size_t l = 0; l < simd::kLanes; ++l) e[l] = b[l] * 1e3f - 40.f;  // over exp's whole range
    expect_same_bits(simd::exp(simd::load_as<V>(e)), simd::exp(simd::load(e)), "exp");
    expect_same_bits(simd::splat_as<V>(a[3]), simd::splat(a[3]), "splat");
    for (const float x : {a[trial % simd::kLanes], simd::reduce_max(a16), 0.f}) {
      EXPECT_EQ(simd::any_greater(av, x), simd::any_greater(a16, x)) << "any_greater " << x;
    }
    EXPECT_TRUE(same_bits(simd::reduce_add(av), simd::reduce_add(a16))) << "reduce_add, trial " << trial;
    EXPECT_TRUE(same_bits(simd::reduce_max(av), simd::reduce_max(a16))) << "reduce_max, trial " << trial;
    const simd::f32x4 s = simd::reduce_add4(av, bv, cv, dv), s16 = simd::reduce_add4(a16, b16, c16, d16);
    for (size_t k = 0; k < 4; ++k) EXPECT_TRUE(same_bits(s[k], s16[k])) << "reduce_add4 " << k;
    const size_t n = static_cast<size_t>(trial) % simd::kLanes;
    float partial[simd::kLanes], partial16[simd::kLanes];
    std::fill(partial, partial + simd::kLanes, 9.f);
    std::fill(partial16, partial16 + simd::kLanes, 9.f);
    simd::store_partial(partial, simd::load_partial_as<V>(a, n, -2.f), n);
    simd::store_partial(partial16, simd::load_partial_as<simd::f32x16>(a, n, -2.f), n);
    EXPECT_EQ(std::memcmp(partial, partial16, sizeof partial), 0) << "partial " << n;
    EXPECT_TRUE(same_bits(simd::reduce_max(simd::load_partial_as<V>(a, n, a[0])),
                          simd::reduce_max(simd::load_partial_as<simd::f32x16>(a, n, a[0]))))
        << "partial max " << n;
  }
}

// Cloned as the kernels are (ATTN_KERNEL_CLONES), so that the comparison runs with the instruction set of the
// kernel clone this CPU runs (at the tests' optimisation level, -O1 in a Release build).
ATTN_KERNEL_CLONES void check_eight_lane_pieces() { check_representation<simd::f32x8x2>(); }
ATTN_KERNEL_CLONES void check_four_lane_pieces() { check_representation<simd::f32x4x4>(); }

TEST(VectorRepresentations, EightLanePiecesGiveTheBitsOfSixteenLaneVectors) { check_eight_lane_pieces(); }

TEST(VectorRepresentations, FourLanePiecesGiveTheBitsOfSixteenLaneVectors) { check_four_lane_pieces(); }

// Attention reference: explicit scores with −inf masks, all in double. Also returns, per query row and head,
// the largest Σ_i |q_i k_i| / sqrt(d_k) over the keys: the scale of a score's rounding error.
struct AttentionCase {
  size_t Tq, Tk, H, dk;
  bool causal;
  size_t offset;
  bool key_mask;
};

class RandomAttention : public ::testing::TestWithParam<AttentionCase> {};

TEST_P(RandomAttention, MatchesNaiveWithinTheReassociationBound) {
  const AttentionCase c = GetParam();
  const size_t D = c.H * c.dk;
  // Wider rows than D: q/k/v as views into fused buffers, as the decoder passes them.
  const size_t q_stride = D + 3, kv_stride = 2 * D + 1, out_stride = D + 5;
  const uint32_t seed = static_cast<uint32_t>(c.Tq * 1000003 + c.Tk * 1009 + c.H * 101 + c.dk);
  const auto q = random_vector(c.Tq * q_stride, seed, 2.f);
  const auto kv = random_vector(c.Tk * kv_stride, seed + 1, 2.f);
  std::vector<uint8_t> key_mask;
  if (c.key_mask) {
    std::mt19937 rng(seed + 2);
    for (size_t j = 0; j < c.Tk; ++j) key_mask.push_back(rng() % 3 != 0);
    key_mask[0] = 1;  // at least one visible key for every causal query
  }
  AttentionMask mask;
  mask.causal = c.causal;
  mask.query_offset = c.offset;
  mask.key_mask = c.key_mask ? key_mask.data() : nullptr;
  std::vector<float> out(c.Tq * out_stride, 55.f), scores(attention_scores_size(c.Tk));
  attention(q.data(), q_stride, kv.data(), kv_stride, kv.data() + D, kv_stride, out.data(), out_stride, c.Tq,
            c.Tk, c.H, c.dk, mask, scores.data());

  const double scale = 1.0 / std::sqrt(static_cast<double>(c.dk));
  for (size_t t = 0; t < c.Tq; ++t) {
    for (size_t h = 0; h < c.H; ++h) {
      std::vector<double> s(c.Tk, -INFINITY);
      double max = -INFINITY, magnitude = 0.0;
      for (size_t j = 0; j < c.Tk; ++j) {
        if ((c.causal && j > c.offset + t) || (c.key_mask && !key_mask[j])) continue;
        double d = 0.0, a = 0.0;
        for (size_t i = 0; i < c.dk; ++i) {
          const double p = double{q[t * q_stride + h * c.dk + i]} * kv[j * kv_stride + h * c.dk + i];
          d += p;
          a += std::abs(p);
        }
        s[j] = d * scale;
        magnitude = std::max(magnitude, a * scale);
        max = std::max(max, s[j]);
      }
      double z = 0.0;
      for (double& x : s) z += (x = std::exp(x - max));
      // A score is off by at most (d_k + 1)·ε·magnitude; a weight p_j = e^{s_j − max}/z then by about twice
      // that relatively (numerator and normaliser), plus the exp's 4 ulp and the Tk-term sums; the output, a
      // convex combination of |v| <= 2, by 2× the weights' relative error.
      const double weight_error = 2 * (c.dk + 1) * kEps * magnitude + 8 * kEps + 2 * (c.Tk + 1) * kEps;
      const double tol = 2 * 2 * weight_error + 1e-7;
      for (size_t i = 0; i < c.dk; ++i) {
        double want = 0.0;
        for (size_t j = 0; j < c.Tk; ++j) want += s[j] / z * kv[j * kv_stride + D + h * c.dk + i];
        ASSERT_NEAR(out[t * out_stride + h * c.dk + i], want, tol) << "t=" << t << " h=" << h << " i=" << i;
      }
    }
    // Columns between rows (the stride's padding) are never written.
    for (size_t i = D; i < out_stride; ++i) ASSERT_EQ(out[t * out_stride + i], 55.f);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Sizes, RandomAttention,
    ::testing::Values(AttentionCase{1, 1, 1, 64, false, 0, false},    // a single key
                      AttentionCase{1, 1, 4, 5, false, 0, false},     // odd head_dim below one vector
                      AttentionCase{1, 3, 2, 17, false, 0, false},    // fewer keys than a block of four
                      AttentionCase{2, 20, 4, 64, false, 0, false},   // a decoder step's cross-attention
                      AttentionCase{4, 13, 8, 32, false, 0, true},    // a beam over a padded source
                      AttentionCase{3, 11, 3, 33, true, 8, false},    // causal, with a cache offset
                      AttentionCase{5, 5, 2, 67, true, 0, false},     // causal from 0, head_dim > 64, odd
                      AttentionCase{1, 300, 4, 64, false, 0, false},  // a long source
                      AttentionCase{1, 257, 2, 128, false, 0, true},  // long, masked, two 64-column chunks
                      AttentionCase{2, 37, 1, 80, true, 35, true},    // 64 + 16 columns
                      AttentionCase{1, 9, 2, 1, false, 0, false}));   // head_dim 1

TEST(RandomAttention, EveryKeyMaskedGivesZeros) {
  const size_t Tk = 9, H = 2, dk = 20, D = H * dk;
  const auto q = random_vector(D, 50), k = random_vector(Tk * D, 51), v = random_vector(Tk * D, 52);
  const std::vector<uint8_t> none(Tk, 0);
  AttentionMask mask;
  mask.key_mask = none.data();
  std::vector<float> out(D, 9.f), scores(attention_scores_size(Tk));
  attention(q.data(), D, k.data(), D, v.data(), D, out.data(), D, 1, Tk, H, dk, mask, scores.data());
  for (float x : out) ASSERT_EQ(x, 0.f);
}

TEST(RandomAttention, MaskedValueRowsNeverReachTheOutput) {
  // A padded position's value row may hold anything (an arena's leftovers); a zero weight must not turn a NaN
  // there into a NaN output.
  const size_t Tk = 21, H = 1, dk = 64;
  const auto q = random_vector(dk, 53), k = random_vector(Tk * dk, 54);
  auto v = random_vector(Tk * dk, 55);
  std::vector<uint8_t> key_mask(Tk, 1);
  key_mask[6] = 0;
  for (size_t i = 0; i < dk; ++i) v[6 * dk + i] = std::numeric_limits<float>::quiet_NaN();
  AttentionMask mask;
  mask.key_mask = key_mask.data();
  std::vector<float> out(dk), scores(attention_scores_size(Tk));
  attention(q.data(), dk, k.data(), dk, v.data(), dk, out.data(), dk, 1, Tk, H, dk, mask, scores.data());
  for (float x : out) ASSERT_TRUE(std::isfinite(x));
}

TEST(RandomSoftmax, SoftmaxAndLogSoftmaxOverEveryTailLength) {
  for (size_t C : {1u, 2u, 15u, 16u, 17u, 31u, 33u, 255u, 257u, 1000u, 8000u}) {
    const size_t N = 3;
    auto x = random_vector(N * C, static_cast<uint32_t>(60 + C), 8.f);
    x[C / 2] = 60.f;  // a dominant logit, far out (e^60 overflows nothing after the max is subtracted)
    if (C > 1) x[N * C - 1] = -INFINITY;  // a masked entry: probability exactly 0
    auto p = x, lp = x;
    softmax(p.data(), N, C);
    log_softmax(lp.data(), N, C);
    for (size_t n = 0; n < N; ++n) {
      double m = -INFINITY, z = 0.0;
      for (size_t i = 0; i < C; ++i) m = std::max(m, double{x[n * C + i]});
      for (size_t i = 0; i < C; ++i) z += std::exp(double{x[n * C + i]} - m);
      for (size_t i = 0; i < C; ++i) {
        const double want = std::exp(double{x[n * C + i]} - m) / z;
        // p: exp's 4 ulp, the normaliser's C-term float sum, the division: relative to 1 (the sum).
        ASSERT_NEAR(p[n * C + i], want, (8 + 2 * C / simd::kLanes + 16) * kEps) << "C=" << C << " i=" << i;
        const double want_log = double{x[n * C + i]} - m - std::log(z);
        if (std::isinf(want_log)) {
          ASSERT_EQ(lp[n * C + i], -INFINITY);
        } else {
          // log z within a few ε of exact (double accumulation), then one float subtraction of values |x|
          // <= 70.
          ASSERT_NEAR(lp[n * C + i], want_log, 4 * kEps * (std::abs(want_log) + 140) + 8 * kEps)
              << "C=" << C << " i=" << i;
        }
      }
    }
    if (C > 1) {
      EXPECT_EQ(p[N * C - 1], 0.f);
    }
  }
}

TEST(RandomLayerNorm, EveryTailLengthWithAnOffsetMean) {
  for (size_t D : {1u, 2u, 15u, 16u, 17u, 64u, 255u, 256u, 515u, 1024u}) {
    const size_t N = 4;
    auto x = random_vector(N * D, static_cast<uint32_t>(70 + D), 10.f);
    for (size_t i = 0; i < x.size(); ++i) x[i] += 100.f;  // a large common offset: the two-pass variance
    const auto g = random_vector(D, 71), b = random_vector(D, 72);
    std::vector<float> y(N * D);
    layer_norm(x.data(), g.data(), b.data(), y.data(), N, D, 1e-5f);
    for (size_t n = 0; n < N; ++n) {
      double mean = 0, var = 0;
      for (size_t i = 0; i < D; ++i) mean += x[n * D + i];
      mean /= static_cast<double>(D);
      for (size_t i = 0; i < D; ++i) var += (x[n * D + i] - mean) * (x[n * D + i] - mean);
      var /= static_cast<double>(D);
      const double inv_std = 1.0 / std::sqrt(var + 1e-5);
      for (size_t i = 0; i < D; ++i) {
        const double want = (x[n * D + i] - mean) * inv_std * g[i] + b[i];
        // The float mean is off by about (D/16 + 16)·ε·110 (sums of at most D/16 terms of |x| <= 110 per
        // lane): relative to the spread (std ~5.8) that and the variance's own rounding stay below 1e-4 here.
        ASSERT_NEAR(y[n * D + i], want, 1e-4 * (1 + std::abs(want))) << "D=" << D << " i=" << i;
      }
    }
  }
}

// The scalar insertion list the vector version replaced: the reference for order, ties and NaN.
void top_k_scalar(const float* values, size_t count, size_t k, float* out_values, int32_t* out_indices) {
  size_t filled = 0;
  for (size_t i = 0; i < count; ++i) {
    const float v = values[i];
    if (filled == k && !(v > out_values[k - 1])) continue;
    size_t pos = filled < k ? filled : k - 1;
    while (pos > 0 && v > out_values[pos - 1]) {
      out_values[pos] = out_values[pos - 1];
      out_indices[pos] = out_indices[pos - 1];
      --pos;
    }
    out_values[pos] = v;
    out_indices[pos] = static_cast<int32_t>(i);
    if (filled < k) ++filled;
  }
}

TEST(RandomTopK, MatchesTheScalarListOnAVocabularyWithTiesAcrossBlocks) {
  for (size_t count : {8u, 17u, 100u, 8000u, 8003u}) {
    auto x = random_vector(count, static_cast<uint32_t>(80 + count), 5.f);
    // Ties in different 16-value blocks and inside one block: the lower index must stay first.
    for (size_t i : {size_t{3}, size_t{9}, count / 2, count - 1}) {
      if (i < count) x[i] = 4.99f;  // index 9 is past the end of the 8-value case
    }
    std::vector<int32_t> order(count);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int32_t a, int32_t b) { return x[a] > x[b]; });
    for (size_t k : {1u, 2u, 4u, 8u}) {
      if (k > count) continue;
      std::vector<float> vals(k), want_vals(k);
      std::vector<int32_t> idx(k), want_idx(k);
      top_k(x.data(), count, k, vals.data(), idx.data());
      top_k_scalar(x.data(), count, k, want_vals.data(), want_idx.data());
      for (size_t i = 0; i < k; ++i) {
        ASSERT_EQ(idx[i], order[i]) << "count=" << count << " k=" << k << " i=" << i;
        ASSERT_EQ(vals[i], x[order[i]]);
        ASSERT_EQ(idx[i], want_idx[i]);
      }
    }
  }
}

TEST(RandomTopK, NaNBehavesAsInTheScalarList) {
  auto x = random_vector(100, 90);
  x[40] = std::numeric_limits<float>::quiet_NaN();  // after the list has filled: never enters
  x[1] = std::numeric_limits<float>::quiet_NaN();   // while it fills: kept, as the scalar list does
  for (size_t k : {1u, 4u}) {
    std::vector<float> vals(k), want_vals(k);
    std::vector<int32_t> idx(k), want_idx(k);
    top_k(x.data(), x.size(), k, vals.data(), idx.data());
    top_k_scalar(x.data(), x.size(), k, want_vals.data(), want_idx.data());
    EXPECT_EQ(idx, want_idx) << "k=" << k;
  }
}

TEST(RandomActivation, ReluAndAddOverEveryTailLength) {
  for (size_t n : {1u, 15u, 16u, 17u, 1024u, 1031u}) {
    const auto x = random_vector(n, static_cast<uint32_t>(100 + n), 3.f), y = random_vector(n, 101);
    auto r = x, a = x;
    relu(r.data(), n);
    add(a.data(), y.data(), n);
    for (size_t i = 0; i < n; ++i) {
      ASSERT_EQ(r[i], x[i] > 0.f ? x[i] : 0.f) << i;
      ASSERT_EQ(a[i], x[i] + y[i]) << i;  // one rounding, as in the scalar loop
    }
  }
}

// The int8 layers' per-channel output multipliers: exactly one multiply per element, every column width
// around the vector length (body, tail, tail only) and several rows.
TEST(RandomActivation, ScaleColumnsMultipliesEachColumnOnce) {
  for (size_t columns : {1u, 15u, 16u, 17u, 256u, 263u}) {
    const size_t rows = 3;
    const auto x = random_vector(rows * columns, static_cast<uint32_t>(200 + columns), 3.f);
    const auto scales = random_vector(columns, static_cast<uint32_t>(300 + columns), 2.f);
    auto got = x;
    scale_columns(got.data(), rows, columns, scales.data());
    for (size_t n = 0; n < rows; ++n) {
      for (size_t o = 0; o < columns; ++o) {
        ASSERT_EQ(got[n * columns + o], x[n * columns + o] * scales[o])
            << "columns=" << columns << " " << n << "," << o;
      }
    }
  }
}

}  // namespace
}  // namespace attn::kernels
