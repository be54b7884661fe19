// splitmix64 for test data: tiny, and the same stream on every platform (std:: distributions are
// implementation-defined), so random models and checkpoints are identical wherever the tests run.
#pragma once

#include <cstdint>

namespace attn::test {

class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [-bound, bound).
  float uniform(float bound) { return (static_cast<float>(next() >> 40) * 0x1p-24f * 2.f - 1.f) * bound; }

 private:
  uint64_t state_;
};

}  // namespace attn::test
