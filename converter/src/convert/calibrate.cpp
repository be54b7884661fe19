#include "converter/src/convert/calibrate.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <string_view>

#include "converter/src/convert/activation_histogram.h"
#include "runtime/src/exported/model_file.h"
#include "runtime/src/exported/model_layout.h"
#include "runtime/src/exported/quantization.h"
#include "runtime/src/exported/translator.h"

namespace attn::convert {
namespace {

// Bins per histogram when clipping: fine enough that a clipped edge moves by well under one int8 step (the
// range is split into 256 steps; 4096 bins put 16 bins in each).
constexpr size_t kHistogramBins = 4096;

using Range = quant::RangeObserver::Range;

// What one pass over the sentences did.
struct PassResult {
  size_t used = 0, refused = 0;
  std::string first_refusal;
};

// Input the translator turns away is skipped and counted; anything else is a real failure.
bool is_refusal(attn_status code) {
  return code == ATTN_ERROR_INPUT_TOO_LONG || code == ATTN_ERROR_INVALID_ARGUMENT;
}

// Forwards to the layer-wide RangeObserver and keeps each input and output channel's own range (per-channel
// output steps, smoothing).
class ChannelRangeObserver final : public kernels::LinearObserver {
 public:
  explicit ChannelRangeObserver(size_t linear_count)
      : ranges_(linear_count), inputs_(linear_count), outputs_(linear_count) {}

  void observe(size_t linear_index, const float* x, size_t rows, size_t in_features, const float* y,
               size_t out_features) override {
    ranges_.observe(linear_index, x, rows, in_features, y, out_features);
    if (linear_index >= outputs_.size()) return;
    widen(&inputs_[linear_index], x, rows, in_features);
    widen(&outputs_[linear_index], y, rows, out_features);
  }

  const quant::RangeObserver& ranges() const { return ranges_; }
  const std::vector<Range>& output_channels(size_t linear_index) const { return outputs_[linear_index]; }
  ChannelRanges take() { return {std::move(inputs_), std::move(outputs_)}; }

 private:
  static void widen(std::vector<Range>* channels, const float* v, size_t rows, size_t width) {
    if (channels->empty()) channels->resize(width);
    if (channels->size() != width) return;  // one layer always has one width
    for (size_t n = 0; n < rows; ++n) {
      for (size_t c = 0; c < width; ++c) {
        const float value = v[n * width + c];
        Range& r = (*channels)[c];
        r.min = r.count == 0 ? value : std::min(r.min, value);
        r.max = r.count == 0 ? value : std::max(r.max, value);
        ++r.count;
      }
    }
  }

  quant::RangeObserver ranges_;
  std::vector<std::vector<Range>> inputs_, outputs_;
};

// What the runtime's per-row input steps compute (kernels/row_steps.h), shown to an inner observer: for the
// layers in `divided`, each input row divided by its largest magnitude u, and the layer's output without the
// bias divided by the same u; the other layers pass through unchanged. Calibration on it gives the static
// parameters of the divided rows.
class RowDividingObserver final : public kernels::LinearObserver {
 public:
  // divided[i]: layer i has per-row steps; biases[i]: its fp32 bias (out_features floats) or nullptr.
  RowDividingObserver(kernels::LinearObserver* inner, std::vector<bool> divided,
                      std::vector<const float*> biases)
      : inner_(inner), divided_(std::move(divided)), biases_(std::move(biases)) {}

  void observe(size_t linear_index, const float* x, size_t rows, size_t in_features, const float* y,
               size_t out_features) override {
    if (linear_index >= divided_.size() || !divided_[linear_index]) {
      inner_->observe(linear_index, x, rows, in_features, y, out_features);
      return;
    }
    x_.resize(rows * in_features);
    y_.resize(rows * out_features);
    kernels::divide_rows(x, rows, in_features, y, out_features, biases_[linear_index], x_.data(), y_.data());
    inner_->observe(linear_index, x_.data(), rows, in_features, y_.data(), out_features);
  }

