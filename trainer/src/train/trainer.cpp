#include "trainer/src/train/trainer.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "description/src/checkpoint_dir.h"
#include "trainer/src/data/random.h"
#include "trainer/src/distributed/gradient_sync.h"
#include "trainer/src/distributed/test_fault.h"
#include "trainer/src/io/model_checkpoint.h"
#include "trainer/src/train/average.h"
#include "trainer/src/train/training_run.h"

namespace attn::train {
namespace training_run {

// The schedule's rate, ramped up linearly over the first init_warmup steps of a run started --init-from
// (fresh Adam moments would otherwise take the full rate with no history to scale it).
double TrainingRun::learning_rate(const LrSchedule& schedule, int64_t step) const {
  double rate = schedule.at(step);
  if (!o_.init_from.empty() && step - o_.init_step < o_.init_warmup)
    rate *= static_cast<double>(step - o_.init_step) / o_.init_warmup;
  return rate;
}

std::string TrainingRun::at_step(const char* what) const {
  return std::string(what) + " at step " + std::to_string(state_.step);
}

void TrainingRun::log_progress(double window_seconds) {
  const double loss = window_tokens_ ? window_loss_ / static_cast<double>(window_tokens_) : 0;
  const double nll = window_tokens_ ? window_nll_ / static_cast<double>(window_tokens_) : 0;
  last_window_loss_ = loss;
  const double tokens_per_second =
      window_seconds > 0 ? static_cast<double>(window_tokens_) / window_seconds : 0;
  const double elapsed = elapsed_before_ + seconds_since(started_);
  const double epoch_progress =
      static_cast<double>(state_.epoch) +
      (plan_.empty() ? 0.0 : static_cast<double>(state_.batch_in_epoch) / static_cast<double>(plan_.size()));
  // ETA: the nearest of the stopping rules given, at the speed of this window.
  const double seconds_per_step = window_seconds / static_cast<double>(o_.log_every);
  double eta = INFINITY;
  if (o_.max_steps > 0)
    eta = std::min(eta, static_cast<double>(o_.max_steps - state_.step) * seconds_per_step);
  if (o_.max_minutes > 0) eta = std::min(eta, o_.max_minutes * 60 - seconds_since(started_));
  if (o_.max_epochs > 0 && epoch_progress > 0) {
    const double this_run_epochs = epoch_progress;  // epochs per elapsed second, over the whole run
    eta = std::min(eta, (static_cast<double>(o_.max_epochs) - epoch_progress) * elapsed / this_run_epochs);
  }
  const std::string line =
      "step " + std::to_string(state_.step) + " | epoch " + fmt("%.2f", epoch_progress) + " | loss " +
      fmt("%.4f", loss) + " | nll " + fmt("%.4f", nll) + " | ppl " + fmt("%.2f", std::exp(nll)) + " | lr " +
      fmt("%.3e", state_.learning_rate) + " | " + fmt("%.0f", tokens_per_second) + " tgt tok/s | elapsed " +
      format_duration(elapsed) + " | eta " + format_duration(eta) +
      (comm_.size() > 1 ? " | all-reduce " +
                              fmt("%.1f", 1e3 * window_all_reduce_seconds_ /
                                              static_cast<double>(std::max<int64_t>(window_steps_, 1))) +
                              " ms/step"
                        : "");
  nlohmann::json record = {{"kind", "train"},
                           {"step", state_.step},
                           {"epoch", epoch_progress},
                           {"loss", loss},
                           {"nll", nll},
                           {"ppl", std::exp(nll)},
                           {"lr", state_.learning_rate},
                           {"target_tokens_per_second", tokens_per_second},
                           {"elapsed_seconds", elapsed},
                           {"eta_seconds", std::isfinite(eta) ? eta : -1.0}};
  if (comm_.size() > 1)
    record["all_reduce_seconds_per_step"] =
        window_all_reduce_seconds_ / static_cast<double>(std::max<int64_t>(window_steps_, 1));
  log_.write(line, record);
  window_loss_ = window_nll_ = window_seconds_ = window_all_reduce_seconds_ = 0;
  window_steps_ = 0;
  window_tokens_ = 0;
}

// The epoch's weighted sample of the usable pairs, cut into batches: a pure function of (seed, epoch).
Status TrainingRun::plan_current_epoch() {
  const uint64_t epoch = static_cast<uint64_t>(state_.epoch);
  plan_ = plan_epoch(corpus_, sample_epoch(sampling_.groups, o_.seed, epoch), batching_, o_.seed, epoch);
  if (plan_.empty()) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "epoch %llu samples no sentence pair: raise the weights",
                         static_cast<unsigned long long>(epoch));
  }
  return Status::Ok();
}

