// Reductions across a warp and a block for the native kernels (shuffles, then one shared slot per warp).
#pragma once

#include <math.h>

#include "trainer/src/kernels/gpu_plan.h"

namespace attn::train::native {

constexpr unsigned kFullMask = 0xffffffffu;
using kernels::gpu_plan::kWarp;

__device__ __forceinline__ float warp_sum(float v) {
  for (int offset = kWarp / 2; offset > 0; offset /= 2) v += __shfl_xor_sync(kFullMask, v, offset);
  return v;
}
__device__ __forceinline__ float warp_max(float v) {
  for (int offset = kWarp / 2; offset > 0; offset /= 2) v = fmaxf(v, __shfl_xor_sync(kFullMask, v, offset));
  return v;
}

// A running softmax denominator: sum = Σ exp(x − max) over the values seen. Empty: max = −∞, sum = 0.
struct MaxSum {
  float max = -INFINITY;
  float sum = 0.f;
};
__device__ __forceinline__ void add_value(MaxSum& a, float x) {
  if (x > a.max) {
    a.sum = a.sum * expf(a.max - x) + 1.f;  // exp(−∞) = 0 when a was empty
    a.max = x;
  } else {
    a.sum += expf(x - a.max);
  }
}
__device__ __forceinline__ void merge(MaxSum& a, MaxSum b) {
  if (b.max == -INFINITY) return;
  if (a.max == -INFINITY) {
    a = b;
    return;
  }
  const float m = fmaxf(a.max, b.max);
  a.sum = a.sum * expf(a.max - m) + b.sum * expf(b.max - m);
  a.max = m;
}
__device__ __forceinline__ MaxSum warp_merge(MaxSum v) {
  for (int offset = kWarp / 2; offset > 0; offset /= 2) {
    MaxSum other;
    other.max = __shfl_xor_sync(kFullMask, v.max, offset);
    other.sum = __shfl_xor_sync(kFullMask, v.sum, offset);
    merge(v, other);
  }
  return v;
}

// Block-wide reductions for blocks of kThreads threads (a multiple of kWarp, at most kWarp²); every thread
// gets the result. They use shared memory and __syncthreads, so every thread of the block must call them.
template <int kThreads>
__device__ __forceinline__ float block_sum(float v) {
  static_assert(kThreads % kWarp == 0 && kThreads <= kWarp * kWarp);
  constexpr int kWarps = kThreads / kWarp;
  __shared__ float partial[kWarps];
  __shared__ float total;
  const int lane = threadIdx.x % kWarp, warp = threadIdx.x / kWarp;
  v = warp_sum(v);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    float w = lane < kWarps ? partial[lane] : 0.f;
    w = warp_sum(w);
    if (lane == 0) total = w;
  }
  __syncthreads();
  return total;
}
template <int kThreads>
__device__ __forceinline__ MaxSum block_merge(MaxSum v) {
  static_assert(kThreads % kWarp == 0 && kThreads <= kWarp * kWarp);
  constexpr int kWarps = kThreads / kWarp;
  __shared__ float part_max[kWarps], part_sum[kWarps];
  __shared__ float total_max, total_sum;  // plain floats: a __shared__ variable cannot have an initialiser
  const int lane = threadIdx.x % kWarp, warp = threadIdx.x / kWarp;
  v = warp_merge(v);
  if (lane == 0) {
    part_max[warp] = v.max;
    part_sum[warp] = v.sum;
  }
  __syncthreads();
  if (warp == 0) {
    MaxSum w;
    if (lane < kWarps) {
      w.max = part_max[lane];
      w.sum = part_sum[lane];
    }
    w = warp_merge(w);
    if (lane == 0) {
      total_max = w.max;
      total_sum = w.sum;
    }
  }
  __syncthreads();
  MaxSum result;
  result.max = total_max;
  result.sum = total_sum;
  return result;
}

}  // namespace attn::train::native
