// The translator half of the C API (attn_translator_*, attn_translate, attn_translate_ids) and the attn.hpp
// wrapper, end to end through random-weight model files: contract cases from attn.h, and token-for-token
// agreement with the independent reference Transformer reading the same file.
#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <cstring>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "attn/attn.h"
#include "attn/attn.hpp"
#include "tests/support/c_api_handles.h"
#include "tests/support/random_model.h"
#include "tests/support/reference_transformer.h"

namespace {

using attn::test::random_model_bytes;
using attn::test::small_architecture;

using attn::test::ModelPtr;
using attn::test::TranslatorPtr;

class TranslatorApi : public ::testing::Test {
 protected:
  void SetUp() override {
    bytes_ = random_model_bytes(small_architecture(), 42);
    ASSERT_EQ(attn_model_load_buffer(bytes_.data(), bytes_.size(), &model_.m), ATTN_OK) << attn_last_error_message();
  }

  attn_translator* make(const attn_translator_options* options) {
    attn_translator* t = nullptr;
    EXPECT_EQ(attn_translator_create(model_.m, options, &t), ATTN_OK) << attn_last_error_message();
    return t;
  }

  std::string translate(attn_translator* t, const std::string& text) {
    char out[4096];
    size_t written = 0;
    EXPECT_EQ(attn_translate(t, text.data(), text.size(), out, sizeof(out), &written), ATTN_OK)
        << attn_last_error_message();
    EXPECT_EQ(out[written], '\0');
    return std::string(out, written);
  }

  std::vector<uint8_t> bytes_;
  ModelPtr model_;
};

// Sentences of printable ASCII the synthetic tokenizer covers.
const char* const kSentences[] = {"Hello world.", "The quick brown fox jumps over the lazy dog",
                                  "attn translates text", "a b c d e f g", "Zebra 42 + 17 = 59?"};

TEST_F(TranslatorApi, TranslatesTextDeterministically) {
  TranslatorPtr a{make(nullptr)}, b{make(nullptr)};
  size_t non_empty = 0;
  for (const char* s : kSentences) {
    const std::string first = translate(a.t, s);
    EXPECT_EQ(translate(a.t, s), first) << s;  // same translator again
    EXPECT_EQ(translate(b.t, s), first) << s;  // another translator
    non_empty += !first.empty();
  }
  EXPECT_GT(non_empty, 0u) << "every translation was empty: the test checked nothing";
}

// Streaming, greedy: one call per generated token, each partial text extends the previous one (the synthetic
// tokenizer has no byte pieces), and the last one is the translation itself.
TEST_F(TranslatorApi, StreamingGreedyGrowsToTheTranslation) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = 1;
  TranslatorPtr t{make(&o)};
  size_t checked = 0;
  for (const char* s : kSentences) {
    std::vector<std::string> partials;
    const attn_partial_callback record = [](void* user, const char* text, size_t size) -> int {
      EXPECT_EQ(text[size], '\0');
      static_cast<std::vector<std::string>*>(user)->emplace_back(text, size);
      return 0;
    };
    char out[4096];
    size_t written = 0;
    ASSERT_EQ(attn_translate_streaming(t.t, s, std::strlen(s), record, &partials, out, sizeof(out), &written), ATTN_OK)
        << attn_last_error_message();
    const std::string final_text(out, written);
    EXPECT_EQ(final_text, translate(t.t, s)) << "streaming changed the translation of " << s;
    int32_t ids[1024];
    size_t id_count = 0;
    int32_t source[256];
    size_t source_count = 0;
    ASSERT_EQ(attn_tokenize(model_.m, s, std::strlen(s), source, 256, &source_count), ATTN_OK);
    ASSERT_EQ(attn_translate_ids(t.t, source, source_count, ids, 1024, &id_count), ATTN_OK);
    // Decoding stopped at eos (one step that adds no token) or at the length limit (every step adds one).
    EXPECT_EQ(partials.size(), id_count) << s;
    for (size_t i = 1; i < partials.size(); ++i) {
      EXPECT_TRUE(partials[i].starts_with(partials[i - 1])) << s << ": '" << partials[i - 1] << "' then '"
                                                              << partials[i] << "'";
    }
    if (!partials.empty()) {
      EXPECT_EQ(partials.back(), final_text) << s;
      ++checked;
    }
  }
  EXPECT_GT(checked, 0u) << "no sentence produced a token: the test checked nothing";
}

