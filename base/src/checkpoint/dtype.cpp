#include "base/src/checkpoint/dtype.h"

#include <bit>
#include <cmath>

namespace attn::checkpoint {

size_t dtype_size(DType dtype) {
  switch (dtype) {
    case DType::F32:
      return 4;
    case DType::F16:
      return 2;
    case DType::BF16:
      return 2;
    case DType::I8:
      return 1;
    case DType::I32:
      return 4;
    case DType::I64:
      return 8;
  }
  return 0;
}

const char* dtype_name(DType dtype) {
  switch (dtype) {
    case DType::F32:
      return "F32";
    case DType::F16:
      return "F16";
    case DType::BF16:
      return "BF16";
    case DType::I8:
      return "I8";
    case DType::I32:
      return "I32";
    case DType::I64:
      return "I64";
  }
  return "?";
}

std::optional<DType> dtype_from_name(std::string_view name) {
  for (DType d : {DType::F32, DType::F16, DType::BF16, DType::I8, DType::I32, DType::I64}) {
    if (name == dtype_name(d)) return d;
  }
  return std::nullopt;
}

float f16_to_f32(uint16_t bits) {
  const uint32_t sign = (bits >> 15) & 1u;
  const uint32_t exponent = (bits >> 10) & 0x1fu;
  const uint32_t mantissa = bits & 0x3ffu;
  float magnitude;
  if (exponent == 0) {
    magnitude = std::ldexp(static_cast<float>(mantissa), -24);  // zero or subnormal
  } else if (exponent == 31) {
    magnitude = mantissa == 0 ? INFINITY : NAN;
  } else {
    magnitude = std::ldexp(static_cast<float>(mantissa | 0x400u), static_cast<int>(exponent) - 25);
  }
  return sign ? -magnitude : magnitude;
}

float bf16_to_f32(uint16_t bits) {
  // bfloat16 is the top half of an fp32.
  return std::bit_cast<float>(static_cast<uint32_t>(bits) << 16);
}

uint16_t f32_to_bf16(float value) {
  const uint32_t bits = std::bit_cast<uint32_t>(value);
  if ((bits & 0x7fffffffu) > 0x7f800000u) return static_cast<uint16_t>((bits >> 16) | 0x0040u);  // NaN
  // Adding 0x7fff plus the lowest kept bit carries into the kept half exactly when the dropped half is above
  // one half, or equal to it with the kept half odd.
  return static_cast<uint16_t>((bits + 0x7fffu + ((bits >> 16) & 1u)) >> 16);
}

}  // namespace attn::checkpoint
