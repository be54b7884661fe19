#include "trainer/src/kernels/bf16.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <vector>

#include "trainer/src/backend/cpu/cpu_device.h"

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

// Attention's operands with the heads apart: the host's row-range conversion (what CpuDevice runs) gives the
// per-index kernel's bits (what a GPU runs) at every place, with rows wider than the heads (q | k | v) and a
// head width that leaves a tail past the 16 lanes.
TEST(Bf16Kernel, HeadsApartConversionMatchesThePerIndexKernel) {
  CpuDevice dev(2);
  for (const int dk : {32, 20}) {
    const int B = 3, T = 5, H = 4, ld = 3 * H * dk + 7;
    std::vector<float> src(static_cast<size_t>(B) * T * ld);
    std::mt19937 rng(11);
    std::uniform_real_distribution<float> value(-4.f, 4.f);
    for (float& v : src) v = value(rng);
    std::vector<kernels::bf16> got(static_cast<size_t>(B) * H * T * dk, kernels::bf16{0x1234}),
        want(got.size());
    kernels::launch_heads_to_bf16(dev, B, T, H, dk, src.data() + dk, ld, got.data());
    for (int64_t i = 0; i < static_cast<int64_t>(want.size()); ++i)
      kernels::convert_heads_to_bf16(i, T, H, dk, src.data() + dk, ld, want.data());
    for (size_t i = 0; i < got.size(); ++i)
      ASSERT_EQ(got[i].bits, want[i].bits) << "dk " << dk << " at " << i;
    // Element (b, h, t, d) is source row b·T + t, column h·dk + d.
    EXPECT_EQ(want[((2 * H + 3) * T + 4) * dk + 1].bits,
              kernels::to_bf16(src[(2 * T + 4) * ld + dk + 3 * dk + 1]).bits);
  }
}

}  // namespace
}  // namespace attn::train
