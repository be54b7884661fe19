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

}  // namespace attn::quant
