#include "runtime/src/kernels/linear_i8.h"

#include <algorithm>
#include <cmath>

#include "runtime/src/kernels/row_steps.h"

namespace attn::kernels {
namespace {

// Input elements per chunk (int16 on the stack, 8 KiB) and outputs per tile (int32 accumulators).
constexpr size_t kChunk = 4096;
constexpr size_t kTile = 64;

// Σ a[i]·b[i] over int16 × int8 into int32; written element-wise so that it vectorises.
inline int32_t dot_i16_i8(const int16_t* a, const int8_t* b, size_t n) {
  int32_t sum = 0;
  for (size_t i = 0; i < n; ++i) sum += static_cast<int32_t>(a[i]) * static_cast<int32_t>(b[i]);
  return sum;
}

}  // namespace

int32_t quantize_bias(float bias, float input_scale, float w_scale) {
  const double unit = static_cast<double>(input_scale) * static_cast<double>(w_scale);
  const double b = std::nearbyint(static_cast<double>(bias) / unit);
  constexpr double kLimit = 1 << 30;
  return static_cast<int32_t>(std::clamp(b, -kLimit, kLimit));
}

void linear_i8(const float* x, const int8_t* w, const float* w_scales, const float* bias,
               ActivationQuant input, ActivationQuant output, float* y, size_t rows, size_t in_features,
               size_t out_features, const float* output_channels, bool row_scaled) {
  const size_t I = in_features, O = out_features;
  const float x_lo = static_cast<float>(-128 - input.zero_point),
              x_hi = static_cast<float>(127 - input.zero_point);
  const float y_lo = static_cast<float>(-128 - output.zero_point),
              y_hi = static_cast<float>(127 - output.zero_point);
  int16_t qx[kChunk];  // qx − zx of one chunk of one row
  int32_t acc[kTile];
  for (size_t n = 0; n < rows; ++n) {
    const float* xr = x + n * I;
    float* yr = y + n * O;
    const float u = row_scaled ? row_magnitude(xr, I) : 1.f;
    const float inv_input_scale = row_scaled ? row_inverse_step(u, input) : 1.f / input.scale;
    // With row steps the bias is added in fp32 after the row factor, not in the accumulator.
    const float* acc_bias = row_scaled ? nullptr : bias;
    for (size_t o_begin = 0; o_begin < O; o_begin += kTile) {
      const size_t o_end = std::min(o_begin + kTile, O);
      for (size_t o = o_begin; o < o_end; ++o) {
        acc[o - o_begin] = acc_bias != nullptr ? quantize_bias(acc_bias[o], input.scale, w_scales[o]) : 0;
      }
      for (size_t i_begin = 0; i_begin < I; i_begin += kChunk) {
        const size_t len = std::min(kChunk, I - i_begin);
        // The chunk is quantized again for every tile of outputs: I·O/kTile conversions against I·O
        // multiply-adds, and no scratch beyond the stack.
        for (size_t i = 0; i < len; ++i) {
          // Clamped in the shifted domain before rounding, as XNNPACK does; zx cancels out of qx − zx.
          // A NaN (a damaged model's activations) counts as 0, as kernels/row_steps.h quantize_row has it.
          const float product = xr[i_begin + i] * inv_input_scale;
          const float v = std::clamp(product == product ? product : 0.f, x_lo, x_hi);
          qx[i] = static_cast<int16_t>(std::nearbyint(v));
        }
        for (size_t o = o_begin; o < o_end; ++o) acc[o - o_begin] += dot_i16_i8(qx, w + o * I + i_begin, len);
      }
      for (size_t o = o_begin; o < o_end; ++o) {
        const float requant =
            input.scale * requant_weight_scale(w_scales[o], output_channels, o) / output.scale;
        const float q =
            std::nearbyint(std::clamp(static_cast<float>(acc[o - o_begin]) * requant, y_lo, y_hi));
        yr[o] = output.scale * q;  // q is already qy − zy
        if (output_channels != nullptr && !row_scaled) yr[o] *= output_channels[o];
      }
    }
    // The same routine as the XNNPACK path, so that both round alike (its vector clones may fuse the
    // multiply-add).
    if (row_scaled) unscale_rows(yr, 1, O, &u, output_channels, bias);
  }
}

}  // namespace attn::kernels

namespace attn::kernels {

ActivationQuant dynamic_row_quant(const float* x, size_t count) {
  float lo = 0.f, hi = 0.f;  // the range always holds 0, so that zero is exact
  for (size_t i = 0; i < count; ++i) {
    lo = x[i] < lo ? x[i] : lo;  // NaN compares false: skipped
    hi = x[i] > hi ? x[i] : hi;
  }
  const float inverse = lo == hi ? 1.f : 255.f / (hi - lo);
  // The zero point nearest the grid's end with the smaller rounding error, as XNNPACK picks it.
  const float low_end = lo * inverse, high_end = hi * inverse;
  float zero_point = (-128.f + low_end) + (127.f + high_end) > 0.f ? -128.f - low_end : 127.f - high_end;
  zero_point = std::clamp(zero_point, -128.f, 127.f);
  ActivationQuant q;
  q.scale = 1.f / inverse;
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
    const ActivationQuant p = dynamic_row_quant(row, I);
    const float inverse = 1.f / p.scale;
    for (size_t o0 = 0; o0 < O; o0 += kTile) {
      const size_t tile = std::min(kTile, O - o0);
      std::fill(acc, acc + tile, 0);
      for (size_t i0 = 0; i0 < I; i0 += kChunk) {
        const size_t chunk = std::min(kChunk, I - i0);
        quantize_row(row + i0, chunk, inverse, p.zero_point, q);
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
