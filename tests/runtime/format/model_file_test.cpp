// Mapped models (runtime/src/format/model_file.h, attn_model_map_file): a mapped model translates exactly as
// a loaded one, refuses the same bad files with the same statuses, survives its file being replaced by
// rename, and, once a translator has packed its linear layers, holds those weights' pages no longer (measured
// in /proc/self/smaps, the mapping's own resident size).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "attn/attn.h"
#include "runtime/src/api/model_handle.h"
#include "runtime/src/format/model.h"
#include "tests/support/c_api_handles.h"
#include "tests/support/random_model.h"
#include "tests/support/translate_texts.h"

namespace {

using attn::test::ModelPtr;
using attn::test::translate_texts;
using attn::test::TranslatorPtr;

std::string temp_path(const std::string& name) {
  return ::testing::TempDir() + "model_file_" + std::to_string(::getpid()) + "_" + name;
}

void write_file(const std::string& path, const void* data, size_t size) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(static_cast<const char*>(data), static_cast<std::streamsize>(size));
  ASSERT_TRUE(out.good()) << path;
}

TEST(MappedModel, TranslatesExactlyAsALoadedOne) {
  for (const attn::schema::ElementType type :
       {attn::schema::ElementType::F32, attn::schema::ElementType::I8}) {
    const std::vector<uint8_t> bytes =
        attn::test::random_model_bytes(attn::test::small_architecture(), 5, type);
    const std::string path = temp_path("same.attn");
    write_file(path, bytes.data(), bytes.size());
    ModelPtr loaded, mapped;
    ASSERT_EQ(attn_model_load_file(path.c_str(), &loaded.m), ATTN_OK) << attn_last_error_message();
    ASSERT_EQ(attn_model_map_file(path.c_str(), &mapped.m), ATTN_OK) << attn_last_error_message();
    for (int beam : {1, 4}) {
      const std::vector<std::string> expected = translate_texts(loaded.m, beam);
      EXPECT_EQ(translate_texts(mapped.m, beam), expected) << "beam " << beam;
      size_t total = 0;
      for (const std::string& s : expected) total += s.size();
      EXPECT_GT(total, 0u) << "every translation is empty: the comparison proves little";
    }
    std::remove(path.c_str());
  }
}

