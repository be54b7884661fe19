#include "trainer/src/kernels/reduce.h"

#include "trainer/src/kernels/host_simd.h"

namespace attn::train::kernels {

// Rows [chunk·kReduceRows, +kReduceRows) of x: converted to bf16, and summed per column into partial[chunk,
// :] adding the rows in order from 0, as column_partial_sum does, so the partial sums are its bit for bit.
ATTN_TRAIN_CLONES void column_partial_sum_to_bf16_host(int64_t chunk, int64_t rows, int cols, const float* x,
                                                       bf16* x16, float* partial) {
  const int64_t r0 = chunk * kReduceRows;
  const int64_t r1 = r0 + kReduceRows < rows ? r0 + kReduceRows : rows;
  float* sum = partial + chunk * cols;
  for (int j = 0; j < cols; ++j) sum[j] = 0.f;
  for (int64_t r = r0; r < r1; ++r) {
    const float* xr = x + r * cols;
    bf16* x16r = x16 + r * cols;
    int j = 0;
    for (; j + simd::kLanes <= cols; j += simd::kLanes) {
      const simd::f32x16 v = simd::load(xr + j);
      simd::store_bf16(x16r + j, v);
      const simd::f32x16 s = simd::load(sum + j) + v;
      std::memcpy(sum + j, &s, sizeof s);
    }
    for (; j < cols; ++j) {
      x16r[j] = to_bf16(xr[j]);
      sum[j] += xr[j];
    }
  }
}

}  // namespace attn::train::kernels
