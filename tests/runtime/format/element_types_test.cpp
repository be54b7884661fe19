#include "runtime/src/format/element_types.h"

#include <gtest/gtest.h>

#include <cstring>

#include "runtime/src/format/format_version.h"

namespace attn {
namespace {

TEST(ElementTypes, ElementSizes) {
  EXPECT_EQ(element_size(schema::ElementType::F32), 4u);
  EXPECT_EQ(element_size(schema::ElementType::F16), 2u);
  EXPECT_EQ(element_size(schema::ElementType::I8), 1u);
  EXPECT_EQ(element_size(schema::ElementType::I4), 0u);  // two elements per byte: no one-element size
  EXPECT_EQ(element_size(schema::ElementType::I4B), 0u);
  EXPECT_EQ(element_size(static_cast<schema::ElementType>(9)), 0u);
  EXPECT_EQ(stored_bytes(*element_traits(schema::ElementType::I4), 64 * 32), 64u * 16);
  EXPECT_EQ(stored_bytes(*element_traits(schema::ElementType::F32), 10), 40u);
}

TEST(ElementTypes, EveryTypeOfTheSchemaHasItsEntryUnderItsSchemaName) {
  for (schema::ElementType type : schema::EnumValuesElementType()) {
    const ElementTraits* traits = element_traits(type);
    ASSERT_NE(traits, nullptr);
    EXPECT_EQ(traits->type, type);
    EXPECT_STREQ(traits->name, schema::EnumNameElementType(type));
    EXPECT_STREQ(element_type_name(type), traits->name);
    EXPECT_GE(traits->block_elements, 1u);
    EXPECT_GE(traits->block_bytes, 1u);
  }
  EXPECT_EQ(element_traits(static_cast<schema::ElementType>(9)), nullptr);
  EXPECT_EQ(element_traits(static_cast<schema::ElementType>(-1)), nullptr);
  EXPECT_STREQ(element_type_name(static_cast<schema::ElementType>(9)), "unknown");
}

TEST(ElementTypes, Int8IsPerRowScaledFromVersion5AndF32IsPlain) {
  const ElementTraits& f32 = *element_traits(schema::ElementType::F32);
  EXPECT_EQ(f32.scales, ScaleLayout::kNone);
  EXPECT_TRUE(f32.loadable);
  EXPECT_FALSE(f32.matrices_only);
  EXPECT_EQ(f32.first_format_version, kOldestFormatVersion);
  const ElementTraits& i8 = *element_traits(schema::ElementType::I8);
  EXPECT_EQ(i8.scales, ScaleLayout::kPerRow);
  EXPECT_TRUE(i8.loadable && i8.matrices_only);
  EXPECT_EQ(i8.first_format_version, kDynamicQuantizationVersion);
  ASSERT_NE(i8.quantize_rows, nullptr);
  // The converter's reference: max |row| maps to ±127.
  const float w[4] = {0.5f, -1.f, 0.f, 0.f};
  int8_t q[4];
  float scales[2];
  i8.quantize_rows(w, 2, 2, q, scales);
  EXPECT_FLOAT_EQ(scales[0], 1.f / 127.f);
  EXPECT_EQ(q[1], -127);
  EXPECT_FLOAT_EQ(scales[1], 1.f);  // an all-zero row keeps a finite, positive scale
  EXPECT_FALSE(element_traits(schema::ElementType::F16)->loadable);
}

TEST(ElementTypes, Int4IsPackedPerRowScaledFromVersion6AndForTheVocabularyFromVersion8) {
  const ElementTraits& i4 = *element_traits(schema::ElementType::I4);
  EXPECT_EQ(i4.block_elements, 2u);
  EXPECT_EQ(i4.block_bytes, 1u);
  EXPECT_EQ(i4.scales, ScaleLayout::kPerRow);
  EXPECT_TRUE(i4.loadable && i4.matrices_only);
  EXPECT_EQ(i4.first_format_version, kInt4Version);
  EXPECT_EQ(i4.first_vocabulary_format_version, kInt4VocabularyVersion);
  EXPECT_GT(kInt4VocabularyVersion, kInt4Version);
  // Every older type may store the embedding from its first version on.
  for (auto type : {schema::ElementType::F32, schema::ElementType::F16, schema::ElementType::I8}) {
    EXPECT_EQ(element_traits(type)->first_vocabulary_format_version,
              element_traits(type)->first_format_version);
  }
  ASSERT_NE(i4.quantize_rows, nullptr);
  // The converter's reference: [2, 2] -> 2 bytes, element k in nibble k, low nibble first, value + 8.
  const float w[4] = {0.7f, -0.7f, 0.f, 0.f};
  uint8_t packed[2];
  float scales[2];
  i4.quantize_rows(w, 2, 2, packed, scales);
  EXPECT_FLOAT_EQ(scales[0], 0.1f);  // no clip beats max / 7 for two values of the same magnitude
  EXPECT_EQ(packed[0], (8 - 7) << 4 | (8 + 7));
  EXPECT_EQ(packed[1], 0x88);
  EXPECT_FLOAT_EQ(scales[1], 1.f);
}

TEST(ElementTypes, Int4BlocksArePackedAsInt4WithBfloat16ScalesPerBlockFromVersion9) {
  const ElementTraits& i4b = *element_traits(schema::ElementType::I4B);
  EXPECT_EQ(i4b.block_elements, 2u);
  EXPECT_EQ(i4b.block_bytes, 1u);
  EXPECT_EQ(i4b.scales, ScaleLayout::kPerBlock);
  EXPECT_TRUE(i4b.loadable && i4b.matrices_only);
  EXPECT_EQ(i4b.first_format_version, kBlockwiseInt4Version);
  EXPECT_EQ(i4b.first_vocabulary_format_version, kBlockwiseInt4Version);
  EXPECT_EQ(i4b.quantize_rows, nullptr);
  ASSERT_NE(i4b.quantize_blocks, nullptr);
  // [1, 64] in two blocks of 32: the first block's weights 0.7 and -0.7, the second's 0.07 (ten times
  // finer): each block gets its own step, a bfloat16 value, instead of the row's.
  float w[64] = {};
  w[0] = 0.7f;
  w[1] = -0.7f;
  w[32] = 0.07f;
  uint8_t packed[32];
  float scales[2];
  i4b.quantize_blocks(w, 1, 64, 32, packed, scales);
  for (float scale : scales) {
    uint32_t bits;
    std::memcpy(&bits, &scale, sizeof bits);
    EXPECT_EQ(bits & 0xFFFFu, 0u) << scale;
  }
  EXPECT_NEAR(scales[0], 0.1f, 0.001f);
  EXPECT_NEAR(scales[1], 0.01f, 0.0001f);
  EXPECT_EQ(packed[0], (8 - 7) << 4 | (8 + 7));
  EXPECT_EQ(packed[16] & 0xF, 8 + 7);  // 0.07 is 7 steps of its block, where the row's step would make it 1
  EXPECT_EQ(kBlockSizeMultiple, 32u);
}

}  // namespace
}  // namespace attn
