// attn-convert --quantize int8 on the random test checkpoint: the stored int8 weights, the calibrated
// activation points, the refusals, and the int8 file translating like the fp32 one.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>

#include "converter/src/convert/convert.h"
#include "runtime/src/format/model.h"
#include "runtime/src/format/model_spec.h"
#include "runtime/src/model/translator.h"
#include "runtime/src/quant/quantization.h"
#include "tests/converter/convert/convert_test_util.h"
#include "tests/converter/convert/int8_test_util.h"
#include "tests/support/model_spec_lists.h"
#include "tests/support/random_checkpoint.h"

namespace attn::convert {
namespace {

using test::expected_tensors;
using test::linear_sites;
using test::LinearSite;
using test::TensorSpec;
using test::weight_refs;

struct Variant {
  const char* name;
  bool pre_norm, tied, output_bias;
};

// One checkpoint converted twice, fp32 and int8, from the same calibration text.
class Int8Conversion {
 public:
  explicit Int8Conversion(const Variant& v, uint64_t seed = 77) {
    arch_ = test_support::small_checkpoint_architecture();
    arch_.norm_position = v.pre_norm ? NormPosition::Pre : NormPosition::Post;
    arch_.tied_embeddings = v.tied;
    arch_.output_bias = v.output_bias;
    seed_ = seed + static_cast<uint64_t>(v.tied) * 5 + static_cast<uint64_t>(v.pre_norm) * 11;
    checkpoint_dir_ = tmp_.file("ckpt");
    calibration_path_ = tmp_.file("calibration.txt");
    auto config = test_support::write_random_checkpoint(checkpoint_dir_, arch_, seed_);
    EXPECT_TRUE(config.ok()) << config.status().message();
    arch_.vocab_size = config.ok() ? config->vocab_size : 0;
    write_lines(calibration_path_, calibration_sentences());
  }

  ConvertOptions options(Quantization quantization, const std::string& out_name) const {
    ConvertOptions o;
    o.checkpoint_dir = checkpoint_dir_;
    o.output_path = tmp_.file(out_name);
    o.quantization = quantization;
    if (quantization == Quantization::Int8) o.calibration_path = calibration_path_;
    return o;
  }

  // Converts and loads; null (with a test failure) when either step fails.
  std::unique_ptr<Model> convert(const ConvertOptions& o, ConvertReport* report = nullptr) const {
    const Status status = convert_checkpoint(o, report);
    EXPECT_TRUE(status.ok()) << status.message();
    if (!status.ok()) return nullptr;
    auto model = Model::load_file(o.output_path.c_str());
    EXPECT_TRUE(model.ok()) << model.status().message();
    return model.ok() ? std::move(model).value() : nullptr;
  }

  const Architecture& arch() const { return arch_; }
  uint64_t seed() const { return seed_; }
  const std::string& calibration_path() const { return calibration_path_; }
  std::string file(const std::string& name) const { return tmp_.file(name); }

