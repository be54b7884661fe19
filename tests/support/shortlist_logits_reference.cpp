#include "tests/support/shortlist_logits_reference.h"

namespace attn::test {

void shortlist_logits_naive(const float* hidden, size_t rows, size_t dim, const float* w_f32,
                            const int8_t* w_i8, const float* scales, const float* bias, const int32_t* ids,
                            size_t count, float* logits, size_t stride) {
  for (size_t n = 0; n < rows; ++n) {
    for (size_t u = 0; u < count; ++u) {
      const size_t id = static_cast<size_t>(ids[u]);
      double s = 0.0;
      for (size_t i = 0; i < dim; ++i) {
        const double w = w_f32 != nullptr ? w_f32[id * dim + i] : w_i8[id * dim + i];
        s += static_cast<double>(hidden[n * dim + i]) * w;
      }
      float v = static_cast<float>(s);
      if (scales != nullptr) v *= scales[id];
      if (bias != nullptr) v += bias[id];
      logits[n * stride + u] = v;
    }
  }
}

}  // namespace attn::test
