// Corpus BLEU exactly as sacreBLEU computes it with its defaults for tokenisation (13a, mteval-v13a's
// rules), one reference per sentence, n-grams up to 4, brevity penalty over the corpus. Smoothing is
// selectable: none (a zero n-gram precision makes the score 0) or exp (sacreBLEU's default), which only
// matters when some precision is zero.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace attn::train {

enum class BleuSmoothing { None, Exp };

struct BleuScore {
  double score = 0;                    // 0..100
  std::array<double, 4> precisions{};  // percent
  double brevity_penalty = 0;
  int64_t hypothesis_length = 0;
  int64_t reference_length = 0;
  std::array<int64_t, 4> correct{};
  std::array<int64_t, 4> total{};
};

// sacreBLEU's Tokenizer13a, on UTF-8 text, returning the space-joined tokens.
std::string tokenize_13a(std::string_view line);

// hypotheses[i] is scored against references[i]; sizes must match (extra entries are ignored).
BleuScore corpus_bleu(const std::vector<std::string>& hypotheses, const std::vector<std::string>& references,
                      BleuSmoothing smoothing = BleuSmoothing::None);

}  // namespace attn::train