// A nonzero return cancels, greedy and beam alike, after exactly that many calls; NULL callback = attn_translate.
TEST_F(TranslatorApi, StreamingCallbackCancels) {
  for (int beam : {1, 4}) {
    attn_translator_options o;
    attn_translator_options_init(&o);
    o.beam_size = beam;
    TranslatorPtr t{make(&o)};
    const char* s = kSentences[1];
    int calls = 0;
    const attn_partial_callback stop_at_second = [](void* user, const char*, size_t) -> int {
      return ++*static_cast<int*>(user) == 2 ? 1 : 0;
    };
    char out[4096];
    size_t written = 7;
    const attn_status status =
        attn_translate_streaming(t.t, s, std::strlen(s), stop_at_second, &calls, out, sizeof(out), &written);
    if (calls < 2) {
      EXPECT_EQ(status, ATTN_OK) << "beam " << beam << ": fewer than two steps, nothing to cancel";
      continue;
    }
    EXPECT_EQ(status, ATTN_ERROR_CANCELLED) << "beam " << beam;
    EXPECT_EQ(calls, 2);
    EXPECT_EQ(written, 0u);
    EXPECT_NE(std::string(attn_last_error_message()).find("cancelled by the streaming callback"), std::string::npos)
        << attn_last_error_message();
    EXPECT_STREQ(attn_status_name(ATTN_ERROR_CANCELLED), "cancelled");
    ASSERT_EQ(attn_translate_streaming(t.t, s, std::strlen(s), nullptr, nullptr, out, sizeof(out), &written), ATTN_OK);
    EXPECT_EQ(std::string(out, written), translate(t.t, s));
  }
}

TEST_F(TranslatorApi, StreamingWithTheCppWrapper) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = 1;
  TranslatorPtr t{make(&o)};
  (void)t;
  auto model = attn::cpp::Model::load_buffer(bytes_.data(), bytes_.size());
  ASSERT_TRUE(model.ok()) << model.status().message();
  auto translator = attn::cpp::Translator::create(model.value(), o);
  ASSERT_TRUE(translator.ok()) << translator.status().message();
  std::string last;
  size_t calls = 0;
  char out[4096];
  size_t written = 0;
  const auto status = translator.value().translate_streaming(
      kSentences[0],
      [&](std::string_view partial) {
        last = partial;
        ++calls;
        return true;
      },
      std::span<char>(out), &written);
  ASSERT_TRUE(status.ok()) << status.message();
  EXPECT_EQ(std::string(out, written), translate(t.t, kSentences[0]));
  if (calls > 0) {
    EXPECT_EQ(last, std::string(out, written));
  }
}

TEST_F(TranslatorApi, TextPathEqualsTokenizeTranslateIdsDetokenize) {
  TranslatorPtr t{make(nullptr)};
  for (const char* s : kSentences) {
    int32_t source[256];
    size_t source_count = 0;
    ASSERT_EQ(attn_tokenize(model_.m, s, std::strlen(s), source, 256, &source_count), ATTN_OK);
    int32_t target[256];
    size_t target_count = 0;
    ASSERT_EQ(attn_translate_ids(t.t, source, source_count, target, 256, &target_count), ATTN_OK)
        << attn_last_error_message();
    char text[4096];
    size_t text_size = 0;
    ASSERT_EQ(attn_detokenize(model_.m, target, target_count, text, sizeof(text), &text_size), ATTN_OK);
    EXPECT_EQ(translate(t.t, s), std::string(text, text_size)) << s;
  }
}

