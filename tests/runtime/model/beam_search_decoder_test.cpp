// Beam search driving the real incremental decoder (KV cache re-ordered on every re-selection) must give
// the same sentences as beam search driving the reference Transformer, which recomputes every prefix from
// scratch and so has no cache to get wrong.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "runtime/src/core/arena.h"
#include "runtime/src/kernels/embedding.h"
#include "runtime/src/model/decoder.h"
#include "runtime/src/model/encoder.h"
#include "runtime/src/model/linears.h"
#include "runtime/src/search/search.h"
#include "tests/runtime/model/random_tensors.h"
#include "tests/support/reference_transformer.h"
#include "tests/support/step_function.h"

namespace attn::model {
namespace {

class DecoderSteps : public test::StepFunction {
 public:
  DecoderSteps(Decoder& d, size_t V) : d_(d), V_(V) {}
  size_t vocab_size() const override { return V_; }
  const float* step(const int32_t* t, size_t n, size_t p) override { return d_.step(t, n, p).value(); }
  void reorder(const int32_t* parents, size_t n, size_t positions) override { d_.reorder(parents, n, positions); }

 private:
  Decoder& d_;
  size_t V_;
};

// Each slot keeps its whole prefix; a step recomputes the decoder over it.
class ReferenceSteps : public test::StepFunction {
 public:
  ReferenceSteps(const test::ReferenceTransformer& ref, std::vector<double> memory)
      : ref_(ref), memory_(std::move(memory)) {}
  size_t vocab_size() const override { return ref_.config().vocab_size; }
  const float* step(const int32_t* tokens, size_t n, size_t position) override {
    const size_t V = vocab_size();
    slots_.resize(n);
    rows_.resize(n * V);
    for (size_t i = 0; i < n; ++i) {
      if (position == 0) slots_[i].clear();
      slots_[i].push_back(tokens[i]);
      const auto lp = ref_.next_log_probs(memory_, slots_[i]);
      for (size_t v = 0; v < V; ++v) rows_[i * V + v] = static_cast<float>(lp[v]);
    }
    return rows_.data();
  }
  void reorder(const int32_t* parents, size_t n, size_t) override {
    std::vector<std::vector<int32_t>> next(n);
    for (size_t i = 0; i < n; ++i) next[i] = slots_[parents[i]];
    slots_ = next;
  }

 private:
  const test::ReferenceTransformer& ref_;
  std::vector<double> memory_;
  std::vector<std::vector<int32_t>> slots_;
  std::vector<float> rows_;
};

// Runs the decoder and the reference side by side under one search, checking every hypothesis's log-probs
// at every step — the winner's line alone could hide a stale cache in the other beams.
class ComparingSteps : public test::StepFunction {
 public:
  ComparingSteps(test::StepFunction& runtime, test::StepFunction& reference)
      : runtime_(runtime), reference_(reference) {}
  size_t vocab_size() const override { return runtime_.vocab_size(); }
  const float* step(const int32_t* t, size_t n, size_t p) override {
    const float* got = runtime_.step(t, n, p);
    const float* want = reference_.step(t, n, p);
    for (size_t i = 0; i < n * vocab_size(); ++i) {
      EXPECT_NEAR(got[i], want[i], 1e-4 * std::max(1.f, std::abs(want[i])))
          << "position " << p << " hypothesis " << i / vocab_size();
    }
    if (n > 1) ++steps_with_several_hypotheses;
    return got;
  }
  void reorder(const int32_t* parents, size_t n, size_t positions) override {
    for (size_t i = 0; i < n; ++i) non_trivial_reorders += parents[i] != static_cast<int32_t>(i);
    runtime_.reorder(parents, n, positions);
    reference_.reorder(parents, n, positions);
  }
  size_t steps_with_several_hypotheses = 0;
  size_t non_trivial_reorders = 0;

