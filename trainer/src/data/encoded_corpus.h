// The corpus as token ids, encoded once per run and cached in the run directory (corpus.bin) so that a
// restart or resume skips SentencePiece. The cache is keyed by a hash of the text and the tokenizer model,
// so a stale cache is never used.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/src/core/status.h"
#include "trainer/src/data/vocabulary.h"

namespace attn::train {

struct EncodedCorpus {
  // Token ids without bos/eos; the batcher adds them (docs/model.md).
  std::vector<std::vector<int32_t>> source;
  std::vector<std::vector<int32_t>> target;
  size_t size() const { return source.size(); }
};

EncodedCorpus encode_corpus(const std::vector<std::string>& source, const std::vector<std::string>& target,
                            const Vocabulary& vocabulary);

// 64-bit FNV-1a over the sentences (with separators) and the tokenizer model bytes.
uint64_t corpus_key(const std::vector<std::string>& source, const std::vector<std::string>& target,
                    const std::string& tokenizer_model);

// Writes atomically (temporary file, fsync, rename).
Status write_encoded_corpus(const std::string& path, const EncodedCorpus& corpus, uint64_t key);
// NotFound-like errors and key mismatches both come back as errors; callers then re-encode.
Result<EncodedCorpus> read_encoded_corpus(const std::string& path, uint64_t expected_key);

// Encodes, using and refreshing the cache at cache_path.
Result<EncodedCorpus> encode_corpus_cached(const std::string& cache_path, const std::vector<std::string>& source,
                                           const std::vector<std::string>& target, const Vocabulary& vocabulary,
                                           bool* cache_hit = nullptr);

}  // namespace attn::train
