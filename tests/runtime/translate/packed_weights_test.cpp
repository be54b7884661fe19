// One packed copy of a model's weights for all of its translators (Model::packed_weights): the second and
// later translators, and translators created after others were freed, pack nothing new, and translate as the
// first does; int8 translators with fp32 input (float_activation_layers) share one packing of their own.
#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "runtime/src/format/model.h"
#include "runtime/src/translate/translator.h"
#include "tests/runtime/translate/translator_test_util.h"
#include "tests/support/int8_model.h"
#include "tests/support/random_model.h"

namespace attn {
namespace {

std::unique_ptr<Model> load(const std::vector<uint8_t>& bytes) {
  auto loaded = Model::load_buffer(bytes.data(), bytes.size());
  EXPECT_TRUE(loaded.ok()) << loaded.status().message();
  return loaded.ok() ? std::move(loaded).value() : nullptr;
}

const std::vector<int32_t> kSource = {5, 9, 14, 7, 21, 3};

class PackedWeights : public ::testing::TestWithParam<int> {};  // 0 fp32, 1 int8 quantized at run time

TEST_P(PackedWeights, LaterTranslatorsShareTheFirstOnesPackedCopy) {
  const Architecture arch = test::small_architecture();
  const auto model =
      load(GetParam() == 0 ? test::random_model_bytes(arch, 5) : test::dynamic_int8_model_bytes(arch, 5));
  ASSERT_NE(model, nullptr);
  EXPECT_EQ(model->packed_weights().entries(), 0u);
  auto first = test::make_translator(*model, 4, 1, LinearBackend::kXnnpack);
  ASSERT_NE(first, nullptr);
  ASSERT_TRUE(first->uses_xnnpack());
  const size_t bytes = model->packed_weights().bytes();
  const size_t entries = model->packed_weights().entries();
  // Every linear layer of the 2+2-layer model (the vocabulary projection too: no shortlist here).
  EXPECT_EQ(entries, 1u + 6 * arch.encoder_layers + 10 * arch.decoder_layers);
  const std::vector<int32_t> want = test::translate_ids(*first, kSource);
  {
    auto second = test::make_translator(*model, 4, 2, LinearBackend::kXnnpack);
    auto third = test::make_translator(*model, 1, 1, LinearBackend::kXnnpack);
    ASSERT_TRUE(second && third);
    EXPECT_EQ(model->packed_weights().bytes(), bytes);
    EXPECT_EQ(test::translate_ids(*second, kSource), want);
  }
  first.reset();
  // Translators come and go; the packed copy stays one.
  for (int i = 0; i < 3; ++i) {
    auto again = test::make_translator(*model, 4, 1, LinearBackend::kXnnpack);
    ASSERT_NE(again, nullptr);
    EXPECT_EQ(test::translate_ids(*again, kSource), want);
  }
  EXPECT_EQ(model->packed_weights().bytes(), bytes);
  EXPECT_EQ(model->packed_weights().entries(), entries);
}

std::unique_ptr<Translator> make_float_input(const Model& model, int threads) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = 4;
  o.threads = threads;
  o.max_extra_tokens = 10;
  o.float_activation_layers = "*";
  auto created = Translator::create(model, &o);
  EXPECT_TRUE(created.ok()) << created.status().message();
  return created.ok() ? std::move(created).value() : nullptr;
}

// The fp32-input operators pack the int8 weights in their own layout, under their own key: the first such
// translator adds one entry per layer, every later one none, whatever its thread count.
TEST(PackedWeights, Int8TranslatorsWithFloatInputShareTheirOwnPackedCopy) {
  const Architecture arch = test::small_architecture();
  const auto model = load(test::dynamic_int8_model_bytes(arch, 5));
  ASSERT_NE(model, nullptr);
  auto quantized = test::make_translator(*model, 4, 1, LinearBackend::kXnnpack);
  ASSERT_NE(quantized, nullptr);
  const size_t layers = 1u + 6 * arch.encoder_layers + 10 * arch.decoder_layers;
  EXPECT_EQ(model->packed_weights().entries(), layers);
  auto first = make_float_input(*model, 1);
  ASSERT_NE(first, nullptr);
  const size_t bytes = model->packed_weights().bytes();
  EXPECT_EQ(model->packed_weights().entries(), 2 * layers);
  const std::vector<int32_t> want = test::translate_ids(*first, kSource);
  auto second = make_float_input(*model, 2);
  ASSERT_NE(second, nullptr);
  EXPECT_EQ(model->packed_weights().bytes(), bytes);
  EXPECT_EQ(model->packed_weights().entries(), 2 * layers);
  EXPECT_EQ(test::translate_ids(*second, kSource), want);
}

INSTANTIATE_TEST_SUITE_P(Weights, PackedWeights, ::testing::Values(0, 1),
                         [](const auto& info) { return info.param == 0 ? "fp32" : "int8"; });

}  // namespace
}  // namespace attn
