// The layout of a run directory and the file operations that keep it consistent:
//   run.json               the run's identity (train_options.h)
//   tokenizer.model        the vocabulary, trained at the start of the run
//   corpus.bin             the encoded training corpus (cache)
//   checkpoint-<step>/     model.safetensors + config.json + tokenizer.model (docs/model.md)
//   state-<step>/          optimizer.safetensors + state.json: what a resume needs besides the weights
//   latest -> checkpoint-<step>   symlink, switched atomically once both directories of a step are complete
//   log.jsonl              one JSON object per log line and per dev evaluation
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "base/src/core/status.h"
#include "base/src/io/atomic_write.h"

namespace attn::train {

std::string join_path(const std::string& dir, const std::string& name);
std::string checkpoint_dir_name(int64_t step);  // "checkpoint-<step>"
std::string state_dir_name(int64_t step);       // "state-<step>"

// Every file of a run is written with base's write_file_atomic: path holds either the old or the new content.
using checkpoint::write_file_atomic;
Result<std::string> read_text_file(const std::string& path);

// Points <run>/latest at checkpoint-<step> with a symlink renamed over the old one.
Status switch_latest(const std::string& run_dir, int64_t step);
// The step <run>/latest points at; an error naming the run when there is none.
Result<int64_t> read_latest(const std::string& run_dir);

// Steps of the complete checkpoint directories (temporary directories are skipped), ascending.
std::vector<int64_t> list_checkpoint_steps(const std::string& run_dir);
// Removes checkpoint and state directories beyond the newest `keep` (never the latest one), and leftover
// temporary directories of this layout.
Status prune_run(const std::string& run_dir, int keep, int64_t latest_step);

}  // namespace attn::train
