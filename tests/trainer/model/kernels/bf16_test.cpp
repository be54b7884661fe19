#include "trainer/src/kernels/bf16.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <vector>

namespace attn::train {
namespace {

// The host's vector conversion gives the scalar to_bf16's bits (the GPU's rounding) for every kind of
// float: random bit patterns (NaNs, infinities, subnormals among them), exact ties and the edges of rounding.
TEST(Bf16Kernel, HostConversionMatchesScalar) {
  std::mt19937 rng(7);
  std::vector<uint32_t> bits = {0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u,
                                0x7f800001u, 0xffffffffu, 0x00000001u, 0x007fffffu, 0x3f808000u,
                                0x3f818000u, 0x3f807fffu, 0x7f7fffffu, 0x7f7f8000u, 0xff7fffffu};
  for (int i = 0; i < 100003; ++i) bits.push_back(rng());
  std::vector<float> src(bits.size());
  std::memcpy(src.data(), bits.data(), bits.size() * sizeof(float));
  for (size_t n : {size_t{1}, size_t{15}, size_t{16}, size_t{17}, src.size()}) {
    std::vector<kernels::bf16> got(n, kernels::bf16{0x1234});
    kernels::to_bf16_host(src.data(), got.data(), static_cast<int64_t>(n));
    for (size_t i = 0; i < n; ++i)
      ASSERT_EQ(got[i].bits, kernels::to_bf16(src[i]).bits) << "n " << n << " bits " << std::hex << bits[i];
  }
}

}  // namespace
}  // namespace attn::train
