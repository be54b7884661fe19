// Helpers of the GPU suite: skip when no device is visible, and compare two float arrays by normalised error
// (‖a − b‖ / ‖b‖, the way ggml compares backends) plus a per-element bound.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "trainer/src/model/transformer.h"

#define ATTN_SKIP_WITHOUT_GPU()                                                        \
  do {                                                                                 \
    if (!::attn::train::backend_available(::attn::train::BackendKind::Cuda))          \
      GTEST_SKIP() << "no CUDA device visible: the CUDA backend is not exercised here"; \
  } while (0)

namespace attn::train::testing {

// actual (a device's result) against expected (the CPU's, or a reference).
inline ::testing::AssertionResult close_arrays(const std::vector<float>& actual,
                                               const std::vector<float>& expected,
                                               double max_normalised_error, double abs_tol) {
  if (actual.size() != expected.size()) return ::testing::AssertionFailure() << "sizes differ";
  double diff2 = 0, ref2 = 0;
  size_t worst = 0;
  for (size_t i = 0; i < expected.size(); ++i) {
    const double d = static_cast<double>(actual[i]) - expected[i];
    diff2 += d * d;
    ref2 += static_cast<double>(expected[i]) * expected[i];
    if (std::abs(d) > std::abs(static_cast<double>(actual[worst]) - expected[worst])) worst = i;
    if (!std::isfinite(actual[i])) return ::testing::AssertionFailure() << "non-finite value at " << i;
  }
  const double err = std::sqrt(diff2 / std::max(ref2, 1e-30));
  const double worst_abs = std::abs(static_cast<double>(actual[worst]) - expected[worst]);
  if (err > max_normalised_error ||
      worst_abs > abs_tol + max_normalised_error * std::abs(expected[worst]) * 10)
    return ::testing::AssertionFailure() << "normalised error " << err << ", worst element " << worst << ": "
                                         << actual[worst] << ", expected " << expected[worst];
  return ::testing::AssertionSuccess();
}

}  // namespace attn::train::testing
