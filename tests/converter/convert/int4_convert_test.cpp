// attn-convert --quantize int4 on the random test checkpoint: the linear layers' weights stored 4-bit exactly
// as the type's reference quantizes them (format version 6), the embedding and vocabulary projection 4-bit
// with block scales by default (--int4-blocks output, blocks of 32: format version 9; one scale per row where
// 32 does not divide d_model, version 8), int8 with --keep-int8 output, biases and norms bit-identical fp32;
// --keep-int8, --int4-blocks and --keep-float choosing layers; and the int4 file translating.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "converter/src/convert/convert.h"
#include "runtime/src/format/model.h"
#include "runtime/src/quant/quantization.h"
#include "runtime/src/translate/translator.h"
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
  uint32_t d_model = 16;
};

// One random checkpoint, converted as each test asks.
class Conversion {
 public:
  explicit Conversion(const Variant& v) {
    arch_ = test_support::small_checkpoint_architecture();
    arch_.norm_position = v.pre_norm ? NormPosition::Pre : NormPosition::Post;
    arch_.tied_embeddings = v.tied;
    arch_.output_bias = v.output_bias;
    arch_.d_model = v.d_model;
    seed_ = 91 + static_cast<uint64_t>(v.tied) * 5;
    checkpoint_dir_ = tmp_.file("ckpt");
    auto config = test_support::write_random_checkpoint(checkpoint_dir_, arch_, seed_);
    EXPECT_TRUE(config.ok()) << config.status().message();
  }

  ConvertOptions options(Quantization quantization, const std::string& out_name) const {
    ConvertOptions o;
    o.checkpoint_dir = checkpoint_dir_;
    o.output_path = tmp_.file(out_name);
    o.quantization = quantization;
    return o;
  }

  std::unique_ptr<Model> convert(const ConvertOptions& o) const {
    const Status status = convert_checkpoint(o);
    EXPECT_TRUE(status.ok()) << status.message();
    if (!status.ok()) return nullptr;
    auto model = Model::load_file(o.output_path.c_str());
    EXPECT_TRUE(model.ok()) << model.status().message();
    return model.ok() ? std::move(model).value() : nullptr;
  }

  uint64_t seed() const { return seed_; }

 private:
  ScratchDir tmp_;
  Architecture arch_;
  uint64_t seed_ = 0;
  std::string checkpoint_dir_;
};

std::map<std::string, std::string> metadata_of(const Model& m) {
  std::map<std::string, std::string> metadata;
  for (const auto* kv : *m.schema().metadata()) metadata[kv->key()->str()] = kv->value()->str();
  return metadata;
}

std::string translate(const Model& model, const std::string& text) {
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = 1;
  auto translator = Translator::create(model, &options);
  EXPECT_TRUE(translator.ok()) << translator.status().message();
  if (!translator.ok()) return {};
  std::vector<char> out(1 << 16);
  size_t written = 0;
  EXPECT_TRUE(translator.value()->translate(text, out.data(), out.size(), &written).ok());
  return std::string(out.data(), written);
}

class Int4Convert : public ::testing::TestWithParam<Variant> {};

