// Corpus BLEU and the 13a tokenizer against numbers computed once with the PyPI sacrebleu package
// (fixtures/make_bleu_fixture.py wrote fixtures/bleu/*).
#include "trainer/src/eval/bleu.h"

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace attn::train {
namespace {

const std::string kDir = std::string(ATTN_PIPELINE_FIXTURES) + "/bleu/";

std::vector<std::string> read_jsonl(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line).get<std::string>());
  return lines;
}

nlohmann::json expected() {
  std::ifstream in(kDir + "expected.json");
  return nlohmann::json::parse(in);
}

TEST(Bleu, Tokenizer13aMatchesSacrebleu) {
  const auto tricky = read_jsonl(kDir + "tricky.jsonl");
  const auto tokenized = expected().at("tokenized");
  ASSERT_EQ(tricky.size(), tokenized.size());
  ASSERT_GE(tricky.size(), 10u);
  for (size_t i = 0; i < tricky.size(); ++i) {
    // The fixture rstripped before tokenizing, as sacreBLEU does; trailing (Unicode) whitespace is dropped
    // by the tokenizer's final split either way.
    EXPECT_EQ(tokenize_13a(tricky[i]), tokenized[i].get<std::string>()) << "line " << i << ": " << tricky[i];
  }
}

TEST(Bleu, CorpusScoreMatchesSacrebleu) {
  const auto hypotheses = read_jsonl(kDir + "hypotheses.jsonl");
  const auto references = read_jsonl(kDir + "references.jsonl");
  ASSERT_EQ(hypotheses.size(), references.size());
  ASSERT_GT(hypotheses.size(), 100u);
  const auto want = expected().at("corpus");
  for (const auto& [name, smoothing] : {std::pair{"none", BleuSmoothing::None}, std::pair{"exp", BleuSmoothing::Exp}}) {
    const BleuScore got = corpus_bleu(hypotheses, references, smoothing);
    const auto& w = want.at(name);
    EXPECT_NEAR(got.score, w.at("score").get<double>(), 1e-9) << name;
    EXPECT_NEAR(got.brevity_penalty, w.at("bp").get<double>(), 1e-12) << name;
    EXPECT_EQ(got.hypothesis_length, w.at("sys_len").get<int64_t>());
    EXPECT_EQ(got.reference_length, w.at("ref_len").get<int64_t>());
    for (size_t n = 0; n < 4; ++n) {
      EXPECT_EQ(got.correct[n], w.at("counts")[n].get<int64_t>()) << name << " order " << n + 1;
      EXPECT_EQ(got.total[n], w.at("totals")[n].get<int64_t>()) << name << " order " << n + 1;
    }
  }
}

TEST(Bleu, SmoothingOnlyMattersWithAZeroPrecision) {
  const std::vector<std::string> hyps = {"the cat sat", "a dog ran home", "hello"};
  const std::vector<std::string> refs = {"the cat sat down", "the dog ran home", "hello world"};
  const auto want = expected();
  const BleuScore none = corpus_bleu(hyps, refs, BleuSmoothing::None);
  const BleuScore exp = corpus_bleu(hyps, refs, BleuSmoothing::Exp);
  EXPECT_NEAR(none.score, want.at("short_none").at("score").get<double>(), 1e-9);
  EXPECT_NEAR(exp.score, want.at("short_exp").at("score").get<double>(), 1e-9);
  EXPECT_EQ(none.correct[3], 0);
  EXPECT_GT(exp.score, 10.0);
}

TEST(Bleu, PerfectAndEmptyHypotheses) {
  const std::vector<std::string> refs = {"Ein kleines Paket für Dateien.", "Die Bibliothek, mit Unterstützung."};
  EXPECT_NEAR(corpus_bleu(refs, refs).score, 100.0, 1e-9);
  const BleuScore empty = corpus_bleu({"", ""}, refs);
  EXPECT_EQ(empty.score, 0.0);
  EXPECT_EQ(empty.brevity_penalty, 0.0);
}

}  // namespace
}  // namespace attn::train
