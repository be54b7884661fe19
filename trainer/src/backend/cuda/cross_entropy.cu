// Label-smoothed cross-entropy fused with the logits' gradient on the GPU (the reference:
// kernels/cross_entropy.h, cross_entropy_row).
//   N = target tokens (rows), V = vocabulary; logits: [N, V]; targets, loss, nll: [N]; grad16: [N, V] or
//   null.
// A block of kThreads per row. One pass over the row keeps, per thread, a running maximum with the sum of
// exp(logit − maximum) (an online softmax) and the plain sum of the logits; the block merges them. A second
// pass writes softmax − q: in bf16 into grad16 when the products that read it are bf16 (the logits are then
// left as they were), otherwise in place over the logits. Each row is read twice and written once.
#include "trainer/src/backend/cuda/cuda_device.cuh"
#include "trainer/src/backend/cuda/native_kernels.cuh"
#include "trainer/src/backend/cuda/warp_reduce.cuh"
#include "trainer/src/kernels/gpu_plan.h"

namespace attn::train {
namespace {

using kernels::bf16;
constexpr int kThreads = kernels::gpu_plan::kBlockThreads;

__global__ void __launch_bounds__(kThreads)
    cross_entropy_kernel(int V, float smoothing, const int32_t* targets, int32_t pad_id, float* logits,
                         bool write_grad, float* loss, float* nll, bf16* grad16) {
  const int64_t r = blockIdx.x;
  float* lr = logits + r * V;
  const int32_t y = targets[r];
  if (y == pad_id) {  // the same for the whole block
    if (threadIdx.x == 0) {
      loss[r] = 0.f;
      nll[r] = 0.f;
    }
    if (write_grad) {
      if (grad16)
        for (int j = threadIdx.x; j < V; j += kThreads) grad16[r * V + j] = kernels::to_bf16(0.f);
      else
        for (int j = threadIdx.x; j < V; j += kThreads) lr[j] = 0.f;
    }
    return;
  }
  // Read before any thread overwrites the row below (the block reductions are barriers).
  const float logit_y = lr[y];
  native::MaxSum running;
  float sum_logits = 0.f;
  for (int j = threadIdx.x; j < V; j += kThreads) {
    const float v = lr[j];
    native::add_value(running, v);
    sum_logits += v;
  }
  const native::MaxSum all = native::block_merge<kThreads>(running);
  sum_logits = native::block_sum<kThreads>(sum_logits);
  const float m = all.max, sum_exp = all.sum;
  if (threadIdx.x == 0) {
    const float lse = m + logf(sum_exp);
    const float logp_y = logit_y - lse;
    const double sum_logp = static_cast<double>(sum_logits) - static_cast<double>(V) * lse;
    nll[r] = -logp_y;
    loss[r] = static_cast<float>(-(1.0 - smoothing) * logp_y - (smoothing / V) * sum_logp);
  }
  if (!write_grad) return;
  const float uniform = smoothing / V, inv_sum = 1.f / sum_exp, hit = 1.f - smoothing;
  if (grad16) {
    bf16* gr = grad16 + r * V;
    for (int j = threadIdx.x; j < V; j += kThreads) {
      const float g = expf(lr[j] - m) * inv_sum - uniform;
      gr[j] = kernels::to_bf16(j == y ? g - hit : g);
    }
  } else {
    for (int j = threadIdx.x; j < V; j += kThreads) {
      const float g = expf(lr[j] - m) * inv_sum - uniform;
      lr[j] = j == y ? g - hit : g;
    }
  }
}

}  // namespace

void native_cross_entropy(CudaDevice& dev, int64_t rows, int V, float smoothing, const int32_t* targets,
                          int32_t pad_id, float* logits, bool write_grad, float* loss, float* nll,
                          bf16* grad16) {
  if (rows <= 0) return;
  if (rows > 0x7fffffff) throw std::invalid_argument("cross-entropy: more rows than a CUDA grid holds");
  cross_entropy_kernel<<<static_cast<unsigned>(rows), kThreads, 0, dev.stream()>>>(
      V, smoothing, targets, pad_id, logits, write_grad, loss, nll, write_grad ? grad16 : nullptr);
  cuda_check(cudaGetLastError(), "cross-entropy launch");
}

}  // namespace attn::train
