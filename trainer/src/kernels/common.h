// What every kernel file shares: the host/device qualifier and the counter-based random numbers.
//
// Each kernel is written once as an ATTN_HD function of (index, args) or of one row. nvcc compiles it for the
// device (launched from backend/cuda), the host compiler for the CPU backend (looped over with OpenMP), so the
// CPU tests exercise exactly the code the GPU runs.
#pragma once

#include <cstdint>

#if defined(__CUDACC__)
#define ATTN_HD __host__ __device__
#else
#define ATTN_HD
#endif

namespace attn::train::kernels {

// splitmix64 finaliser: a bijective 64-bit mix with good avalanche, cheap enough to run per element.
ATTN_HD inline uint64_t mix64(uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// Counter-based RNG: the value depends only on (seed, stream, index), never on the order of evaluation or the
// thread layout, so CPU and GPU draw the same numbers and a resumed run draws what the original would have.
ATTN_HD inline uint64_t random_key(uint64_t seed, uint64_t stream) { return mix64(seed ^ mix64(stream)); }
ATTN_HD inline uint64_t random_bits_keyed(uint64_t key, uint64_t index) { return mix64(key + index); }
ATTN_HD inline uint64_t random_bits(uint64_t seed, uint64_t stream, uint64_t index) {
  return random_bits_keyed(random_key(seed, stream), index);
}

// Uniform in [0, 1) with 24 random bits (exactly representable in float).
ATTN_HD inline float random_uniform(uint64_t seed, uint64_t stream, uint64_t index) {
  return static_cast<float>(random_bits(seed, stream, index) >> 40) * (1.0f / 16777216.0f);
}

// Host devices: fn(begin, end) over [0, n) in ranges of kHostRange elements, for the host-only kernels that
// take a range (bf16.cpp, elementwise.cpp: vector code compiled per instruction set, which a per-index
// launch cannot reach).
constexpr int64_t kHostRange = 1 << 14;
template <class Dev, class Fn>
void launch_host_ranges(Dev& dev, int64_t n, Fn fn) {
  dev.launch((n + kHostRange - 1) / kHostRange,
             [=](int64_t c) {
               const int64_t begin = c * kHostRange;
               fn(begin, n - begin < kHostRange ? n : begin + kHostRange);
             },
             kHostRange);
}
// The same over [0, rows) of rows `width` values wide, in ranges of whole rows (about kHostRange values
// each), for host kernels that work a row at a time; cost: operations per value (CpuDevice::launch's hint).
template <class Dev, class Fn>
void launch_host_row_ranges(Dev& dev, int64_t rows, int64_t width, Fn fn, int64_t cost = 1) {
  const int64_t per = kHostRange / width > 1 ? kHostRange / width : 1;
  dev.launch((rows + per - 1) / per,
             [=](int64_t c) {
               const int64_t begin = c * per;
               fn(begin, rows - begin < per ? rows : begin + per);
             },
             per * width * cost);
}

}  // namespace attn::train::kernels
