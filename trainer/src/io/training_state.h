// What a resume needs besides the weights: the optimizer moments, the counters that fix the data order and
// the dropout masks, and the clock. Stored in <run>/state-<step>/ (optimizer.safetensors + state.json),
// written atomically (temporary directory, fsync, rename) before the checkpoint of the same step.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/src/core/status.h"

namespace attn::train {

struct TrainingState {
  int64_t step = 0;            // optimizer updates done
  int64_t epoch = 0;           // completed epochs
  int64_t batch_in_epoch = 0;  // next batch of the current epoch's plan
  int64_t adam_step = 0;       // the optimizer's own step count (bias correction)
  double elapsed_seconds = 0;  // training time over all invocations
  int64_t target_tokens = 0;   // target tokens trained on over all invocations
  uint64_t seed = 0;           // the run's seed; batch order and dropout derive from (seed, counters)
  double learning_rate = 0;    // of the last update (informative: the schedule recomputes it from step)
  std::vector<float> adam_m, adam_v;
};

Status write_training_state(const std::string& dir, const TrainingState& state);
Result<TrainingState> read_training_state(const std::string& dir);

}  // namespace attn::train
