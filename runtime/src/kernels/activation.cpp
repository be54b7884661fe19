#include "kernels/activation.h"

#include <cmath>

namespace attn::kernels {

void relu(float* x, size_t count) {
  for (size_t i = 0; i < count; ++i) x[i] = x[i] > 0.f ? x[i] : 0.f;
}

void gelu(float* x, size_t count) {
  constexpr float kInvSqrt2 = 0.70710678118654752440f;
  for (size_t i = 0; i < count; ++i) x[i] = 0.5f * x[i] * (1.f + std::erf(x[i] * kInvSqrt2));
}

void add(float* x, const float* y, size_t count) {
  for (size_t i = 0; i < count; ++i) x[i] += y[i];
}

}  // namespace attn::kernels