Status TrainingRun::train_loop() {
  const LrSchedule schedule{static_cast<int>(o_.model.d_model), o_.warmup, o_.lr_scale};
  ATTN_RETURN_IF_ERROR(plan_current_epoch());
  if (state_.batch_in_epoch < 0 || state_.batch_in_epoch >= static_cast<int64_t>(plan_.size())) {
    return Status::Error(
        StatusCode::kInvalidArgument, "saved position %lld is outside epoch %lld's %zu batches",
        static_cast<long long>(state_.batch_in_epoch), static_cast<long long>(state_.epoch), plan_.size());
  }
  while (true) {
    if (o_.max_steps > 0 && state_.step >= o_.max_steps) break;
    if (o_.max_epochs > 0 && state_.epoch >= o_.max_epochs) break;
    // One process reads its own clock; several follow rank 0's, agreed in the step's sums (time_up_), so
    // that all ranks stop after the same step.
    if (o_.max_minutes > 0 && (comm_.size() == 1 ? seconds_since(started_) >= o_.max_minutes * 60 : time_up_))
      break;
    distributed::maybe_inject_test_fault(comm_.rank(), state_.step);

    const auto step_started = Clock::now();
    model_.zero_gradients();
    double loss = 0, nll = 0;
    int64_t tokens = 0;
    const size_t ranks = static_cast<size_t>(comm_.size()), rank = static_cast<size_t>(comm_.rank());
    for (int k = 0; k < o_.accumulate; ++k) {
      // This rank's contiguous slice of the global batch; empty when the batch has fewer pairs than ranks.
      const std::vector<uint32_t>& pairs = plan_[static_cast<size_t>(state_.batch_in_epoch)];
      const size_t first = pairs.size() * rank / ranks, last = pairs.size() * (rank + 1) / ranks;
      if (first < last) {
        const Batch batch =
            ranks == 1 ? make_batch(corpus_, pairs, o_.model)
                       : make_batch(corpus_,
                                    std::vector<uint32_t>(pairs.begin() + static_cast<ptrdiff_t>(first),
                                                          pairs.begin() + static_cast<ptrdiff_t>(last)),
                                    o_.model);
        // Micro-batch k of rank r has its own dropout stream (k for one process: the stream of a run without
        // ranks).
        const uint64_t dropout_seed = derive_seed(o_.seed, 0xD60Bull, static_cast<uint64_t>(state_.step),
                                                  static_cast<uint64_t>(k) * ranks + rank);
        const StepResult r = model_.forward_backward(batch, static_cast<float>(o_.label_smoothing),
                                                     static_cast<float>(o_.dropout), dropout_seed);
        loss += r.loss_sum;
        nll += r.nll_sum;
        tokens += r.target_tokens;
      }
      if (++state_.batch_in_epoch == static_cast<int64_t>(plan_.size())) {
        ++state_.epoch;
        state_.batch_in_epoch = 0;
        ATTN_RETURN_IF_ERROR(plan_current_epoch());
      }
    }
    if (comm_.size() > 1) {
      const auto reduce_started = Clock::now();
      // Gradients, losses and token counts of the global batch: sums over the ranks (token counts are exact
      // in a double up to 2^53).
      ATTN_RETURN_IF_ERROR(
          distributed::sum_gradients(comm_, device_, model_, at_step("gradient all-reduce")));
      double sums[4] = {
          loss, nll, static_cast<double>(tokens),
          comm_.is_root() && o_.max_minutes > 0 && seconds_since(started_) >= o_.max_minutes * 60 ? 1.0
                                                                                                  : 0.0};
      ATTN_RETURN_IF_ERROR(comm_.all_reduce_sum(sums, 4, at_step("loss all-reduce")));
      loss = sums[0];
      nll = sums[1];
      tokens = static_cast<int64_t>(sums[2]);
      time_up_ = sums[3] > 0;
      window_all_reduce_seconds_ += seconds_since(reduce_started);
    }
    state_.learning_rate = learning_rate(schedule, state_.step + 1);
    // Gradients were summed over the accumulated batches; 1 / tokens makes the update the mean over
    // every target token of the step.
    model_.adam_step(static_cast<float>(state_.learning_rate), static_cast<float>(o_.adam_beta1),
                     static_cast<float>(o_.adam_beta2), static_cast<float>(o_.adam_epsilon),
                     tokens > 0 ? 1.f / static_cast<float>(tokens) : 0.f);
    ++state_.step;
    state_.target_tokens += tokens;
    window_loss_ += loss;
    window_nll_ += nll;
    window_tokens_ += tokens;
    window_seconds_ += seconds_since(step_started);
    ++window_steps_;
    if (!std::isfinite(loss)) {
      return Status::Error(StatusCode::kInternal,
                           "loss is %f at step %lld; lower --lr-scale or raise --warmup", loss,
                           static_cast<long long>(state_.step));
    }
    if (state_.step % o_.log_every == 0) log_progress(window_seconds_);
    if (state_.step % o_.checkpoint_every == 0) ATTN_RETURN_IF_ERROR(save_checkpoint());
  }
  if (window_tokens_ > 0) log_progress(window_seconds_);
  if (state_.step != last_saved_step_) ATTN_RETURN_IF_ERROR(save_checkpoint());
  return Status::Ok();
}

