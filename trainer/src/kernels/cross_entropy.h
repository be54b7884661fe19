// Log-softmax over the vocabulary fused with the label-smoothed cross-entropy and its gradient, one row
// (one target token) at a time, so the softmax is computed once and never stored.
//   N = target tokens (rows), V = vocabulary.
//   logits: [N, V] (overwritten by d loss / d logits when grad is requested); targets: [N]; loss, nll: [N].
// Loss against q = (1 − ε)·onehot(y) + ε/V (PyTorch's CrossEntropyLoss(label_smoothing=ε)):
//   loss = −(1 − ε)·logp_y − (ε/V)·Σ_j logp_j,  d loss / d logit_j = softmax_j − q_j.
// Rows whose target is pad count nothing and get a zero gradient.
#pragma once

#include <math.h>

#include "trainer/src/kernels/bf16.h"
#include "trainer/src/kernels/common.h"
#include "trainer/src/kernels/exp.h"

namespace attn::train::kernels {

ATTN_HD inline void cross_entropy_row(int64_t r, int V, float smoothing, const int32_t* targets, int32_t pad_id,
                                      float* logits, bool write_grad, float* loss, float* nll) {
  float* lr = logits + r * V;
  const int32_t y = targets[r];
  if (y == pad_id) {
    loss[r] = 0.f;
    nll[r] = 0.f;
    if (write_grad)
      for (int j = 0; j < V; ++j) lr[j] = 0.f;
    return;
  }
  float m = lr[0];
  for (int j = 1; j < V; ++j) m = lr[j] > m ? lr[j] : m;
  // Separate loops: the plain sum vectorises. (Its float rounding, ~1e-7 relative, is scaled by ε/V in the
  // loss: negligible.)
  float sum_logits = 0.f;
  for (int j = 0; j < V; ++j) sum_logits += lr[j];
  const float logit_y = lr[y];
  // With grad, keep exp(l − max) in place: the gradient is then one multiply per element instead of a
  // second exp.
#if defined(__CUDA_ARCH__)
  float sum_exp = 0.f;
  if (write_grad) {
    for (int j = 0; j < V; ++j) {
      lr[j] = expf(lr[j] - m);
      sum_exp += lr[j];
    }
  } else {
    for (int j = 0; j < V; ++j) sum_exp += expf(lr[j] - m);
  }
#else
  // The host's exp over the row is vector code (exp.h): libm's scalar expf was most of this kernel's time.
  const float sum_exp = exp_sum(lr, write_grad ? lr : nullptr, V, 1.f, m);
#endif
  const float lse = m + logf(sum_exp);
  const float logp_y = logit_y - lse;
  const double sum_logp = static_cast<double>(sum_logits) - static_cast<double>(V) * lse;
  nll[r] = -logp_y;
  loss[r] = static_cast<float>(-(1.0 - smoothing) * logp_y - (smoothing / V) * sum_logp);
  if (write_grad) {
    const float uniform = smoothing / V, inv_sum = 1.f / sum_exp;
    for (int j = 0; j < V; ++j) lr[j] = lr[j] * inv_sum - uniform;
    lr[y] -= 1.f - smoothing;
  }
}

// Greedy decoding: the index of the largest logit of row r (the first one on ties).
ATTN_HD inline void argmax_row(int64_t r, int V, const float* logits, int32_t* out) {
  const float* lr = logits + r * V;
  int best = 0;
  for (int j = 1; j < V; ++j)
    if (lr[j] > lr[best]) best = j;
  out[r] = best;
}

// Host only: cross_entropy_row for rows [begin, end) as vector code compiled for the CPU's instruction set
// (cross_entropy.cpp); the sum of the logits is taken over 16 lanes in a fixed order. With grad16 the
// gradient goes there in bf16 (row r at grad16 + r·V) and logits is left holding scratch values.
void cross_entropy_host(int64_t begin, int64_t end, int V, float smoothing, const int32_t* targets,
                        int32_t pad_id, float* logits, bool write_grad, bf16* grad16, float* loss,
                        float* nll);

// Launchers. grad16 (with write_grad, may be null): the gradient in bf16 instead of in place in logits, as
// the bf16 products read it: written once, in bf16, instead of in fp32 and converted. On a GPU the native
// kernel (backend/cuda/cross_entropy.cu, a block per row, found through the device's type) runs instead of
// cross_entropy_row, which stays as its reference.
template <class Dev>
void launch_cross_entropy(Dev& dev, int64_t rows, int V, float smoothing, const int32_t* targets,
                          int32_t pad_id, float* logits, bool write_grad, float* loss, float* nll,
                          bf16* grad16 = nullptr) {
  if constexpr (Dev::kDeviceMemory) {
    native_cross_entropy(dev, rows, V, smoothing, targets, pad_id, logits, write_grad, loss, nll, grad16);
  } else {
    dev.launch(
        rows,
        [=](int64_t r) {
          cross_entropy_host(r, r + 1, V, smoothing, targets, pad_id, logits, write_grad,
                             write_grad ? grad16 : nullptr, loss, nll);
        },
        4 * V);
  }
}
template <class Dev>
void launch_argmax(Dev& dev, int64_t rows, int V, const float* logits, int32_t* out) {
  dev.launch(rows, [=] ATTN_HD(int64_t r) { argmax_row(r, V, logits, out); }, V);
}

}  // namespace attn::train::kernels
