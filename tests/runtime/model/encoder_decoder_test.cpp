// The runtime's encoder and incremental decoder against the independent reference Transformer
// (tests/support/reference_transformer), on random weights: post-norm and pre-norm, tied and untied
// output, ReLU and GELU, odd sizes, several layers, several hypotheses at once — each with the portable linear
// kernel and with XNNPACK operators (1 and 2 threads).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <ostream>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "runtime/src/core/arena.h"
#include "runtime/src/kernels/embedding.h"
#include "runtime/src/model/decoder.h"
#include "runtime/src/model/encoder.h"
#include "runtime/src/model/linears.h"
#include "tests/runtime/model/random_tensors.h"
#include "tests/support/reference_transformer.h"

namespace attn::model {
namespace {

using test::ReferenceTransformer;

struct Variant {
  const char* name;
  bool pre_norm;
  bool tied;
  bool gelu;
  uint32_t d_model, heads, d_ff, encoder_layers, decoder_layers, vocab;
};

void PrintTo(const Variant& v, std::ostream* os) { *os << v.name; }

// How the linear layers run: 0 = the portable kernel, n > 0 = XNNPACK on n threads.
using Threads = size_t;

Architecture make_arch(const Variant& v) {
  Architecture a;
  a.d_model = v.d_model;
  a.heads = v.heads;
  a.d_ff = v.d_ff;
  a.encoder_layers = v.encoder_layers;
  a.decoder_layers = v.decoder_layers;
  a.vocab_size = v.vocab;
  a.max_positions = 32;
  a.activation = v.gelu ? schema::Activation::GELU : schema::Activation::ReLU;
  a.norm_position = v.pre_norm ? NormPosition::Pre : NormPosition::Post;
  a.tied_embeddings = v.tied;
  a.output_bias = !v.tied;
  a.embedding_scale = std::sqrt(static_cast<float>(v.d_model));
  a.layer_norm_epsilon = 1e-5f;
  return a;
}

// |got − want| <= 1e-4 · max(1, |want|): relative error, with an absolute floor for values near zero.
void expect_close(const float* got, const double* want, size_t n, const char* what) {
  for (size_t i = 0; i < n; ++i) {
    ASSERT_NEAR(got[i], want[i], 1e-4 * std::max(1.0, std::abs(want[i]))) << what << " at " << i;
  }
}

// Everything one runtime run needs: weights, position table, arena, encoder and decoder.
struct Runtime {
  test::TensorMap tensors;
  ModelWeights weights;
  std::vector<float> positions;
  std::unique_ptr<uint8_t[]> arena_buffer;
  std::unique_ptr<ModelLinears> linears;
  std::unique_ptr<Encoder> encoder;
  std::unique_ptr<Decoder> decoder;