TEST_P(Int4Convert, LinearLayersAre4BitByTheReferenceAndTheVocabularyBlockScaledOrBitIdentical) {
  Conversion conversion(GetParam());
  auto model = conversion.convert(conversion.options(Quantization::Int4, "int4.attn"));
  ASSERT_NE(model, nullptr);
  bool blocks = false;

  const std::vector<TensorSpec> specs = expected_tensors(model->architecture());
  const std::vector<const WeightRef*> refs = weight_refs(model->weights());
  const auto checkpoint = test_support::random_checkpoint_tensors(model->architecture(), conversion.seed());
  ASSERT_EQ(refs.size(), specs.size());
  ASSERT_EQ(checkpoint.size(), specs.size());
  size_t int4 = 0, vocabulary = 0;
  for (size_t i = 0; i < specs.size(); ++i) {
    SCOPED_TRACE(specs[i].name);
    const WeightRef& ref = *refs[i];
    const std::vector<float> fp32 = checkpoint[i].to_f32();
    if (!specs[i].quantizable) {
      ASSERT_EQ(ref.type, schema::ElementType::F32);
      EXPECT_EQ(std::memcmp(ref.f32(), fp32.data(), fp32.size() * sizeof(float)), 0) << "bit-identical";
      continue;
    }
    const size_t rows = ref.rows, cols = ref.cols;
    ASSERT_EQ(rows * cols, fp32.size());
    std::vector<float> scales(rows);
    if (specs[i].name == "embedding.weight" || specs[i].name == "output.weight") {
      ++vocabulary;
      std::vector<uint8_t> want(rows * cols / 2);
      if (cols % 32 == 0) {
        ASSERT_EQ(ref.type, schema::ElementType::I4B);
        EXPECT_EQ(ref.block_size, 32u);
        scales.resize(rows * cols / 32);
        quant::quantize_blocks_int4(fp32.data(), rows, cols, 32, want.data(), scales.data());
        blocks = true;
      } else {
        ASSERT_EQ(ref.type, schema::ElementType::I4);
        quant::quantize_rows_int4(fp32.data(), rows, cols, want.data(), scales.data());
      }
      EXPECT_EQ(std::memcmp(ref.i4(), want.data(), want.size()), 0);
    } else {
      ++int4;
      ASSERT_EQ(ref.type, schema::ElementType::I4);
      std::vector<uint8_t> want(rows * cols / 2);
      quant::quantize_rows_int4(fp32.data(), rows, cols, want.data(), scales.data());
      EXPECT_EQ(std::memcmp(ref.i4(), want.data(), want.size()), 0);
      // The stored values are near the trained ones: at most the clipped largest weight's error per row.
      for (size_t r = 0; r < rows; ++r) {
        float max_abs = 0.f, worst = 0.f;
        for (size_t c = 0; c < cols; ++c) {
          const float w = fp32[r * cols + c];
          max_abs = std::max(max_abs, std::fabs(w));
          worst = std::max(worst, std::fabs(w - quant::int4_value(ref.i4(), r * cols + c) * ref.scales[r]));
        }
        ASSERT_LE(worst, 0.3f * max_abs + 0.5f * ref.scales[r]) << "row " << r;
      }
    }
    ASSERT_NE(ref.scales, nullptr);
    EXPECT_EQ(std::memcmp(ref.scales, scales.data(), scales.size() * sizeof(float)), 0);
  }
  const Architecture& a = model->architecture();
  EXPECT_EQ(int4, 6 * a.encoder_layers + 10 * a.decoder_layers);
  EXPECT_EQ(vocabulary, a.tied_embeddings ? 1u : 2u);
  EXPECT_EQ(model->format_version(), blocks ? 9u : 8u);

  auto metadata = metadata_of(*model);
  EXPECT_EQ(metadata["quantization"], "int4");
  EXPECT_EQ(metadata["int8_layers"], "none");
  EXPECT_EQ(metadata["int4_blocks"], "output block_size=32");
  EXPECT_EQ(metadata["float_layers"], "none");
  EXPECT_FALSE(translate(*model, "This package contains the main data files.").empty());
}

TEST_P(Int4Convert, KeepInt8OutputAndInt4BlocksNoneChooseTheVocabularyType) {
  Conversion conversion(GetParam());
  for (const bool int8 : {true, false}) {
    SCOPED_TRACE(int8 ? "--keep-int8 output" : "--int4-blocks none");
    ConvertOptions options = conversion.options(Quantization::Int4, "int4-vocabulary.attn");
    if (int8) {
      options.keep_int8 = split_float_layer_patterns("output");
    } else {
      options.int4_blocks = split_float_layer_patterns("none");
    }
    auto model = conversion.convert(options);
    ASSERT_NE(model, nullptr);
    EXPECT_EQ(model->format_version(), int8 ? 6u : 8u);
    const std::vector<TensorSpec> specs = expected_tensors(model->architecture());
    const std::vector<const WeightRef*> refs = weight_refs(model->weights());
    const auto checkpoint = test_support::random_checkpoint_tensors(model->architecture(), conversion.seed());
    size_t vocabulary = 0;
    for (size_t i = 0; i < specs.size(); ++i) {
      if (specs[i].name != "embedding.weight" && specs[i].name != "output.weight") continue;
      SCOPED_TRACE(specs[i].name);
      ++vocabulary;
      const WeightRef& ref = *refs[i];
      const std::vector<float> fp32 = checkpoint[i].to_f32();
      std::vector<float> scales(ref.rows);
      if (int8) {
        ASSERT_EQ(ref.type, schema::ElementType::I8);
        std::vector<int8_t> want(ref.rows * ref.cols);
        quant::quantize_rows_symmetric(fp32.data(), ref.rows, ref.cols, want.data(), scales.data());
        EXPECT_EQ(std::memcmp(ref.i8(), want.data(), want.size()), 0);
      } else {
        ASSERT_EQ(ref.type, schema::ElementType::I4);
        std::vector<uint8_t> want(ref.rows * ref.cols / 2);
        quant::quantize_rows_int4(fp32.data(), ref.rows, ref.cols, want.data(), scales.data());
        EXPECT_EQ(std::memcmp(ref.i4(), want.data(), want.size()), 0);
      }
      EXPECT_EQ(ref.block_size, 0u);
      EXPECT_EQ(std::memcmp(ref.scales, scales.data(), ref.rows * sizeof(float)), 0);
    }
    EXPECT_EQ(vocabulary, model->architecture().tied_embeddings ? 1u : 2u);
    const auto metadata = metadata_of(*model);
    EXPECT_EQ(metadata.at("int8_layers"), int8 ? "output" : "none");
    EXPECT_EQ(metadata.at("int4_blocks"), int8 ? "output block_size=32" : "none");
    EXPECT_FALSE(translate(*model, "This package contains the main data files.").empty());
  }
}

