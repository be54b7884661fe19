#include "kernels/logits_refine.h"

namespace attn::kernels {
namespace {

constexpr size_t kLanes = 8;

// fp32 · int8 dot product with eight independent partial sums, so that it vectorises without -ffast-math.
inline float dot_f32_i8(const float* x, const int8_t* w, size_t n) {
  float a[kLanes] = {};
  size_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    for (size_t l = 0; l < kLanes; ++l) a[l] += x[i + l] * static_cast<float>(w[i + l]);
  }
  float s = 0.f;
  for (size_t l = 0; l < kLanes; ++l) s += a[l];
  for (; i < n; ++i) s += x[i] * static_cast<float>(w[i]);
  return s;
}

inline float row_max(const float* v, size_t n) {
  float m = v[0];
  for (size_t i = 1; i < n; ++i) m = v[i] > m ? v[i] : m;
  return m;
}

}  // namespace

size_t refine_top_logits(const float* hidden, const int8_t* w, const float* scales, const float* bias,
                         float* logits, size_t rows, size_t dim, size_t vocab, float margin) {
  size_t refined = 0;
  for (size_t n = 0; n < rows; ++n) {
    float* row = logits + n * vocab;
    const float* h = hidden + n * dim;
    if (vocab == 0) continue;
    // The threshold comes from the int8 values before any is replaced, so the result does not depend on the
    // order tokens are visited in.
    const float threshold = row_max(row, vocab) - margin;
    for (size_t v = 0; v < vocab; ++v) {
      if (!(row[v] >= threshold)) continue;
      row[v] = dot_f32_i8(h, w + v * dim, dim) * scales[v] + (bias != nullptr ? bias[v] : 0.f);
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
