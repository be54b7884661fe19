// Int8 test models made the way attn-convert --quantize int8 makes them: weights quantized per row with
// quant::quantize_rows_symmetric, no activation points (format version 5: the runtime quantizes each layer's
// input at run time).
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

// fp32 contents -> int8 contents: every quantizable matrix I8 (format version 5).
convert::ModelContents quantize_weights(const convert::ModelContents& fp32, const Architecture& arch);

// random_model_contents(arch, seed) with int8 weights, written (verified).
std::vector<uint8_t> dynamic_int8_model_bytes(const Architecture& arch, uint64_t seed);

// An int8 file as attn-convert --calibration wrote them before format version 5, which the runtime refuses:
// dynamic_int8_model_bytes(arch, seed) claiming `version`, with both calibrated activation points
// (ActivationScale "<layer>.input" / ".output") of every linear layer; from version 3 the first encoder
// layer's fc2 output has per-channel steps (channel_scales), from version 4 its input per-row steps
// (row_scaled).
std::vector<uint8_t> calibrated_int8_model_bytes(const Architecture& arch, uint64_t seed, uint32_t version);

}  // namespace attn::test
