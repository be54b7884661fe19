// The training loop: data → vocabulary → encoded corpus → batches → forward/backward with gradient
// accumulation → Adam with the paper's schedule → logs, checkpoints, dev evaluation, resume.
//
// Resume is exact: the weights and Adam moments are restored from the last complete checkpoint, the batch
// order is recomputed from (seed, epoch) and continued at the saved batch index, and every dropout seed is
// derived from (seed, step, micro-batch), so N steps, or N/2 + resume + N/2, end with the same bits.
// A checkpoint holds no rank-local state (every rank holds the same weights and Adam moments, and the data
// position is the global batch index), so a run saved by N ranks resumes on any number of ranks.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

#include "base/src/core/status.h"
#include "trainer/src/distributed/communicator.h"
#include "trainer/src/distributed/device_all_reduce.h"
#include "trainer/src/model/transformer.h"
#include "trainer/src/train/train_options.h"

namespace attn::train {

struct TrainSummary {
  int64_t step = 0;
  int64_t epoch = 0;
  std::string last_checkpoint;  // directory of the newest complete checkpoint
  std::string averaged;         // <run>/averaged when --average-last was given
  double last_train_loss = 0;   // per target token, over the last log window
  double last_dev_bleu = -1;    // -1 without a dev set
};

// Data parallelism (trainer/README.md, "Several processes, machines, GPUs"). Every rank plans the same
// global batches from --batch-tokens; rank r of N trains on the r-th of N contiguous slices of each
// batch's pairs (possibly empty), the gradients, losses and token counts are summed over the ranks, and
// every rank applies the same Adam step. Rank 0 alone writes the run directory (run.json, log, vocabulary,
// corpus cache, checkpoints) and evaluates the dev set; the others wait for it and read what it wrote.
struct Parallelism {
  distributed::Communicator* comm = nullptr;       // null: one process
  distributed::DeviceAllReduce* device = nullptr;  // for a cuda model with several ranks
};

// Runs, or with resume continues, the run in options.run_dir. `model` must have been made from
// options.model. Progress goes to `console` (may be null; only rank 0 writes it) and <run>/log.jsonl.
Status train(const TrainOptions& options, Transformer& model, bool resume, FILE* console,
             TrainSummary* summary, const Parallelism& parallelism = {});

// For --init-from: sets the architecture, languages, init_from (absolute) and init_step of *options from a
// checkpoint directory's config.json (the caller applies command-line options over them afterwards).
Status load_init_checkpoint(const std::string& dir, TrainOptions* options);

// Reads <run>/run.json into the identity fields of *options and its checkpoint/log cadence (for a resume that
// names only the run; the caller applies command-line options over them afterwards).
Status load_run_identity(const std::string& run_dir, TrainOptions* options);

}  // namespace attn::train
