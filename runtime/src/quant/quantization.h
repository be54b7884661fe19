// The int8 quantization arithmetic shared by the converter (which writes int8 models), the runtime's tests
// and the runtime's fallback kernels, so that every party rounds and clamps the same way.
//
// Weights: symmetric, one scale per output channel (row): scale = max|row| / 127, q = round(w / scale)
// clamped to [-127, 127]; an all-zero row gets scale 1 (so that scales stay finite and positive, as the
// verifier demands).
// Activations: affine, real = scale * (q - zero_point), q in [-128, 127]. The calibrated range [min, max] is
// widened to contain 0 (so that zero, ReLU's floor and padding, is exact) before it is mapped onto the 256
// levels.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "runtime/src/format/model_weights.h"
#include "runtime/src/kernels/xnnpack_linear.h"

namespace attn::quant {

// w [rows, cols] fp32 -> q [rows, cols] int8 and scales [rows].
void quantize_rows_symmetric(const float* w, size_t rows, size_t cols, int8_t* q, float* scales);

// The affine parameters covering [min, max] (min <= max, both finite; widened to contain 0). A degenerate
// range (min == max == 0) gets scale 1, zero point 0.
ActivationQuant activation_quant_from_range(float min, float max);

// q = clamp(round(x / scale) + zero_point, -128, 127), and back.
int8_t quantize_value(float x, ActivationQuant quant);
float dequantize_value(int8_t q, ActivationQuant quant);

// Accumulates the range of every linear layer's input and output over everything translated while it is
// attached (TranslatorHooks::observer), indexed as attn::linear_table(). Used by the converter's calibration.
class RangeObserver final : public kernels::LinearObserver {
 public:
  explicit RangeObserver(size_t linear_count);
  void observe(size_t linear_index, const float* x, size_t rows, size_t in_features, const float* y,
               size_t out_features) override;

  struct Range {
    float min = 0.f, max = 0.f;
    size_t count = 0;  // values seen
  };
  const std::vector<Range>& inputs() const { return inputs_; }
  const std::vector<Range>& outputs() const { return outputs_; }

 private:
  std::vector<Range> inputs_, outputs_;
};

}  // namespace attn::quant
