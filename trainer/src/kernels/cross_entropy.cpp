#include "trainer/src/kernels/cross_entropy.h"

#include <cstring>

#include "trainer/src/kernels/host_simd.h"

namespace attn::train::kernels {
namespace {

using simd::f32x16;
using simd::kLanes;
using simd::load;

// The largest of x[0, n) in N-lane pieces (comparisons: see simd::compare_lanes). A maximum does not depend
// on the order it is taken in.
template <int N>
ATTN_TRAIN_SIMD_INLINE float row_max_as(const float* x, int64_t n) {
  using F = typename simd::lanes<N>::f32;
  F m = simd::splat<F>(x[0]);
  int64_t i = 0;
  for (; i + N <= n; i += N) {
    F v;
    std::memcpy(&v, x + i, sizeof v);
    m = simd::select(v > m, v, m);
  }
  float best = m[0];
  for (int k = 1; k < N; ++k) best = m[k] > best ? m[k] : best;
  for (; i < n; ++i) best = x[i] > best ? x[i] : best;
  return best;
}

ATTN_TRAIN_SIMD_INLINE float row_max(const float* x, int64_t n) {
  switch (simd::compare_lanes()) {
    case 16:
      return row_max_as<16>(x, n);
    case 8:
      return row_max_as<8>(x, n);
    default:
      return row_max_as<4>(x, n);
  }
}

}  // namespace

ATTN_TRAIN_CLONES void cross_entropy_host(int64_t begin, int64_t end, int V, float smoothing,
                                          const int32_t* targets, int32_t pad_id, float* logits,
                                          bool write_grad, bf16* grad16, float* loss, float* nll) {
  for (int64_t r = begin; r < end; ++r) {
    float* lr = logits + r * V;
    const int32_t y = targets[r];
    if (y == pad_id) {
      loss[r] = 0.f;
      nll[r] = 0.f;
      if (write_grad && grad16) std::memset(grad16 + r * V, 0, sizeof(bf16) * V);
      if (write_grad && !grad16) std::memset(lr, 0, sizeof(float) * V);
      continue;
    }
    const float m = row_max(lr, V);
    const float sum_logits = simd::row_sum(
        V, [&](int64_t j) { return load(lr + j); }, [&](int64_t j) { return lr[j]; });
    const float logit_y = lr[y];
    const float sum_exp = exp_sum(lr, write_grad ? lr : nullptr, V, 1.f, m);
    const float lse = m + logf(sum_exp);
    const float logp_y = logit_y - lse;
    const double sum_logp = static_cast<double>(sum_logits) - static_cast<double>(V) * lse;
    nll[r] = -logp_y;
    loss[r] = static_cast<float>(-(1.0 - smoothing) * logp_y - (smoothing / V) * sum_logp);
    if (!write_grad) continue;
    // lr holds exp(l − max): the gradient softmax − q is one multiply and subtract per element, written in
    // bf16 straight away when the products that read it are bf16.
    const float uniform = smoothing / V, inv_sum = 1.f / sum_exp;
    const float grad_y = lr[y] * inv_sum - uniform - (1.f - smoothing);
    int64_t j = 0;
    if (grad16) {
      bf16* gr = grad16 + r * V;
      for (; j + kLanes <= V; j += kLanes) simd::store_bf16(gr + j, load(lr + j) * inv_sum - uniform);
      for (; j < V; ++j) gr[j] = to_bf16(lr[j] * inv_sum - uniform);
      gr[y] = to_bf16(grad_y);
    } else {
      for (; j + kLanes <= V; j += kLanes) simd::store(lr + j, load(lr + j) * inv_sum - uniform);
      for (; j < V; ++j) lr[j] = lr[j] * inv_sum - uniform;
      lr[y] = grad_y;
    }
  }
}

}  // namespace attn::train::kernels
