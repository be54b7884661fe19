// A checkpoint directory (docs/model.md): model.safetensors + config.json + tokenizer.model. The weights are
// F32 or BF16 (half the size, for checkpoints that are kept or carried); reading widens BF16 to F32 exactly,
// so every reader sees fp32 weights.
//
// Writing is atomic: the files go to "<dir>.tmp-<pid>/", each is fsynced, and the directory is then put in
// place with one rename (an existing <dir> is swapped out with renameat2(RENAME_EXCHANGE) and deleted only
// after the new one is in place), so <dir> is always either the old complete checkpoint or the new one.
//
// The trainer's use, writing parameters straight from its buffers:
//   std::vector<TensorView> views;
//   for (auto& p : params) views.push_back(TensorView::f32(p.name, {rows, cols}, p.host_data));
//   ATTN_RETURN_IF_ERROR(write_checkpoint_dir(dir, config, views, tokenizer_model_bytes, {{"step",
//   "12000"}}));
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "base/src/checkpoint/safetensors.h"
#include "base/src/core/status.h"
#include "description/src/config_json.h"

namespace attn::checkpoint {

inline constexpr const char* kWeightsFileName = "model.safetensors";
inline constexpr const char* kConfigFileName = "config.json";
inline constexpr const char* kTokenizerFileName = "tokenizer.model";

struct Checkpoint {
  ModelDescription config;
  SafetensorsFile weights;      // tensors and the safetensors "__metadata__"
  std::string tokenizer_model;  // serialized SentencePiece ModelProto, as read
};

// Another file written into the directory with the same atomicity (e.g. the trainer's optimizer state, so
// that a resumed run never pairs weights with another step's moments). Readers of checkpoints ignore it.
struct ExtraFile {
  std::string name;                // a plain file name: no '/', not one of the three above
  std::span<const uint8_t> bytes;  // kept alive by the caller during the write
};

// Writes config, tensors (with optional safetensors metadata) and the tokenizer bytes as a checkpoint
// directory at dir. The parent of dir must exist. The config is validated first; nothing is left behind
// on failure (the temporary directory is removed).
Status write_checkpoint_dir(const std::string& dir, const ModelDescription& config,
                            std::span<const TensorView> tensors, std::string_view tokenizer_model_bytes,
                            const Metadata& weights_metadata = {},
                            std::span<const ExtraFile> extra_files = {});
Status write_checkpoint_dir(const std::string& dir, const ModelDescription& config,
                            const std::vector<Tensor>& tensors, std::string_view tokenizer_model_bytes,
                            const Metadata& weights_metadata = {},
                            std::span<const ExtraFile> extra_files = {});

// Reads and validates the three files (each error names the file); BF16 tensors are widened to F32. Does not
// check the tensors against the architecture; that is the converter's job (convert/).
Result<Checkpoint> read_checkpoint_dir(const std::string& dir);
// Reads only dir's model.safetensors, BF16 tensors widened to F32 (a run started from a checkpoint's
// weights).
Result<SafetensorsFile> read_checkpoint_weights(const std::string& dir);

}  // namespace attn::checkpoint
