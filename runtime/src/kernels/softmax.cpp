#include "kernels/softmax.h"

#include <cmath>

namespace attn::kernels {
namespace {

float row_max(const float* x, size_t n) {
  float m = x[0];
  for (size_t i = 1; i < n; ++i) m = x[i] > m ? x[i] : m;
  return m;
}

}  // namespace

void softmax(float* x, size_t rows, size_t cols) {
  for (size_t r = 0; r < rows; ++r) {
    float* xr = x + r * cols;
    const float m = row_max(xr, cols);
    float sum = 0.f;
    for (size_t i = 0; i < cols; ++i) {
      xr[i] = std::exp(xr[i] - m);
      sum += xr[i];
    }
    const float inv = 1.f / sum;
    for (size_t i = 0; i < cols; ++i) xr[i] *= inv;
  }
}

void log_softmax(float* x, size_t rows, size_t cols) {
  for (size_t r = 0; r < rows; ++r) {
    float* xr = x + r * cols;
    const float m = row_max(xr, cols);
    // The sum over a whole vocabulary is accumulated in double: thousands of small terms.
    double sum = 0.0;
    for (size_t i = 0; i < cols; ++i) sum += std::exp(static_cast<double>(xr[i] - m));
    const float log_z = m + static_cast<float>(std::log(sum));
    for (size_t i = 0; i < cols; ++i) xr[i] -= log_z;
  }
}

}  // namespace attn::kernels
