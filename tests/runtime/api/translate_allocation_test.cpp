// Translating must not touch the heap (attn.h: attn_translate allocates nothing). This suite counts every
// heap call in the process while attn_translate and attn_translate_ids run — including calls from other
// threads (the XNNPACK thread pool) and from linked libraries (XNNPACK, pthreadpool) — for fp32, int8 and
// int4 models, with an int8 or a 4-bit embedding (int8 and int4: the qd8 fully-connected operators, reshaped
// per batch size; int8 also with fp32 activations, the f32_qc8w operators), beam 1 and 4,
// on 1 and 2 threads, with short inputs and an input of exactly max_source_tokens (eos included), one
// sentence at a time and in batches (attn_translate_batch with more texts than max_batch,
// valid and invalid ones, the longest among them, and a too-small output), and as text (attn_translate_text:
// sentence splitting, a sentence cut for length, scores and alignments): every heap call counted by
// tests/support/heap_counter (operator new, and the malloc family by symbol interposition; under a sanitizer
// only operator new).
#include <gtest/gtest.h>

#include <chrono>
#include <cstddef>
#include <cstdlib>
#include <string>
#include <tuple>
#include <vector>

#include "attn/attn.h"
#include "tests/support/heap_counter/heap_counter.h"
#include "tests/support/int8_model.h"
#include "tests/support/random_model.h"
#include "tests/support/shortlist_model.h"

using attn::test::describe;
using attn::test::heap_calls;
using attn::test::HeapCalls;

namespace {

// Which weights a case translates with: fp32, int8 quantizing each layer's input at run time, the same int8
// model multiplying fp32 input on every layer (float_activation_layers "*": the f32_qc8w operators), 4-bit
// linear layers (int8 embedding), their input quantized the same way, or 4-bit layers and embedding (whose
// lookups and shortlisted logits read 4-bit rows).
enum class Weights { kFp32, kInt8, kInt8FloatInput, kInt4, kInt4Vocabulary };

// The models, made once; with a vocabulary shortlist (used by default), or without.
const std::vector<uint8_t>& model_bytes(Weights weights, bool shortlist) {
  const attn::Architecture arch = attn::test::small_architecture();
  static const std::vector<uint8_t> fp32 = attn::test::random_model_bytes(arch, 42);
  static const std::vector<uint8_t> dynamic = attn::test::dynamic_int8_model_bytes(arch, 42);
  static const std::vector<uint8_t> fp32_listed =
      attn::test::with_shortlist_bytes(attn::test::random_model_contents(arch, 42));
  static const std::vector<uint8_t> dynamic_listed = attn::test::with_shortlist_bytes(
      attn::test::quantize_weights(attn::test::random_model_contents(arch, 42), arch));
  static const std::vector<uint8_t> int4 =
      attn::test::random_model_bytes(arch, 42, attn::schema::ElementType::I4);
  static const std::vector<uint8_t> int4_listed = attn::test::with_shortlist_bytes(
      attn::test::random_model_contents(arch, 42, attn::schema::ElementType::I4));
  if (weights == Weights::kFp32) return shortlist ? fp32_listed : fp32;
  static const std::vector<uint8_t> int4_vocabulary = attn::test::random_model_bytes(
      arch, 42, attn::schema::ElementType::I4, attn::test::VocabularyType::kInt4);
  static const std::vector<uint8_t> int4_vocabulary_listed =
      attn::test::with_shortlist_bytes(attn::test::random_model_contents(
          arch, 42, attn::schema::ElementType::I4, attn::test::VocabularyType::kInt4));
  if (weights == Weights::kInt4) return shortlist ? int4_listed : int4;
  if (weights == Weights::kInt4Vocabulary) return shortlist ? int4_vocabulary_listed : int4_vocabulary;
  return shortlist ? dynamic_listed : dynamic;
}

constexpr int kMaxSourceTokens = 40;  // the longest input below fills it exactly

// (weights, beam_size, threads, vocabulary shortlist)
using AllocationCase = std::tuple<Weights, int, int, bool>;
class TranslateAllocations : public ::testing::TestWithParam<AllocationCase> {};

TEST_P(TranslateAllocations, TranslateAllocatesNothing) {
  const auto [weights, beam, threads, shortlist] = GetParam();
  const std::vector<uint8_t>& bytes = model_bytes(weights, shortlist);
  ASSERT_FALSE(bytes.empty());
  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model), ATTN_OK) << attn_last_error_message();
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = beam;
  o.threads = threads;
  o.max_source_tokens = kMaxSourceTokens;
  o.max_batch = 3;
  if (weights == Weights::kInt8FloatInput) o.float_activation_layers = "*";
  attn_translator* t = nullptr;
  const HeapCalls at_create = heap_calls();
  ASSERT_EQ(attn_translator_create(model, &o, &t), ATTN_OK) << attn_last_error_message();
  // Creation does allocate (handle, translator; XNNPACK packs weights into posix_memalign'ed buffers): proof
  // that the counters see the runtime's allocations, those of the XNNPACK shared library included.
  EXPECT_GT((heap_calls() - at_create).new_calls, 0u);