 private:
  test::StepFunction& runtime_;
  test::StepFunction& reference_;
};

// 0: the portable linear kernel; n > 0: XNNPACK operators on n threads.
class BeamSearchDecoder : public ::testing::TestWithParam<size_t> {};

TEST_P(BeamSearchDecoder, MatchesBeamSearchOverTheReference) {
  Architecture arch;
  arch.d_model = 16;
  arch.heads = 2;
  arch.d_ff = 24;
  arch.encoder_layers = 2;
  arch.decoder_layers = 2;
  arch.vocab_size = 19;
  arch.max_positions = 32;
  arch.norm_position = NormPosition::Pre;
  arch.embedding_scale = 4.f;
  arch.tied_embeddings = false;  // a tied output makes the model repeat its input almost surely
  arch.output_bias = true;
  const size_t S = 5, L = 9, beam = 4;
  auto tensors = test::random_tensors(arch, 77);
  // Flatter distributions, so that the beams compete and the winner is not always the first beam's line;
  // eos less likely, so that sentences run for several steps.
  for (float& w : tensors["output.weight"]) w *= 0.25f;
  tensors["output.bias"][3] = -1.f;
  const ModelWeights weights = test::weights_view(arch, tensors);
  const test::ReferenceTransformer ref(test::reference_config(arch), tensors);
  std::vector<float> positions(size_t{arch.max_positions} * arch.d_model);
  kernels::sinusoidal_positions(positions.data(), arch.max_positions, arch.d_model);

  // Parameter 0: the portable kernels; otherwise XNNPACK on that many threads.
  auto created =
      ModelLinears::create(weights, GetParam() > 0 ? LinearBackend::kXnnpack : LinearBackend::kPortable,
                           GetParam(), std::max(S, beam));
  ASSERT_TRUE(created.ok()) << created.status().message();
  const std::unique_ptr<ModelLinears> linears = std::move(created).value();
  Arena measure;
  Encoder(weights, *linears, positions.data(), S, measure);
  Decoder(weights, *linears, positions.data(), S, L, beam, measure);
  search::BeamSearch(beam, L, measure);
  std::unique_ptr<uint8_t[]> buffer(new uint8_t[measure.used()]);
  Arena arena(buffer.get(), measure.used());
  Encoder encoder(weights, *linears, positions.data(), S, arena);
  Decoder decoder(weights, *linears, positions.data(), S, L, beam, arena);
  search::BeamSearch runtime_search(beam, L, arena);
  EXPECT_FALSE(arena.overflowed());
  Arena measure_ref;
  search::BeamSearch(beam, L, measure_ref);
  std::unique_ptr<uint8_t[]> ref_buffer(new uint8_t[measure_ref.used()]);
  Arena ref_arena(ref_buffer.get(), measure_ref.used());
  search::BeamSearch ref_search(beam, L, ref_arena);

  std::mt19937 rng(9);
  std::uniform_int_distribution<int32_t> token(4, static_cast<int32_t>(arch.vocab_size) - 1);
  size_t total = 0;
  for (int sentence = 0; sentence < 4; ++sentence) {
    std::vector<int32_t> source(S);
    for (auto& t : source) t = token(rng);
    source.back() = 3;
    ASSERT_TRUE(decoder.start(encoder.encode(source.data(), S).value(), S).ok());
    search::SearchOptions o;
    o.beam_size = beam;
    o.max_length = L;
    o.length_penalty = sentence % 2 ? 0.6f : 1.0f;
    DecoderSteps runtime_steps(decoder, arch.vocab_size);
    ReferenceSteps reference_steps(ref, ref.encode(source));
    int32_t got[L], want[L];
    const auto r = test::run_search(runtime_steps, runtime_search, o, got);
    const auto w = test::run_search(reference_steps, ref_search, o, want);
    ASSERT_EQ(r.length, w.length) << "sentence " << sentence;
    EXPECT_EQ(std::vector<int32_t>(got, got + r.length), std::vector<int32_t>(want, want + w.length));
    EXPECT_NEAR(r.score, w.score, 1e-4 * std::max(1.f, std::abs(w.score)));
    total += r.length;

    ASSERT_TRUE(decoder.start(encoder.encode(source.data(), S).value(), S).ok());
    ReferenceSteps reference_again(ref, ref.encode(source));
    ComparingSteps both(runtime_steps, reference_again);
    (void)test::run_search(both, runtime_search, o, got);
    EXPECT_GT(both.steps_with_several_hypotheses, 0u);
    EXPECT_GT(both.non_trivial_reorders, 0u);
  }
  EXPECT_GT(total, 0u);
}

INSTANTIATE_TEST_SUITE_P(LinearBackends, BeamSearchDecoder, ::testing::Values(size_t{0}, size_t{1}, size_t{2}),
                         [](const auto& info) {
                           return info.param == 0 ? std::string("portable")
                                                  : "xnnpack_" + std::to_string(info.param) + "threads";
                         });

}  // namespace
}  // namespace attn::model
