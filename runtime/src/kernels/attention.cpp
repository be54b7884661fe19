#include "runtime/src/kernels/attention.h"

#include <cmath>
#include <cstring>

#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels {
namespace {

using simd::kLanes;

// The kernels below take V, the representation of a 16-lane vector that registers_per_vector picks for the
// target (vector_math.h: f32x16, f32x8x2 or f32x4x4); every V gives the same bits.

template <typename V>
ATTN_SIMD_INLINE float dot(const float* a, const float* b, size_t n) {
  V acc = simd::splat_as<V>(0.f);
  size_t i = 0;
  for (; i + kLanes <= n; i += kLanes) acc += simd::load_as<V>(a + i) * simd::load_as<V>(b + i);
  if (i < n) acc += simd::load_partial_as<V>(a + i, n - i, 0.f) * simd::load_partial_as<V>(b + i, n - i, 0.f);
  return simd::reduce_add(acc);
}

// Where row j of one head's keys or values starts: rows `stride` apart, or gathered through a table of row
// indices (a KV cache whose hypotheses share rows, model/decoder.h).
struct StridedRows {
  const float* base;
  size_t stride;
  const float* operator()(size_t j) const { return base + j * stride; }
};
struct GatheredRows {
  const float* base;
  size_t stride;
  const size_t* rows;
  const float* operator()(size_t j) const { return base + rows[j] * stride; }
};

// q · k_j for four keys: each query vector is loaded once for the four, the four multiply-add chains are
// independent, and one transposing reduction serves all four.
template <typename V>
ATTN_SIMD_INLINE simd::f32x4 dot4(const float* q, const float* k0, const float* k1, const float* k2,
                                  const float* k3, size_t n) {
  V a0 = simd::splat_as<V>(0.f), a1 = a0, a2 = a0, a3 = a0;
  size_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    const V qv = simd::load_as<V>(q + i);
    a0 += qv * simd::load_as<V>(k0 + i);
    a1 += qv * simd::load_as<V>(k1 + i);
    a2 += qv * simd::load_as<V>(k2 + i);
    a3 += qv * simd::load_as<V>(k3 + i);
  }
  if (i < n) {  // an odd head_dim: zero-padded lanes add nothing
    const size_t r = n - i;
    const V qv = simd::load_partial_as<V>(q + i, r, 0.f);
    a0 += qv * simd::load_partial_as<V>(k0 + i, r, 0.f);
    a1 += qv * simd::load_partial_as<V>(k1 + i, r, 0.f);
    a2 += qv * simd::load_partial_as<V>(k2 + i, r, 0.f);
    a3 += qv * simd::load_partial_as<V>(k3 + i, r, 0.f);
  }
  return simd::reduce_add4(a0, a1, a2, a3);
}

// scores[j] ← exp(scores[j] − max), returning their sum: the softmax without its division, which is folded
// into the weighted sum of values instead (one multiply per output column rather than one per key). scores
// has room for whole vectors (attention.h): the lanes past n are set to −∞, which the maximum never takes
// and whose exponentials are 0, the very lanes a partial load would have filled in; whole loads and stores
// spare the partial ones, which go through memory lane by lane.
template <typename V>
ATTN_SIMD_INLINE float exponentiate(float* scores, size_t n) {
  const size_t padded = (n + kLanes - 1) / kLanes * kLanes;
  for (size_t i = n; i < padded; ++i) scores[i] = -INFINITY;
  V m = simd::splat_as<V>(scores[0]);
  for (size_t i = 0; i < padded; i += kLanes) m = simd::max(m, simd::load_as<V>(scores + i));
  const float max = simd::reduce_max(m);
  V sum = simd::splat_as<V>(0.f);
  for (size_t i = 0; i < padded; i += kLanes) {
    const V e = simd::exp(simd::load_as<V>(scores + i) - max);
    simd::store(scores + i, e);
    sum += e;
  }
  return simd::reduce_add(sum);
}

// out[0, n) = scale · Σ_j weights[j] · v_j, 64 columns at a time so that the four accumulators stay in
// registers while every key streams past. Zero weights (masked keys) are skipped: their value rows may
// hold anything, even NaN, and must not reach the output.
template <typename V, typename Rows>
ATTN_SIMD_INLINE void weighted_sum(const float* weights, size_t count, Rows v, float* out, size_t n,
                                   float scale) {
  size_t c = 0;
  for (; c + 4 * kLanes <= n; c += 4 * kLanes) {
    V a0 = simd::splat_as<V>(0.f), a1 = a0, a2 = a0, a3 = a0;
    for (size_t j = 0; j < count; ++j) {
      const float p = weights[j];
      if (p == 0.f) continue;
      const float* vj = v(j) + c;
      a0 += p * simd::load_as<V>(vj);
      a1 += p * simd::load_as<V>(vj + kLanes);
      a2 += p * simd::load_as<V>(vj + 2 * kLanes);
      a3 += p * simd::load_as<V>(vj + 3 * kLanes);
    }
    simd::store(out + c, a0 * scale);
    simd::store(out + c + kLanes, a1 * scale);
    simd::store(out + c + 2 * kLanes, a2 * scale);
    simd::store(out + c + 3 * kLanes, a3 * scale);
  }
  for (; c + kLanes <= n; c += kLanes) {
    V a = simd::splat_as<V>(0.f);
    for (size_t j = 0; j < count; ++j) {
      if (weights[j] != 0.f) a += weights[j] * simd::load_as<V>(v(j) + c);
    }
    simd::store(out + c, a * scale);
  }
  for (; c < n; ++c) {
    float a = 0.f;
    for (size_t j = 0; j < count; ++j) {
      if (weights[j] != 0.f) a += weights[j] * v(j)[c];
    }
    out[c] = a * scale;
  }
}