#if ATTN_COUNT_MALLOC
  EXPECT_GT((heap_calls() - at_create).aligned_calls, 0u) << "XNNPACK's packing went unseen";
#endif
  // Sentences of different lengths, so the encoder's operators see several batch sizes, and beam search
  // several hypothesis counts, all after creation.
  const std::string texts[] = {"The quick brown fox jumps over the lazy dog",
                               "Hello world.",
                               "",
                               "\xff bad",
                               "a",
                               "Zebras and yaks quietly vex jumping fowls, 12345 times over."};
  char out[4096];
  int32_t ids[256];
  const int32_t source[] = {40, 50, 60, 70, 80};
  const int32_t longer_source[] = {41, 52, 63, 74, 85, 96, 107, 118, 129, 140, 151, 162, 173};
  int32_t longest_source[kMaxSourceTokens - 1];  // + eos = max_source_tokens
  for (int i = 0; i < kMaxSourceTokens - 1; ++i) longest_source[i] = 4 + (i * 37) % 290;
  const std::string longest_text(200, 'x');  // more tokens than fit: refused without allocating
  // A text of exactly max_source_tokens − 1 tokens (+ eos), found with the tokenizer (which may allocate)
  // before counting.
  std::string longest_fitting_text;
  size_t longest_tokens = 0;
  for (int i = 0; longest_tokens < kMaxSourceTokens - 1; ++i) {
    longest_fitting_text += i % 3 == 2 ? ' ' : static_cast<char>('a' + i % 23);
    ASSERT_EQ(attn_tokenize(model, longest_fitting_text.data(), longest_fitting_text.size(), ids, 256,
                            &longest_tokens),
              ATTN_OK);
  }
  ASSERT_EQ(longest_tokens, static_cast<size_t>(kMaxSourceTokens - 1)) << longest_fitting_text;
  // 9 texts, max_batch 3: three chunks; the longest text decodes beside short ones.
  const char* batch_texts[9];
  size_t batch_sizes[9];
  for (int i = 0; i < 6; ++i) {
    batch_texts[i] = texts[i].data();
    batch_sizes[i] = texts[i].size();
  }
  batch_texts[6] = longest_fitting_text.data();
  batch_sizes[6] = longest_fitting_text.size();
  batch_texts[7] = longest_text.data();
  batch_sizes[7] = longest_text.size();
  batch_texts[8] = texts[1].data();
  batch_sizes[8] = texts[1].size();
  size_t offsets[10];
  attn_status statuses[9];
  size_t written = 0;
  const std::string paragraph =
      "Hello world. The quick brown fox jumps over the lazy dog!  Zebras vex yaks.\n\n" + longest_text +
      " a b c d e f g h. Is it? Yes.";
  const std::string html =
      "<p>Hello <b>big <i>world</i></b> &amp; <a href=\"x?a=1&amp;b=2\">more</a>.<br>Next "
      "one.</p><!-- c --><ul><li>one<li>two</ul>";
  const std::string malformed = "Hello <b>world</i> again.";
  std::vector<attn_token_info> text_tokens_storage(8192);  // random weights: translations run to their limit
  // Spans copied untranslated (text/verbatim.h): a long word, a hash, a run of numbers.
  const std::string hostile =
      "See " + std::string(100, 'q') +
      " and 0123456789abcdef0123456789abcdef, then 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17.";
  // A call stopped by its time limit: the streaming callback outwaits the limit at the first step.
  const attn_partial_callback outwait = [](void*, const char*, size_t) -> int {
    const auto start = std::chrono::steady_clock::now();
    while (std::chrono::steady_clock::now() - start < std::chrono::milliseconds(3)) {
    }
    return 0;
  };
  const HeapCalls before = heap_calls();
  size_t partials = 0;
  const attn_partial_callback count_partials = [](void* user, const char*, size_t) -> int {
    ++*static_cast<size_t*>(user);
    return 0;
  };
  for (const std::string& text : texts) {
    (void)attn_translate(t, text.data(), text.size(), out, sizeof(out), &written);
    (void)attn_translate(t, text.data(), text.size(), out, 1, &written);  // buffer too small
    (void)attn_translate_streaming(t, text.data(), text.size(), count_partials, &partials, out, sizeof(out),
                                   &written);
  }
  const attn_status short_status = attn_translate_ids(t, source, 5, ids, 256, &written);
  const size_t short_written = written;
  const attn_status long_status = attn_translate_ids(t, longer_source, 13, ids, 256, &written);
  const attn_status longest_status =
      attn_translate_ids(t, longest_source, kMaxSourceTokens - 1, ids, 256, &written);
  const attn_status too_long_status =
      attn_translate_ids(t, longest_source, kMaxSourceTokens, ids, 256, &written);
  const attn_status too_long_text_status =
      attn_translate(t, longest_text.data(), longest_text.size(), out, sizeof(out), &written);
  const attn_status batch_status =
      attn_translate_batch(t, batch_texts, batch_sizes, 9, out, sizeof(out), offsets, statuses);
  const attn_status invalid_in_batch = statuses[3], longest_in_batch = statuses[6],
                    too_long_in_batch = statuses[7];
  const size_t batch_bytes = offsets[9];
  const attn_status small_batch_status =
      attn_translate_batch(t, batch_texts, batch_sizes, 9, out, 4, offsets, statuses);
  // Text: a paragraph cut into sentences (more than max_batch of them), a sentence with more tokens than the
  // model takes (cut at a safe boundary), details (scores and alignments, the extra decoder pass), and
  // arrays and an output too small.
  attn_text_options text_options;
  attn_text_options_init(&text_options);
  text_options.details = 1;
  attn_sentence_span spans[16];
  attn_text_result text_result{sizeof(attn_text_result),   spans, 16,     0, text_tokens_storage.data(),
                               text_tokens_storage.size(), 0,     nullptr};
  const attn_status text_status = attn_translate_text(t, paragraph.data(), paragraph.size(), &text_options,
                                                      out, sizeof(out), &written, &text_result);
  const size_t text_sentences = text_result.sentence_count, text_tokens = text_result.token_count;
  attn_text_result small_result{sizeof(attn_text_result),   spans, 1, 0,
                                text_tokens_storage.data(), 2,     0, nullptr};
  const attn_status small_text_status = attn_translate_text(t, paragraph.data(), paragraph.size(),
                                                            &text_options, out, 8, &written, &small_result);
  // Markup: tags placed by alignment, entities decoded and encoded; and malformed markup as plain text.
  text_options.details = 0;
  text_options.markup = ATTN_MARKUP_HTML;
  const attn_status html_status = attn_translate_text(t, html.data(), html.size(), &text_options, out,
                                                      sizeof(out), &written, &text_result);
  const bool html_kept_tags = html_status == ATTN_OK && text_result.warning == nullptr;
  const attn_status malformed_status = attn_translate_text(
      t, malformed.data(), malformed.size(), &text_options, out, sizeof(out), &written, &text_result);
  const bool malformed_warned = text_result.warning != nullptr;
  text_options.markup = ATTN_MARKUP_NONE;
  text_options.split_sentences = 0;
  const attn_status unsplit_status = attn_translate_text(t, texts[1].data(), texts[1].size(), &text_options,
                                                         out, sizeof(out), &written, nullptr);
  text_options.split_sentences = 1;
  const attn_status hostile_status = attn_translate_text(t, hostile.data(), hostile.size(), &text_options,
                                                         out, sizeof(out), &written, nullptr);
  (void)attn_translator_set_time_limit(t, 1);
  const attn_status limited_status = attn_translate_streaming(t, texts[1].data(), texts[1].size(), outwait,
                                                              nullptr, out, sizeof(out), &written);
  (void)attn_translator_set_time_limit(t, 0);
  (void)attn_translator_cancel(t);  // no call in progress: the next one is not stopped
  const attn_status after_cancel_status =
      attn_translate(t, texts[1].data(), texts[1].size(), out, sizeof(out), &written);
  const HeapCalls during = heap_calls() - before;
  EXPECT_EQ(hostile_status, ATTN_OK);
  EXPECT_EQ(limited_status, ATTN_ERROR_CANCELLED);
  EXPECT_EQ(after_cancel_status, ATTN_OK);
  EXPECT_EQ(text_status, ATTN_OK);
  EXPECT_GE(text_sentences, 6u);  // five sentences, the long one cut at least once
  EXPECT_GT(text_tokens, text_sentences);
  EXPECT_EQ(small_text_status, ATTN_ERROR_BUFFER_TOO_SMALL);
  EXPECT_EQ(unsplit_status, ATTN_OK);
  EXPECT_TRUE(html_kept_tags) << attn_status_name(html_status);
  EXPECT_EQ(malformed_status, ATTN_OK);
  EXPECT_TRUE(malformed_warned);
  EXPECT_NE(batch_status, ATTN_OK);  // some texts fail (text 0 has more tokens than fit, text 3 is not UTF-8)
  EXPECT_EQ(invalid_in_batch, ATTN_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(longest_in_batch, ATTN_OK);
  EXPECT_EQ(too_long_in_batch, ATTN_ERROR_INPUT_TOO_LONG);
  EXPECT_GT(batch_bytes, 9u) << "the batch translated nothing";
  EXPECT_EQ(small_batch_status, ATTN_ERROR_BUFFER_TOO_SMALL);
  EXPECT_EQ(short_status, ATTN_OK);
  EXPECT_EQ(long_status, ATTN_OK);
  EXPECT_EQ(longest_status, ATTN_OK);
  EXPECT_EQ(too_long_status, ATTN_ERROR_INPUT_TOO_LONG);
  EXPECT_EQ(too_long_text_status, ATTN_ERROR_INPUT_TOO_LONG);
  EXPECT_GT(short_written + written, 0u) << "nothing was generated: the decoder never ran";
  EXPECT_GT(partials, 0u) << "the streaming callback never ran";
  EXPECT_EQ(during.total(), 0u) << describe(during);
  attn_translator_free(t);
  attn_model_free(model);
}

