// A Marian model of OPUS-MT's base size (d_model 512, 6 + 6 layers, 8 heads, d_ff 2048, a 58,101-entry
// vocabulary, swish, scaled tied embeddings; random weights) is written as a Hugging Face directory here (too
// big to commit), converted with `attn-convert --from marian`'s library, loaded, and translates through the C
// API with no heap allocation: every operator new and malloc-family call in the process is counted while it
// runs (tests/support/heap_counter). The vocabulary is the tiny fixture's pieces (its source.spm /
// target.spm) plus synthetic entries up to 58,100, with <pad> last, as in OPUS-MT.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "attn/attn.h"
#include "base/src/checkpoint/safetensors.h"
#include "converter/src/convert/convert.h"
#include "tests/support/heap_counter/heap_counter.h"

namespace attn {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

constexpr uint32_t kVocab = 58101, kD = 512, kFF = 2048, kLayers = 6;

// Writes the base-size Marian directory into dir.
void write_marian_base(const fs::path& dir) {
  const fs::path tiny = fs::path(ATTN_MARIAN_FIXTURES) / "tiny-swish" / "model";
  fs::create_directories(dir);
  fs::copy_file(tiny / "source.spm", dir / "source.spm");
  fs::copy_file(tiny / "target.spm", dir / "target.spm");
  json vocab = json::parse(std::ifstream(tiny / "vocab.json"));
  vocab.erase("<pad>");
  for (uint32_t id = static_cast<uint32_t>(vocab.size()); id < kVocab - 1; ++id) {
    vocab["\xE2\x96\x81w" + std::to_string(id)] = id;
  }
  vocab["<pad>"] = kVocab - 1;
  std::ofstream(dir / "vocab.json") << vocab.dump();
  const json config = {{"model_type", "marian"},
                       {"d_model", kD},
                       {"encoder_layers", kLayers},
                       {"decoder_layers", kLayers},
                       {"encoder_attention_heads", 8},
                       {"decoder_attention_heads", 8},
                       {"encoder_ffn_dim", kFF},
                       {"decoder_ffn_dim", kFF},
                       {"vocab_size", kVocab},
                       {"decoder_vocab_size", kVocab},
                       {"max_position_embeddings", 512},
                       {"activation_function", "swish"},
                       {"scale_embedding", true},
                       {"pad_token_id", kVocab - 1},
                       {"eos_token_id", 0},
                       {"decoder_start_token_id", kVocab - 1},
                       {"share_encoder_decoder_embeddings", true},
                       {"tie_word_embeddings", true},
                       {"_name_or_path", "opus-mt-en-de"}};
  std::ofstream(dir / "config.json") << config.dump(1);

  std::mt19937 rng(17);
  std::vector<checkpoint::Tensor> tensors;
  auto add = [&](const std::string& name, std::vector<uint64_t> shape, float std, float mean = 0.f) {
    uint64_t n = 1;
    for (uint64_t s : shape) n *= s;
    std::vector<float> values(n);
    std::normal_distribution<float> normal(mean, std);
    for (float& v : values) v = normal(rng);
    tensors.push_back(checkpoint::Tensor::from_f32(name, shape, values));
  };
  add("model.shared.weight", {kVocab, kD}, 0.05f);
  add("final_logits_bias", {1, kVocab}, 0.1f);
  for (const char* stack : {"encoder", "decoder"}) {
    for (uint32_t i = 0; i < kLayers; ++i) {
      const std::string p = std::string("model.") + stack + ".layers." + std::to_string(i) + ".";
      std::vector<std::string> attentions = {"self_attn"};
      if (std::string(stack) == "decoder") attentions.push_back("encoder_attn");
      for (const std::string& a : attentions) {
        for (const char* proj : {"q_proj", "k_proj", "v_proj", "out_proj"}) {
          add(p + a + "." + proj + ".weight", {kD, kD}, 0.044f);
          add(p + a + "." + proj + ".bias", {kD}, 0.02f);
        }
        add(p + a + "_layer_norm.weight", {kD}, 0.05f, 1.f);
        add(p + a + "_layer_norm.bias", {kD}, 0.05f);
      }
      add(p + "fc1.weight", {kFF, kD}, 0.044f);
      add(p + "fc1.bias", {kFF}, 0.02f);
      add(p + "fc2.weight", {kD, kFF}, 0.022f);
      add(p + "fc2.bias", {kD}, 0.02f);
      add(p + "final_layer_norm.weight", {kD}, 0.05f, 1.f);
      add(p + "final_layer_norm.bias", {kD}, 0.05f);
    }
  }
  ASSERT_TRUE(checkpoint::write_safetensors((dir / "model.safetensors").string(), tensors).ok());
}

TEST(MarianBaseSize, ConvertsLoadsAndTranslatesWithoutHeapAllocation) {
  const fs::path dir = fs::temp_directory_path() / ("attn-marian-base-" + std::to_string(::getpid()));
  const fs::path marian = dir / "opus-mt-en-de";
  write_marian_base(marian);
  convert::ConvertOptions options;
  options.from = convert::SourceFormat::Marian;
  options.checkpoint_dir = marian.string();
  options.output_path = (dir / "base.attn").string();
  const Status converted = convert::convert_checkpoint(options);  // languages from the directory's name
  ASSERT_TRUE(converted.ok()) << converted.message();
  fs::remove_all(marian);

  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_file(options.output_path.c_str(), &model), ATTN_OK) << attn_last_error_message();
  attn_model_info info;
  info.struct_size = sizeof info;
  ASSERT_EQ(attn_model_get_info(model, &info), ATTN_OK);
  EXPECT_EQ(info.vocab_size, kVocab);
  EXPECT_STREQ(info.source_language, "en");
  attn_translator_options topts;
  attn_translator_options_init(&topts);
  topts.beam_size = 4;
  topts.length_penalty = 1.f;
  topts.length_penalty_kind = ATTN_LENGTH_PENALTY_POWER;
  topts.max_extra_tokens = 8;  // short outputs keep the test quick; the decoder still runs every step
  attn_translator* translator = nullptr;
  ASSERT_EQ(attn_translator_create(model, &topts, &translator), ATTN_OK) << attn_last_error_message();

  const std::string texts[] = {"This package contains the development files.", "Free software.",
                               "Documentation for the library, with examples."};
  char out[4096];
  size_t written = 0, produced = 0;
  const test::HeapCalls before = test::heap_calls();
  for (const std::string& text : texts) {
    ASSERT_EQ(attn_translate(translator, text.data(), text.size(), out, sizeof out, &written), ATTN_OK)
        << attn_last_error_message();
    produced += written;
  }
  const test::HeapCalls during = test::heap_calls() - before;
  EXPECT_EQ(during.total(), 0u) << "heap calls while translating: " << test::describe(during);
  EXPECT_GT(produced, 0u) << "nothing was generated";
  attn_translator_free(translator);
  attn_model_free(model);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace attn