// The scaled scores of one head's query against its `visible` keys, into scores[0, visible).
template <typename V, typename Rows>
ATTN_SIMD_INLINE void head_scores(const float* qh, Rows k, size_t visible, size_t head_dim, float scale,
                                  float* scores) {
  size_t j = 0;
  for (; j + 4 <= visible; j += 4) {
    const simd::f32x4 s4 = dot4<V>(qh, k(j), k(j + 1), k(j + 2), k(j + 3), head_dim) * scale;
    std::memcpy(scores + j, &s4, sizeof s4);
  }
  for (; j < visible; ++j) scores[j] = dot<V>(qh, k(j), head_dim) * scale;
}

template <typename V>
ATTN_SIMD_INLINE void attention_as(const float* q, size_t q_stride, const float* k, size_t k_stride,
                                   const float* v, size_t v_stride, float* out, size_t out_stride,
                                   size_t query_count, size_t key_count, size_t heads, size_t head_dim,
                                   const AttentionMask& mask, float* scores) {
  const float scale = 1.f / std::sqrt(static_cast<float>(head_dim));
  for (size_t t = 0; t < query_count; ++t) {
    // Keys past the causal horizon are skipped entirely rather than given −inf scores.
    size_t visible = key_count;
    if (mask.causal && mask.query_offset + t + 1 < visible) visible = mask.query_offset + t + 1;
    for (size_t h = 0; h < heads; ++h) {
      const float* qh = q + t * q_stride + h * head_dim;
      float* oh = out + t * out_stride + h * head_dim;
      head_scores<V>(qh, StridedRows{k + h * head_dim, k_stride}, visible, head_dim, scale, scores);
      if (mask.key_mask != nullptr) {
        // Masked keys get −inf (exp gives exactly 0); their scores were computed only to keep the loop above
        // in blocks of four.
        bool any = false;
        for (size_t j = 0; j < visible; ++j) {
          if (mask.key_mask[j]) {
            any = true;
          } else {
            scores[j] = -INFINITY;
          }
        }
        if (!any) {  // every key masked: the output is zero rather than NaN
          for (size_t i = 0; i < head_dim; ++i) oh[i] = 0.f;
          continue;
        }
      }
      if (visible == 0) {
        for (size_t i = 0; i < head_dim; ++i) oh[i] = 0.f;
        continue;
      }
      const float sum = exponentiate<V>(scores, visible);
      weighted_sum<V>(scores, visible, StridedRows{v + h * head_dim, v_stride}, oh, head_dim, 1.f / sum);
    }
  }
}

template <typename V>
ATTN_SIMD_INLINE void attention_gathered_as(const float* q, const float* k, const float* v, size_t stride,
                                            const size_t* rows, size_t key_count, size_t heads,
                                            size_t head_dim, float* out, float* scores) {
  const float scale = 1.f / std::sqrt(static_cast<float>(head_dim));
  for (size_t h = 0; h < heads; ++h) {
    float* oh = out + h * head_dim;
    if (key_count == 0) {
      for (size_t i = 0; i < head_dim; ++i) oh[i] = 0.f;
      continue;
    }
    // The same operations in the same order as attention() over the same rows laid out consecutively.
    head_scores<V>(q + h * head_dim, GatheredRows{k + h * head_dim, stride, rows}, key_count, head_dim, scale,
                   scores);
    const float sum = exponentiate<V>(scores, key_count);
    weighted_sum<V>(scores, key_count, GatheredRows{v + h * head_dim, stride, rows}, oh, head_dim, 1.f / sum);
  }
}

template <typename V>
ATTN_SIMD_INLINE void attention_probabilities_as(const float* q, const float* k, size_t k_stride,
                                                 size_t key_count, size_t heads, size_t head_dim, float* out,
                                                 float* scores) {
  for (size_t j = 0; j < key_count; ++j) out[j] = 0.f;
  if (key_count == 0 || heads == 0) return;
  const float scale = 1.f / std::sqrt(static_cast<float>(head_dim));
  for (size_t h = 0; h < heads; ++h) {
    const float* qh = q + h * head_dim;
    const float* kh = k + h * head_dim;
    for (size_t j = 0; j < key_count; ++j) scores[j] = dot<V>(qh, kh + j * k_stride, head_dim) * scale;
    const float sum = exponentiate<V>(scores, key_count);
    const float weight = 1.f / (sum * static_cast<float>(heads));
    for (size_t j = 0; j < key_count; ++j) out[j] += scores[j] * weight;
  }
}

}  // namespace

ATTN_KERNEL_CLONES
void attention(const float* q, size_t q_stride, const float* k, size_t k_stride, const float* v,
               size_t v_stride, float* out, size_t out_stride, size_t query_count, size_t key_count,
               size_t heads, size_t head_dim, const AttentionMask& mask, float* scores) {
  ATTN_SIMD_DISPATCH(attention_as, q, q_stride, k, k_stride, v, v_stride, out, out_stride, query_count,
                     key_count, heads, head_dim, mask, scores);
}

ATTN_KERNEL_CLONES
void attention_gathered(const float* q, const float* k, const float* v, size_t stride, const size_t* rows,
                        size_t key_count, size_t heads, size_t head_dim, float* out, float* scores) {
  ATTN_SIMD_DISPATCH(attention_gathered_as, q, k, v, stride, rows, key_count, heads, head_dim, out, scores);
}

ATTN_KERNEL_CLONES
void attention_probabilities(const float* q, const float* k, size_t k_stride, size_t key_count, size_t heads,
                             size_t head_dim, float* out, float* scores) {
  ATTN_SIMD_DISPATCH(attention_probabilities_as, q, k, k_stride, key_count, heads, head_dim, out, scores);
}

}  // namespace attn::kernels
