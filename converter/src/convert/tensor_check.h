// Checks a checkpoint's tensors against the tensors its architecture expects (format/model_spec.h).
#pragma once

#include <span>

#include "base/src/checkpoint/safetensors.h"
#include "base/src/core/status.h"
#include "runtime/src/exported/model_layout.h"

namespace attn::convert {

// Every expected tensor present, F32 (BF16 is widened before), with the expected shape and finite values; no
// unexpected tensor. The message says how many problems were found and names the first with expected vs
// actual.
Status check_tensors(std::span<const TensorEntry> expected, const checkpoint::SafetensorsFile& weights);

}  // namespace attn::convert
