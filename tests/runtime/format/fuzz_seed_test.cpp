// Writes the fuzzer's seed corpus (a valid tiny model, fp32 and int8) when ATTN_FUZZ_SEED_DIR is set; skipped
// otherwise. Keeping it a test means the seeds are regenerated with the same code after a format change.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <string>

#include "format_test_util.h"

namespace attn {
namespace {

TEST(FuzzSeed, WriteCorpus) {
  const char* dir = std::getenv("ATTN_FUZZ_SEED_DIR");
  if (dir == nullptr) GTEST_SKIP() << "set ATTN_FUZZ_SEED_DIR to write the fuzz seed corpus";
  for (const auto& [name, type] : {std::pair{"tiny_f32.attn", schema::ElementType::F32},
                                   std::pair{"tiny_i8.attn", schema::ElementType::I8}}) {
    const std::vector<uint8_t> bytes = test::random_model_bytes(test::tiny_architecture(), 1, type);
    ASSERT_FALSE(bytes.empty());
    std::ofstream out(std::string(dir) + "/" + name, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    ASSERT_TRUE(out.good()) << dir << "/" << name;
  }
}

}  // namespace
}  // namespace attn
