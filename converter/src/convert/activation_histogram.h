// Histograms of every linear layer's input and output values (a kernels::LinearObserver), for calibration
// ranges clipped to a central fraction of the values. The bin edges come from a first pass's exact ranges
// (quant::RangeObserver), so the histogram pass must see the same translations.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "runtime/src/exported/quantization.h"
#include "runtime/src/exported/translator.h"

namespace attn::convert {

class ActivationHistograms final : public kernels::LinearObserver {
 public:
  using Range = quant::RangeObserver::Range;

  // inputs / outputs: one range per linear layer (linear_table() order); bins per histogram (>= 1).
  ActivationHistograms(const std::vector<Range>& inputs, const std::vector<Range>& outputs, size_t bins);

  void observe(size_t linear_index, const float* x, size_t rows, size_t in_features, const float* y,
               size_t out_features) override;

  // The narrowest range of whole bins that leaves at most (1 - coverage) / 2 of the values outside on each
  // side; coverage 1 gives back the first pass's range. count is the number of values binned.
  Range clipped_input(size_t linear_index, double coverage) const;
  Range clipped_output(size_t linear_index, double coverage) const;

 private:
  struct Histogram {
    float min = 0.f, max = 0.f;
    std::vector<uint64_t> counts;
    void add(const float* values, size_t n);
    Range clipped(double coverage) const;
  };
  std::vector<Histogram> inputs_, outputs_;
};

}  // namespace attn::convert
