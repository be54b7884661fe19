#include "runtime/src/kernels/linear_i4.h"

#include "runtime/src/kernels/linear_dynamic.h"
#include "runtime/src/quant/quantization.h"

namespace attn::kernels {

void linear_i4_dynamic(const float* x, const uint8_t* w, const float* w_scales, const float* bias, float* y,
                       size_t rows, size_t in_features, size_t out_features) {
  linear_dynamic(
      x, [w](size_t k) { return static_cast<int32_t>(quant::int4_value(w, k)); }, w_scales, bias, y, rows,
      in_features, out_features);
}

}  // namespace attn::kernels
