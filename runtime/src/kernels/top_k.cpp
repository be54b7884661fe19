#include "runtime/src/kernels/top_k.h"

#include "runtime/src/kernels/vector_math.h"

namespace attn::kernels {
namespace {

// Inserts (v, i) into the sorted list of `filled` (<= k) entries; strict comparisons keep the earlier index
// ahead of an equal value.
ATTN_SIMD_INLINE void insert(float v, size_t i, size_t k, size_t& filled, float* out_values,
                             int32_t* out_indices) {
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

// k is a beam width (a handful), so a sorted insertion list beats a heap: once the list is full, most values
// fail the comparison against the current k-th best. That comparison is made 16 values at a time (V: the
// target's representation of 16 lanes, vector_math.h), and only a block holding a value that beats it is
// walked one by one (over a vocabulary, a few blocks per row).
template <typename V>
ATTN_SIMD_INLINE void top_k_as(const float* values, size_t count, size_t k, float* out_values,
                               int32_t* out_indices) {
  if (k == 0) return;
  size_t filled = 0;
  size_t i = 0;
  for (; i < count && filled < k; ++i) insert(values[i], i, k, filled, out_values, out_indices);
  for (; i + simd::kLanes <= count; i += simd::kLanes) {
    // NaN compares false: it never enters once the list is full.
    if (!simd::any_greater(simd::load_as<V>(values + i), out_values[k - 1])) continue;
    for (size_t j = i; j < i + simd::kLanes; ++j) {
      const float v = values[j];
      if (v > out_values[k - 1]) insert(v, j, k, filled, out_values, out_indices);
    }
  }
  for (; i < count; ++i) {
    const float v = values[i];
    if (v > out_values[k - 1]) insert(v, i, k, filled, out_values, out_indices);
  }
}

}  // namespace

ATTN_KERNEL_CLONES
void top_k(const float* values, size_t count, size_t k, float* out_values, int32_t* out_indices) {
  ATTN_SIMD_DISPATCH(top_k_as, values, count, k, out_values, out_indices);
}

}  // namespace attn::kernels
