// Reads a file written by the reference safetensors library (scripts/make_safetensors_fixture.py) and
// compares every tensor with the values the library reported.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>

#include "base/src/checkpoint/safetensors.h"

namespace attn::checkpoint {
namespace {

const std::string kFixture = std::string(ATTN_TEST_DATA_DIR) + "/safetensors/reference.safetensors";
const std::string kExpected = std::string(ATTN_TEST_DATA_DIR) + "/safetensors/reference.expected.json";

std::string to_hex(const std::vector<uint8_t>& bytes) {
  static const char* digits = "0123456789abcdef";
  std::string out;
  for (uint8_t b : bytes) {
    out += digits[b >> 4];
    out += digits[b & 15];
  }
  return out;
}

nlohmann::json load_expected() {
  std::ifstream in(kExpected);
  EXPECT_TRUE(in.good()) << kExpected;
  return nlohmann::json::parse(in);
}

TEST(SafetensorsReader, ReadsReferenceLibraryFile) {
  auto file = read_safetensors(kFixture);
  ASSERT_TRUE(file.ok()) << file.status().message();
  const nlohmann::json expected = load_expected();

  ASSERT_EQ(file->tensors.size(), expected["tensors"].size());
  for (size_t i = 0; i < file->tensors.size(); ++i) {
    const Tensor& t = file->tensors[i];
    const auto& e = expected["tensors"][i];
    SCOPED_TRACE(t.name);
    EXPECT_EQ(t.name, e["name"].get<std::string>()) << "tensors come back in data order";
    EXPECT_STREQ(dtype_name(t.dtype), e["dtype"].get<std::string>().c_str());
    EXPECT_EQ(t.shape, e["shape"].get<std::vector<uint64_t>>());
    EXPECT_EQ(to_hex(t.data), e["data_hex"].get<std::string>());
    ASSERT_EQ(t.data.size(), t.element_count() * dtype_size(t.dtype));
    const auto& values = e["values"];
    ASSERT_EQ(values.size(), t.element_count());
    if (t.dtype == DType::F32 || t.dtype == DType::F16 || t.dtype == DType::BF16) {
      const std::vector<float> f = t.to_f32();
      ASSERT_EQ(f.size(), values.size());
      for (size_t k = 0; k < f.size(); ++k) EXPECT_EQ(f[k], values[k].get<double>()) << "element " << k;
    } else {
      for (size_t k = 0; k < values.size(); ++k) {
        int64_t v = 0;
        if (t.dtype == DType::I8) v = static_cast<int8_t>(t.data[k]);
        if (t.dtype == DType::I32) {
          int32_t x;
          std::memcpy(&x, t.data.data() + 4 * k, 4);
          v = x;
        }
        if (t.dtype == DType::I64) std::memcpy(&v, t.data.data() + 8 * k, 8);
        EXPECT_EQ(v, values[k].get<int64_t>()) << "element " << k;
      }
    }
  }
  EXPECT_EQ(file->metadata, expected["metadata"].get<Metadata>());
}

TEST(SafetensorsReader, FindsByName) {
  auto file = read_safetensors(kFixture);
  ASSERT_TRUE(file.ok()) << file.status().message();
  const Tensor* t = file->find("embedding.weight");
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->shape, (std::vector<uint64_t>{5, 3}));
  EXPECT_EQ(file->find("no.such.tensor"), nullptr);
}

TEST(SafetensorsReader, MissingFileNamesPath) {
  auto file = read_safetensors("/nonexistent/dir/model.safetensors");
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(file.status().code(), StatusCode::kIo);
  EXPECT_NE(std::string(file.status().message()).find("/nonexistent/dir/model.safetensors"),
            std::string::npos);
}

TEST(Dtype, HalfConversionsMatchKnownValues) {
  EXPECT_EQ(f16_to_f32(0x3c00), 1.0f);
  EXPECT_EQ(f16_to_f32(0xc000), -2.0f);
  EXPECT_EQ(f16_to_f32(0x7bff), 65504.0f);
  EXPECT_EQ(f16_to_f32(0x0001), std::ldexp(1.0f, -24));  // smallest subnormal
  EXPECT_TRUE(std::isinf(f16_to_f32(0x7c00)));
  EXPECT_TRUE(std::isnan(f16_to_f32(0x7e00)));
  EXPECT_EQ(bf16_to_f32(0x3f80), 1.0f);
  EXPECT_EQ(bf16_to_f32(0xc0a0), -5.0f);
  for (DType d : {DType::F32, DType::F16, DType::BF16, DType::I8, DType::I32, DType::I64}) {
    EXPECT_EQ(dtype_from_name(dtype_name(d)), d);
  }
  EXPECT_FALSE(dtype_from_name("f32").has_value());
  EXPECT_FALSE(dtype_from_name("F64").has_value());
}

}  // namespace
}  // namespace attn::checkpoint
