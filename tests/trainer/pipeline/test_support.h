// Helpers for the pipeline tests: scratch directories, a generated toy parallel corpus, and a small fake
// Transformer whose updates depend on everything a real one's do (batch contents and order, dropout seed,
// learning rate, Adam state), so that the loop's bookkeeping can be tested exactly and quickly.
#pragma once

#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "trainer/src/data/random.h"
#include "trainer/src/model/transformer.h"

namespace attn::train::testing {

// A fresh empty directory under the system temp dir, removed at destruction.
class ScratchDir {
 public:
  explicit ScratchDir(const std::string& name);
  ~ScratchDir();
  const std::string& path() const { return path_; }
  std::string file(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

void write_text(const std::string& path, const std::string& text);

// A host copy of a model's parameters, for comparing weights between runs.
inline std::vector<float> parameters(const Transformer& model) {
  std::vector<float> p(model.parameter_count());
  model.get_parameters(p.data());
  return p;
}
std::string read_text(const std::string& path);

// `pairs` toy sentence pairs (3–9 words from a small vocabulary; the "translation" maps each word through a
// fixed dictionary and reverses the order), deterministic in seed.
struct ToyCorpus {
  std::vector<std::string> source, target;
};
ToyCorpus make_toy_corpus(size_t pairs, uint64_t seed);
// Writes it as <dir>/<stem>.en and <dir>/<stem>.de.
void write_toy_corpus(const ToyCorpus& corpus, const std::string& dir, const std::string& stem);

class FakeTransformer final : public Transformer {
 public:
  explicit FakeTransformer(const ModelDescription& config, int dim = 4);

  const std::vector<ParameterInfo>& parameter_info() const override { return info_; }
  Precision precision() const override { return Precision::Fp32; }
  size_t parameter_count() const override { return params_.size(); }
  void get_parameters(float* out) const override;
  void set_parameters(const float* in) override;
  void initialize(uint64_t seed) override;
  StepResult forward_backward(const Batch& batch, float label_smoothing, float dropout, uint64_t dropout_seed) override;
  StepResult evaluate(const Batch& batch, float label_smoothing) override;
  void zero_gradients() override;
  void adam_step(float learning_rate, float beta1, float beta2, float epsilon, float grad_scale) override;
  void get_optimizer_state(std::vector<float>* m, std::vector<float>* v, int64_t* step) const override;
  void set_optimizer_state(const std::vector<float>& m, const std::vector<float>& v, int64_t step) override;
  void get_gradients(float* out) const override;
  GradientBuffer gradient_buffer() override { return {grads_.data(), grads_.size(), false}; }
  // Copies the source (without eos), truncated to max_len: a perfect "translation" when source == target.
  std::vector<std::vector<int32_t>> greedy_decode(const std::vector<std::vector<int32_t>>& sources,
                                                  int max_len) override;

  int64_t forward_backward_calls = 0;
  int64_t adam_calls = 0;
  std::vector<uint64_t> dropout_seeds;  // of every forward_backward call, in order
  std::vector<int64_t> batch_target_tokens;  // of every forward_backward call, in order
  std::vector<float> grad_scales;            // of every adam_step call, in order

 private:
  StepResult run(const Batch& batch, float dropout, uint64_t dropout_seed, bool backward);

  ModelDescription config_;
  int dim_;
  std::vector<ParameterInfo> info_;
  std::vector<float> params_, grads_, m_, v_;
  int64_t adam_step_ = 0;
};

}  // namespace attn::train::testing
