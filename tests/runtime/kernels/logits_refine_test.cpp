// Logits refinement and the int8 embedding against naive versions on random data.
#include "runtime/src/kernels/logits_refine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "runtime/src/kernels/embedding.h"
#include "runtime/src/kernels/shortlist_logits.h"
#include "runtime/src/quant/quantization.h"
#include "tests/runtime/kernels/kernel_test_util.h"

namespace attn::kernels {
namespace {

// A random int8 vocabulary projection and hidden rows: hidden in [-2, 2], weights in [-0.3, 0.3] quantized
// per row, bias in [-0.1, 0.1], drawn in that order from rng.
struct RandomProjection {
  std::vector<float> hidden, bias, scales;
  std::vector<int8_t> wq;
};

RandomProjection random_projection(std::mt19937& rng, size_t rows, size_t dim, size_t vocab) {
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  RandomProjection p{std::vector<float>(rows * dim), std::vector<float>(vocab), std::vector<float>(vocab),
                     std::vector<int8_t>(vocab * dim)};
  std::vector<float> w(vocab * dim);
  for (float& v : p.hidden) v = 2.f * dist(rng);
  for (float& v : w) v = 0.3f * dist(rng);
  for (float& v : p.bias) v = 0.1f * dist(rng);
  quant::quantize_rows_symmetric(w.data(), vocab, dim, p.wq.data(), p.scales.data());
  return p;
}

TEST(RefineTopLogits, MatchesNaiveAndRecoversTheExactArgmax) {
  std::mt19937 rng(3);
  const size_t rows = 5, dim = 37, vocab = 1003;
  const auto [hidden, bias, scales, wq] = random_projection(rng, rows, dim, vocab);
  // Exact logits of the int8 weights, then coarsened to a few levels as an int8 output projection would.
  std::vector<double> exact(rows * vocab);
  for (size_t n = 0; n < rows; ++n)
    for (size_t v = 0; v < vocab; ++v) {
      double s = 0;
      for (size_t i = 0; i < dim; ++i) s += double{hidden[n * dim + i]} * wq[v * dim + i];
      exact[n * vocab + v] = s * scales[v] + bias[v];
    }
  const float step = 0.25f;
  std::vector<float> coarse(rows * vocab);
  for (size_t i = 0; i < coarse.size(); ++i)
    coarse[i] = step * std::nearbyint(static_cast<float>(exact[i]) / step);

  for (const bool with_bias : {false, true}) {
    const float* b = with_bias ? bias.data() : nullptr;
    std::vector<float> got = coarse, want = coarse;
    const size_t refined =
        refine_top_logits(hidden.data(), wq.data(), scales.data(), b, got.data(), rows, dim, vocab, 4 * step);
    const size_t refined_naive = refine_top_logits_naive(hidden.data(), wq.data(), scales.data(), b,
                                                         want.data(), rows, dim, vocab, 4 * step);
    EXPECT_EQ(refined, refined_naive);
    EXPECT_GT(refined, rows);          // more than the maximum alone...
    EXPECT_LT(refined, rows * vocab);  // ...but not everything
    // Refined logits are the int16 hidden state's (hidden_i16.h), within its bound of the exact value; the
    // others keep their coarse value.
    for (size_t i = 0; i < got.size(); ++i) {
      const size_t n = i / vocab, v = i % vocab;
      const float* h = hidden.data() + n * dim;
      const double bound = test::int16_logit_bound(h, dim, wq.data() + v * dim, scales[v], want[i]);
      ASSERT_NEAR(got[i], want[i], want[i] == coarse[i] ? 0.0 : bound) << i;
      if (got[i] != coarse[i]) {
        const float oracle =
            test::int16_logit(h, dim, wq.data() + v * dim, scales[v], with_bias ? bias[v] : 0.f);
        ASSERT_NEAR(got[i], oracle, 1e-6f * (1 + std::fabs(oracle))) << i;
      }
    }
    if (with_bias) {
      for (size_t n = 0; n < rows; ++n) {
        const auto best_exact = std::max_element(exact.begin() + n * vocab, exact.begin() + (n + 1) * vocab);
        const auto best_got = std::max_element(got.begin() + n * vocab, got.begin() + (n + 1) * vocab);
        EXPECT_EQ(best_got - (got.begin() + n * vocab), best_exact - (exact.begin() + n * vocab))
            << "row " << n;
        const size_t v = static_cast<size_t>(best_got - (got.begin() + n * vocab));
        EXPECT_NEAR(*best_got, *best_exact,
                    test::int16_logit_bound(hidden.data() + n * dim, dim, wq.data() + v * dim, scales[v],
                                            *best_exact));
      }
    }
  }
}

// The two int8 kernels that compute logits from the hidden state agree bit for bit, so a token's score does
// not depend on whether its sentence has a shortlist.
TEST(RefineTopLogits, EqualsTheShortlistKernelBitForBit) {
  std::mt19937 rng(12);
  for (const size_t dim : {37u, 256u, 1030u}) {
    const size_t rows = 3, vocab = 300;
    const auto [hidden, bias, scales, wq] = random_projection(rng, rows, dim, vocab);
    // A margin no logit misses: every logit is refined.
    std::vector<float> refined(rows * vocab, 0.f);
    ASSERT_EQ(refine_top_logits(hidden.data(), wq.data(), scales.data(), bias.data(), refined.data(), rows,
                                dim, vocab, 1.f),
              rows * vocab);
    std::vector<int32_t> ids(vocab);
    for (size_t v = 0; v < vocab; ++v) ids[v] = static_cast<int32_t>(v);
    std::vector<float> listed(rows * vocab);
    shortlist_logits_i8(hidden.data(), rows, dim, wq.data(), scales.data(), bias.data(), ids.data(), vocab,
                        listed.data(), vocab);
    for (size_t i = 0; i < refined.size(); ++i)
      ASSERT_EQ(refined[i], listed[i]) << "dim " << dim << " at " << i;
  }
}

TEST(Embedding, Int8RowsEqualTheDequantizedMatrix) {
  std::mt19937 rng(8);
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  const size_t V = 50, D = 12;
  std::vector<float> e(V * D), pe(3 * D);
  for (float& v : e) v = dist(rng);
  for (float& v : pe) v = dist(rng);
  std::vector<int8_t> q(V * D);
  std::vector<float> scales(V);
  quant::quantize_rows_symmetric(e.data(), V, D, q.data(), scales.data());
  std::vector<float> dequantized(V * D);
  for (size_t v = 0; v < V; ++v)
    for (size_t i = 0; i < D; ++i) dequantized[v * D + i] = scales[v] * static_cast<float>(q[v * D + i]);
  const int32_t tokens[] = {49, 0, 7};
  for (size_t stride : {size_t{0}, D}) {
    std::vector<float> got(3 * D), want(3 * D);
    embed_i8(tokens, 3, q.data(), scales.data(), D, 2.5f, pe.data(), stride, got.data());
    embed(tokens, 3, dequantized.data(), D, 2.5f, pe.data(), stride, want.data());
    EXPECT_EQ(got, want);
    EXPECT_NEAR(got[D + 4], 2.5f * e[4] + pe[stride + 4], 2.5f * scales[0] * 0.5f + 1e-6f);
  }
}

}  // namespace
}  // namespace attn::kernels
