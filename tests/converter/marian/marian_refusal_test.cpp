// What `attn-convert --from marian` refuses: every Marian option attn cannot reproduce exactly fails with a
// message naming it (config.json key or tensor), never an approximation. Each case edits a copy of a
// committed fixture directory.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "base/src/checkpoint/safetensors.h"
#include "converter/src/convert/convert.h"
#include "converter/src/marian/marian_import.h"

namespace attn::convert {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

const fs::path kModel = fs::path(ATTN_MARIAN_FIXTURES) / "tiny-swish" / "model";

class MarianRefusal : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("attn-marian-refusal-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::copy(kModel, dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  void edit_config(const std::function<void(json&)>& edit) {
    json config = json::parse(std::ifstream(dir_ / "config.json"));
    edit(config);
    std::ofstream(dir_ / "config.json") << config.dump();
  }

  // The import's error message (empty when it succeeded).
  std::string refusal() {
    auto read = read_marian_dir(dir_.string(), std::string("en"), std::string("de"));
    return read.ok() ? std::string() : std::string(read.status().message());
  }

  fs::path dir_;
};

TEST_F(MarianRefusal, TheFixtureItselfImports) { EXPECT_EQ(refusal(), ""); }

// generation_config.json: its length penalty wins over config.json's (as in transformers 5's generate), and
// num_beams / max_length become metadata.
TEST_F(MarianRefusal, GenerationConfigDefaultsBecomeMetadata) {
  edit_config([](json& c) { c["length_penalty"] = 0.5; });
  auto read = read_marian_dir(dir_.string(), std::string("en"), std::string("de"));
  ASSERT_TRUE(read.ok()) << read.status().message();
  EXPECT_EQ(read.value().description.metadata["length_penalty"], "0.5");
  EXPECT_EQ(read.value().description.metadata.count("num_beams"), 0u);

  std::ofstream(dir_ / "generation_config.json")
      << R"({"num_beams": 6, "max_length": 512, "length_penalty": 1.25, "bad_words_ids": [[605]]})";
  read = read_marian_dir(dir_.string(), std::string("en"), std::string("de"));
  ASSERT_TRUE(read.ok()) << read.status().message();
  auto& metadata = read.value().description.metadata;
  EXPECT_EQ(metadata["length_penalty"], "1.25");
  EXPECT_EQ(metadata["length_penalty_kind"], "power");
  EXPECT_EQ(metadata["num_beams"], "6");
  EXPECT_EQ(metadata["max_length"], "512");
}

TEST_F(MarianRefusal, BadGenerationConfigIsNamed) {
  std::ofstream(dir_ / "generation_config.json") << R"({"num_beams": "four"})";
  EXPECT_NE(refusal().find("generation_config.json: \"num_beams\" must be a positive integer"),
            std::string::npos)
      << refusal();
  std::ofstream(dir_ / "generation_config.json") << R"({"length_penalty": "long"})";
  EXPECT_NE(refusal().find("generation_config.json: \"length_penalty\" must be a finite number"),
            std::string::npos)
      << refusal();
  std::ofstream(dir_ / "generation_config.json") << "[1, 2";
  EXPECT_NE(refusal().find("generation_config.json is not a JSON object"), std::string::npos) << refusal();
}

TEST_F(MarianRefusal, UnknownActivationIsNamed) {
  edit_config([](json& c) { c["activation_function"] = "gelu_new"; });
  EXPECT_NE(refusal().find("\"activation_function\" = \"gelu_new\" is not supported"), std::string::npos)
      << refusal();
}

TEST_F(MarianRefusal, SeparateEncoderAndDecoderEmbeddingsAreNamed) {
  edit_config([](json& c) { c["share_encoder_decoder_embeddings"] = false; });
  EXPECT_NE(refusal().find("\"share_encoder_decoder_embeddings\" = false is not supported"),
            std::string::npos)
      << refusal();
}

TEST_F(MarianRefusal, PreNormAndEmbeddingNormsAreNamed) {
  for (const char* key : {"normalize_before", "normalize_embedding", "add_final_layer_norm"}) {
    fs::copy_file(kModel / "config.json", dir_ / "config.json", fs::copy_options::overwrite_existing);
    edit_config([&](json& c) { c[key] = true; });
    EXPECT_NE(refusal().find(std::string("\"") + key + "\" = true is not supported"), std::string::npos)
        << refusal();
  }
}

TEST_F(MarianRefusal, DifferentEncoderAndDecoderShapesAreNamed) {
  edit_config([](json& c) { c["decoder_ffn_dim"] = 256; });
  EXPECT_NE(refusal().find("\"encoder_ffn_dim\" (128) differs from \"decoder_ffn_dim\" (256)"),
            std::string::npos)
      << refusal();
  fs::copy_file(kModel / "config.json", dir_ / "config.json", fs::copy_options::overwrite_existing);
  edit_config([](json& c) { c["decoder_vocab_size"] = 7; });
  EXPECT_NE(refusal().find("\"decoder_vocab_size\""), std::string::npos) << refusal();
}

