// The runtime's hot paths below a whole sentence, fp32 against int8, on random-weight models of two sizes:
//   default: d_model 256, 4 heads, d_ff 1024, 6 encoder + 3 decoder layers, vocabulary 8000 (en-de's shape)
//   base:    d_model 512, 8 heads, d_ff 2048, 6 + 6 layers, vocabulary 32000 (the paper's base model)
//   and, in BM_Sentence only, the candidate shapes of the models' recipe sweep (architecture())
// Cases: one encoder pass over a 20-token source; one decoder step (B hypotheses at position 10 of 20 cached
// ones: self-attention, cross-attention over the 20 source positions, the FFN and the vocabulary projection);
// the attention kernel alone; each decoder linear layer kind alone at 1 and 4 rows (BM_DecoderLinear, to
// split a step by layer kind); log-softmax, top-k and layer norm alone; a sentence's shortlist union in both
// stored widths; and the machine's read bandwidth, for the decoder step's floor.
//
// The floor of a decoder step: it must read every decoder weight and the vocabulary projection once
// (counter weight_bytes) and do B × (those matrices' elements) multiply-adds (counter macs). Divided by the
// bandwidth BM_ReadBandwidth measures and by the int8 rate linear_bench measures, they give the least time a
// step can take on this machine (measured 2026-11-22: bench/RESULTS-runtime.md at 0c41336).
//
// int8 models are made as attn-convert makes them (tests/support/int8_model.h: per-row weights, each layer's
// input quantized at run time). Real time: the pool's threads work for the caller.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "runtime/src/exported/hot_paths.h"
#include "runtime/src/exported/model_file.h"
#include "tests/support/int8_model.h"
#include "tests/support/random_model.h"

