// Token embeddings and sinusoidal positions (docs/model.md):
//   x[t] = scale · E[token_t] + PE[position_t],
//   PE[p, 2i] = sin(p / 10000^(2i/D)), PE[p, 2i+1] = cos(p / 10000^(2i/D))  (the paper's interleaving).
//
// Shapes: P = positions, D = d_model, V = vocabulary, N = tokens.
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::kernels {

// Fills the position table once (at translator creation); rows are positions counted from 0.
void sinusoidal_positions(float* table,  // [P, D]
                          size_t positions, size_t dim);

// Marian's layout of the same values (schema PositionEncoding::SinusoidalConcat): sines first, then cosines,
// PE[p, i] = sin(p / 10000^(2i/D)), PE[p, D/2 + i] = cos(p / 10000^(2i/D)) for i < D/2. D must be even.
void sinusoidal_positions_concat(float* table,  // [P, D]
                                 size_t positions, size_t dim);

// position_rows points at the PE row of token 0; token n uses position_rows + n · position_stride. The encoder
// passes stride D (positions 0, 1, 2, ...); a decoder step passes stride 0 (every hypothesis at one position).
// Token ids must already be checked to lie in [0, V).
void embed(const int32_t* tokens,      // [N]
           size_t count,
           const float* embedding,     // [V, D]
           size_t dim, float scale,
           const float* position_rows, size_t position_stride,
           float* out);                // [N, D]

// As embed, from an int8 embedding with one scale per row (row v is row_scales[v] · q[v]):
// x[t] = scale · row_scales[token] · q[token] + PE[position]. row_scales · q is the dequantized row,
// formed first so that the result equals embed() over the dequantized matrix.
void embed_i8(const int32_t* tokens,     // [N]
              size_t count,
              const int8_t* embedding,   // [V, D]
              const float* row_scales,   // [V]
              size_t dim, float scale,
              const float* position_rows, size_t position_stride,
              float* out);               // [N, D]

// As embed_i8, from a 4-bit embedding (ElementType I4: element k of the row-major [V, D] matrix is nibble k,
// low nibble first, value (nibble − 8) · row_scales[v]; D even, so each row is D / 2 whole bytes).
void embed_i4(const int32_t* tokens,  // [N]
              size_t count,
              const uint8_t* embedding,  // [V · D / 2] packed nibbles
              const float* row_scales,   // [V]
              size_t dim, float scale, const float* position_rows, size_t position_stride,
              float* out);  // [N, D]

// As embed_i4, with one scale per block of block_size columns of a row (ElementType I4B): element i of row v
// is (nibble − 8) · block_scales[v · (D / block_size) + i / block_size]. block_size divides D.
void embed_i4_blocks(const int32_t* tokens,  // [N]
                     size_t count,
                     const uint8_t* embedding,   // [V · D / 2] packed nibbles
                     const float* block_scales,  // [V · D / block_size]
                     size_t block_size, size_t dim, float scale, const float* position_rows,
                     size_t position_stride,
                     float* out);  // [N, D]

}  // namespace attn::kernels
