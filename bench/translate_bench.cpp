// Whole translations through a Translator (encoder, every decoder step, search).
//
// BM_TranslateOneSentence: one sentence on a random-weight model of d_model 256, 4 heads, d_ff 1024,
// 6 encoder + 3 decoder layers, vocabulary 8000 — fp32 and the same model quantized to int8 (as attn-convert
// does) — the linear layers on the portable kernel (the runtime before XNNPACK) and on XNNPACK operators,
// greedy and beam 4, 1 and 2 threads (threads only reach the XNNPACK operators; the portable kernel is
// single-threaded). The source is 20 fixed ids; generation stops at eos or after max_extra_tokens = 30 more.
//
// BM_TranslateBatchRandom: 16 sources of 5..35 random ids on the same models through translate_batch_ids,
// max_batch 1 (one sentence at a time), 4 or 16. BM_TranslateBatchShipped: the first 32 lines of the
// ddtp-en-de test set, as text, through the shipped int8 model (models/en-de.attn; skipped when it or the
// data is missing), max_batch 1 or 16. Random weights rarely emit eos, so their sentences all run to the
// length limit; the shipped model's end at their natural lengths.
//
// Counters: target tokens per translation (identical across backends and batch sizes: the tests check they
// translate alike) and decoder tokens (eos included) per second. Real time, since the pool's threads work for
// the caller.
#include <benchmark/benchmark.h>

#include <cmath>
#include <fstream>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "runtime/src/exported/model_file.h"
#include "runtime/src/exported/translator.h"
#include "tests/support/int8_model.h"
#include "tests/support/random_model.h"