TEST(Int4Blocks, Int4BlocksAndBlockSizeChooseBlockScaledLinearLayers) {
  const Conversion conversion(Variant{"PreNormTiedD64", true, true, false, 64});
  ConvertOptions options = conversion.options(Quantization::Int4, "blocks.attn");
  options.int4_blocks = split_float_layer_patterns("encoder.layers.*.ffn.fc1");
  options.block_size = 64;
  auto model = conversion.convert(options);
  ASSERT_NE(model, nullptr);
  EXPECT_EQ(model->format_version(), 9u);
  const ModelWeights& w = model->weights();
  for (uint32_t l = 0; l < w.arch.encoder_layers; ++l) {
    const WeightRef& fc1 = w.encoder_layers[l].ffn.fc1.weight;
    EXPECT_EQ(fc1.type, schema::ElementType::I4B) << l;
    EXPECT_EQ(fc1.block_size, 64u) << l;
    EXPECT_EQ(w.encoder_layers[l].ffn.fc2.weight.type, schema::ElementType::I4) << l;
  }
  // The embedding is not named: one scale per row.
  EXPECT_EQ(w.embedding.type, schema::ElementType::I4);
  EXPECT_NE(metadata_of(*model)["int4_blocks"].find("block_size=64"), std::string::npos);
  EXPECT_FALSE(translate(*model, "Common files for terminal emulators").empty());
}

// Random weights give nearly flat logits, where 4-bit rounding flips many near-ties; what is checked here is
// that the file runs and produces text, the quality is measured on a trained model (bench/RESULTS-int4.md).
TEST_P(Int4Convert, Int4FileTranslates) {
  Conversion conversion(GetParam());
  auto int4 = conversion.convert(conversion.options(Quantization::Int4, "int4.attn"));
  ASSERT_NE(int4, nullptr);
  EXPECT_FALSE(translate(*int4, "This package contains the main data files.").empty());
}

TEST_P(Int4Convert, KeepInt8AndKeepFloatChooseLayers) {
  Conversion conversion(GetParam());
  ConvertOptions options = conversion.options(Quantization::Int4, "mixed.attn");
  options.keep_int8 = split_float_layer_patterns("decoder.layers.*.ffn.fc2");
  options.keep_float = split_float_layer_patterns("encoder.layers.0.self_attn.q_proj");
  auto mixed = conversion.convert(options);
  ASSERT_NE(mixed, nullptr);
  const ModelWeights& w = mixed->weights();
  std::string int8_layers;
  for (uint32_t l = 0; l < w.arch.decoder_layers; ++l) {
    EXPECT_EQ(w.decoder_layers[l].ffn.fc2.weight.type, schema::ElementType::I8) << l;
    EXPECT_EQ(w.decoder_layers[l].ffn.fc1.weight.type, schema::ElementType::I4) << l;
    if (l > 0) int8_layers += ',';
    int8_layers += "decoder.layers." + std::to_string(l) + ".ffn.fc2";
  }
  EXPECT_EQ(w.encoder_layers[0].self_attn.q.weight.type, schema::ElementType::F32);
  EXPECT_EQ(w.encoder_layers[0].self_attn.k.weight.type, schema::ElementType::I4);
  EXPECT_EQ(w.encoder_layers[0].ffn.fc2.weight.type, schema::ElementType::I4);
  auto metadata = metadata_of(*mixed);
  EXPECT_EQ(metadata["int8_layers"], int8_layers);
  EXPECT_EQ(metadata["float_layers"], "encoder.layers.0.self_attn.q_proj");
  EXPECT_FALSE(translate(*mixed, "Common files for terminal emulators").empty());

  // The vocabulary projection (and tied embedding) are 4-bit.
  EXPECT_TRUE(w.embedding.type == schema::ElementType::I4 || w.embedding.type == schema::ElementType::I4B);
  // A pattern matching nothing is refused by its option.
  options.keep_float.clear();
  options.keep_int8 = split_float_layer_patterns("decoder.layers.*.ffn.fc3");
  expect_message(convert_checkpoint(options), "--keep-int8 pattern \"decoder.layers.*.ffn.fc3\" matches no");
}

INSTANTIATE_TEST_SUITE_P(Variants, Int4Convert,
                         ::testing::Values(Variant{"PostNormTied", false, true, false},
                                           Variant{"PreNormUntiedWithBias", true, false, true},
                                           Variant{"PreNormTiedD64", true, true, false, 64}),
                         [](const ::testing::TestParamInfo<Variant>& info) {
                           return std::string(info.param.name);
                         });

TEST(Int4Quantization, ParsesAndNames) {
  auto int4 = parse_quantization("int4");
  ASSERT_TRUE(int4.ok());
  EXPECT_EQ(int4.value(), Quantization::Int4);
  EXPECT_STREQ(quantization_name(Quantization::Int4), "int4");
  EXPECT_EQ(matrix_type(Quantization::Int4), schema::ElementType::I4);
  expect_message(parse_quantization("int3").status(), "expected \"none\", \"int8\" or \"int4\"");
}

}  // namespace
}  // namespace attn::convert
