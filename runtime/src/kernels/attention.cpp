#include "kernels/attention.h"

#include <cmath>
#include <limits>

#include "kernels/softmax.h"

namespace attn::kernels {

void attention(const float* q, size_t q_stride, const float* k, size_t k_stride, const float* v, size_t v_stride,
               float* out, size_t out_stride, size_t query_count, size_t key_count, size_t heads, size_t head_dim,
               const AttentionMask& mask, float* scores) {
  const float scale = 1.f / std::sqrt(static_cast<float>(head_dim));
  for (size_t t = 0; t < query_count; ++t) {
    // Keys past the causal horizon are skipped entirely rather than given −inf scores.
    size_t visible = key_count;
    if (mask.causal && mask.query_offset + t + 1 < visible) visible = mask.query_offset + t + 1;
    for (size_t h = 0; h < heads; ++h) {
      const float* qh = q + t * q_stride + h * head_dim;
      float* oh = out + t * out_stride + h * head_dim;
      bool any = false;
      for (size_t j = 0; j < visible; ++j) {
        if (mask.key_mask && !mask.key_mask[j]) {
          scores[j] = -std::numeric_limits<float>::infinity();
          continue;
        }
        const float* kh = k + j * k_stride + h * head_dim;
        float s = 0.f;
        for (size_t i = 0; i < head_dim; ++i) s += qh[i] * kh[i];
        scores[j] = s * scale;
        any = true;
      }
      for (size_t i = 0; i < head_dim; ++i) oh[i] = 0.f;
      if (!any) continue;  // every key masked: the output is zero rather than NaN
      softmax(scores, 1, visible);
      for (size_t j = 0; j < visible; ++j) {
        const float p = scores[j];
        if (p == 0.f) continue;
        const float* vh = v + j * v_stride + h * head_dim;
        for (size_t i = 0; i < head_dim; ++i) oh[i] += p * vh[i];
      }
    }
  }
}

}  // namespace attn::kernels
