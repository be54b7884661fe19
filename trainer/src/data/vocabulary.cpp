#include "trainer/src/data/vocabulary.h"

#include <fcntl.h>
#include <sentencepiece_processor.h>
#include <sentencepiece_trainer.h>
#include <unistd.h>

#include <cstdio>
#include <unordered_map>

#include "base/src/io/file_io.h"

namespace attn::train {
namespace {

// Feeds all source sentences, then all target sentences, to SentencePiece without a temporary file.
class JointIterator : public sentencepiece::SentenceIterator {
 public:
  JointIterator(const std::vector<std::string>& a, const std::vector<std::string>& b) : a_(a), b_(b) {}
  bool done() const override { return index_ >= a_.size() + b_.size(); }
  void Next() override { ++index_; }
  const std::string& value() const override { return index_ < a_.size() ? a_[index_] : b_[index_ - a_.size()]; }
  sentencepiece::util::Status status() const override { return sentencepiece::util::Status(); }

 private:
  const std::vector<std::string>& a_;
  const std::vector<std::string>& b_;
  size_t index_ = 0;
};

// SentencePiece's trainer prints its whole spec and progress to stderr (no API turns that off in 0.1.97);
// its errors come back as a status, so the log is muted while it runs.
class MutedStderr {
 public:
  explicit MutedStderr(bool mute) {
    if (!mute) return;
    std::fflush(stderr);
    saved_ = dup(STDERR_FILENO);
    const int null = open("/dev/null", O_WRONLY);
    if (saved_ >= 0 && null >= 0) dup2(null, STDERR_FILENO);
    if (null >= 0) close(null);
  }
  ~MutedStderr() {
    if (saved_ < 0) return;
    std::fflush(stderr);
    dup2(saved_, STDERR_FILENO);
    close(saved_);
  }
  MutedStderr(const MutedStderr&) = delete;
  MutedStderr& operator=(const MutedStderr&) = delete;

 private:
  int saved_ = -1;
};

}  // namespace

Result<std::string> train_vocabulary(const std::vector<std::string>& source, const std::vector<std::string>& target,
                                     const VocabularyOptions& options) {
  if (options.vocab_size < 8) {
    return Status::Error(StatusCode::kInvalidArgument, "vocabulary size %d is too small (at least 8)",
                         options.vocab_size);
  }
  sentencepiece::SetRandomGeneratorSeed(options.seed);
  const std::unordered_map<std::string, std::string> args = {
      {"model_type", "unigram"},
      {"vocab_size", std::to_string(options.vocab_size)},
      {"byte_fallback", "true"},
      {"pad_id", "0"},
      {"unk_id", "1"},
      {"bos_id", "2"},
      {"eos_id", "3"},
      {"normalization_rule_name", options.normalization},
      {"input_sentence_size", "0"},  // every sentence: no sampling
      {"shuffle_input_sentence", "false"},
      {"max_sentence_length", std::to_string(options.max_sentence_bytes)},
      {"num_threads", std::to_string(options.threads)},
      {"model_prefix", ""},
  };
  JointIterator sentences(source, target);
  std::string model;
  sentencepiece::util::Status status;
  {
    MutedStderr muted(!options.verbose);
    status = sentencepiece::SentencePieceTrainer::Train(args, &sentences, &model);
  }
  if (!status.ok()) {
    // SentencePiece's messages read "Internal: file.cc(123) [condition] explanation"; the explanation is
    // what the user needs (e.g. "Vocabulary size too high (9000). Please set it to a value <= 7113.").
    std::string explanation = status.error_message();
    const size_t bracket = explanation.rfind("] ");
    if (bracket != std::string::npos) explanation = explanation.substr(bracket + 2);
    return Status::Error(
        StatusCode::kInvalidArgument,
        "SentencePiece could not train a %d-piece vocabulary (--vocab-size) on %zu sentences: %s",
        options.vocab_size, source.size() + target.size(), explanation.c_str());
  }
  return model;
}

Vocabulary::Vocabulary() = default;
Vocabulary::~Vocabulary() = default;
Vocabulary::Vocabulary(Vocabulary&&) noexcept = default;
Vocabulary& Vocabulary::operator=(Vocabulary&&) noexcept = default;

Result<Vocabulary> Vocabulary::from_serialized(std::string model_bytes) {
  Vocabulary vocabulary;
  vocabulary.processor_ = std::make_unique<sentencepiece::SentencePieceProcessor>();
  const auto status = vocabulary.processor_->LoadFromSerializedProto(model_bytes);
  if (!status.ok()) {
    return Status::Error(StatusCode::kInvalidArgument, "not a SentencePiece model: %s",
                         status.ToString().c_str());
  }
  if (vocabulary.processor_->pad_id() != 0 || vocabulary.processor_->unk_id() != 1 ||
      vocabulary.processor_->bos_id() != 2 || vocabulary.processor_->eos_id() != 3) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "SentencePiece model has pad/unk/bos/eos ids %d/%d/%d/%d; attn needs 0/1/2/3",
                         vocabulary.processor_->pad_id(), vocabulary.processor_->unk_id(),
                         vocabulary.processor_->bos_id(), vocabulary.processor_->eos_id());
  }
  vocabulary.bytes_ = std::move(model_bytes);
  return vocabulary;
}

Result<Vocabulary> Vocabulary::load(const std::string& path) {
  ATTN_ASSIGN_OR_RETURN(std::vector<uint8_t> bytes, checkpoint::read_file_bytes(path, 1ull << 30));
  auto vocabulary = from_serialized(std::string(bytes.begin(), bytes.end()));
  if (!vocabulary.ok()) {
    return Status::Error(vocabulary.status().code(), "%s: %s", path.c_str(), vocabulary.status().message());
  }
  return vocabulary;
}

int Vocabulary::size() const { return processor_ ? processor_->GetPieceSize() : 0; }

std::vector<int32_t> Vocabulary::encode(std::string_view text) const {
  const std::vector<int> ids = processor_->EncodeAsIds(text);
  return std::vector<int32_t>(ids.begin(), ids.end());
}

std::string Vocabulary::decode(const std::vector<int32_t>& ids) const {
  return processor_->DecodeIds(std::vector<int>(ids.begin(), ids.end()));
}

}  // namespace attn::train
