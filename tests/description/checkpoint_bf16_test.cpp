// A checkpoint's bf16 copy: reads back as the original rounded to bf16, other files unchanged, refusals
// clean.
#include "description/src/checkpoint_bf16.h"

#include <gtest/gtest.h>

#include <bit>
#include <filesystem>
#include <fstream>
#include <random>

#include "base/src/checkpoint/bf16_weights.h"
#include "base/src/io/atomic_write.h"
#include "base/src/io/file_io.h"
#include "description/src/checkpoint_dir.h"
#include "tests/base/checkpoint/temp_dir.h"

namespace attn::checkpoint {
namespace {

namespace fs = std::filesystem;

ModelDescription small_config() {
  ModelDescription c;
  c.d_model = 8;
  c.heads = 2;
  c.d_ff = 16;
  c.encoder_layers = 1;
  c.decoder_layers = 1;
  c.vocab_size = 10;
  c.max_positions = 32;
  c.embedding_scale = 2.828427f;
  c.source_language = "en";
  c.target_language = "de";
  c.metadata = {{"step", "5"}};
  return c;
}

std::vector<Tensor> random_tensors() {
  std::mt19937 rng(3);
  std::normal_distribution<float> normal;
  std::vector<float> e(80), b(8);
  for (float& x : e) x = normal(rng);
  for (float& x : b) x = normal(rng);
  return {Tensor::from_f32("embedding.weight", {10, 8}, e),
          Tensor::from_f32("encoder.final_norm.bias", {8}, b)};
}

std::vector<uint8_t> bytes_of(const std::string& path) {
  auto bytes = read_file_bytes(path);
  EXPECT_TRUE(bytes.ok()) << bytes.status().message();
  return bytes.ok() ? bytes.value() : std::vector<uint8_t>{};
}

class CheckpointBf16 : public ::testing::Test {
 protected:
  void SetUp() override {
    source_ = root_.file("fp32");
    const std::string tokenizer("\x0a\x05hello\x00\xff", 9);
    ASSERT_TRUE(
        write_checkpoint_dir(source_, small_config(), random_tensors(), tokenizer, {{"writer", "test"}})
            .ok());
    std::ofstream(source_ + "/notes.txt") << "kept as it is\n";
  }

  TempDir root_;
  std::string source_;
};

TEST_F(CheckpointBf16, CopyReadsAsTheOriginalRoundedToBf16) {
  const std::string copy = root_.file("bf16");
  const Status written = write_bf16_checkpoint_copy(source_, copy + "/");
  ASSERT_TRUE(written.ok()) << written.message();
  EXPECT_FALSE(fs::exists(temporary_path(copy))) << "no temporary directory left behind";

  // On disk: every tensor BF16, half the bytes, the safetensors metadata kept.
  auto stored = read_safetensors(copy + "/model.safetensors");
  ASSERT_TRUE(stored.ok()) << stored.status().message();
  for (const Tensor& t : stored->tensors) EXPECT_EQ(t.dtype, DType::BF16) << t.name;
  EXPECT_EQ(stored->metadata.at("writer"), "test");
  EXPECT_LT(fs::file_size(copy + "/model.safetensors"), fs::file_size(source_ + "/model.safetensors"));

  // Read as a checkpoint: F32 again, each value the original rounded to nearest even.
  auto original = read_checkpoint_dir(source_);
  auto read = read_checkpoint_dir(copy);
  ASSERT_TRUE(original.ok() && read.ok()) << read.status().message();
  ASSERT_EQ(read->weights.tensors.size(), original->weights.tensors.size());
  for (const Tensor& t : original->weights.tensors) {
    const Tensor* widened = read->weights.find(t.name);
    ASSERT_NE(widened, nullptr) << t.name;
    EXPECT_EQ(widened->dtype, DType::F32);
    EXPECT_EQ(widened->shape, t.shape);
    const std::vector<float> a = t.to_f32(), b = widened->to_f32();
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
      EXPECT_EQ(std::bit_cast<uint32_t>(b[i]), uint32_t{f32_to_bf16(a[i])} << 16) << t.name << " " << i;
    }
  }
  auto weights_only = read_checkpoint_weights(copy);
  ASSERT_TRUE(weights_only.ok());
  EXPECT_EQ(weights_only->tensors[0].data, read->weights.tensors[0].data);

  // Every other file byte for byte.
  for (const char* name : {kConfigFileName, kTokenizerFileName, "notes.txt"}) {
    EXPECT_EQ(bytes_of(copy + "/" + name), bytes_of(source_ + "/" + name)) << name;
  }

  // A copy of the copy is the same bytes: bf16 weights are kept as they are.
  const std::string again = root_.file("again");
  ASSERT_TRUE(write_bf16_checkpoint_copy(copy, again).ok());
  EXPECT_EQ(bytes_of(again + "/model.safetensors"), bytes_of(copy + "/model.safetensors"));
}

TEST_F(CheckpointBf16, AnExistingDestinationIsNotWrittenOver) {
  const std::string copy = root_.file("taken");
  fs::create_directories(copy);
  std::ofstream(copy + "/mine.txt") << "mine";
  const Status refused = write_bf16_checkpoint_copy(source_, copy);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(std::string(refused.message()).find("already exists"), std::string::npos) << refused.message();
  EXPECT_TRUE(fs::exists(copy + "/mine.txt"));
}

TEST_F(CheckpointBf16, AWrongDtypeOrAnInvalidSourceIsNamedAndNothingIsWritten) {
  Tensor ids;
  ids.name = "token_ids";
  ids.dtype = DType::I32;
  ids.shape = {2};
  ids.data.assign(8, 0);
  std::vector<Tensor> tensors = random_tensors();
  tensors.push_back(ids);
  ASSERT_TRUE(write_safetensors(source_ + "/model.safetensors", tensors).ok());
  const std::string copy = root_.file("bf16");
  const Status refused = write_bf16_checkpoint_copy(source_, copy);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(std::string(refused.message()).find("tensor 'token_ids' is I32"), std::string::npos)
      << refused.message();
  EXPECT_FALSE(fs::exists(copy));
  EXPECT_FALSE(fs::exists(temporary_path(copy)));

  fs::remove(source_ + "/config.json");
  const Status no_config = write_bf16_checkpoint_copy(source_, copy);
  ASSERT_FALSE(no_config.ok());
  EXPECT_NE(std::string(no_config.message()).find("config.json"), std::string::npos) << no_config.message();
  EXPECT_FALSE(fs::exists(copy));
}

}  // namespace
}  // namespace attn::checkpoint
