// attn-convert --quantize int8 on the random test checkpoint: the stored int8 weights (format version 5, no
// activation scales: the runtime quantizes each layer's input at run time), layers kept fp32, and the int8
// file translating like the fp32 one.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>

#include "converter/src/convert/convert.h"
#include "runtime/src/format/model.h"
#include "runtime/src/format/model_spec.h"
#include "runtime/src/translate/translator.h"
#include "tests/converter/convert/convert_test_util.h"
#include "tests/support/model_spec_lists.h"
#include "tests/support/random_checkpoint.h"

namespace attn::convert {
namespace {

using test::expected_tensors;
using test::TensorSpec;
using test::weight_refs;

// Source sentences in the style of the corpus (Debian package descriptions), each well under the small test
// architecture's 64 positions.
const std::vector<std::string>& sample_sentences() {
  static const std::vector<std::string> sentences = {
      "Real-time strategy game of ancient warfare",
      "This package contains the main data files.",
      "Ping utility to determine directional packet loss",
      "It converts address books and alias files into the vCard format.",
      "Common files for terminal emulators",
      "Provides a challenging game to all but the most skilled players.",
      "Visualisation and analysis for single valued point data",
      "This package contains the development headers of the library.",
      "A fast, small web server with a simple configuration file.",
      "The documentation is available in HTML and PDF formats.",
      "Command line tool to download files over HTTP and FTP",
      "It supports plugins written in Python and Lua.",
  };
  return sentences;
}

struct Variant {
  const char* name;
  bool pre_norm, tied, output_bias;
};

// One checkpoint, converted fp32 and int8.
class Int8Conversion {
 public:
  explicit Int8Conversion(const Variant& v, uint64_t seed = 77) {
    arch_ = test_support::small_checkpoint_architecture();
    arch_.norm_position = v.pre_norm ? NormPosition::Pre : NormPosition::Post;
    arch_.tied_embeddings = v.tied;
    arch_.output_bias = v.output_bias;
    seed_ = seed + static_cast<uint64_t>(v.tied) * 5 + static_cast<uint64_t>(v.pre_norm) * 11;
    checkpoint_dir_ = tmp_.file("ckpt");
    auto config = test_support::write_random_checkpoint(checkpoint_dir_, arch_, seed_);
    EXPECT_TRUE(config.ok()) << config.status().message();
    arch_.vocab_size = config.ok() ? config->vocab_size : 0;
  }

  ConvertOptions options(Quantization quantization, const std::string& out_name) const {
    ConvertOptions o;
    o.checkpoint_dir = checkpoint_dir_;
    o.output_path = tmp_.file(out_name);
    o.quantization = quantization;
    return o;
  }

  // Converts and loads; null (with a test failure) when either step fails.
  std::unique_ptr<Model> convert(const ConvertOptions& o) const {
    const Status status = convert_checkpoint(o);
    EXPECT_TRUE(status.ok()) << status.message();
    if (!status.ok()) return nullptr;
    auto model = Model::load_file(o.output_path.c_str());
    EXPECT_TRUE(model.ok()) << model.status().message();
    return model.ok() ? std::move(model).value() : nullptr;
  }

