#include "trainer/src/train/trainer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <set>

#include "description/src/checkpoint_dir.h"
#include "trainer/src/data/batching.h"
#include "trainer/src/data/encoded_corpus.h"
#include "trainer/src/data/epoch_sample.h"
#include "trainer/src/data/parallel_text.h"
#include "trainer/src/data/random.h"
#include "trainer/src/data/vocabulary.h"
#include "trainer/src/distributed/gradient_sync.h"
#include "trainer/src/distributed/test_fault.h"
#include "trainer/src/eval/dev_eval.h"
#include "trainer/src/io/model_checkpoint.h"
#include "trainer/src/io/run_files.h"
#include "trainer/src/io/train_log.h"
#include "trainer/src/io/training_state.h"
#include "trainer/src/train/average.h"
#include "trainer/src/train/lr_schedule.h"
#include "trainer/src/train/training_data.h"

namespace attn::train {
namespace fs = std::filesystem;
namespace {

using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::string fmt(const char* format, double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, format, value);
  return buffer;
}

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

std::string run_file(const TrainOptions& o, const char* name) { return join_path(o.run_dir, name); }

// For the checkpoint's metadata: the folder of each corpus's source file ("ddtp-en-de"), joined by '+'.
std::string training_corpus_name(const TrainOptions& o) {
  std::string name;
  std::set<std::string> seen;
  for (const CorpusSpec& c : o.corpora) {
    const std::string folder = fs::absolute(c.source_file).parent_path().filename().string();
    if (seen.insert(folder).second) name += (name.empty() ? "" : "+") + folder;
  }
  return name;
}

// The schedule's rate, ramped up linearly over the first init_warmup steps of a run started --init-from
// (fresh Adam moments would otherwise take the full rate with no history to scale it).
double TrainingRun::learning_rate(const LrSchedule& schedule, int64_t step) const {
  double rate = schedule.at(step);
  if (!o_.init_from.empty() && step - o_.init_step < o_.init_warmup)
    rate *= static_cast<double>(step - o_.init_step) / o_.init_warmup;
  return rate;
}

Status TrainingRun::prepare_run_dir(bool resume) {
  return distributed::on_root_then_share(comm_, "run directory set-up",
                                         [&] { return write_run_files(resume); });
}

Status TrainingRun::write_run_files(bool resume) {
  std::error_code ec;
  fs::create_directories(o_.run_dir, ec);
  if (ec)
    return Status::Error(ATTN_ERROR_IO, "cannot create run directory %s: %s", o_.run_dir.c_str(),
                         ec.message().c_str());
  const std::string run_json = run_file(o_, "run.json");
  const nlohmann::json identity = identity_json(o_);
  nlohmann::json with_runtime = identity;
  with_runtime["runtime"] = runtime_json(o_);
  if (resume) {
    ATTN_ASSIGN_OR_RETURN(std::string text, read_text_file(run_json));
    nlohmann::json stored;
    try {
      // Through TrainOptions and back, so that keys added since the run started compare at their defaults.
      TrainOptions stored_options;
      ATTN_RETURN_IF_ERROR(apply_identity_json(nlohmann::json::parse(text), &stored_options));
      stored = identity_json(stored_options);
    } catch (const nlohmann::json::exception& e) {
      return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "%s: %s", run_json.c_str(), e.what());
    }
    const std::string key = first_difference(stored, identity);
    if (!key.empty()) {
      const auto [was, now] = describe_difference(stored, identity, key);
      return Status::Error(
          ATTN_ERROR_INVALID_ARGUMENT,
          "cannot resume: the run was trained with --%s %s, this invocation has --%s %s (%s)", key.c_str(),
          was.c_str(), key.c_str(), now.c_str(), o_.run_dir.c_str());
    }
  } else {
    // A run that never reached its first checkpoint (say, the vocabulary was too large) may start over.
    if (fs::exists(run_json) && read_latest(o_.run_dir).ok()) {
      return Status::Error(
          ATTN_ERROR_INVALID_ARGUMENT,
          "%s already holds a run with checkpoints; pass --resume to continue it, or choose another "
          "--run",
          o_.run_dir.c_str());
    }
  }
  run_json_ = with_runtime;
  ATTN_RETURN_IF_ERROR(write_file_atomic(run_json, run_json_.dump(1) + "\n"));
  ATTN_RETURN_IF_ERROR(log_.open(run_file(o_, "log.jsonl"), console_));
  log_.write("precision: " + std::string(precision_name(o_.precision)) + " (" + o_.precision_reason + ")",
             {{"kind", "runtime"}, {"runtime", runtime_json(o_)}});
  return Status::Ok();
}