 private:
  kernels::LinearObserver* inner_;
  std::vector<bool> divided_;
  std::vector<const float*> biases_;
  std::vector<float> x_, y_;
};

// The smallest channel multiplier written (schema: channel_scales within [1e-6, 1e6]).
constexpr float kMinChannelScale = 1e-6f;

// One layer's per-channel output steps: each channel's multiplier (its largest magnitude over the layer's
// largest, so at most 1) and the range of the outputs divided by them, which the shared step covers.
void channel_steps(const std::vector<Range>& channels, std::vector<float>* multipliers, Range* shared) {
  float widest = 0.f;
  for (const Range& r : channels) widest = std::max({widest, std::fabs(r.min), std::fabs(r.max)});
  multipliers->assign(channels.size(), 1.f);
  *shared = Range{};
  for (size_t c = 0; c < channels.size(); ++c) {
    const Range& r = channels[c];
    const float magnitude = std::max(std::fabs(r.min), std::fabs(r.max));
    // A channel that was always 0 keeps multiplier 1 (any would do).
    if (widest > 0.f && magnitude > 0.f) (*multipliers)[c] = std::max(magnitude / widest, kMinChannelScale);
    const float lo = r.min / (*multipliers)[c], hi = r.max / (*multipliers)[c];
    shared->min = shared->count == 0 ? lo : std::min(shared->min, lo);
    shared->max = shared->count == 0 ? hi : std::max(shared->max, hi);
    shared->count += r.count;
  }
}

Result<PassResult> translate_all(const Model& model, const std::vector<std::string>& sentences,
                                 kernels::LinearObserver* observer) {
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = 1;
  TranslatorHooks hooks;
  hooks.observer = observer;
  Result<std::unique_ptr<Translator>> created = Translator::create(model, &options, hooks);
  if (!created.ok()) {
    return Status::Error(created.status().code(), "calibration: cannot create a translator: %s",
                         created.status().message());
  }
  Translator& translator = *created.value();

  // Room for the longest possible output: every generated token decoding to the longest piece.
  size_t longest_piece = 1;
  // The target tokenizer (Marian's target.spm) decodes when there is one.
  const schema::Tokenizer* decoding = model.schema().target_tokenizer() != nullptr
                                          ? model.schema().target_tokenizer()
                                          : model.schema().tokenizer();
  if (const auto* pieces = decoding->pieces()) {
    for (const auto* piece : *pieces) {
      if (piece->text() != nullptr) longest_piece = std::max<size_t>(longest_piece, piece->text()->size());
    }
  }
  std::vector<char> out(translator.plan().max_length * (longest_piece + 1) + 1);

  PassResult pass;
  for (const std::string& sentence : sentences) {
    size_t written = 0;
    const Status status = translator.translate(sentence, out.data(), out.size(), &written);
    if (status.ok()) {
      ++pass.used;
    } else if (is_refusal(status.code())) {
      if (pass.refused++ == 0) pass.first_refusal = status.message();
    } else {
      return Status::Error(status.code(), "calibration: translating sentence %zu failed: %s",
                           pass.used + pass.refused + 1, status.message());
    }
  }
  return pass;
}

}  // namespace

Result<ChannelRanges> observe_channels(std::span<const uint8_t> model_file,
                                       const std::vector<std::string>& sentences) {
  Result<std::unique_ptr<Model>> loaded = Model::load_buffer(model_file.data(), model_file.size());
  if (!loaded.ok()) {
    return Status::Error(loaded.status().code(), "calibration: cannot load the fp32 model: %s",
                         loaded.status().message());
  }
  FixedVector<LinearEntry> sites;
  ATTN_RETURN_IF_ERROR(linear_table(loaded.value()->architecture(), nullptr, &sites));
  ChannelRangeObserver observer(sites.size());
  ATTN_ASSIGN_OR_RETURN(const PassResult pass, translate_all(*loaded.value(), sentences, &observer));
  if (pass.used == 0) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                         "calibration: none of the %zu sentences could be translated (first refusal: %.120s)",
                         sentences.size(), pass.first_refusal.c_str());
  }
  return observer.take();
}

