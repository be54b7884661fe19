#include "runtime/src/kernels/linear_i4.h"

#include <algorithm>

#include "runtime/src/kernels/linear_dynamic.h"
#include "runtime/src/quant/quantization.h"

namespace attn::kernels {

void linear_i4_dynamic(const float* x, const uint8_t* w, const float* w_scales, const float* bias, float* y,
                       size_t rows, size_t in_features, size_t out_features) {
  linear_dynamic(
      x, [w](size_t k) { return static_cast<int32_t>(quant::int4_value(w, k)); }, w_scales, bias, y, rows,
      in_features, out_features);
}

void linear_i4_blocks_dynamic(const float* x, const uint8_t* w, const float* w_scales, size_t block_size,
                              const float* bias, float* y, size_t rows, size_t in_features,
                              size_t out_features) {
  // Input elements quantized at once (int8 on the stack, 4 KiB); a block longer than this is summed a chunk
  // at a time (exact in int32 either way).
  constexpr size_t kChunk = 4096;
  const size_t I = in_features, O = out_features, blocks = I / block_size;
  int8_t q[kChunk];
  for (size_t n = 0; n < rows; ++n) {
    const float* row = x + n * I;
    const RowQuant p = dynamic_row_quant(row, I);
    for (size_t o = 0; o < O; ++o) {
      const float* scales = w_scales + o * blocks;
      float sum = 0.f;
      for (size_t b = 0; b < blocks; ++b) {
        int32_t block_sum = 0;
        for (size_t i0 = b * block_size; i0 < (b + 1) * block_size; i0 += kChunk) {
          const size_t chunk = std::min(kChunk, (b + 1) * block_size - i0);
          quantize_row(row + i0, chunk, p.inverse_scale, p.zero_point, q);
          for (size_t i = 0; i < chunk; ++i) {
            block_sum += (static_cast<int32_t>(q[i]) - p.zero_point) * quant::int4_value(w, o * I + i0 + i);
          }
        }
        sum += static_cast<float>(block_sum) * scales[b];
      }
      float v = sum * p.scale;
      if (bias != nullptr) v += bias[o];
      y[n * O + o] = v;
    }
  }
}

}  // namespace attn::kernels
