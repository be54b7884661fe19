// How the checked fp32 model contents become the stored tensors of one weight format:
//   none: every tensor F32, as trained (the bytes move, nothing is copied);
//   int8: every quantizable matrix (model_spec's TensorSpec::quantizable: all linear weights, the embedding,
//         "output.weight" when untied) symmetric int8 with one scale per output row, rounded by
//         attn::quant::quantize_rows_symmetric (the arithmetic the runtime's tests share); biases and
//         layer-norm parameters stay F32, bit for bit. The activation scales int8 needs come from calibration
//         (convert/calibrate.h), not from here.
#pragma once

#include <string_view>
#include <vector>

#include "base/src/checkpoint/safetensors.h"
#include "converter/src/writer/attn_writer.h"
#include "base/src/core/status.h"
#include "runtime/src/format/model_spec.h"

namespace attn::convert {

enum class Quantization { None, Int8 };

// "none" -> None, "int8" -> Int8; anything else is refused with a message naming the value.
Result<Quantization> parse_quantization(std::string_view text);
const char* quantization_name(Quantization quantization);

// The F32 model-file tensor for one checkpoint tensor that already matched spec (F32, spec's shape). The
// tensor is taken by value: its bytes move into the result without a copy.
TensorData fp32_tensor(const TensorSpec& spec, checkpoint::Tensor tensor);

// Rewrites one F32 [rows, cols] tensor as I8 with per-row scales, in place. Refuses a tensor that is not F32,
// not 2-D, or whose byte count disagrees with its shape.
Status quantize_tensor_int8(TensorData* tensor);

// Quantizes, in place, every tensor of contents that specs (expected_tensors of its architecture) marks
// quantizable; the others are left untouched. Every quantizable spec must be present in contents.
Status quantize_matrices_int8(const std::vector<TensorSpec>& specs, ModelContents* contents);

}  // namespace attn::convert
