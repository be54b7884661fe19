// Layer norm on the GPU, forward and backward (the references: kernels/layer_norm.h).
//   N = rows (tokens), D = d_model; x, y, dy, dx: [N, D]; mean, rstd: [N]; gain, bias, d_gain, d_bias: [D];
//   scratch: [2, ⌈N / kReduceRows⌉, D] (partial sums of d_gain, then of d_bias).
// A warp per row: each lane takes every 32nd float4 (or float where D is not a multiple of 4 or a pointer is
// not 16-byte aligned), so a warp reads 512 contiguous bytes at a time; row sums are warp shuffles. The row
// is read again for each pass (two for the statistics, one for the output) and comes from L1/L2 after the
// first. The parameter gradients are column sums in two fixed stages: a thread per (chunk of kReduceRows
// rows, column) adds its chunk's rows in order (the reference's partial sums), then column_sum.cu adds the
// chunks in a fixed order. No atomics, so every run gives the same bits.
#include "trainer/src/backend/cuda/cuda_device.cuh"
#include "trainer/src/backend/cuda/native_kernels.cuh"
#include "trainer/src/backend/cuda/warp_reduce.cuh"
#include "trainer/src/kernels/gpu_plan.h"
#include "trainer/src/kernels/reduce.h"

namespace attn::train {
namespace {

using kernels::gpu_plan::kRowBlockThreads;
using kernels::gpu_plan::kRowWarps;
using native::kWarp;
using native::warp_sum;

// The row this warp works on, or −1 past the end (then the whole warp returns, before any shuffle).
__device__ __forceinline__ int64_t warp_row(int64_t rows) {
  const int64_t r = static_cast<int64_t>(blockIdx.x) * kRowWarps + threadIdx.x / kWarp;
  return r < rows ? r : -1;
}

// fn(i, v) for the row's floats, v = x[i], lane by lane; kVec: four at a time (fn is called per float).
template <bool kVec, class Fn>
__device__ __forceinline__ void for_row(const float* xr, int D, int lane, Fn fn) {
  if constexpr (kVec) {
    const float4* x4 = reinterpret_cast<const float4*>(xr);
    for (int q = lane; q < D / 4; q += kWarp) {
      const float4 v = x4[q];
      fn(4 * q, v.x);
      fn(4 * q + 1, v.y);
      fn(4 * q + 2, v.z);
      fn(4 * q + 3, v.w);
    }
  } else {
    for (int i = lane; i < D; i += kWarp) fn(i, xr[i]);
  }
}

template <bool kVec>
__global__ void __launch_bounds__(kRowBlockThreads)
    layer_norm_forward_kernel(int64_t rows, int D, float eps, const float* x, const float* gain,
                              const float* bias, float* y, float* mean, float* rstd) {
  const int64_t r = warp_row(rows);
  if (r < 0) return;
  const int lane = threadIdx.x % kWarp;
  const float* xr = x + r * D;
  float* yr = y + r * D;
  float sum = 0.f;
  for_row<kVec>(xr, D, lane, [&](int, float v) { sum += v; });
  const float m = warp_sum(sum) / D;
  // Two passes, as the reference: E[x²] − m² loses precision when |mean| ≫ std.
  float var = 0.f;
  for_row<kVec>(xr, D, lane, [&](int, float v) { var += (v - m) * (v - m); });
  const float s = 1.f / sqrtf(warp_sum(var) / D + eps);
  // x may alias y: every lane has read its part of the row in the passes above, and each lane writes only
  // the elements it reads here.
  if constexpr (kVec) {
    const float4* x4 = reinterpret_cast<const float4*>(xr);
    const float4* g4 = reinterpret_cast<const float4*>(gain);
    const float4* b4 = reinterpret_cast<const float4*>(bias);
    float4* y4 = reinterpret_cast<float4*>(yr);
    for (int q = lane; q < D / 4; q += kWarp) {
      const float4 v = x4[q], g = g4[q], b = b4[q];
      y4[q] = make_float4((v.x - m) * s * g.x + b.x, (v.y - m) * s * g.y + b.y, (v.z - m) * s * g.z + b.z,
                          (v.w - m) * s * g.w + b.w);
    }
  } else {
    for (int i = lane; i < D; i += kWarp) yr[i] = (xr[i] - m) * s * gain[i] + bias[i];
  }
  if (lane == 0) {
    mean[r] = m;
    rstd[r] = s;
  }
}

// dx = rstd · (g·dy − mean(g·dy) − x̂ · mean(g·dy·x̂)); dx may alias dy (as in the reference: the sums are
// taken first and each lane writes only what it reads).
template <bool kVec>
__global__ void __launch_bounds__(kRowBlockThreads)
    layer_norm_backward_kernel(int64_t rows, int D, const float* dy, const float* x, const float* mean,
                               const float* rstd, const float* gain, float* dx, bool accumulate) {
  const int64_t r = warp_row(rows);
  if (r < 0) return;
  const int lane = threadIdx.x % kWarp;
  const float* dyr = dy + r * D;
  const float* xr = x + r * D;
  float* dxr = dx + r * D;
  const float m = mean[r], s = rstd[r];
  float sum_gdy = 0.f, sum_gdy_xhat = 0.f;
  if constexpr (kVec) {
    const float4* dy4 = reinterpret_cast<const float4*>(dyr);
    const float4* x4 = reinterpret_cast<const float4*>(xr);
    const float4* g4 = reinterpret_cast<const float4*>(gain);
    for (int q = lane; q < D / 4; q += kWarp) {
      const float4 d = dy4[q], v = x4[q], g = g4[q];
      const float a0 = g.x * d.x, a1 = g.y * d.y, a2 = g.z * d.z, a3 = g.w * d.w;
      sum_gdy += a0 + a1 + a2 + a3;
      sum_gdy_xhat += a0 * (v.x - m) * s + a1 * (v.y - m) * s + a2 * (v.z - m) * s + a3 * (v.w - m) * s;
    }
  } else {
    for (int i = lane; i < D; i += kWarp) {
      const float gdy = gain[i] * dyr[i];
      sum_gdy += gdy;
      sum_gdy_xhat += gdy * (xr[i] - m) * s;
    }
  }
  const float a = warp_sum(sum_gdy) / D, b = warp_sum(sum_gdy_xhat) / D;
  if constexpr (kVec) {
    const float4* dy4 = reinterpret_cast<const float4*>(dyr);
    const float4* x4 = reinterpret_cast<const float4*>(xr);
    const float4* g4 = reinterpret_cast<const float4*>(gain);
    float4* dx4 = reinterpret_cast<float4*>(dxr);
    for (int q = lane; q < D / 4; q += kWarp) {
      const float4 d = dy4[q], v = x4[q], g = g4[q];
      float4 out =
          make_float4(s * (g.x * d.x - a - (v.x - m) * s * b), s * (g.y * d.y - a - (v.y - m) * s * b),
                      s * (g.z * d.z - a - (v.z - m) * s * b), s * (g.w * d.w - a - (v.w - m) * s * b));
      if (accumulate) {
        const float4 old = dx4[q];
        out = make_float4(old.x + out.x, old.y + out.y, old.z + out.z, old.w + out.w);
      }
      dx4[q] = out;
    }
  } else {
    for (int i = lane; i < D; i += kWarp) {
      const float v = s * (gain[i] * dyr[i] - a - (xr[i] - m) * s * b);
      dxr[i] = accumulate ? dxr[i] + v : v;
    }
  }
}

// Stage 1: thread (chunk, j) sums rows [chunk·kReduceRows, +kReduceRows) of column j in order: d_gain's
// term dy·x̂ (as LayerNormGainGradValue) and d_bias's term dy. Neighbouring threads read neighbouring columns.
__global__ void layer_norm_parameter_partial_kernel(int64_t rows, int D, int64_t chunks, const float* dy,
                                                    const float* x, const float* mean, const float* rstd,
                                                    float* gain_partial, float* bias_partial) {
  const int64_t count = chunks * D;
  for (int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; i < count;
       i += static_cast<int64_t>(gridDim.x) * blockDim.x) {
    const int64_t chunk = i / D;
    const int j = static_cast<int>(i % D);
    const int64_t r0 = chunk * kernels::kReduceRows;
    const int64_t r1 = r0 + kernels::kReduceRows < rows ? r0 + kernels::kReduceRows : rows;
    float g = 0.f, b = 0.f;
    for (int64_t r = r0; r < r1; ++r) {
      const float d = dy[r * D + j];
      g += d * (x[r * D + j] - mean[r]) * rstd[r];
      b += d;
    }
    gain_partial[i] = g;
    bias_partial[i] = b;
  }
}

unsigned grid(int64_t blocks) { return static_cast<unsigned>(blocks); }

}  // namespace

void native_layer_norm_forward(CudaDevice& dev, int64_t rows, int D, float eps, const float* x,
                               const float* gain, const float* bias, float* y, float* mean, float* rstd) {
  if (rows <= 0) return;
  const unsigned blocks = grid(kernels::gpu_plan::row_blocks(rows));
  if (kernels::gpu_plan::float4_rows(D, x, y, gain, bias))
    layer_norm_forward_kernel<true>
        <<<blocks, kRowBlockThreads, 0, dev.stream()>>>(rows, D, eps, x, gain, bias, y, mean, rstd);
  else
    layer_norm_forward_kernel<false>
        <<<blocks, kRowBlockThreads, 0, dev.stream()>>>(rows, D, eps, x, gain, bias, y, mean, rstd);
  cuda_check(cudaGetLastError(), "layer norm forward launch");
}

void native_layer_norm_backward(CudaDevice& dev, int64_t rows, int D, const float* dy, const float* x,
                                const float* mean, const float* rstd, const float* gain, float* dx,
                                bool accumulate, float* d_gain, float* d_bias, float* scratch) {
  if (rows <= 0) return;
  namespace plan = kernels::gpu_plan;
  const int64_t chunks = kernels::reduce_chunks(rows);
  float* gain_partial = scratch;
  float* bias_partial = scratch + chunks * D;
  // The parameter gradients first: dx may overwrite dy.
  layer_norm_parameter_partial_kernel<<<grid(plan::element_blocks(chunks * D, 1)), plan::kBlockThreads, 0,
                                        dev.stream()>>>(rows, D, chunks, dy, x, mean, rstd, gain_partial,
                                                        bias_partial);
  cuda_check(cudaGetLastError(), "layer norm parameter partial sums launch");
  native_column_final_sums(dev, chunks, D, gain_partial, d_gain, bias_partial, d_bias);
  const unsigned blocks = grid(plan::row_blocks(rows));
  if (plan::float4_rows(D, dy, x, gain, dx))
    layer_norm_backward_kernel<true>
        <<<blocks, kRowBlockThreads, 0, dev.stream()>>>(rows, D, dy, x, mean, rstd, gain, dx, accumulate);
  else
    layer_norm_backward_kernel<false>
        <<<blocks, kRowBlockThreads, 0, dev.stream()>>>(rows, D, dy, x, mean, rstd, gain, dx, accumulate);
  cuda_check(cudaGetLastError(), "layer norm backward launch");
}

}  // namespace attn::train
