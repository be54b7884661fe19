// The training run behind train() (trainer.h), shared by the files that define its members:
//   run_setup.cpp        run directory, data, vocabulary, dev sets, and the weights and state a run starts
//   from run_checkpoints.cpp  checkpoints, the replicas' agreement, dev evaluation trainer.cpp          the
//   training loop, progress logging, averaging at the end
// Internal to src/train: the pipeline's interface is trainer.h.
#pragma once

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "trainer/src/data/batching.h"
#include "trainer/src/data/encoded_corpus.h"
#include "trainer/src/data/epoch_sample.h"
#include "trainer/src/data/vocabulary.h"
#include "trainer/src/eval/dev_eval.h"
#include "trainer/src/io/run_files.h"
#include "trainer/src/io/train_log.h"
#include "trainer/src/io/training_state.h"
#include "trainer/src/train/lr_schedule.h"
#include "trainer/src/train/trainer.h"
#include "trainer/src/train/training_data.h"

namespace attn::train::training_run {

using Clock = std::chrono::steady_clock;
inline double seconds_since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

inline std::string fmt(const char* format, double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, format, value);
  return buffer;
}

inline std::string run_file(const TrainOptions& o, const char* name) { return join_path(o.run_dir, name); }

class TrainingRun {
 public:
  TrainingRun(const TrainOptions& options, Transformer& model, FILE* console, const Parallelism& parallelism)
      : o_(options),
        model_(model),
        comm_(parallelism.comm ? *parallelism.comm : single_process_),
        device_(parallelism.device),
        console_(comm_.is_root() ? console : nullptr) {}

  Status run(bool resume, TrainSummary* summary);

 private:
  Status prepare_run_dir(bool resume);
  Status write_run_files(bool resume);                                   // rank 0
  Status check_data_fingerprint(bool resume, const TrainingText& text);  // rank 0
  Status make_vocabulary(bool resume, const TrainingText& text);         // rank 0
  Status prepare_data(bool resume);
  Status read_dev_sets(nlohmann::json* report);  // rank 0
  Status plan_current_epoch();
  Status restore(bool resume);
  Status train_loop();
  Status save_checkpoint();
  Status write_checkpoint_files();
  Status check_replicas_agree(const std::string& when);
  std::string at_step(const char* what) const;
  void evaluate_dev_sets();
  void log_progress(double window_seconds);
  double learning_rate(const LrSchedule& schedule, int64_t step) const;

  const TrainOptions& o_;
  Transformer& model_;
  distributed::SingleProcessCommunicator single_process_;
  distributed::Communicator& comm_;
  distributed::DeviceAllReduce* device_;
  FILE* console_;
  TrainLog log_;

  Vocabulary vocabulary_;
  EncodedCorpus corpus_;
  std::vector<uint32_t> usable_;
  SamplingGroups sampling_;
  std::vector<DevSet> dev_sets_;
  nlohmann::json run_json_;  // as last written: identity, runtime and, once the data is read, "data"
  BatchingOptions batching_;
  BatchPlan plan_;
  TrainingState state_;
  Clock::time_point started_;
  double elapsed_before_ = 0;  // elapsed_seconds restored from the state
  int64_t last_saved_step_ = -1;
  double last_dev_bleu_ = -1;
  bool time_up_ = false;  // --max-minutes reached by rank 0's clock, agreed by all ranks

  // Log window.
  double window_loss_ = 0, window_nll_ = 0, window_seconds_ = 0;
  // Several ranks: time in the step's sums (rank 0's view: the transfer plus the wait for the slowest rank).
  double window_all_reduce_seconds_ = 0;
  int64_t window_steps_ = 0;
  int64_t window_tokens_ = 0;
  double last_window_loss_ = 0;
};

}  // namespace attn::train::training_run
