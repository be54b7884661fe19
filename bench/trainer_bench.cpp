// Training throughput of the trainer's Transformer on the CPU backend: target tokens per second of one
// forward_backward + adam_step, for the ≈10M-parameter configuration (d_model 256, 6 + 3 layers, d_ff 1024,
// 4 heads, vocab 8000) on a batch of ≈6k target tokens. bench/pytorch_train_bench.py builds the same model
// and batch in PyTorch for the side-by-side number.
//
//   trainer_bench --benchmark_filter=TrainStep --benchmark_min_time=10
// Each case is named TrainStep/threads:T/sentences:220/bf16:P/base:S.
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <random>
#include <string>
#include <vector>

#include "trainer/src/backend/cpu/cpu_device.h"
#include "trainer/src/backend/cpu/dnnl_matmul.h"
#include "trainer/src/kernels/bf16.h"
#include "trainer/src/model/transformer.h"

namespace {

using attn::ModelDescription;
using attn::train::BackendKind;
using attn::train::Batch;
using attn::train::default_model;

// The benchmark batch, shared with pytorch_train_bench.py: sentence i has 20 + (7i mod 16) source tokens and
// 20 + (11i mod 16) target tokens (plus eos), random ids in [4, vocab).
Batch bench_batch(const ModelDescription& c, int sentences) {
  std::mt19937 rng(1);
  std::uniform_int_distribution<int32_t> token(4, c.vocab_size - 1);
  Batch b;
  b.batch = sentences;
  b.source_len = 20 + 15 + 1;
  b.target_len = 20 + 15 + 1;
  b.source.assign(static_cast<size_t>(b.batch) * b.source_len, c.pad_id);
  b.decoder_input.assign(static_cast<size_t>(b.batch) * b.target_len, c.pad_id);
  b.decoder_output.assign(static_cast<size_t>(b.batch) * b.target_len, c.pad_id);
  for (int i = 0; i < sentences; ++i) {
    const int s = 20 + (7 * i) % 16, t = 20 + (11 * i) % 16;
    for (int k = 0; k < s; ++k) b.source[i * b.source_len + k] = token(rng);
    b.source[i * b.source_len + s] = c.eos_id;
    b.decoder_input[i * b.target_len] = c.bos_id;
    for (int k = 0; k < t; ++k) {
      const int32_t id = token(rng);
      b.decoder_input[i * b.target_len + k + 1] = id;
      b.decoder_output[i * b.target_len + k] = id;
    }
    b.decoder_output[i * b.target_len + t] = c.eos_id;
    b.source_tokens += s + 1;
    b.target_tokens += t + 1;
  }
  return b;
}

// CPU seconds used by the whole process (all threads): on a shared machine wall time measures the neighbours
// too.
double process_cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

// The shipped shape (the ModelDescription defaults: d256, 6+3 layers, 8k vocabulary, 9.9M parameters) or the
// paper's base shape (d512, 8 heads, d_ff 2048, 6+6 layers, 32k vocabulary).
ModelDescription shape(int64_t which) {
  ModelDescription c = default_model();
  if (which == 1) {
    c.d_model = 512;
    c.heads = 8;
    c.d_ff = 2048;
    c.encoder_layers = 6;
    c.decoder_layers = 6;
    c.vocab_size = 32000;
  }
  return c;
}

// Args: threads, sentences per batch, precision (0 fp32, 1 bf16), shape (0 shipped, 1 base).
void TrainStep(benchmark::State& state) {
  const ModelDescription config = shape(state.range(3));
  const auto precision = state.range(2) ? attn::train::Precision::Bf16 : attn::train::Precision::Fp32;
  // The trainer refuses bf16 where oneDNN cannot multiply it (a CPU without AVX-512): such a case is reported
  // as skipped, so the fp32 cases still run on that CPU.
  if (precision == attn::train::Precision::Bf16 && !attn::train::DnnlMatmul::cpu_supports_bf16()) {
    state.SkipWithError(
        (std::string("no bf16 on this CPU: oneDNN dispatches to ") + attn::train::DnnlMatmul::isa_name())
            .c_str());
    return;
  }
  auto model =
      attn::train::make_transformer(config, BackendKind::Cpu, static_cast<int>(state.range(0)), precision);
  model->initialize(1);
  const Batch batch = bench_batch(config, static_cast<int>(state.range(1)));
  model->zero_gradients();
  model->forward_backward(batch, 0.1f, 0.1f, 0);  // warm-up: sizes the activation arena
  uint64_t seed = 1;
  const double cpu0 = process_cpu_seconds();
  for (auto _ : state) {
    model->zero_gradients();
    const auto r = model->forward_backward(batch, 0.1f, 0.1f, seed++);
    model->adam_step(1e-4f, 0.9f, 0.98f, 1e-9f, 1.f / static_cast<float>(r.target_tokens));
    benchmark::DoNotOptimize(r.loss_sum);
  }
  state.counters["target_tokens/s"] = benchmark::Counter(
      static_cast<double>(batch.target_tokens) * state.iterations(), benchmark::Counter::kIsRate);
  const double cpu_per_step = (process_cpu_seconds() - cpu0) / static_cast<double>(state.iterations());
  state.counters["target_tokens"] = static_cast<double>(batch.target_tokens);
  // Process CPU seconds per step (all threads), and the throughput that would be if every one of the
  // `threads` cores were ours alone: tokens / (cpu seconds / threads).
  state.counters["cpu_s/step"] = cpu_per_step;
  state.counters["tok/s_if_cores_free"] =
      static_cast<double>(batch.target_tokens) * static_cast<double>(state.range(0)) / cpu_per_step;
  state.counters["params_M"] = static_cast<double>(model->parameter_count()) / 1e6;
}
BENCHMARK(TrainStep)
    ->ArgNames({"threads", "sentences", "bf16", "base"})
    ->ArgsProduct({{2, 1}, {220}, {0, 1}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// One product of a linear layer's shape, as training runs it: rows (tokens) x in -> out. Args: impl, threads,
// product (0 forward x Wᵀ, 1 d input dy W, 2 d weight dyᵀ x), rows, in, out. impl: 0 fp32 on OpenBLAS split
// over the backend's pool (training's fp32 path), 1 bf16 on oneDNN split over the pool (training's bf16
// path), 2 bf16 on oneDNN threaded by its own OpenMP, 3 fp32 on oneDNN threaded by its own OpenMP. GFLOP/s is
// the product's throughput; cpu_s is process CPU time per product (threads spinning between calls count).
void LinearProduct(benchmark::State& state) {
  using attn::train::DnnlMatmul;
  namespace k16 = attn::train::kernels;
  const int impl = static_cast<int>(state.range(0)), threads = static_cast<int>(state.range(1));
  const int which = static_cast<int>(state.range(2)), rows = static_cast<int>(state.range(3));
  const int in = static_cast<int>(state.range(4)), out = static_cast<int>(state.range(5));
  if ((impl == 1 || impl == 2) && !DnnlMatmul::cpu_supports_bf16()) {
    state.SkipWithError(
        (std::string("no bf16 on this CPU: oneDNN dispatches to ") + DnnlMatmul::isa_name()).c_str());
    return;
  }
  attn::train::CpuDevice dev(threads);  // sets OpenMP to one thread on this thread; impl 2 and 3 raise it
  // (m, n, k) and transposes of the three products, row-major like the model's calls.
  const int m = which == 2 ? out : rows;
  const int n = which == 0 ? out : in;
  const int k = which == 0 ? in : (which == 1 ? out : rows);
  const bool ta = which == 2, tb = which == 0;
  const int lda = ta ? m : k, ldb = tb ? k : n;
  std::vector<float> a(static_cast<size_t>(m) * k, 0.5f), b(static_cast<size_t>(k) * n, 0.25f);
  std::vector<float> c(static_cast<size_t>(m) * n);
  std::vector<k16::bf16> a16(a.size(), k16::to_bf16(0.5f)), b16(b.size(), k16::to_bf16(0.25f));
  DnnlMatmul matmul;
  DnnlMatmul::Shape shape{ta, tb, m, n, k, lda, ldb, n, 1.f, 0.f, impl == 3};
  if (impl >= 2) DnnlMatmul::set_openmp_threads(threads);
  const void* prepared = impl >= 2 ? matmul.prepare(shape) : nullptr;
  const double cpu0 = process_cpu_seconds();
  for (auto _ : state) {
    if (impl == 0) dev.gemm(ta, tb, m, n, k, 1.f, a.data(), lda, b.data(), ldb, 0.f, c.data(), n);
    if (impl == 1) dev.gemm(ta, tb, m, n, k, 1.f, a16.data(), lda, b16.data(), ldb, 0.f, c.data(), n);
    if (impl == 2) matmul.run(prepared, a16.data(), b16.data(), c.data(), 0);
    if (impl == 3) matmul.run(prepared, a.data(), b.data(), c.data(), 0);
    benchmark::DoNotOptimize(c.data());
  }
  state.counters["cpu_s"] = (process_cpu_seconds() - cpu0) / static_cast<double>(state.iterations());
  DnnlMatmul::set_openmp_threads(1);
  state.counters["GFLOP/s"] = benchmark::Counter(
      2.0 * m * n * k * static_cast<double>(state.iterations()) / 1e9, benchmark::Counter::kIsRate);
  if (impl >= 2) state.SetLabel(matmul.implementation(shape));
}
BENCHMARK(LinearProduct)
    ->ArgNames({"impl", "threads", "product", "rows", "in", "out"})
    ->ArgsProduct({{0, 1, 2, 3}, {1, 2}, {0, 1, 2}, {6000}, {256}, {1024}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// One of attention's six products over a batch of the benchmark's shape (220 sentences of 36 positions, 8
// heads of 32), laid out as training lays it out. Args: impl (0 fp32 on OpenBLAS, one product per sentence
// and head, operands inside the fused [N, 3D] projection output; 1 bf16 on oneDNN, one batched product per
// thread, operands heads apart [B][H][T][dk]), threads, product (0 scores Q Kᵀ, 1 context P V, 2 dP = dctx
// Vᵀ, 3 dV = Pᵀ dctx, 4 dQ = dS K, 5 dK = dSᵀ Q).
void AttentionProduct(benchmark::State& state) {
  using attn::train::DnnlMatmul;
  namespace k16 = attn::train::kernels;
  const int impl = static_cast<int>(state.range(0)), threads = static_cast<int>(state.range(1));
  const int which = static_cast<int>(state.range(2));
  if (impl == 1 && !DnnlMatmul::cpu_supports_bf16()) {
    state.SkipWithError("no bf16 on this CPU");
    return;
  }
  constexpr int B = 220, T = 36, H = 8, dk = 32, D = H * dk;
  attn::train::CpuDevice dev(threads);
  // Operands: "x" is a projection's output or its gradient ([N, D] rows at stride ldx; heads apart in bf16),
  // "p" the probabilities or score gradients [B, H, T, T]; the result is fp32 at stride ldc.
  const bool half = impl == 1;
  const int ldx = half ? dk : 3 * D;
  const int64_t x_outer = half ? int64_t{H} * T * dk : int64_t{T} * ldx,
                x_inner = half ? int64_t{T} * dk : dk;
  const int64_t p_outer = int64_t{H} * T * T, p_inner = int64_t{T} * T;
  std::vector<float> x(static_cast<size_t>(B) * T * 3 * D, 0.5f),
      p(static_cast<size_t>(B) * H * T * T, 0.25f);
  std::vector<float> c(static_cast<size_t>(B) * T * 3 * D + p.size());
  std::vector<k16::bf16> x16(x.size(), k16::to_bf16(0.5f)), p16(p.size(), k16::to_bf16(0.25f));
  // (trans_a, trans_b, m, n, k) and which operands, per product.
  const bool scores = which == 0 || which == 2;  // x · xᵀ → [T, T]
  const bool ta = which == 3 || which == 5;
  const int m = ta ? T : T, n = scores ? T : dk, k = scores ? dk : T;
  const int ldc = scores ? T : (half ? D : 3 * D);
  const int64_t c_outer = scores ? p_outer : int64_t{T} * ldc, c_inner = scores ? p_inner : dk;
  for (auto _ : state) {
    if (scores && half)
      dev.gemm_batched(false, true, m, n, k, 1.f, x16.data(), ldx, x_outer, x_inner, x16.data(), ldx, x_outer,
                       x_inner, 0.f, c.data(), ldc, c_outer, c_inner, B, H);
    else if (scores)
      dev.gemm_batched(false, true, m, n, k, 1.f, x.data(), ldx, x_outer, x_inner, x.data(), ldx, x_outer,
                       x_inner, 0.f, c.data(), ldc, c_outer, c_inner, B, H);
    else if (half)
      dev.gemm_batched(ta, false, m, n, k, 1.f, p16.data(), T, p_outer, p_inner, x16.data(), ldx, x_outer,
                       x_inner, 0.f, c.data(), ldc, c_outer, c_inner, B, H);
    else
      dev.gemm_batched(ta, false, m, n, k, 1.f, p.data(), T, p_outer, p_inner, x.data(), ldx, x_outer,
                       x_inner, 0.f, c.data(), ldc, c_outer, c_inner, B, H);
    benchmark::DoNotOptimize(c.data());
  }
  state.counters["GFLOP/s"] = benchmark::Counter(
      2.0 * m * n * k * B * H * static_cast<double>(state.iterations()) / 1e9, benchmark::Counter::kIsRate);
  if (half) {
    DnnlMatmul matmul;
    DnnlMatmul::Shape shape{ta, scores, m, n, k, scores ? ldx : T, ldx, ldc, 1.f, 0.f};
    shape.batch = {B,       H,      scores ? x_outer : p_outer, scores ? x_inner : p_inner, x_outer, x_inner,
                   c_outer, c_inner};
    state.SetLabel(matmul.implementation(shape));
  }
}
BENCHMARK(AttentionProduct)
    ->ArgNames({"impl", "threads", "product"})
    ->ArgsProduct({{0, 1}, {1, 2}, {0, 1, 2, 3, 4, 5}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
