// The int8 (and int4) weight quantization shared by the converter (which writes int8 models), the runtime's
// tests and benchmarks, so that every party rounds and clamps the same way: symmetric, one scale per output
// channel (row): scale = max|row| / 127, q = round(w / scale) clamped to [-127, 127]; an all-zero row gets
// scale 1 (so that scales stay finite and positive, as the verifier demands). Activations are quantized at
// run time by the kernels (kernels/linear_i8.h).
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::quant {

// w [rows, cols] fp32 -> q [rows, cols] int8 and scales [rows].
void quantize_rows_symmetric(const float* w, size_t rows, size_t cols, int8_t* q, float* scales);

// 4-bit weights (ElementType I4), one scale per row: q = clamp(round(w / scale), -8, 7), stored as the nibble
// q + 8, element k of the row-major matrix in byte k / 2, low nibble first (XNNPACK's qc4w layout with kernel
// zero point 8). With 16 levels, clipping a row's few largest weights costs less than the coarser step of
// covering them: each row's scale is the one of clip · max|row| / 7, clip in {1, 0.98, ..., 0.70}, with the
// smallest squared error (the first such clip on ties). An all-zero row gets scale 1.
// w [rows, cols] fp32 -> packed [(rows · cols + 1) / 2] (an odd count's last high nibble zero; the file
// format stores only even counts) and scales [rows].
void quantize_rows_int4(const float* w, size_t rows, size_t cols, uint8_t* packed, float* scales);

// 4-bit weights with a scale per block (ElementType I4B): the layout and clip search of quantize_rows_int4,
// applied to each run of block_size consecutive input channels of a row (block_size divides cols), with every
// scale a bfloat16 value (the search compares the rounded scales). w [rows, cols] fp32 -> packed
// [(rows · cols + 1) / 2] and scales [rows · cols / block_size], row by row.
void quantize_blocks_int4(const float* w, size_t rows, size_t cols, size_t block_size, uint8_t* packed,
                          float* scales);

// x rounded to the nearest bfloat16 value (ties to even), as a float: the upper 16 bits of its binary32 are
// the bfloat16. Infinities and NaN are returned unchanged.
float round_to_bfloat16(float x);

// The value of element k of a packed I4 matrix, before its row's scale: nibble − 8, in [-8, 7].
inline int32_t int4_value(const uint8_t* packed, size_t k) {
  const uint8_t byte = packed[k / 2];
  return static_cast<int32_t>(k % 2 == 0 ? byte & 0xF : byte >> 4) - 8;
}

}  // namespace attn::quant
