// Training throughput of the trainer's Transformer on the CPU backend: target tokens per second of one
// forward_backward + adam_step, for the ≈10M-parameter configuration (d_model 256, 6 + 3 layers, d_ff 1024,
// 4 heads, vocab 8000) on a batch of ≈6k target tokens. bench/pytorch_train_bench.py builds the same model
// and batch in PyTorch for the side-by-side number.
//
//   trainer_bench --benchmark_filter=TrainStep --benchmark_min_time=10
#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include <random>
#include <vector>

#include "model/transformer.h"

namespace {

using attn::train::Batch;
using attn::train::BackendKind;
using attn::train::ModelConfig;

// The benchmark batch, shared with pytorch_train_bench.py: sentence i has 20 + (7i mod 16) source tokens and
// 20 + (11i mod 16) target tokens (plus eos), random ids in [4, vocab).
Batch bench_batch(const ModelConfig& c, int sentences) {
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

// CPU seconds used by the whole process (all threads): on a shared machine wall time measures the neighbours too.
double process_cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

// Args: threads, sentences per batch.
void TrainStep(benchmark::State& state) {
  const ModelConfig config;  // the defaults are the 10M configuration
  auto model = attn::train::make_transformer(config, BackendKind::Cpu, static_cast<int>(state.range(0)));
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
  state.counters["target_tokens/s"] = benchmark::Counter(static_cast<double>(batch.target_tokens) * state.iterations(),
                                                        benchmark::Counter::kIsRate);
  const double cpu_per_step = (process_cpu_seconds() - cpu0) / static_cast<double>(state.iterations());
  state.counters["target_tokens"] = static_cast<double>(batch.target_tokens);
  // Process CPU seconds per step (all threads), and the throughput that would be if every one of the
  // `threads` cores were ours alone: tokens / (cpu seconds / threads).
  state.counters["cpu_s/step"] = cpu_per_step;
  state.counters["tok/s_if_cores_free"] =
      static_cast<double>(batch.target_tokens) * static_cast<double>(state.range(0)) / cpu_per_step;
  state.counters["params_M"] = static_cast<double>(model->parameter_count()) / 1e6;
}
BENCHMARK(TrainStep)->Args({2, 220})->Args({1, 220})->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