Status TrainingRun::prepare_data(bool resume) {
  ATTN_ASSIGN_OR_RETURN(TrainingText text, read_training_text(o_));
  const ParallelTextOptions text_options = parallel_text_options(o_);
  for (size_t c = 0; c < o_.corpora.size(); ++c) {
    const CorpusSpec& spec = o_.corpora[c];
    log_.say("data: " + describe(spec) + ": " + spec.source_file + " / " + spec.target_file + ": " +
             describe(text.corpora[c].report, text_options));
  }

  ATTN_RETURN_IF_ERROR(distributed::on_root_then_share(comm_, "data fingerprint check",
                                                       [&] { return check_data_fingerprint(resume, text); }));
  ATTN_RETURN_IF_ERROR(
      distributed::on_root_then_share(comm_, "vocabulary", [&] { return make_vocabulary(resume, text); }));
  const std::string tokenizer_path = run_file(o_, "tokenizer.model");
  if (!comm_.is_root()) {
    ATTN_ASSIGN_OR_RETURN(vocabulary_, Vocabulary::load(tokenizer_path));
  }
  if (vocabulary_.size() != static_cast<int>(o_.model.vocab_size)) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "%s has %d pieces but the model is configured for %d",
                         tokenizer_path.c_str(), vocabulary_.size(), o_.model.vocab_size);
  }

  // Rank 0 encodes (or reads) corpus.bin first; the others then read the file it wrote.
  bool cache_hit = false;
  ATTN_RETURN_IF_ERROR(distributed::on_root_then_share(comm_, "corpus encoding", [&]() -> Status {
    ATTN_ASSIGN_OR_RETURN(corpus_, encode_corpus_cached(run_file(o_, "corpus.bin"), text.source, text.target,
                                                        vocabulary_, &cache_hit));
    return Status::Ok();
  }));
  if (!comm_.is_root()) {
    ATTN_ASSIGN_OR_RETURN(corpus_, encode_corpus_cached(run_file(o_, "corpus.bin"), text.source, text.target,
                                                        vocabulary_, &cache_hit));
  }
  size_t dropped = 0;
  usable_ = pairs_within_length(corpus_, o_.model.max_positions, &dropped);
  log_.say("corpus: " + std::to_string(corpus_.size()) + " pairs encoded" +
           (cache_hit ? " (from corpus.bin)" : "") + ", " + std::to_string(dropped) + " longer than " +
           std::to_string(o_.model.max_positions - 1) + " tokens dropped, " + std::to_string(usable_.size()) +
           " used");
  if (usable_.empty()) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "no sentence pair fits --max-positions %d",
                         o_.model.max_positions);
  }
  ATTN_ASSIGN_OR_RETURN(sampling_, make_sampling_groups(text, o_, usable_));
  for (const std::string& line : describe_sampling(o_, sampling_)) log_.say(line);
  batching_.batch_tokens = o_.batch_tokens;
  batching_.max_positions = o_.model.max_positions;

  // Rank 0 alone evaluates, and writes what was read into run.json.
  return distributed::on_root_then_share(comm_, "dev sets and run.json", [&]() -> Status {
    nlohmann::json data = {{"corpora", corpora_report(text, o_, sampling_)},
                           {"pairs_per_epoch", pairs_per_epoch(sampling_)}};
    ATTN_RETURN_IF_ERROR(read_dev_sets(&data["dev"]));
    run_json_["data"] = data;
    return write_file_atomic(run_file(o_, "run.json"), run_json_.dump(1) + "\n");
  });
}