TEST_F(TranslatorApi, GreedyMatchesTheReferenceTransformerOnTheSameFile) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = 1;
  o.max_extra_tokens = 10;
  TranslatorPtr t{make(&o)};
  const auto reference = attn::test::reference_from_model_file(bytes_.data(), bytes_.size());
  std::mt19937 rng(5);
  std::uniform_int_distribution<int32_t> token(4, 299);
  size_t generated = 0;
  for (size_t length : {1u, 3u, 8u, 15u}) {
    std::vector<int32_t> source(length);
    for (auto& x : source) x = token(rng);
    int32_t out[256];
    size_t written = 0;
    ASSERT_EQ(attn_translate_ids(t.t, source.data(), source.size(), out, 256, &written), ATTN_OK)
        << attn_last_error_message();
    std::vector<int32_t> with_eos = source;
    with_eos.push_back(3);
    // The translator's length limit: source tokens (with eos) + max_extra_tokens.
    EXPECT_EQ(std::vector<int32_t>(out, out + written), reference.greedy(with_eos, 2, 3, with_eos.size() + 10))
        << "source length " << length;
    generated += written;
  }
  EXPECT_GT(generated, 0u);
}

TEST_F(TranslatorApi, EmptyAndWhitespaceTextTranslateToEmptyText) {
  TranslatorPtr t{make(nullptr)};
  for (const std::string& s : {std::string(), std::string("   "), std::string(" \t\n\r ")}) {
    char out[8] = "xxxxxxx";
    size_t written = 99;
    ASSERT_EQ(attn_translate(t.t, s.data(), s.size(), out, sizeof(out), &written), ATTN_OK);
    EXPECT_EQ(written, 0u);
    EXPECT_EQ(out[0], '\0');
    // Even an empty translation needs room for its NUL.
    EXPECT_EQ(attn_translate(t.t, s.data(), s.size(), out, 0, &written), ATTN_ERROR_BUFFER_TOO_SMALL);
    EXPECT_EQ(written, 1u);
  }
  // NULL text with size 0 is the empty text.
  char out[4];
  size_t written = 9;
  EXPECT_EQ(attn_translate(t.t, nullptr, 0, out, sizeof(out), &written), ATTN_OK);
  EXPECT_EQ(written, 0u);
  int32_t ids[4];
  EXPECT_EQ(attn_translate_ids(t.t, nullptr, 0, ids, 4, &written), ATTN_OK);
  EXPECT_EQ(written, 0u);
}

TEST_F(TranslatorApi, InvalidUtf8IsAnInvalidArgument) {
  TranslatorPtr t{make(nullptr)};
  for (const std::string& s : {std::string("abc\xff"), std::string("\xc3"), std::string("ok \xe2\x82 no")}) {
    char out[64];
    size_t written = 0;
    EXPECT_EQ(attn_translate(t.t, s.data(), s.size(), out, sizeof(out), &written), ATTN_ERROR_INVALID_ARGUMENT);
    EXPECT_STRNE(attn_last_error_message(), "ok");
  }
}

TEST_F(TranslatorApi, TooLongInput) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.max_input_bytes = 16;
  o.max_source_tokens = 6;
  TranslatorPtr t{make(&o)};
  char out[256];
  size_t written = 0;
  const std::string long_bytes(17, 'a');
  EXPECT_EQ(attn_translate(t.t, long_bytes.data(), long_bytes.size(), out, sizeof(out), &written),
            ATTN_ERROR_INPUT_TOO_LONG);
  EXPECT_NE(std::string(attn_last_error_message()).find("17 bytes"), std::string::npos) << attn_last_error_message();
  // Within the byte limit but more than 5 tokens (+ eos).
  const std::string many_tokens = "a b c d e f g h";
  EXPECT_EQ(attn_translate(t.t, many_tokens.data(), many_tokens.size(), out, sizeof(out), &written),
            ATTN_ERROR_INPUT_TOO_LONG);
  const int32_t ids[6] = {10, 11, 12, 13, 14, 15};
  int32_t target[64];
  EXPECT_EQ(attn_translate_ids(t.t, ids, 6, target, 64, &written), ATTN_ERROR_INPUT_TOO_LONG);
  EXPECT_EQ(attn_translate_ids(t.t, ids, 5, target, 64, &written), ATTN_OK) << attn_last_error_message();
}

