// Setting up a training run (training_run.h): the run directory and run.json, the training text, its
// fingerprint, the vocabulary, the encoded corpus, the dev sets, and the weights and state the run starts
// from (fresh, --init-from, or the last checkpoint of a resumed run).
#include <filesystem>
#include <string>
#include <vector>

#include "description/src/checkpoint_dir.h"
#include "trainer/src/data/parallel_text.h"
#include "trainer/src/distributed/gradient_sync.h"
#include "trainer/src/io/model_checkpoint.h"
#include "trainer/src/train/training_run.h"

namespace attn::train::training_run {
namespace fs = std::filesystem;

Status TrainingRun::prepare_run_dir(bool resume) {
  return distributed::on_root_then_share(comm_, "run directory set-up",
                                         [&] { return write_run_files(resume); });
}

Status TrainingRun::write_run_files(bool resume) {
  std::error_code ec;
  fs::create_directories(o_.run_dir, ec);
  if (ec)
    return Status::Error(StatusCode::kIo, "cannot create run directory %s: %s", o_.run_dir.c_str(),
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
      return Status::Error(StatusCode::kInvalidArgument, "%s: %s", run_json.c_str(), e.what());
    }
    const std::string key = first_difference(stored, identity);
    if (!key.empty()) {
      const auto [was, now] = describe_difference(stored, identity, key);
      return Status::Error(
          StatusCode::kInvalidArgument,
          "cannot resume: the run was trained with --%s %s, this invocation has --%s %s (%s)", key.c_str(),
          was.c_str(), key.c_str(), now.c_str(), o_.run_dir.c_str());
    }
  } else {
    // A run that never reached its first checkpoint (say, the vocabulary was too large) may start over.
    if (fs::exists(run_json) && read_latest(o_.run_dir).ok()) {
      return Status::Error(
          StatusCode::kInvalidArgument,
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
    return Status::Error(StatusCode::kInvalidArgument, "%s has %d pieces but the model is configured for %d",
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
    return Status::Error(StatusCode::kInvalidArgument, "no sentence pair fits --max-positions %d",
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
      return Status::Error(StatusCode::kInvalidArgument, "%s: %s", data_json.c_str(), e.what());
    }
    if (stored_fingerprint != fingerprint) {
      std::string names;
      for (const CorpusSpec& c : o_.corpora) names += (names.empty() ? "" : ", ") + c.name;
      return Status::Error(StatusCode::kInvalidArgument,
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
      ATTN_ASSIGN_OR_RETURN(const checkpoint::SafetensorsFile weights,
                            checkpoint::read_checkpoint_weights(o_.init_from));
      const Status loaded = load_model_weights(weights, model_);
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
        StatusCode::kInvalidArgument, "%s does not match %s (step %lld, seed, or parameter count)",
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

}  // namespace attn::train::training_run
