#include "runtime/src/quant/quantization.h"

#include <algorithm>
#include <cmath>

namespace attn::quant {
namespace {

// std::nearbyint rounds half to even in the default rounding mode, as XNNPACK's conversions do (lrintf /
// magic-number rounding), so the reference and the XNNPACK path agree on ties.
inline float round_even(float x) { return std::nearbyint(x); }

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

void quantize_rows_int4(const float* w, size_t rows, size_t cols, uint8_t* packed, float* scales) {
  constexpr int kClipSteps = 16;  // clip = 1 - 0.02 · step
  for (size_t k = 0; k < (rows * cols + 1) / 2; ++k) packed[k] = 0;
  for (size_t r = 0; r < rows; ++r) {
    const float* row = w + r * cols;
    float max_abs = 0.f;
    for (size_t c = 0; c < cols; ++c) max_abs = std::max(max_abs, std::fabs(row[c]));
    float best_scale = 1.f;
    if (max_abs > 0.f) {
      double best_error = 0.0;
      for (int step = 0; step < kClipSteps; ++step) {
        const float scale = (1.f - 0.02f * static_cast<float>(step)) * max_abs / 7.f;
        double error = 0.0;
        for (size_t c = 0; c < cols; ++c) {
          const float q = std::clamp(round_even(row[c] / scale), -8.f, 7.f);
          const double d = static_cast<double>(row[c]) - static_cast<double>(q * scale);
          error += d * d;
        }
        if (step == 0 || error < best_error) {
          best_error = error;
          best_scale = scale;
        }
      }
    }
    scales[r] = best_scale;
    for (size_t c = 0; c < cols; ++c) {
      const size_t k = r * cols + c;
      const auto nibble = static_cast<uint8_t>(std::clamp(round_even(row[c] / best_scale), -8.f, 7.f) + 8.f);
      packed[k / 2] |= static_cast<uint8_t>(k % 2 == 0 ? nibble : nibble << 4);
    }
  }
}

}  // namespace attn::quant
