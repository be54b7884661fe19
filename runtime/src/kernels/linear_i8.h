// Linear layer with int8 weights, the portable kernel: the reference the XNNPACK int8 path
// (kernels/xnnpack_linear.h) is tested against, and the backend a translator is created with where XNNPACK
// cannot run or the portable backend is asked for (model/linear_layer.h).
//
// Shapes: N = rows of x, I = in_features, O = out_features.
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::kernels {

// The affine int8 grid one row of activations is quantized to: q = clamp(round(x · inverse_scale) +
// zero_point, −128, 127), real = scale · (q − zero_point). inverse_scale is what XNNPACK multiplies by and
// scale its reciprocal, as XNNPACK stores it (xnn_quantization_params).
struct RowQuant {
  float scale = 1.f;
  float inverse_scale = 1.f;
  int32_t zero_point = 0;  // in [-128, 127]
};

// Run-time quantized int8, the reference of XnnpackLinear's create_int8_dynamic: each row of x is quantized with its own affine step from its range [min(0, min x),
// max(0, max x)] mapped onto 256 levels (dynamic_row_quant, XNNPACK's xnn_qd8_asymmetric_quantization_params
// restated), then
//   qx = clamp(round(x · inverse_scale) + zx, −128, 127)      (quantize_row, as XNNPACK's conversion)
//   y[o] = (float)(Σ_i (qx_i − zx) · w[o, i]) · scale · w_scales[o] + b[o]
// with exact int32 sums; XNNPACK's SIMD kernels may fuse the last multiply and add, so the two paths agree to
// a rounding of the output, not bit for bit. Allocates nothing.
void linear_i8_dynamic(const float* x,         // [N, I]
                       const int8_t* w,        // [O, I]
                       const float* w_scales,  // [O]
                       const float* bias,      // [O] or nullptr
                       float* y,               // [N, O] (must not alias x)
                       size_t rows, size_t in_features, size_t out_features);

// Int8 weights with fp32 input, the reference of XnnpackLinear's create_int8_float_input: no input rounding,
//   y[o] = (Σ_i x_i · (float)w[o, i]) · w_scales[o] + b[o]
// summed in fp32 in order of i (XNNPACK's kernels sum in that order too, fusing each multiply-add, so the two
// agree to the sums' rounding, not bit for bit). Allocates nothing.
void linear_i8_float_input(const float* x,         // [N, I]
                           const int8_t* w,        // [O, I]
                           const float* w_scales,  // [O]
                           const float* bias,      // [O] or nullptr
                           float* y,               // [N, O] (must not alias x)
                           size_t rows, size_t in_features, size_t out_features);

// The grid linear_i8_dynamic and XnnpackLinear's int8 operators quantize a row of count values to.
RowQuant dynamic_row_quant(const float* x, size_t count);

}  // namespace attn::kernels
