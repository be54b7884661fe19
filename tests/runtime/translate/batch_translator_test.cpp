// Batches: Translator::translate_batch_ids must give, for every sentence, exactly the ids that translating it
// alone gives — fp32 and int8 models (int8 also with fp32 activations), the portable kernel and XNNPACK on 1
// and 2 threads, greedy and beam 4, sentences of mixed lengths (so that some finish while others decode on),
// empty ones, more sentences than max_batch (chunks), one invalid sentence among valid ones, count 0 and a
// too-small output. A decoder-level test checks the reason it holds: a decoder step's log-probabilities for a
// row are bit for bit the same whether the row is alone or one of many rows of several sentences.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "runtime/src/format/model.h"
#include "runtime/src/kernels/embedding.h"
#include "runtime/src/model/decoder.h"
#include "runtime/src/model/encoder.h"
#include "runtime/src/model/linears.h"
#include "runtime/src/translate/engine.h"
#include "runtime/src/translate/translator.h"
#include "tests/runtime/translate/translator_test_util.h"
#include "tests/support/int8_model.h"
#include "tests/support/random_model.h"

namespace attn {
namespace {

Architecture batch_architecture() {
  Architecture arch = test::small_architecture();
  arch.d_model = 48;  // not a multiple of XNNPACK's 8- or 16-wide tiles in every dimension
  arch.heads = 4;
  arch.d_ff = 72;
  arch.vocab_size = 301;
  arch.embedding_scale = 1.f;
  return arch;
}

// weights: 0 fp32, 1 int8 (each layer's input quantized at run time), 2 the int8 model with every layer on
// fp32 input (float_activations: float_activation_layers "*").
const Model& batch_model(int weights) {
  static const auto load = [](const std::vector<uint8_t>& bytes) {
    auto loaded = Model::load_buffer(bytes.data(), bytes.size());
    EXPECT_TRUE(loaded.ok()) << loaded.status().message();
    return loaded.ok() ? std::move(loaded).value() : nullptr;
  };
  static const std::unique_ptr<Model> fp32 = load(test::random_model_bytes(batch_architecture(), 2024));
  static const std::unique_ptr<Model> quantized =
      load(test::dynamic_int8_model_bytes(batch_architecture(), 2024));
  const std::unique_ptr<Model>& model = weights == 0 ? fp32 : quantized;
  if (!model) std::abort();  // the EXPECT above has said why
  return *model;
}

const char* float_activations(int weights) { return weights == 2 ? "*" : nullptr; }

const char* weights_name(int weights) {
  return weights == 0 ? "fp32" : weights == 1 ? "int8" : "int8_float_activations";
}

std::unique_ptr<Translator> make_batch_translator(const Model& model, int beam, int threads,
                                                  LinearBackend backend, int max_batch,
                                                  const char* float_activation_layers = nullptr) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = beam;
  o.threads = threads;
  o.max_extra_tokens = 10;
  o.max_batch = max_batch;
  o.float_activation_layers = float_activation_layers;
  auto created = Translator::create(model, &o, backend);
  EXPECT_TRUE(created.ok()) << created.status().message();
  return created.ok() ? std::move(created).value() : nullptr;
}

// Random sources of the given lengths (ids in [4, V)); length 0 is an empty source.
std::vector<std::vector<int32_t>> random_sources(const std::vector<size_t>& lengths, uint32_t seed,
                                                 int32_t max_id) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int32_t> token(4, max_id);
  std::vector<std::vector<int32_t>> sources;
  for (size_t length : lengths) {
    std::vector<int32_t> s(length);
    for (auto& t : s) t = token(rng);
    sources.push_back(s);
  }
  return sources;
}

struct BatchIds {
  Status status;
  std::vector<std::vector<int32_t>> translations;
  std::vector<StatusCode> statuses;
  std::vector<size_t> offsets;
};

