// attn_translator_options_init_for_model (and attn.hpp's Translator::model_options): the decoding settings a
// model file stores in its metadata become the options' starting point; anything unparsable is a clear error.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "attn/attn.h"
#include "attn/attn.hpp"
#include "converter/src/writer/attn_writer.h"
#include "tests/support/c_api_handles.h"
#include "tests/support/random_model.h"

namespace {

using attn::test::ModelPtr;

// A small random model whose metadata has the given entries besides the generator's own.
std::vector<uint8_t> model_with(const std::vector<std::pair<std::string, std::string>>& entries) {
  attn::convert::ModelContents contents =
      attn::test::random_model_contents(attn::test::small_architecture(), 7);
  for (const auto& entry : entries) contents.metadata.push_back(entry);
  auto bytes = attn::convert::write_model(contents);
  EXPECT_TRUE(bytes.ok()) << bytes.status().message();
  return bytes.ok() ? std::move(bytes).value() : std::vector<uint8_t>{};
}

attn_translator_options defaults() {
  attn_translator_options o;
  attn_translator_options_init(&o);
  return o;
}

bool same(const attn_translator_options& a, const attn_translator_options& b) {
  return std::memcmp(&a, &b, sizeof(a)) == 0;  // init writes every field; the struct has no padding holes
}

class TranslatorOptionsForModel : public ::testing::Test {
 protected:
  attn_status init_for(const std::vector<std::pair<std::string, std::string>>& entries,
                       attn_translator_options* out) {
    bytes_ = model_with(entries);
    attn_model_free(model_.m);
    model_.m = nullptr;
    EXPECT_EQ(attn_model_load_buffer(bytes_.data(), bytes_.size(), &model_.m), ATTN_OK)
        << attn_last_error_message();
    std::memset(out, 0xab, sizeof(*out));  // garbage in: the call must write every field
    return attn_translator_options_init_for_model(model_.m, out);
  }

  std::vector<uint8_t> bytes_;
  ModelPtr model_;
};

TEST_F(TranslatorOptionsForModel, ModelWithoutSettingsGetsTheDefaults) {
  attn_translator_options o;
  ASSERT_EQ(init_for({}, &o), ATTN_OK) << attn_last_error_message();
  EXPECT_TRUE(same(o, defaults()));
}

TEST_F(TranslatorOptionsForModel, StoredLengthPenaltyAndKindAreUsed) {
  attn_translator_options o;
  ASSERT_EQ(init_for({{"length_penalty", "2.5"}, {"length_penalty_kind", "power"}}, &o), ATTN_OK)
      << attn_last_error_message();
  EXPECT_FLOAT_EQ(o.length_penalty, 2.5f);
  EXPECT_EQ(o.length_penalty_kind, ATTN_LENGTH_PENALTY_POWER);
  // Everything else is the defaults.
  attn_translator_options expected = defaults();
  expected.length_penalty = o.length_penalty;
  expected.length_penalty_kind = o.length_penalty_kind;
  EXPECT_TRUE(same(o, expected));

  ASSERT_EQ(init_for({{"length_penalty", "0"}, {"length_penalty_kind", "gnmt"}}, &o), ATTN_OK);
  EXPECT_EQ(o.length_penalty, 0.f);
  EXPECT_EQ(o.length_penalty_kind, ATTN_LENGTH_PENALTY_GNMT);
}

TEST_F(TranslatorOptionsForModel, UnparsableValuesAreInvalidModelNamingTheKey) {
  // (An empty value cannot be stored: the writer and the loader refuse a metadata entry without one.)
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"length_penalty", "abc"},  {"length_penalty", "2.0x"},       {"length_penalty", " 2"},
      {"length_penalty", "-1"},   {"length_penalty", "nan"},        {"length_penalty", "inf"},
      {"length_penalty", "1e99"}, {"length_penalty_kind", "Power"}, {"length_penalty_kind", "gnmt "}};
  for (const auto& entry : bad) {
    attn_translator_options o;
    EXPECT_EQ(init_for({entry}, &o), ATTN_ERROR_INVALID_MODEL) << entry.first << "='" << entry.second << "'";
    const std::string message = attn_last_error_message();
    EXPECT_NE(message.find(entry.first), std::string::npos) << message;
    EXPECT_NE(message.find("'" + entry.second + "'"), std::string::npos) << message;
    EXPECT_TRUE(same(o, defaults())) << "options must be left at the defaults on error";
  }
}