TEST(MappedModel, RefusesWhatLoadingRefusesWithTheSameStatus) {
  const std::vector<uint8_t> good = attn::test::random_model_bytes(attn::test::small_architecture(), 5);
  std::vector<uint8_t> corrupt = good;
  std::memcpy(corrupt.data() + 4, "XXXX", 4);  // the FlatBuffer file identifier
  const std::string tiny = temp_path("tiny.attn"), bad = temp_path("bad.attn"),
                    missing = temp_path("missing");
  write_file(tiny, "attn", 4);
  write_file(bad, corrupt.data(), corrupt.size());
  for (const std::string& path : {tiny, bad, missing, ::testing::TempDir()}) {
    ModelPtr loaded, mapped;
    const attn_status load_status = attn_model_load_file(path.c_str(), &loaded.m);
    const std::string load_message = attn_last_error_message();
    const attn_status map_status = attn_model_map_file(path.c_str(), &mapped.m);
    const std::string map_message = attn_last_error_message();
    EXPECT_NE(load_status, ATTN_OK) << path;
    EXPECT_EQ(map_status, load_status) << path << ": " << map_message;
    EXPECT_EQ(map_message, load_message);
    EXPECT_NE(map_message.find(path == bad ? "" : path), std::string::npos) << map_message;
    EXPECT_EQ(mapped.m, nullptr);
  }
  ModelPtr none;
  EXPECT_EQ(attn_model_map_file(nullptr, &none.m), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(attn_model_map_file(tiny.c_str(), nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  std::remove(tiny.c_str());
  std::remove(bad.c_str());
}

TEST(MappedModel, ReplacingTheFileByRenameChangesNothing) {
  const std::vector<uint8_t> bytes = attn::test::random_model_bytes(attn::test::small_architecture(), 5);
  const std::vector<uint8_t> other = attn::test::random_model_bytes(attn::test::small_architecture(), 6);
  const std::string path = temp_path("replaced.attn"), next = temp_path("next.attn");
  write_file(path, bytes.data(), bytes.size());
  ModelPtr mapped;
  ASSERT_EQ(attn_model_map_file(path.c_str(), &mapped.m), ATTN_OK) << attn_last_error_message();
  const std::vector<std::string> before = translate_texts(mapped.m, 1);
  // What attn-convert does when it writes a model: a new file renamed over the old one.
  write_file(next, other.data(), other.size());
  ASSERT_EQ(std::rename(next.c_str(), path.c_str()), 0);
  EXPECT_EQ(translate_texts(mapped.m, 1), before) << "the mapping must keep the file it mapped";
  std::remove(path.c_str());
}

// The resident size of the mapping that contains address, from /proc/self/smaps; -1 when not found.
long resident_kb(const void* address) {
  std::ifstream smaps("/proc/self/smaps");
  const auto target = reinterpret_cast<uintptr_t>(address);
  std::string line;
  bool inside = false;
  while (std::getline(smaps, line)) {
    unsigned long start = 0, end = 0;
    if (std::sscanf(line.c_str(), "%lx-%lx ", &start, &end) == 2) {
      inside = start <= target && target < end;
      continue;
    }
    long kb = 0;
    if (inside && std::sscanf(line.c_str(), "Rss: %ld kB", &kb) == 1) return kb;
  }
  return -1;
}

TEST(MappedModel, PackedWeightsLeaveTheProcessOnceATranslatorHoldsThem) {
  // Big enough for the linear layers to span many pages: d_model 256, d_ff 1024, 2 + 2 layers, fp32.
  attn::Architecture arch = attn::test::small_architecture();
  arch.d_model = 256;
  arch.d_ff = 1024;
  const std::vector<uint8_t> bytes = attn::test::random_model_bytes(arch, 9);
  const std::string path = temp_path("resident.attn");
  write_file(path, bytes.data(), bytes.size());
  ModelPtr mapped;
  ASSERT_EQ(attn_model_map_file(path.c_str(), &mapped.m), ATTN_OK) << attn_last_error_message();
  const attn::Model& model = *mapped.m->model;
  ASSERT_TRUE(model.mapped());
  // Read every byte, so that the whole file is resident in this mapping.
  unsigned sum = 0, expected_sum = 0;
  for (size_t i = 0; i < model.size(); ++i) sum += model.bytes()[i];
  for (uint8_t b : bytes) expected_sum += b;
  EXPECT_EQ(sum, expected_sum);
  const long before_kb = resident_kb(model.bytes());
  if (before_kb < 0) GTEST_SKIP() << "no /proc/self/smaps entry for the mapping";
  EXPECT_GE(before_kb, static_cast<long>(model.size() / 1024) - 4);
  // Linear weights (fp32): per encoder layer 4 d² + 2 d d_ff, per decoder layer 8 d² + 2 d d_ff.
  const size_t d = arch.d_model, ff = arch.d_ff;
  const size_t linear_bytes = 4 * (2 * (4 * d * d + 2 * d * ff) + 2 * (8 * d * d + 2 * d * ff));
  {
    TranslatorPtr translator;
    ASSERT_EQ(attn_translator_create(mapped.m, nullptr, &translator.t), ATTN_OK) << attn_last_error_message();
    const long after_kb = resident_kb(model.bytes());
    // Every whole page inside a layer's weights is dropped: all but at most two pages (8 kB) per tensor, of
    // which there are 40 here (weights and biases).
    const long expected_drop_kb = static_cast<long>(linear_bytes / 1024) - 40 * 8;
    EXPECT_LE(after_kb, before_kb - expected_drop_kb)
        << "resident " << before_kb << " kB before the translator, " << after_kb
        << " kB after; linear weights " << linear_bytes / 1024 << " kB";
  }
  // Later translators fault the pages back in from the file while they pack, and translate as a loaded
  // model does.
  ModelPtr loaded;
  ASSERT_EQ(attn_model_load_file(path.c_str(), &loaded.m), ATTN_OK);
  for (int beam : {1, 4}) EXPECT_EQ(translate_texts(mapped.m, beam), translate_texts(loaded.m, beam));
  std::remove(path.c_str());
}

}  // namespace
