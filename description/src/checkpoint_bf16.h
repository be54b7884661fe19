// A checkpoint directory's copy with its weights stored in bfloat16: half the bytes, for checkpoints kept in
// the repository or carried to a rented machine. Every reader widens them back (checkpoint_dir.h), so a copy
// loads as its original rounded to bf16.
#pragma once

#include <string>

#include "base/src/core/status.h"

namespace attn::checkpoint {

// Writes a copy of the checkpoint directory source at destination: model.safetensors with every tensor in
// BF16 (F32 rounded to nearest, ties to even; BF16 kept as it is; its "__metadata__" kept), every other file
// (config.json, tokenizer.model, anything beside them) copied byte for byte. source is read and validated as
// a checkpoint first. destination must not exist: nothing is overwritten. All or nothing: the copy is
// prepared beside destination and renamed into place.
Status write_bf16_checkpoint_copy(const std::string& source, const std::string& destination);

}  // namespace attn::checkpoint
