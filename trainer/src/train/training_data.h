// The training text of a run: every corpus read with its origin file, concatenated in the order of the
// options, and how its pairs are grouped and weighted for sampling (data/epoch_sample.h). A pair's weight is
// its corpus's weight times the --origin-weight of its origin (1 when not given); a corpus with an origin
// file is one group per origin, any other corpus one group.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "base/src/core/status.h"
#include "trainer/src/data/epoch_sample.h"
#include "trainer/src/data/parallel_text.h"
#include "trainer/src/train/train_options.h"

namespace attn::train {

struct CorpusText {
  size_t begin = 0, end = 0;  // its kept pairs in the concatenation
  ParallelTextReport report;
  std::vector<std::string> origin_names;  // with an origin file: the origins in order of first appearance
};

struct TrainingText {
  std::vector<std::string> source, target;
  std::vector<CorpusText> corpora;  // as options.corpora
  std::vector<uint32_t> origin;     // per pair, an index into its corpus's origin_names (0 without a file)
};

// The reading options of every corpus and dev set of a run.
ParallelTextOptions parallel_text_options(const TrainOptions& options);

// A parallel text's files and counts as run.json's "data" records them (name, src, tgt, lines, pairs,
// empty_skipped, too_long_skipped).
nlohmann::json text_report_json(const std::string& name, const std::string& source_file,
                                const std::string& target_file, const ParallelTextReport& report);

// Errors name the corpus ("corpus software: ..."); an --origin-weight for an origin that no corpus has is
// refused (a misspelt origin would otherwise silently weigh nothing).
Result<TrainingText> read_training_text(const TrainOptions& options);

// A hash of the text, of where each corpus begins and of every pair's origin. For one corpus without an
// origin file it is the hash of the text alone, so a single-corpus run's data.json keeps its fingerprint.
uint64_t training_text_fingerprint(const TrainingText& text);

struct SamplingGroups {
  std::vector<SamplingGroup> groups;
  std::vector<size_t> corpus;       // each group's corpus
  std::vector<std::string> origin;  // each group's origin; "" for a corpus without an origin file
};

// The groups of the pairs in `usable` (ascending indices into the concatenation). A weight product above
// kMaxWeight, or positive but under kWeightResolution, is refused naming the corpus and origin.
Result<SamplingGroups> make_sampling_groups(const TrainingText& text, const TrainOptions& options,
                                            const std::vector<uint32_t>& usable);

// Σ weight × pairs over the groups: the expected size of an epoch's sample.
double pairs_per_epoch(const SamplingGroups& groups);

// run.json's "data" "corpora": per corpus its files and weight, the lines read, the pairs kept and skipped,
// those over --max-positions, those used, and the pairs it contributes to an epoch (w × used, expected);
// per origin its used pairs, weight (corpus × origin) and pairs per epoch.
nlohmann::json corpora_report(const TrainingText& text, const TrainOptions& options,
                              const SamplingGroups& groups);

// Log lines: per corpus (and origin) its used pairs, weight, pairs per epoch and share of the epoch.
std::vector<std::string> describe_sampling(const TrainOptions& options, const SamplingGroups& groups);

}  // namespace attn::train
