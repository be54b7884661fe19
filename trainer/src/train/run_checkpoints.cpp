// Checkpoints of a training run (training_run.h): the replicas' agreement, the checkpoint and training state
// written so that 'latest' only names complete steps, and the dev evaluation that follows every checkpoint.
#include <cmath>
#include <cstring>
#include <filesystem>
#include <map>
#include <set>
#include <string>

#include "trainer/src/distributed/gradient_sync.h"
#include "trainer/src/io/model_checkpoint.h"
#include "trainer/src/train/training_run.h"

namespace attn::train::training_run {
namespace fs = std::filesystem;

namespace {

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

}  // namespace

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
        StatusCode::kInternal,
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

}  // namespace attn::train::training_run