TEST_F(TranslatorApi, SmallOutputBufferReportsTheSizeNeeded) {
  TranslatorPtr t{make(nullptr)};
  std::string text, translation;
  for (const char* s : kSentences) {
    translation = translate(t.t, s);
    text = s;
    if (!translation.empty()) break;
  }
  ASSERT_FALSE(translation.empty()) << "no sentence translated to non-empty text";
  const size_t n = translation.size();
  std::vector<char> out(n + 1);
  size_t written = 0;
  EXPECT_EQ(attn_translate(t.t, text.data(), text.size(), out.data(), n, &written), ATTN_ERROR_BUFFER_TOO_SMALL);
  EXPECT_EQ(written, n + 1);
  EXPECT_EQ(attn_translate(t.t, text.data(), text.size(), out.data(), 1, &written), ATTN_ERROR_BUFFER_TOO_SMALL);
  EXPECT_EQ(written, n + 1);
  ASSERT_EQ(attn_translate(t.t, text.data(), text.size(), out.data(), n + 1, &written), ATTN_OK);
  EXPECT_EQ(written, n);
  EXPECT_EQ(std::string(out.data()), translation);

  // Ids: capacity below the count needed.
  int32_t source[64];
  size_t source_count = 0;
  ASSERT_EQ(attn_tokenize(model_.m, text.data(), text.size(), source, 64, &source_count), ATTN_OK);
  int32_t target[256];
  size_t count = 0;
  ASSERT_EQ(attn_translate_ids(t.t, source, source_count, target, 256, &count), ATTN_OK);
  ASSERT_GT(count, 0u);
  EXPECT_EQ(attn_translate_ids(t.t, source, source_count, target, count - 1, &written), ATTN_ERROR_BUFFER_TOO_SMALL);
  EXPECT_EQ(written, count);
}

