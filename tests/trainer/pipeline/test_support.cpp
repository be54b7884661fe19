#include "tests/trainer/pipeline/test_support.h"

#include <unistd.h>

#include <sstream>

namespace attn::train::testing {
namespace fs = std::filesystem;

ScratchDir::ScratchDir(const std::string& name) {
  path_ = (fs::temp_directory_path() / ("attn-pipeline-" + name + "-" + std::to_string(getpid()))).string();
  fs::remove_all(path_);
  fs::create_directories(path_);
}

ScratchDir::~ScratchDir() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

void write_text(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

ToyCorpus make_toy_corpus(size_t pairs, uint64_t seed) {
  static const char* kSource[] = {"the", "small", "package", "provides", "tools", "for", "reading", "files",
                                  "library", "data", "network", "server", "client", "with", "support", "and",
                                  "documentation", "python", "module", "graphical", "interface", "fast", "simple",
                                  "text", "editor", "manager", "system", "daemon", "plugin", "format"};
  static const char* kTarget[] = {"das", "kleine", "Paket", "stellt", "Werkzeuge", "für", "Lesen", "Dateien",
                                  "Bibliothek", "Daten", "Netzwerk", "Server", "Client", "mit", "Unterstützung",
                                  "und", "Dokumentation", "Python", "Modul", "grafische", "Schnittstelle", "schnelle",
                                  "einfache", "Text", "Editor", "Verwaltung", "System", "Dienst", "Erweiterung",
                                  "Format"};
  constexpr size_t kWords = sizeof kSource / sizeof kSource[0];
  SplitMix64 rng(seed);
  ToyCorpus corpus;
  for (size_t i = 0; i < pairs; ++i) {
    const size_t n = 3 + rng.below(7);
    std::vector<size_t> words(n);
    for (auto& w : words) w = rng.below(kWords);
    std::string src, tgt;
    for (size_t k = 0; k < n; ++k) {
      if (k) {
        src += ' ';
        tgt += ' ';
      }
      src += kSource[words[k]];
      tgt += kTarget[words[n - 1 - k]];
    }
    src += '.';
    tgt += '.';
    corpus.source.push_back(src);
    corpus.target.push_back(tgt);
  }
  return corpus;
}

void write_toy_corpus(const ToyCorpus& corpus, const std::string& dir, const std::string& stem) {
  std::string src, tgt;
  for (size_t i = 0; i < corpus.source.size(); ++i) {
    src += corpus.source[i] + "\n";
    tgt += corpus.target[i] + "\n";
  }
  write_text(dir + "/" + stem + ".en", src);
  write_text(dir + "/" + stem + ".de", tgt);
}

FakeTransformer::FakeTransformer(const ModelDescription& config, int dim) : config_(config), dim_(dim) {
  const size_t V = static_cast<size_t>(config.vocab_size), D = static_cast<size_t>(dim);
  info_.push_back({"embedding.weight",
                   {static_cast<int64_t>(V), static_cast<int64_t>(D)},
                   0,
                   V * D,
                   TensorRole::kEmbedding,
                   true});
  info_.push_back(
      {"encoder.final_norm.bias", {static_cast<int64_t>(D)}, V * D, D, TensorRole::kNormBias, false});
  params_.assign(V * D + D, 0.f);
  grads_.assign(params_.size(), 0.f);
  m_.assign(params_.size(), 0.f);
  v_.assign(params_.size(), 0.f);
}

void FakeTransformer::get_parameters(float* out) const { std::copy(params_.begin(), params_.end(), out); }
void FakeTransformer::set_parameters(const float* in) { std::copy(in, in + params_.size(), params_.begin()); }

void FakeTransformer::initialize(uint64_t seed) {
  SplitMix64 rng(seed);
  for (float& p : params_) p = static_cast<float>(static_cast<double>(rng.next() >> 11) * 0x1.0p-53 - 0.5);
}

StepResult FakeTransformer::run(const Batch& batch, float dropout, uint64_t dropout_seed, bool backward) {
  StepResult result;
  SplitMix64 noise(dropout_seed);
  const size_t D = static_cast<size_t>(dim_);
  float* bias = params_.data() + params_.size() - D;
  for (int b = 0; b < batch.batch; ++b) {
    for (int t = 0; t < batch.target_len; ++t) {
      const int32_t y = batch.decoder_output[static_cast<size_t>(b) * batch.target_len + t];
      if (y == config_.pad_id) continue;
      const int32_t x = batch.source[static_cast<size_t>(b) * batch.source_len + std::min(t, batch.source_len - 1)];
      // Pull E[y] towards E[x] + bias; "dropout" scales each token's gradient by a seeded factor.
      const float keep = dropout > 0 ? static_cast<float>(1.0 - dropout * static_cast<double>(noise.next() >> 11) *
                                                                    0x1.0p-53)
                                     : 1.f;
      double loss = 0;
      for (size_t d = 0; d < D; ++d) {
        const float diff = params_[y * D + d] - params_[x * D + d] - bias[d];
        loss += 0.5 * diff * diff;
        if (backward) {
          grads_[y * D + d] += keep * diff;
          grads_[x * D + d] -= keep * diff;
          grads_[params_.size() - D + d] -= keep * diff;
        }
      }
      result.loss_sum += loss;
      result.nll_sum += 0.9 * loss;
      ++result.target_tokens;
    }
  }
  return result;
}

StepResult FakeTransformer::forward_backward(const Batch& batch, float, float dropout, uint64_t dropout_seed) {
  ++forward_backward_calls;
  dropout_seeds.push_back(dropout_seed);
  batch_target_tokens.push_back(batch.target_tokens);
  return run(batch, dropout, dropout_seed, true);
}

StepResult FakeTransformer::evaluate(const Batch& batch, float) { return run(batch, 0.f, 0, false); }

void FakeTransformer::zero_gradients() { std::fill(grads_.begin(), grads_.end(), 0.f); }

void FakeTransformer::adam_step(float lr, float beta1, float beta2, float epsilon, float grad_scale) {
  ++adam_calls;
  grad_scales.push_back(grad_scale);
  ++adam_step_;
  const double c1 = 1.0 - std::pow(static_cast<double>(beta1), static_cast<double>(adam_step_));
  const double c2 = 1.0 - std::pow(static_cast<double>(beta2), static_cast<double>(adam_step_));
  for (size_t i = 0; i < params_.size(); ++i) {
    const float g = grads_[i] * grad_scale;
    m_[i] = beta1 * m_[i] + (1 - beta1) * g;
    v_[i] = beta2 * v_[i] + (1 - beta2) * g * g;
    params_[i] -= static_cast<float>(lr * (m_[i] / c1) / (std::sqrt(v_[i] / c2) + epsilon));
  }
}

void FakeTransformer::get_optimizer_state(std::vector<float>* m, std::vector<float>* v, int64_t* step) const {
  *m = m_;
  *v = v_;
  *step = adam_step_;
}

void FakeTransformer::set_optimizer_state(const std::vector<float>& m, const std::vector<float>& v, int64_t step) {
  m_ = m;
  v_ = v;
  adam_step_ = step;
}

void FakeTransformer::get_gradients(float* out) const { std::copy(grads_.begin(), grads_.end(), out); }

std::vector<std::vector<int32_t>> FakeTransformer::greedy_decode(const std::vector<std::vector<int32_t>>& sources,
                                                                 int max_len) {
  std::vector<std::vector<int32_t>> out;
  for (const auto& s : sources) {
    std::vector<int32_t> ids(s.begin(), s.end());
    if (!ids.empty() && ids.back() == config_.eos_id) ids.pop_back();
    if (static_cast<int>(ids.size()) > max_len) ids.resize(static_cast<size_t>(max_len));
    out.push_back(std::move(ids));
  }
  return out;
}

}  // namespace attn::train::testing
