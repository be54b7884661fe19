// The affine int8 parameters of one activation: what the converter calibrates, the model file stores
// (schema ActivationScale), the loader binds to each linear layer (format/model_weights.h LinearQuant) and
// the int8 kernels (kernels/linear_i8.h, kernels/xnnpack_linear.h) compute with. One type for all of them.
#pragma once

#include <cstdint>

namespace attn {

// real = scale * (q - zero_point). scale == 0: not quantized.
struct ActivationQuant {
  float scale = 0.f;
  int32_t zero_point = 0;  // in [-128, 127]
  bool present() const { return scale > 0.f; }
};

}  // namespace attn
