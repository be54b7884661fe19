// The converter refuses checkpoints that do not match their config, naming the problem with expected vs
// actual.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "base/src/io/file_io.h"
#include "converter/src/convert/convert.h"
#include "tests/converter/convert/convert_test_util.h"
#include "tests/support/random_checkpoint.h"

namespace attn::convert {
namespace {

class ConvertRefusal : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = tmp_.file("ckpt");
    auto config =
        test_support::write_random_checkpoint(dir_, test_support::small_checkpoint_architecture(), 99);
    ASSERT_TRUE(config.ok()) << config.status().message();
    auto read = checkpoint::read_checkpoint_dir(dir_);
    ASSERT_TRUE(read.ok()) << read.status().message();
    checkpoint_ = std::move(read.value());
    // The unmodified checkpoint converts: every refusal below is caused by its one change.
    ASSERT_TRUE(build().ok()) << build().status().message();
  }

  Result<ModelContents> build() const { return build_model_contents(checkpoint_, ConvertOptions{}); }
  checkpoint::Tensor& tensor(const std::string& name) {
    for (auto& t : checkpoint_.weights.tensors) {
      if (t.name == name) return t;
    }
    ADD_FAILURE() << "no tensor " << name;
    return checkpoint_.weights.tensors[0];
  }

  ScratchDir tmp_;
  std::string dir_;
  checkpoint::Checkpoint checkpoint_;
};

TEST_F(ConvertRefusal, MissingTensor) {
  auto& ts = checkpoint_.weights.tensors;
  std::erase_if(
      ts, [](const checkpoint::Tensor& t) { return t.name == "decoder.layers.0.cross_attn.v_proj.weight"; });
  expect_message(build().status(),
                 "missing tensor 'decoder.layers.0.cross_attn.v_proj.weight' (expected F32 [16, 16])");
}

TEST_F(ConvertRefusal, UnexpectedTensor) {
  std::vector<float> v(16, 0.5f);
  checkpoint_.weights.tensors.push_back(checkpoint::Tensor::from_f32("encoder.final_norm.weight", {16}, v));
  expect_message(build().status(),
                 "unexpected tensor 'encoder.final_norm.weight' [16] (not part of this architecture)");
}

TEST_F(ConvertRefusal, WrongShape) {
  checkpoint::Tensor& t = tensor("encoder.layers.1.ffn.fc1.weight");  // [32, 16]
  t.shape = {16, 32};
  expect_message(build().status(),
                 "tensor 'encoder.layers.1.ffn.fc1.weight' has shape [16, 32], expected [32, 16]");
  t.shape = {512};
  expect_message(build().status(), "has shape [512], expected [32, 16]");
}

TEST_F(ConvertRefusal, WrongDtype) {
  checkpoint::Tensor& t = tensor("encoder.layers.0.self_attn_norm.bias");
  t.dtype = checkpoint::DType::F16;
  t.data.resize(t.data.size() / 2);
  expect_message(build().status(),
                 "tensor 'encoder.layers.0.self_attn_norm.bias' is F16, expected F32 or BF16");
}

TEST_F(ConvertRefusal, NonFiniteValue) {
  checkpoint::Tensor& t = tensor("decoder.layers.0.ffn.fc2.bias");
  const float nan = std::nanf("");
  std::memcpy(t.data.data() + 3 * sizeof(float), &nan, sizeof(float));
  expect_message(build().status(), "tensor 'decoder.layers.0.ffn.fc2.bias' element 3 is not finite");
}

TEST_F(ConvertRefusal, SeveralProblemsAreCounted) {
  auto& ts = checkpoint_.weights.tensors;
  std::erase_if(ts, [](const checkpoint::Tensor& t) { return t.name.find("decoder.layers.0.ffn.fc1") == 0; });
  expect_message(build().status(), "2 problems, first: missing tensor 'decoder.layers.0.ffn.fc1.weight'");
}

TEST_F(ConvertRefusal, VocabularyMismatch) {
  // A checkpoint consistently built for 500 tokens, with the 8000-piece tokenizer.
  Architecture arch = test_support::small_checkpoint_architecture();
  arch.vocab_size = 500;
  checkpoint_.config = test_support::checkpoint_config_for(arch, 1);
  checkpoint_.weights.tensors = test_support::random_checkpoint_tensors(arch, 1);
  expect_message(build().status(), "tokenizer.model has 8000 pieces but config.json's vocab_size is 500");
}

TEST_F(ConvertRefusal, SpecialIdMismatch) {
  std::swap(checkpoint_.config.bos_id, checkpoint_.config.eos_id);
  expect_message(build().status(), "tokenizer.model's bos_id is 2 but config.json's bos_id is 3");
}

TEST_F(ConvertRefusal, CorruptTokenizerModel) {
  checkpoint_.tokenizer_model = std::string("\xff\xff\xff\xff not a model proto", 23);
  expect_message(build().status(), "tokenizer.model: ");
}

TEST_F(ConvertRefusal, InvalidLanguageOverride) {
  ConvertOptions options;
  options.source_language = std::string(100, 'x');
  expect_message(build_model_contents(checkpoint_, options).status(),
                 "source language must be 1 to 64 bytes");
}

TEST_F(ConvertRefusal, MissingTokenizerFileOnDisk) {
  std::filesystem::remove(dir_ + "/tokenizer.model");
  ConvertOptions options;
  options.checkpoint_dir = dir_;
  options.output_path = tmp_.file("out.attn");
  expect_message(convert_checkpoint(options), "tokenizer.model");
  EXPECT_FALSE(std::filesystem::exists(options.output_path)) << "nothing written on failure";
}

TEST_F(ConvertRefusal, MissingTensorOnDiskLeavesNoOutput) {
  std::vector<checkpoint::Tensor> ts = checkpoint_.weights.tensors;
  std::erase_if(ts, [](const checkpoint::Tensor& t) { return t.name == "embedding.weight"; });
  ASSERT_TRUE(checkpoint::write_safetensors(dir_ + "/model.safetensors", ts).ok());
  ConvertOptions options;
  options.checkpoint_dir = dir_;
  options.output_path = tmp_.file("out.attn");
  expect_message(convert_checkpoint(options), "missing tensor 'embedding.weight' (expected F32 [8000, 16])");
  EXPECT_FALSE(std::filesystem::exists(options.output_path));
}

TEST_F(ConvertRefusal, BadConfigOnDiskIsNamed) {
  std::ofstream(dir_ + "/config.json") << "{\"format\": \"attn-checkpoint\"}";
  ConvertOptions options;
  options.checkpoint_dir = dir_;
  options.output_path = tmp_.file("out.attn");
  expect_message(convert_checkpoint(options), "config.json: missing required key \"format_version\"");
}

}  // namespace
}  // namespace attn::convert
