// The int8 weight quantization shared by the converter (which writes int8 models), the runtime's tests and
// benchmarks, so that every party rounds and clamps the same way: symmetric, one scale per output channel
// (row): scale = max|row| / 127, q = round(w / scale) clamped to [-127, 127]; an all-zero row gets scale 1 (so
// that scales stay finite and positive, as the verifier demands). Activations are quantized at run time by
// the kernels (kernels/linear_i8.h).
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::quant {

// w [rows, cols] fp32 -> q [rows, cols] int8 and scales [rows].
void quantize_rows_symmetric(const float* w, size_t rows, size_t cols, int8_t* q, float* scales);

}  // namespace attn::quant
