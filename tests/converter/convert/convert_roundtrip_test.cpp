// Random checkpoint -> attn-convert -> the runtime's Model::load_file: every tensor's numbers come back
// bit-for-bit, with the architecture, languages, tokenizer and metadata of the checkpoint.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>

#include "base/src/checkpoint/bf16_weights.h"
#include "base/src/io/file_io.h"
#include "converter/src/convert/convert.h"
#include "description/src/checkpoint_bf16.h"
#include "runtime/src/format/model.h"
#include "runtime/src/format/model_spec.h"
#include "tests/converter/convert/convert_test_util.h"
#include "tests/support/model_spec_lists.h"
#include "tests/support/random_checkpoint.h"

namespace attn::convert {
namespace {

using test::expected_tensors;
using test::TensorSpec;
using test::weight_refs;

struct Variant {
  const char* name;
  bool pre_norm, tied, output_bias;
  schema::Activation activation;
};

class ConvertRoundTrip : public ::testing::TestWithParam<Variant> {};

TEST_P(ConvertRoundTrip, TensorsArchitectureAndMetadataSurvive) {
  const Variant& v = GetParam();
  Architecture arch = test_support::small_checkpoint_architecture();
  arch.norm_position = v.pre_norm ? NormPosition::Pre : NormPosition::Post;
  arch.tied_embeddings = v.tied;
  arch.output_bias = v.output_bias;
  arch.activation = v.activation;
  const uint64_t seed = 1234 + static_cast<uint64_t>(v.pre_norm) * 7 + static_cast<uint64_t>(v.tied) * 3;

  ScratchDir tmp;
  const std::string dir = tmp.file("ckpt"), out = tmp.file("model.attn");
  auto config = test_support::write_random_checkpoint(dir, arch, seed);
  ASSERT_TRUE(config.ok()) << config.status().message();
  ASSERT_EQ(config->vocab_size, 8000u) << "vocabulary of the ende-8k fixture";

  ConvertOptions options;
  options.checkpoint_dir = dir;
  options.output_path = out;
  const Status status = convert_checkpoint(options);
  ASSERT_TRUE(status.ok()) << status.message();

  auto model = Model::load_file(out.c_str());
  ASSERT_TRUE(model.ok()) << model.status().message();
  const Model& m = *model.value();
  const Architecture& a = m.architecture();
  EXPECT_EQ(a.d_model, config->d_model);
  EXPECT_EQ(a.heads, config->heads);
  EXPECT_EQ(a.d_ff, config->d_ff);
  EXPECT_EQ(a.encoder_layers, config->encoder_layers);
  EXPECT_EQ(a.decoder_layers, config->decoder_layers);
  EXPECT_EQ(a.vocab_size, config->vocab_size);
  EXPECT_EQ(a.max_positions, config->max_positions);
  EXPECT_EQ(a.activation, v.activation);
  EXPECT_EQ(a.pre_norm(), v.pre_norm);
  EXPECT_EQ(a.tied_embeddings, v.tied);
  EXPECT_EQ(a.output_bias, v.output_bias);
  EXPECT_EQ(a.embedding_scale, config->embedding_scale);
  EXPECT_EQ(a.layer_norm_epsilon, config->layer_norm_epsilon);
  EXPECT_STREQ(m.source_language(), "en");
  EXPECT_STREQ(m.target_language(), "de");

  // Every tensor, in model_spec's order, against the checkpoint's bytes.
  const auto checkpoint_tensors = test_support::random_checkpoint_tensors(a, seed);
  const std::vector<TensorSpec> specs = expected_tensors(a);
  const std::vector<const WeightRef*> refs = weight_refs(m.weights());
  ASSERT_EQ(refs.size(), specs.size());
  ASSERT_EQ(checkpoint_tensors.size(), specs.size());
  for (size_t i = 0; i < specs.size(); ++i) {
    SCOPED_TRACE(specs[i].name);
    ASSERT_EQ(checkpoint_tensors[i].name, specs[i].name);
    const WeightRef& ref = *refs[i];
    ASSERT_EQ(ref.type, schema::ElementType::F32);
    const std::vector<float> expected = checkpoint_tensors[i].to_f32();
    ASSERT_EQ(static_cast<size_t>(ref.rows) * (specs[i].shape.size() == 2 ? ref.cols : 1), expected.size());
    size_t mismatches = 0;
    for (size_t k = 0; k < expected.size(); ++k) mismatches += ref.f32()[k] != expected[k];
    EXPECT_EQ(mismatches, 0u);
    EXPECT_NE(expected[0], 0.f) << "random weights, not zeros";
  }

  // Metadata: the converter's version and the checkpoint's own entries.
  std::map<std::string, std::string> metadata;
  ASSERT_NE(m.schema().metadata(), nullptr);
  for (const auto* kv : *m.schema().metadata()) metadata[kv->key()->str()] = kv->value()->str();
  EXPECT_EQ(metadata["converter_version"], converter_version());
  EXPECT_EQ(metadata["quantization"], "none");
  EXPECT_EQ(metadata["seed"], std::to_string(seed));
  EXPECT_EQ(metadata["writer"], "random_checkpoint");

  ASSERT_NE(m.schema().tokenizer(), nullptr);
  ASSERT_NE(m.schema().tokenizer()->pieces(), nullptr);
  EXPECT_EQ(m.schema().tokenizer()->pieces()->size(), config->vocab_size);
  EXPECT_EQ(m.schema().tokenizer()->eos_id(), config->eos_id);
}

INSTANTIATE_TEST_SUITE_P(
    Variants, ConvertRoundTrip,
    ::testing::Values(Variant{"PostNormTied", false, true, false, schema::Activation::ReLU},
                      Variant{"PreNormTied", true, true, false, schema::Activation::ReLU},
                      Variant{"PostNormUntiedWithBiasGelu", false, false, true, schema::Activation::GELU},
                      Variant{"PreNormUntiedGelu", true, false, false, schema::Activation::GELU}),
    [](const ::testing::TestParamInfo<Variant>& info) { return std::string(info.param.name); });

// A checkpoint stored in bf16 converts to the very bytes its fp32 original converts to once rounded to bf16.
TEST(Convert, Bf16CheckpointConvertsAsItsFp32OriginalRounded) {
  ScratchDir tmp;
  const std::string fp32 = tmp.file("fp32"), bf16 = tmp.file("bf16"), rounded = tmp.file("rounded");
  const Architecture arch = test_support::small_checkpoint_architecture();
  ASSERT_TRUE(test_support::write_random_checkpoint(fp32, arch, 77).ok());
  const Status copied = checkpoint::write_bf16_checkpoint_copy(fp32, bf16);
  ASSERT_TRUE(copied.ok()) << copied.message();

  // The fp32 original with each value rounded to bf16, still stored as F32.
  auto original = checkpoint::read_checkpoint_dir(fp32);
  ASSERT_TRUE(original.ok());
  checkpoint::SafetensorsFile rounded_weights;
  for (const checkpoint::Tensor& t : original->weights.tensors) {
    auto narrowed = checkpoint::narrow_to_bf16(t);
    ASSERT_TRUE(narrowed.ok());
    rounded_weights.tensors.push_back(narrowed.value());
  }
  checkpoint::widen_bf16(rounded_weights);
  ASSERT_TRUE(checkpoint::write_checkpoint_dir(rounded, original->config, rounded_weights.tensors,
                                               original->tokenizer_model)
                  .ok());

  auto convert = [&](const std::string& dir) {
    ConvertOptions options;
    options.checkpoint_dir = dir;
    options.output_path = dir + ".attn";
    const Status status = convert_checkpoint(options);
    EXPECT_TRUE(status.ok()) << dir << ": " << status.message();
    auto bytes = checkpoint::read_file_bytes(options.output_path);
    return bytes.ok() ? bytes.value() : std::vector<uint8_t>{};
  };
  const std::vector<uint8_t> from_bf16 = convert(bf16), from_rounded = convert(rounded);
  ASSERT_FALSE(from_bf16.empty());
  EXPECT_EQ(from_bf16, from_rounded);
  EXPECT_NE(from_bf16, convert(fp32)) << "rounding to bf16 changed the weights";
}

TEST(Convert, OptionsOverrideLanguagesAndMetadata) {
  ScratchDir tmp;
  const std::string dir = tmp.file("ckpt"), out = tmp.file("model.attn");
  ASSERT_TRUE(
      test_support::write_random_checkpoint(dir, test_support::small_checkpoint_architecture(), 5).ok());
  ConvertOptions options;
  options.checkpoint_dir = dir;
  options.output_path = out;
  options.source_language = "de";
  options.target_language = "en";
  options.metadata = {{"writer", "override"}, {"note", "hello world"}, {"converter_version", "forged"}};
  const Status status = convert_checkpoint(options);
  ASSERT_TRUE(status.ok()) << status.message();
  auto model = Model::load_file(out.c_str());
  ASSERT_TRUE(model.ok()) << model.status().message();
  EXPECT_STREQ(model.value()->source_language(), "de");
  EXPECT_STREQ(model.value()->target_language(), "en");
  std::map<std::string, std::string> metadata;
  for (const auto* kv : *model.value()->schema().metadata()) metadata[kv->key()->str()] = kv->value()->str();
  EXPECT_EQ(metadata["writer"], "override");
  EXPECT_EQ(metadata["note"], "hello world");
  EXPECT_EQ(metadata["seed"], "5");
  EXPECT_EQ(metadata["converter_version"], converter_version()) << "the converter's own keys cannot be overridden";
}

TEST(Convert, QuantizationOptionParsing) {
  auto none = parse_quantization("none");
  ASSERT_TRUE(none.ok());
  EXPECT_EQ(none.value(), Quantization::None);
  auto int8 = parse_quantization("int8");
  ASSERT_TRUE(int8.ok());
  EXPECT_EQ(int8.value(), Quantization::Int8);
  EXPECT_STREQ(quantization_name(Quantization::Int8), "int8");
  EXPECT_STREQ(quantization_name(Quantization::None), "none");
  auto other = parse_quantization("fp8");
  ASSERT_FALSE(other.ok());
  EXPECT_NE(std::string(other.status().message())
                .find("unknown --quantize value \"fp8\" (expected \"none\", \"int8\" or \"int4\")"),
            std::string::npos);
}

}  // namespace
}  // namespace attn::convert