TEST_F(TranslatorApi, NullArguments) {
  TranslatorPtr t{make(nullptr)};
  char out[16];
  size_t written = 0;
  int32_t ids[4] = {5, 6, 7, 8};
  EXPECT_EQ(attn_translate(nullptr, "a", 1, out, 16, &written), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(attn_last_error_message()).find("translator"), std::string::npos);
  EXPECT_EQ(attn_translate(t.t, nullptr, 3, out, 16, &written), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(attn_translate(t.t, "a", 1, nullptr, 16, &written), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(attn_translate(t.t, "a", 1, out, 16, nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(attn_translate_ids(nullptr, ids, 4, ids, 4, &written), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(attn_translate_ids(t.t, nullptr, 4, ids, 4, &written), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(attn_translate_ids(t.t, ids, 4, nullptr, 4, &written), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(attn_translate_ids(t.t, ids, 4, ids, 4, nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  attn_translator* created = reinterpret_cast<attn_translator*>(0x1);
  EXPECT_EQ(attn_translator_create(nullptr, nullptr, &created), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(created, nullptr);
  EXPECT_EQ(attn_translator_create(model_.m, nullptr, nullptr), ATTN_ERROR_INVALID_ARGUMENT);
  attn_translator_free(nullptr);  // a no-op, like free(NULL)
  attn_translator_options_init(nullptr);
}

TEST_F(TranslatorApi, SourceIdsOutsideTheVocabulary) {
  TranslatorPtr t{make(nullptr)};
  int32_t out[16];
  size_t written = 0;
  for (int32_t bad : {-1, 300, 100000}) {
    const int32_t ids[3] = {5, bad, 6};
    EXPECT_EQ(attn_translate_ids(t.t, ids, 3, out, 16, &written), ATTN_ERROR_INVALID_ARGUMENT) << bad;
  }
}

TEST_F(TranslatorApi, BadOptionsAreRejectedNamingTheField) {
  struct Case {
    const char* field;
    void (*set)(attn_translator_options&);
  } cases[] = {
      {"struct_size", [](attn_translator_options& o) { o.struct_size = 0; }},
      {"struct_size", [](attn_translator_options& o) { o.struct_size = offsetof(attn_translator_options, threads); }},
      {"beam_size", [](attn_translator_options& o) { o.beam_size = 0; }},
      {"beam_size", [](attn_translator_options& o) { o.beam_size = 100000; }},
      {"length_penalty", [](attn_translator_options& o) { o.length_penalty = NAN; }},
      {"length_penalty", [](attn_translator_options& o) { o.length_penalty = -1.f; }},
      {"max_input_bytes", [](attn_translator_options& o) { o.max_input_bytes = 0; }},
      {"max_source_tokens", [](attn_translator_options& o) { o.max_source_tokens = 65; }},  // > max_positions
      {"max_source_tokens", [](attn_translator_options& o) { o.max_source_tokens = -3; }},
      {"max_extra_tokens", [](attn_translator_options& o) { o.max_extra_tokens = -1; }},
      {"max_target_tokens", [](attn_translator_options& o) { o.max_target_tokens = 64; }},  // > max_positions - 1
      {"threads", [](attn_translator_options& o) { o.threads = 0; }},
      {"max_batch", [](attn_translator_options& o) { o.max_batch = 0; }},
      {"max_batch", [](attn_translator_options& o) { o.max_batch = 257; }},
  };
  for (const Case& c : cases) {
    attn_translator_options o;
    attn_translator_options_init(&o);
    c.set(o);
    attn_translator* t = nullptr;
    EXPECT_EQ(attn_translator_create(model_.m, &o, &t), ATTN_ERROR_INVALID_ARGUMENT) << c.field;
    EXPECT_EQ(t, nullptr);
    EXPECT_NE(std::string(attn_last_error_message()).find(c.field), std::string::npos)
        << c.field << ": " << attn_last_error_message();
  }
}

TEST_F(TranslatorApi, OptionsInitGivesTheDocumentedDefaults) {
  attn_translator_options o;
  std::memset(&o, 0x5a, sizeof(o));
  attn_translator_options_init(&o);
  EXPECT_EQ(o.struct_size, sizeof(o));
  EXPECT_EQ(o.beam_size, 4);
  EXPECT_FLOAT_EQ(o.length_penalty, 0.6f);
  EXPECT_EQ(o.max_input_bytes, 4096);
  EXPECT_EQ(o.max_extra_tokens, 50);
  EXPECT_EQ(o.threads, 1);
  EXPECT_EQ(o.max_batch, 1);
  // Model-dependent defaults resolve at creation: the limits of the model, accepted.
  o.max_source_tokens = 64;
  o.max_target_tokens = 63;
  TranslatorPtr t{make(&o)};
  EXPECT_NE(t.t, nullptr);
}

TEST(TranslatorApiQuantized, Int8ModelsTranslate) {
  const auto bytes = random_model_bytes(small_architecture(), 7, attn::schema::ElementType::I8);
  ModelPtr model;
  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model.m), ATTN_OK) << attn_last_error_message();
  attn_translator* t = nullptr;
  ASSERT_EQ(attn_translator_create(model.m, nullptr, &t), ATTN_OK) << attn_last_error_message();
  TranslatorPtr translator{t};
  char out[1024];
  size_t written = 0;
  const std::string text = "hello world";
  EXPECT_EQ(attn_translate(t, text.data(), text.size(), out, sizeof(out), &written), ATTN_OK)
      << attn_last_error_message();
  EXPECT_EQ(std::strlen(out), written);
}

TEST_F(TranslatorApi, CppWrapperMatchesTheCApi) {
  auto model = attn::cpp::Model::load_buffer(bytes_.data(), bytes_.size());
  ASSERT_TRUE(model.ok()) << model.status().message();
  auto translator = attn::cpp::Translator::create(model.value());
  ASSERT_TRUE(translator.ok()) << translator.status().message();
  TranslatorPtr c{make(nullptr)};
  for (const char* s : kSentences) {
    auto text = translator.value().translate(s);
    ASSERT_TRUE(text.ok()) << text.status().message();
    EXPECT_EQ(text.value(), translate(c.t, s));
  }
  auto bad = translator.value().translate("\xff");
  EXPECT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().code(), ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(bad.status().message(), "ok");

  attn_translator_options o = attn::cpp::Translator::default_options();
  o.beam_size = 0;
  auto rejected = attn::cpp::Translator::create(model.value(), o);
  EXPECT_EQ(rejected.status().code(), ATTN_ERROR_INVALID_ARGUMENT);
  auto missing = attn::cpp::Model::load_file("/nonexistent/model.attn");
  EXPECT_FALSE(missing.ok());
}

}  // namespace

namespace {

// Greedy through the whole stack (file -> loader -> translator) against the reference reading the same file,
// over architectures that differ in every option docs/model.md has.
struct FileArch {
  const char* name;
  bool pre_norm, tied, output_bias, gelu;
  uint32_t d_model, heads, d_ff, encoder_layers, decoder_layers, vocab;
};

void PrintTo(const FileArch& a, std::ostream* os) { *os << a.name; }

class TranslatorFileArchitectures : public ::testing::TestWithParam<FileArch> {};

TEST_P(TranslatorFileArchitectures, GreedyIdsMatchTheReference) {
  const FileArch& p = GetParam();
  attn::Architecture arch = small_architecture();
  arch.norm_position = p.pre_norm ? attn::NormPosition::Pre : attn::NormPosition::Post;
  arch.tied_embeddings = p.tied;
  arch.output_bias = p.output_bias;
  arch.activation = p.gelu ? attn::schema::Activation::GELU : attn::schema::Activation::ReLU;
  arch.d_model = p.d_model;
  arch.heads = p.heads;
  arch.d_ff = p.d_ff;
  arch.encoder_layers = p.encoder_layers;
  arch.decoder_layers = p.decoder_layers;
  arch.vocab_size = p.vocab;
  arch.embedding_scale = std::sqrt(static_cast<float>(p.d_model));
  const auto bytes = random_model_bytes(arch, 1234);
  ModelPtr model;
  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model.m), ATTN_OK) << attn_last_error_message();
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = 1;
  o.max_extra_tokens = 6;
  TranslatorPtr t;
  ASSERT_EQ(attn_translator_create(model.m, &o, &t.t), ATTN_OK) << attn_last_error_message();
  const auto reference = attn::test::reference_from_model_file(bytes.data(), bytes.size());
  std::mt19937 rng(8);
  std::uniform_int_distribution<int32_t> token(4, static_cast<int32_t>(p.vocab) - 1);
  for (size_t length : {2u, 5u, 11u}) {
    std::vector<int32_t> source(length);
    for (auto& x : source) x = token(rng);
    int32_t out[128];
    size_t written = 0;
    ASSERT_EQ(attn_translate_ids(t.t, source.data(), source.size(), out, 128, &written), ATTN_OK)
        << attn_last_error_message();
    source.push_back(3);
    EXPECT_EQ(std::vector<int32_t>(out, out + written), reference.greedy(source, 2, 3, source.size() + 6))
        << "source length " << length;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Architectures, TranslatorFileArchitectures,
    ::testing::Values(FileArch{"post_tied_relu", false, true, false, false, 32, 4, 64, 2, 2, 300},
                      FileArch{"pre_tied_gelu", true, true, false, true, 32, 4, 64, 2, 2, 300},
                      FileArch{"post_untied_bias_odd", false, false, true, false, 18, 3, 29, 3, 1, 41},
                      FileArch{"pre_untied_bias_gelu_odd", true, false, true, true, 20, 5, 7, 1, 3, 37}),
    [](const auto& info) { return std::string(info.param.name); });

}  // namespace
