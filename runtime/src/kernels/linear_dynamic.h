// The portable run-time quantized linear layer, shared by the int8 and int4 weight types: each input row is
// quantized with its own affine step (dynamic_row_quant, quantize_row), its products with the weights are
// summed exactly in int32, and the sum is scaled back by the row's step and the weight row's scale. The
// weight types differ only in how one weight is read (weight_at).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "runtime/src/kernels/linear_i8.h"
#include "runtime/src/kernels/row_quant.h"

namespace attn::kernels {

// y[rows, out] = (x[rows, in] · Wᵀ) · w_scales (+ bias); weight_at(o * in + i) is W[o, i] as an int32.
template <class WeightAt>
void linear_dynamic(const float* x, WeightAt weight_at, const float* w_scales, const float* bias, float* y,
                    size_t rows, size_t in_features, size_t out_features) {
  // Input elements per chunk (int8 on the stack, 4 KiB) and outputs per tile (int32 accumulators).
  constexpr size_t kChunk = 4096;
  constexpr size_t kTile = 64;
  const size_t I = in_features, O = out_features;
  int8_t q[kChunk];
  int32_t acc[kTile];
  for (size_t n = 0; n < rows; ++n) {
    const float* row = x + n * I;
    const RowQuant p = dynamic_row_quant(row, I);
    for (size_t o0 = 0; o0 < O; o0 += kTile) {
      const size_t tile = std::min(kTile, O - o0);
      std::fill(acc, acc + tile, 0);
      for (size_t i0 = 0; i0 < I; i0 += kChunk) {
        const size_t chunk = std::min(kChunk, I - i0);
        quantize_row(row + i0, chunk, p.inverse_scale, p.zero_point, q);
        for (size_t t = 0; t < tile; ++t) {
          const size_t first = (o0 + t) * I + i0;  // element index of this chunk's first weight
          int32_t sum = 0;
          for (size_t i = 0; i < chunk; ++i)
            sum += (static_cast<int32_t>(q[i]) - p.zero_point) * weight_at(first + i);
          acc[t] += sum;
        }
      }
      for (size_t t = 0; t < tile; ++t) {
        const size_t o = o0 + t;
        float v = static_cast<float>(acc[t]) * p.scale;
        v *= w_scales[o];
        if (bias != nullptr) v += bias[o];
        y[n * O + o] = v;
      }
    }
  }
}

}  // namespace attn::kernels
