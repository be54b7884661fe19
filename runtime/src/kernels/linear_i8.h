// Linear layer with int8 weights, the portable kernel: the reference the XNNPACK int8 path
// (kernels/xnnpack_linear.h) is tested against, and the backend a translator is created with where XNNPACK
// cannot run or the portable backend is asked for (model/linear_layer.h).
//
// Shapes: N = rows of x, I = in_features, O = out_features.
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime/src/quant/activation_quant.h"

namespace attn::kernels {

// Run-time quantized int8, the reference of XnnpackLinear's create_int8_dynamic: each row of x is quantized with its own affine step from its range [min(0, min x),
// max(0, max x)] mapped onto 256 levels (dynamic_row_quant, XNNPACK's xnn_qd8_asymmetric_quantization_params
// restated), then
//   qx = clamp(round(x / step) + zx, −128, 127)          (quantize_row, as XNNPACK's conversion)
//   y[o] = (float)(Σ_i (qx_i − zx) · w[o, i]) · step · w_scales[o] + b[o]
// with exact int32 sums; XNNPACK's SIMD kernels may fuse the last multiply and add, so the two paths agree to
// a rounding of the output, not bit for bit. Allocates nothing.
void linear_i8_dynamic(const float* x,         // [N, I]
                       const int8_t* w,        // [O, I]
                       const float* w_scales,  // [O]
                       const float* bias,      // [O] or nullptr
                       float* y,               // [N, O] (must not alias x)
                       size_t rows, size_t in_features, size_t out_features);

// The step (scale) and zero point linear_i8_dynamic quantizes a row of count values with.
ActivationQuant dynamic_row_quant(const float* x, size_t count);

}  // namespace attn::kernels