Status TrainingRun::read_dev_sets(nlohmann::json* report) {
  const ParallelTextOptions text_options = parallel_text_options(o_);
  *report = nlohmann::json::array();
  for (const DevSpec& spec : o_.dev_sets) {
    Result<ParallelText> read = read_parallel_text(spec.source_file, spec.target_file, text_options);
    if (!read.ok())
      return Status::Error(read.status().code(), "dev set %s: %s", spec.name.c_str(),
                           read.status().message());
    ParallelText& text = read.value();
    DevSet dev;
    dev.name = spec.name;
    dev.encoded = encode_corpus(text.source, text.target, vocabulary_);
    dev.references = std::move(text.target);
    dev.usable = pairs_within_length(dev.encoded, o_.model.max_positions, nullptr);
    log_.say("dev: " + spec.name + ": " + spec.source_file + " / " + spec.target_file + ": " +
             describe(text.report, text_options));
    nlohmann::json entry = text_report_json(spec.name, spec.source_file, spec.target_file, text.report);
    entry["used"] = dev.usable.size();
    report->push_back(entry);
    dev_sets_.push_back(std::move(dev));
  }
  return Status::Ok();
}

Status TrainingRun::check_data_fingerprint(bool resume, const TrainingText& text) {
  // The text itself must not change under a run: the batch order is a function of the encoded corpus.
  char fingerprint[32];
  std::snprintf(fingerprint, sizeof fingerprint, "%016llx",
                static_cast<unsigned long long>(training_text_fingerprint(text)));
  const std::string data_json = run_file(o_, "data.json");
  if (resume && fs::exists(data_json)) {
    ATTN_ASSIGN_OR_RETURN(std::string stored, read_text_file(data_json));
    std::string stored_fingerprint;
    try {
      stored_fingerprint = nlohmann::json::parse(stored).at("fingerprint").get<std::string>();
    } catch (const nlohmann::json::exception& e) {
      return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "%s: %s", data_json.c_str(), e.what());
    }
    if (stored_fingerprint != fingerprint) {
      std::string names;
      for (const CorpusSpec& c : o_.corpora) names += (names.empty() ? "" : ", ") + c.name;
      return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                           "cannot resume: the training text changed since the run started (corpora %s)",
                           names.c_str());
    }
  } else {
    size_t lines = 0;
    for (const CorpusText& c : text.corpora) lines += c.report.lines;
    const nlohmann::json data = {
        {"fingerprint", fingerprint}, {"pairs", text.source.size()}, {"lines", lines}};
    ATTN_RETURN_IF_ERROR(write_file_atomic(data_json, data.dump(1) + "\n"));
  }
  return Status::Ok();
}

Status TrainingRun::make_vocabulary(bool resume, const TrainingText& text) {
  const std::string tokenizer_path = run_file(o_, "tokenizer.model");
  if (resume && fs::exists(tokenizer_path)) {
    ATTN_ASSIGN_OR_RETURN(vocabulary_, Vocabulary::load(tokenizer_path));
  } else if (!o_.init_from.empty()) {
    // The weights are only meaningful with the tokenizer they were trained with.
    const std::string from = join_path(o_.init_from, checkpoint::kTokenizerFileName);
    ATTN_ASSIGN_OR_RETURN(std::string model_bytes, read_text_file(from));
    ATTN_RETURN_IF_ERROR(write_file_atomic(tokenizer_path, model_bytes));
    ATTN_ASSIGN_OR_RETURN(vocabulary_, Vocabulary::from_serialized(std::move(model_bytes)));
    log_.say("vocabulary: " + from + " (--init-from)");
  } else {
    log_.say("vocabulary: training a " + std::to_string(o_.model.vocab_size) +
             "-piece SentencePiece unigram model");
    VocabularyOptions vocabulary_options;
    vocabulary_options.vocab_size = o_.model.vocab_size;
    vocabulary_options.normalization = o_.normalization;
    vocabulary_options.seed = static_cast<uint32_t>(o_.seed);
    vocabulary_options.max_sentence_bytes = static_cast<size_t>(o_.max_line_bytes);
    ATTN_ASSIGN_OR_RETURN(std::string model_bytes,
                          train_vocabulary(text.source, text.target, vocabulary_options));
    ATTN_RETURN_IF_ERROR(write_file_atomic(tokenizer_path, model_bytes));
    ATTN_ASSIGN_OR_RETURN(vocabulary_, Vocabulary::from_serialized(std::move(model_bytes)));
  }
  return Status::Ok();
}

