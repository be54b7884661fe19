#include "tests/consistency/runtime_scorer.h"

#include <cstring>
#include <stdexcept>
#include <string>

#include "runtime/src/core/arena.h"
#include "runtime/src/kernels/embedding.h"

namespace attn::consistency {

Result<std::unique_ptr<RuntimeScorer>> RuntimeScorer::create(const Model& model, size_t max_source,
                                                              size_t max_target) {
  const Architecture& arch = model.architecture();
  if (max_source == 0 || max_target == 0 || max_source > arch.max_positions || max_target > arch.max_positions) {
    return Status::Error(StatusCode::kInvalidArgument,
                         "scorer: lengths %zu/%zu must lie in [1, max_positions %u]", max_source, max_target,
                         arch.max_positions);
  }
  std::unique_ptr<RuntimeScorer> s(new RuntimeScorer(model, max_source, max_target));
  s->positions_.resize(size_t{arch.max_positions} * arch.d_model);
  kernels::sinusoidal_positions(s->positions_.data(), arch.max_positions, arch.d_model);
  // The reference kernels, as the scorer always ran.
  ATTN_ASSIGN_OR_RETURN(
      s->linears_, model::ModelLinears::create(model.weights(), LinearBackend::kPortable, 1, max_source));
  // The same two-pass planning as the Translator: measure, then carve the one real buffer.
  Arena measure;
  model::Encoder(model.weights(), *s->linears_, s->positions_.data(), max_source, measure);
  model::Decoder(model.weights(), *s->linears_, s->positions_.data(), max_source, max_target, 1, measure);
  if (!s->arena_.allocate(measure.used())) {
    return Status::Error(StatusCode::kOutOfMemory, "scorer: cannot allocate %zu bytes", measure.used());
  }
  Arena arena(s->arena_.data(), s->arena_.size());
  s->encoder_.emplace(model.weights(), *s->linears_, s->positions_.data(), max_source, arena);
  s->decoder_.emplace(model.weights(), *s->linears_, s->positions_.data(), max_source, max_target, 1, arena);
  if (arena.overflowed() || arena.used() != measure.used()) {
    return Status::Error(StatusCode::kInternal, "scorer: memory plan changed between measuring and carving");
  }
  return s;
}

std::vector<float> RuntimeScorer::log_probs(const std::vector<int32_t>& source,
                                            const std::vector<int32_t>& decoder_input) {
  // Misuse of a test helper is a test bug: throw, and GoogleTest reports it as a failure.
  if (source.empty() || source.size() > max_source_ || decoder_input.empty() || decoder_input.size() > max_target_) {
    throw std::invalid_argument("scorer: source " + std::to_string(source.size()) + " / decoder input " +
                                std::to_string(decoder_input.size()) + " tokens exceed the plan");
  }
  const size_t V = vocab_size();
  // A linear layer that fails to run is a runtime bug: throw, as for misuse.
  const auto check = [](const Status& status) {
    if (!status.ok()) throw std::runtime_error(std::string("scorer: ") + status.message());
  };
  Result<const float*> memory = encoder_->encode(source.data(), source.size());
  check(memory.status());
  check(decoder_->start(memory.value(), source.size()));
  std::vector<float> out(decoder_input.size() * V);
  for (size_t t = 0; t < decoder_input.size(); ++t) {
    Result<const float*> step = decoder_->step(&decoder_input[t], 1, t);
    check(step.status());
    const float* row = step.value();
    std::memcpy(out.data() + t * V, row, V * sizeof(float));
  }
  return out;
}

double RuntimeScorer::nll(const std::vector<int32_t>& source, const std::vector<int32_t>& decoder_input,
                          const std::vector<int32_t>& decoder_output) {
  if (decoder_output.size() != decoder_input.size()) {
    throw std::invalid_argument("scorer: decoder input and output differ in length");
  }
  const size_t V = vocab_size();
  const std::vector<float> lp = log_probs(source, decoder_input);
  double sum = 0;
  for (size_t t = 0; t < decoder_output.size(); ++t) sum -= lp[t * V + static_cast<size_t>(decoder_output[t])];
  return sum;
}

}  // namespace attn::consistency
