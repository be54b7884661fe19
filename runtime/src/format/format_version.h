// The one place that says which version of the .attn format this build writes and reads, and the limits a
// file must respect before anything is sized from it. See schema/README.md for the compatibility rules.
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn {

// The newest version this runtime reads; it reads every version from kOldestFormatVersion. A reader rejects
// versions it does not know: a newer file may rely on fields this build would silently ignore. attn-convert
// writes the oldest version that can carry a model (format_version_for in
// converter/src/writer/attn_writer.h), so models that use nothing new stay readable by older runtimes.
//   1: the first format.
//   2: Tokenizer.ids and Model.target_tokenizer (separate source and target vocabularies, Marian), the SiLU
//      activation and SinusoidalConcat positions: an older reader would mis-tokenize or mis-compute them.
//   3: ActivationScale.channel_scales, 4: ActivationScale.row_scaled (calibrated int8 activation steps).
//   5: int8 linear layers without activation scales, their input quantized at run time: an older reader
//      refuses them for the missing scales.
//   6: ElementType.I4, 4-bit linear weights (an older reader does not know the type).
//   7: Shortlist.candidates16, the shortlist's candidate ids as uint16 (an older reader would find no
//      candidates for the offsets and refuse the shortlist).
//   8: I4 for the embedding and the vocabulary projection (an older reader refuses an I4 embedding as not
//      allowed; this version makes it say the file is newer than itself).
//   9: ElementType.I4B (4-bit with a bfloat16 scale per block of Tensor.block_size input channels) and
//      Shortlist.candidates_delta (the candidate ids as varint gaps, decoded when the model loads): an older
//      reader knows neither the type nor the field.
// Int8 files of versions 1 to 4 stored calibrated activation scales, which this runtime does not read: the
// loader refuses them (ElementTraits::first_format_version) and says how to convert the checkpoint again.
// fp32 files of those versions load.
inline constexpr uint32_t kFormatVersion = 9;
inline constexpr uint32_t kDynamicQuantizationVersion = 5;
inline constexpr uint32_t kInt4Version = 6;
inline constexpr uint32_t kShortlist16Version = 7;
inline constexpr uint32_t kInt4VocabularyVersion = 8;
inline constexpr uint32_t kBlockwiseInt4Version = 9;
inline constexpr uint32_t kShortlistDeltaVersion = 9;
inline constexpr uint32_t kOldestFormatVersion = 1;

// Every tensor's bytes start at a multiple of this (absolute file offset), and the loader keeps the file in
// a buffer aligned to it, so weights can be handed to SIMD kernels in place.
inline constexpr size_t kTensorAlignment = 64;

// Root offset (4 bytes) + file identifier (4 bytes): anything shorter cannot be a FlatBuffer with "ATTN".
inline constexpr uint64_t kMinFileSize = 8;
// Far above any on-device model (a 6+6-layer d_model 512 fp32 model is ~250 MB); a larger size is a
// corrupted header or the wrong file, and refusing it early avoids a huge allocation.
inline constexpr uint64_t kMaxFileSize = uint64_t{4} << 30;
// The FlatBuffer part holds only the architecture, tokenizer, tensor table and metadata (a few MB at most);
// FlatBuffers itself cannot address more than 2 GiB.
inline constexpr uint64_t kMaxFlatBufferSize = uint64_t{256} << 20;

// Verifier limits: the schema nests Model > Tokenizer > [Piece] > Piece > string, i.e. depth < 8, and the
// table count is one per piece, tensor, metadata entry and activation scale.
inline constexpr uint32_t kVerifierMaxDepth = 16;
inline constexpr uint32_t kVerifierMaxTables = 4u << 20;

}  // namespace attn
