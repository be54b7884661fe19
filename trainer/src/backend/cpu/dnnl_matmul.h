// bf16 matrix products on oneDNN for the CPU backend: C[m, n] (fp32) = alpha · op(A) op(B) + beta · C with A
// and B in bf16, accumulated in fp32 (AVX512-BF16's vdpbf16ps, or AMX tiles where the CPU has them).
//
// One matmul primitive per shape (transposes, sizes, leading dimensions, alpha, beta), created on first use
// and kept: creating one JIT-compiles its kernel, which costs far more than running a small product. Shapes
// repeat because batches come from length buckets, and the cache is bounded all the same.
//
// Threads: Debian's oneDNN runs its parallel loops on OpenMP. The backend splits each product over its own
// pool (thread_pool.h) and has every pool thread call oneDNN with OpenMP limited to one thread, so no OpenMP
// team spins between calls on cores shared with other work; trainer/README.md has the measurement behind it.
#pragma once

#include <cstdint>
#include <memory>

#include "trainer/src/kernels/bf16.h"

namespace attn::train {

class DnnlMatmul {
 public:
  DnnlMatmul();
  ~DnnlMatmul();
  DnnlMatmul(const DnnlMatmul&) = delete;
  DnnlMatmul& operator=(const DnnlMatmul&) = delete;

  struct Shape {
    bool trans_a = false, trans_b = false;
    int m = 0, n = 0, k = 0, lda = 0, ldb = 0, ldc = 0;
    float alpha = 1.f, beta = 0.f;
    // Operands in fp32 instead of bf16: not used by training (OpenBLAS is faster in fp32, trainer/README.md),
    // kept so that trainer_bench can measure oneDNN's fp32 against it.
    bool fp32_operands = false;
    // outer × inner products at once (attention's sentences × heads) when batch.outer > 0: product (o, i)
    // reads A at a + o·a_outer + i·a_inner (likewise B and C). oneDNN's brgemm kernels take such a batch only
    // when each operand is a dense permutation of its dimensions (no gaps between rows); otherwise it falls
    // back to a slower gemm.
    struct Batch {
      int outer = 0, inner = 0;
      int64_t a_outer = 0, a_inner = 0, b_outer = 0, b_inner = 0, c_outer = 0, c_inner = 0;
      bool operator==(const Batch&) const = default;
    };
    Batch batch{};
    // Not batched only: C = op(A) op(B) + bias (fp32, one value per column, added to every row; run() takes
    // it), then max(C, 0) with relu. Both are applied by the product's kernel, not by passes over C.
    bool bias = false, relu = false;
    bool operator==(const Shape&) const = default;
  };

  // Creates (or finds) the primitive for a shape. Not thread-safe: call it on one thread, then run() from
  // any. Returns a handle valid until the next prepare() that evicts (the cache holds kCapacity shapes).
  const void* prepare(const Shape& shape);
  // Runs a prepared primitive; `slot` picks one of the per-thread streams (0 <= slot < kSlots).
  void run(const void* prepared, const kernels::bf16* a, const kernels::bf16* b, float* c, int slot,
           const float* bias = nullptr) const;
  void run(const void* prepared, const float* a, const float* b, float* c, int slot) const;

  // Sets OpenMP's (oneDNN's threading runtime's) thread count for the calling thread: 1 in the backend; more
  // only in trainer_bench, to measure oneDNN's own threading against the pool's.
  static void set_openmp_threads(int threads);
  // oneDNN's name for the instruction set it dispatches to ("avx512_core_bf16", "avx512_core_amx", ...).
  static const char* isa_name();
  // Whether oneDNN can multiply bf16 here at all (x86-64 with AVX-512; emulated without AVX512-BF16).
  static bool cpu_supports_bf16();
  // Whether the CPU multiplies bf16 natively (AVX512-BF16 or AMX): the condition for bf16 by default.
  static bool cpu_has_native_bf16();
  // The implementation oneDNN chose for a shape ("brg:avx512_core_bf16", "gemm:jit", ...), for reports.
  const char* implementation(const Shape& shape);

  static constexpr int kSlots = 64;
  static constexpr size_t kCapacity = 4096;

 private:
  void execute(const void* prepared, const void* a, const void* b, float* c, int slot,
               const float* bias) const;
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace attn::train