BatchIds translate_batch(Translator& t, const std::vector<std::vector<int32_t>>& sources,
                         size_t capacity = 4096) {
  std::vector<const int32_t*> pointers;
  std::vector<size_t> counts;
  for (const auto& s : sources) {
    pointers.push_back(s.data());
    counts.push_back(s.size());
  }
  std::vector<int32_t> out(capacity + 1, -1);
  BatchIds r;
  r.statuses.assign(sources.size(), StatusCode::kInternal);
  r.offsets.assign(sources.size() + 1, ~size_t{0});
  r.status = t.translate_batch_ids(pointers.data(), counts.data(), sources.size(), out.data(), capacity,
                                   r.offsets.data(), r.statuses.data());
  EXPECT_EQ(out[capacity], -1) << "wrote past capacity";
  for (size_t i = 0; i < sources.size(); ++i) {
    const size_t begin = r.offsets[i], end = r.offsets[i + 1];
    if (end <= capacity && begin <= end) {
      r.translations.emplace_back(out.begin() + static_cast<std::ptrdiff_t>(begin),
                                  out.begin() + static_cast<std::ptrdiff_t>(end));
    } else {
      r.translations.emplace_back();
    }
  }
  return r;
}

// Mixed lengths, empty sources included, more sentences than max_batch: 13 sentences, batches of 5.
const std::vector<size_t> kLengths = {7, 1, 0, 21, 3, 13, 2, 30, 0, 5, 8, 1, 17};
constexpr int kMaxBatch = 5;

// (weights as batch_model's, beam, backend: 0 portable, 1 XNNPACK 1 thread, 2 XNNPACK 2 threads)
class BatchTranslation : public ::testing::TestWithParam<std::tuple<int, int, int>> {};

TEST_P(BatchTranslation, EqualsTranslatingEachSentenceAlone) {
  const auto [weights, beam, backend_param] = GetParam();
  const Model& model = batch_model(weights);
  const LinearBackend backend = backend_param == 0 ? LinearBackend::kPortable : LinearBackend::kXnnpack;
  const int threads = backend_param == 2 ? 2 : 1;
  auto single = make_batch_translator(model, beam, threads, backend, 1, float_activations(weights));
  auto batched = make_batch_translator(model, beam, threads, backend, kMaxBatch, float_activations(weights));
  ASSERT_TRUE(single && batched);
  EXPECT_EQ(batched->plan().max_batch, static_cast<size_t>(kMaxBatch));
  const auto sources =
      random_sources(kLengths, 31, static_cast<int32_t>(model.architecture().vocab_size) - 1);

  const BatchIds got = translate_batch(*batched, sources);
  ASSERT_TRUE(got.status.ok()) << got.status.message();
  size_t generated = 0, distinct_lengths = 0;
  std::vector<size_t> lengths;
  for (size_t i = 0; i < sources.size(); ++i) {
    const auto want = test::translate_ids(*single, sources[i]);
    EXPECT_EQ(got.statuses[i], StatusCode::kOk) << "sentence " << i;
    EXPECT_EQ(got.translations[i], want)
        << "sentence " << i << " (source length " << sources[i].size() << ")";
    // The batch translator alone on the sentence agrees too (its batch-of-one path). Skipped on 2 threads,
    // whose pool is slow on a loaded machine; the 1-thread cases cover the path.
    if (threads == 1) {
      EXPECT_EQ(test::translate_ids(*batched, sources[i]), want) << "sentence " << i << " alone";
    }
    if (sources[i].empty()) {
      EXPECT_TRUE(want.empty());
    }
    generated += want.size();
    bool seen = false;
    for (size_t l : lengths) seen = seen || l == want.size();
    if (!seen) ++distinct_lengths;
    lengths.push_back(want.size());
  }
  EXPECT_EQ(got.offsets[sources.size()], generated);
  EXPECT_GT(generated, 0u) << "every translation was empty: the comparison proved nothing";
  // Sentences that end at different steps: finished ones really dropped out of the decoder's steps.
  EXPECT_GE(distinct_lengths, 2u) << "every translation had the same length";
}

INSTANTIATE_TEST_SUITE_P(PrecisionsBeamsBackends, BatchTranslation,
                         ::testing::Combine(::testing::Values(0, 1, 2), ::testing::Values(1, 4),
                                            ::testing::Values(0, 1, 2)),
                         [](const auto& info) {
                           const int backend = std::get<2>(info.param);
                           return std::string(weights_name(std::get<0>(info.param))) + "_beam" +
                                  std::to_string(std::get<1>(info.param)) +
                                  (backend == 0   ? "_portable"
                                   : backend == 1 ? "_xnnpack"
                                                  : "_xnnpack2threads");
                         });

