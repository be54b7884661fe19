// Malformed safetensors files are refused with a message that names the problem (never a crash).
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "base/src/io/file_io.h"
#include "base/src/checkpoint/safetensors.h"
#include "tests/base/checkpoint/temp_dir.h"

namespace attn::checkpoint {
namespace {

// 8-byte length + header text + data_size bytes of data (values 1, 2, 3, ...).
std::vector<uint8_t> make_file(const std::string& header, size_t data_size,
                               uint64_t declared_length = UINT64_MAX) {
  const uint64_t length = declared_length == UINT64_MAX ? header.size() : declared_length;
  std::vector<uint8_t> bytes;
  bytes.reserve(8 + header.size() + data_size);
  for (int i = 0; i < 8; ++i) bytes.push_back(static_cast<uint8_t>(length >> (8 * i)));
  for (char c : header) bytes.push_back(static_cast<uint8_t>(c));
  for (size_t i = 0; i < data_size; ++i) bytes.push_back(static_cast<uint8_t>(i + 1));
  return bytes;
}

void expect_refused(const std::vector<uint8_t>& bytes, const std::string& needle) {
  auto parsed = parse_safetensors(bytes);
  ASSERT_FALSE(parsed.ok()) << "expected an error mentioning: " << needle;
  EXPECT_NE(std::string(parsed.status().message()).find(needle), std::string::npos)
      << parsed.status().message();
}

const std::string kTwoTensors =
    R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"I8","shape":[3],"data_offsets":[8,11]}})";

TEST(SafetensorsCorrupt, ValidBaselineParses) {
  auto parsed = parse_safetensors(make_file(kTwoTensors, 11));
  ASSERT_TRUE(parsed.ok()) << parsed.status().message();
  ASSERT_EQ(parsed->tensors.size(), 2u);
  EXPECT_EQ(parsed->tensors[1].data, (std::vector<uint8_t>{9, 10, 11}));
}

TEST(SafetensorsCorrupt, TooShortForHeaderLength) {
  expect_refused({}, "0 bytes, too short");
  expect_refused({1, 2, 3, 4, 5, 6, 7}, "7 bytes, too short");
}

TEST(SafetensorsCorrupt, HeaderLengthBounded) {
  expect_refused(make_file(kTwoTensors, 11, 1ull << 40), "exceeds the limit");
  expect_refused(make_file(kTwoTensors, 11, UINT64_MAX - 1), "exceeds the limit");
  expect_refused(make_file(kTwoTensors, 0, kTwoTensors.size() + 1), "runs past the end");
}

TEST(SafetensorsCorrupt, BadJson) {
  expect_refused(make_file("{\"a\": {", 0), "not valid JSON");
  expect_refused(make_file("[1, 2]  ", 0), "does not start with '{'");
  expect_refused(make_file("", 0), "does not start with '{'");
  expect_refused(make_file("{\"a\": \"\xff\xfe\"}", 0), "not valid JSON");  // invalid UTF-8
  expect_refused(make_file(R"({"a": 5})", 0), "'a': entry is not an object");
}

TEST(SafetensorsCorrupt, BadEntries) {
  expect_refused(make_file(R"({"a":{"shape":[1],"data_offsets":[0,4]}})", 4),
                 "'a': missing or non-string \"dtype\"");
  expect_refused(make_file(R"({"a":{"dtype":"F64","shape":[1],"data_offsets":[0,8]}})", 8),
                 "unsupported dtype 'F64'");
  expect_refused(make_file(R"({"a":{"dtype":"F32","data_offsets":[0,4]}})", 4), "non-array \"shape\"");
  expect_refused(make_file(R"({"a":{"dtype":"F32","shape":[-1],"data_offsets":[0,4]}})", 4), "negative");
  expect_refused(make_file(R"({"a":{"dtype":"F32","shape":[1.5],"data_offsets":[0,4]}})", 4), "non-integer");
  expect_refused(make_file(R"({"a":{"dtype":"F32","shape":[1,1,1,1,1,1,1,1,1],"data_offsets":[0,4]}})", 4),
                 "9 dimensions");
  expect_refused(make_file(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[0]}})", 4),
                 "two non-negative integers");
  expect_refused(make_file(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[4,0]}})", 4),
                 "end 0 before begin 4");
  expect_refused(make_file(R"({"__metadata__":{"k":1}})", 0), "value of 'k' is not a string");
  expect_refused(make_file(R"({"__metadata__":[]})", 0), "\"__metadata__\" is not an object");
}

