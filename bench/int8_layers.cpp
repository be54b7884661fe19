// Where an int8 model loses agreement with its fp32 model (bench/RESULTS-int8.md), two measurements on one checkpoint:
//
//   int8_layers variants [--per-tensor-outputs] [--no-smoothing] [--tensor-inputs] CKPT CALIBRATION OUTDIR
//                        NAME=PATTERNS...
//     calibrates once (500 sentences of CALIBRATION, attn-convert's defaults unless a flag turns per-channel
//     output steps, smoothing or per-row input steps off), writes the fp32 model it calibrated
//     (OUTDIR/fp32.attn, smoothed unless --no-smoothing: the reference for `errors`) and OUTDIR/NAME.attn
//     for each NAME, an int8 model whose layers matching PATTERNS (comma-separated, attn-convert
//     --keep-float's syntax; "none" for all int8) stay fp32. The variants differ only in which layers are
//     fp32, so translating a held-out split with each and counting lines identical to the fp32 model's shows
//     which layer's quantization costs the most.
//   int8_layers errors FP32.attn INT8.attn TEXT [SENTENCES]
//     translates the first SENTENCES (default 200) lines of TEXT greedily with the int8 model, and for every
//     linear layer compares what it computed with fp32 arithmetic on the same input (FP32.attn's weights, no
//     activation quantization): the local relative error ‖y_int8 − y_fp32‖ / ‖y_fp32‖ over all its runs; the
//     same for each rounding alone (the input to its int8 grid, the fp32 output to its grid — per channel
//     where the file has channel scales, per row where it has row steps —, the weights to int8); and the
//     share of the input and of the fp32 output outside the calibrated grid (clipped). The vocabulary
//     projection is observed without the shortlist, before the runtime's exact refinement.
//
// Not a benchmark of speed; it prints markdown tables (bench/RESULTS-int8.md).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "converter/src/convert/calibration_text.h"
#include "converter/src/convert/convert.h"
#include "description/src/checkpoint_dir.h"
#include "runtime/src/exported/hot_paths.h"
#include "runtime/src/exported/model_file.h"
#include "runtime/src/exported/model_layout.h"
#include "runtime/src/exported/quantization.h"
#include "runtime/src/exported/translator.h"

namespace {

using attn::Status;

int fail(const Status& s, const char* what) {
  std::fprintf(stderr, "int8_layers: %s: %s\n", what, s.message());
  return 1;
}

int variants(int argc, char** argv) {
  attn::convert::ConvertOptions options;
  // Leading flags, as attn-convert's: --per-tensor-outputs, --no-smoothing, --tensor-inputs.
  while (argc > 2 && std::strncmp(argv[2], "--", 2) == 0) {
    if (std::strcmp(argv[2], "--per-tensor-outputs") == 0) {
      options.calibration.channel_scales = false;
    } else if (std::strcmp(argv[2], "--no-smoothing") == 0) {
      options.calibration.smooth = false;
    } else if (std::strcmp(argv[2], "--tensor-inputs") == 0) {
      options.calibration.row_steps = false;
    } else {
      std::fprintf(stderr, "int8_layers: unknown flag %s\n", argv[2]);
      return 2;
    }
    ++argv;
    --argc;
  }
  if (argc < 6) {
    std::fprintf(stderr,
                 "usage: int8_layers variants [--per-tensor-outputs] [--no-smoothing] [--tensor-inputs] CKPT "
                 "CALIBRATION OUTDIR NAME=PATTERNS...\n");
    return 2;
  }
  options.checkpoint_dir = argv[2];
  options.quantization = attn::convert::Quantization::Int8;
  options.calibration_path = argv[3];
  const std::string outdir = argv[4];
  auto checkpoint = attn::checkpoint::read_checkpoint_dir(options.checkpoint_dir);
  if (!checkpoint.ok()) return fail(checkpoint.status(), "reading the checkpoint");
  auto fp32 = attn::convert::build_model_contents(std::move(checkpoint.value()), options);
  if (!fp32.ok()) return fail(fp32.status(), "building the fp32 contents");
  auto calibration = attn::convert::calibrate_contents(options, &fp32.value());
  if (!calibration.ok()) return fail(calibration.status(), "calibrating");
  // The fp32 model the variants were calibrated from (smoothed, when smoothing is on): the reference of
  // `int8_layers errors` for them.
  const std::string reference = outdir + "/fp32.attn";
  if (Status s = attn::convert::write_model_file(fp32.value(), reference); !s.ok())
    return fail(s, reference.c_str());
  std::printf("wrote %s\n", reference.c_str());
  for (int i = 5; i < argc; ++i) {
    const std::string arg = argv[i];
    const size_t eq = arg.find('=');
    if (eq == std::string::npos || eq == 0) {
      std::fprintf(stderr, "int8_layers: expected NAME=PATTERNS, got '%s'\n", argv[i]);
      return 2;
    }
    options.keep_float = attn::convert::split_float_layer_patterns(arg.substr(eq + 1));
    attn::convert::ModelContents contents = fp32.value();  // a copy: each variant quantizes its own
    if (Status s = attn::convert::apply_quantization(options, &calibration.value(), &contents); !s.ok())
      return fail(s, argv[i]);
    const std::string path = outdir + "/" + arg.substr(0, eq) + ".attn";
    if (Status s = attn::convert::write_model_file(contents, path); !s.ok()) return fail(s, path.c_str());
    std::printf("wrote %s\n", path.c_str());
  }
  return 0;
}

// Accumulates, per linear layer, the local error of the int8 model's layer against fp32 arithmetic.
class ErrorObserver : public attn::kernels::LinearObserver {
 public:
  ErrorObserver(const attn::FixedVector<attn::LinearEntry>& fp32,
                const attn::FixedVector<attn::LinearEntry>& int8)
      : fp32_(fp32), int8_(int8), stats_(fp32.size()) {}

