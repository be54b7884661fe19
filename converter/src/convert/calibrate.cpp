#include "converter/src/convert/calibrate.h"

#include <algorithm>
#include <cmath>
#include <memory>

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
  ATTN_RETURN_IF_ERROR(linear_table(model.architecture(), nullptr, &sites));

  quant::RangeObserver ranges(sites.size());
  ATTN_ASSIGN_OR_RETURN(const PassResult pass, translate_all(model, sentences, &ranges));
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
    ATTN_RETURN_IF_ERROR(translate_all(model, sentences, &histograms).status());
    for (size_t i = 0; i < sites.size(); ++i) {
      inputs[i] = histograms.clipped_input(i, options.coverage);
      outputs[i] = histograms.clipped_output(i, options.coverage);
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
      calibration.activation_scales.push_back(std::move(scale));
    }
  }
  return calibration;
}

}  // namespace attn::convert