Status TrainingRun::restore(bool resume) {
  const size_t n = model_.parameter_count();
  if (!resume) {
    model_.initialize(o_.seed);
    model_.set_optimizer_state(std::vector<float>(n, 0.f), std::vector<float>(n, 0.f), 0);
    state_ = TrainingState{};
    state_.seed = o_.seed;
    if (!o_.init_from.empty()) {
      ATTN_ASSIGN_OR_RETURN(checkpoint::Checkpoint checkpoint, checkpoint::read_checkpoint_dir(o_.init_from));
      const Status loaded = load_model_weights(checkpoint.weights, model_);
      if (!loaded.ok())
        return Status::Error(loaded.code(), "--init-from %s: %s", o_.init_from.c_str(), loaded.message());
      // Steps continue the checkpoint's count, so the schedule (and checkpoint names) pick up where it was.
      state_.step = o_.init_step;
      log_.say("initialised from " + o_.init_from + " (step " + std::to_string(o_.init_step) +
               "): fresh Adam moments, learning rate ramped up over " + std::to_string(o_.init_warmup) +
               " steps");
    }
    return Status::Ok();
  }
  ATTN_ASSIGN_OR_RETURN(const int64_t step, read_latest(o_.run_dir));
  const std::string checkpoint_dir = join_path(o_.run_dir, checkpoint_dir_name(step));
  ATTN_ASSIGN_OR_RETURN(checkpoint::Checkpoint checkpoint, checkpoint::read_checkpoint_dir(checkpoint_dir));
  ATTN_RETURN_IF_ERROR(load_model_weights(checkpoint.weights, model_));
  ATTN_ASSIGN_OR_RETURN(state_, read_training_state(join_path(o_.run_dir, state_dir_name(step))));
  if (state_.step != step || state_.seed != o_.seed || state_.adam_m.size() != n) {
    return Status::Error(
        ATTN_ERROR_INVALID_ARGUMENT, "%s does not match %s (step %lld, seed, or parameter count)",
        state_dir_name(step).c_str(), checkpoint_dir.c_str(), static_cast<long long>(state_.step));
  }
  model_.set_optimizer_state(state_.adam_m, state_.adam_v, state_.adam_step);
  state_.adam_m.clear();
  state_.adam_v.clear();
  elapsed_before_ = state_.elapsed_seconds;
  last_saved_step_ = step;
  log_.say("resumed from " + checkpoint_dir + " (epoch " + std::to_string(state_.epoch) + ", batch " +
           std::to_string(state_.batch_in_epoch) + ")");
  return Status::Ok();
}

void TrainingRun::evaluate_dev_sets() {
  for (size_t d = 0; d < dev_sets_.size(); ++d) {
    const DevSet& dev = dev_sets_[d];
    const auto started = Clock::now();
    const DevResult r = evaluate_dev(model_, dev, vocabulary_, o_.model, o_.batch_tokens,
                                     static_cast<float>(o_.label_smoothing), o_.dev_bleu_sentences);
    if (d == 0) last_dev_bleu_ = r.bleu.score;  // the first dev set is the run's summary
    // The set's name only where there are several, so that a one-set run's lines read as they always have.
    const std::string line =
        "dev  step " + std::to_string(state_.step) + (dev_sets_.size() > 1 ? " | " + dev.name : "") +
        " | loss " + fmt("%.4f", r.loss) + " | nll " + fmt("%.4f", r.nll) + " | ppl " +
        fmt("%.2f", std::exp(r.nll)) + " | BLEU " + fmt("%.2f", r.bleu.score) + " (" +
        std::to_string(r.sentences_decoded) + " sentences) | " + format_duration(seconds_since(started));
    log_.write(line, {{"kind", "dev"},
                      {"set", dev.name},
                      {"step", state_.step},
                      {"epoch", state_.epoch},
                      {"loss", r.loss},
                      {"nll", r.nll},
                      {"ppl", std::exp(r.nll)},
                      {"bleu", r.bleu.score},
                      {"bleu_sentences", r.sentences_decoded},
                      {"target_tokens", r.target_tokens},
                      {"seconds", seconds_since(started)}});
  }
}

// Every rank takes part: the replicas are compared, then rank 0 writes the checkpoint and evaluates the dev
// set while the others wait for its status (with the collective timeout: rank 0 may take minutes here).
Status TrainingRun::save_checkpoint() {
  ATTN_RETURN_IF_ERROR(check_replicas_agree("at step " + std::to_string(state_.step)));
  ATTN_RETURN_IF_ERROR(distributed::on_root_then_share(comm_, at_step("checkpoint and dev evaluation"),
                                                       [&] { return write_checkpoint_files(); }));
  last_saved_step_ = state_.step;
  return Status::Ok();
}

