// attn-convert's core: a checkpoint directory (docs/model.md) in, a verified .attn model file out.
//
//   read_checkpoint_dir -> check every tensor against model_spec (names, shapes, F32, finite)
//                       -> import tokenizer.model and check it against config.json (piece count, special ids)
//                       -> ModelContents (fp32 tensors in the spec's order)
//   --quantize int8 only:  -> quantizable matrices to int8 per row (convert/quantize.h); the runtime
//                             quantizes each int8 layer's input at run time (format version 5)
//   --quantize int4 only:  -> linear layers to 4-bit per row (format version 6), --int4-blocks' layers to
//                             4-bit with a scale per block (9; by default the vocabulary projection and
//                             the embedding), --keep-int8's layers to int8
//                       -> write_model_file (which verifies its own output with the runtime's loader)
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/src/core/status.h"
#include "converter/src/convert/float_layers.h"
#include "converter/src/convert/quantize.h"
#include "converter/src/convert/shortlist.h"
#include "converter/src/marian/marian_import.h"
#include "converter/src/writer/attn_writer.h"
#include "description/src/checkpoint_dir.h"

namespace attn::convert {

// The version string recorded in every model file's metadata as "converter_version".
const char* converter_version();

// What checkpoint_dir holds: attn-train's checkpoint directory, or a Hugging Face Marian directory
// (converter/src/marian/marian_import.h).
enum class SourceFormat { Attn, Marian };

struct ConvertOptions {
  std::string checkpoint_dir;
  SourceFormat from = SourceFormat::Attn;
  std::string output_path;
  Quantization quantization = Quantization::None;
  // Override config.json's language pair when set.
  std::optional<std::string> source_language;
  std::optional<std::string> target_language;
  // Extra metadata; a key given here replaces the same key from the checkpoint (but not "converter_version"
  // or "quantization", which the converter sets).
  std::vector<std::pair<std::string, std::string>> metadata;
  // Int8 and int4 only (ignored otherwise): patterns naming the linear layers kept fp32
  // (convert/float_layers.h).
  std::vector<std::string> keep_float = split_float_layer_patterns(kDefaultFloatLayers);
  // Int4 only (ignored otherwise): patterns naming the linear layers kept int8, and those stored 4-bit with
  // one scale per block of block_size input channels ("output" names the embedding with the projection).
  std::vector<std::string> keep_int8 = split_float_layer_patterns(kDefaultInt8Layers);
  std::vector<std::string> int4_blocks = split_float_layer_patterns(kDefaultInt4BlockLayers);
  uint32_t block_size = kDefaultInt4BlockSize;
  // Vocabulary shortlist (convert/shortlist.h), built when both are set: parallel text, one sentence per
  // line, source language and target language (the training corpus).
  std::optional<std::string> shortlist_source_path, shortlist_target_path;
  ShortlistOptions shortlist;
};

// What a conversion did, for the command line's summary.
struct ConvertReport {
  ShortlistReport shortlist;  // sentence_pairs 0: no shortlist built
  double shortlist_seconds = 0.0;
};

// Checks a read checkpoint and builds the fp32 model file's contents (no file is written; metadata
// "quantization" is "none" — quantize_contents changes both). Takes the checkpoint by value so that a caller
// done with it can move it in and its tensor bytes are moved, not copied.
Result<ModelContents> build_model_contents(checkpoint::Checkpoint checkpoint, const ConvertOptions& options);

// As build_model_contents, for a read Marian directory: its two tokenizers and vocabulary mapping kept.
Result<ModelContents> build_marian_contents(MarianModel marian, const ConvertOptions& options);

// Turns fp32 contents into options.quantization's format: nothing for None; for Int8 and Int4 quantizes the
// matrices except those of options.keep_float's layers, and records "quantization" = "int8" or "int4" and
// "float_layers" = <the layers kept fp32, comma-separated, or "none"> in the metadata; for Int4 also
// "int8_layers" = <options.keep_int8's layers, or "none"> ("output" for an int8 embedding and projection) and
// "int4_blocks" = <the layers stored with block scales, or "none">, with " block_size=N" when there are any.
Status quantize_contents(const ConvertOptions& options, ModelContents* contents);

// Builds the vocabulary shortlist from options' parallel text into contents (nothing when no text is given)
// and records "shortlist" (its parameters) in the metadata. report may be null.
Status add_shortlist(const ConvertOptions& options, ModelContents* contents, ConvertReport* report);

// Refuses option combinations that make no sense (one half of a shortlist's parallel text) before any work
// is done.
Status check_options(const ConvertOptions& options);

// The whole conversion: read options.checkpoint_dir, build, quantize, write options.output_path atomically.
Status convert_checkpoint(const ConvertOptions& options, ConvertReport* report = nullptr);

}  // namespace attn::convert