// A call of more sentences than one decoding group (translate::kDecodeRows hypotheses a decoder step): the
// engine encodes and decodes them a group at a time, shortest sources first, and every sentence still gets
// exactly what it gets alone, in its own place.
class DecodingGroups : public ::testing::TestWithParam<std::tuple<int, int>> {};  // (weights, beam)

TEST_P(DecodingGroups, ACallOfSeveralGroupsEqualsEachSentenceAlone) {
  const auto [weights, beam] = GetParam();
  const Model& model = batch_model(weights);
  const size_t group = translate::kDecodeRows / static_cast<size_t>(beam);
  const size_t count = 2 * group + 3;  // two whole groups and part of a third
  std::vector<size_t> lengths;
  for (size_t i = 0; i < count; ++i) lengths.push_back(kLengths[(i * 5) % kLengths.size()]);
  auto single = make_batch_translator(model, beam, 1, LinearBackend::kXnnpack, 1, float_activations(weights));
  auto batched = make_batch_translator(model, beam, 1, LinearBackend::kXnnpack, static_cast<int>(count),
                                       float_activations(weights));
  ASSERT_TRUE(single && batched);
  const auto sources = random_sources(lengths, 77, static_cast<int32_t>(model.architecture().vocab_size) - 1);
  const BatchIds got = translate_batch(*batched, sources);
  ASSERT_TRUE(got.status.ok()) << got.status.message();
  size_t generated = 0;
  for (size_t i = 0; i < count; ++i) {
    const auto want = test::translate_ids(*single, sources[i]);
    EXPECT_EQ(got.statuses[i], StatusCode::kOk) << "sentence " << i;
    EXPECT_EQ(got.translations[i], want)
        << "sentence " << i << " (source length " << sources[i].size() << ")";
    generated += want.size();
  }
  EXPECT_GT(generated, 0u) << "every translation was empty: the comparison proved nothing";
}

INSTANTIATE_TEST_SUITE_P(PrecisionsBeams, DecodingGroups,
                         ::testing::Combine(::testing::Values(0, 1), ::testing::Values(1, 4)),
                         [](const auto& info) {
                           return std::string(weights_name(std::get<0>(info.param))) + "_beam" +
                                  std::to_string(std::get<1>(info.param));
                         });

TEST(BatchTranslation, OneInvalidSentenceFailsAloneAndIsNamed) {
  const Model& model = batch_model(true);
  auto single = make_batch_translator(model, 1, 1, LinearBackend::kXnnpack, 1);
  auto batched = make_batch_translator(model, 1, 1, LinearBackend::kXnnpack, 4);
  ASSERT_TRUE(single && batched);
  auto sources = random_sources({6, 9, 4, 11, 3}, 5, 300);
  sources[2][1] = 301;                   // outside the vocabulary
  std::vector<int32_t> too_long(64, 7);  // 64 ids + eos > max_positions 64
  sources.push_back(too_long);
  const BatchIds got = translate_batch(*batched, sources);
  EXPECT_EQ(got.status.code(), StatusCode::kInvalidArgument);
  EXPECT_NE(std::string(got.status.message()).find("source 2"), std::string::npos) << got.status.message();
  EXPECT_NE(std::string(got.status.message()).find("2 of 6"), std::string::npos) << got.status.message();
  EXPECT_EQ(got.statuses[2], StatusCode::kInvalidArgument);
  EXPECT_EQ(got.statuses[5], StatusCode::kInputTooLong);
  EXPECT_TRUE(got.translations[2].empty());
  EXPECT_TRUE(got.translations[5].empty());
  for (size_t i : {0u, 1u, 3u, 4u}) {
    EXPECT_EQ(got.statuses[i], StatusCode::kOk) << i;
    EXPECT_EQ(got.translations[i], test::translate_ids(*single, sources[i])) << i;
  }
}

