// Per-row int8 input steps (format version 4, LinearQuant::row_scaled): the arithmetic both int8 paths
// (kernels/linear_i8.h, kernels/xnnpack_linear.h) share, so that they round alike.
//
// Why: one static input step per layer is sized for the widest rows the calibration text produced, so a token
// whose activations are small uses a fraction of the 256 levels (measured on en-de: after per-channel output
// steps and smoothing, the static input step was the largest error left, 0.014-0.042 of fc2's output alone;
// bench/RESULTS-int8.md). Dividing each row by its own largest magnitude u before quantizing gives every row
// the whole range; XNNPACK's operator (static scales only, in this version) then multiplies the divided rows,
// and the row factor u and the bias are applied to its fp32 output:
//   qx = clamp(round(x / u · (1 / input.scale)) + zx, −128, 127)
//   y  = u · (channel · output.scale · (qy − zy)) + b
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime/src/quant/activation_quant.h"

namespace attn::kernels {

// The row's largest magnitude, NaN elements skipped; 1 for a row of zeros or one holding an infinity (the
// static step then saturates what is out of range, as without row steps).
float row_magnitude(const float* x, size_t count);

// The factor taking a row of magnitude u onto input's int8 grid; kept finite when input.scale · u underflows
// to 0 (a damaged file's tiny scale), so that a zero input stays 0 rather than 0 · inf = NaN.
inline float row_inverse_step(float u, ActivationQuant input) {
  const float inverse = 1.f / (input.scale * u);
  return inverse <= 3.0e38f ? inverse : 3.0e38f;
}

// q[i] = clamp(round(x[i] · inverse_step) + zero_point, −128, 127), rounding half to even. Clamped in the
// shifted domain before rounding, as XNNPACK's conversion does; a NaN input (a damaged model's activations)
// becomes the zero point instead of an undefined conversion.
void quantize_row(const float* x, size_t count, float inverse_step, int32_t zero_point, int8_t* q);

// What a row-scaled layer's two calibration points describe, from its fp32 input x [rows, in] and output
// y [rows, out]: x_out = each row of x divided by its row_magnitude u, y_out = (y − bias) / u (bias may be
// nullptr). The one definition the converter's calibration, the int8 test models and linear_bench observe.
void divide_rows(const float* x, size_t rows, size_t in, const float* y, size_t out, const float* bias,
                 float* x_out, float* y_out);

// y[n, o] = y[n, o] · channels[o] · row_scales[n] + bias[o], in that order; channels and bias may be nullptr
// (factor 1, no bias).
void unscale_rows(float* y, size_t rows, size_t columns, const float* row_scales, const float* channels,
                  const float* bias);

// The int8 output q [rows, columns] converted (output.scale · (q − zero point), as XNNPACK's conversion
// computes it) and unscaled as unscale_rows does, in one pass: y must not alias q. row_scales may be nullptr
// (a factor of 1: the conversion of a layer without row steps).
void dequantize_unscale_rows(const int8_t* q, size_t rows, size_t columns, ActivationQuant output,
                             const float* row_scales, const float* channels, const float* bias, float* y);

}  // namespace attn::kernels