std::string TrainingRun::at_step(const char* what) const {
  return std::string(what) + " at step " + std::to_string(state_.step);
}

// Adam's state is not compared: it is a function of the summed gradients, which every rank receives equal.
Status TrainingRun::check_replicas_agree(const std::string& when) {
  if (comm_.size() == 1) return Status::Ok();
  const uint64_t mine = distributed::parameter_fingerprint(model_);
  std::string root_bytes(reinterpret_cast<const char*>(&mine), sizeof mine);
  ATTN_RETURN_IF_ERROR(comm_.broadcast(&root_bytes, 0, "weight comparison " + when));
  uint64_t root = 0;
  std::memcpy(&root, root_bytes.data(), sizeof root);
  int64_t differing = root != mine ? 1 : 0;
  ATTN_RETURN_IF_ERROR(comm_.all_reduce_sum(&differing, 1, "weight comparison " + when));
  if (differing > 0) {
    return Status::Error(
        ATTN_ERROR_INTERNAL,
        "the ranks' weights differ %s (%lld of %d ranks differ from rank 0): the gradient sums "
        "did not reach every rank equal",
        when.c_str(), static_cast<long long>(differing), comm_.size());
  }
  return Status::Ok();
}

Status TrainingRun::write_checkpoint_files() {
  TrainingState state = state_;
  state.elapsed_seconds = elapsed_before_ + seconds_since(started_);
  model_.get_optimizer_state(&state.adam_m, &state.adam_v, &state.adam_step);
  const std::string state_dir = join_path(o_.run_dir, state_dir_name(state.step));
  const std::string checkpoint_dir = join_path(o_.run_dir, checkpoint_dir_name(state.step));
  // State first, checkpoint second, 'latest' last: 'latest' only ever names a step whose both halves are
  // complete, and a failure at any point leaves the previous step untouched.
  Status saved = write_training_state(state_dir, state);
  if (saved.ok()) {
    std::map<std::string, std::string> metadata = {
        {"step", std::to_string(state.step)},
        {"training_corpus", training_corpus_name(o_)},
    };
    saved = write_model_checkpoint(
        checkpoint_dir, model_,
        make_checkpoint_config(o_.model, o_.source_language, o_.target_language, metadata),
        vocabulary_.serialized());
  }
  if (saved.ok()) saved = switch_latest(o_.run_dir, state.step);
  if (!saved.ok()) {
    std::error_code ec;
    fs::remove_all(state_dir, ec);  // an orphan state without its checkpoint is of no use
    return Status::Error(saved.code(), "checkpoint at step %lld not written (the previous one is intact): %s",
                         static_cast<long long>(state.step), saved.message());
  }
  last_saved_step_ = state.step;
  ATTN_RETURN_IF_ERROR(prune_run(o_.run_dir, o_.keep, state.step));
  log_.write("saved " + checkpoint_dir,
             {{"kind", "checkpoint"}, {"step", state.step}, {"dir", checkpoint_dir}});
  evaluate_dev_sets();
  return Status::Ok();
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
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
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
        ATTN_ERROR_INVALID_ARGUMENT, "saved position %lld is outside epoch %lld's %zu batches",
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
        // Micro-batch k of rank r has its own dropout stream (k for one process: the stream of a run without ranks).
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
      return Status::Error(ATTN_ERROR_INTERNAL, "loss is %f at step %lld; lower --lr-scale or raise --warmup",
                           loss, static_cast<long long>(state_.step));
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

}  // namespace

Status train(const TrainOptions& options, Transformer& model, bool resume, FILE* console,
             TrainSummary* summary, const Parallelism& parallelism) {
  TrainingRun run(options, model, console, parallelism);
  return run.run(resume, summary);
}

Status load_init_checkpoint(const std::string& dir, TrainOptions* options) {
  ATTN_ASSIGN_OR_RETURN(checkpoint::Checkpoint checkpoint, checkpoint::read_checkpoint_dir(dir));
  const ModelDescription& c = checkpoint.config;
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
      return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
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
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "%s: %s", path.c_str(), e.what());
  }
  return Status::Ok();
}

}  // namespace attn::train
