// write_safetensors -> read_safetensors round trips, the writer's layout, and what the writer refuses.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <random>

#include "base/src/io/file_io.h"
#include "base/src/checkpoint/safetensors.h"
#include "tests/base/checkpoint/temp_dir.h"

namespace attn::checkpoint {
namespace {

Tensor random_tensor(std::string name, DType dtype, std::vector<uint64_t> shape, std::mt19937& rng) {
  Tensor t;
  t.name = std::move(name);
  t.dtype = dtype;
  t.shape = std::move(shape);
  t.data.resize(t.element_count() * dtype_size(dtype));
  for (uint8_t& b : t.data) b = static_cast<uint8_t>(rng());
  return t;
}

void expect_same(const std::vector<Tensor>& written, const SafetensorsFile& read) {
  ASSERT_EQ(read.tensors.size(), written.size());
  for (size_t i = 0; i < written.size(); ++i) {
    SCOPED_TRACE(written[i].name);
    EXPECT_EQ(read.tensors[i].name, written[i].name) << "laid out in the order given";
    EXPECT_EQ(read.tensors[i].dtype, written[i].dtype);
    EXPECT_EQ(read.tensors[i].shape, written[i].shape);
    EXPECT_EQ(read.tensors[i].data, written[i].data);
  }
}

TEST(SafetensorsWriter, RoundTripsEveryDtypeAndMetadata) {
  std::mt19937 rng(7);
  const std::vector<Tensor> tensors = {
      random_tensor("z.last.in.name.order", DType::F32, {3, 5}, rng),
      random_tensor("a.half", DType::F16, {7}, rng),
      random_tensor("bf", DType::BF16, {2, 2, 3}, rng),
      random_tensor("i8", DType::I8, {5}, rng),  // 5 bytes: the following tensors start unaligned
      random_tensor("i32", DType::I32, {1, 3}, rng),
      random_tensor("i64", DType::I64, {2}, rng),
      random_tensor("scalar", DType::F32, {}, rng),
      random_tensor("empty", DType::F32, {4, 0}, rng),
  };
  const Metadata metadata = {
      {"step", "12000"}, {"corpus", "ddtp-en-de"}, {"unicode", "\xc3\xbc\xe2\x96\x81"}};
  TempDir dir;
  ASSERT_TRUE(write_safetensors(dir.file("m.safetensors"), tensors, metadata).ok());
  auto read = read_safetensors(dir.file("m.safetensors"));
  ASSERT_TRUE(read.ok()) << read.status().message();
  expect_same(tensors, read.value());
  EXPECT_EQ(read->metadata, metadata);
}

TEST(SafetensorsWriter, HeaderIsSpacePaddedToEightBytes) {
  std::mt19937 rng(8);
  for (int n = 1; n < 12; ++n) {  // names of growing length move the header size through every residue
    const std::vector<Tensor> tensors = {random_tensor(std::string(n, 'w'), DType::F32, {2}, rng)};
    std::vector<TensorView> views = {TensorView::of(tensors[0])};
    auto bytes = serialize_safetensors(views, {});
    ASSERT_TRUE(bytes.ok()) << bytes.status().message();
    uint64_t header = 0;
    std::memcpy(&header, bytes->data(), 8);
    EXPECT_EQ(header % 8, 0u);
    EXPECT_EQ(bytes->size(), 8 + header + 8);
    EXPECT_EQ(bytes.value()[8], '{');
    const std::string text(bytes->begin() + 8, bytes->begin() + 8 + header);
    const size_t close = text.rfind('}');
    EXPECT_EQ(text.find_first_not_of(' ', close + 1), std::string::npos) << "only spaces after the JSON";
    EXPECT_LT(text.size() - close - 1, 8u);
  }
}

TEST(SafetensorsWriter, ViewsWriteCallerBuffersWithoutCopies) {
  const std::vector<float> values = {1.5f, -2.25f, 3.0f, 0.125f, -7.f, 9.5f};
  const std::vector<TensorView> views = {TensorView::f32("w", {2, 3}, values.data())};
  TempDir dir;
  ASSERT_TRUE(write_safetensors(dir.file("v.safetensors"), views).ok());
  auto read = read_safetensors(dir.file("v.safetensors"));
  ASSERT_TRUE(read.ok()) << read.status().message();
  ASSERT_EQ(read->tensors.size(), 1u);
  EXPECT_EQ(read->tensors[0].to_f32(), values);
  EXPECT_TRUE(read->metadata.empty());
}

// Re-serialises the reference library's fixture. With ATTN_SAFETENSORS_CHECK_OUT set, also leaves the
// file there for `scripts/make_safetensors_fixture.py check` (the reference library reading our writer).
TEST(SafetensorsWriter, RewritesReferenceFixtureIdentically) {
  auto fixture = read_safetensors(std::string(ATTN_TEST_DATA_DIR) + "/safetensors/reference.safetensors");
  ASSERT_TRUE(fixture.ok()) << fixture.status().message();
  TempDir dir;
  const char* out = std::getenv("ATTN_SAFETENSORS_CHECK_OUT");
  const std::string path = out ? out : dir.file("rewritten.safetensors");
  ASSERT_TRUE(write_safetensors(path, fixture->tensors, fixture->metadata).ok());
  auto again = read_safetensors(path);
  ASSERT_TRUE(again.ok()) << again.status().message();
  expect_same(fixture->tensors, again.value());
  EXPECT_EQ(again->metadata, fixture->metadata);
}

Status write_one(const TensorView& view) {
  TempDir dir;
  return write_safetensors(dir.file("bad.safetensors"), std::span(&view, 1));
}

void expect_refused(const Status& status, const std::string& needle) {
  ASSERT_FALSE(status.ok()) << "expected an error mentioning: " << needle;
  EXPECT_NE(std::string(status.message()).find(needle), std::string::npos) << status.message();
}

TEST(SafetensorsWriter, RefusesInconsistentTensors) {
  const float data[6] = {1, 2, 3, 4, 5, 6};
  expect_refused(write_one(TensorView{"w", DType::F32, {2, 3}, data, 20}),
                 "has 20 bytes but its shape x F32 needs 24");
  expect_refused(write_one(TensorView{"", DType::F32, {1}, data, 4}), "empty name");
  expect_refused(write_one(TensorView{"__metadata__", DType::F32, {1}, data, 4}), "reserved");
  expect_refused(write_one(TensorView{"w", DType::F32, {2}, nullptr, 8}), "has no data");
  expect_refused(write_one(TensorView::f32("w", {1ull << 40, 1ull << 40}, data)), "overflows");

  const std::vector<TensorView> duplicates = {TensorView{"w", DType::F32, {1}, data, 4},
                                              TensorView{"w", DType::F32, {1}, data + 1, 4}};
  TempDir dir;
  expect_refused(write_safetensors(dir.file("d.safetensors"), duplicates), "'w' is given more than once");
  EXPECT_FALSE(std::filesystem::exists(dir.file("d.safetensors"))) << "nothing written on refusal";
}

TEST(SafetensorsWriter, UnwritablePathIsAnIoError) {
  const float data[1] = {1};
  const TensorView view{"w", DType::F32, {1}, data, 4};
  Status s = write_safetensors("/nonexistent/dir/x.safetensors", std::span(&view, 1));
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.code(), StatusCode::kIo);
  EXPECT_NE(std::string(s.message()).find("/nonexistent/dir/x.safetensors"), std::string::npos);
}

}  // namespace
}  // namespace attn::checkpoint
