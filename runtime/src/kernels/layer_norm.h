// Layer norm over the last dimension: (x − mean) / sqrt(var + eps) · gain + bias, var the biased variance.
//
// Shapes: N = rows, D = d_model.
#pragma once

#include <cstddef>

namespace attn::kernels {

void layer_norm(const float* x,     // [N, D]
                const float* gain,  // [D]
                const float* bias,  // [D]
                float* y,           // [N, D]  (may alias x)
                size_t rows, size_t dim, float epsilon);

}  // namespace attn::kernels
