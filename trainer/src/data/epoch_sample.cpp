#include "trainer/src/data/epoch_sample.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "trainer/src/data/random.h"

namespace attn::train {
namespace {

// Position floor(epoch·w·n) of the group's sequence of cycles; 128 bits, as epoch·w·n in millionths can pass
// 2^64.
uint64_t epoch_start(const SamplingGroup& group, uint64_t epoch) {
  const unsigned __int128 scaled = static_cast<unsigned __int128>(epoch) *
                                   static_cast<uint64_t>(weight_millionths(group.weight)) *
                                   group.pairs.size();
  return static_cast<uint64_t>(scaled / kWeightScale);
}

}  // namespace

int64_t weight_millionths(double weight) { return std::llround(weight * static_cast<double>(kWeightScale)); }

uint64_t group_pairs_in_epoch(const SamplingGroup& group, uint64_t epoch) {
  return epoch_start(group, epoch + 1) - epoch_start(group, epoch);
}

std::vector<uint32_t> sample_epoch(const std::vector<SamplingGroup>& groups, uint64_t seed, uint64_t epoch) {
  std::vector<uint32_t> sample;
  for (size_t g = 0; g < groups.size(); ++g) {
    const SamplingGroup& group = groups[g];
    const uint64_t n = group.pairs.size();
    const uint64_t begin = epoch_start(group, epoch), end = epoch_start(group, epoch + 1);
    if (n == 0 || begin == end) continue;
    for (uint64_t cycle = begin / n; cycle <= (end - 1) / n; ++cycle) {
      const uint64_t from = std::max(begin, cycle * n) - cycle * n;
      const uint64_t to = std::min(end, (cycle + 1) * n) - cycle * n;
      if (from == 0 && to == n) {  // the whole cycle: its order is irrelevant once sorted
        sample.insert(sample.end(), group.pairs.begin(), group.pairs.end());
        continue;
      }
      std::vector<uint32_t> cycle_order = group.pairs;
      SplitMix64 rng(derive_seed(seed, 0x5A3D1Eull, g, cycle));
      shuffle(cycle_order, rng);
      sample.insert(sample.end(), cycle_order.begin() + static_cast<ptrdiff_t>(from),
                    cycle_order.begin() + static_cast<ptrdiff_t>(to));
    }
  }
  std::sort(sample.begin(), sample.end());
  return sample;
}

}  // namespace attn::train