  Runtime(const Architecture& arch, Threads threads, uint32_t seed, size_t max_source, size_t max_target,
          size_t beam)
      : tensors(test::random_tensors(arch, seed)), weights(test::weights_view(arch, tensors)) {
    // Threads 0: the portable kernels.
    auto created =
        ModelLinears::create(weights, threads > 0 ? LinearBackend::kXnnpack : LinearBackend::kPortable,
                             threads, std::max(max_source, beam));
    EXPECT_TRUE(created.ok()) << created.status().message();
    if (created.ok()) linears = std::move(created).value();
    positions.resize(size_t{arch.max_positions} * arch.d_model);
    kernels::sinusoidal_positions(positions.data(), arch.max_positions, arch.d_model);
    Arena measure;
    Encoder(weights, *linears, positions.data(), max_source, measure);
    Decoder(weights, *linears, positions.data(), max_source, max_target, beam, measure);
    arena_buffer.reset(new uint8_t[measure.used()]);
    Arena arena(arena_buffer.get(), measure.used());
    encoder = std::make_unique<Encoder>(weights, *linears, positions.data(), max_source, arena);
    decoder =
        std::make_unique<Decoder>(weights, *linears, positions.data(), max_source, max_target, beam, arena);
    EXPECT_FALSE(arena.overflowed());
    EXPECT_EQ(arena.used(), measure.used());
  }
};

std::vector<int32_t> random_source(size_t count, uint32_t vocab, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int32_t> dist(4, static_cast<int32_t>(vocab) - 1);
  std::vector<int32_t> s(count);
  for (auto& t : s) t = dist(rng);
  s.back() = 3;  // eos
  return s;
}

class EncoderDecoderTest : public ::testing::TestWithParam<std::tuple<Variant, Threads>> {
 protected:
  const Variant& variant() const { return std::get<0>(GetParam()); }
  Threads threads() const { return std::get<1>(GetParam()); }
};

TEST_P(EncoderDecoderTest, EncoderMatchesReference) {
  const Architecture arch = make_arch(variant());
  Runtime rt(arch, threads(), 1, 16, 16, 1);
  const ReferenceTransformer ref(test::reference_config(arch), rt.tensors);
  for (size_t S : {1u, 7u, 16u}) {
    const auto source = random_source(S, arch.vocab_size, 100 + S);
    const float* out = rt.encoder->encode(source.data(), S).value();
    const auto want = ref.encode(source);
    expect_close(out, want.data(), want.size(), "encoder output");
  }
}

TEST_P(EncoderDecoderTest, DecoderStepsMatchReferenceForSeveralHypothesesWithReorder) {
  const Architecture arch = make_arch(variant());
  const size_t B = 3, S = 9, steps = 7, V = arch.vocab_size;
  Runtime rt(arch, threads(), 2, S, steps, B);
  const ReferenceTransformer ref(test::reference_config(arch), rt.tensors);
  const auto source = random_source(S, arch.vocab_size, 7);
  const float* memory = rt.encoder->encode(source.data(), S).value();
  const std::vector<double> ref_memory = ref.encode(source);
  ASSERT_TRUE(rt.decoder->start(memory, S).ok());

  std::vector<std::vector<int32_t>> prefixes(B, std::vector<int32_t>{2});  // bos
  std::mt19937 rng(3);
  std::uniform_int_distribution<int32_t> token(0, static_cast<int32_t>(V) - 1);
  for (size_t position = 0; position < steps; ++position) {
    std::vector<int32_t> last(B);
    for (size_t b = 0; b < B; ++b) last[b] = prefixes[b].back();
    const float* log_probs = rt.decoder->step(last.data(), B, position).value();
    for (size_t b = 0; b < B; ++b) {
      const auto want = ref.next_log_probs(ref_memory, prefixes[b]);
      expect_close(log_probs + b * V, want.data(), V, "decoder log-probs");
    }
    // Re-select hypotheses as beam search would (a parent may have several children, one none), and
    // extend each with a different token.
    const std::vector<int32_t> parents = position % 2 == 0 ? std::vector<int32_t>{2, 0, 0}
                                                           : std::vector<int32_t>{1, 2, 1};
    rt.decoder->reorder(parents.data(), B, position + 1);
    std::vector<std::vector<int32_t>> next(B);
    for (size_t b = 0; b < B; ++b) {
      next[b] = prefixes[parents[b]];
      next[b].push_back(token(rng));
    }
    prefixes = next;
  }
}

TEST_P(EncoderDecoderTest, GreedyTokensMatchReference) {
  const Architecture arch = make_arch(variant());
  const size_t S = 6, max_tokens = 12, V = arch.vocab_size;
  Runtime rt(arch, threads(), 4, S, max_tokens, 1);
  const ReferenceTransformer ref(test::reference_config(arch), rt.tensors);
  size_t generated = 0;
  for (uint32_t seed : {11u, 12u, 13u}) {
    const auto source = random_source(S, arch.vocab_size, seed);
    ASSERT_TRUE(rt.decoder->start(rt.encoder->encode(source.data(), S).value(), S).ok());
    std::vector<int32_t> got;
    int32_t last = 2;
    for (size_t position = 0; position < max_tokens; ++position) {
      const float* lp = rt.decoder->step(&last, 1, position).value();
      last = static_cast<int32_t>(std::max_element(lp, lp + V) - lp);
      if (last == 3) break;
      got.push_back(last);
    }
    EXPECT_EQ(got, ref.greedy(source, 2, 3, max_tokens)) << "seed " << seed;
    generated += got.size();
  }
  EXPECT_GT(generated, 0u) << "every sentence ended at once: the comparison proved nothing";
}

INSTANTIATE_TEST_SUITE_P(
    Variants, EncoderDecoderTest,
    ::testing::Combine(::testing::Values(Variant{"post_tied_relu", false, true, false, 16, 4, 32, 2, 2, 37},
                                         Variant{"pre_tied_relu", true, true, false, 16, 4, 32, 2, 2, 37},
                                         Variant{"post_untied_gelu_odd", false, false, true, 18, 3, 29, 3, 2, 23},
                                         Variant{"pre_untied_gelu_odd", true, false, true, 15, 5, 7, 1, 3, 41}),
                       ::testing::Values(Threads{0}, Threads{1}, Threads{2})),
    [](const auto& info) {
      const Threads threads = std::get<1>(info.param);
      return std::string(std::get<0>(info.param).name) +
             (threads == 0 ? "_portable" : "_xnnpack_" + std::to_string(threads) + "threads");
    });

}  // namespace
}  // namespace attn::model
