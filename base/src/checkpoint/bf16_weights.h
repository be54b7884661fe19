// Weights stored in bfloat16: half the bytes of fp32, for checkpoints kept in the repository or carried to
// another machine. Readers widen them back to fp32, exactly (a bf16 is the top half of an fp32), so every
// consumer of a checkpoint computes on the same fp32 values whichever way it was stored.
#pragma once

#include "base/src/checkpoint/safetensors.h"
#include "base/src/core/status.h"

namespace attn::checkpoint {

// Turns every BF16 tensor of file into an F32 one holding the same values; other tensors are left as they
// are (a reader that wants F32 refuses the rest, naming their dtype).
void widen_bf16(SafetensorsFile& file);

// The tensor in BF16: F32 values rounded to nearest with ties to even, BF16 copied. Any other dtype is
// refused with an error naming the tensor and its dtype.
Result<Tensor> narrow_to_bf16(const Tensor& tensor);

}  // namespace attn::checkpoint