namespace {

using attn::StatusCode;

attn::Architecture bench_architecture() {
  attn::Architecture arch = attn::test::small_architecture();
  arch.d_model = 256;
  arch.heads = 4;
  arch.d_ff = 1024;
  arch.encoder_layers = 6;
  arch.decoder_layers = 3;
  arch.vocab_size = 8000;
  arch.max_positions = 128;
  arch.embedding_scale = std::sqrt(256.f);
  return arch;
}

std::unique_ptr<attn::Model> load(const std::vector<uint8_t>& bytes) {
  auto loaded = attn::Model::load_buffer(bytes.data(), bytes.size());
  return loaded.ok() ? std::move(loaded).value() : nullptr;
}

// nullptr when the model cannot be built (reported by the benchmark).
const attn::Model* bench_model(bool int8) {
  static const std::unique_ptr<attn::Model> fp32 = load(attn::test::random_model_bytes(bench_architecture(), 11));
  if (!int8) return fp32.get();
  static const std::unique_ptr<attn::Model> quantized =
      load(attn::test::dynamic_int8_model_bytes(bench_architecture(), 11));
  return quantized.get();
}

const char* precision_label(bool int8) { return int8 ? "int8" : "fp32"; }

// Args: backend (0 portable, 1 XNNPACK), beam size, threads, int8.
void BM_TranslateOneSentence(benchmark::State& state) {
  const auto backend = state.range(0) == 0 ? attn::LinearBackend::kPortable : attn::LinearBackend::kXnnpack;
  const bool int8 = state.range(3) != 0;
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = static_cast<int32_t>(state.range(1));
  o.threads = static_cast<int32_t>(state.range(2));
  o.max_extra_tokens = 30;
  const attn::Model* model = bench_model(int8);
  if (model == nullptr) {
    state.SkipWithError("cannot build the random benchmark model");
    return;
  }
  auto created = attn::Translator::create(*model, &o, backend);
  if (!created.ok()) {
    state.SkipWithError(created.status().message());
    return;
  }
  attn::Translator& translator = *created.value();
  const int32_t source[20] = {17,   405, 1203, 77,  2990, 5000, 12,   999, 4321, 88,
                              3030, 640, 7001, 250, 1500, 42,   6006, 314, 2718, 1618};
  int32_t out[128];
  size_t written = 0;
  for (auto _ : state) {
    const attn::Status status = translator.translate_ids(source, 20, out, 128, &written);
    if (!status.ok()) {
      state.SkipWithError(status.message());
      return;
    }
    benchmark::DoNotOptimize(out);
  }
  state.counters["target_tokens"] = static_cast<double>(written);
  state.counters["tokens_per_s"] =
      benchmark::Counter(static_cast<double>(written + 1) * static_cast<double>(state.iterations()),
                         benchmark::Counter::kIsRate);
  state.SetLabel(std::string(backend == attn::LinearBackend::kPortable ? "portable " : "xnnpack ") +
                 precision_label(int8));
}

BENCHMARK(BM_TranslateOneSentence)
    ->ArgNames({"xnnpack", "beam", "threads", "int8"})
    ->Args({0, 1, 1, 0})
    ->Args({0, 4, 1, 0})
    ->Args({1, 1, 1, 0})
    ->Args({1, 1, 2, 0})
    ->Args({1, 4, 1, 0})
    ->Args({1, 4, 2, 0})
    ->Args({0, 1, 1, 1})
    ->Args({0, 4, 1, 1})
    ->Args({1, 1, 1, 1})
    ->Args({1, 1, 2, 1})
    ->Args({1, 4, 1, 1})
    ->Args({1, 4, 2, 1})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Translates sources (ids) or texts through translate_batch*, counting decoder tokens (eos included).
struct BatchCounts {
  size_t target_tokens = 0;
  size_t decoder_tokens = 0;
};

void report_batch(benchmark::State& state, const BatchCounts& counts, size_t sentences) {
  state.counters["target_tokens"] = static_cast<double>(counts.target_tokens);
  state.counters["tokens_per_s"] = benchmark::Counter(
      static_cast<double>(counts.decoder_tokens) * static_cast<double>(state.iterations()),
      benchmark::Counter::kIsRate);
  state.counters["sentences_per_s"] = benchmark::Counter(
      static_cast<double>(sentences) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

// Args: int8, beam size, max_batch.
void BM_TranslateBatchRandom(benchmark::State& state) {
  const bool int8 = state.range(0) != 0;
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = static_cast<int32_t>(state.range(1));
  o.max_batch = static_cast<int32_t>(state.range(2));
  o.max_extra_tokens = 30;
  const attn::Model* model = bench_model(int8);
  if (model == nullptr) {
    state.SkipWithError("cannot build the random benchmark model");
    return;
  }
  auto created = attn::Translator::create(*model, &o);
  if (!created.ok()) {
    state.SkipWithError(created.status().message());
    return;
  }
  attn::Translator& translator = *created.value();
  constexpr size_t kSentences = 16;
  std::mt19937 rng(3);
  std::uniform_int_distribution<int32_t> token(4, 7999);
  std::vector<std::vector<int32_t>> sources(kSentences);
  std::vector<const int32_t*> pointers;
  std::vector<size_t> counts;
  for (size_t i = 0; i < kSentences; ++i) {
    sources[i].resize(5 + (i * 13) % 31);
    for (int32_t& t : sources[i]) t = token(rng);
    pointers.push_back(sources[i].data());
    counts.push_back(sources[i].size());
  }
  std::vector<int32_t> out(kSentences * 128);
  std::vector<size_t> offsets(kSentences + 1);
  std::vector<StatusCode> statuses(kSentences);
  for (auto _ : state) {
    const attn::Status status = translator.translate_batch_ids(pointers.data(), counts.data(), kSentences, out.data(),
                                                               out.size(), offsets.data(), statuses.data());
    if (!status.ok()) {
      state.SkipWithError(status.message());
      return;
    }
    benchmark::DoNotOptimize(out.data());
  }
  report_batch(state, {offsets[kSentences], offsets[kSentences] + kSentences}, kSentences);
  state.SetLabel(precision_label(int8));
}

BENCHMARK(BM_TranslateBatchRandom)
    ->ArgNames({"int8", "beam", "batch"})
    ->ArgsProduct({{0, 1}, {1, 4}, {1, 4, 16}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The repository root, from this file's path (CMake compiles sources by absolute path).
std::string repository_root() {
  std::string path = __FILE__;
  const size_t bench = path.rfind("/bench/");
  return bench == std::string::npos ? std::string(".") : path.substr(0, bench);
}

const attn::Model* shipped_model() {
  static const std::unique_ptr<attn::Model> model = []() -> std::unique_ptr<attn::Model> {
    auto loaded = attn::Model::load_file((repository_root() + "/models/en-de.attn").c_str());
    return loaded.ok() ? std::move(loaded).value() : nullptr;
  }();
  return model.get();
}

// Args: beam size, max_batch.
void BM_TranslateBatchShipped(benchmark::State& state) {
  const attn::Model* model = shipped_model();
  std::ifstream in(repository_root() + "/../shared/data/ddtp-en-de/test.en");
  std::vector<std::string> lines;
  for (std::string line; lines.size() < 32 && std::getline(in, line);) lines.push_back(line);
  if (model == nullptr || lines.size() < 32) {
    state.SkipWithError("needs models/en-de.attn and ../shared/data/ddtp-en-de/test.en");
    return;
  }
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = static_cast<int32_t>(state.range(0));
  o.max_batch = static_cast<int32_t>(state.range(1));
  auto created = attn::Translator::create(*model, &o);
  if (!created.ok()) {
    state.SkipWithError(created.status().message());
    return;
  }
  attn::Translator& translator = *created.value();
  std::vector<const char*> texts;
  std::vector<size_t> sizes;
  for (const std::string& l : lines) {
    texts.push_back(l.data());
    sizes.push_back(l.size());
  }
  std::vector<char> out(1 << 16);
  std::vector<size_t> offsets(lines.size() + 1);
  std::vector<StatusCode> statuses(lines.size());
  for (auto _ : state) {
    const attn::Status status = translator.translate_batch(texts.data(), sizes.data(), lines.size(), out.data(),
                                                           out.size(), offsets.data(), statuses.data());
    if (!status.ok()) {
      state.SkipWithError(status.message());
      return;
    }
    benchmark::DoNotOptimize(out.data());
  }
  // Token counts, outside the timing: the same sentences through the ids path (identical translations).
  std::vector<std::vector<int32_t>> sources(lines.size(), std::vector<int32_t>(1024));
  std::vector<const int32_t*> pointers;
  std::vector<size_t> counts;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::vector<std::byte> workspace(model->tokenizer().workspace_bytes(lines[i].size()));
    size_t n = 0;
    if (!model->tokenizer().encode(lines[i], workspace, sources[i], &n).ok()) n = 0;
    pointers.push_back(sources[i].data());
    counts.push_back(n);
  }
  std::vector<int32_t> ids(lines.size() * 512);
  if (!translator.translate_batch_ids(pointers.data(), counts.data(), lines.size(), ids.data(), ids.size(),
                                      offsets.data(), statuses.data())
           .ok()) {
    state.SkipWithError("the ids path failed");
    return;
  }
  const BatchCounts totals{offsets[lines.size()], offsets[lines.size()] + lines.size()};
  report_batch(state, totals, lines.size());
  state.SetLabel("int8");
}

BENCHMARK(BM_TranslateBatchShipped)
    ->ArgNames({"beam", "batch"})
    ->ArgsProduct({{1, 4}, {1, 16}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
