// A Translator on XNNPACK operators (1 and 2 threads) against the same translator on the portable linear
// kernel: identical target ids, greedy and beam, over sentences of many lengths (each length a different
// encoder batch size; beam search shrinks and grows the decoder's). The two differ only by fp32 rounding
// (XNNPACK orders sums differently and fuses multiply-adds), far below the gaps between competing tokens of
// these random models; thread counts must not change a single bit of XNNPACK's results.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "runtime/src/format/model.h"
#include "runtime/src/translate/translator.h"
#include "tests/runtime/translate/translator_test_util.h"
#include "tests/support/random_model.h"

namespace attn {
namespace {

std::unique_ptr<Translator> make(const Model& model, int beam, int threads, LinearBackend backend) {
  return test::make_translator(model, beam, threads, backend);
}

class TranslatorBackends : public ::testing::TestWithParam<int> {};  // beam size

TEST_P(TranslatorBackends, XnnpackOnOneAndTwoThreadsMatchesThePortableKernel) {
  Architecture arch = test::small_architecture();
  arch.d_model = 48;  // not a multiple of XNNPACK's 8- or 16-wide tiles in every dimension
  arch.heads = 4;
  arch.d_ff = 72;
  arch.vocab_size = 301;
  arch.embedding_scale = 1.f;
  const auto bytes = test::random_model_bytes(arch, 2024);
  auto loaded = Model::load_buffer(bytes.data(), bytes.size());
  ASSERT_TRUE(loaded.ok()) << loaded.status().message();
  const Model& model = *loaded.value();
  const int beam = GetParam();

  auto portable = make(model, beam, 1, LinearBackend::kPortable);
  auto xnnpack = make(model, beam, 1, LinearBackend::kXnnpack);
  auto xnnpack2 = make(model, beam, 2, LinearBackend::kXnnpack);
  ASSERT_TRUE(portable && xnnpack && xnnpack2);
  EXPECT_FALSE(portable->uses_xnnpack());
  EXPECT_TRUE(xnnpack->uses_xnnpack());
  EXPECT_TRUE(xnnpack2->uses_xnnpack());
  EXPECT_EQ(xnnpack2->plan().threads, 2u);

  test::expect_same_translations(*portable, *xnnpack, *xnnpack2, static_cast<int32_t>(arch.vocab_size) - 1);
}

INSTANTIATE_TEST_SUITE_P(Beams, TranslatorBackends, ::testing::Values(1, 4),
                         [](const auto& info) { return "beam" + std::to_string(info.param); });

TEST(TranslatorThreads, TooManyThreadsIsRejectedNamingTheOption) {
  const auto bytes = test::random_model_bytes(test::small_architecture(), 3);
  auto loaded = Model::load_buffer(bytes.data(), bytes.size());
  ASSERT_TRUE(loaded.ok()) << loaded.status().message();
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.threads = 100000;
  auto created = Translator::create(*loaded.value(), &o);
  ASSERT_FALSE(created.ok());
  EXPECT_EQ(created.status().code(), StatusCode::kInvalidArgument);
  EXPECT_NE(std::string(created.status().message()).find("threads"), std::string::npos)
      << created.status().message();
}

}  // namespace
}  // namespace attn
