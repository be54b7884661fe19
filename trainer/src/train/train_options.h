// Every option of a training run. The options that define what is trained (data, vocabulary, architecture,
// batching, optimisation, seed) are the run's identity: they are stored in <run>/run.json and a resume with
// a different value for any of them is refused, naming the key. The rest (stopping rules, checkpoint and log
// cadence, threads, backend) may change between invocations.
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "base/src/core/status.h"
#include "trainer/src/model/transformer.h"
#include "trainer/src/train/corpus_spec.h"

namespace attn::train {

struct TrainOptions {
  // Data (corpus_spec.h): the training corpora in command-line order, the dev sets (may be none), and the
  // weights by origin, which multiply the corpus weight of pairs from corpora with an origin file.
  std::vector<CorpusSpec> corpora;
  std::vector<DevSpec> dev_sets;
  std::map<std::string, double> origin_weights;
  std::string source_language = "en", target_language = "de";
  int max_line_bytes = 2048;
  // Vocabulary.
  std::string normalization = "identity";
  // Architecture (vocab_size is also the SentencePiece vocabulary size).
  ModelDescription model = default_model();
  // Batching and optimisation.
  int batch_tokens = 6000;
  int accumulate = 1;
  int warmup = 4000;
  double lr_scale = 1.0;
  double adam_beta1 = 0.9, adam_beta2 = 0.98, adam_epsilon = 1e-9;
  double label_smoothing = 0.1;
  double dropout = 0.1;
  uint64_t seed = 1;
  // Starting weights (and tokenizer) from a checkpoint directory instead of the random initialisation: Adam's
  // moments start at zero and the learning rate ramps up linearly over init_warmup steps to the schedule's
  // value at init_step + init_warmup (init_step: the checkpoint's step, from its metadata). Empty: none.
  std::string init_from;
  int64_t init_step = 0;
  int init_warmup = 200;

  // Not part of the identity.
  std::string run_dir;
  int64_t max_steps = 0;   // 0: no limit
  int64_t max_epochs = 0;  // 0: no limit
  double max_minutes = 0;  // 0: no limit (per invocation)
  int64_t checkpoint_every = 1000;
  int keep = 5;  // checkpoints (and training states) kept in the run directory
  int64_t log_every = 100;
  int average_last = 0;        // at the end, average the last N checkpoints into <run>/averaged
  int dev_bleu_sentences = 0;  // 0: the whole dev set is decoded for BLEU at each checkpoint
  int threads = 0;
  BackendKind backend = BackendKind::Cpu;
  // Arithmetic of the matrix products, chosen per invocation (main.cpp: bf16 where the hardware multiplies it
  // natively, unless --precision says otherwise) and recorded with the reason in run.json's "runtime". A run
  // may change precision between invocations; resume is bit-exact only in the same precision.
  Precision precision = Precision::Fp32;
  std::string precision_reason;
  // Data parallelism: the ranks of the job (set by main from the communicator; logged in "runtime"), and
  // how long a rank waits in a collective (gradient sums, the wait for rank 0's checkpoint and dev
  // evaluation) before it ends the whole job.
  int world_size = 1;
  double collective_timeout = 600;
};

// Checks ranges and consistency; the message names the option as spelled on the command line.
Status validate(const TrainOptions& options);

// The identity keys, named as the command-line options without dashes ("d-model", "batch-tokens", ...).
nlohmann::json identity_json(const TrainOptions& options);
// Sets the identity fields from identity_json's output (e.g. run.json when resuming).
Status apply_identity_json(const nlohmann::json& json, TrainOptions* options);
// What this invocation ran on (precision and why, backend, threads) and its checkpoint and log cadence:
// run.json's "runtime" object, rewritten by every invocation and ignored when identities are compared.
nlohmann::json runtime_json(const TrainOptions& options);
// Sets the cadence fields (checkpoint-every, keep, log-every, dev-bleu-sentences), the thread count and the
// backend from a stored "runtime" object, so that a resume keeps them unless its command line changes them;
// absent keys leave them as they are. Precision is not kept: it is chosen per invocation (above).
void apply_runtime_json(const nlohmann::json& runtime, TrainOptions* options);
// The first key whose value differs between two identity objects ("" when equal), in key order; "runtime" and
// "data" (what was read, written once the data is read) are not compared.
std::string first_difference(const nlohmann::json& stored, const nlohmann::json& given);
// The values of `key` in each, for a message: the whole value, or for a list (--corpus, --dev) its first
// element that differs as its name and the fields that differ ('ddtp {"weight":3.0}'), or "(none)".
std::pair<std::string, std::string> describe_difference(const nlohmann::json& stored,
                                                        const nlohmann::json& given, const std::string& key);

}  // namespace attn::train
