// Element types a safetensors file may hold, as the format names them ("F32", "BF16", ...). Checkpoint
// weights are F32 or BF16 (docs/model.md; BF16 is widened to F32 on reading), but the reader recognises the
// common types so that a checkpoint saved in another precision is refused with a message that says which
// dtype it holds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace attn::checkpoint {

enum class DType : uint8_t { F32, F16, BF16, I8, I32, I64 };

// Bytes per element.
size_t dtype_size(DType dtype);
// The safetensors spelling: "F32", "F16", "BF16", "I8", "I32", "I64".
const char* dtype_name(DType dtype);
// Inverse of dtype_name; nullopt for any other spelling (the format's names are case-sensitive).
std::optional<DType> dtype_from_name(std::string_view name);

// IEEE binary16 and bfloat16 to fp32 (exact: every value of both is representable in fp32).
float f16_to_f32(uint16_t bits);
float bf16_to_f32(uint16_t bits);
// fp32 to bfloat16, rounded to nearest with ties to even (as PyTorch's .to(torch.bfloat16) does). NaN stays a
// (quiet) NaN; values that round past the largest finite bf16 become infinities.
uint16_t f32_to_bf16(float value);

}  // namespace attn::checkpoint