Status TrainingRun::run(bool resume, TrainSummary* summary) {
  ATTN_RETURN_IF_ERROR(validate(o_));
  ATTN_RETURN_IF_ERROR(prepare_run_dir(resume));
  ATTN_RETURN_IF_ERROR(prepare_data(resume));
  ATTN_RETURN_IF_ERROR(restore(resume));
  ATTN_RETURN_IF_ERROR(check_replicas_agree("after loading"));
  started_ = Clock::now();
  ATTN_RETURN_IF_ERROR(train_loop());
  TrainSummary result;
  result.step = state_.step;
  result.epoch = state_.epoch;
  result.last_checkpoint = join_path(o_.run_dir, checkpoint_dir_name(last_saved_step_));
  result.last_train_loss = last_window_loss_;
  result.last_dev_bleu = last_dev_bleu_;
  if (o_.average_last > 0) {
    result.averaged = join_path(o_.run_dir, "averaged");
    ATTN_RETURN_IF_ERROR(distributed::on_root_then_share(comm_, "checkpoint averaging", [&]() -> Status {
      std::vector<int64_t> steps = list_checkpoint_steps(o_.run_dir);
      const size_t count = std::min(steps.size(), static_cast<size_t>(o_.average_last));
      std::vector<std::string> dirs;
      for (size_t i = steps.size() - count; i < steps.size(); ++i) {
        dirs.push_back(join_path(o_.run_dir, checkpoint_dir_name(steps[i])));
      }
      ATTN_RETURN_IF_ERROR(average_checkpoints(dirs, result.averaged));
      log_.say("averaged " + std::to_string(count) + " checkpoints into " + result.averaged);
      return Status::Ok();
    }));
  }
  if (summary) *summary = result;
  return Status::Ok();
}

}  // namespace training_run

namespace fs = std::filesystem;

Status train(const TrainOptions& options, Transformer& model, bool resume, FILE* console,
             TrainSummary* summary, const Parallelism& parallelism) {
  training_run::TrainingRun run(options, model, console, parallelism);
  return run.run(resume, summary);
}

Status load_init_checkpoint(const std::string& dir, TrainOptions* options) {
  // Only config.json is read here: the run reads the weights once, when it starts (TrainingRun::restore), and
  // the tokenizer once, for its vocabulary. Their presence is checked now, before any data is prepared.
  for (const char* name : {checkpoint::kWeightsFileName, checkpoint::kTokenizerFileName}) {
    std::error_code error;
    if (!fs::is_regular_file(join_path(dir, name), error))
      return Status::Error(StatusCode::kIo, "--init-from %s: no %s in it", dir.c_str(), name);
  }
  ATTN_ASSIGN_OR_RETURN(const ModelDescription c,
                        checkpoint::read_checkpoint_config(join_path(dir, checkpoint::kConfigFileName)));
  Result<ModelDescription> model = model_config_from_checkpoint(c);
  if (!model.ok())
    return Status::Error(model.status().code(), "--init-from %s: %s", dir.c_str(), model.status().message());
  options->model = model.value();
  options->source_language = c.source_language;
  options->target_language = c.target_language;
  options->init_from = fs::absolute(dir).lexically_normal().string();
  options->init_step = 0;
  const auto step = c.metadata.find("step");
  if (step != c.metadata.end()) {
    char* end = nullptr;
    const long long value = std::strtoll(step->second.c_str(), &end, 10);
    if (step->second.empty() || *end != '\0' || value < 0)
      return Status::Error(StatusCode::kInvalidArgument,
                           "--init-from %s: metadata step '%s' is not a step count", dir.c_str(),
                           step->second.c_str());
    options->init_step = value;
  }
  return Status::Ok();
}

Status load_run_identity(const std::string& run_dir, TrainOptions* options) {
  const std::string path = join_path(run_dir, "run.json");
  ATTN_ASSIGN_OR_RETURN(std::string text, read_text_file(path));
  try {
    const nlohmann::json json = nlohmann::json::parse(text);
    const Status status = apply_identity_json(json, options);
    if (!status.ok()) return Status::Error(status.code(), "%s: %s", path.c_str(), status.message());
    if (json.contains("runtime") && json.at("runtime").is_object())
      apply_runtime_json(json.at("runtime"), options);
  } catch (const nlohmann::json::exception& e) {
    return Status::Error(StatusCode::kInvalidArgument, "%s: %s", path.c_str(), e.what());
  }
  return Status::Ok();
}

}  // namespace attn::train
