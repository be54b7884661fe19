// Calibration of int8 activation scales: the fp32 model translates sample source sentences (greedy, so that
// the decoder sees the prefixes it will really see), a kernels::LinearObserver attached to the runtime's
// Translator records what every linear layer reads and writes, and each layer's input and output get the
// affine int8 parameters of their observed range (quant::activation_quant_from_range), named as
// schema/attn.fbs says: "<layer>.input" / "<layer>.output" for every LinearEntry prefix.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"

namespace attn::convert {

// The default share of each activation point's values its int8 range covers. Chosen on the dev split with the
// d256 6+3 en-de model (checkpoint-1360), 500 train sentences, greedy: outputs identical to fp32 for 66.0% of
// the lines at 0.9999 and at 0.9997, against 57.9% with the plain min..max range (1.0) and 59.0% at 0.999
// (clipping that far saturates values that matter); BLEU moved by under 0.15 either way, within noise. The
// test split agrees (68.5% at 0.9999 against 57.8% for min..max; docs/model.md, "int8 models").
inline constexpr double kDefaultCalibrationCoverage = 0.9999;

struct CalibrationOptions {
  // Which part of each point's observed values its int8 range covers: 1 is the whole range (min to max);
  // below 1 the range is clipped to the central `coverage` fraction of the values (an equal share cut from
  // each tail, found with a histogram in a second pass over the sentences), trading saturation of rare
  // outliers for finer steps everywhere else.
  double coverage = kDefaultCalibrationCoverage;
};

struct Calibration {
  // Two per linear layer, in linear_table() order: "<prefix>.input", then "<prefix>.output".
  std::vector<schema::ActivationScaleT> activation_scales;
  size_t sentences_used = 0;     // translated, so observed
  size_t sentences_refused = 0;  // refused by the translator (too long, invalid UTF-8)
  std::string first_refusal;     // the first refusal's message, for the report
};

// Calibrates the fp32 model in model_file (a complete, verified .attn file whose weights are all F32) on
// sentences. Fails when the model does not load, the runtime cannot observe (no XNNPACK on this CPU), a
// translation fails for another reason than the input, or no sentence could be translated at all.
Result<Calibration> calibrate_activations(std::span<const uint8_t> model_file,
                                          const std::vector<std::string>& sentences,
                                          const CalibrationOptions& options = {});

}  // namespace attn::convert
