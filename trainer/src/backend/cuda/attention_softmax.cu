// Attention's softmax on the GPU, forward and backward (the references: kernels/attention.h).
//   B = batch, H = heads, Tq = query positions, Tk = key positions; a row = one (b, h, t) query.
//   p, dp: [B·H·Tq, Tk]; p16, ds16 (may be null): the same in bf16; key_tokens: [B, Tk].
// A warp per row: lane l takes keys l, l + 32, …, so a warp reads 128 contiguous bytes at a time; the row's
// maximum and sum are warp shuffles. Masks as the reference: keys past the query (causal) and keys whose
// token is pad_id get probability 0; a row with no visible key becomes all zeros.
#include "trainer/src/backend/cuda/cuda_device.cuh"
#include "trainer/src/backend/cuda/native_kernels.cuh"
#include "trainer/src/backend/cuda/warp_reduce.cuh"
#include "trainer/src/kernels/gpu_plan.h"

namespace attn::train {
namespace {

using kernels::bf16;
using kernels::gpu_plan::kRowBlockThreads;
using kernels::gpu_plan::kRowWarps;
using native::kWarp;

__global__ void __launch_bounds__(kRowBlockThreads)
    softmax_forward_kernel(int64_t rows, int H, int Tq, int Tk, float scale, bool causal,
                           const int32_t* key_tokens, int32_t pad_id, float* p, bf16* p16) {
  const int64_t row = static_cast<int64_t>(blockIdx.x) * kRowWarps + threadIdx.x / kWarp;
  if (row >= rows) return;  // the whole warp: row is the same for its 32 lanes
  const int lane = threadIdx.x % kWarp;
  const int64_t b = row / (static_cast<int64_t>(H) * Tq);
  const int t = static_cast<int>(row % Tq);
  const int32_t* keys = key_tokens + b * Tk;
  float* pr = p + row * Tk;
  bf16* p16r = p16 ? p16 + row * Tk : nullptr;
  const int visible_end = causal ? (t + 1 < Tk ? t + 1 : Tk) : Tk;
  float m = -INFINITY;
  for (int s = lane; s < visible_end; s += kWarp)
    if (keys[s] != pad_id) m = fmaxf(m, pr[s] * scale);
  m = native::warp_max(m);
  if (m == -INFINITY) {
    for (int s = lane; s < Tk; s += kWarp) {
      pr[s] = 0.f;
      if (p16r) p16r[s] = kernels::to_bf16(0.f);
    }
    return;
  }
  float sum = 0.f;
  for (int s = lane; s < Tk; s += kWarp) {
    const float e = (s < visible_end && keys[s] != pad_id) ? expf(pr[s] * scale - m) : 0.f;
    pr[s] = e;
    sum += e;
  }
  const float inv = 1.f / native::warp_sum(sum);
  for (int s = lane; s < Tk; s += kWarp) {
    const float v = pr[s] * inv;
    pr[s] = v;
    if (p16r) p16r[s] = kernels::to_bf16(v);
  }
}

// dp in, d(unscaled scores) out, in place: scale · p · (dp − Σ p·dp).
__global__ void __launch_bounds__(kRowBlockThreads)
    softmax_backward_kernel(int64_t rows, int Tk, float scale, const float* p, float* dp, bf16* ds16) {
  const int64_t row = static_cast<int64_t>(blockIdx.x) * kRowWarps + threadIdx.x / kWarp;
  if (row >= rows) return;
  const int lane = threadIdx.x % kWarp;
  const float* pr = p + row * Tk;
  float* dr = dp + row * Tk;
  bf16* ds16r = ds16 ? ds16 + row * Tk : nullptr;
  float dot = 0.f;
  for (int s = lane; s < Tk; s += kWarp) dot += pr[s] * dr[s];
  dot = native::warp_sum(dot);
  for (int s = lane; s < Tk; s += kWarp) {
    const float v = scale * pr[s] * (dr[s] - dot);
    dr[s] = v;
    if (ds16r) ds16r[s] = kernels::to_bf16(v);
  }
}

}  // namespace

void native_attention_softmax_forward(CudaDevice& dev, int B, int H, int Tq, int Tk, float scale, bool causal,
                                      const int32_t* key_tokens, int32_t pad_id, float* p, bf16* p16) {
  const int64_t rows = static_cast<int64_t>(B) * H * Tq;
  if (rows <= 0 || Tk <= 0) return;
  softmax_forward_kernel<<<static_cast<unsigned>(kernels::gpu_plan::row_blocks(rows)), kRowBlockThreads, 0,
                           dev.stream()>>>(rows, H, Tq, Tk, scale, causal, key_tokens, pad_id, p, p16);
  cuda_check(cudaGetLastError(), "attention softmax forward launch");
}

void native_attention_softmax_backward(CudaDevice& dev, int B, int H, int Tq, int Tk, float scale,
                                       const float* p, float* dp, bf16* ds16) {
  const int64_t rows = static_cast<int64_t>(B) * H * Tq;
  if (rows <= 0 || Tk <= 0) return;
  softmax_backward_kernel<<<static_cast<unsigned>(kernels::gpu_plan::row_blocks(rows)), kRowBlockThreads, 0,
                            dev.stream()>>>(rows, Tk, scale, p, dp, ds16);
  cuda_check(cudaGetLastError(), "attention softmax backward launch");
}

}  // namespace attn::train
