// The shortlisted vocabulary projection against its naive version on random data: fp32, int8 and 4-bit
// weights, with and without bias, row counts around the 4-row tile and id counts around the 4-id tile,
// dimensions around the 16-lane vector, the 256-column block and (int8) the 1024-column chunk of the int16
// hidden state, ids in any order, written at a row stride.
#include "runtime/src/kernels/shortlist_logits.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <utility>
#include <vector>

#include "runtime/src/quant/quantization.h"
#include "tests/runtime/kernels/kernel_test_util.h"

namespace attn::kernels {
namespace {

TEST(ShortlistLogits, MatchesNaive) {
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  const size_t vocab = 613;
  for (const size_t dim : {5u, 16u, 48u, 256u, 300u, 529u, 1100u}) {
    std::vector<float> w(vocab * dim), bias(vocab);
    for (float& v : w) v = 0.3f * dist(rng);
    for (float& v : bias) v = 0.1f * dist(rng);
    std::vector<int8_t> wq(w.size());
    std::vector<float> scales(vocab);
    quant::quantize_rows_symmetric(w.data(), vocab, dim, wq.data(), scales.data());
    for (const size_t rows : {1u, 3u, 4u, 7u}) {
      std::vector<float> hidden(rows * dim);
      for (float& v : hidden) v = 2.f * dist(rng);
      for (const size_t count : {1u, 4u, 6u, 97u}) {
        std::vector<int32_t> ids(count);
        std::uniform_int_distribution<int32_t> id(0, static_cast<int32_t>(vocab) - 1);
        for (auto& i : ids) i = id(rng);
        const size_t stride = count + 3;
        for (const bool with_bias : {false, true}) {
          const float* b = with_bias ? bias.data() : nullptr;
          std::vector<float> got(rows * stride, -7.f), want(rows * stride, -7.f);
          shortlist_logits_f32(hidden.data(), rows, dim, w.data(), b, ids.data(), count, got.data(), stride);
          test::shortlist_logits_naive(hidden.data(), rows, dim, w.data(), nullptr, nullptr, b, ids.data(),
                                       count, want.data(), stride);
          for (size_t i = 0; i < got.size(); ++i) {
            ASSERT_NEAR(got[i], want[i], 1e-5f * (1.f + std::sqrt(static_cast<float>(dim))))
                << "f32 dim " << dim << " rows " << rows << " count " << count << " at " << i;
          }
          std::fill(got.begin(), got.end(), -7.f);
          std::fill(want.begin(), want.end(), -7.f);
          shortlist_logits_i8(hidden.data(), rows, dim, wq.data(), scales.data(), b, ids.data(), count,
                              got.data(), stride);
          test::shortlist_logits_naive(hidden.data(), rows, dim, nullptr, wq.data(), scales.data(), b,
                                       ids.data(), count, want.data(), stride);
          // int8 weights: the int16 hidden state's logit (hidden_i16.h), within its bound of the exact one;
          // the stride's gap is left alone.
          for (size_t n = 0; n < rows; ++n) {
            for (size_t u = 0; u < stride; ++u) {
              const size_t i = n * stride + u;
              if (u >= count) {
                ASSERT_EQ(got[i], -7.f);
                continue;
              }
              const size_t id = static_cast<size_t>(ids[u]);
              const float* h = hidden.data() + n * dim;
              const int8_t* row = wq.data() + id * dim;
              const float oracle = test::int16_logit(h, dim, row, scales[id], with_bias ? bias[id] : 0.f);
              ASSERT_NEAR(got[i], oracle, 1e-6f * (1.f + std::fabs(oracle)))
                  << "i8 dim " << dim << " rows " << rows << " count " << count << " at " << i;
              ASSERT_NEAR(got[i], want[i], test::int16_logit_bound(h, dim, row, scales[id], want[i]))
                  << "i8 dim " << dim << " rows " << rows << " count " << count << " at " << i;
            }
          }
        }
      }
    }
  }
}

// 4-bit rows: the same int16 hidden state and exact integer sums as int8 rows, so each logit equals, bit for
// bit, the int8 kernel's over the nibbles widened to int8 (value nibble − 8, a scalar restatement of the
// layout), and so lies within the int8 bound of the exact logit. Even dimensions (I4 rows are whole bytes)
// around the tiles, the 256-column block and the 1024-column chunk.
TEST(ShortlistLogits, Int4EqualsInt8OfItsWidenedRows) {
  std::mt19937 rng(12);
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  const size_t vocab = 301;
  for (const size_t dim : {2u, 16u, 48u, 256u, 300u, 1100u}) {
    std::vector<float> w(vocab * dim), bias(vocab), scales(vocab);
    for (float& v : w) v = 0.3f * dist(rng);
    for (float& v : bias) v = 0.1f * dist(rng);
    std::vector<uint8_t> packed(vocab * dim / 2);
    quant::quantize_rows_int4(w.data(), vocab, dim, packed.data(), scales.data());
    std::vector<int8_t> widened(vocab * dim);
    for (size_t k = 0; k < widened.size(); ++k) {
      const uint8_t byte = packed[k / 2];
      widened[k] = static_cast<int8_t>((k % 2 == 0 ? byte & 0xF : byte >> 4) - 8);
    }
    for (const size_t rows : {1u, 2u, 4u, 5u}) {
      std::vector<float> hidden(rows * dim);
      for (float& v : hidden) v = 2.f * dist(rng);
      for (const size_t count : {1u, 3u, 4u, 37u}) {
        std::vector<int32_t> ids(count);
        std::uniform_int_distribution<int32_t> id(0, static_cast<int32_t>(vocab) - 1);
        for (auto& i : ids) i = id(rng);
        const size_t stride = count + 2;
        for (const bool with_bias : {false, true}) {
          const float* b = with_bias ? bias.data() : nullptr;
          std::vector<float> got(rows * stride, -7.f), want(rows * stride, -7.f), exact(rows * stride);
          shortlist_logits_i4(hidden.data(), rows, dim, packed.data(), scales.data(), b, ids.data(), count,
                              got.data(), stride);
          shortlist_logits_i8(hidden.data(), rows, dim, widened.data(), scales.data(), b, ids.data(), count,
                              want.data(), stride);
          test::shortlist_logits_naive(hidden.data(), rows, dim, nullptr, widened.data(), scales.data(), b,
                                       ids.data(), count, exact.data(), stride);
          for (size_t n = 0; n < rows; ++n) {
            for (size_t u = 0; u < stride; ++u) {
              const size_t i = n * stride + u;
              ASSERT_EQ(got[i], want[i])
                  << "dim " << dim << " rows " << rows << " count " << count << " at " << i;
              if (u >= count) continue;
              const size_t v = static_cast<size_t>(ids[u]);
              ASSERT_NEAR(got[i], exact[i],
                          test::int16_logit_bound(hidden.data() + n * dim, dim, widened.data() + v * dim,
                                                  scales[v], exact[i]));
            }
          }
        }
      }
    }
  }
}

// Block scales (ElementType I4B): one block a row is the per-row kernel exactly; smaller blocks agree with a
// double-precision sum of the int16 hidden state's products, block by block, within float rounding of the
// blocks' sum — dims around the 1024-column chunk, so that blocks span two chunks (dim 1120, blocks of 160).
TEST(ShortlistLogits, Int4BlocksAreTheirBlocksSumsAndOneBlockIsThePerRowKernel) {
  std::mt19937 rng(13);
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  const size_t vocab = 211;
  for (const auto [dim, block] : {std::pair<size_t, size_t>{64, 32}, {256, 32}, {256, 128}, {1120, 160}}) {
    std::vector<float> w(vocab * dim), bias(vocab);
    for (float& v : w) v = 0.3f * dist(rng);
    for (float& v : bias) v = 0.1f * dist(rng);
    std::vector<uint8_t> packed(vocab * dim / 2);
    std::vector<float> block_scales(vocab * dim / block);
    quant::quantize_blocks_int4(w.data(), vocab, dim, block, packed.data(), block_scales.data());
    for (const size_t rows : {1u, 3u, 4u, 6u}) {
      std::vector<float> hidden(rows * dim);
      for (float& v : hidden) v = 2.f * dist(rng);
      const size_t count = 9;
      std::vector<int32_t> ids(count);
      std::uniform_int_distribution<int32_t> id(0, static_cast<int32_t>(vocab) - 1);
      for (auto& i : ids) i = id(rng);
      std::vector<float> got(rows * count), exact(rows * count);
      shortlist_logits_i4_blocks(hidden.data(), rows, dim, packed.data(), block_scales.data(), block,
                                 bias.data(), ids.data(), count, got.data(), count);
      for (size_t n = 0; n < rows; ++n) {
        const float* h = hidden.data() + n * dim;
        float u = 0.f;
        for (size_t i = 0; i < dim; ++i) u = std::max(u, std::fabs(h[i]));
        for (size_t c = 0; c < count; ++c) {
          const size_t v = static_cast<size_t>(ids[c]);
          double sum = 0.0, magnitude = 0.0;
          for (size_t i = 0; i < dim; ++i) {
            const double q = std::nearbyint(static_cast<double>(h[i]) * 32767.0 / u);
            const double wv =
                quant::int4_value(packed.data(), v * dim + i) * double{block_scales[(v * dim + i) / block]};
            sum += q * wv;
            magnitude += std::fabs(q * wv);
          }
          const double want = sum * (u / 32767.0) + bias[v];
          ASSERT_NEAR(got[n * count + c], want, 1e-6 * (magnitude * (u / 32767.0) + std::fabs(want)) + 1e-6)
              << "dim " << dim << " block " << block << " row " << n << " id " << v;
        }
      }
    }
  }
  // One block a row: the per-row kernel's arithmetic and rounding exactly.
  const size_t dim = 96;
  std::vector<float> w(vocab * dim), scales(vocab);
  for (float& v : w) v = 0.3f * dist(rng);
  std::vector<uint8_t> packed(vocab * dim / 2);
  quant::quantize_rows_int4(w.data(), vocab, dim, packed.data(), scales.data());
  std::vector<float> hidden(5 * dim);
  for (float& v : hidden) v = dist(rng);
  const int32_t ids[] = {5, 200, 17, 0, 99};
  std::vector<float> blocks(5 * 5), rows(5 * 5);
  shortlist_logits_i4_blocks(hidden.data(), 5, dim, packed.data(), scales.data(), dim, nullptr, ids, 5,
                             blocks.data(), 5);
  shortlist_logits_i4(hidden.data(), 5, dim, packed.data(), scales.data(), nullptr, ids, 5, rows.data(), 5);
  for (size_t i = 0; i < blocks.size(); ++i) EXPECT_NEAR(blocks[i], rows[i], 2e-6f * std::fabs(rows[i])) << i;
}

}  // namespace
}  // namespace attn::kernels
