// The affine int8 parameters of one row of activations, as the run-time quantized int8 kernels compute them
// for each row they quantize (kernels/linear_i8.h dynamic_row_quant, XNNPACK's convert_nc_f32_qd8).
#pragma once

#include <cstdint>

namespace attn {

// real = scale * (q - zero_point).
struct ActivationQuant {
  float scale = 0.f;
  int32_t zero_point = 0;  // in [-128, 127]
};

}  // namespace attn
