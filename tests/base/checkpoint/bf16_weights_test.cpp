// fp32 <-> bfloat16 for stored weights: rounding to nearest even, exact widening, refusals that name the
// dtype.
#include "base/src/checkpoint/bf16_weights.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

namespace attn::checkpoint {
namespace {

float from_bits(uint32_t bits) { return std::bit_cast<float>(bits); }

TEST(Bf16Weights, RoundsToNearestTiesToEven) {
  EXPECT_EQ(f32_to_bf16(1.0f), 0x3f80);  // exact values are kept
  EXPECT_EQ(f32_to_bf16(-2.5f), 0xc020);
  EXPECT_EQ(f32_to_bf16(from_bits(0x3f807fff)), 0x3f80);  // just below half: down
  EXPECT_EQ(f32_to_bf16(from_bits(0x3f808001)), 0x3f81);  // just above half: up
  EXPECT_EQ(f32_to_bf16(from_bits(0x3f808000)), 0x3f80);  // tie, even kept half: stays
  EXPECT_EQ(f32_to_bf16(from_bits(0x3f818000)), 0x3f82);  // tie, odd kept half: up to even
  EXPECT_EQ(f32_to_bf16(from_bits(0x807fffff)), 0x8080);  // subnormal rounds up into the smallest normal
  EXPECT_EQ(f32_to_bf16(std::numeric_limits<float>::max()), 0x7f80);  // past the largest bf16: infinity
  EXPECT_EQ(f32_to_bf16(-INFINITY), 0xff80);
  const uint16_t nan = f32_to_bf16(from_bits(0x7f800001));  // a NaN whose payload lies in the dropped half
  EXPECT_TRUE(std::isnan(bf16_to_f32(nan))) << std::hex << nan;
}

TEST(Bf16Weights, RoundingIsTheNearestOfTheTwoNeighbours) {
  std::mt19937 rng(7);
  std::normal_distribution<float> normal(0.f, 3.f);
  for (int i = 0; i < 100000; ++i) {
    const float x = normal(rng);
    const float rounded = bf16_to_f32(f32_to_bf16(x));
    const float down = from_bits(std::bit_cast<uint32_t>(x) & 0xffff0000u);
    const float up = from_bits((std::bit_cast<uint32_t>(x) & 0xffff0000u) + 0x10000u);
    ASSERT_TRUE(rounded == down || rounded == up) << x;
    ASSERT_LE(std::fabs(rounded - x), std::fabs((rounded == down ? up : down) - x)) << x;
  }
}

TEST(Bf16Weights, NarrowThenWidenGivesTheRoundedValues) {
  const std::vector<float> values = {0.1f, -3.14159f, 1e-30f, 65504.f, 0.f, -0.f};
  const Tensor original = Tensor::from_f32("w", {2, 3}, values);
  Result<Tensor> narrowed = narrow_to_bf16(original);
  ASSERT_TRUE(narrowed.ok()) << narrowed.status().message();
  EXPECT_EQ(narrowed->dtype, DType::BF16);
  EXPECT_EQ(narrowed->shape, original.shape);
  EXPECT_EQ(narrowed->data.size(), values.size() * 2);

  SafetensorsFile file;
  file.tensors = {narrowed.value(), Tensor::from_f32("kept", {1}, std::vector<float>{0.3f})};
  widen_bf16(file);
  ASSERT_EQ(file.tensors[0].dtype, DType::F32);
  const std::vector<float> widened = file.tensors[0].to_f32();
  ASSERT_EQ(widened.size(), values.size());
  for (size_t i = 0; i < values.size(); ++i) {
    EXPECT_EQ(std::bit_cast<uint32_t>(widened[i]), uint32_t{f32_to_bf16(values[i])} << 16) << i;
  }
  EXPECT_EQ(file.tensors[1].to_f32(), std::vector<float>{0.3f}) << "an F32 tensor is left as it is";

  // Narrowing a BF16 tensor again changes nothing.
  Result<Tensor> again = narrow_to_bf16(narrowed.value());
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->data, narrowed->data);
}

TEST(Bf16Weights, OtherDtypesAreRefusedByName) {
  Tensor ids;
  ids.name = "token_ids";
  ids.dtype = DType::I32;
  ids.shape = {2};
  ids.data.assign(8, 0);
  Result<Tensor> narrowed = narrow_to_bf16(ids);
  ASSERT_FALSE(narrowed.ok());
  EXPECT_STREQ(narrowed.status().message(), "tensor 'token_ids' is I32; only F32 is stored as BF16");

  SafetensorsFile file;
  ids.dtype = DType::F16;
  ids.data.assign(4, 0);
  file.tensors = {ids};
  widen_bf16(file);
  EXPECT_EQ(file.tensors[0].dtype, DType::F16) << "only BF16 is widened; readers refuse F16 by name";
}

}  // namespace
}  // namespace attn::checkpoint
