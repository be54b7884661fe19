#include "runtime/src/kernels/linear_i8.h"

#include <algorithm>
#include <cmath>

#include "runtime/src/kernels/row_quant.h"

namespace attn::kernels {
namespace {

// Input elements per chunk (int8 on the stack, 4 KiB) and outputs per tile (int32 accumulators).
constexpr size_t kChunk = 4096;
constexpr size_t kTile = 64;

}  // namespace

RowQuant dynamic_row_quant(const float* x, size_t count) {
  float lo = 0.f, hi = 0.f;  // the range always holds 0, so that zero is exact
  row_range(x, count, &lo, &hi);
  const float inverse = lo == hi ? 1.f : 255.f / (hi - lo);
  // The zero point nearest the grid's end with the smaller rounding error, as XNNPACK picks it.
  const float low_end = lo * inverse, high_end = hi * inverse;
  float zero_point = (-128.f + low_end) + (127.f + high_end) > 0.f ? -128.f - low_end : 127.f - high_end;
  zero_point = std::clamp(zero_point, -128.f, 127.f);
  RowQuant q;
  q.scale = 1.f / inverse;
  q.inverse_scale = inverse;
  q.zero_point = static_cast<int32_t>(std::lrint(zero_point));
  return q;
}

void linear_i8_dynamic(const float* x, const int8_t* w, const float* w_scales, const float* bias, float* y,
                       size_t rows, size_t in_features, size_t out_features) {
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
          const int8_t* wrow = w + (o0 + t) * I + i0;
          int32_t sum = 0;
          for (size_t i = 0; i < chunk; ++i)
            sum += (static_cast<int32_t>(q[i]) - p.zero_point) * static_cast<int32_t>(wrow[i]);
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