TEST_F(MarianRefusal, OtherModelTypesAreNamed) {
  edit_config([](json& c) { c["model_type"] = "bart"; });
  EXPECT_NE(refusal().find("\"model_type\" is \"bart\", expected \"marian\""), std::string::npos)
      << refusal();
}

TEST_F(MarianRefusal, ATensorAttnDoesNotRunIsNamed) {
  auto weights = checkpoint::read_safetensors((dir_ / "model.safetensors").string());
  ASSERT_TRUE(weights.ok());
  std::vector<checkpoint::Tensor> tensors = weights.value().tensors;
  const std::vector<float> values(64, 1.f);
  tensors.push_back(checkpoint::Tensor::from_f32("model.encoder.layernorm_embedding.weight", {64}, values));
  ASSERT_TRUE(checkpoint::write_safetensors((dir_ / "model.safetensors").string(), tensors).ok());
  EXPECT_NE(
      refusal().find("tensor \"model.encoder.layernorm_embedding.weight\" is not part of a Marian model"),
      std::string::npos)
      << refusal();
}

TEST_F(MarianRefusal, AMissingTensorIsNamed) {
  auto weights = checkpoint::read_safetensors((dir_ / "model.safetensors").string());
  ASSERT_TRUE(weights.ok());
  std::vector<checkpoint::Tensor> tensors;
  for (const auto& t : weights.value().tensors) {
    if (t.name != "model.decoder.layers.1.fc2.bias") tensors.push_back(t);
  }
  ASSERT_TRUE(checkpoint::write_safetensors((dir_ / "model.safetensors").string(), tensors).ok());
  auto read = read_marian_dir(dir_.string(), std::string("en"), std::string("de"));
  // The import itself succeeds; the converter's tensor check (shared with attn checkpoints) names it.
  ASSERT_TRUE(read.ok()) << read.status().message();
  auto built = build_marian_contents(std::move(read).value(), ConvertOptions());
  ASSERT_FALSE(built.ok());
  EXPECT_NE(std::string(built.status().message()).find("decoder.layers.1.ffn.fc2.bias"), std::string::npos)
      << built.status().message();
}

TEST_F(MarianRefusal, AVocabularyOfTheWrongSizeIsNamed) {
  edit_config([](json& c) {
    c["vocab_size"] = c["vocab_size"].get<int>() + 1;
    c["decoder_vocab_size"] = nullptr;
  });
  EXPECT_NE(refusal().find("vocab.json has"), std::string::npos) << refusal();
}

TEST_F(MarianRefusal, NoLanguagePairIsNamed) {
  auto read = read_marian_dir(dir_.string(), std::nullopt, std::nullopt);
  ASSERT_FALSE(read.ok());
  EXPECT_NE(std::string(read.status().message()).find("--source-lang and --target-lang"), std::string::npos);
}

}  // namespace
}  // namespace attn::convert

namespace attn::convert {
namespace {

// The runtime's loader checks the vocabulary mapping before using it (write_model verifies its output by
// loading it back, so its error is the loader's).
class VocabularyMappingChecks : public testing::Test {
 protected:
  void SetUp() override {
    auto read = read_marian_dir(kModel.string(), std::string("en"), std::string("de"));
    ASSERT_TRUE(read.ok()) << read.status().message();
    auto built = build_marian_contents(std::move(read).value(), ConvertOptions());
    ASSERT_TRUE(built.ok()) << built.status().message();
    contents_ = std::move(built).value();
  }
  std::string load_error() {
    auto written = write_model(contents_);
    return written.ok() ? std::string() : std::string(written.status().message());
  }
  ModelContents contents_;
};

TEST_F(VocabularyMappingChecks, TheConvertedModelLoadsAsVersion2) {
  EXPECT_EQ(load_error(), "");
  EXPECT_EQ(format_version_for(contents_), 2u);
}

TEST_F(VocabularyMappingChecks, AnIdOutsideTheVocabularyIsRefused) {
  contents_.tokenizer.ids[5] = static_cast<int32_t>(contents_.architecture.vocab_size);
  EXPECT_NE(load_error().find("tokenizer piece 5 maps to id"), std::string::npos) << load_error();
}

TEST_F(VocabularyMappingChecks, TwoPiecesForOneIdAreRefused) {
  contents_.target_tokenizer->ids[10] = contents_.target_tokenizer->ids[11];
  EXPECT_NE(load_error().find("both map to vocabulary id"), std::string::npos) << load_error();
}

TEST_F(VocabularyMappingChecks, AnIdTheTargetCannotDecodeIsRefused) {
  contents_.target_tokenizer->pieces.pop_back();
  contents_.target_tokenizer->ids.pop_back();
  EXPECT_NE(load_error().find("target tokenizer: vocabulary id"), std::string::npos) << load_error();
  EXPECT_NE(load_error().find("has no piece to decode to"), std::string::npos) << load_error();
}

TEST_F(VocabularyMappingChecks, AMappingOfTheWrongLengthIsRefused) {
  contents_.tokenizer.ids.pop_back();
  EXPECT_NE(load_error().find("vocabulary ids"), std::string::npos) << load_error();
}

}  // namespace
}  // namespace attn::convert