  void observe(size_t index, const float* x, size_t rows, size_t in, const float* y, size_t out) override {
    const attn::LinearEntry& ref = fp32_[index];
    reference_.resize(rows * out);
    attn::kernels::linear(x, ref.weight->f32(), ref.bias != nullptr ? ref.bias->f32() : nullptr,
                          reference_.data(), rows, in, out);
    Stats& s = stats_[index];
    for (size_t i = 0; i < rows * out; ++i) {
      const double d = static_cast<double>(y[i]) - reference_[i];
      s.error += d * d;
      s.norm += static_cast<double>(reference_[i]) * reference_[i];
    }
    const attn::WeightRef& weight = *int8_[index].weight;
    if (weight.type != attn::schema::ElementType::I8) return;  // a fp32 layer of a mixed model
    const attn::LinearQuant& q = *int8_[index].quant;
    // With per-row input steps (row_scaled) both grids are those of the rows divided by their largest
    // magnitude u, and the output's is that of the product without the bias (kernels/row_steps.h).
    row_factors_.assign(rows, 1.f);
    if (q.row_scaled) {
      for (size_t n = 0; n < rows; ++n) row_factors_[n] = attn::kernels::row_magnitude(x + n * in, in);
    }
    const float* bias = ref.bias != nullptr ? ref.bias->f32() : nullptr;
    // The grid value of output i (row n, channel o), and back.
    const auto to_grid = [&](size_t i, float v) {
      const float c = q.output_channels != nullptr ? q.output_channels[i % out] : 1.f;
      return q.row_scaled ? (v - (bias != nullptr ? bias[i % out] : 0.f)) / row_factors_[i / out] / c : v / c;
    };
    const auto from_grid = [&](size_t i, float g) {
      const float c = q.output_channels != nullptr ? q.output_channels[i % out] : 1.f;
      return q.row_scaled ? g * c * row_factors_[i / out] + (bias != nullptr ? bias[i % out] : 0.f) : g * c;
    };
    // Each step's share of the error, alone: the input rounded to its int8 grid (fp32 weights), the fp32
    // output rounded to its grid, and the int8 weights with fp32 activations.
    quantized_.resize(rows * in);
    divided_.resize(rows * in);
    for (size_t i = 0; i < rows * in; ++i) {
      const float u = row_factors_[i / in];
      divided_[i] = x[i] / u;
      quantized_[i] = round_trip(divided_[i], q.input) * u;
    }
    single_.resize(rows * out);
    attn::kernels::linear(quantized_.data(), ref.weight->f32(),
                          ref.bias != nullptr ? ref.bias->f32() : nullptr, single_.data(), rows, in, out);
    s.input_error += squared_difference(single_, reference_);
    for (size_t i = 0; i < rows * out; ++i)
      single_[i] = from_grid(i, round_trip(to_grid(i, reference_[i]), q.output));
    s.output_error += squared_difference(single_, reference_);
    dequantized_.resize(out * in);
    const int8_t* w = static_cast<const int8_t*>(weight.data);
    for (size_t o = 0; o < out; ++o) {
      for (size_t i = 0; i < in; ++i) dequantized_[o * in + i] = w[o * in + i] * weight.scales[o];
    }
    attn::kernels::linear(x, dequantized_.data(), ref.bias != nullptr ? ref.bias->f32() : nullptr,
                          single_.data(), rows, in, out);
    s.weight_error += squared_difference(single_, reference_);
    s.input_clipped += clipped(divided_.data(), rows * in, q.input);
    for (size_t i = 0; i < rows * out; ++i) {
      const float normalised = to_grid(i, reference_[i]);
      s.output_clipped += clipped(&normalised, 1, q.output);
    }
    s.inputs += rows * in;
    s.outputs += rows * out;
  }

