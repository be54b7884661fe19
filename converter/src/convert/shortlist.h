// The vocabulary shortlist of `attn-convert --shortlist-source FILE --shortlist-target FILE`: for every
// source piece, the target pieces that co-occur with it most strongly in parallel text, plus the most
// frequent target pieces (schema Shortlist; the runtime restricts each sentence's output projection to the
// union for its source pieces, model/shortlist_union.h).
//
// Association is IBM Model 1's t(target | source), trained by a few EM iterations on the parallel text (with
// a NULL source word). Unlike a co-occurrence statistic such as G², which also scores the pieces that merely
// come with a translation (suffixes, a sentence's other words), Model 1 makes the source pieces of a sentence
// compete to explain each target piece, so a piece's probability mass concentrates on its translations and
// the lists of a sentence's pieces overlap: on the DDTP dev sets it covered the full-vocabulary output of
// more sentences than G² with a third smaller union (2026-11-24; "Vocabulary shortlist" of
// bench/RESULTS-runtime.md at 0c41336). Each source piece also lists itself when it occurs on the target side
// (names, numbers and code are copied: the vocabulary is joint).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"

namespace attn::convert {

struct ShortlistOptions {
  size_t per_source = 192;  // candidates kept per source piece (--shortlist-size)
  size_t frequent = 1024;   // most frequent target pieces, allowed in every sentence (--shortlist-frequent)
  size_t iterations = 5;    // EM iterations of Model 1
};

struct ShortlistReport {
  size_t sentence_pairs = 0;
  size_t candidates = 0;  // entries over all lists
};

// Tokenizes sources[i] and targets[i] (same count) with the model's tokenizer table and builds the lists.
// Errors: unequal counts, no pairs, a line the tokenizer refuses (its number), options out of range.
Result<schema::ShortlistT> build_shortlist(const schema::TokenizerT& tokenizer, uint32_t vocab_size,
                                           const std::vector<std::string>& sources,
                                           const std::vector<std::string>& targets,
                                           const ShortlistOptions& options,
                                           ShortlistReport* report = nullptr);

// Every line of path (blank ones too, so that two files stay parallel), without line endings.
Result<std::vector<std::string>> read_lines(const std::string& path);

}  // namespace attn::convert
