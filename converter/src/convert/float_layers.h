// Mixed precision for int8 models: the linear layers an int8 file keeps in fp32. The format
// already allows it — every tensor carries its own element type, and the runtime picks each layer's kernels
// from its weight's type (runtime/src/model/element_kernels.h) — so a kept layer costs only its fp32 bytes
// and the fp32 kernel's speed, and needs no runtime or schema change.
//
// Layers are named by their prefix (model_spec.h's linear_table(): "output",
// "encoder.layers.0.ffn.fc2", "decoder.layers.2.cross_attn.v_proj", ...) and chosen with shell-style patterns
// (fnmatch, '*' also crossing dots): "decoder.layers.*.ffn.fc2", "output".
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/src/core/status.h"
#include "runtime/src/exported/model_layout.h"

namespace attn::convert {

// The default of `attn-convert --quantize int8 --keep-float`, comma-separated patterns: none, every
// quantizable layer int8 (docs/model.md, section "int8 models", its "Mixed precision" entry).
// A macro too, so that attn-convert's usage text (a string literal) can show it.
#define ATTN_DEFAULT_FLOAT_LAYERS "none"
inline constexpr const char* kDefaultFloatLayers = ATTN_DEFAULT_FLOAT_LAYERS;

// The default of `attn-convert --quantize int4 --keep-int8`: the layers an int4 file keeps int8 ("output" is
// the vocabulary projection, and for int4 the embedding with it, tied or not). None: the embedding and the
// projection are 4-bit with block scales (below), for half an int8 embedding's bytes, which is what brings an
// int4 file with a shortlist under 0.6× the int8 file (bench/RESULTS-int4.md).
#define ATTN_DEFAULT_INT8_LAYERS "none"
inline constexpr const char* kDefaultInt8Layers = ATTN_DEFAULT_INT8_LAYERS;

// The default of `attn-convert --quantize int4 --int4-blocks`: the 4-bit layers stored with one scale per
// block of --block-size input channels (I4B, format version 9) instead of one per row: the vocabulary
// projection and the embedding, whose rows (one per piece) vary most along their length; one scale per
// row there cost 0.5-0.7 dev BLEU on en-de against int8, and blocks of 32 recovered about half of it. Blocks
// on every layer ('*', blocks of 128) gained nothing on the test splits and ran on slower kernels
// (bench/RESULTS-int4.md).
#define ATTN_DEFAULT_INT4_BLOCK_LAYERS "output"
inline constexpr const char* kDefaultInt4BlockLayers = ATTN_DEFAULT_INT4_BLOCK_LAYERS;
#define ATTN_DEFAULT_INT4_BLOCK_SIZE "32"
inline constexpr uint32_t kDefaultInt4BlockSize = 32;

struct FloatLayers {
  std::vector<std::string> prefixes;  // the linear layers kept fp32, in linear_table() order
  std::vector<std::string> tensors;   // their weight tensors ("embedding.weight" for a tied "output")
  bool vocabulary_projection = false;  // whether the vocabulary projection is among them
};

// Splits a comma-separated list of patterns; empty items are dropped ("" and "none" give no patterns).
std::vector<std::string> split_float_layer_patterns(const std::string& list);

// The layers of arch that match any of patterns. Refuses a pattern that matches no layer (a typo would
// otherwise quietly keep nothing), naming it and option (the command-line option the patterns came from:
// --keep-float, or --keep-int8, which chooses int8 layers of an int4 file the same way).
Result<FloatLayers> resolve_float_layers(const Architecture& arch, const std::vector<std::string>& patterns,
                                         const char* option = "--keep-float");

}  // namespace attn::convert
