// One sentence through a whole Translator (encoder, every decoder step, search) on a random-weight model of
// d_model 256, 4 heads, d_ff 1024, 6 encoder + 3 decoder layers, vocabulary 8000: the linear layers on the
// portable kernel (the runtime before XNNPACK) and on XNNPACK operators, greedy and beam 4, 1 and 2 threads
// (threads only reach the XNNPACK operators; the portable kernel is single-threaded).
//
// The source is 20 fixed ids; generation stops at eos or after max_extra_tokens = 30 more. Counters: target
// tokens per translation (identical across backends: the tests check they translate alike) and decoder
// tokens per second. Real time, since the pool's threads work for the caller.
#include <benchmark/benchmark.h>

#include <cmath>
#include <memory>
#include <vector>

#include "format/model.h"
#include "model/translator.h"
#include "support/random_model.h"

namespace {

// nullptr when the model cannot be built (reported by the benchmark).
const attn::Model* bench_model() {
  static const std::unique_ptr<attn::Model> model = [] {
    attn::Architecture arch = attn::test::small_architecture();
    arch.d_model = 256;
    arch.heads = 4;
    arch.d_ff = 1024;
    arch.encoder_layers = 6;
    arch.decoder_layers = 3;
    arch.vocab_size = 8000;
    arch.max_positions = 128;
    arch.embedding_scale = std::sqrt(256.f);
    const std::vector<uint8_t> bytes = attn::test::random_model_bytes(arch, 11);
    auto loaded = attn::Model::load_buffer(bytes.data(), bytes.size());
    return loaded.ok() ? std::move(loaded).value() : nullptr;
  }();
  return model.get();
}

// Args: backend (0 portable, 1 XNNPACK), beam size, threads.
void BM_TranslateOneSentence(benchmark::State& state) {
  const auto backend = state.range(0) == 0 ? attn::LinearBackend::kPortable : attn::LinearBackend::kXnnpack;
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = static_cast<int32_t>(state.range(1));
  o.threads = static_cast<int32_t>(state.range(2));
  o.max_extra_tokens = 30;
  const attn::Model* model = bench_model();
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
  state.SetLabel(backend == attn::LinearBackend::kPortable ? "portable" : "xnnpack");
}

BENCHMARK(BM_TranslateOneSentence)
    ->ArgNames({"xnnpack", "beam", "threads"})
    ->Args({0, 1, 1})
    ->Args({0, 4, 1})
    ->Args({1, 1, 1})
    ->Args({1, 1, 2})
    ->Args({1, 4, 1})
    ->Args({1, 4, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
