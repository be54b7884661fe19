// Adam (Kingma & Ba), elementwise over the whole parameter buffer.
//   P = parameter count. params, grads, m, v: [P].
// grad_scale turns the summed gradients into means (1 / target tokens of the step); bias1 = 1 − β1^t and
// bias2 = 1 − β2^t are computed once on the host.
#pragma once

#include <math.h>

#include "trainer/src/kernels/common.h"

namespace attn::train::kernels {

ATTN_HD inline void adam_update(int64_t i, float* params, const float* grads, float* m, float* v, float lr,
                                float beta1, float beta2, float eps, float grad_scale, float bias1, float bias2) {
  const float g = grads[i] * grad_scale;
  const float mi = beta1 * m[i] + (1.f - beta1) * g;
  const float vi = beta2 * v[i] + (1.f - beta2) * g * g;
  m[i] = mi;
  v[i] = vi;
  params[i] -= lr * (mi / bias1) / (sqrtf(vi / bias2) + eps);
}

// Host only: adam_update for i in [begin, end), vector code compiled for the CPU's instruction set
// (adam.cpp).
void adam_host(int64_t begin, int64_t end, float* params, const float* grads, float* m, float* v, float lr,
               float beta1, float beta2, float eps, float grad_scale, float bias1, float bias2);

template <class Dev>
void launch_adam(Dev& dev, int64_t n, float* params, const float* grads, float* m, float* v, float lr, float beta1,
                 float beta2, float eps, float grad_scale, float bias1, float bias2) {
  if constexpr (Dev::kDeviceMemory) {
    dev.launch(n, [=] ATTN_HD(int64_t i) {
      adam_update(i, params, grads, m, v, lr, beta1, beta2, eps, grad_scale, bias1, bias2);
    });
  } else {
    launch_host_ranges(dev, n, [=](int64_t begin, int64_t end) {
      adam_host(begin, end, params, grads, m, v, lr, beta1, beta2, eps, grad_scale, bias1, bias2);
    });
  }
}

}  // namespace attn::train::kernels
