// attn-convert's core: a checkpoint directory (docs/model.md) in, a verified .attn model file out.
//
//   read_checkpoint_dir -> check every tensor against model_spec (names, shapes, F32, finite)
//                       -> import tokenizer.model and check it against config.json (piece count, special ids)
//                       -> ModelContents (tensors in the spec's order, each through quantize_tensor)
//                       -> write_model_file (which verifies its own output with the runtime's loader)
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "checkpoint/checkpoint_dir.h"
#include "convert/quantize.h"
#include "core/status.h"
#include "writer/attn_writer.h"

namespace attn::convert {

// The version string recorded in every model file's metadata as "converter_version".
const char* converter_version();

struct ConvertOptions {
  std::string checkpoint_dir;
  std::string output_path;
  Quantization quantization = Quantization::None;
  // Override config.json's language pair when set.
  std::optional<std::string> source_language;
  std::optional<std::string> target_language;
  // Extra metadata; a key given here replaces the same key from the checkpoint (but not "converter_version"
  // or "quantization", which the converter sets).
  std::vector<std::pair<std::string, std::string>> metadata;
};

// Checks a read checkpoint and builds the model file's contents (no file is written). Takes the checkpoint by
// value so that a caller done with it can move it in and its tensor bytes are moved, not copied.
Result<ModelContents> build_model_contents(checkpoint::Checkpoint checkpoint, const ConvertOptions& options);

// The whole conversion: read options.checkpoint_dir, build, write options.output_path atomically.
Status convert_checkpoint(const ConvertOptions& options);

}  // namespace attn::convert
