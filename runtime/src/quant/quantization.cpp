#include "runtime/src/quant/quantization.h"

#include <algorithm>
#include <cmath>
#include <cstring>

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

namespace {

// One scale per run of `length` consecutive elements of w (a row, or a block of one), chosen by the clip
// search of quantize_rows_int4; with round_scales each candidate scale is rounded to bfloat16 before its
// error is measured, so the scale chosen is the best of those a 16-bit scale can hold.
void quantize_runs_int4(const float* w, size_t runs, size_t length, uint8_t* packed, float* scales,
                        bool round_scales) {
  constexpr int kClipSteps = 16;  // clip = 1 - 0.02 · step
  for (size_t k = 0; k < (runs * length + 1) / 2; ++k) packed[k] = 0;
  for (size_t r = 0; r < runs; ++r) {
    const float* run = w + r * length;
    float max_abs = 0.f;
    for (size_t c = 0; c < length; ++c) max_abs = std::max(max_abs, std::fabs(run[c]));
    float best_scale = 1.f;
    bool have_scale = false;
    double best_error = 0.0;
    for (int step = 0; max_abs > 0.f && step < kClipSteps; ++step) {
      float scale = (1.f - 0.02f * static_cast<float>(step)) * max_abs / 7.f;
      if (round_scales) scale = round_to_bfloat16(scale);
      if (!(scale > 0.f) || !std::isfinite(scale)) continue;  // a subnormal run that bfloat16 flushes
      double error = 0.0;
      for (size_t c = 0; c < length; ++c) {
        const float q = std::clamp(round_even(run[c] / scale), -8.f, 7.f);
        const double d = static_cast<double>(run[c]) - static_cast<double>(q * scale);
        error += d * d;
      }
      if (!have_scale || error < best_error) {
        best_error = error;
        best_scale = scale;
        have_scale = true;
      }
    }
    scales[r] = best_scale;
    for (size_t c = 0; c < length; ++c) {
      const size_t k = r * length + c;
      const float q = have_scale ? std::clamp(round_even(run[c] / best_scale), -8.f, 7.f) : 0.f;
      const auto nibble = static_cast<uint8_t>(q + 8.f);
      packed[k / 2] |= static_cast<uint8_t>(k % 2 == 0 ? nibble : nibble << 4);
    }
  }
}

}  // namespace

float round_to_bfloat16(float x) {
  uint32_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  if ((bits & 0x7F800000u) == 0x7F800000u) return x;  // inf and NaN stay
  bits += 0x7FFFu + ((bits >> 16) & 1u);              // to nearest, ties to even
  bits &= 0xFFFF0000u;
  float out;
  std::memcpy(&out, &bits, sizeof out);
  return out;
}

void quantize_rows_int4(const float* w, size_t rows, size_t cols, uint8_t* packed, float* scales) {
  quantize_runs_int4(w, rows, cols, packed, scales, false);
}

void quantize_blocks_int4(const float* w, size_t rows, size_t cols, size_t block_size, uint8_t* packed,
                          float* scales) {
  // Blocks never span rows (block_size divides cols), so the blocks of the row-major matrix are its
  // consecutive runs of block_size elements.
  quantize_runs_int4(w, rows * cols / block_size, block_size, packed, scales, true);
}

}  // namespace attn::quant