namespace {

constexpr size_t kSourceTokens = 20;
constexpr size_t kCachedPositions = 10;
constexpr size_t kMaxTarget = 32;

// Shapes: 0 default (the shipped models'), 1 base, and the candidates of the models' recipe sweep
// (models/README.md), all 6 encoder layers and an 8000-piece vocabulary: 2 d256 with 2 decoder layers,
// 3 d384 (6 heads, d_ff 1536) with 2, 4 d512 (8 heads, d_ff 2048) with 2, 5 d512 with 3.
constexpr int kShapes = 6;
attn::Architecture architecture(int shape) {
  const bool base = shape == 1;
  const int d = shape == 3 ? 384 : shape >= 4 || base ? 512 : 256;
  attn::Architecture arch = attn::test::small_architecture();
  arch.d_model = d;
  arch.heads = d / 64;
  arch.d_ff = 4 * d;
  arch.encoder_layers = 6;
  arch.decoder_layers = base ? 6 : shape == 0 || shape == 5 ? 3 : 2;
  arch.vocab_size = base ? 32000 : 8000;
  arch.max_positions = 64;
  arch.norm_position = attn::NormPosition::Pre;
  arch.embedding_scale = std::sqrt(static_cast<float>(arch.d_model));
  return arch;
}

// Built once per (size, precision); nullptr when it cannot be (reported by the benchmark).
const attn::Model* bench_model(int shape, bool int8) {
  static std::map<std::pair<int, bool>, std::unique_ptr<attn::Model>> models;
  auto& slot = models[{shape, int8}];
  if (!slot) {
    const attn::Architecture arch = architecture(shape);
    const std::vector<uint8_t> bytes =
        int8 ? attn::test::dynamic_int8_model_bytes(arch, 5) : attn::test::random_model_bytes(arch, 5);
    auto loaded = attn::Model::load_buffer(bytes.data(), bytes.size());
    if (loaded.ok()) slot = std::move(loaded).value();
  }
  return slot.get();
}

// Everything an encoder and a decoder need, planned like a Translator plans it.
struct Rig {
  std::unique_ptr<attn::model::ModelLinears> linears;
  std::vector<std::byte> memory;
  std::vector<float> positions;
  std::unique_ptr<attn::model::Encoder> encoder;
  std::unique_ptr<attn::model::Decoder> decoder;
  int32_t source[kSourceTokens];
};

std::unique_ptr<Rig> make_rig(benchmark::State& state, int shape, bool int8, size_t threads, size_t beam) {
  const attn::Model* model = bench_model(shape, int8);
  if (model == nullptr) {
    state.SkipWithError("cannot build the random benchmark model");
    return nullptr;
  }
  const attn::ModelWeights& weights = model->weights();
  auto rig = std::make_unique<Rig>();
  auto linears =
      attn::model::ModelLinears::create(weights, attn::LinearBackend::kXnnpack, threads,
                                        kSourceTokens > beam ? kSourceTokens : beam, beam);
  if (!linears.ok()) {
    state.SkipWithError(linears.status().message());
    return nullptr;
  }
  rig->linears = std::move(linears).value();
  const size_t D = weights.arch.d_model;
  rig->positions.resize(kMaxTarget * D);
  attn::kernels::sinusoidal_positions(rig->positions.data(), kMaxTarget, D);
  attn::Arena measure;
  attn::model::Encoder(weights, *rig->linears, rig->positions.data(), kSourceTokens, measure);
  attn::model::Decoder(weights, *rig->linears, rig->positions.data(), kSourceTokens, kMaxTarget, beam,
                       measure);
  rig->memory.resize(measure.used() + 64);
  attn::Arena arena(rig->memory.data(), rig->memory.size());
  rig->encoder = std::make_unique<attn::model::Encoder>(weights, *rig->linears, rig->positions.data(),
                                                        kSourceTokens, arena);
  rig->decoder = std::make_unique<attn::model::Decoder>(weights, *rig->linears, rig->positions.data(),
                                                        kSourceTokens, kMaxTarget, beam, arena);
  for (size_t i = 0; i < kSourceTokens; ++i) {
    rig->source[i] = static_cast<int32_t>(4 + (i * 997) % (weights.arch.vocab_size - 4));
  }
  rig->source[kSourceTokens - 1] = 3;  // eos
  return rig;
}

std::string label(int shape, bool int8) {
  const char* const names[kShapes] = {"default", "base", "d256 6+2", "d384 6+2", "d512 6+2", "d512 6+3"};
  return std::string(names[shape]) + (int8 ? " int8" : " fp32");
}

// Args: base (0/1), int8 (0/1), threads.
void BM_EncoderPass(benchmark::State& state) {
  const int shape = static_cast<int>(state.range(0));
  const bool int8 = state.range(1) != 0;
  auto rig = make_rig(state, shape, int8, static_cast<size_t>(state.range(2)), 1);
  if (!rig) return;
  for (auto _ : state) benchmark::DoNotOptimize(rig->encoder->encode(rig->source, kSourceTokens));
  state.counters["source_tokens_per_s"] = benchmark::Counter(
      static_cast<double>(kSourceTokens) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  state.SetLabel(label(shape, int8));
}

// Args: base, int8, threads, beam (hypotheses per step).
void BM_DecoderStep(benchmark::State& state) {
  const int shape = static_cast<int>(state.range(0));
  const bool int8 = state.range(1) != 0;
  const size_t beam = static_cast<size_t>(state.range(3));
  auto rig = make_rig(state, shape, int8, static_cast<size_t>(state.range(2)), beam);
  if (!rig) return;
  if (!rig->decoder->start(rig->encoder->encode(rig->source, kSourceTokens).value(), kSourceTokens).ok()) {
    state.SkipWithError("the decoder's start failed");
    return;
  }
  std::vector<int32_t> tokens(beam, 2);
  for (size_t p = 0; p < kCachedPositions; ++p) {
    (void)rig->decoder->step(tokens.data(), beam, p);
    for (size_t b = 0; b < beam; ++b) tokens[b] = static_cast<int32_t>(10 + 7 * p + b);
  }
  // Stepping at the same position again rewrites the same cache row: every iteration does the same work.
  for (auto _ : state) benchmark::DoNotOptimize(rig->decoder->step(tokens.data(), beam, kCachedPositions));

  const attn::Architecture arch = architecture(shape);
  const double D = arch.d_model, F = arch.d_ff, V = arch.vocab_size, L = arch.decoder_layers;
  // Per layer: self q,k,v,o and cross q,o (cross k,v are computed once per sentence in start()), fc1, fc2.
  const double elements = L * (6 * D * D + 2 * D * F) + V * D;
  state.counters["weight_bytes"] = elements * (int8 ? 1.0 : 4.0);
  state.counters["macs"] = elements * static_cast<double>(beam);
  state.SetLabel(label(shape, int8));
}

// What a sentence costs each candidate shape of the models' recipe (models/README.md, "The sweep"): one
// encoder pass over a 20-token source and 20 decoder steps at positions 0..19 (a 20-token output), greedy or
// beam 4, one thread. Args: shape (see architecture), int8, beam.
void BM_Sentence(benchmark::State& state) {
  const int shape = static_cast<int>(state.range(0));
  const bool int8 = state.range(1) != 0;
  const size_t beam = static_cast<size_t>(state.range(2));
  auto rig = make_rig(state, shape, int8, 1, beam);
  if (!rig) return;
  std::vector<int32_t> tokens(beam, 2);
  for (auto _ : state) {
    const auto encoded = rig->encoder->encode(rig->source, kSourceTokens);
    if (!encoded.ok() || !rig->decoder->start(encoded.value(), kSourceTokens).ok()) {
      state.SkipWithError("the encoder or the decoder's start failed");
      return;
    }
    for (size_t p = 0; p < kSourceTokens; ++p) {
      benchmark::DoNotOptimize(rig->decoder->step(tokens.data(), beam, p));
      for (size_t b = 0; b < beam; ++b) tokens[b] = static_cast<int32_t>(10 + 7 * p + b);
    }
  }
  state.SetLabel(label(shape, int8));
}

// One decoder linear layer through its XNNPACK operator, as a decoder step runs it: what each kind costs at
// 1 row (greedy) and 4 rows (beam 4), to split a step's time by layer kind. Args: int8, rows, kind
// (0: an attention projection d_model -> d_model, 6 per layer per step; 1: fc1; 2: fc2; 3: the vocabulary
// projection, once per step). Default size, one thread.
void BM_DecoderLinear(benchmark::State& state) {
  const bool int8 = state.range(0) != 0;
  const size_t rows = static_cast<size_t>(state.range(1));
  const int kind = static_cast<int>(state.range(2));
  auto rig = make_rig(state, false, int8, 1, 4);
  if (!rig) return;
  attn::model::DecoderLayerLinears& layer = rig->linears->decoder_layers[0];
  attn::model::LinearLayer* ops[] = {&layer.self_attn.q, &layer.fc1, &layer.fc2, &rig->linears->output};
  const char* names[] = {"attn_proj", "fc1", "fc2", "output"};
  const attn::Architecture arch = architecture(false);
  const size_t widths[][2] = {{arch.d_model, arch.d_model},
                              {arch.d_model, arch.d_ff},
                              {arch.d_ff, arch.d_model},
                              {arch.d_model, arch.vocab_size}};
  const size_t in = widths[kind][0], out = widths[kind][1];
  std::vector<float> x(rows * in), y(rows * out);
  for (size_t i = 0; i < x.size(); ++i) x[i] = std::sin(0.37f * static_cast<float>(i));
  for (auto _ : state) {
    if (!ops[kind]->run(x.data(), rows, y.data()).ok()) {
      state.SkipWithError("the operator failed");
      return;
    }
    benchmark::DoNotOptimize(y.data());
  }
  state.counters["macs_per_s"] = benchmark::Counter(static_cast<double>(rows * in * out * state.iterations()),
                                                    benchmark::Counter::kIsRate);
  state.SetLabel(std::string(names[kind]) + (int8 ? " int8" : " fp32"));
}

// Args: keys, heads, head_dim; one query row (a decoder step's cross-attention).
void BM_Attention(benchmark::State& state) {
  const size_t keys = static_cast<size_t>(state.range(0)), heads = static_cast<size_t>(state.range(1));
  const size_t head_dim = static_cast<size_t>(state.range(2)), width = heads * head_dim;
  std::vector<float> q(width), k(keys * width), v(keys * width), out(width),
      scores(attn::kernels::attention_scores_size(keys));
  for (size_t i = 0; i < k.size(); ++i) {
    k[i] = std::sin(0.37f * static_cast<float>(i));
    v[i] = std::cos(0.11f * static_cast<float>(i));
  }
  for (size_t i = 0; i < width; ++i) q[i] = std::sin(0.5f * static_cast<float>(i));
  for (auto _ : state) {
    attn::kernels::attention(q.data(), width, k.data(), width, v.data(), width, out.data(), width, 1, keys, heads,
                             head_dim, attn::kernels::AttentionMask{}, scores.data());
    benchmark::DoNotOptimize(out.data());
  }
  state.counters["macs_per_s"] = benchmark::Counter(2.0 * static_cast<double>(keys * width * state.iterations()),
                                                    benchmark::Counter::kIsRate);
}

// The other per-step kernels at the default size, with B = rows (hypotheses): log-softmax over the
// vocabulary (every step), top-k of 2·beam over one row of it (beam search, per hypothesis), layer norm of
// d_model (7 per layer per step). Args: rows.
std::vector<float> kernel_input(size_t n, float bound) {
  std::vector<float> x(n);
  for (size_t i = 0; i < n; ++i) {
    x[i] = bound * std::sin(0.37f * static_cast<float>(i) + 0.1f * static_cast<float>(i % 7));
  }
  return x;
}

void BM_LogSoftmax(benchmark::State& state) {
  const size_t rows = static_cast<size_t>(state.range(0)), V = 8000;
  const std::vector<float> logits = kernel_input(rows * V, 8.f);
  std::vector<float> x(rows * V);
  for (auto _ : state) {
    std::memcpy(x.data(), logits.data(), x.size() * sizeof(float));  // log-softmax works in place
    attn::kernels::log_softmax(x.data(), rows, V);
    benchmark::DoNotOptimize(x.data());
  }
  state.counters["values_per_s"] =
      benchmark::Counter(static_cast<double>(rows * V * state.iterations()), benchmark::Counter::kIsRate);
}

void BM_TopK(benchmark::State& state) {
  const size_t V = 8000, k = static_cast<size_t>(state.range(0));
  const std::vector<float> x = kernel_input(V, 8.f);
  std::vector<float> values(k);
  std::vector<int32_t> indices(k);
  for (auto _ : state) {
    attn::kernels::top_k(x.data(), V, k, values.data(), indices.data());
    benchmark::DoNotOptimize(indices.data());
  }
}

void BM_LayerNorm(benchmark::State& state) {
  const size_t rows = static_cast<size_t>(state.range(0)), D = 256;
  const std::vector<float> x = kernel_input(rows * D, 3.f), gain = kernel_input(D, 1.f),
                           bias = kernel_input(D, 0.1f);
  std::vector<float> y(rows * D);
  for (auto _ : state) {
    attn::kernels::layer_norm(x.data(), gain.data(), bias.data(), y.data(), rows, D, 1e-5f);
    benchmark::DoNotOptimize(y.data());
  }
}

// One sentence's shortlist union (model/shortlist_union.h) with the candidates stored as uint32 (width 32) or
// uint16 (width 16), on a shortlist of the shipped models' shape: vocabulary 8000, 1024 `always` ids, 130
// candidates per source id (en-de has 1.03 million over its 8000 pieces), a source of kSourceTokens ids.
void BM_ShortlistUnion(benchmark::State& state) {
  const uint32_t V = 8000, per_source = 130;
  const bool narrow = state.range(0) == 16;
  std::vector<uint32_t> always, offsets{0}, candidates;
  for (uint32_t v = 0; v < 1024; ++v) always.push_back(v * 7 % V);
  std::sort(always.begin(), always.end());
  always.erase(std::unique(always.begin(), always.end()), always.end());
  std::vector<uint32_t> list;
  for (uint32_t s = 0; s < V; ++s) {
    list.clear();
    for (uint32_t j = 0; j < per_source; ++j) list.push_back((s * 131 + j * j * 17 + j * 61) % V);
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    candidates.insert(candidates.end(), list.begin(), list.end());
    offsets.push_back(static_cast<uint32_t>(candidates.size()));
  }
  const std::vector<uint16_t> candidates16(candidates.begin(), candidates.end());
  attn::ShortlistView view;
  view.always = always.data();
  view.always_count = always.size();
  view.offsets = offsets.data();
  view.candidates = narrow ? nullptr : candidates.data();
  view.candidates16 = narrow ? candidates16.data() : nullptr;
  view.longest_list = per_source;
  std::vector<int32_t> source(kSourceTokens);
  for (size_t i = 0; i < source.size(); ++i) source[i] = static_cast<int32_t>((i * 977 + 13) % V);
  std::vector<uint8_t> marks(V, 0);
  std::vector<int32_t> out(attn::model::max_shortlist_union(view, V, source.size()));
  size_t size = 0;
  for (auto _ : state) {
    size = attn::model::build_shortlist_union(view, V, 3, source.data(), source.size(), marks.data(),
                                              out.data());
    benchmark::DoNotOptimize(out.data());
  }
  state.counters["union"] = static_cast<double>(size);
}

// Sums a buffer much larger than the caches: the rate at which weights can stream from memory.
void BM_ReadBandwidth(benchmark::State& state) {
  const size_t bytes = static_cast<size_t>(state.range(0)) << 20;
  std::vector<uint64_t> buffer(bytes / sizeof(uint64_t));
  for (size_t i = 0; i < buffer.size(); ++i) buffer[i] = i * 0x9E3779B97F4A7C15ull;
  for (auto _ : state) {
    uint64_t sum = 0;
    for (uint64_t x : buffer) sum += x;
    benchmark::DoNotOptimize(sum);
  }
  state.counters["bytes_per_s"] = benchmark::Counter(static_cast<double>(bytes) * static_cast<double>(state.iterations()),
                                                     benchmark::Counter::kIsRate);
}

void precisions_and_threads(benchmark::internal::Benchmark* b) {
  for (int base : {0, 1})
    for (int int8 : {0, 1})
      for (int threads : {1, 2}) b->Args({base, int8, threads});
}

void decoder_cases(benchmark::internal::Benchmark* b) {
  for (int base : {0, 1})
    for (int int8 : {0, 1})
      for (int threads : {1, 2})
        for (int beam : {1, 4}) b->Args({base, int8, threads, beam});
}

BENCHMARK(BM_EncoderPass)->ArgNames({"base", "int8", "threads"})->Apply(precisions_and_threads)->UseRealTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Sentence)->ArgNames({"shape", "int8", "beam"})->ArgsProduct({{0, 2, 3, 4, 5}, {1}, {1, 4}})
    ->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DecoderStep)->ArgNames({"base", "int8", "threads", "beam"})->Apply(decoder_cases)->UseRealTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Attention)->ArgNames({"keys", "heads", "head_dim"})->Args({20, 4, 64})->Args({100, 4, 64})
    ->Args({20, 8, 64})->Args({100, 8, 64});
BENCHMARK(BM_DecoderLinear)->ArgNames({"int8", "rows", "kind"})->ArgsProduct({{0, 1}, {1, 4}, {0, 1, 2, 3}})
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LogSoftmax)->ArgName("rows")->Arg(1)->Arg(4);
BENCHMARK(BM_TopK)->ArgName("k")->Arg(2)->Arg(8);
BENCHMARK(BM_LayerNorm)->ArgName("rows")->Arg(1)->Arg(4);
BENCHMARK(BM_ShortlistUnion)->ArgName("width")->Arg(32)->Arg(16);
BENCHMARK(BM_ReadBandwidth)->Arg(256)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
