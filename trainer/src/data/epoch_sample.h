// Which pairs an epoch trains on when the corpora (or the origins within a corpus) have sampling weights.
//
// A group is a set of pairs that share one weight w: a corpus, or one origin of a corpus. Its n pairs are
// visited in an endless sequence of cycles, each cycle a permutation of the group fixed by (seed, group,
// cycle) that uses every pair once, and epoch e takes positions [floor(e·w·n), floor((e+1)·w·n)) of that
// sequence. So a pair is seen w times per epoch on average, and after any number of epochs all pairs of a
// group have been seen equally often up to one: weight 2 is twice in every epoch, 0.5 once in every two
// epochs (a different half each time), 1 exactly once, so an epoch of weight-1 groups is every pair once, as
// without weights. The epoch's list is
// sorted (it depends on which pairs, not on the order of the groups) and then batching.h shuffles and cuts
// it. It is a pure function of (groups, seed, epoch), so a resumed run recomputes it from the epoch number.
#pragma once

#include <cstdint>
#include <vector>

namespace attn::train {

// Weights are applied in millionths, with integer arithmetic, so that every machine draws the same pairs.
constexpr int64_t kWeightScale = 1000000;
int64_t weight_millionths(double weight);  // rounded to nearest

struct SamplingGroup {
  std::vector<uint32_t> pairs;  // indices into the encoded corpus
  double weight = 1;
};

// The pairs of one epoch, ascending, a pair repeated as often as it is drawn.
std::vector<uint32_t> sample_epoch(const std::vector<SamplingGroup>& groups, uint64_t seed, uint64_t epoch);

// floor((epoch + 1)·w·n) − floor(epoch·w·n): the group's share of that epoch.
uint64_t group_pairs_in_epoch(const SamplingGroup& group, uint64_t epoch);

}  // namespace attn::train
