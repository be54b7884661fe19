#include "kernels/top_k.h"

namespace attn::kernels {

// k is a beam width (a handful), so a sorted insertion list beats a heap: most values fail the first comparison
// against the current k-th best and cost one branch.
void top_k(const float* values, size_t count, size_t k, float* out_values, int32_t* out_indices) {
  if (k == 0) return;
  size_t filled = 0;
  for (size_t i = 0; i < count; ++i) {
    const float v = values[i];
    if (filled == k && !(v > out_values[k - 1])) continue;  // also rejects NaN
    size_t pos = filled < k ? filled : k - 1;
    while (pos > 0 && v > out_values[pos - 1]) {
      out_values[pos] = out_values[pos - 1];
      out_indices[pos] = out_indices[pos - 1];
      --pos;
    }
    out_values[pos] = v;
    out_indices[pos] = static_cast<int32_t>(i);
    if (filled < k) ++filled;
  }
}

}  // namespace attn::kernels
