// attn-convert --quantize int8 on the random test checkpoint: the stored int8 weights, the calibrated
// activation points, the refusals, and the int8 file translating like the fp32 one.
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
  // Without smoothing, which rewrites the fp32 weights before they are quantized (SmoothingIsExact below):
  // here every stored value is compared with the checkpoint's.
  ConvertOptions options = conversion.options(Quantization::Int8, "int8.attn");
  options.calibration.smooth = false;
  auto model = conversion.convert(options, &report);
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

// Translates the calibration sentences greedily with the fp32 model, every linear layer's input and output
// shown to observer: what the converter saw, observed independently of it.
void observe_calibration(const Model& fp32, kernels::LinearObserver* observer) {
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = 1;
  TranslatorHooks hooks;
  hooks.observer = observer;
  auto translator = Translator::create(fp32, &options, hooks);
  EXPECT_TRUE(translator.ok()) << translator.status().message();
  if (!translator.ok()) return;
  std::vector<char> out(1 << 16);
  for (const std::string& sentence : calibration_sentences()) {
    size_t written = 0;
    EXPECT_TRUE(translator.value()->translate(sentence, out.data(), out.size(), &written).ok());
  }
}

// The ranges every linear layer's input and output take while the fp32 model translates the calibration
// sentences greedily.
quant::RangeObserver observe_fp32(const Model& fp32) {
  quant::RangeObserver observed(linear_sites(fp32.architecture(), nullptr).size());
  observe_calibration(fp32, &observed);
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
  // One step per layer output, and the fp32 weights as they are (smoothing would change what the fp32 model
  // observed here computes inside); per-channel steps: ChannelStepsCoverEachChannelsObservedRange.
  options.calibration.channel_scales = false;
  options.calibration.smooth = false;
  // One static input step per layer, so that the values observed here are the ones calibrated (per-row
  // steps: RowStepsCoverEveryRowDividedByItsMagnitude).
  options.calibration.row_steps = false;
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
  // The default coverage on every point: with one step per layer output (per-channel output steps are not
  // clipped) and without smoothing (so that the fp32 model observed here is the one calibrated).
  ConvertOptions options = conversion.options(Quantization::Int8, "int8.attn");
  options.calibration.channel_scales = false;
  options.calibration.smooth = false;
  options.calibration.row_steps = false;  // static input steps: the values observed here are calibrated
  auto int8 = conversion.convert(options);
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
  attn_translator_options translator_options;
  attn_translator_options_init(&translator_options);
  translator_options.beam_size = 1;
  TranslatorHooks hooks;
  hooks.observer = &counter;
  auto translator = Translator::create(*fp32, &translator_options, hooks);
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
// 0.985); with per-channel output steps and smoothing: 0.977 and 0.982, 5 and 3 of 12 identical; with
// per-row input steps too (the converter's defaults, all three): 0.980 and 0.978, 5 and 4.
// Random weights give nearly flat logits, where int8 rounding flips more near-ties than in a trained model,
// so the bar is set below both with some room.
constexpr double kMinTokenAgreement = 0.9;

// Position-wise agreement of two id sequences: equal positions over the longer length.
size_t matching_positions(const std::vector<int32_t>& a, const std::vector<int32_t>& b) {
  size_t same = 0;
  for (size_t i = 0; i < std::min(a.size(), b.size()); ++i) same += a[i] == b[i];
  return same;
}

// Greedy translations of the calibration sentences by both models: token agreement of at least
// kMinTokenAgreement (printed with the count of identical outputs).
void expect_translates_like(const Model& fp32, const Model& int8, const char* label);

// Calibrated activation steps (--calibration) and run-time quantized activations (without) alike.
TEST_P(Int8Convert, Int8FileTranslatesLikeTheFp32File) {
  Int8Conversion conversion(GetParam());
  auto fp32 = conversion.convert(conversion.options(Quantization::None, "fp32.attn"));
  ASSERT_NE(fp32, nullptr);
  for (bool calibrated : {true, false}) {
    SCOPED_TRACE(calibrated ? "calibrated" : "quantized at run time");
    ConvertOptions int8_options = conversion.options(Quantization::Int8, "int8.attn");
    if (!calibrated) int8_options.calibration_path.reset();
    auto int8 = conversion.convert(int8_options);
    ASSERT_NE(int8, nullptr);
    expect_translates_like(*fp32, *int8, calibrated ? "calibrated" : "run-time");
  }
}

void expect_translates_like(const Model& fp32, const Model& int8, const char* label) {
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = 1;
  auto fp32_translator = Translator::create(fp32, &options);
  auto int8_translator = Translator::create(int8, &options);
  ASSERT_TRUE(fp32_translator.ok()) << fp32_translator.status().message();
  ASSERT_TRUE(int8_translator.ok()) << int8_translator.status().message();

  const Tokenizer& tokenizer = fp32.tokenizer();
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
  std::printf("[ int8 ] %s, %s: token agreement %.3f (%zu/%zu), identical outputs %zu/%zu\n",
              ::testing::UnitTest::GetInstance()->current_test_info()->name(), label, agreement, same, total,
              identical, calibration_sentences().size());
  EXPECT_GE(agreement, kMinTokenAgreement);
}

// Each output channel's range as the fp32 model computes it on the calibration sentences.
class ChannelObserver final : public kernels::LinearObserver {
 public:
  explicit ChannelObserver(size_t layers) : inputs(layers), outputs(layers) {}
  void observe(size_t index, const float* x, size_t rows, size_t in, const float* y, size_t out) override {
    widen(&inputs[index], x, rows, in);
    widen(&outputs[index], y, rows, out);
  }
  std::vector<std::vector<quant::RangeObserver::Range>> inputs, outputs;

 private:
  static void widen(std::vector<quant::RangeObserver::Range>* channels, const float* v, size_t rows,
                    size_t width) {
    if (channels->empty()) channels->resize(width);
    for (size_t n = 0; n < rows; ++n) {
      for (size_t c = 0; c < width; ++c) {
        auto& r = (*channels)[c];
        r.min = r.count == 0 ? v[n * width + c] : std::min(r.min, v[n * width + c]);
        r.max = r.count == 0 ? v[n * width + c] : std::max(r.max, v[n * width + c]);
        ++r.count;
      }
    }
  }
};

ChannelObserver observe_channels_fp32(const Model& fp32) {
  ChannelObserver observed(linear_sites(fp32.architecture(), nullptr).size());
  observe_calibration(fp32, &observed);
  return observed;
}

// Every activation point of an int8 model by name.
std::map<std::string, const schema::ActivationScale*> points_by_name(const Model& int8) {
  std::map<std::string, const schema::ActivationScale*> by_name;
  for (const auto* s : *int8.schema().activation_scales()) by_name[s->name()->str()] = s;
  return by_name;
}

// What the runtime's per-row input steps compute (kernels/row_steps.h), restated: each input row divided by
// its largest magnitude u, and the layer's output without the bias divided by the same u; the range of both
// per layer.
class DividedRangeObserver final : public kernels::LinearObserver {
 public:
  explicit DividedRangeObserver(std::vector<const float*> biases)
      : inputs(biases.size()), outputs(biases.size()), biases_(std::move(biases)) {}
  void observe(size_t index, const float* x, size_t rows, size_t in, const float* y, size_t out) override {
    for (size_t n = 0; n < rows; ++n) {
      float u = 0.f;
      for (size_t i = 0; i < in; ++i) u = std::max(u, std::fabs(x[n * in + i]));
      if (u == 0.f) u = 1.f;
      for (size_t i = 0; i < in; ++i) widen(&inputs[index], x[n * in + i] / u);
      for (size_t o = 0; o < out; ++o) {
        const float b = biases_[index] != nullptr ? biases_[index][o] : 0.f;
        widen(&outputs[index], (y[n * out + o] - b) / u);
      }
    }
  }
  std::vector<quant::RangeObserver::Range> inputs, outputs;

 private:
  static void widen(quant::RangeObserver::Range* r, float v) {
    r->min = r->count == 0 ? v : std::min(r->min, v);
    r->max = r->count == 0 ? v : std::max(r->max, v);
    ++r->count;
  }
  std::vector<const float*> biases_;
};

// The default per-row input steps: every layer's input point but the vocabulary projection's is row_scaled
// (format version 4), its grid (min..max calibration here) is exactly the range of the rows divided by their
// largest magnitude — so one value of some row lands on the grid's end —, and the output grid covers the
// divided rows' products without the bias.
TEST_P(Int8Convert, RowStepsCoverEveryRowDividedByItsMagnitude) {
  Int8Conversion conversion(GetParam());
  auto fp32 = conversion.convert(conversion.options(Quantization::None, "fp32.attn"));
  ConvertOptions options = conversion.options(Quantization::Int8, "int8.attn");
  ASSERT_TRUE(options.calibration.row_steps) << "the default";
  options.calibration.smooth = false;  // the fp32 model observed here is then the one calibrated
  options.calibration.coverage = 1.0;
  options.calibration.channel_scales = false;
  auto int8 = conversion.convert(options);
  ASSERT_NE(fp32, nullptr);
  ASSERT_NE(int8, nullptr);
  EXPECT_EQ(int8->format_version(), 4u);
  ModelWeights weights = fp32->weights();  // a copy: linear_sites wants a mutable walk
  const std::vector<LinearSite> sites = linear_sites(fp32->architecture(), &weights);
  std::vector<const float*> biases;
  for (const LinearSite& site : sites) biases.push_back(site.bias != nullptr ? site.bias->f32() : nullptr);
  DividedRangeObserver observed(biases);
  observe_calibration(*fp32, &observed);
  const std::map<std::string, const schema::ActivationScale*> by_name = points_by_name(*int8);
  for (size_t i = 0; i < sites.size(); ++i) {
    SCOPED_TRACE(sites[i].prefix);
    const schema::ActivationScale* input = by_name.at(sites[i].prefix + ".input");
    const schema::ActivationScale* output = by_name.at(sites[i].prefix + ".output");
    EXPECT_FALSE(output->row_scaled());
    if (sites[i].prefix == "output") {
      EXPECT_FALSE(input->row_scaled()) << "the logits are refined with one step size";
      continue;
    }
    EXPECT_TRUE(input->row_scaled());
    const auto& x = observed.inputs[i];
    EXPECT_FLOAT_EQ(std::max(std::fabs(x.min), std::fabs(x.max)), 1.f);
    for (const auto& [stored, range] : {std::pair{input, x}, std::pair{output, observed.outputs[i]}}) {
      const ActivationQuant q{stored->scale(), stored->zero_point()};
      const float half_step = 0.5f * q.scale;
      EXPECT_LE(quant::dequantize_value(-128, q), range.min + half_step + 1e-6f);
      EXPECT_GE(quant::dequantize_value(127, q), range.max - half_step - 1e-6f);
      const float needed = std::max(range.max, 0.f) - std::min(range.min, 0.f);
      EXPECT_NEAR(q.scale, needed / 255.f, 1e-5f * needed);
    }
  }
}

// The default per-channel output steps: every layer's output but the vocabulary projection's has one
// multiplier per channel, the widest channel's is 1, and each channel's grid (shared step × its multiplier)
// covers exactly the range that channel took.
TEST_P(Int8Convert, ChannelStepsCoverEachChannelsObservedRange) {
  Int8Conversion conversion(GetParam());
  auto fp32 = conversion.convert(conversion.options(Quantization::None, "fp32.attn"));
  ConvertOptions options = conversion.options(Quantization::Int8, "int8.attn");
  options.calibration.smooth = false;  // the fp32 model observed here is then the one calibrated
  // Static input steps, so that the outputs observed here are the ones calibrated (with per-row steps the
  // channel multipliers describe the divided rows' products: RowStepsCoverEveryRowDividedByItsMagnitude).
  options.calibration.row_steps = false;
  ASSERT_TRUE(options.calibration.channel_scales) << "the default";
  auto int8 = conversion.convert(options);
  ASSERT_NE(fp32, nullptr);
  ASSERT_NE(int8, nullptr);
  EXPECT_EQ(int8->format_version(), 3u);
  const ChannelObserver observed = observe_channels_fp32(*fp32);
  const std::vector<LinearSite> sites = linear_sites(int8->architecture(), nullptr);
  const std::map<std::string, const schema::ActivationScale*> by_name = points_by_name(*int8);
  for (size_t i = 0; i < sites.size(); ++i) {
    SCOPED_TRACE(sites[i].prefix);
    const schema::ActivationScale* input = by_name.at(sites[i].prefix + ".input");
    const schema::ActivationScale* output = by_name.at(sites[i].prefix + ".output");
    EXPECT_EQ(input->channel_scales(), nullptr);
    if (sites[i].prefix == "output") {
      EXPECT_EQ(output->channel_scales(), nullptr) << "the logits are refined with one step size";
      continue;
    }
    ASSERT_NE(output->channel_scales(), nullptr);
    const auto& channels = observed.outputs[i];
    ASSERT_EQ(output->channel_scales()->size(), channels.size());
    const ActivationQuant shared{output->scale(), output->zero_point()};
    float largest = 0.f;
    for (size_t c = 0; c < channels.size(); ++c) {
      const float m = output->channel_scales()->Get(static_cast<uint32_t>(c));
      largest = std::max(largest, m);
      const float lo = quant::dequantize_value(-128, shared) * m,
                  hi = quant::dequantize_value(127, shared) * m;
      // The zero point's rounding may shift the grid by half a step; plus the float rounding of the products.
      const float half_step = 0.5f * shared.scale * m;
      EXPECT_LE(lo, channels[c].min + half_step + 1e-5f * std::fabs(channels[c].min)) << c;
      EXPECT_GE(hi, channels[c].max - half_step - 1e-5f * std::fabs(channels[c].max)) << c;
    }
    EXPECT_FLOAT_EQ(largest, 1.f);
  }
}

// Smoothing (convert/smoothing.h) rewrites the fp32 weights into the same function: the rewritten fp32 model
// translates the calibration sentences as the original does, while the int8 layers' inputs get narrower
// channel spreads.
TEST_P(Int8Convert, SmoothingIsExactAndEvensOutInputChannels) {
  Int8Conversion conversion(GetParam());
  ConvertOptions options = conversion.options(Quantization::Int8, "int8.attn");
  auto checkpoint = checkpoint::read_checkpoint_dir(options.checkpoint_dir);
  ASSERT_TRUE(checkpoint.ok()) << checkpoint.status().message();
  auto original = build_model_contents(std::move(checkpoint).value(), options);
  ASSERT_TRUE(original.ok()) << original.status().message();
  ModelContents smoothed = original.value();
  ASSERT_TRUE(calibrate_contents(options, &smoothed).ok());
  auto original_bytes = write_model(original.value());
  auto smoothed_bytes = write_model(smoothed);
  ASSERT_TRUE(original_bytes.ok() && smoothed_bytes.ok());
  auto a = Model::load_buffer(original_bytes.value().data(), original_bytes.value().size());
  auto b = Model::load_buffer(smoothed_bytes.value().data(), smoothed_bytes.value().size());
  ASSERT_TRUE(a.ok() && b.ok());

  attn_translator_options translator_options;
  attn_translator_options_init(&translator_options);
  translator_options.beam_size = 1;
  auto ta = Translator::create(*a.value(), &translator_options);
  auto tb = Translator::create(*b.value(), &translator_options);
  ASSERT_TRUE(ta.ok() && tb.ok());
  std::vector<char> out_a(1 << 16), out_b(1 << 16);
  for (const std::string& sentence : calibration_sentences()) {
    size_t na = 0, nb = 0;
    ASSERT_TRUE(ta.value()->translate(sentence, out_a.data(), out_a.size(), &na).ok());
    ASSERT_TRUE(tb.value()->translate(sentence, out_b.data(), out_b.size(), &nb).ok());
    EXPECT_EQ(std::string(out_a.data(), na), std::string(out_b.data(), nb)) << sentence;
  }

  // The spread of each ffn.fc2 input's channel magnitudes (largest over median) shrinks.
  const ChannelObserver before = observe_channels_fp32(*a.value()), after = observe_channels_fp32(*b.value());
  const std::vector<LinearSite> sites = linear_sites(a.value()->architecture(), nullptr);
  const auto spread = [](const std::vector<quant::RangeObserver::Range>& channels) {
    std::vector<float> m;
    for (const auto& r : channels) m.push_back(std::max(std::fabs(r.min), std::fabs(r.max)));
    std::sort(m.begin(), m.end());
    return m.back() / std::max(m[m.size() / 2], 1e-30f);
  };
  size_t checked = 0;
  for (size_t i = 0; i < sites.size(); ++i) {
    if (!sites[i].prefix.ends_with(".ffn.fc2")) continue;
    SCOPED_TRACE(sites[i].prefix);
    EXPECT_LT(spread(after.inputs[i]), spread(before.inputs[i]));
    ++checked;
  }
  EXPECT_EQ(checked, conversion.arch().encoder_layers + conversion.arch().decoder_layers);
}

// --keep-float: the matching layers stay F32 (the tied vocabulary projection keeps the embedding F32), carry
// no activation scales, and are named in the metadata; the file translates.
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
  for (const auto* s : *int8->schema().activation_scales()) {
    const std::string name = s->name()->str();
    const bool kept = name.starts_with("output.") ||
                      (name.starts_with("decoder.") && name.find(".ffn.fc2.") != std::string::npos);
    EXPECT_FALSE(kept) << name;
  }
  EXPECT_EQ(metadata_of(*int8)["float_layers"], expected_metadata);

  attn_translator_options translator_options;
  attn_translator_options_init(&translator_options);
  auto translator = Translator::create(*int8, &translator_options);
  ASSERT_TRUE(translator.ok()) << translator.status().message();
  std::vector<char> out(1 << 16);
  size_t written = 0;
  EXPECT_TRUE(
      translator.value()->translate(calibration_sentences()[0], out.data(), out.size(), &written).ok());
  EXPECT_GT(written, 0u);

  options.keep_float = split_float_layer_patterns("decoder.layers.*.ffn.fc3");
  const Status refused = convert_checkpoint(options);
  EXPECT_EQ(refused.code(), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(refused.message()).find("\"decoder.layers.*.ffn.fc3\" matches no linear layer"),
            std::string::npos)
      << refused.message();
}

