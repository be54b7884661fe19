// Checkpoint directories: write -> read, atomic replacement of an existing one, and clean failures.
#include "description/src/checkpoint_dir.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "base/src/io/file_io.h"
#include "tests/base/checkpoint/temp_dir.h"
#include "tests/description/small_checkpoint.h"

namespace attn::checkpoint {
namespace {

namespace fs = std::filesystem;

using test::random_tensors;
using test::small_config;

std::vector<std::string> entries(const std::string& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

TEST(CheckpointDir, WriteThenReadRoundTrips) {
  TempDir root;
  const std::string dir = root.file("ckpt");
  const auto tensors = random_tensors(1);
  const std::string tokenizer = std::string("\x0a\x05hello\x00\xff", 9);  // arbitrary bytes, NUL included
  ASSERT_TRUE(write_checkpoint_dir(dir, small_config(), tensors, tokenizer, {{"writer", "test"}}).ok());
  EXPECT_EQ(entries(root.path()), (std::vector<std::string>{"ckpt"})) << "no temporary directory left behind";
  EXPECT_EQ(entries(dir), (std::vector<std::string>{"config.json", "model.safetensors", "tokenizer.model"}));

  auto c = read_checkpoint_dir(dir + "/");
  ASSERT_TRUE(c.ok()) << c.status().message();
  EXPECT_EQ(c->config.d_model, 8u);
  EXPECT_EQ(c->config.metadata.at("step"), "5");
  EXPECT_EQ(c->tokenizer_model, tokenizer);
  ASSERT_EQ(c->weights.tensors.size(), 2u);
  EXPECT_EQ(c->weights.tensors[0].name, "embedding.weight");
  EXPECT_EQ(c->weights.tensors[0].data, tensors[0].data);
  EXPECT_EQ(c->weights.tensors[1].data, tensors[1].data);
  EXPECT_EQ(c->weights.metadata.at("writer"), "test");
}

TEST(CheckpointDir, ReplacesExistingCheckpointCompletely) {
  TempDir root;
  const std::string dir = root.file("ckpt");
  ASSERT_TRUE(write_checkpoint_dir(dir, small_config(), random_tensors(1), "old-tokenizer").ok());
  // A stray file in the old directory must not survive: the new directory replaces it, not merges into it.
  std::ofstream(dir + "/stray.txt") << "x";

  ModelDescription newer = small_config();
  newer.metadata["step"] = "10";
  const auto tensors = random_tensors(2);
  ASSERT_TRUE(write_checkpoint_dir(dir, newer, tensors, "new-tokenizer").ok());
  EXPECT_EQ(entries(root.path()), (std::vector<std::string>{"ckpt"}));
  EXPECT_EQ(entries(dir), (std::vector<std::string>{"config.json", "model.safetensors", "tokenizer.model"}));
  auto c = read_checkpoint_dir(dir);
  ASSERT_TRUE(c.ok()) << c.status().message();
  EXPECT_EQ(c->config.metadata.at("step"), "10");
  EXPECT_EQ(c->tokenizer_model, "new-tokenizer");
  EXPECT_EQ(c->weights.tensors[0].data, tensors[0].data);
}

TEST(CheckpointDir, FailureLeavesOldCheckpointAndNoTemporary) {
  TempDir root;
  const std::string dir = root.file("ckpt");
  ASSERT_TRUE(write_checkpoint_dir(dir, small_config(), random_tensors(1), "tok").ok());

  // A tensor whose bytes disagree with its shape fails while writing the temporary directory.
  std::vector<Tensor> bad = random_tensors(3);
  bad[1].shape = {9};
  Status s = write_checkpoint_dir(dir, small_config(), bad, "tok2");
  ASSERT_FALSE(s.ok());
  EXPECT_NE(std::string(s.message()).find("encoder.final_norm.bias"), std::string::npos) << s.message();
  EXPECT_EQ(entries(root.path()), (std::vector<std::string>{"ckpt"}));
  auto c = read_checkpoint_dir(dir);
  ASSERT_TRUE(c.ok()) << c.status().message();
  EXPECT_EQ(c->tokenizer_model, "tok");

  ModelDescription invalid = small_config();
  invalid.heads = 3;
  s = write_checkpoint_dir(root.file("other"), invalid, random_tensors(1), "tok");
  ASSERT_FALSE(s.ok());
  EXPECT_NE(std::string(s.message()).find("heads"), std::string::npos) << s.message();
  EXPECT_EQ(entries(root.path()), (std::vector<std::string>{"ckpt"}));

  s = write_checkpoint_dir(root.file("no-tokenizer"), small_config(), random_tensors(1), "");
  ASSERT_FALSE(s.ok());
  EXPECT_NE(std::string(s.message()).find("tokenizer.model"), std::string::npos) << s.message();
}

TEST(CheckpointDir, ExtraFilesAreWrittenAlongside) {
  TempDir root;
  const std::string dir = root.file("ckpt");
  const std::vector<uint8_t> state = {1, 2, 3, 0, 255};
  const std::vector<ExtraFile> extra = {{"optimizer.safetensors", state}};
  ASSERT_TRUE(write_checkpoint_dir(dir, small_config(), random_tensors(4), "tok", {}, extra).ok());
  EXPECT_EQ(entries(dir), (std::vector<std::string>{"config.json", "model.safetensors",
                                                    "optimizer.safetensors", "tokenizer.model"}));
  auto bytes = read_file_bytes(dir + "/optimizer.safetensors");
  ASSERT_TRUE(bytes.ok());
  EXPECT_EQ(bytes.value(), state);
  EXPECT_TRUE(read_checkpoint_dir(dir).ok()) << "readers ignore extra files";

  for (const char* bad : {"", "..", "a/b", "config.json", "model.safetensors", "tokenizer.model"}) {
    const std::vector<ExtraFile> e = {{bad, state}};
    Status s = write_checkpoint_dir(root.file("other"), small_config(), random_tensors(4), "tok", {}, e);
    ASSERT_FALSE(s.ok()) << bad;
    EXPECT_NE(std::string(s.message()).find("is not allowed"), std::string::npos) << s.message();
  }
  const std::vector<ExtraFile> twice = {{"x", state}, {"x", state}};
  Status s = write_checkpoint_dir(root.file("other"), small_config(), random_tensors(4), "tok", {}, twice);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(std::string(s.message()).find("'x' given twice"), std::string::npos) << s.message();
  EXPECT_EQ(entries(root.path()), (std::vector<std::string>{"ckpt"}));
}

TEST(CheckpointDir, MissingParentOrFileIsNamed) {
  Status s = write_checkpoint_dir("/nonexistent/parent/ckpt", small_config(), random_tensors(1), "tok");
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.code(), StatusCode::kIo);

  TempDir root;
  const std::string dir = root.file("ckpt");
  ASSERT_TRUE(write_checkpoint_dir(dir, small_config(), random_tensors(1), "tok").ok());
  for (const char* name : {kTokenizerFileName, kConfigFileName, kWeightsFileName}) {
    TempDir copy_root;
    const std::string copy = copy_root.file("c");
    fs::copy(dir, copy);
    fs::remove(copy + "/" + name);
    auto c = read_checkpoint_dir(copy);
    ASSERT_FALSE(c.ok()) << name;
    EXPECT_NE(std::string(c.status().message()).find(name), std::string::npos) << c.status().message();
  }
  auto none = read_checkpoint_dir(root.file("absent"));
  ASSERT_FALSE(none.ok());
  EXPECT_NE(std::string(none.status().message()).find("absent"), std::string::npos);
}

}  // namespace
}  // namespace attn::checkpoint
