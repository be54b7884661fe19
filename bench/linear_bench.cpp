// Each linear layer shape of the Transformer, int8 and int4 against fp32, on XNNPACK operators
// (kernels/xnnpack_linear.h), at the default model's size (d_model 256, d_ff 1024, vocabulary 8000) and the
// paper's base size (512, 2048, 32000), for 1 row (a greedy decoder step) and 32 rows (an encoder pass over a
// sentence, or a beam of hypotheses), single-threaded.
//
// int8 is the whole layer as the translator runs it: each row of x quantized at run time (f32 -> qd8
// conversion), then the per-channel qc8 fully-connected operator with fp32 output and bias; int4 the same
// with the qc4w operator. Each at XNNPACK's fastest kernels for this CPU (the unsigned-input qdu8 ones where
// it has them) and at its signed (qd8) ones. "int8 fp32-input" is the same int8 weights multiplying the fp32
// rows directly (the f32_qc8w operator, no input rounding: attn_translator_options.float_activation_layers).
// Counters:
// multiply-adds per second (GMAC/s) and weight bytes per second (the decoder step at 1 row is bound by
// reading the weights).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "runtime/src/exported/hot_paths.h"
#include "runtime/src/exported/quantization.h"

namespace {

struct Sizes {
  size_t d_model, d_ff, vocab;
};
constexpr Sizes kSizes[] = {{256, 1024, 8000}, {512, 2048, 32000}};

// Layer kinds: 0 attention projection (q, k, v or o: D -> D), 1 fc1 (D -> F), 2 fc2 (F -> D), 3 output (D ->
// V).
void shape_of(const Sizes& s, int64_t kind, size_t* in, size_t* out) {
  switch (kind) {
    case 0:
      *in = s.d_model, *out = s.d_model;
      break;
    case 1:
      *in = s.d_model, *out = s.d_ff;
      break;
    case 2:
      *in = s.d_ff, *out = s.d_model;
      break;
    default:
      *in = s.d_model, *out = s.vocab;
      break;
  }
}

const char* kind_name(int64_t kind) {
  static const char* names[] = {"attn_proj", "ffn_fc1", "ffn_fc2", "output"};
  return names[std::clamp<int64_t>(kind, 0, 3)];
}

// Weight formats (the "weights" argument).
// kInt4 runs XNNPACK's fastest 4-bit kernels on this CPU, kInt4Widened the same 4-bit weights widened to int8
// here (nibble − 8 each, the same scales: the same exact integer sums, so the same output) on the int8
// operator, to measure whether the int8 kernels run 4-bit weights faster; kInt8FloatInput int8 weights on
// fp32 input.
enum Weights : int64_t { kFp32, kInt8, kInt8Signed, kInt4, kInt4Signed, kInt4Widened, kInt8FloatInput };
const char* weights_name(int64_t weights) {
  static const char* names[] = {"fp32",        "int8",         "int8 signed",    "int4",
                                "int4 signed", "int4 widened", "int8 fp32-input"};
  return names[std::clamp<int64_t>(weights, 0, 6)];
}

// Args: size (0 default, 1 base), layer kind, weights (Weights), rows.
void BM_Linear(benchmark::State& state) {
  if (!attn::kernels::xnnpack_initialize().ok()) {
    state.SkipWithError("XNNPACK does not run on this CPU");
    return;
  }
  const Sizes& sizes = kSizes[state.range(0)];
  size_t in = 0, out = 0;
  shape_of(sizes, state.range(1), &in, &out);
  const int64_t weights = state.range(2);
  const bool int4 = weights == kInt4 || weights == kInt4Signed;
  using Kernels = attn::kernels::XnnpackLinear::DynamicKernels;
  const Kernels kernels =
      weights == kInt8Signed || weights == kInt4Signed ? Kernels::kSigned : Kernels::kFastest;
  const size_t rows = static_cast<size_t>(state.range(3));

  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  const float bound = 1.f / std::sqrt(static_cast<float>(in));
  std::vector<float> w(in * out), b(out), x(rows * in), y(rows * out);
  for (float& v : w) v = bound * dist(rng);
  for (float& v : b) v = 0.1f * dist(rng);
  for (float& v : x) v = dist(rng);

  attn::kernels::XnnpackLinear op;
  std::vector<int8_t> wq, staged(rows * in);
  std::vector<uint8_t> w4;
  std::vector<float> scales(out);
  const attn::kernels::Int8Staging staging{staged.data(), staged.size()};
  attn::Status created;
  if (int4) {
    w4.resize(w.size() / 2);
    attn::quant::quantize_rows_int4(w.data(), out, in, w4.data(), scales.data());
    created =
        op.create_int4_dynamic(w4.data(), scales.data(), b.data(), in, out, rows, staging, nullptr, kernels);
  } else if (weights == kInt4Widened) {
    w4.resize(w.size() / 2);
    attn::quant::quantize_rows_int4(w.data(), out, in, w4.data(), scales.data());
    wq.resize(w.size());
    for (size_t k = 0; k < wq.size(); ++k) wq[k] = static_cast<int8_t>(attn::quant::int4_value(w4.data(), k));
    created =
        op.create_int8_dynamic(wq.data(), scales.data(), b.data(), in, out, rows, staging, nullptr, kernels);
  } else if (weights != kFp32) {
    wq.resize(w.size());
    attn::quant::quantize_rows_symmetric(w.data(), out, in, wq.data(), scales.data());
    created = weights == kInt8FloatInput
                  ? op.create_int8_float_input(wq.data(), scales.data(), b.data(), in, out, nullptr)
                  : op.create_int8_dynamic(wq.data(), scales.data(), b.data(), in, out, rows, staging,
                                           nullptr, kernels);
  } else {
    created = op.create(w.data(), b.data(), in, out, nullptr);
  }
  if (!created.ok()) {
    state.SkipWithError(created.message());
    return;
  }
  for (auto _ : state) {
    if (!op.run(x.data(), rows, y.data()).ok()) {
      state.SkipWithError("run failed");
      return;
    }
    benchmark::DoNotOptimize(y.data());
    benchmark::ClobberMemory();
  }
  const double iterations = static_cast<double>(state.iterations());
  state.counters["GMAC/s"] = benchmark::Counter(static_cast<double>(rows * in * out) * iterations * 1e-9,
                                                benchmark::Counter::kIsRate);
  const double weight_bytes = static_cast<double>(in * out) * (int4 ? 0.5 : weights == kFp32 ? 4.0 : 1.0);
  state.counters["weight_GB/s"] =
      benchmark::Counter(weight_bytes * iterations * 1e-9, benchmark::Counter::kIsRate);
  state.SetLabel(std::string(kind_name(state.range(1))) + " " + weights_name(weights) + " " +
                 std::to_string(in) + "->" + std::to_string(out));
}

void linear_args(benchmark::internal::Benchmark* b) {
  b->ArgNames({"size", "layer", "weights", "rows"});
  for (int64_t size : {0, 1})
    for (int64_t kind : {0, 1, 2, 3})
      for (int64_t rows : {1, 32})
        for (int64_t weights : {kFp32, kInt8, kInt8Signed, kInt4, kInt4Signed, kInt4Widened, kInt8FloatInput})
          b->Args({size, kind, weights, rows});
}

BENCHMARK(BM_Linear)->Apply(linear_args)->Unit(benchmark::kMicrosecond);

// The vocabulary projection restricted to a shortlist (kernels/shortlist_logits.h), int8 or 4-bit weights:
// `count` ids spread over the vocabulary (a sentence's union is ~1,000 of the shipped models' 8,000 pieces),
// against BM_Linear's output rows above (the whole vocabulary on XNNPACK). Args: size, rows, count, int4.
void BM_ShortlistLogits(benchmark::State& state) {
  const Sizes& sizes = kSizes[state.range(0)];
  const size_t rows = static_cast<size_t>(state.range(1)), count = static_cast<size_t>(state.range(2));
  const size_t dim = sizes.d_model, vocab = sizes.vocab;
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  std::vector<float> w(vocab * dim), x(rows * dim), logits(rows * count), scales(vocab);
  for (float& v : w) v = dist(rng);
  for (float& v : x) v = dist(rng);
  const bool int4 = state.range(3) != 0;
  std::vector<int8_t> wq(int4 ? 0 : w.size());
  std::vector<uint8_t> w4(int4 ? w.size() / 2 : 0);
  if (int4) {
    attn::quant::quantize_rows_int4(w.data(), vocab, dim, w4.data(), scales.data());
  } else {
    attn::quant::quantize_rows_symmetric(w.data(), vocab, dim, wq.data(), scales.data());
  }
  std::vector<int32_t> ids(count);
  for (size_t i = 0; i < count; ++i) ids[i] = static_cast<int32_t>(i * vocab / count);
  for (auto _ : state) {
    if (int4) {
      attn::kernels::shortlist_logits_i4(x.data(), rows, dim, w4.data(), scales.data(), nullptr, ids.data(),
                                         count, logits.data(), count);
    } else {
      attn::kernels::shortlist_logits_i8(x.data(), rows, dim, wq.data(), scales.data(), nullptr, ids.data(),
                                         count, logits.data(), count);
    }
    benchmark::DoNotOptimize(logits.data());
    benchmark::ClobberMemory();
  }
  state.counters["GMAC/s"] = benchmark::Counter(
      static_cast<double>(rows * dim * count) * static_cast<double>(state.iterations()) * 1e-9,
      benchmark::Counter::kIsRate);
  state.SetLabel(std::string(int4 ? "shortlist int4 " : "shortlist int8 ") + std::to_string(dim) + "->" +
                 std::to_string(count) + " of " + std::to_string(vocab));
}

BENCHMARK(BM_ShortlistLogits)
    ->ArgNames({"size", "rows", "count", "int4"})
    ->ArgsProduct({{0, 1}, {1, 4, 32}, {1000, 2000}, {0, 1}})
    ->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
