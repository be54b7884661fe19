#include "runtime/src/format/element_types.h"

#include <iterator>

#include "runtime/src/format/format_version.h"
#include "runtime/src/quant/quantization.h"

namespace attn {
namespace {

void quantize_rows_i8(const float* w, size_t rows, size_t cols, void* out, float* scales) {
  quant::quantize_rows_symmetric(w, rows, cols, static_cast<int8_t*>(out), scales);
}

void quantize_rows_i4(const float* w, size_t rows, size_t cols, void* out, float* scales) {
  quant::quantize_rows_int4(w, rows, cols, static_cast<uint8_t*>(out), scales);
}

void quantize_blocks_i4(const float* w, size_t rows, size_t cols, size_t block_size, void* out,
                        float* scales) {
  quant::quantize_blocks_int4(w, rows, cols, block_size, static_cast<uint8_t*>(out), scales);
}

// Indexed by the enum's value.
constexpr ElementTraits kElementTraits[] = {
    {schema::ElementType::F32, "F32", 1, 4, ScaleLayout::kNone, true, false, kOldestFormatVersion,
     kOldestFormatVersion, nullptr, nullptr},
    // F16 is in the schema, but this runtime has no f16 kernels yet.
    {schema::ElementType::F16, "F16", 1, 2, ScaleLayout::kNone, false, false, kOldestFormatVersion,
     kOldestFormatVersion, nullptr, nullptr},
    // Symmetric int8, one scale per output channel; each layer's input is quantized at run time, row by row
    // (XNNPACK's qd8 operators, kernels/xnnpack_linear.h, or the portable kernels/linear_i8.h).
    {schema::ElementType::I8, "I8", 1, 1, ScaleLayout::kPerRow, true, true, kDynamicQuantizationVersion,
     kDynamicQuantizationVersion, &quantize_rows_i8, nullptr},
    // 4-bit, one scale per output channel, two elements per byte (quant/quantization.h); the input is
    // quantized at run time as for I8 (XNNPACK's qd8_f32_qc4w, or the portable kernels/linear_i4.h); the
    // embedding and the vocabulary projection from version 8 (their rows dequantized one at a time).
    {schema::ElementType::I4, "I4", 2, 1, ScaleLayout::kPerRow, true, true, kInt4Version,
     kInt4VocabularyVersion, &quantize_rows_i4, nullptr},
    // 4-bit as I4 with a bfloat16-valued scale per block of input channels (Tensor.block_size): finer steps
    // where a row's magnitudes vary along it, as in the embedding; XNNPACK's qd8_f32_qb4w, or the portable
    // kernels/linear_i4.h; rows of the embedding and the vocabulary projection dequantized one at a time.
    {schema::ElementType::I4B, "I4B", 2, 1, ScaleLayout::kPerBlock, true, true, kBlockwiseInt4Version,
     kBlockwiseInt4Version, nullptr, &quantize_blocks_i4},
};

constexpr bool entries_in_enum_order() {
  for (size_t i = 0; i < std::size(kElementTraits); ++i) {
    if (static_cast<size_t>(kElementTraits[i].type) != i) return false;
  }
  return true;
}
static_assert(std::size(kElementTraits) == static_cast<size_t>(schema::ElementType::MAX) + 1,
              "one traits entry per schema::ElementType");
static_assert(entries_in_enum_order(), "kElementTraits is indexed by the enum's value");
// The layouts the kernels and the file format assume of each entry.
static_assert(kElementTraits[0].block_bytes == sizeof(float) && kElementTraits[0].block_elements == 1);
static_assert(kElementTraits[1].block_bytes == 2 && kElementTraits[1].block_elements == 1);
static_assert(kElementTraits[2].block_bytes == sizeof(int8_t) && kElementTraits[2].block_elements == 1 &&
              kElementTraits[2].scales == ScaleLayout::kPerRow);
static_assert(kElementTraits[3].block_bytes == 1 && kElementTraits[3].block_elements == 2 &&
              kElementTraits[3].scales == ScaleLayout::kPerRow &&
              kElementTraits[3].first_vocabulary_format_version > kElementTraits[3].first_format_version);
static_assert(kElementTraits[4].block_bytes == 1 && kElementTraits[4].block_elements == 2 &&
              kElementTraits[4].scales == ScaleLayout::kPerBlock);

}  // namespace

const ElementTraits* element_traits(schema::ElementType type) {
  const auto index = static_cast<size_t>(static_cast<uint8_t>(type));
  return index < std::size(kElementTraits) ? &kElementTraits[index] : nullptr;
}

size_t element_size(schema::ElementType type) {
  const ElementTraits* traits = element_traits(type);
  return traits != nullptr && traits->block_elements == 1 ? traits->block_bytes : 0;
}

const char* element_type_name(schema::ElementType type) {
  const ElementTraits* traits = element_traits(type);
  return traits != nullptr ? traits->name : "unknown";
}

}  // namespace attn
