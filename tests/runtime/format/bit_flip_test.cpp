// Corrupted files never crash the loader: each bit of the FlatBuffer part flipped in turn (and random byte
// overwrites) either loads or fails with a message. Run under -DATTN_SANITIZE=ON to catch silent overreads.
#include <gtest/gtest.h>

#include <cstring>
#include <span>
#include <string>

#include "runtime/src/format/element_types.h"
#include "runtime/src/format/model.h"
#include "runtime/src/format/model_spec.h"
#include "tests/runtime/format/format_test_util.h"
#include "tests/support/model_spec_lists.h"

namespace attn {
namespace {

using test::weight_refs;

struct SweepCounts {
  size_t loaded = 0, refused = 0;
};

// Touches everything a caller may read from an accepted model, so that an accepted-but-wrong file would show
// up under the sanitizers: every weight byte, the strings, and the tokenizer both ways.
void exercise(const Model& model) {
  volatile uint8_t sink = 0;
  for (const WeightRef* ref : weight_refs(model.weights())) {
    const size_t bytes = stored_bytes(*element_traits(ref->type), size_t{ref->rows} * ref->cols);
    const auto* p = static_cast<const uint8_t*>(ref->data);
    sink = sink ^ p[0] ^ p[bytes - 1];
    if (ref->scales) sink = sink ^ static_cast<uint8_t>(ref->scales[ref->rows - 1] > 0.f);
  }
  sink = sink ^ static_cast<uint8_t>(model.schema().source_language()->size() +
                                     model.schema().target_language()->size());
  const Tokenizer& tokenizer = model.tokenizer();
  const std::string text = "abc de f";
  std::vector<std::byte> workspace(tokenizer.workspace_bytes(text.size()));
  std::vector<int32_t> ids(64);
  size_t count = 0;
  if (tokenizer.encode(text, workspace, ids, &count).ok()) {
    char out[256];
    size_t written = 0;
    (void)tokenizer.decode(std::span<const int32_t>(ids.data(), count), out, &written);
  }
}

void load_and_check(const std::vector<uint8_t>& bytes, SweepCounts* counts, const std::string& what) {
  Result<std::unique_ptr<Model>> model = Model::load_buffer(bytes.data(), bytes.size());
  if (model.ok()) {
    ++counts->loaded;
    exercise(*model.value());
  } else {
    ++counts->refused;
    const StatusCode code = model.status().code();
    EXPECT_TRUE(code == StatusCode::kInvalidModel || code == StatusCode::kUnsupported)
        << what << ": code " << static_cast<int>(code);
    EXPECT_GT(std::strlen(model.status().message()), 10u) << what;
  }
}

struct SweepModel {
  const char* name;
  Architecture arch;
  schema::ElementType matrix_type;
};

// The tiny model in fp32 and int8 (scales vectors in the FlatBuffer), and the small one whose tokenizer has
// the 256 byte pieces and byte fallback.
std::vector<SweepModel> sweep_models() {
  return {{"tiny_f32", test::tiny_architecture(), schema::ElementType::F32},
          {"tiny_i8", test::tiny_architecture(), schema::ElementType::I8},
          {"small_f32", test::small_architecture(), schema::ElementType::F32}};
}

TEST(BitFlip, EveryBitOfTheFlatBufferPart) {
  for (const SweepModel& m : sweep_models()) {
    if (m.arch.vocab_size > 100)
      continue;  // a full sweep of the larger tokenizer table is left to the random one
    SCOPED_TRACE(m.name);
    const std::vector<uint8_t> valid = test::random_model_bytes(m.arch, 31, m.matrix_type);
    ASSERT_FALSE(valid.empty());
    const size_t flatbuffer_part = schema::GetModel(valid.data())->data_offset();
    SweepCounts counts;
    std::vector<uint8_t> bytes = valid;
    for (size_t byte = 0; byte < flatbuffer_part; ++byte) {
      for (int bit = 0; bit < 8; ++bit) {
        bytes[byte] ^= static_cast<uint8_t>(1u << bit);
        load_and_check(bytes, &counts, "bit " + std::to_string(bit) + " of byte " + std::to_string(byte));
        bytes[byte] = valid[byte];
      }
    }
    // Flipping the identifier alone must be refused, so a sweep that refuses nothing is broken.
    EXPECT_GE(counts.refused, 32u);
    EXPECT_EQ(counts.loaded + counts.refused, flatbuffer_part * 8);
    std::printf("%s: bit flips over %zu bytes: %zu loaded, %zu refused\n", m.name, flatbuffer_part,
                counts.loaded, counts.refused);
  }
}

TEST(BitFlip, RandomByteOverwrites) {
  for (const SweepModel& m : sweep_models()) {
    SCOPED_TRACE(m.name);
    const std::vector<uint8_t> valid = test::random_model_bytes(m.arch, 32, m.matrix_type);
    ASSERT_FALSE(valid.empty());
    const size_t flatbuffer_part = schema::GetModel(valid.data())->data_offset();
    uint64_t state = 0x1234567;
    auto next = [&]() {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      return state >> 33;
    };
    SweepCounts counts;
    for (int trial = 0; trial < 2000; ++trial) {
      std::vector<uint8_t> bytes = valid;
      const int writes = 1 + static_cast<int>(next() % 4);
      for (int w = 0; w < writes; ++w) bytes[next() % flatbuffer_part] = static_cast<uint8_t>(next());
      load_and_check(bytes, &counts, "trial " + std::to_string(trial));
    }
    EXPECT_GT(counts.refused, 0u);
  }
}

}  // namespace
}  // namespace attn
