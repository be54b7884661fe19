// The stored element types of a model file's tensors, as data: one traits entry per schema::ElementType
// saying how its bytes are laid out and how the loader verifies it. The verifier, the model spec, the
// converter and the tests read these entries instead of testing for a type; the kernels that compute with a
// type are named in the companion table model/element_kernels.h. Adding a type: CONTRIBUTING.md, "Where a new
// element type goes" (an entry here, one there, its kernels, its converter name and its format version).
//
// Layout: a matrix of `count` elements takes count / block_elements * block_bytes bytes (F32, F16 and I8 have
// blocks of one element; I4 packs two elements into a byte), blocks never span rows (each row is a whole
// number of them), and its scales, if any, sit beside the data in the schema's Tensor.scales.
#pragma once

#include <cstddef>
#include <cstdint>

#include "attn/schema/attn_generated.h"

namespace attn {

// Where a tensor's fp32 scales are (schema Tensor.scales) and how many it needs.
enum class ScaleLayout : uint8_t {
  kNone,    // no scales: the stored values are the values
  kPerRow,  // one finite, positive scale per output channel (shape[0]): value = element * scales[row]
  // One finite, positive bfloat16-valued scale per block of Tensor.block_size input channels of a row
  // (shape[0] · shape[1] / block_size, row by row): value = element * scales[row · blocks_per_row + column /
  // block_size].
  kPerBlock,
};

struct ElementTraits {
  schema::ElementType type;
  const char* name;         // as the schema spells it ("F32", "I8"); used in messages
  uint32_t block_elements;  // elements per storage block
  uint32_t block_bytes;     // bytes per storage block
  ScaleLayout scales;
  // False: this build has no kernels for it, and the loader refuses it as StatusCode::kUnsupported.
  bool loadable;
  // True: only 2-D weight matrices (TensorEntry::quantizable) may be stored in it; vectors stay F32.
  bool matrices_only;
  // The oldest format version whose files may store it. Int8 files before version 5 went with calibrated
  // activation scales, which this runtime does not read: the loader refuses them (docs/model.md). I4
  // needs version 6.
  uint32_t first_format_version;
  // The oldest format version whose files may store the embedding and the vocabulary projection
  // (TensorEntry::vocabulary) in it; 0: never. Those are also read row by row (embedding lookups, the
  // shortlist's logits), so a type needs row kernels besides the linear ones. I4 has had them since version
  // 8: a runtime of version 6 or 7 refuses an I4 embedding, and a version-8 file tells it why.
  uint32_t first_vocabulary_format_version;
  // The converter's reference from fp32: w [rows, cols] -> out (stored_bytes(rows · cols) bytes) and scales
  // [rows] (per the scale layout). nullptr: the converter does not write this type (F32 is written as
  // trained). kPerBlock types: nullptr, and quantize_blocks instead.
  void (*quantize_rows)(const float* w, size_t rows, size_t cols, void* out, float* scales);
  // kPerBlock types only: as quantize_rows with one scale per block_size input channels (block_size a
  // multiple of kBlockSizeMultiple dividing cols), scales [rows · cols / block_size].
  void (*quantize_blocks)(const float* w, size_t rows, size_t cols, size_t block_size, void* out,
                          float* scales);
};

// A per-block type's block size is a multiple of this: the granularity of XNNPACK's blockwise 4-bit kernels.
inline constexpr uint32_t kBlockSizeMultiple = 32;

// The entry of type, or nullptr for a value this build does not know (a file from a newer writer).
const ElementTraits* element_traits(schema::ElementType type);

// Bytes of one element for one-element blocks; 0 for an unknown type or one with larger blocks (I4).
size_t element_size(schema::ElementType type);

// Bytes of count elements of traits' type (count a whole number of blocks; no overflow check: for sizes
// already verified or computed from a verified shape).
inline size_t stored_bytes(const ElementTraits& traits, size_t count) {
  return count / traits.block_elements * traits.block_bytes;
}

// "F32", "F16", "I8", "I4", "I4B"; "unknown" for a value outside the enum (static strings, no allocation).
const char* element_type_name(schema::ElementType type);

}  // namespace attn
