// Shared by the kernel tests of this folder: random non-zero inputs (zeros would hide sign and scaling bugs)
// and an owning handle for a pthreadpool.
#pragma once

#include <pthreadpool.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

namespace attn::kernels::test {

// n values uniform in [-bound, bound], none exactly zero; deterministic in seed.
inline std::vector<float> random_vector(size_t n, uint32_t seed, float bound = 1.f) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-bound, bound);
  std::vector<float> v(n);
  for (auto& x : v) {
    do x = dist(rng);
    while (x == 0.f);
  }
  return v;
}

struct PoolDeleter {
  void operator()(pthreadpool* pool) const { pthreadpool_destroy(pool); }
};
using Pool = std::unique_ptr<pthreadpool, PoolDeleter>;

}  // namespace attn::kernels::test