// Without --calibration: the same int8 weights, no activation scales, format version 5, every int8 layer
// quantizing its input at run time; no calibration ran. (Its translations:
// Int8FileTranslatesLikeTheFp32File.)
TEST_P(Int8Convert, WithoutCalibrationTheLayersQuantizeAtRunTime) {
  Int8Conversion conversion(GetParam());
  ConvertOptions options = conversion.options(Quantization::Int8, "dynamic.attn");
  options.calibration_path.reset();
  ConvertReport report;
  auto dynamic = conversion.convert(options, &report);
  ASSERT_NE(dynamic, nullptr);
  EXPECT_EQ(report.calibration_sentences_used, 0u);
  EXPECT_EQ(dynamic->schema().format_version(), 5u);
  EXPECT_TRUE(dynamic->schema().activation_scales() == nullptr ||
              dynamic->schema().activation_scales()->size() == 0);
  const std::map<std::string, std::string> metadata = metadata_of(*dynamic);
  EXPECT_EQ(metadata.at("quantization"), "int8");
  EXPECT_EQ(metadata.count("calibration_sentences"), 0u);
  ModelWeights weights = dynamic->weights();
  FixedVector<LinearEntry> sites;
  ASSERT_TRUE(linear_table(weights.arch, &weights, &sites).ok());
  for (const LinearEntry& site : sites) {
    EXPECT_EQ(site.weight->type, schema::ElementType::I8) << site.prefix;
    EXPECT_TRUE(site.quant->dynamic) << site.prefix;
  }
  // The weights are the calibrated conversion's without smoothing, byte for byte.
  ConvertOptions calibrated_options = conversion.options(Quantization::Int8, "calibrated.attn");
  calibrated_options.calibration.smooth = false;
  auto calibrated = conversion.convert(calibrated_options);
  ASSERT_NE(calibrated, nullptr);
  const auto& a = dynamic->weights().encoder_layers[0].ffn.fc1.weight;
  const auto& b = calibrated->weights().encoder_layers[0].ffn.fc1.weight;
  ASSERT_EQ(a.rows * a.cols, b.rows * b.cols);
  EXPECT_EQ(std::memcmp(a.i8(), b.i8(), size_t{a.rows} * a.cols), 0);
}

INSTANTIATE_TEST_SUITE_P(Variants, Int8Convert,
                         ::testing::Values(Variant{"PostNormTied", false, true, false},
                                           Variant{"PreNormUntiedWithBias", true, false, true}),
                         [](const ::testing::TestParamInfo<Variant>& info) {
                           return std::string(info.param.name);
                         });

}  // namespace
}  // namespace attn::convert
