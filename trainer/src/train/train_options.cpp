#include "trainer/src/train/train_options.h"

#include <algorithm>

namespace attn::train {

Status validate(const TrainOptions& o) {
  const ModelDescription& m = o.model;
  auto bad = [](const char* what) { return Status::Error(StatusCode::kInvalidArgument, "%s", what); };
  ATTN_RETURN_IF_ERROR(validate_data_specs(o.corpora, o.dev_sets, o.origin_weights));
  ATTN_RETURN_IF_ERROR(check_trainable(m));
  if (o.run_dir.empty()) return bad("--run DIR is required");
  if (m.d_model <= 0 || m.heads <= 0 || m.d_ff <= 0)
    return bad("--d-model, --heads and --d-ff must be positive");
  if (m.d_model % m.heads != 0) {
    return Status::Error(StatusCode::kInvalidArgument, "--d-model %u is not divisible by --heads %u",
                         m.d_model, m.heads);
  }
  if (m.d_model % 2 != 0) return bad("--d-model must be even (sinusoidal positions pair sin and cos)");
  if (m.encoder_layers <= 0 || m.decoder_layers <= 0)
    return bad("--encoder-layers and --decoder-layers must be > 0");
  if (m.vocab_size < 8) return bad("--vocab-size must be at least 8 (4 special pieces + some text)");
  if (m.max_positions < 2) return bad("--max-positions must be at least 2");
  if (o.batch_tokens < static_cast<int64_t>(m.max_positions)) {
    return Status::Error(
        StatusCode::kInvalidArgument,
        "--batch-tokens %d is smaller than --max-positions %u: the longest pair would not fit",
        o.batch_tokens, m.max_positions);
  }
  if (o.accumulate < 1) return bad("--accumulate must be at least 1");
  if (o.warmup < 1) return bad("--warmup must be at least 1");
  if (!(o.lr_scale > 0)) return bad("--lr-scale must be positive");
  if (!(o.adam_beta1 >= 0 && o.adam_beta1 < 1) || !(o.adam_beta2 >= 0 && o.adam_beta2 < 1)) {
    return bad("--adam-beta1 and --adam-beta2 must be in [0, 1)");
  }
  if (!(o.adam_epsilon > 0)) return bad("--adam-epsilon must be positive");
  if (!(o.label_smoothing >= 0 && o.label_smoothing < 1)) return bad("--label-smoothing must be in [0, 1)");
  if (!(o.dropout >= 0 && o.dropout < 1)) return bad("--dropout must be in [0, 1)");
  if (o.max_line_bytes < 1) return bad("--max-line-bytes must be positive");
  if (o.max_steps < 0 || o.max_epochs < 0 || o.max_minutes < 0)
    return bad("stopping limits must not be negative");
  if (o.max_steps == 0 && o.max_epochs == 0 && o.max_minutes == 0) {
    return bad("give at least one stopping rule: --max-steps, --max-epochs or --max-minutes");
  }
  if (o.checkpoint_every < 1) return bad("--checkpoint-every must be at least 1");
  if (o.log_every < 1) return bad("--log-every must be at least 1");
  if (o.keep < 1) return bad("--keep must be at least 1");
  if (o.average_last < 0 || o.average_last > o.keep) {
    return Status::Error(StatusCode::kInvalidArgument, "--average-last %d must be between 0 and --keep %d",
                         o.average_last, o.keep);
  }
  if (o.threads < 0) return bad("--threads must not be negative");
  if (o.source_language.empty() || o.target_language.empty()) return bad("languages must not be empty");
  if (o.init_warmup < 1) return bad("--init-warmup must be at least 1");
  if (!(o.collective_timeout > 0)) return bad("--collective-timeout must be positive");
  if (o.init_step < 0) return bad("the --init-from checkpoint's step must not be negative");
  return Status::Ok();
}

nlohmann::json identity_json(const TrainOptions& o) {
  const ModelDescription& m = o.model;
  // nlohmann::json objects keep keys sorted, which first_difference relies on for a stable answer.
  return nlohmann::json{
      {"corpus", corpora_json(o.corpora)},
      {"origin-weight", o.origin_weights},
      {"dev", dev_sets_json(o.dev_sets)},
      {"source-lang", o.source_language},
      {"target-lang", o.target_language},
      {"max-line-bytes", o.max_line_bytes},
      {"normalization", o.normalization},
      {"d-model", m.d_model},
      {"heads", m.heads},
      {"d-ff", m.d_ff},
      {"encoder-layers", m.encoder_layers},
      {"decoder-layers", m.decoder_layers},
      {"vocab-size", m.vocab_size},
      {"max-positions", m.max_positions},
      {"pre-norm", m.pre_norm()},
      {"batch-tokens", o.batch_tokens},
      {"accumulate", o.accumulate},
      {"warmup", o.warmup},
      {"lr-scale", o.lr_scale},
      {"adam-beta1", o.adam_beta1},
      {"adam-beta2", o.adam_beta2},
      {"adam-epsilon", o.adam_epsilon},
      {"label-smoothing", o.label_smoothing},
      {"dropout", o.dropout},
      {"seed", o.seed},
      {"init-from", o.init_from},
      {"init-step", o.init_step},
      {"init-warmup", o.init_warmup},
  };
}

nlohmann::json runtime_json(const TrainOptions& o) {
  return nlohmann::json{
      {"precision", precision_name(o.precision)},
      {"precision-reason", o.precision_reason},
      {"backend", o.backend == BackendKind::Cuda ? "cuda" : "cpu"},
      {"threads", o.threads},
      {"ranks", o.world_size},
      // Not identity (a resume may change them), but a resume that omits them keeps these rather than falling
      // back to the defaults: a run checkpointed every 250 steps and keeping 12 must not silently switch to
      // every 1,000 keeping 5, pruning the checkpoints its average was to be made from.
      {"checkpoint-every", o.checkpoint_every},
      {"keep", o.keep},
      {"log-every", o.log_every},
      {"dev-bleu-sentences", o.dev_bleu_sentences},
  };
}

void apply_runtime_json(const nlohmann::json& runtime, TrainOptions* o) {
  // Absent from the run.json of runs written before these were stored: they keep the defaults.
  o->checkpoint_every = runtime.value("checkpoint-every", o->checkpoint_every);
  o->keep = runtime.value("keep", o->keep);
  o->log_every = runtime.value("log-every", o->log_every);
  o->dev_bleu_sentences = runtime.value("dev-bleu-sentences", o->dev_bleu_sentences);
  // The thread count too: a run started with --threads 1 beside other work must not resume on every core.
  o->threads = runtime.value("threads", o->threads);
  // And the backend: a run started on the GPU must not resume on the CPU (many times slower) for want of --backend.
  const std::string backend = runtime.value("backend", std::string());
  if (backend == "cuda") o->backend = BackendKind::Cuda;
  if (backend == "cpu") o->backend = BackendKind::Cpu;
}

Status apply_identity_json(const nlohmann::json& j, TrainOptions* o) {
  try {
    ModelDescription& m = o->model;
    // Runs made before several corpora existed name one corpus and one dev set: the shorthands' meaning.
    if (j.contains("corpus")) {
      o->corpora = corpora_from_json(j.at("corpus"));
    } else {
      o->corpora = {
          {kShorthandCorpusName, j.at("src").get<std::string>(), j.at("tgt").get<std::string>(), "", 1.0}};
    }
    if (j.contains("dev")) {
      o->dev_sets = dev_sets_from_json(j.at("dev"));
    } else if (!j.at("dev-src").get<std::string>().empty()) {
      o->dev_sets = {
          {kShorthandDevName, j.at("dev-src").get<std::string>(), j.at("dev-tgt").get<std::string>()}};
    } else {
      o->dev_sets.clear();
    }
    o->origin_weights = j.value("origin-weight", std::map<std::string, double>());
    o->source_language = j.at("source-lang").get<std::string>();
    o->target_language = j.at("target-lang").get<std::string>();
    o->max_line_bytes = j.at("max-line-bytes").get<int>();
    o->normalization = j.at("normalization").get<std::string>();
    m.d_model = j.at("d-model").get<int>();
    m.heads = j.at("heads").get<int>();
    m.d_ff = j.at("d-ff").get<int>();
    m.encoder_layers = j.at("encoder-layers").get<int>();
    m.decoder_layers = j.at("decoder-layers").get<int>();
    m.vocab_size = j.at("vocab-size").get<int>();
    m.max_positions = j.at("max-positions").get<int>();
    m.norm_position = j.at("pre-norm").get<bool>() ? NormPosition::Pre : NormPosition::Post;
    o->batch_tokens = j.at("batch-tokens").get<int>();
    o->accumulate = j.at("accumulate").get<int>();
    o->warmup = j.at("warmup").get<int>();
    o->lr_scale = j.at("lr-scale").get<double>();
    o->adam_beta1 = j.at("adam-beta1").get<double>();
    o->adam_beta2 = j.at("adam-beta2").get<double>();
    o->adam_epsilon = j.at("adam-epsilon").get<double>();
    o->label_smoothing = j.at("label-smoothing").get<double>();
    o->dropout = j.at("dropout").get<double>();
    o->seed = j.at("seed").get<uint64_t>();
    // Absent from runs made before --init-from existed.
    o->init_from = j.value("init-from", std::string());
    o->init_step = j.value("init-step", int64_t{0});
    o->init_warmup = j.value("init-warmup", 200);
  } catch (const nlohmann::json::exception& e) {
    return Status::Error(StatusCode::kInvalidArgument, "run.json: %s", e.what());
  }
  return Status::Ok();
}

std::string first_difference(const nlohmann::json& stored, const nlohmann::json& given) {
  auto compared = [](const std::string& key) { return key != "runtime" && key != "data"; };
  for (auto it = stored.begin(); it != stored.end(); ++it) {
    if (!compared(it.key())) continue;
    if (!given.contains(it.key()) || given.at(it.key()) != it.value()) return it.key();
  }
  for (auto it = given.begin(); it != given.end(); ++it) {
    if (!compared(it.key())) continue;
    if (!stored.contains(it.key())) return it.key();
  }
  return "";
}

std::pair<std::string, std::string> describe_difference(const nlohmann::json& stored,
                                                        const nlohmann::json& given, const std::string& key) {
  const nlohmann::json unset = "(unset)";
  const nlohmann::json& a = stored.contains(key) ? stored.at(key) : unset;
  const nlohmann::json& b = given.contains(key) ? given.at(key) : unset;
  // Error messages are short (Status keeps 256 bytes): a list of corpora with their paths would not fit, so
  // a list is narrowed to its first differing element and that to its differing fields.
  if (a.is_array() && b.is_array()) {
    for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
      if (i < a.size() && i < b.size() && a[i] == b[i]) continue;
      auto name = [](const nlohmann::json& list, size_t k) {
        return k >= list.size()                                  ? std::string("(none)")
               : list[k].is_object() && list[k].contains("name") ? list[k].at("name").get<std::string>()
                                                                 : list[k].dump();
      };
      if (i >= a.size() || i >= b.size() || !a[i].is_object() || !b[i].is_object())
        return {name(a, i), name(b, i)};
      nlohmann::json only_a = nlohmann::json::object(), only_b = nlohmann::json::object();
      for (const auto& [field, value] : a[i].items()) {
        if (!b[i].contains(field) || b[i].at(field) != value) only_a[field] = value;
      }
      for (const auto& [field, value] : b[i].items()) {
        if (!a[i].contains(field) || a[i].at(field) != value) only_b[field] = value;
      }
      return {name(a, i) + " " + only_a.dump(), name(b, i) + " " + only_b.dump()};
    }
  }
  return {a.dump(), b.dump()};
}

}  // namespace attn::train
