#include "trainer/src/kernels/adam.h"

#include "trainer/src/kernels/host_simd.h"

namespace attn::train::kernels {

// The per-index update in a loop the compiler vectorises per instruction set (this file is compiled without
// errno from sqrtf and without fused multiply-adds, so each version computes what adam_update does).
ATTN_TRAIN_CLONES void adam_host(int64_t begin, int64_t end, float* params, const float* grads, float* m,
                                 float* v, float lr, float beta1, float beta2, float eps, float grad_scale,
                                 float bias1, float bias2) {
  for (int64_t i = begin; i < end; ++i)
    adam_update(i, params, grads, m, v, lr, beta1, beta2, eps, grad_scale, bias1, bias2);
}

}  // namespace attn::train::kernels
