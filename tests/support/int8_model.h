// Int8 test models made the way attn-convert --quantize int8 makes them: weights quantized per row with
// quant::quantize_rows_symmetric; without activation points (format version 5: the runtime quantizes each
// layer's input at run time), or with activation points calibrated by translating random id sequences with
// the fp32 model under a quant::RangeObserver (attn-convert --calibration).
#pragma once

#include <cstdint>
#include <vector>

#include "converter/src/writer/attn_writer.h"
#include "runtime/src/format/model_weights.h"

namespace attn::test {

// `sentences` random source id sequences (ids in [4, vocab), lengths 3..max(3, max_positions / 2)),
// deterministic in seed.
std::vector<std::vector<int32_t>> random_id_sequences(const Architecture& arch, uint64_t seed,
                                                      size_t sentences);

// How the int8 layers' outputs are stepped: per channel (ActivationScale.channel_scales on every layer but
// the vocabulary projection, what attn-convert writes by default) or one step per layer output (older files).
enum class OutputSteps { kPerChannel, kPerTensor };

// How the int8 layers' inputs are stepped: per row (ActivationScale.row_scaled on every layer but the
// vocabulary projection, what attn-convert writes by default: both points then calibrated on the rows divided
// by their largest magnitude and the products without the bias) or one static step per layer input.
enum class InputSteps { kPerRow, kPerTensor };

// fp32 contents -> int8 contents: every 2-D weight matrix I8, every linear layer's activation points from the
// ranges seen while the fp32 model translated `calibration` (greedy). ADD_FAILUREs and returns the input
// unchanged when the fp32 model cannot be written, loaded or run.
convert::ModelContents quantize_contents(const convert::ModelContents& fp32,
                                         const std::vector<std::vector<int32_t>>& calibration,
                                         OutputSteps steps = OutputSteps::kPerChannel,
                                         InputSteps input_steps = InputSteps::kPerRow);

// fp32 contents -> int8 contents without activation points: every quantizable matrix I8 (format version 5).
convert::ModelContents quantize_weights(const convert::ModelContents& fp32, const Architecture& arch);

// random_model_contents(arch, seed) with int8 weights and no activation points, written (verified).
std::vector<uint8_t> dynamic_int8_model_bytes(const Architecture& arch, uint64_t seed);

// random_model_contents(arch, seed) quantized with 8 random calibration sequences, written (verified).
std::vector<uint8_t> calibrated_int8_model_bytes(const Architecture& arch, uint64_t seed);

}  // namespace attn::test
