// Softmax and log-softmax over the last dimension, in place. Both subtract the row maximum first so that
// large logits never overflow exp().
//
// Shapes: N = rows, C = columns (keys, or vocabulary entries).
#pragma once

#include <cstddef>

namespace attn::kernels {

void softmax(float* x,  // [N, C]
             size_t rows, size_t cols);

void log_softmax(float* x,  // [N, C]
                 size_t rows, size_t cols);

}  // namespace attn::kernels
