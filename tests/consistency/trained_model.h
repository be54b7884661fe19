// The trainer's side of the consistency tests: real English→German sentence pairs tokenized with a real
// SentencePiece model, a small trainer Transformer trained on some of them (so its weights are far from the
// initialisation and greedy decoding says more than eos), and batches that expose the trainer's forward:
// the teacher-forced NLL of a sentence and the log-probability of any one token at any one position.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "trainer/src/data/vocabulary.h"
#include "trainer/src/model/transformer.h"

namespace attn::consistency {

struct SentencePair {
  std::vector<int32_t> source;  // tokens + eos
  std::vector<int32_t> target;  // tokens, without bos/eos
  std::vector<int32_t> decoder_input() const;   // bos + target
  std::vector<int32_t> decoder_output() const;  // target + eos
};

// The tokenizer every test uses: tests/data/spm/ende-8k-identity.model (vocab 8000, pad 0 unk 1 bos 2 eos 3).
const train::Vocabulary& test_vocabulary();
const std::string& test_tokenizer_bytes();

// kTrainingPairs pairs the models are trained on, followed by pairs never seen in training; lengths from 2
// to 30-odd tokens.
inline constexpr size_t kTrainingPairs = 8;
const std::vector<SentencePair>& sentence_pairs();

// Built on the CPU backend with one thread, initialised from seed, then `steps` Adam steps on the training
// pairs (label smoothing 0.1, no dropout).
std::unique_ptr<train::Transformer> train_small_model(const ModelDescription& config, uint64_t seed, int steps);

// One padded batch of the given pairs.
train::Batch make_batch(const std::vector<SentencePair>& pairs, int32_t pad_id);

// The trainer's teacher-forced NLL of one pair: evaluate() with label smoothing 0.
double trainer_nll(train::Transformer& model, const SentencePair& pair, int32_t pad_id);

// log p(token | source, decoder_input[0..position]) from the trainer: evaluate() on a batch whose
// decoder_output is pad (ignored by the loss) everywhere except `position`, where it is `token`.
double trainer_log_prob(train::Transformer& model, const std::vector<int32_t>& source,
                        const std::vector<int32_t>& decoder_input, int position, int32_t token, int32_t pad_id);

// A fresh directory under the test temp dir, removed with its contents on destruction.
class ScratchDir {
 public:
  ScratchDir();
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

 private:
  std::filesystem::path dir_;
};

}  // namespace attn::consistency
