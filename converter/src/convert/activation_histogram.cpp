#include "converter/src/convert/activation_histogram.h"

#include <algorithm>
#include <cmath>

namespace attn::convert {

ActivationHistograms::ActivationHistograms(const std::vector<Range>& inputs,
                                           const std::vector<Range>& outputs, size_t bins) {
  bins = std::max<size_t>(bins, 1);
  auto make = [bins](const Range& r) {
    Histogram h;
    h.min = r.min;
    h.max = r.max;
    h.counts.assign(bins, 0);
    return h;
  };
  for (const Range& r : inputs) inputs_.push_back(make(r));
  for (const Range& r : outputs) outputs_.push_back(make(r));
}

void ActivationHistograms::observe(size_t linear_index, const float* x, size_t rows, size_t in_features,
                                   const float* y, size_t out_features) {
  if (linear_index < inputs_.size()) inputs_[linear_index].add(x, rows * in_features);
  if (linear_index < outputs_.size()) outputs_[linear_index].add(y, rows * out_features);
}

void ActivationHistograms::Histogram::add(const float* values, size_t n) {
  const size_t bins = counts.size();
  const float width = max - min;
  const float per_unit = width > 0.f ? static_cast<float>(bins) / width : 0.f;
  for (size_t i = 0; i < n; ++i) {
    // Values outside the first pass's range (there should be none) land in the edge bins.
    const float position = (values[i] - min) * per_unit;
    const size_t bin = position <= 0.f ? 0 : std::min(static_cast<size_t>(position), bins - 1);
    ++counts[bin];
  }
}

ActivationHistograms::Range ActivationHistograms::Histogram::clipped(double coverage) const {
  Range r;
  r.min = min;
  r.max = max;
  for (uint64_t c : counts) r.count += c;
  if (coverage >= 1.0 || r.count == 0 || !(max > min)) return r;
  const double cut = std::floor(static_cast<double>(r.count) * (1.0 - coverage) / 2.0);
  const size_t bins = counts.size();
  const double width = (static_cast<double>(max) - min) / static_cast<double>(bins);
  size_t lo = 0;
  for (double below = 0; lo + 1 < bins && below + counts[lo] <= cut; ++lo) below += counts[lo];
  size_t hi = bins - 1;
  for (double above = 0; hi > lo && above + counts[hi] <= cut; --hi) above += counts[hi];
  r.min = static_cast<float>(min + width * static_cast<double>(lo));
  r.max = hi + 1 == bins ? max : static_cast<float>(min + width * static_cast<double>(hi + 1));
  return r;
}

ActivationHistograms::Range ActivationHistograms::clipped_input(size_t linear_index, double coverage) const {
  return linear_index < inputs_.size() ? inputs_[linear_index].clipped(coverage) : Range{};
}

ActivationHistograms::Range ActivationHistograms::clipped_output(size_t linear_index, double coverage) const {
  return linear_index < outputs_.size() ? outputs_[linear_index].clipped(coverage) : Range{};
}

}  // namespace attn::convert
