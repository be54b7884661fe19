// The dev-set numbers reported at each checkpoint: the loss of the model on the dev pairs (no dropout) and
// the BLEU of its greedy translations, detokenized by SentencePiece and scored as sacreBLEU does.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "trainer/src/data/encoded_corpus.h"
#include "trainer/src/data/vocabulary.h"
#include "trainer/src/eval/bleu.h"
#include "trainer/src/model/transformer.h"

namespace attn::train {

struct DevSet {
  std::string name;                     // as given by --dev (kShorthandDevName for --dev-src/--dev-tgt)
  std::vector<std::string> references;  // target text, as read
  EncodedCorpus encoded;
  std::vector<uint32_t> usable;  // pairs within max_positions
};

struct DevResult {
  double loss = 0;  // per target token, label-smoothed
  double nll = 0;   // per target token
  int64_t target_tokens = 0;
  BleuScore bleu;
  size_t sentences_decoded = 0;
};

// bleu_sentences: decode only the first N usable pairs (0: all).
DevResult evaluate_dev(Transformer& model, const DevSet& dev, const Vocabulary& vocabulary, const ModelDescription& config,
                       int batch_tokens, float label_smoothing, int bleu_sentences);

// Greedy translations of `sources` (ids without eos), decoded in length-sorted chunks, back in input order.
std::vector<std::string> translate_greedy(Transformer& model, const std::vector<std::vector<int32_t>>& sources,
                                          const Vocabulary& vocabulary, const ModelDescription& config);

}  // namespace attn::train
