// How each checked checkpoint tensor becomes a model-file tensor. Only "none" (F32 as trained) exists so far;
// int8 (symmetric, one scale per output channel, for the spec's quantizable matrices) slots in here per
// tensor.
#pragma once

#include <string_view>

#include "checkpoint/safetensors.h"
#include "core/status.h"
#include "format/model_spec.h"
#include "writer/attn_writer.h"

namespace attn::convert {

enum class Quantization { None };

// "none" -> None. "int8" is recognised but refused as not implemented yet; anything else is refused too.
Result<Quantization> parse_quantization(std::string_view text);
const char* quantization_name(Quantization quantization);

// The model-file tensor for one checkpoint tensor that already matched spec (F32, spec's shape). The tensor
// is taken by value: with Quantization::None its bytes move into the result without a copy.
Result<TensorData> quantize_tensor(const TensorSpec& spec, checkpoint::Tensor tensor,
                                   Quantization quantization);

}  // namespace attn::convert