 private:
  ScratchDir tmp_;
  Architecture arch_;
  uint64_t seed_ = 0;
  std::string checkpoint_dir_, calibration_path_;
};

std::map<std::string, std::string> metadata_of(const Model& m) {
  std::map<std::string, std::string> metadata;
  for (const auto* kv : *m.schema().metadata()) metadata[kv->key()->str()] = kv->value()->str();
  return metadata;
}

class Int8Convert : public ::testing::TestWithParam<Variant> {};

TEST_P(Int8Convert, MatricesAreRowScaledInt8AndTheRestIsBitIdentical) {
  Int8Conversion conversion(GetParam());
  ConvertReport report;
  auto model = conversion.convert(conversion.options(Quantization::Int8, "int8.attn"), &report);
  ASSERT_NE(model, nullptr);
  EXPECT_EQ(report.calibration_sentences_used, calibration_sentences().size());
  EXPECT_EQ(report.calibration_sentences_refused, 0u);
  EXPECT_GT(report.calibration_seconds, 0.0);

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
  EXPECT_EQ(metadata["calibration_sentences"], std::to_string(calibration_sentences().size()));
  EXPECT_EQ(metadata["converter_version"], converter_version());
}

// The ranges every linear layer's input and output take while the fp32 model translates the calibration
// sentences greedily, observed independently of the converter.
quant::RangeObserver observe_fp32(const Model& fp32) {
  const std::vector<LinearSite> sites = linear_sites(fp32.architecture(), nullptr);
  quant::RangeObserver observed(sites.size());
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = 1;
  TranslatorHooks hooks;
  hooks.observer = &observed;
  auto translator = Translator::create(fp32, &options, hooks);
  EXPECT_TRUE(translator.ok()) << translator.status().message();
  if (!translator.ok()) return observed;
  std::vector<char> out(1 << 16);
  for (const std::string& sentence : calibration_sentences()) {
    size_t written = 0;
    EXPECT_TRUE(translator.value()->translate(sentence, out.data(), out.size(), &written).ok());
  }
  return observed;
}

// One activation point as stored, with the range its observations had.
struct Point {
  std::string name;
  quant::RangeObserver::Range observed;
  ActivationQuant stored;
  float lo() const { return quant::dequantize_value(-128, stored); }
  float hi() const { return quant::dequantize_value(127, stored); }
};

// Both points of every linear site, checked to be present exactly once, valid, and to represent 0 exactly.
std::vector<Point> stored_points(const Model& int8, const quant::RangeObserver& observed) {
  const std::vector<LinearSite> sites = linear_sites(int8.architecture(), nullptr);
  std::map<std::string, const schema::ActivationScale*> by_name;
  EXPECT_NE(int8.schema().activation_scales(), nullptr);
  if (int8.schema().activation_scales() == nullptr) return {};
  for (const auto* s : *int8.schema().activation_scales()) by_name[s->name()->str()] = s;
  EXPECT_EQ(by_name.size(), 2 * sites.size()) << "two points per linear layer, no duplicates";
  EXPECT_EQ(int8.schema().activation_scales()->size(), 2 * sites.size());
  std::vector<Point> points;
  for (size_t i = 0; i < sites.size(); ++i) {
    for (int which = 0; which < 2; ++which) {
      Point p;
      p.name = sites[i].prefix + (which == 0 ? ".input" : ".output");
      p.observed = which == 0 ? observed.inputs()[i] : observed.outputs()[i];
      SCOPED_TRACE(p.name);
      EXPECT_EQ(by_name.count(p.name), 1u);
      if (by_name.count(p.name) == 0) continue;
      p.stored = ActivationQuant{by_name[p.name]->scale(), by_name[p.name]->zero_point()};
      EXPECT_GT(p.observed.count, 0u);
      EXPECT_LT(p.observed.min, p.observed.max) << "random weights give a real spread";
      EXPECT_GT(p.stored.scale, 0.f);
      EXPECT_GE(p.stored.zero_point, -128);
      EXPECT_LE(p.stored.zero_point, 127);
      EXPECT_LE(p.lo(), 0.f);
      EXPECT_GE(p.hi(), 0.f);
      EXPECT_EQ(quant::dequantize_value(quant::quantize_value(0.f, p.stored), p.stored), 0.f)
          << "zero is exact";
      points.push_back(p);
    }
  }
  return points;
}

// Counts, per point (stored_points order: input, output of each site), the values that saturate.
class SaturationCounter final : public kernels::LinearObserver {
 public:
  explicit SaturationCounter(const std::vector<Point>& points)
      : points_(points), below(points.size()), above(points.size()) {}
  void observe(size_t index, const float* x, size_t rows, size_t in, const float* y, size_t out) override {
    count(2 * index, x, rows * in);
    count(2 * index + 1, y, rows * out);
  }

 private:
  void count(size_t k, const float* v, size_t n) {
    if (k >= points_.size()) return;
    const float lo = points_[k].lo() - 0.5f * points_[k].stored.scale;
    const float hi = points_[k].hi() + 0.5f * points_[k].stored.scale;
    for (size_t i = 0; i < n; ++i) {
      below[k] += v[i] < lo;
      above[k] += v[i] > hi;
    }
  }
  const std::vector<Point>& points_;