TEST(SafetensorsCorrupt, WrongByteCount) {
  expect_refused(make_file(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,12]}})", 12),
                 "'a': data_offsets span 12 bytes but shape x F32 needs 8");
  expect_refused(
      make_file(R"({"a":{"dtype":"I64","shape":[4294967296,4294967296],"data_offsets":[0,8]}})", 8),
      "overflows");
}

TEST(SafetensorsCorrupt, OffsetsOutOfBounds) {
  expect_refused(make_file(kTwoTensors, 10),
                 "'b': data_offsets [8, 11) out of bounds of the 10-byte data buffer");
}

TEST(SafetensorsCorrupt, OffsetsOverlap) {
  expect_refused(make_file(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
                           R"("b":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})",
                           8),
                 "overlap tensor 'a' ending at 8");
}

TEST(SafetensorsCorrupt, GapsAndTrailingBytes) {
  expect_refused(make_file(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})", 8), "leaving a gap");
  expect_refused(make_file(kTwoTensors, 12), "data buffer is 12 bytes but the tensors cover only 11");
}

TEST(SafetensorsCorrupt, DuplicateNames) {
  expect_refused(make_file(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},)"
                           R"("a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})",
                           8),
                 "names 'a' more than once");
}

TEST(SafetensorsCorrupt, EveryTruncationOfAValidFileIsRefused) {
  auto good = make_file(kTwoTensors, 11);
  for (size_t n = 0; n < good.size(); ++n) {
    auto parsed = parse_safetensors(std::span(good.data(), n));
    EXPECT_FALSE(parsed.ok()) << "truncated to " << n << " bytes";
  }
}

// Random byte flips anywhere in a valid file: each result is either refused with a message or a file that
// still satisfies every invariant (run under ATTN_SANITIZE to catch out-of-bounds reads).
TEST(SafetensorsCorrupt, RandomMutationsNeverBreakInvariants) {
  const std::string header =
      R"({"__metadata__":{"k":"v"},"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
      R"("b":{"dtype":"I8","shape":[3],"data_offsets":[8,11]},"c":{"dtype":"BF16","shape":[2,1],"data_offsets":[11,15]}})";
  const auto good = make_file(header, 15);
  std::mt19937 rng(42);
  size_t refused = 0;
  for (int iteration = 0; iteration < 3000; ++iteration) {
    auto bytes = good;
    const int flips = 1 + static_cast<int>(rng() % 3);
    for (int f = 0; f < flips; ++f) bytes[rng() % bytes.size()] = static_cast<uint8_t>(rng());
    auto parsed = parse_safetensors(bytes);
    if (!parsed.ok()) {
      ++refused;
      EXPECT_GT(std::strlen(parsed.status().message()), 10u);
      continue;
    }
    uint64_t covered = 0;
    for (const Tensor& t : parsed->tensors) {
      EXPECT_EQ(t.data.size(), t.element_count() * dtype_size(t.dtype));
      covered += t.data.size();
    }
    uint64_t header_size = 0;
    std::memcpy(&header_size, bytes.data(), 8);
    EXPECT_EQ(8 + header_size + covered, bytes.size());
  }
  EXPECT_GT(refused, 1000u) << "most random flips in a small file hit the header or its numbers";
}

TEST(SafetensorsCorrupt, ReadFileNamesThePath) {
  TempDir dir;
  const std::string path = dir.file("short.safetensors");
  const uint8_t bytes[3] = {1, 2, 3};
  ASSERT_TRUE(write_file_synced(path, bytes).ok());
  auto read = read_safetensors(path);
  ASSERT_FALSE(read.ok());
  EXPECT_NE(std::string(read.status().message()).find("short.safetensors: file is 3 bytes"),
            std::string::npos)
      << read.status().message();
}

}  // namespace
}  // namespace attn::checkpoint
