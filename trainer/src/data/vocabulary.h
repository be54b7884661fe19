// The joint source+target SentencePiece vocabulary: trained once per run with libsentencepiece (unigram,
// byte fallback, pad 0 / unk 1 / bos 2 / eos 3, docs/model.md), stored as tokenizer.model in the run
// directory and copied into every checkpoint.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/src/core/status.h"

namespace sentencepiece {
class SentencePieceProcessor;
}

namespace attn::train {

struct VocabularyOptions {
  int vocab_size = 8000;
  // A SentencePiece normalization rule name: identity (the corpus is already NFC), nmt_nfkc, nfkc, ...
  std::string normalization = "identity";
  uint32_t seed = 1;
  size_t max_sentence_bytes = 2048;
  // SentencePiece sums EM statistics per thread, so the model depends on the thread count; a fixed count
  // keeps the vocabulary a function of the data and options only, whatever machine trains it.
  int threads = 4;
  bool verbose = false;  // let SentencePiece print its training log on stderr
};

// Trains a unigram model on every source and target sentence (no sampling, no shuffling: deterministic).
// Returns the serialized ModelProto. A vocabulary too large for the data is reported with SentencePiece's
// own explanation.
Result<std::string> train_vocabulary(const std::vector<std::string>& source, const std::vector<std::string>& target,
                                     const VocabularyOptions& options);

class Vocabulary {
 public:
  Vocabulary();
  ~Vocabulary();
  Vocabulary(Vocabulary&&) noexcept;
  Vocabulary& operator=(Vocabulary&&) noexcept;

  static Result<Vocabulary> from_serialized(std::string model_bytes);
  static Result<Vocabulary> load(const std::string& path);

  int size() const;
  std::vector<int32_t> encode(std::string_view text) const;  // no bos/eos added
  std::string decode(const std::vector<int32_t>& ids) const;
  const std::string& serialized() const { return bytes_; }

 private:
  std::unique_ptr<sentencepiece::SentencePieceProcessor> processor_;
  std::string bytes_;
};

}  // namespace attn::train
