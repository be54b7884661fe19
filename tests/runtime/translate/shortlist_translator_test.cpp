// Vocabulary shortlists in the translator: each sentence's vocabulary is exactly the union of the model's
// `always` list, eos and its source ids' lists; no output token ever lies outside it (not even one the model
// forces with a huge output bias); candidates stored as uint16 or as uint32 translate identically;
// use_shortlist = 0 translates exactly as the same model without a shortlist; a batch translates exactly as
// its sentences do one by one (fp32, int8 and 4-bit with a 4-bit embedding, greedy and beam 4).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "runtime/src/format/model.h"
#include "runtime/src/translate/translator.h"
#include "tests/runtime/translate/translator_test_util.h"
#include "tests/support/int8_model.h"
#include "tests/support/random_model.h"
#include "tests/support/shortlist_model.h"

namespace attn {
namespace {

constexpr int32_t kForced = 77;  // the token the output bias forces in ForcedTokenOutsideItIsNeverProduced

Architecture shortlist_architecture() {
  Architecture arch = test::small_architecture();
  arch.vocab_size = 300;
  arch.embedding_scale = 1.f;
  return arch;
}

enum class Precision { kFp32, kInt8, kInt4 };  // kInt4: 4-bit layers, embedding and projection

convert::ModelContents contents_of(Precision precision, bool forced_bias = false) {
  Architecture arch = shortlist_architecture();
  arch.output_bias = forced_bias;
  convert::ModelContents fp32 =
      precision == Precision::kInt4
          ? test::random_model_contents(arch, 31, schema::ElementType::I4, test::VocabularyType::kInt4)
          : test::random_model_contents(arch, 31);
  if (forced_bias) {
    for (convert::TensorData& t : fp32.tensors) {
      if (t.name != "output.bias") continue;
      const float big = 50.f;
      std::memcpy(t.bytes.data() + kForced * sizeof(float), &big, sizeof big);
    }
  }
  return precision == Precision::kInt8 ? test::quantize_weights(fp32, arch) : fp32;
}

std::unique_ptr<Model> load(const std::vector<uint8_t>& bytes) {
  auto loaded = Model::load_buffer(bytes.data(), bytes.size());
  EXPECT_TRUE(loaded.ok()) << loaded.status().message();
  return loaded.ok() ? std::move(loaded).value() : nullptr;
}

std::vector<uint8_t> bytes_of(const convert::ModelContents& contents) {
  auto bytes = convert::write_model(contents);
  EXPECT_TRUE(bytes.ok()) << bytes.status().message();
  return bytes.ok() ? std::move(bytes).value() : std::vector<uint8_t>{};
}

std::unique_ptr<Translator> make(const Model& model, int beam, bool use_shortlist, int max_batch = 1) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = beam;
  o.max_extra_tokens = 12;
  o.max_batch = max_batch;
  o.use_shortlist = use_shortlist ? 1 : 0;
  auto created = Translator::create(model, &o, LinearBackend::kXnnpack);
  EXPECT_TRUE(created.ok()) << created.status().message();
  return created.ok() ? std::move(created).value() : nullptr;
}

std::vector<std::vector<int32_t>> sources(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int32_t> token(4,
                                               static_cast<int32_t>(shortlist_architecture().vocab_size) - 1);
  std::vector<std::vector<int32_t>> out;
  for (size_t i = 0; i < n; ++i) {
    std::vector<int32_t> s(1 + i % 9);
    for (auto& t : s) t = token(rng);
    out.push_back(s);
  }
  return out;
}

// (precision, beam)
class ShortlistTranslator : public ::testing::TestWithParam<std::tuple<Precision, int>> {};

TEST_P(ShortlistTranslator, VocabularyIsTheUnionAndHoldsEveryOutputToken) {
  const auto [precision, beam] = GetParam();
  const convert::ModelContents contents = contents_of(precision);
  const auto model = load(test::with_shortlist_bytes(contents));
  ASSERT_TRUE(model);
  ASSERT_TRUE(model->shortlist().present());
  const auto t = make(*model, beam, true);
  ASSERT_TRUE(t);
  ASSERT_TRUE(t->plan().use_shortlist);
  const schema::ShortlistT shortlist = test::test_shortlist(shortlist_architecture().vocab_size);
  const int32_t eos = model->tokenizer().eos_id();
  size_t generated = 0;
  for (const auto& source : sources(12, 3)) {
    const std::vector<int32_t> out = test::translate_ids(*t, source);
    std::vector<int32_t> with_eos = source;
    with_eos.push_back(eos);
    const std::vector<int32_t> want = test::expected_union(shortlist, with_eos, eos);
    size_t size = 0;
    const int32_t* vocabulary = t->vocabulary(0, &size);
    ASSERT_NE(vocabulary, nullptr);
    EXPECT_EQ(std::vector<int32_t>(vocabulary, vocabulary + size), want);
    EXPECT_LT(size, static_cast<size_t>(shortlist_architecture().vocab_size) / 2)
        << "the test would prove little";
    for (int32_t id : out) EXPECT_TRUE(std::binary_search(want.begin(), want.end(), id)) << "token " << id;
    generated += out.size();
  }
  EXPECT_GT(generated, 0u);
}

TEST_P(ShortlistTranslator, Uint16AndUint32CandidatesTranslateIdentically) {
  const auto [precision, beam] = GetParam();
  const convert::ModelContents contents = contents_of(precision);
  const auto narrow = load(test::with_shortlist_bytes(contents, {}, test::ShortlistIds::kUint16));
  const auto wide = load(test::with_shortlist_bytes(contents, {}, test::ShortlistIds::kUint32));
  ASSERT_TRUE(narrow && wide);
  ASSERT_NE(narrow->shortlist().candidates16, nullptr);
  ASSERT_NE(wide->shortlist().candidates, nullptr);
  const auto from_narrow = make(*narrow, beam, true);
  const auto from_wide = make(*wide, beam, true);
  ASSERT_TRUE(from_narrow && from_wide);
  size_t generated = 0;
  for (const auto& source : sources(12, 7)) {
    const auto want = test::translate_ids(*from_wide, source);
    EXPECT_EQ(test::translate_ids(*from_narrow, source), want);
    size_t narrow_size = 0, wide_size = 0;
    const int32_t* narrow_vocabulary = from_narrow->vocabulary(0, &narrow_size);
    const int32_t* wide_vocabulary = from_wide->vocabulary(0, &wide_size);
    ASSERT_TRUE(narrow_vocabulary && wide_vocabulary);
    EXPECT_EQ(std::vector<int32_t>(narrow_vocabulary, narrow_vocabulary + narrow_size),
              std::vector<int32_t>(wide_vocabulary, wide_vocabulary + wide_size));
    generated += want.size();
  }
  EXPECT_GT(generated, 0u);
}

TEST_P(ShortlistTranslator, DisabledTranslatesAsTheModelWithoutAShortlist) {
  const auto [precision, beam] = GetParam();
  const convert::ModelContents contents = contents_of(precision);
  const auto with = load(test::with_shortlist_bytes(contents));
  const auto without = load(bytes_of(contents));
  ASSERT_TRUE(with && without);
  ASSERT_FALSE(without->shortlist().present());
  const auto off = make(*with, beam, false);
  const auto plain = make(*without, beam, true);  // asked for, but the model has none
  ASSERT_TRUE(off && plain);
  EXPECT_FALSE(off->plan().use_shortlist);
  EXPECT_FALSE(plain->plan().use_shortlist);
  size_t generated = 0;
  for (const auto& source : sources(12, 4)) {
    const auto want = test::translate_ids(*plain, source);
    EXPECT_EQ(test::translate_ids(*off, source), want);
    generated += want.size();
  }
  EXPECT_GT(generated, 0u);
  size_t size = 0;
  EXPECT_EQ(off->vocabulary(0, &size), nullptr);
  EXPECT_EQ(size, shortlist_architecture().vocab_size);
}

TEST_P(ShortlistTranslator, ForcedTokenOutsideItIsNeverProduced) {
  const auto [precision, beam] = GetParam();
  const convert::ModelContents contents = contents_of(precision, /*forced_bias=*/true);
  const auto model = load(test::with_shortlist_bytes(contents, {kForced}));
  ASSERT_TRUE(model);
  const auto full = make(*model, beam, false);
  const auto listed = make(*model, beam, true);
  ASSERT_TRUE(full && listed);
  size_t forced = 0, generated = 0;
  for (const auto& source : sources(8, 5)) {
    for (int32_t id : test::translate_ids(*full, source)) forced += id == kForced;
    const auto out = test::translate_ids(*listed, source);
    generated += out.size();
    EXPECT_EQ(std::count(out.begin(), out.end(), kForced), 0);
  }
  EXPECT_GT(forced, 0u) << "the bias did not force the token: the test proves nothing";
  EXPECT_GT(generated, 0u);
}

TEST_P(ShortlistTranslator, BatchEqualsOneAtATime) {
  const auto [precision, beam] = GetParam();
  const auto model = load(test::with_shortlist_bytes(contents_of(precision)));
  ASSERT_TRUE(model);
  const auto single = make(*model, beam, true);
  const auto batched = make(*model, beam, true, /*max_batch=*/4);
  ASSERT_TRUE(single && batched);
  const auto all = sources(10, 6);
  std::vector<const int32_t*> pointers;
  std::vector<size_t> counts;
  for (const auto& s : all) {
    pointers.push_back(s.data());
    counts.push_back(s.size());
  }
  std::vector<int32_t> out(4096);
  std::vector<size_t> offsets(all.size() + 1);
  std::vector<StatusCode> statuses(all.size());
  const Status status = batched->translate_batch_ids(pointers.data(), counts.data(), all.size(), out.data(),
                                                     out.size(), offsets.data(), statuses.data());
  ASSERT_TRUE(status.ok()) << status.message();
  size_t generated = 0;
  for (size_t i = 0; i < all.size(); ++i) {
    const auto want = test::translate_ids(*single, all[i]);
    EXPECT_EQ(std::vector<int32_t>(out.begin() + offsets[i], out.begin() + offsets[i + 1]), want)
        << "sentence " << i;
    generated += want.size();
  }
  EXPECT_GT(generated, 0u);
}

INSTANTIATE_TEST_SUITE_P(PrecisionsAndBeams, ShortlistTranslator,
                         ::testing::Combine(::testing::Values(Precision::kFp32, Precision::kInt8,
                                                              Precision::kInt4),
                                            ::testing::Values(1, 4)),
                         [](const auto& info) {
                           const Precision p = std::get<0>(info.param);
                           return std::string(p == Precision::kFp32   ? "fp32"
                                              : p == Precision::kInt8 ? "int8"
                                                                      : "int4") +
                                  "_beam" + std::to_string(std::get<1>(info.param));
                         });

}  // namespace
}  // namespace attn
