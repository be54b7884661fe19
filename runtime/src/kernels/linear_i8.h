// Linear layer with int8 weights, the portable kernel: the reference the XNNPACK int8 path
// (kernels/xnnpack_linear.h) is tested against, and the backend a translator is created with where XNNPACK
// cannot run or the portable backend is asked for (model/linear_layer.h). It does XNNPACK's arithmetic step
// for step, so both paths give the same numbers up to the rounding of a float product:
//   qx = clamp(round(x · (1 / input.scale)) + zx, −128, 127)               (xnn_convert_nc_f32_qs8)
//   acc[o] = Σ_i (qx_i − zx) · w[o, i] + round(b[o] / (input.scale · w_scales[o]))
//   qy = clamp(round(acc · (input.scale · w_scales[o] / output.scale)) + zy, −128, 127)   (qc8 fp32 requant)
//   y = output.scale · (qy − zy)                                            (xnn_convert_nc_qs8_f32)
// with round-half-to-even. With per-channel output multipliers c (LinearQuant::output_channels, format
// version 3) the requantization uses w_scales[o] / c[o] in place of w_scales[o] (the bias keeps w_scales[o])
// and y is multiplied by c[o] after the conversion: channel o's int8 step is c[o] · output.scale. With
// row_scaled (format version 4) each row is divided by its largest magnitude u first and the bias is added
// in fp32 afterwards (kernels/row_steps.h): qx uses row_inverse_step(u, input) in place of 1 / input.scale,
// acc has no bias term, and y = y · c[o] · u + b[o] (unscale_rows; the XNNPACK path's
// dequantize_unscale_rows rounds alike). Allocates nothing (its int16 staging lives on the stack, one chunk
// at a time).
//
// Shapes: N = rows of x, I = in_features, O = out_features.
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime/src/kernels/xnnpack_linear.h"

namespace attn::kernels {

void linear_i8(const float* x,         // [N, I]
               const int8_t* w,        // [O, I]
               const float* w_scales,  // [O]
               const float* bias,      // [O] or nullptr
               ActivationQuant input, ActivationQuant output,
               float* y,  // [N, O] (must not alias x)
               size_t rows, size_t in_features, size_t out_features,
               const float* output_channels = nullptr,  // [O] or nullptr (all 1)
               bool row_scaled = false);

// Run-time quantized int8 (format version 5, LinearQuant::dynamic), the reference of XnnpackLinear's
// create_int8_dynamic: each row of x is quantized with its own affine step from its range [min(0, min x),
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

// The weight scale the requantization of output channel o uses: w_scale / channel (w_scale itself when there
// are no channel multipliers). One function, so that both paths divide alike.
inline float requant_weight_scale(float w_scale, const float* output_channels, size_t o) {
  return output_channels != nullptr ? w_scale / output_channels[o] : w_scale;
}

// The bias in accumulator units, as both paths store it: round(b / (input_scale · w_scale)), clamped to
// ±2^30.
int32_t quantize_bias(float bias, float input_scale, float w_scale);

}  // namespace attn::kernels
