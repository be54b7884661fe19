// Int4 models end to end: a random fp32 model with 4-bit linear layers and an int8, 4-bit or block-scaled
// 4-bit embedding (and untied vocabulary projection), as attn-convert --quantize int4 stores it
// (support/random_model.h), loads and translates to the same ids on XNNPACK (1 and 2 threads) and on the
// portable 4-bit kernels, for beam 1 and 4, post-norm tied and pre-norm untied models.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "runtime/src/format/model.h"
#include "runtime/src/translate/translator.h"
#include "tests/runtime/translate/translator_test_util.h"
#include "tests/support/random_model.h"

namespace attn {
namespace {

Architecture test_architecture(int variant, test::VocabularyType vocabulary) {
  Architecture arch = test::small_architecture();
  // Blocks of 32 need d_model a multiple of 32.
  arch.d_model = vocabulary == test::VocabularyType::kInt4Blocks ? 64 : 48;
  arch.heads = 4;
  arch.d_ff = 72;
  arch.vocab_size = 301;
  arch.embedding_scale = 1.f;
  if (variant == 1) {
    arch.norm_position = NormPosition::Pre;
    arch.activation = schema::Activation::GELU;
    arch.tied_embeddings = false;
    arch.output_bias = true;
  }
  return arch;
}

// (beam size; variant: 0 = post-norm, tied, no output bias, 1 = pre-norm, GELU, untied output with bias;
// the embedding's and vocabulary projection's type)
class Int4Translator : public ::testing::TestWithParam<std::tuple<int, int, test::VocabularyType>> {};

TEST_P(Int4Translator, XnnpackOnOneAndTwoThreadsMatchesThePortableKernel) {
  const auto [beam, variant, vocabulary] = GetParam();
  const bool blocks = vocabulary == test::VocabularyType::kInt4Blocks;
  // The d_model 64 model of the block-scaled vocabulary has a near-tie (below) in its first steps at seed
  // 2024.
  const uint64_t seed = blocks ? 2025 : 2024;
  const std::vector<uint8_t> bytes = test::random_model_bytes(
      test_architecture(variant, vocabulary), seed, schema::ElementType::I4, vocabulary);
  auto loaded = Model::load_buffer(bytes.data(), bytes.size());
  ASSERT_TRUE(loaded.ok()) << loaded.status().message();
  const Model& model = *loaded.value();
  const bool int4_vocabulary = vocabulary == test::VocabularyType::kInt4;
  EXPECT_EQ(model.format_version(), blocks ? 9u : int4_vocabulary ? 8u : 6u);
  const ModelWeights& w = model.weights();
  ASSERT_EQ(w.encoder_layers[0].self_attn.q.weight.type, schema::ElementType::I4);
  ASSERT_EQ(w.decoder_layers[1].ffn.fc2.weight.type, schema::ElementType::I4);
  const auto vocabulary_type = blocks            ? schema::ElementType::I4B
                               : int4_vocabulary ? schema::ElementType::I4
                                                 : schema::ElementType::I8;
  ASSERT_EQ(w.embedding.type, vocabulary_type);
  ASSERT_EQ(w.output.type, vocabulary_type);
  auto portable = test::make_translator(model, beam, 1, LinearBackend::kPortable);
  auto xnnpack = test::make_translator(model, beam, 1, LinearBackend::kXnnpack);
  auto xnnpack2 = test::make_translator(model, beam, 2, LinearBackend::kXnnpack);
  ASSERT_TRUE(portable && xnnpack && xnnpack2);
  EXPECT_FALSE(portable->uses_xnnpack());
  EXPECT_TRUE(xnnpack->uses_xnnpack() && xnnpack2->uses_xnnpack());

  // The backends agree to a float rounding per layer; where that rounding moves an activation across a step
  // of its row's int8 grid, a log-probability moves by ~1e-2 (int8 files alike), which flips near-ties of a
  // random model. The model is the one the int8 test uses (seed 2024), whose first steps have no such tie.
  test::expect_same_translations(*portable, *xnnpack, *xnnpack2, 300);
}

INSTANTIATE_TEST_SUITE_P(
    BeamsAndVariants, Int4Translator,
    ::testing::Combine(::testing::Values(1, 4), ::testing::Values(0, 1),
                       ::testing::Values(test::VocabularyType::kInt8, test::VocabularyType::kInt4,
                                         test::VocabularyType::kInt4Blocks)),
    [](const auto& info) {
      return "beam" + std::to_string(std::get<0>(info.param)) +
             (std::get<1>(info.param) == 0 ? "_postnorm_tied" : "_prenorm_untied_bias") +
             (std::get<2>(info.param) == test::VocabularyType::kInt4Blocks ? "_int4_blocks_vocabulary"
              : std::get<2>(info.param) == test::VocabularyType::kInt4     ? "_int4_vocabulary"
                                                                           : "_int8_vocabulary");
    });

}  // namespace
}  // namespace attn