TEST(BatchTranslation, CountZeroIsOk) {
  auto t = make_batch_translator(batch_model(false), 1, 1, LinearBackend::kXnnpack, 3);
  ASSERT_TRUE(t);
  size_t offsets[1] = {99};
  const Status s = t->translate_batch_ids(nullptr, nullptr, 0, nullptr, 0, offsets, nullptr);
  EXPECT_TRUE(s.ok()) << s.message();
  EXPECT_EQ(offsets[0], 0u);
}

TEST(BatchTranslation, TooSmallOutputSaysHowManyIdsAreNeededAndKeepsWhatFits) {
  const Model& model = batch_model(false);
  auto t = make_batch_translator(model, 4, 1, LinearBackend::kXnnpack, 4);
  ASSERT_TRUE(t);
  const auto sources = random_sources({5, 12, 8, 3, 20, 9}, 11, 300);
  const BatchIds full = translate_batch(*t, sources);
  ASSERT_TRUE(full.status.ok()) << full.status.message();
  const size_t needed = full.offsets.back();
  ASSERT_GT(needed, 2u);
  const BatchIds cut = translate_batch(*t, sources, needed - 1);
  EXPECT_EQ(cut.status.code(), StatusCode::kBufferTooSmall);
  EXPECT_EQ(cut.offsets, full.offsets) << "offsets must be those of a large enough buffer";
  EXPECT_NE(std::string(cut.status.message()).find(std::to_string(needed)), std::string::npos)
      << cut.status.message();
  // Every sentence but the last non-empty one fits.
  size_t last = sources.size() - 1;
  while (full.translations[last].empty()) --last;
  for (size_t i = 0; i < sources.size(); ++i) {
    if (i == last) {
      EXPECT_EQ(cut.statuses[i], StatusCode::kBufferTooSmall);
    } else {
      EXPECT_EQ(cut.statuses[i], StatusCode::kOk) << i;
      EXPECT_EQ(cut.translations[i], full.translations[i]) << i;
    }
  }
  const BatchIds exact = translate_batch(*t, sources, needed);
  EXPECT_TRUE(exact.status.ok()) << exact.status.message();
  EXPECT_EQ(exact.translations, full.translations);
}

TEST(BatchTranslation, MaxBatchOutOfRangeIsRejectedNamingTheOption) {
  for (int max_batch : {0, -1, 257}) {
    attn_translator_options o;
    attn_translator_options_init(&o);
    o.max_batch = max_batch;
    auto created = Translator::create(batch_model(false), &o);
    ASSERT_FALSE(created.ok()) << max_batch;
    EXPECT_EQ(created.status().code(), StatusCode::kInvalidArgument);
    EXPECT_NE(std::string(created.status().message()).find("max_batch"), std::string::npos);
  }
}

TEST(BatchTranslation, OptionsOfTheFirstVersionGetMaxBatchOne) {
  // A caller compiled before max_batch existed passes a struct that ends at `threads`; whatever lies past
  // it in memory must not be read.
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.max_batch = 1000;  // would be rejected if read
  o.struct_size = offsetof(attn_translator_options, threads) + sizeof(int32_t);
  auto created = Translator::create(batch_model(false), &o);
  ASSERT_TRUE(created.ok()) << created.status().message();
  EXPECT_EQ(created.value()->plan().max_batch, 1u);
}

// The decoder itself: rows of three sentences in one step give, row for row, bit-identical log-probabilities
// to each sentence encoded and stepped alone (portable kernel, XNNPACK fp32, XNNPACK int8), two of the three
// encoded in one packed pass and started together.
class DecoderRows : public ::testing::TestWithParam<std::tuple<int, int>> {};  // weights, backend