 public:
  std::vector<size_t> below, above;
};

TEST_P(Int8Convert, MinMaxCalibrationCoversZeroAndTheWholeObservedRange) {
  Int8Conversion conversion(GetParam());
  auto fp32 = conversion.convert(conversion.options(Quantization::None, "fp32.attn"));
  ConvertOptions options = conversion.options(Quantization::Int8, "int8.attn");
  options.calibration.coverage = 1.0;
  auto int8 = conversion.convert(options);
  ASSERT_NE(fp32, nullptr);
  ASSERT_NE(int8, nullptr);
  EXPECT_EQ(fp32->schema().activation_scales() ? fp32->schema().activation_scales()->size() : 0u, 0u)
      << "fp32 files carry no activation scales";
  EXPECT_EQ(metadata_of(*fp32).count("calibration_sentences"), 0u);

  const std::vector<Point> points = stored_points(*int8, observe_fp32(*fp32));
  ASSERT_EQ(points.size(), 2 * linear_sites(int8->architecture(), nullptr).size());
  for (const Point& p : points) {
    SCOPED_TRACE(p.name);
    // The zero point is rounded to an integer, which may shift the grid by up to half a step...
    EXPECT_LE(p.lo(), p.observed.min + 0.5f * p.stored.scale);
    EXPECT_GE(p.hi(), p.observed.max - 0.5f * p.stored.scale);
    // ...and the grid is exactly as wide as the observed range (widened to 0) needs.
    const float needed = std::max(p.observed.max, 0.f) - std::min(p.observed.min, 0.f);
    EXPECT_NEAR(p.stored.scale, needed / 255.f, 1e-6f * needed);
  }
}

TEST_P(Int8Convert, DefaultCalibrationClipsInsideTheObservedRange) {
  Int8Conversion conversion(GetParam());
  auto fp32 = conversion.convert(conversion.options(Quantization::None, "fp32.attn"));
  auto int8 = conversion.convert(conversion.options(Quantization::Int8, "int8.attn"));
  ASSERT_NE(fp32, nullptr);
  ASSERT_NE(int8, nullptr);
  ASSERT_LT(kDefaultCalibrationCoverage, 1.0);
  const std::vector<Point> points = stored_points(*int8, observe_fp32(*fp32));
  ASSERT_EQ(points.size(), 2 * linear_sites(int8->architecture(), nullptr).size());
  size_t narrower = 0;
  for (const Point& p : points) {
    SCOPED_TRACE(p.name);
    const float needed = std::max(p.observed.max, 0.f) - std::min(p.observed.min, 0.f);
    EXPECT_LE(p.stored.scale, needed / 255.f * (1.f + 1e-6f)) << "never wider than min..max";
    narrower += p.stored.scale < needed / 255.f * (1.f - 1e-4f);
  }
  EXPECT_GT(narrower, 0u) << "clipping changed nothing at all";

  // Translating again, count the values that saturate (beyond half a step outside the grid): at most the
  // (1 - coverage) / 2 share clipping may cut from each tail.
  SaturationCounter counter(points);
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = 1;
  TranslatorHooks hooks;
  hooks.observer = &counter;
  auto translator = Translator::create(*fp32, &options, hooks);
  ASSERT_TRUE(translator.ok()) << translator.status().message();
  std::vector<char> out(1 << 16);
  for (const std::string& sentence : calibration_sentences()) {
    size_t written = 0;
    ASSERT_TRUE(translator.value()->translate(sentence, out.data(), out.size(), &written).ok());
  }
  size_t saturated = 0;
  for (size_t k = 0; k < points.size(); ++k) {
    SCOPED_TRACE(points[k].name);
    const double allowed =
        std::floor(static_cast<double>(points[k].observed.count) * (1.0 - kDefaultCalibrationCoverage) / 2.0);
    EXPECT_LE(static_cast<double>(counter.below[k]), allowed);
    EXPECT_LE(static_cast<double>(counter.above[k]), allowed);
    saturated += counter.below[k] + counter.above[k];
  }
  EXPECT_GT(saturated, 0u) << "some outliers saturate";
}

// Measured (2026-11, x86-64 XNNPACK, default 0.9999 clipping): 0.973 (post-norm, tied) and 0.985 (pre-norm,
// untied) of the output positions agree, 6 of 12 outputs identical in both (min..max calibration: 0.969 and
// 0.985). Random weights give nearly flat logits, where int8 rounding flips more near-ties than in a trained
// model, so the bar is set below both with some room.
constexpr double kMinTokenAgreement = 0.9;

// Position-wise agreement of two id sequences: equal positions over the longer length.
size_t matching_positions(const std::vector<int32_t>& a, const std::vector<int32_t>& b) {
  size_t same = 0;
  for (size_t i = 0; i < std::min(a.size(), b.size()); ++i) same += a[i] == b[i];
  return same;
}

TEST_P(Int8Convert, Int8FileTranslatesLikeTheFp32File) {
  Int8Conversion conversion(GetParam());
  auto fp32 = conversion.convert(conversion.options(Quantization::None, "fp32.attn"));
  auto int8 = conversion.convert(conversion.options(Quantization::Int8, "int8.attn"));
  ASSERT_NE(fp32, nullptr);
  ASSERT_NE(int8, nullptr);
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
  for (const std::string& sentence : calibration_sentences()) {
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
  RecordProperty("token_agreement", std::to_string(agreement));
  RecordProperty("identical_outputs", std::to_string(identical));
  std::printf("[ int8 ] %s: token agreement %.3f (%zu/%zu), identical outputs %zu/%zu\n", GetParam().name,
              agreement, same, total, identical, calibration_sentences().size());
  EXPECT_GE(agreement, kMinTokenAgreement);
}

INSTANTIATE_TEST_SUITE_P(Variants, Int8Convert,
                         ::testing::Values(Variant{"PostNormTied", false, true, false},
                                           Variant{"PreNormUntiedWithBias", true, false, true}),
                         [](const ::testing::TestParamInfo<Variant>& info) {
                           return std::string(info.param.name);
                         });

}  // namespace
}  // namespace attn::convert
