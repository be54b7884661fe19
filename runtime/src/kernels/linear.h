// Linear layer: y = x Wᵀ + b, the portable kernel. Translators run their linear layers on XNNPACK operators
// (kernels/xnnpack_linear.h); this one is the reference the XNNPACK path is tested against, and the backend a
// translator is created with where XNNPACK cannot run on the CPU or the portable backend is asked for
// (model/linear_layer.h).
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