  void print(const attn::FixedVector<attn::LinearEntry>& sites) const {
    std::printf(
        "| layer | relative error | input rounding alone | output rounding alone | weights alone | input "
        "clipped "
        "| output clipped |\n|---|---|---|---|---|---|---|\n");
    for (size_t i = 0; i < sites.size(); ++i) {
      const Stats& s = stats_[i];
      if (s.norm == 0) continue;
      std::printf("| %s | %.4f | %.4f | %.4f | %.4f | %.2e | %.2e |\n", sites[i].prefix,
                  std::sqrt(s.error / s.norm), std::sqrt(s.input_error / s.norm),
                  std::sqrt(s.output_error / s.norm), std::sqrt(s.weight_error / s.norm),
                  s.inputs ? static_cast<double>(s.input_clipped) / s.inputs : 0.0,
                  s.outputs ? static_cast<double>(s.output_clipped) / s.outputs : 0.0);
    }
  }

 private:
  struct Stats {
    double error = 0, norm = 0, input_error = 0, output_error = 0, weight_error = 0;
    size_t input_clipped = 0, output_clipped = 0, inputs = 0, outputs = 0;
  };
  // x rounded to q's int8 grid and back, saturating as the runtime does.
  static float round_trip(float x, attn::ActivationQuant q) {
    const float level = std::clamp(std::nearbyint(x / q.scale) + q.zero_point, -128.f, 127.f);
    return q.scale * (level - q.zero_point);
  }
  static double squared_difference(const std::vector<float>& a, const std::vector<float>& b) {
    double sum = 0;
    for (size_t i = 0; i < b.size(); ++i)
      sum += (static_cast<double>(a[i]) - b[i]) * (static_cast<double>(a[i]) - b[i]);
    return sum;
  }
  static size_t clipped(const float* v, size_t n, attn::ActivationQuant q) {
    const float lo = q.scale * (-128 - q.zero_point) - 0.5f * q.scale;
    const float hi = q.scale * (127 - q.zero_point) + 0.5f * q.scale;
    size_t count = 0;
    for (size_t i = 0; i < n; ++i) count += v[i] < lo || v[i] > hi;
    return count;
  }
  const attn::FixedVector<attn::LinearEntry>& fp32_;
  const attn::FixedVector<attn::LinearEntry>& int8_;
  std::vector<Stats> stats_;
  std::vector<float> reference_, quantized_, divided_, single_, dequantized_, row_factors_;
};

int errors(int argc, char** argv) {
  if (argc < 5) {
    std::fprintf(stderr, "usage: int8_layers errors FP32.attn INT8.attn TEXT [SENTENCES]\n");
    return 2;
  }
  auto fp32 = attn::Model::load_file(argv[2]);
  if (!fp32.ok()) return fail(fp32.status(), argv[2]);
  auto int8 = attn::Model::load_file(argv[3]);
  if (!int8.ok()) return fail(int8.status(), argv[3]);
  auto sentences = attn::convert::read_calibration_sentences(argv[4], argc > 5 ? std::stoul(argv[5]) : 200);
  if (!sentences.ok()) return fail(sentences.status(), argv[4]);
  attn::FixedVector<attn::LinearEntry> fp32_sites, int8_sites;
  // linear_table only reads through the pointers (it lists slots).
  if (Status s = attn::linear_table(fp32.value()->architecture(),
                                    const_cast<attn::ModelWeights*>(&fp32.value()->weights()), &fp32_sites);
      !s.ok())
    return fail(s, "fp32 layers");
  if (Status s = attn::linear_table(int8.value()->architecture(),
                                    const_cast<attn::ModelWeights*>(&int8.value()->weights()), &int8_sites);
      !s.ok())
    return fail(s, "int8 layers");
  if (fp32_sites.size() != int8_sites.size()) {
    std::fprintf(stderr, "int8_layers: the two models differ in their layers\n");
    return 1;
  }
  for (const attn::LinearEntry& site : fp32_sites) {
    if (site.weight->type != attn::schema::ElementType::F32) {
      std::fprintf(stderr, "int8_layers: %s is not fp32 in %s\n", site.prefix, argv[2]);
      return 1;
    }
  }
  ErrorObserver observer(fp32_sites, int8_sites);
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = 1;
  options.use_shortlist = 0;
  attn::TranslatorHooks hooks;
  hooks.observer = &observer;
  auto translator = attn::Translator::create(*int8.value(), &options, hooks);
  if (!translator.ok()) return fail(translator.status(), "creating the translator");
  std::vector<char> out(1 << 16);
  for (const std::string& sentence : sentences.value()) {
    size_t written = 0;
    (void)translator.value()->translate(sentence, out.data(), out.size(), &written);  // refusals are skipped
  }
  observer.print(fp32_sites);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "variants") return variants(argc, argv);
  if (mode == "errors") return errors(argc, argv);
  std::fprintf(stderr,
               "usage: int8_layers variants [--per-tensor-outputs] [--no-smoothing] [--tensor-inputs] CKPT "
               "CALIBRATION OUTDIR "
               "NAME=PATTERNS...\n"
               "       int8_layers errors FP32.attn INT8.attn TEXT [SENTENCES]\n");
  return 2;
}
