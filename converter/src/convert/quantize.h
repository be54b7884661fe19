// How the checked fp32 model contents become the stored tensors of one weight format. Each --quantize value
// names the element type its quantizable matrices are stored in (model_spec's TensorEntry::quantizable: all
// linear weights, the embedding, "output.weight" when untied), and that type's traits
// (runtime/src/format/element_types.h) say the rest:
//   none: every tensor F32, as trained (the bytes move, nothing is copied);
//   int8: I8, rounded by the type's reference (quantize_rows: symmetric, one scale per output row, the
//         arithmetic the runtime's tests share); biases and layer-norm parameters stay F32, bit for bit. The
//         runtime quantizes each int8 layer's input at run time, so nothing else is stored.
//   int4: I4 (4-bit, one scale per output row) for the linear layers; I4B (4-bit, a bfloat16 scale per block
//         of --block-size input channels) for those named by --int4-blocks (by default "output": the
//         vocabulary projection and the tied embedding); I8 for the layers named by --keep-int8 and for a
//         matrix with an odd number of columns (I4 packs two per byte, rows whole).
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "attn/schema/attn_generated.h"
#include "base/src/checkpoint/safetensors.h"
#include "base/src/core/status.h"
#include "converter/src/writer/attn_writer.h"
#include "runtime/src/exported/model_layout.h"

namespace attn::convert {

enum class Quantization { None, Int8, Int4 };

// "none" -> None, "int8" -> Int8, "int4" -> Int4; anything else is refused with a message naming the value.
Result<Quantization> parse_quantization(std::string_view text);
const char* quantization_name(Quantization quantization);
// The element type quantizable matrices are stored in.
schema::ElementType matrix_type(Quantization quantization);

// The F32 model-file tensor for one checkpoint tensor that already matched spec (F32, spec's shape). The
// tensor is taken by value: its bytes move into the result without a copy.
TensorData fp32_tensor(const TensorEntry& spec, checkpoint::Tensor tensor);

// Rewrites one F32 [rows, cols] tensor in type (by its traits' quantize_rows, with its scales, or for a
// per-block type quantize_blocks with blocks of block_size columns), in place. Refuses a tensor that is not
// F32, not 2-D, or whose byte count disagrees with its shape, a block size the type cannot store for it, and
// a type the converter cannot write.
Status quantize_tensor(TensorData* tensor, schema::ElementType type, uint32_t block_size = 0);

// The type one quantizable matrix is stored in when the file's matrices are type: F32 when named in keep_f32,
// else I8 when type cannot store it (a vocabulary tensor of a type without row kernels, or rows not a whole
// number of its blocks) or it is named in keep_i8, else I4B when type is I4, spec is named in blocked and
// block_size divides its columns, else type.
schema::ElementType stored_type(const TensorEntry& spec, schema::ElementType type,
                                std::span<const std::string> keep_f32, std::span<const std::string> keep_i8,
                                std::span<const std::string> blocked = {}, uint32_t block_size = 0);

// Quantizes, in place, every tensor of contents that specs (the tensor_table of its architecture) marks
// quantizable, each into its stored_type (mixed precision, convert/float_layers.h); the others are left
// untouched. Every quantizable spec must be present in contents.
Status quantize_matrices(std::span<const TensorEntry> specs, schema::ElementType type,
                         std::span<const std::string> keep_f32, ModelContents* contents,
                         std::span<const std::string> keep_i8 = {}, std::span<const std::string> blocked = {},
                         uint32_t block_size = 0);

}  // namespace attn::convert
