// The runtime's side of the comparison: teacher-forced next-token log-probabilities from libattn's own
// encoder and incremental decoder (runtime/src/model), driven as translate/engine.cpp drives them, on a
// loaded .attn model.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "base/src/core/status.h"
#include "runtime/src/format/aligned_buffer.h"
#include "runtime/src/format/model.h"
#include "runtime/src/model/decoder.h"
#include "runtime/src/model/encoder.h"

namespace attn::consistency {

class RuntimeScorer {
 public:
  // Plans buffers for sources of up to max_source tokens (eos included) and up to max_target decoder
  // positions (bos included); both at most the model's max_positions. The model must be fp32 and outlive this.
  static Result<std::unique_ptr<RuntimeScorer>> create(const Model& model, size_t max_source, size_t max_target);

  // source: tokens + eos. decoder_input: bos + target. Returns [decoder_input.size(), V]: row t holds
  // log p(· | source, decoder_input[0..t]), as the decoder's step() produced it.
  std::vector<float> log_probs(const std::vector<int32_t>& source, const std::vector<int32_t>& decoder_input);

  // −Σ_t log p(decoder_output[t]) in double, with decoder_output = target + eos.
  double nll(const std::vector<int32_t>& source, const std::vector<int32_t>& decoder_input,
             const std::vector<int32_t>& decoder_output);

  size_t vocab_size() const { return model_.architecture().vocab_size; }

 private:
  RuntimeScorer(const Model& model, size_t max_source, size_t max_target)
      : model_(model), max_source_(max_source), max_target_(max_target) {}

  const Model& model_;
  size_t max_source_, max_target_;
  std::vector<float> positions_;  // [P, D]
  AlignedBuffer arena_;
  std::unique_ptr<model::ModelLinears>
      linears_;  // portable kernels; before the encoder and decoder that use them
  std::optional<model::Encoder> encoder_;
  std::optional<model::Decoder> decoder_;
};

}  // namespace attn::consistency