TEST(TranslatorOptionsForModelArguments, NullArgumentsAreErrors) {
  attn_translator_options o;
  EXPECT_EQ(attn_translator_options_init_for_model(nullptr, &o), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(attn_last_error_message()).find("model is null"), std::string::npos);
  EXPECT_TRUE(same(o, defaults()));
  std::vector<uint8_t> bytes = model_with({});
  ModelPtr model;
  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model.m), ATTN_OK);
  EXPECT_EQ(attn_translator_options_init_for_model(model.m, nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(attn_last_error_message()).find("options is null"), std::string::npos);
}

TEST(TranslatorOptionsForModelCpp, ModelOptionsWrapsTheCall) {
  std::vector<uint8_t> good = model_with({{"length_penalty", "1.75"}});
  auto model = attn::cpp::Model::load_buffer(good.data(), good.size());
  ASSERT_TRUE(model.ok());
  auto options = attn::cpp::Translator::model_options(model.value());
  ASSERT_TRUE(options.ok());
  EXPECT_FLOAT_EQ(options.value().length_penalty, 1.75f);
  // And a translator created from them works.
  EXPECT_TRUE(attn::cpp::Translator::create(model.value(), options.value()).ok());

  std::vector<uint8_t> bad = model_with({{"length_penalty_kind", "linear"}});
  auto bad_model = attn::cpp::Model::load_buffer(bad.data(), bad.size());
  ASSERT_TRUE(bad_model.ok());
  auto refused = attn::cpp::Translator::model_options(bad_model.value());
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.status().code(), ATTN_ERROR_INVALID_MODEL);
}

// attn_translator_options_get_limits reports the bounds attn_translator_create checks: each bounded option
// is accepted at its limit (the cheap ones are created) and refused one past it, naming the option.
TEST(TranslatorOptionLimits, EachLimitIsTheLargestValueCreateAccepts) {
  attn_translator_options limits;
  std::memset(&limits, 0xab, sizeof(limits));
  ASSERT_EQ(attn_translator_options_get_limits(&limits), ATTN_OK);
  EXPECT_EQ(limits.struct_size, sizeof(attn_translator_options));
  EXPECT_EQ(limits.max_source_tokens, 0);
  EXPECT_EQ(limits.max_target_tokens, 0);
  EXPECT_EQ(limits.length_penalty_kind, ATTN_LENGTH_PENALTY_POWER);
  EXPECT_EQ(limits.use_shortlist, 1);

  std::vector<uint8_t> bytes = model_with({});
  ModelPtr model;
  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model.m), ATTN_OK);
  struct Bound {
    const char* name;
    int32_t attn_translator_options::*field;
    bool create_at_limit;  // false where a translator at the limit would plan too much memory for a test
  };
  for (const Bound& bound : {Bound{"beam_size", &attn_translator_options::beam_size, true},
                             Bound{"max_input_bytes", &attn_translator_options::max_input_bytes, false},
                             Bound{"max_extra_tokens", &attn_translator_options::max_extra_tokens, true},
                             Bound{"threads", &attn_translator_options::threads, false},
                             Bound{"max_batch", &attn_translator_options::max_batch, true}}) {
    SCOPED_TRACE(bound.name);
    const int32_t limit = limits.*bound.field;
    EXPECT_GT(limit, 1);
    attn_translator_options o = defaults();
    o.*bound.field = limit;
    attn_translator* translator = nullptr;
    if (bound.create_at_limit) {
      EXPECT_EQ(attn_translator_create(model.m, &o, &translator), ATTN_OK) << attn_last_error_message();
      attn_translator_free(translator);
      translator = nullptr;
    }
    o.*bound.field = limit + 1;
    EXPECT_EQ(attn_translator_create(model.m, &o, &translator), ATTN_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(translator, nullptr);
    EXPECT_NE(std::string(attn_last_error_message()).find(bound.name), std::string::npos)
        << attn_last_error_message();
  }
  attn_translator_options o = defaults();
  o.length_penalty = limits.length_penalty;
  attn_translator* translator = nullptr;
  EXPECT_EQ(attn_translator_create(model.m, &o, &translator), ATTN_OK) << attn_last_error_message();
  attn_translator_free(translator);
  translator = nullptr;
  o.length_penalty = limits.length_penalty * 1.01f;
  EXPECT_EQ(attn_translator_create(model.m, &o, &translator), ATTN_ERROR_INVALID_ARGUMENT);

  EXPECT_EQ(attn_translator_options_get_limits(nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(attn_last_error_message()).find("out_limits is null"), std::string::npos);
  // attn.hpp gives the same numbers.
  const attn_translator_options cpp = attn::cpp::Translator::option_limits();
  EXPECT_EQ(std::memcmp(&cpp, &limits, sizeof(limits)), 0);
}

}  // namespace
