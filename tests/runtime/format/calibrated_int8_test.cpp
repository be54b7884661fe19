// Int8 models whose layers quantize their input at run time (format version 5) load; int8 files of format
// versions 1 to 4, which stored calibrated activation scales, are refused with a message that names the
// file's version and the command that converts the checkpoint again; fp32 files of those versions load.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "attn/attn.h"
#include "runtime/src/format/format_version.h"
#include "runtime/src/format/model.h"
#include "tests/runtime/format/format_test_util.h"
#include "tests/support/int8_model.h"

namespace attn {
namespace {

using test::load_status;

std::string refusal(uint32_t version) {
  return "int8 model of format version " + std::to_string(version) +
         " uses calibrated activation scales, which this runtime no longer reads: convert its checkpoint "
         "again with `attn-convert CHECKPOINT -o OUT.attn --quantize int8` (format version 5)";
}

TEST(CalibratedInt8, Version5Int8WithoutActivationScalesLoads) {
  const std::vector<uint8_t> bytes = test::dynamic_int8_model_bytes(test::small_architecture(), 31);
  auto model = Model::load_buffer(bytes.data(), bytes.size());
  ASSERT_TRUE(model.ok()) << model.status().message();
  EXPECT_EQ(model.value()->format_version(), kDynamicQuantizationVersion);
  const ModelWeights& w = model.value()->weights();
  EXPECT_EQ(w.embedding.type, schema::ElementType::I8);
  EXPECT_NE(w.embedding.scales, nullptr);
  EXPECT_EQ(w.encoder_layers[0].ffn.fc1.weight.type, schema::ElementType::I8);
  EXPECT_EQ(w.encoder_layers[0].ffn.fc1.bias.type, schema::ElementType::F32);
  EXPECT_EQ(w.decoder_layers[0].ffn_norm.gain.type, schema::ElementType::F32);
}

// The files attn-convert --calibration wrote, versions 1 to 4 (3 and 4 with per-channel and per-row steps).
TEST(CalibratedInt8, OlderInt8FilesAreRefusedNamingTheVersionAndTheCommand) {
  for (uint32_t version = 1; version < kDynamicQuantizationVersion; ++version) {
    SCOPED_TRACE(version);
    const Status s = load_status(test::calibrated_int8_model_bytes(test::small_architecture(), 31, version));
    EXPECT_EQ(s.code(), StatusCode::kUnsupported);
    EXPECT_EQ(std::string(s.message()), refusal(version));
  }
}

// What decides is the version and the int8 weights, not the activation scales alone: an int8 file that
// claims an older version without them is refused the same way, and so is a version 5 file with them (no
// writer made one; the runtime would ignore what its layers were meant to compute with).
TEST(CalibratedInt8, RefusedWithOrWithoutTheActivationScales) {
  const std::vector<uint8_t> dynamic = test::dynamic_int8_model_bytes(test::small_architecture(), 31);
  const Status without = load_status(test::edit_table(dynamic, [](schema::ModelT& m) { m.format_version = 4; }));
  EXPECT_EQ(without.code(), StatusCode::kUnsupported);
  EXPECT_EQ(std::string(without.message()), refusal(4));
  const std::vector<uint8_t> calibrated = test::calibrated_int8_model_bytes(test::small_architecture(), 31, 4);
  const Status with = load_status(test::edit_table(calibrated, [](schema::ModelT& m) { m.format_version = 5; }));
  EXPECT_EQ(with.code(), StatusCode::kUnsupported);
  EXPECT_EQ(std::string(with.message()), refusal(5));
}

TEST(CalibratedInt8, TheCApiReportsTheRefusal) {
  const std::vector<uint8_t> bytes = test::calibrated_int8_model_bytes(test::small_architecture(), 31, 3);
  attn_model* model = nullptr;
  EXPECT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model), ATTN_ERROR_UNSUPPORTED);
  EXPECT_EQ(model, nullptr);
  EXPECT_EQ(std::string(attn_last_error_message()), refusal(3));
}

// fp32 files never depended on the activation scales: every version this runtime reads still loads.
TEST(CalibratedInt8, Fp32FilesOfEveryVersionLoad) {
  const std::vector<uint8_t> fp32 = test::random_model_bytes(test::small_architecture(), 31);
  for (uint32_t version = kOldestFormatVersion; version <= kFormatVersion; ++version) {
    SCOPED_TRACE(version);
    const Status s = load_status(test::edit_table(fp32, [&](schema::ModelT& m) { m.format_version = version; }));
    EXPECT_TRUE(s.ok()) << s.message();
  }
}

}  // namespace
}  // namespace attn
