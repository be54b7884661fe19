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
#include "runtime/src/exported/quantization.h"

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
  // True: every linear layer's output but the vocabulary projection's gets one int8 step per output channel
  // (schema ActivationScale.channel_scales, format version 3): channel c's multiplier is its largest observed
  // magnitude over the layer's, and the shared (scale, zero point) covers the whole range of the outputs
  // divided by their multipliers (not clipped: each channel's own range is what it needs). Measured: the
  // residual-stream writers (ffn.fc2, o_proj) have a few channels far wider than the rest, and one shared
  // step for all of them was the largest error of the int8 model (docs/model.md, "Per-channel output
  // steps"). False: one step per layer output, clipped to `coverage` (files before format version 3).
  bool channel_scales = true;
  // True: before calibrating, the converter rewrites the fp32 weights so that the int8 layers' input channels
  // have even ranges (convert/smoothing.h), from one extra pass that observes every layer's input channels.
  // The rewritten fp32 weights compute the same function; the int8 ones lose less.
  bool smooth = true;
  // True: every int8 layer but the vocabulary projection quantizes each input row with its own step
  // (schema ActivationScale.row_scaled, format version 4; kernels/row_steps.h): the layer's input and output
  // points are calibrated on what the runtime then computes — the rows divided by their largest magnitude,
  // and the products of the divided rows without the bias. Measured in bench/RESULTS-int8.md ("Per-row
  // input steps"). False: one static input step per layer (files before format version 4).
  bool row_steps = true;
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
// Each input and output channel's observed range of every linear layer, in linear_table() order.
struct ChannelRanges {
  std::vector<std::vector<quant::RangeObserver::Range>> inputs, outputs;
};

// One greedy pass of the fp32 model over sentences that records ChannelRanges (what smoothing needs). Fails
// as calibrate_activations does.
Result<ChannelRanges> observe_channels(std::span<const uint8_t> model_file,
                                       const std::vector<std::string>& sentences);

Result<Calibration> calibrate_activations(std::span<const uint8_t> model_file,
                                          const std::vector<std::string>& sentences,
                                          const CalibrationOptions& options = {});

}  // namespace attn::convert
