#include "trainer/src/kernels/elementwise.h"

#include "trainer/src/kernels/host_simd.h"

namespace attn::train::kernels {

// The scalar kernels over a range: the compiler vectorises these loops for each clone's instruction set (the
// dropout draws need 64-bit multiplies, which baseline x86-64 has only in scalar form), with the same integer
// and float operations per element, so the results are the scalar kernels' bit for bit.
ATTN_TRAIN_CLONES void residual_dropout_forward_host(int64_t begin, int64_t end, const float* x,
                                                     const float* y, float p, uint64_t key, float* out) {
  for (int64_t i = begin; i < end; ++i) residual_dropout_forward(i, x, y, p, key, out);
}
ATTN_TRAIN_CLONES void residual_dropout_backward_host(int64_t begin, int64_t end, const float* d_out, float p,
                                                      uint64_t key, float* d_y) {
  for (int64_t i = begin; i < end; ++i) residual_dropout_backward(i, d_out, p, key, d_y);
}

}  // namespace attn::train::kernels
