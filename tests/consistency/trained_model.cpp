#include "tests/consistency/trained_model.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "tests/support/random_checkpoint.h"

namespace attn::consistency {
namespace {

constexpr int32_t kBos = 2, kEos = 3;

// Short everyday sentences, then a long one; the last two are held out of training.
const char* const kPairs[][2] = {
    {"The house is small.", "Das Haus ist klein."},
    {"I like green tea.", "Ich mag grünen Tee."},
    {"Where is the train station?", "Wo ist der Bahnhof?"},
    {"Thank you very much.", "Vielen Dank."},
    {"The children are playing in the garden.", "Die Kinder spielen im Garten."},
    {"We are going to Berlin tomorrow.", "Wir fahren morgen nach Berlin."},
    {"Good morning!", "Guten Morgen!"},
    {"The weather is beautiful today, so we will walk along the river to the old bridge.",
     "Das Wetter ist heute schön, also gehen wir am Fluss entlang zur alten Brücke."},
    {"Yes.", "Ja."},
    {"The package contains the library and its documentation.",
     "Das Paket enthält die Bibliothek und ihre Dokumentation."},
};

}  // namespace

std::vector<int32_t> SentencePair::decoder_input() const {
  std::vector<int32_t> v{kBos};
  v.insert(v.end(), target.begin(), target.end());
  return v;
}

std::vector<int32_t> SentencePair::decoder_output() const {
  std::vector<int32_t> v(target);
  v.push_back(kEos);
  return v;
}

const std::string& test_tokenizer_bytes() {
  static const std::string bytes = [] {
    std::ifstream in(test_support::default_tokenizer_model_path(), std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + test_support::default_tokenizer_model_path());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }();
  return bytes;
}

const train::Vocabulary& test_vocabulary() {
  static const train::Vocabulary vocabulary = [] {
    auto v = train::Vocabulary::from_serialized(test_tokenizer_bytes());
    if (!v.ok()) throw std::runtime_error(std::string("tokenizer fixture: ") + v.status().message());
    return std::move(v).value();
  }();
  return vocabulary;
}

const std::vector<SentencePair>& sentence_pairs() {
  static const std::vector<SentencePair> pairs = [] {
    std::vector<SentencePair> out;
    for (const auto& p : kPairs) {
      SentencePair pair;
      pair.source = test_vocabulary().encode(p[0]);
      pair.source.push_back(kEos);
      pair.target = test_vocabulary().encode(p[1]);
      out.push_back(std::move(pair));
    }
    return out;
  }();
  return pairs;
}

train::Batch make_batch(const std::vector<SentencePair>& pairs, int32_t pad_id) {
  train::Batch b;
  b.batch = static_cast<int>(pairs.size());
  for (const auto& p : pairs) {
    b.source_len = std::max(b.source_len, static_cast<int>(p.source.size()));
    b.target_len = std::max(b.target_len, static_cast<int>(p.target.size()) + 1);
  }
  b.source.assign(static_cast<size_t>(b.batch) * b.source_len, pad_id);
  b.decoder_input.assign(static_cast<size_t>(b.batch) * b.target_len, pad_id);
  b.decoder_output.assign(static_cast<size_t>(b.batch) * b.target_len, pad_id);
  for (size_t i = 0; i < pairs.size(); ++i) {
    const auto in = pairs[i].decoder_input(), out = pairs[i].decoder_output();
    std::copy(pairs[i].source.begin(), pairs[i].source.end(), b.source.begin() + i * b.source_len);
    std::copy(in.begin(), in.end(), b.decoder_input.begin() + i * b.target_len);
    std::copy(out.begin(), out.end(), b.decoder_output.begin() + i * b.target_len);
    b.source_tokens += static_cast<int64_t>(pairs[i].source.size());
    b.target_tokens += static_cast<int64_t>(out.size());
  }
  return b;
}

std::unique_ptr<train::Transformer> train_small_model(const ModelDescription& config, uint64_t seed, int steps) {
  auto model = train::make_transformer(config, train::BackendKind::Cpu, /*threads=*/1);
  model->initialize(seed);
  const std::vector<SentencePair> training(sentence_pairs().begin(), sentence_pairs().begin() + kTrainingPairs);
  const train::Batch batch = make_batch(training, config.pad_id);
  for (int step = 0; step < steps; ++step) {
    model->zero_gradients();
    model->forward_backward(batch, /*label_smoothing=*/0.1f, /*dropout=*/0.f, /*dropout_seed=*/0);
    model->adam_step(/*learning_rate=*/3e-3f, 0.9f, 0.98f, 1e-9f, 1.f / static_cast<float>(batch.target_tokens));
  }
  return model;
}

double trainer_nll(train::Transformer& model, const SentencePair& pair, int32_t pad_id) {
  return model.evaluate(make_batch({pair}, pad_id), /*label_smoothing=*/0.f).nll_sum;
}

double trainer_log_prob(train::Transformer& model, const std::vector<int32_t>& source,
                        const std::vector<int32_t>& decoder_input, int position, int32_t token, int32_t pad_id) {
  train::Batch b;
  b.batch = 1;
  b.source_len = static_cast<int>(source.size());
  b.target_len = static_cast<int>(decoder_input.size());
  b.source = source;
  b.decoder_input = decoder_input;
  b.decoder_output.assign(decoder_input.size(), pad_id);
  b.decoder_output[static_cast<size_t>(position)] = token;
  b.source_tokens = b.source_len;
  b.target_tokens = 1;
  const train::StepResult r = model.evaluate(b, /*label_smoothing=*/0.f);
  if (r.target_tokens != 1) throw std::logic_error("trainer_log_prob: the loss did not count exactly one token");
  return -r.nll_sum;
}

ScratchDir::ScratchDir() {
  static std::atomic<int> counter{0};
  dir_ = std::filesystem::path(::testing::TempDir()) /
         ("attn_consistency_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
  std::filesystem::remove_all(dir_);
  std::filesystem::create_directories(dir_);
}

ScratchDir::~ScratchDir() {
  std::error_code ec;
  std::filesystem::remove_all(dir_, ec);
}

}  // namespace attn::consistency
