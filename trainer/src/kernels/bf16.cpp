#include "trainer/src/kernels/bf16.h"

#include "trainer/src/kernels/host_simd.h"

namespace attn::train::kernels {

ATTN_TRAIN_CLONES void to_bf16_host(const float* src, bf16* dst, int64_t n) {
  int64_t i = 0;
  for (; i + simd::kLanes <= n; i += simd::kLanes) simd::store_bf16(dst + i, simd::load(src + i));
  for (; i < n; ++i) dst[i] = to_bf16(src[i]);
}

}  // namespace attn::train::kernels