  const Architecture& arch() const { return arch_; }
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

class Int8Convert : public ::testing::TestWithParam<Variant> {};

TEST_P(Int8Convert, MatricesAreRowScaledInt8AndTheRestIsBitIdentical) {
  Int8Conversion conversion(GetParam());
  auto model = conversion.convert(conversion.options(Quantization::Int8, "int8.attn"));
  ASSERT_NE(model, nullptr);
  EXPECT_EQ(model->format_version(), 5u);
  EXPECT_TRUE(model->schema().activation_scales() == nullptr ||
              model->schema().activation_scales()->size() == 0);

  const std::vector<TensorSpec> specs = expected_tensors(model->architecture());
  const std::vector<const WeightRef*> refs = weight_refs(model->weights());
  const auto checkpoint = test_support::random_checkpoint_tensors(model->architecture(), conversion.seed());
  ASSERT_EQ(refs.size(), specs.size());
  ASSERT_EQ(checkpoint.size(), specs.size());
  size_t quantized = 0;
  for (size_t i = 0; i < specs.size(); ++i) {
    SCOPED_TRACE(specs[i].name);
    const WeightRef& ref = *refs[i];
    const std::vector<float> fp32 = checkpoint[i].to_f32();
    if (!specs[i].quantizable) {
      ASSERT_EQ(ref.type, schema::ElementType::F32);
      EXPECT_EQ(std::memcmp(ref.f32(), fp32.data(), fp32.size() * sizeof(float)), 0) << "bit-identical";
      continue;
    }
    ++quantized;
    ASSERT_EQ(ref.type, schema::ElementType::I8);
    ASSERT_NE(ref.scales, nullptr);
    ASSERT_EQ(static_cast<size_t>(ref.rows) * ref.cols, fp32.size());
    size_t outside = 0, wrong_scale = 0, row_max_not_127 = 0;
    for (uint32_t r = 0; r < ref.rows; ++r) {
      const float scale = ref.scales[r];
      float max_abs = 0.f;
      int max_q = 0;
      for (uint32_t c = 0; c < ref.cols; ++c) {
        const size_t k = static_cast<size_t>(r) * ref.cols + c;
        max_abs = std::max(max_abs, std::fabs(fp32[k]));
        max_q = std::max(max_q, std::abs(static_cast<int>(ref.i8()[k])));
        // Rounding to nearest: the error is at most half a step (plus the division's float rounding).
        outside +=
            std::fabs(static_cast<float>(ref.i8()[k]) * scale - fp32[k]) > scale * 0.5f * (1.f + 1e-5f);
      }
      wrong_scale += std::fabs(scale - max_abs / 127.f) > 1e-6f * max_abs;
      row_max_not_127 += max_q != 127;  // the largest |w| of each row maps onto ±127
    }
    EXPECT_EQ(outside, 0u);
    EXPECT_EQ(wrong_scale, 0u);
    EXPECT_EQ(row_max_not_127, 0u);
  }
  // Embedding, 4 per encoder attention + 2 FFN per encoder layer, 8 + 2 per decoder layer, output when
  // untied.
  const Architecture& a = model->architecture();
  EXPECT_EQ(quantized, 1 + 6 * a.encoder_layers + 10 * a.decoder_layers + (a.tied_embeddings ? 0 : 1));

  auto metadata = metadata_of(*model);
  EXPECT_EQ(metadata["quantization"], "int8");
  EXPECT_EQ(metadata.count("calibration_sentences"), 0u);
  EXPECT_EQ(metadata["converter_version"], converter_version());
}

// Random weights give nearly flat logits, where int8 rounding flips more near-ties than in a trained model,
// so the bar is set with some room below what the test prints.
constexpr double kMinTokenAgreement = 0.9;

// Position-wise agreement of two id sequences: equal positions over the longer length.
size_t matching_positions(const std::vector<int32_t>& a, const std::vector<int32_t>& b) {
  size_t same = 0;
  for (size_t i = 0; i < std::min(a.size(), b.size()); ++i) same += a[i] == b[i];
  return same;
}

// Greedy translations of the sample sentences by both models: token agreement of at least
// kMinTokenAgreement (printed with the count of identical outputs).
TEST_P(Int8Convert, Int8FileTranslatesLikeTheFp32File) {
  Int8Conversion conversion(GetParam());
  auto fp32 = conversion.convert(conversion.options(Quantization::None, "fp32.attn"));
  auto int8 = conversion.convert(conversion.options(Quantization::Int8, "int8.attn"));
  ASSERT_TRUE(fp32 && int8);

  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = 1;
  auto fp32_translator = Translator::create(*fp32, &options);
  auto int8_translator = Translator::create(*int8, &options);
  ASSERT_TRUE(fp32_translator.ok()) << fp32_translator.status().message();
  ASSERT_TRUE(int8_translator.ok()) << int8_translator.status().message();

  const Tokenizer& tokenizer = fp32->tokenizer();
  std::vector<std::byte> workspace(tokenizer.workspace_bytes(4096));
  std::vector<int32_t> source(4096);
  size_t same = 0, total = 0, identical = 0;
  for (const std::string& sentence : sample_sentences()) {
    size_t count = 0;
    ASSERT_TRUE(tokenizer.encode(sentence, workspace, source, &count).ok());
    std::vector<int32_t> a(256), b(256);
    size_t na = 0, nb = 0;
    ASSERT_TRUE(fp32_translator.value()->translate_ids(source.data(), count, a.data(), a.size(), &na).ok());
    ASSERT_TRUE(int8_translator.value()->translate_ids(source.data(), count, b.data(), b.size(), &nb).ok());
    a.resize(na);
    b.resize(nb);
    ASSERT_GT(na, 0u);
    same += matching_positions(a, b);
    total += std::max(na, nb);
    identical += a == b;
  }
  const double agreement = static_cast<double>(same) / static_cast<double>(total);
  std::printf("[ int8 ] %s: token agreement %.3f (%zu/%zu), identical outputs %zu/%zu\n",
              ::testing::UnitTest::GetInstance()->current_test_info()->name(), agreement, same, total,
              identical, sample_sentences().size());
  EXPECT_GE(agreement, kMinTokenAgreement);
}

// --keep-float: the matching layers stay F32 (the tied vocabulary projection keeps the embedding F32) and are
// named in the metadata; the file translates.
TEST_P(Int8Convert, KeptLayersStayFp32) {
  Int8Conversion conversion(GetParam());
  ConvertOptions options = conversion.options(Quantization::Int8, "int8.attn");
  options.keep_float = split_float_layer_patterns("decoder.layers.*.ffn.fc2,output");
  auto int8 = conversion.convert(options);
  ASSERT_NE(int8, nullptr);
  const ModelWeights& w = int8->weights();
  const Architecture& arch = int8->architecture();
  std::string expected_metadata = "output";
  for (uint32_t l = 0; l < arch.decoder_layers; ++l) {
    EXPECT_EQ(w.decoder_layers[l].ffn.fc2.weight.type, schema::ElementType::F32) << l;
    EXPECT_EQ(w.decoder_layers[l].ffn.fc1.weight.type, schema::ElementType::I8) << l;
    expected_metadata += ",decoder.layers." + std::to_string(l) + ".ffn.fc2";
  }
  EXPECT_EQ(w.encoder_layers[0].ffn.fc2.weight.type, schema::ElementType::I8);
  EXPECT_EQ(w.output.type, schema::ElementType::F32);
  EXPECT_EQ(w.embedding.type, arch.tied_embeddings ? schema::ElementType::F32 : schema::ElementType::I8);
  EXPECT_EQ(metadata_of(*int8)["float_layers"], expected_metadata);

  attn_translator_options translator_options;
  attn_translator_options_init(&translator_options);
  auto translator = Translator::create(*int8, &translator_options);
  ASSERT_TRUE(translator.ok()) << translator.status().message();
  std::vector<char> out(1 << 16);
  size_t written = 0;
  EXPECT_TRUE(
      translator.value()->translate(sample_sentences()[0], out.data(), out.size(), &written).ok());
  EXPECT_GT(written, 0u);

  options.keep_float = split_float_layer_patterns("decoder.layers.*.ffn.fc3");
  const Status refused = convert_checkpoint(options);
  EXPECT_EQ(refused.code(), StatusCode::kInvalidArgument);
  EXPECT_NE(std::string(refused.message()).find("\"decoder.layers.*.ffn.fc3\" matches no linear layer"),
            std::string::npos)
      << refused.message();
}

INSTANTIATE_TEST_SUITE_P(Variants, Int8Convert,
                         ::testing::Values(Variant{"PostNormTied", false, true, false},
                                           Variant{"PreNormUntiedWithBias", true, false, true}),
                         [](const ::testing::TestParamInfo<Variant>& info) {
                           return std::string(info.param.name);
                         });

}  // namespace
}  // namespace attn::convert
