// Linear layer: y = x Wᵀ + b. Every matrix product of the fp32 runtime goes through this one function so that
// a faster backend (XNNPACK) can replace it in one place.
//
// Shapes: N = rows of x (tokens or hypotheses), I = in_features, O = out_features.
#pragma once

#include <cstddef>

namespace attn::kernels {

void linear(const float* x,     // [N, I]
            const float* w,     // [O, I]  (row-major, as stored in the model file)
            const float* bias,  // [O] or nullptr
            float* y,           // [N, O]  (must not alias x)
            size_t rows, size_t in_features, size_t out_features);

}  // namespace attn::kernels