TEST_P(DecoderRows, ARowsResultDoesNotDependOnTheOtherRows) {
  const auto [weights_kind, backend] = GetParam();
  const Model& model = batch_model(weights_kind);
  const ModelWeights& weights = model.weights();
  const Architecture& arch = weights.arch;
  const size_t S = 20, T = 8, beam = 3, batch = 3, V = arch.vocab_size;
  // Backend 0: the portable kernels; otherwise XNNPACK on that many threads.
  auto created =
      model::ModelLinears::create(weights, backend > 0 ? LinearBackend::kXnnpack : LinearBackend::kPortable,
                                  static_cast<size_t>(backend), S, beam * batch);
  ASSERT_TRUE(created.ok()) << created.status().message();
  model::ModelLinears& linears = *created.value();
  std::vector<float> positions(size_t{arch.max_positions} * arch.d_model);
  kernels::sinusoidal_positions(positions.data(), arch.max_positions, arch.d_model);
  Arena measure;
  model::Encoder(weights, linears, positions.data(), S, measure);
  model::Decoder(weights, linears, positions.data(), S, T, beam, measure, batch);
  model::Decoder(weights, linears, positions.data(), S, T, beam, measure, 1);
  std::unique_ptr<uint8_t[]> buffer(new uint8_t[measure.used()]);
  Arena arena(buffer.get(), measure.used());
  model::Encoder encoder(weights, linears, positions.data(), S, arena);
  model::Decoder together(weights, linears, positions.data(), S, T, beam, arena, batch);
  model::Decoder alone(weights, linears, positions.data(), S, T, beam, arena, 1);
  ASSERT_FALSE(arena.overflowed());

  const auto sources = random_sources({5, 17, 9}, 3, static_cast<int32_t>(V) - 1);
  std::mt19937 rng(4);
  std::uniform_int_distribution<int32_t> token(4, static_cast<int32_t>(V) - 1);
  // Sentence j has j + 1 hypotheses; each row gets random tokens at every position.
  std::vector<std::vector<int32_t>> fed(T, std::vector<int32_t>(6));
  for (auto& step : fed)
    for (auto& t : step) t = token(rng);
  std::vector<int32_t> slots, sentences;
  for (int32_t j = 0; j < 3; ++j)
    for (int32_t i = 0; i <= j; ++i) {
      slots.push_back(j * static_cast<int32_t>(beam) + i);
      sentences.push_back(j);
    }
  // Together: sentences 0 and 2 through the encoder in one packed pass and started in one call, their
  // cross-attention rows first; sentence 1 alone after them (6 + 10 + 18 source tokens).
  std::vector<std::vector<int32_t>> with_eos = sources;
  for (auto& source : with_eos) source.push_back(3);
  const int32_t* packed_ids[2] = {with_eos[0].data(), with_eos[2].data()};
  const size_t packed_counts[2] = {with_eos[0].size(), with_eos[2].size()};
  const size_t packed_sentences[2] = {0, 2};
  auto packed = encoder.encode(packed_ids, packed_counts, 2);
  ASSERT_TRUE(packed.ok()) << packed.status().message();
  ASSERT_TRUE(together.start(packed_sentences, packed_counts, 2, packed.value(), 0).ok());
  const size_t second = 1, second_count = with_eos[1].size();
  ASSERT_TRUE(together
                  .start(&second, &second_count, 1, encoder.encode(with_eos[1].data(), second_count).value(),
                         packed_counts[0] + packed_counts[1])
                  .ok());
  std::vector<std::vector<float>> together_logits(T);
  for (size_t p = 0; p < T; ++p) {
    const float* lp = together.step(fed[p].data(), 6, p, {slots.data(), sentences.data()}).value();
    together_logits[p].assign(lp, lp + 6 * V);
  }
  size_t compared = 0;
  for (size_t j = 0, first_row = 0; j < batch; first_row += j + 1, ++j) {
    std::vector<int32_t> source = sources[j];
    source.push_back(3);
    ASSERT_TRUE(alone.start(encoder.encode(source.data(), source.size()).value(), source.size()).ok());
    for (size_t p = 0; p < T; ++p) {
      const float* lp = alone.step(fed[p].data() + first_row, j + 1, p).value();
      for (size_t i = 0; i < (j + 1) * V; ++i) {
        ASSERT_EQ(lp[i], together_logits[p][first_row * V + i])
            << "sentence " << j << " position " << p << " row " << i / V << " token " << i % V;
        ++compared;
      }
    }
  }
  EXPECT_EQ(compared, 6 * T * V);
}