Result<Calibration> calibrate_activations(std::span<const uint8_t> model_file,
                                          const std::vector<std::string>& sentences,
                                          const CalibrationOptions& options) {
  if (!(options.coverage > 0.0 && options.coverage <= 1.0)) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "calibration: coverage %g must be in (0, 1]",
                         options.coverage);
  }
  Result<std::unique_ptr<Model>> loaded = Model::load_buffer(model_file.data(), model_file.size());
  if (!loaded.ok()) {
    return Status::Error(loaded.status().code(), "calibration: cannot load the fp32 model: %s",
                         loaded.status().message());
  }
  const Model& model = *loaded.value();
  FixedVector<LinearEntry> sites;
  // linear_table only reads through the pointer (it lists slots; nothing is written).
  ATTN_RETURN_IF_ERROR(
      linear_table(model.architecture(), const_cast<ModelWeights*>(&model.weights()), &sites));

  // Per-row input steps for every layer but the vocabulary projection (whose logits the runtime refines with
  // one step size, kernels/logits_refine.h).
  std::vector<bool> row_scaled(sites.size(), false);
  std::vector<const float*> biases(sites.size(), nullptr);
  for (size_t i = 0; i < sites.size(); ++i) {
    row_scaled[i] = options.row_steps && std::string_view(sites[i].prefix) != "output";
    if (sites[i].bias != nullptr && sites[i].bias->data != nullptr) biases[i] = sites[i].bias->f32();
  }
  ChannelRangeObserver observer(sites.size());
  RowDividingObserver dividing(&observer, row_scaled, biases);
  const quant::RangeObserver& ranges = observer.ranges();
  ATTN_ASSIGN_OR_RETURN(const PassResult pass, translate_all(model, sentences, &dividing));
  if (pass.used == 0) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                         "calibration: none of the %zu sentences could be translated (first refusal: %.120s)",
                         sentences.size(), pass.first_refusal.c_str());
  }
  std::vector<Range> inputs = ranges.inputs(), outputs = ranges.outputs();
  if (inputs.size() != sites.size() || outputs.size() != sites.size()) {
    return Status::Error(ATTN_ERROR_INTERNAL,
                         "calibration: observer has %zu/%zu points for %zu linear layers", inputs.size(),
                         outputs.size(), sites.size());
  }

  if (options.coverage < 1.0) {
    // A second, identical pass (translation is deterministic) bins the values between the exact ranges.
    ActivationHistograms histograms(inputs, outputs, kHistogramBins);
    RowDividingObserver dividing_histograms(&histograms, row_scaled, biases);
    ATTN_RETURN_IF_ERROR(translate_all(model, sentences, &dividing_histograms).status());
    for (size_t i = 0; i < sites.size(); ++i) {
      inputs[i] = histograms.clipped_input(i, options.coverage);
      outputs[i] = histograms.clipped_output(i, options.coverage);
    }
  }

  // Per-channel output steps replace the clipped shared range of every layer but the vocabulary projection
  // (whose logits the runtime refines with one step size, kernels/logits_refine.h).
  std::vector<std::vector<float>> multipliers(sites.size());
  if (options.channel_scales) {
    for (size_t i = 0; i < sites.size(); ++i) {
      if (std::string_view(sites[i].prefix) == "output" || observer.output_channels(i).empty()) continue;
      channel_steps(observer.output_channels(i), &multipliers[i], &outputs[i]);
    }
  }

  Calibration calibration;
  calibration.sentences_used = pass.used;
  calibration.sentences_refused = pass.refused;
  calibration.first_refusal = pass.first_refusal;
  for (size_t i = 0; i < sites.size(); ++i) {
    const struct {
      const char* suffix;
      const Range& range;
    } points[] = {{".input", inputs[i]}, {".output", outputs[i]}};
    for (const auto& point : points) {
      schema::ActivationScaleT scale;
      scale.name = std::string(sites[i].prefix) + point.suffix;
      if (point.range.count == 0) {
        return Status::Error(ATTN_ERROR_INTERNAL, "calibration: '%.100s' saw no values", scale.name.c_str());
      }
      if (!std::isfinite(point.range.min) || !std::isfinite(point.range.max)) {
        return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                             "calibration: '%.100s' saw non-finite values (range [%g, %g]); the fp32 model "
                             "overflows on the calibration text",
                             scale.name.c_str(), static_cast<double>(point.range.min),
                             static_cast<double>(point.range.max));
      }
      const ActivationQuant quant = quant::activation_quant_from_range(point.range.min, point.range.max);
      scale.scale = quant.scale;
      scale.zero_point = quant.zero_point;
      if (&point.range == &outputs[i]) scale.channel_scales = multipliers[i];
      if (&point.range == &inputs[i]) scale.row_scaled = row_scaled[i];
      calibration.activation_scales.push_back(std::move(scale));
    }
  }
  return calibration;
}

}  // namespace attn::convert
