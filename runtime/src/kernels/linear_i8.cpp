#include "runtime/src/kernels/linear_i8.h"

#include <algorithm>
#include <cmath>

#include "runtime/src/kernels/linear_dynamic.h"
#include "runtime/src/kernels/row_quant.h"

namespace attn::kernels {

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
  linear_dynamic(
      x, [w](size_t k) { return static_cast<int32_t>(w[k]); }, w_scales, bias, y, rows, in_features,
      out_features);
}

void linear_i8_float_input(const float* x, const int8_t* w, const float* w_scales, const float* bias,
                           float* y, size_t rows, size_t in_features, size_t out_features) {
  for (size_t n = 0; n < rows; ++n) {
    const float* row = x + n * in_features;
    for (size_t o = 0; o < out_features; ++o) {
      const int8_t* weights = w + o * in_features;
      float sum = 0.f;
      for (size_t i = 0; i < in_features; ++i) sum += row[i] * static_cast<float>(weights[i]);
      y[n * out_features + o] = sum * w_scales[o] + (bias != nullptr ? bias[o] : 0.f);
    }
  }
}

}  // namespace attn::kernels
