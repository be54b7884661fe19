#include "trainer/src/kernels/bf16.h"

#include "trainer/src/kernels/host_simd.h"

namespace attn::train::kernels {

ATTN_TRAIN_CLONES void to_bf16_host(const float* src, bf16* dst, int64_t n) {
  int64_t i = 0;
  for (; i + simd::kLanes <= n; i += simd::kLanes) simd::store_bf16(dst + i, simd::load(src + i));
  for (; i < n; ++i) dst[i] = to_bf16(src[i]);
}

ATTN_TRAIN_CLONES void heads_to_bf16_host(const float* src, int64_t ld, int64_t row_begin, int64_t row_end,
                                          int T, int H, int dk, bf16* dst) {
  for (int64_t r = row_begin; r < row_end; ++r) {
    const int64_t b = r / T, t = r % T;
    for (int h = 0; h < H; ++h) {
      const float* from = src + r * ld + static_cast<int64_t>(h) * dk;
      bf16* to = dst + ((b * H + h) * T + t) * dk;
      int i = 0;
      for (; i + simd::kLanes <= dk; i += simd::kLanes) simd::store_bf16(to + i, simd::load(from + i));
      for (; i < dk; ++i) to[i] = to_bf16(from[i]);
    }
  }
}

}  // namespace attn::train::kernels
