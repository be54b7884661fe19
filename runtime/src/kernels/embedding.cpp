#include "runtime/src/kernels/embedding.h"

#include <cmath>

#include "runtime/src/quant/quantization.h"

namespace attn::kernels {

void sinusoidal_positions(float* table, size_t positions, size_t dim) {
  for (size_t p = 0; p < positions; ++p) {
    for (size_t i = 0; 2 * i < dim; ++i) {
      // Computed in double: at large positions the angle's float rounding would show up in sin/cos.
      const double angle =
          static_cast<double>(p) / std::pow(10000.0, static_cast<double>(2 * i) / static_cast<double>(dim));
      table[p * dim + 2 * i] = static_cast<float>(std::sin(angle));
      if (2 * i + 1 < dim) table[p * dim + 2 * i + 1] = static_cast<float>(std::cos(angle));
    }
  }
}

void sinusoidal_positions_concat(float* table, size_t positions, size_t dim) {
  const size_t half = dim / 2;
  for (size_t p = 0; p < positions; ++p) {
    for (size_t i = 0; i < half; ++i) {
      // The same angles as sinusoidal_positions, in double as Hugging Face computes them (numpy) before
      // rounding to float.
      const double angle =
          static_cast<double>(p) / std::pow(10000.0, static_cast<double>(2 * i) / static_cast<double>(dim));
      table[p * dim + i] = static_cast<float>(std::sin(angle));
      table[p * dim + half + i] = static_cast<float>(std::cos(angle));
    }
  }
}

void embed(const int32_t* tokens, size_t count, const float* embedding, size_t dim, float scale,
           const float* position_rows, size_t position_stride, float* out) {
  for (size_t n = 0; n < count; ++n) {
    const float* e = embedding + static_cast<size_t>(tokens[n]) * dim;
    const float* pe = position_rows + n * position_stride;
    float* o = out + n * dim;
    for (size_t i = 0; i < dim; ++i) o[i] = scale * e[i] + pe[i];
  }
}

void embed_i8(const int32_t* tokens, size_t count, const int8_t* embedding, const float* row_scales, size_t dim,
              float scale, const float* position_rows, size_t position_stride, float* out) {
  for (size_t n = 0; n < count; ++n) {
    const size_t token = static_cast<size_t>(tokens[n]);
    const int8_t* e = embedding + token * dim;
    const float row_scale = row_scales[token];
    const float* pe = position_rows + n * position_stride;
    float* o = out + n * dim;
    for (size_t i = 0; i < dim; ++i) o[i] = scale * (row_scale * static_cast<float>(e[i])) + pe[i];
  }
}

void embed_i4_blocks(const int32_t* tokens, size_t count, const uint8_t* embedding, const float* block_scales,
                     size_t block_size, size_t dim, float scale, const float* position_rows,
                     size_t position_stride, float* out) {
  const size_t blocks = dim / block_size;
  for (size_t n = 0; n < count; ++n) {
    const size_t token = static_cast<size_t>(tokens[n]);
    const uint8_t* e = embedding + token * dim / 2;
    const float* scales = block_scales + token * blocks;
    const float* pe = position_rows + n * position_stride;
    float* o = out + n * dim;
    for (size_t i = 0; i < dim; ++i) {
      o[i] = scale * (scales[i / block_size] * static_cast<float>(quant::int4_value(e, i))) + pe[i];
    }
  }
}

void embed_i4(const int32_t* tokens, size_t count, const uint8_t* embedding, const float* row_scales,
              size_t dim, float scale, const float* position_rows, size_t position_stride, float* out) {
  // One block per row.
  embed_i4_blocks(tokens, count, embedding, row_scales, dim, dim, scale, position_rows, position_stride, out);
}

}  // namespace attn::kernels
