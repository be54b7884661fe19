// Reading a parallel corpus: two plain-text files, UTF-8, one sentence per line, line N of one translating
// line N of the other. Everything that would silently corrupt training is checked here, with messages that
// name the file (and line): missing or unreadable files, unequal line counts, invalid UTF-8. Pairs that are
// merely unusable (an empty side, a side longer than the configured maximum) are skipped and counted.
// An optional origin file (one line per pair, "source<TAB>unit", as in ../shared/data/software-*) names each
// pair's source, so that training can weight sources.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "base/src/core/status.h"

namespace attn::train {

struct ParallelTextOptions {
  size_t max_line_bytes = 2048;  // longer lines are skipped (SentencePiece ignores them when training, too)
};

struct ParallelTextReport {
  size_t lines = 0;             // lines in each file
  size_t kept = 0;              // pairs kept
  size_t empty_skipped = 0;     // pairs with an empty (or all-whitespace) side
  size_t too_long_skipped = 0;  // pairs with a side over max_line_bytes
};

struct ParallelText {
  std::vector<std::string> source;
  std::vector<std::string> target;
  ParallelTextReport report;
  // With an origin file: each kept pair's origin (its line's text before the first tab) as an index into
  // origin_names, which lists the origins in order of first appearance. Both empty without one.
  std::vector<uint32_t> origin;
  std::vector<std::string> origin_names;
};

// origin_path: "" for none; else it must have one line per pair of the other two, none of them empty.
Result<ParallelText> read_parallel_text(const std::string& source_path, const std::string& target_path,
                                        const ParallelTextOptions& options = {},
                                        const std::string& origin_path = "");

// One line of report: "42858 lines, 42850 pairs kept, 3 empty skipped, 5 too long (> 2048 bytes) skipped".
std::string describe(const ParallelTextReport& report, const ParallelTextOptions& options);

}  // namespace attn::train