INSTANTIATE_TEST_SUITE_P(PrecisionsBackends, DecoderRows,
                         ::testing::Combine(::testing::Values(0, 1), ::testing::Values(0, 1, 2)),
                         [](const auto& info) {
                           const int backend = std::get<1>(info.param);
                           return std::string(weights_name(std::get<0>(info.param))) +
                                  (backend == 0 ? "_portable"
                                                : "_xnnpack" + std::to_string(backend) + "threads");
                         });

// Decoder::reorder moves each slot's kv_cache rows to follow its parent (cycles, one parent for several
// children, parents beyond the new count, in a sentence's slots other than the first): stepping after the
// reorder gives bit for bit what feeding each slot its parent's history from the start gives.
TEST(DecoderReorder, EachSlotContinuesItsParentsHistory) {
  const Model& model = batch_model(false);
  const ModelWeights& weights = model.weights();
  const Architecture& arch = weights.arch;
  const size_t S = 8, T = 8, beam = 4, batch = 2, V = arch.vocab_size, P = 5;
  std::vector<float> positions(size_t{arch.max_positions} * arch.d_model);
  kernels::sinusoidal_positions(positions.data(), arch.max_positions, arch.d_model);
  auto created = model::ModelLinears::create(weights, LinearBackend::kPortable, 1, S, beam * batch);
  ASSERT_TRUE(created.ok()) << created.status().message();
  model::ModelLinears& linears = *created.value();
  Arena measure;
  model::Encoder(weights, linears, positions.data(), S, measure);
  model::Decoder(weights, linears, positions.data(), S, T, beam, measure, batch);
  model::Decoder(weights, linears, positions.data(), S, T, beam, measure, batch);
  std::unique_ptr<uint8_t[]> buffer(new uint8_t[measure.used()]);
  Arena arena(buffer.get(), measure.used());
  model::Encoder encoder(weights, linears, positions.data(), S, arena);
  model::Decoder reordered(weights, linears, positions.data(), S, T, beam, arena, batch);
  model::Decoder replayed(weights, linears, positions.data(), S, T, beam, arena, batch);
  ASSERT_FALSE(arena.overflowed());
  std::vector<int32_t> source = random_sources({S - 1}, 8, static_cast<int32_t>(V) - 1)[0];
  source.push_back(3);
  const std::vector<std::vector<int32_t>> cases = {{1, 0, 3, 2}, {2, 2, 2, 2}, {3, 0, 0, 1},
                                                   {0, 1, 3, 3}, {3, 2, 1},    {2, 0}};
  std::mt19937 rng(12);
  std::uniform_int_distribution<int32_t> token(4, static_cast<int32_t>(V) - 1);
  for (const auto& parents : cases) {
    // Sentence 1's slots (4..7), so that the slot offset is exercised; 4 hypotheses fed P positions.
    const int32_t slots[4] = {4, 5, 6, 7}, sentences[4] = {1, 1, 1, 1};
    std::vector<std::vector<int32_t>> history(P, std::vector<int32_t>(4));
    for (auto& step : history)
      for (auto& t : step) t = token(rng);
    for (model::Decoder* d : {&reordered, &replayed}) {
      ASSERT_TRUE(d->start(1, encoder.encode(source.data(), S).value(), S).ok());
    }
    for (size_t p = 0; p < P; ++p) (void)reordered.step(history[p].data(), 4, p, {slots, sentences});
    reordered.reorder(1, parents.data(), parents.size(), P);
    const size_t n = parents.size();
    for (size_t p = 0; p < P; ++p) {
      std::vector<int32_t> fed(n);
      for (size_t i = 0; i < n; ++i) fed[i] = history[p][static_cast<size_t>(parents[i])];
      (void)replayed.step(fed.data(), n, p, {slots, sentences});
    }
    const std::vector<int32_t> next = {7, 8, 9, 10};
    const float* a = reordered.step(next.data(), n, P, {slots, sentences}).value();
    const std::vector<float> got(a, a + n * V);
    const float* b = replayed.step(next.data(), n, P, {slots, sentences}).value();
    for (size_t i = 0; i < n * V; ++i) {
      ASSERT_EQ(got[i], b[i]) << "parents case " << parents.size() << "/" << parents[0] << ", row " << i / V;
    }
  }
}

}  // namespace
}  // namespace attn