// The shortlist path adds no threading of its own (its kernel runs on the calling thread), so it is checked
// on one thread only: two-thread cases cost far more time on a loaded machine (pool threads spin).
std::string allocation_case_name(const ::testing::TestParamInfo<AllocationCase>& info) {
  const char* names[] = {"fp32", "int8", "int8_float_input", "int4", "int4_vocabulary"};
  return std::string(names[static_cast<int>(std::get<0>(info.param))]) + "_beam" +
         std::to_string(std::get<1>(info.param)) + "_threads" + std::to_string(std::get<2>(info.param)) +
         (std::get<3>(info.param) ? "_shortlist" : "");
}

INSTANTIATE_TEST_SUITE_P(PrecisionsBeamsAndThreads, TranslateAllocations,
                         ::testing::Combine(::testing::Values(Weights::kFp32, Weights::kInt8,
                                                              Weights::kInt8FloatInput, Weights::kInt4,
                                                              Weights::kInt4Vocabulary),
                                            ::testing::Values(1, 4), ::testing::Values(1, 2),
                                            ::testing::Values(false)),
                         allocation_case_name);
INSTANTIATE_TEST_SUITE_P(Shortlist, TranslateAllocations,
                         ::testing::Combine(::testing::Values(Weights::kFp32, Weights::kInt8, Weights::kInt4,
                                                              Weights::kInt4Vocabulary),
                                            ::testing::Values(1, 4), ::testing::Values(1),
                                            ::testing::Values(true)),
                         allocation_case_name);

// The counters themselves: a direct malloc and a posix_memalign are seen (else a zero above proves nothing).
TEST(HeapCounters, SeeTheMallocFamily) {
#if ATTN_COUNT_MALLOC
  const HeapCalls before = heap_calls();
  void* volatile p = std::malloc(24);
  void* q = nullptr;
  ASSERT_EQ(posix_memalign(&q, 64, 128), 0);
  std::free(p);
  std::free(q);
  const HeapCalls seen = heap_calls() - before;
  EXPECT_EQ(seen.malloc_calls, 1u) << describe(seen);
  EXPECT_EQ(seen.aligned_calls, 1u) << describe(seen);
  EXPECT_EQ(seen.free_calls, 2u) << describe(seen);
#else
  GTEST_SKIP() << "malloc belongs to the sanitizer in this build";
#endif
}

}  // namespace
