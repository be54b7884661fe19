#include "runtime/src/quant/quantization.h"

#include <algorithm>
#include <cmath>

namespace attn::quant {
namespace {

// std::nearbyint rounds half to even in the default rounding mode, as XNNPACK's conversions do (lrintf /
// magic-number rounding), so the reference and the XNNPACK path agree on ties.
inline float round_even(float x) { return std::nearbyint(x); }

void widen(RangeObserver::Range& range, const float* v, size_t n) {
  if (n == 0) return;
  float lo = range.count == 0 ? v[0] : range.min;
  float hi = range.count == 0 ? v[0] : range.max;
  for (size_t i = 0; i < n; ++i) {
    // NaN compares false both ways and is skipped: it must not poison a calibrated range.
    lo = v[i] < lo ? v[i] : lo;
    hi = v[i] > hi ? v[i] : hi;
  }
  range.min = lo;
  range.max = hi;
  range.count += n;
}

}  // namespace

void quantize_rows_symmetric(const float* w, size_t rows, size_t cols, int8_t* q, float* scales) {
  for (size_t r = 0; r < rows; ++r) {
    const float* row = w + r * cols;
    float max_abs = 0.f;
    for (size_t c = 0; c < cols; ++c) max_abs = std::max(max_abs, std::fabs(row[c]));
    const float scale = max_abs > 0.f ? max_abs / 127.f : 1.f;
    scales[r] = scale;
    for (size_t c = 0; c < cols; ++c) {
      const float v = std::clamp(round_even(row[c] / scale), -127.f, 127.f);
      q[r * cols + c] = static_cast<int8_t>(v);
    }
  }
}

ActivationQuant activation_quant_from_range(float min, float max) {
  // Zero must be representable exactly: it is ReLU's floor and what padding/zeroed rows hold.
  min = std::min(min, 0.f);
  max = std::max(max, 0.f);
  ActivationQuant quant;
  if (!(max > min)) {
    quant.scale = 1.f;
    quant.zero_point = 0;
    return quant;
  }
  quant.scale = (max - min) / 255.f;
  // min maps to -128; since min <= 0 <= max the zero point lands in [-128, 127] (clamped against rounding).
  const float zero_point = round_even(-128.f - min / quant.scale);
  quant.zero_point = static_cast<int32_t>(std::clamp(zero_point, -128.f, 127.f));
  return quant;
}

int8_t quantize_value(float x, ActivationQuant quant) {
  float q = round_even(x / quant.scale) + static_cast<float>(quant.zero_point);
  if (std::isnan(q)) q = static_cast<float>(quant.zero_point);  // casting NaN to an integer is undefined
  return static_cast<int8_t>(std::clamp(q, -128.f, 127.f));
}

float dequantize_value(int8_t q, ActivationQuant quant) {
  return quant.scale * static_cast<float>(static_cast<int32_t>(q) - quant.zero_point);
}

RangeObserver::RangeObserver(size_t linear_count) : inputs_(linear_count), outputs_(linear_count) {}

void RangeObserver::observe(size_t linear_index, const float* x, size_t rows, size_t in_features, const float* y,
                            size_t out_features) {
  if (linear_index >= inputs_.size()) return;  // an observer sized for another model sees nothing of this one
  widen(inputs_[linear_index], x, rows * in_features);
  widen(outputs_[linear_index], y, rows * out_features);
}

}  // namespace attn::quant
