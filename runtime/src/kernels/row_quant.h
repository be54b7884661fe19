// Quantizing one row of activations: the arithmetic the run-time quantized int8 reference
// (kernels/linear_i8.h, linear_i8_dynamic) and the int16 hidden state of the vocabulary projection's
// unrounded kernels (kernels/hidden_i16.h) share, written once in vector arithmetic.
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::kernels {

// The row's largest magnitude, NaN elements skipped; 1 for a row of zeros or one holding an infinity.
float row_magnitude(const float* x, size_t count);

// *lo = min(0, min x), *hi = max(0, max x): the row's range widened to hold 0, NaN elements skipped.
void row_range(const float* x, size_t count, float* lo, float* hi);

// q[i] = clamp(round(x[i] · inverse_step) + zero_point, −128, 127), rounding half to even. Clamped in the
// shifted domain before rounding, as XNNPACK's conversion does; a NaN input (a damaged model's activations)
// becomes the zero point instead of an undefined conversion. Each byte is stored plus offset, modulo 256:
// offset 128 writes the same grid as unsigned bytes with zero point + 128 (what XNNPACK's qdu8 kernels read).
void quantize_row(const float* x, size_t count, float inverse_step, int32_t zero_point, int8_t* q,
                  int32_t offset = 0);

}  // namespace attn::kernels
