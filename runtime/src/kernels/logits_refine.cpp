#include "runtime/src/kernels/logits_refine.h"

#include "runtime/src/kernels/hidden_i16.h"
#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels {
namespace {

using simd::f32x16;
using simd::kLanes;

ATTN_SIMD_INLINE float row_max(const float* v, size_t n) {
  f32x16 m0 = simd::splat(v[0]), m1 = m0;
  size_t i = 0;
  for (; i + 2 * kLanes <= n; i += 2 * kLanes) {
    m0 = simd::max(m0, simd::load(v + i));
    m1 = simd::max(m1, simd::load(v + i + kLanes));
  }
  for (; i + kLanes <= n; i += kLanes) m0 = simd::max(m0, simd::load(v + i));
  if (i < n) m1 = simd::max(m1, simd::load_partial(v + i, n - i, v[0]));
  return simd::reduce_max(simd::max(m0, m1));
}

ATTN_SIMD_INLINE void refine(float* row, size_t v, hidden_i16::QuantizedRows<1>& h, const int8_t* w,
                             const float* scales, const float* bias, size_t dim) {
  const int8_t* weights = w + v * dim;
  float dot;
  h.dots<1>(&weights, &dot);
  row[v] = hidden_i16::logit(dot, scales[v], bias != nullptr ? bias[v] : 0.f);
}

}  // namespace

ATTN_KERNEL_CLONES
size_t refine_top_logits(const float* hidden, const int8_t* w, const float* scales, const float* bias,
                         float* logits, size_t rows, size_t dim, size_t vocab, float margin) {
  size_t refined = 0;
  for (size_t n = 0; n < rows; ++n) {
    float* row = logits + n * vocab;
    if (vocab == 0) continue;
    hidden_i16::QuantizedRows<1> h(hidden + n * dim, dim);
    // The threshold comes from the int8 values before any is replaced, so the result does not depend on the
    // order tokens are visited in.
    const float threshold = row_max(row, vocab) - margin;
    // Few logits pass: whole blocks of 16 are skipped with one comparison, and only a block with a
    // candidate is walked one by one.
    size_t v = 0;
    for (; v + kLanes <= vocab; v += kLanes) {
      if (!simd::any(simd::load(row + v) >= threshold)) continue;
      for (size_t i = v; i < v + kLanes; ++i) {
        if (!(row[i] >= threshold)) continue;
        refine(row, i, h, w, scales, bias, dim);
        ++refined;
      }
    }
    for (; v < vocab; ++v) {
      if (!(row[v] >= threshold)) continue;
      refine(row, v, h, w, scales, bias, dim);
      ++refined;
    }
  }
  return refined;
}

size_t refine_top_logits_naive(const float* hidden, const int8_t* w, const float* scales, const float* bias,
                               float* logits, size_t rows, size_t dim, size_t vocab, float margin) {
  size_t refined = 0;
  for (size_t n = 0; n < rows; ++n) {
    float* row = logits + n * vocab;
    float max = row[0];
    for (size_t v = 0; v < vocab; ++v) max = row[v] > max ? row[v] : max;
    for (size_t v = 0; v < vocab; ++v) {
      if (row[v] < max - margin) continue;
      double s = 0.0;
      for (size_t i = 0; i < dim; ++i) s += static_cast<double>(hidden[n * dim + i]) * w[v * dim + i];
      row[v] = static_cast<float>(s) * scales[v] + (bias != nullptr ? bias[v] : 0.f);
      ++refined;
    }
  }
  return refined;
}

}  // namespace attn::kernels
