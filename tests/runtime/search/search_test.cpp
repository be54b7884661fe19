// Greedy and beam search on hand-built next-token distributions (a tree over prefixes), where the right
// answers can be worked out by hand — and by brute force over every sequence, as a cross-check.
#include "runtime/src/search/search.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <vector>

#include "runtime/src/core/arena.h"
#include "tests/support/step_function.h"

namespace attn::search {
namespace {

using test::greedy_search;
using test::run_search;
using test::StepFunction;

constexpr int32_t kBos = 2, kEos = 3, kA = 4, kB = 5, kC = 6;
constexpr size_t kVocab = 7;

using Prefix = std::vector<int32_t>;  // generated tokens, without bos

// Next-token distributions by prefix: listed tokens get their probabilities, the rest of the mass is shared
// by the other tokens. Each hypothesis slot remembers its own prefix, and reorder() moves prefixes exactly
// as a KV cache must move, so a search that forgets to reorder reads the wrong distributions.
class TreeModel : public StepFunction {
 public:
  using Table = std::map<Prefix, std::map<int32_t, double>>;
  TreeModel(Table table, std::map<int32_t, double> fallback) : table_(std::move(table)), fallback_(fallback) {}

  size_t vocab_size() const override { return kVocab; }

  const float* step(const int32_t* tokens, size_t count, size_t position) override {
    slots_.resize(count);
    rows_.assign(count * kVocab, 0.f);
    for (size_t i = 0; i < count; ++i) {
      if (position == 0) {
        EXPECT_EQ(tokens[i], kBos);
        slots_[i].clear();
      } else {
        EXPECT_EQ(slots_[i].size(), position - 1) << "slot " << i << " fed out of order";
        slots_[i].push_back(tokens[i]);
      }
      const auto dist = distribution(slots_[i]);
      for (size_t v = 0; v < kVocab; ++v) rows_[i * kVocab + v] = static_cast<float>(std::log(dist[v]));
    }
    ++steps;
    return rows_.data();
  }

  void reorder(const int32_t* parents, size_t count, size_t positions) override {
    std::vector<Prefix> next(count);
    for (size_t i = 0; i < count; ++i) {
      next[i] = slots_[parents[i]];
      EXPECT_EQ(next[i].size() + 1, positions);  // bos plus the prefix have been fed
    }
    slots_ = next;
  }

  std::vector<double> distribution(const Prefix& prefix) const {
    auto it = table_.find(prefix);
    const auto& listed = it == table_.end() ? fallback_ : it->second;
    std::vector<double> p(kVocab, 0.0);
    double mass = 0;
    for (const auto& [t, q] : listed) {
      p[t] = q;
      mass += q;
    }
    const double rest = (1.0 - mass) / static_cast<double>(kVocab - listed.size());
    for (size_t v = 0; v < kVocab; ++v)
      if (!listed.count(static_cast<int32_t>(v))) p[v] = rest;
    return p;
  }

  size_t steps = 0;

 private:
  Table table_;
  std::map<int32_t, double> fallback_;
  std::vector<Prefix> slots_;
  std::vector<float> rows_;
};

// Every sentence ends at once unless the table says otherwise.
const std::map<int32_t, double> kMostlyEos = {{kEos, 0.97}};

double lp(size_t len, double alpha) { return std::pow((5.0 + len) / 6.0, alpha); }

struct Searcher {
  std::unique_ptr<uint8_t[]> buffer;
  std::unique_ptr<BeamSearch> beam;
  Searcher(size_t max_beam, size_t max_length) {
    Arena measure;
    BeamSearch(max_beam, max_length, measure);
    buffer.reset(new uint8_t[measure.used()]);
    Arena arena(buffer.get(), measure.used());
    beam = std::make_unique<BeamSearch>(max_beam, max_length, arena);
  }
};

SearchOptions options(size_t beam, float alpha, size_t max_length) {
  SearchOptions o;
  o.beam_size = beam;
  o.length_penalty = alpha;
  o.max_length = max_length;
  o.bos_id = kBos;
  o.eos_id = kEos;
  return o;
}

// Brute force: the best normalised score over every sequence of up to max_length tokens.
void best_of_all(const TreeModel& m, const Prefix& prefix, double raw, size_t max_length, double alpha,
                 double& best_score, Prefix& best) {
  const auto p = m.distribution(prefix);
  for (int32_t t = 0; t < static_cast<int32_t>(kVocab); ++t) {
    const double r = raw + std::log(p[t]);
    const size_t len = prefix.size() + 1;
    if (t == kEos || len == max_length) {
      Prefix done = prefix;
      if (t != kEos) done.push_back(t);
      if (r / lp(len, alpha) > best_score) best_score = r / lp(len, alpha), best = done;
      continue;
    }
    Prefix next = prefix;
    next.push_back(t);
    best_of_all(m, next, r, max_length, alpha, best_score, best);
  }
}

// Greedy takes a (0.5) and then a (0.36) and ends: 0.5·0.36·0.97 = 0.1746. The better sentence starts with
// the less likely b (0.4) and ends at once: 0.4·0.9 = 0.36.
TreeModel greedy_trap() {
  return TreeModel({{{}, {{kA, 0.5}, {kB, 0.4}, {kEos, 0.1}}},
                    {{kA}, {{kA, 0.36}, {kB, 0.34}, {kEos, 0.3}}},
                    {{kB}, {{kEos, 0.9}}}},
                   kMostlyEos);
}

TEST(Search, GreedyFallsIntoTheTrap) {
  TreeModel m = greedy_trap();
  int32_t out[8];
  const SearchResult r = greedy_search(m, options(1, 0.6f, 8), out);
  ASSERT_TRUE(r.ended_with_eos);
  ASSERT_EQ(r.length, 2u);
  EXPECT_EQ(out[0], kA);
  EXPECT_EQ(out[1], kA);
  EXPECT_NEAR(r.score, std::log(0.5 * 0.36 * 0.97) / lp(3, 0.6), 1e-5);
}

TEST(Search, BeamFindsTheBetterSentence) {
  TreeModel m = greedy_trap();
  Searcher s(4, 8);
  int32_t out[8];
  const SearchResult r = run_search(m, *s.beam, options(2, 0.6f, 8), out);
  ASSERT_TRUE(r.ended_with_eos);
  ASSERT_EQ(r.length, 1u);
  EXPECT_EQ(out[0], kB);
  EXPECT_NEAR(r.score, std::log(0.4 * 0.9) / lp(2, 0.6), 1e-5);
}

// Unlisted tokens share what a row leaves. With beam 2:
//   step 1 ranks [b b] 0.36, [a eos] 0.3 (finished), [b c] 0.0675; step 2 keeps [b b b] 0.288, [b c c] 0.054;
//   step 3 finishes [b b b eos] = 0.45·0.8·0.8·0.76 = 0.2189 — the second finished hypothesis, so search stops.
// Short: a, eos = 0.5·0.6 = 0.3 (log −1.204). Long: b b b eos (log −1.519).
// α = 0:   short −1.204 beats long −1.519 (search even stops after step 2: nothing open beats −1.204).
// α = 0.6: short −1.204 / 1.0969 = −1.098 beats long −1.519 / 1.2754 = −1.191.
// α = 1:   short −1.204 / (7/6) = −1.032 loses to long −1.519 / (9/6) = −1.013.
TreeModel short_or_long() {
  return TreeModel({{{}, {{kA, 0.5}, {kB, 0.45}}},
                    {{kA}, {{kEos, 0.6}}},
                    {{kB}, {{kB, 0.8}, {kC, 0.15}}},
                    {{kB, kB}, {{kB, 0.8}}},
                    {{kB, kC}, {{kC, 0.8}}},
                    {{kB, kB, kB}, {{kEos, 0.76}}},
                    {{kB, kC, kC}, {{kEos, 0.9}}}},
                   kMostlyEos);
}

TEST(Search, LengthPenaltyChangesTheWinner) {
  Searcher s(4, 10);
  const double short_raw = std::log(0.5 * 0.6), long_raw = std::log(0.45 * 0.8 * 0.8 * 0.76);
  struct Case {
    float alpha;
    Prefix want;
    double want_score;
    size_t steps;
  } cases[] = {{0.f, {kA}, short_raw, 3},
               {0.6f, {kA}, short_raw / lp(2, 0.6), 4},
               {1.f, {kB, kB, kB}, long_raw / lp(4, 1.0), 4}};
  for (const Case& c : cases) {
    TreeModel m = short_or_long();
    int32_t out[10];
    const SearchResult r = run_search(m, *s.beam, options(2, c.alpha, 10), out);
    EXPECT_EQ(Prefix(out, out + r.length), c.want) << "alpha " << c.alpha;
    EXPECT_NEAR(r.score, c.want_score, 1e-5) << "alpha " << c.alpha;
    EXPECT_TRUE(r.ended_with_eos);
    EXPECT_EQ(m.steps, c.steps) << "alpha " << c.alpha;
    // The hand computation agrees with brute force over every sentence.
    double best_score = -INFINITY;
    Prefix best;
    best_of_all(short_or_long(), {}, 0.0, 5, c.alpha, best_score, best);
    EXPECT_EQ(best, c.want) << "alpha " << c.alpha;
    EXPECT_NEAR(best_score, c.want_score, 1e-6);
  }
}

// A random tree with distinct probabilities everywhere: beam 1 must reproduce greedy token for token.
TreeModel random_tree(uint32_t seed, size_t depth) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> u(0.05, 1.0);
  TreeModel::Table table;
  std::vector<Prefix> frontier = {{}};
  for (size_t d = 0; d < depth; ++d) {
    std::vector<Prefix> next;
    for (const Prefix& p : frontier) {
      std::vector<double> w(kVocab);
      double sum = 0;
      for (auto& x : w) sum += (x = u(rng));
      std::map<int32_t, double> dist;
      for (size_t v = 0; v + 1 < kVocab; ++v) dist[static_cast<int32_t>(v)] = w[v] / sum;  // last gets the rest
      table[p] = dist;
      for (int32_t t : {kA, kB, kC}) {
        Prefix q = p;
        q.push_back(t);
        next.push_back(q);
      }
    }
    frontier = next;
  }
  return TreeModel(table, kMostlyEos);
}

TEST(Search, BeamOneEqualsGreedy) {
  Searcher s(4, 6);
  for (uint32_t seed = 1; seed <= 20; ++seed) {
    TreeModel g = random_tree(seed, 5), b = random_tree(seed, 5);
    int32_t out_g[6], out_b[6];
    const SearchResult rg = greedy_search(g, options(1, 0.6f, 6), out_g);
    const SearchResult rb = run_search(b, *s.beam, options(1, 0.6f, 6), out_b);
    ASSERT_EQ(rg.length, rb.length) << "seed " << seed;
    EXPECT_EQ(Prefix(out_g, out_g + rg.length), Prefix(out_b, out_b + rb.length)) << "seed " << seed;
    EXPECT_EQ(rg.ended_with_eos, rb.ended_with_eos);
    EXPECT_FLOAT_EQ(rg.score, rb.score);
  }
}

TEST(Search, BeamFindsTheBruteForceBestOnRandomTrees) {
  // With a beam as wide as the vocabulary nothing is pruned, and the stopping rule must still return the
  // best sentence of all (rule (b) only stops when nothing open can win; rule (a) needs k finished).
  Searcher s(kVocab, 4);
  for (uint32_t seed = 1; seed <= 10; ++seed) {
    for (float alpha : {0.f, 0.6f, 1.5f}) {
      TreeModel m = random_tree(seed, 4);
      int32_t out[4];
      const SearchResult r = run_search(m, *s.beam, options(kVocab, alpha, 4), out);
      double best_score = -INFINITY;
      Prefix best;
      best_of_all(random_tree(seed, 4), {}, 0.0, 4, alpha, best_score, best);
      EXPECT_NEAR(r.score, best_score, 1e-4) << "seed " << seed << " alpha " << alpha;
    }
  }
}

TEST(Search, MaxLengthFinishesOpenHypotheses) {
  // Nothing ever wants to end: output stops at max_length tokens without eos.
  TreeModel g({}, {{kC, 0.9}, {kEos, 0.001}}), b({}, {{kC, 0.9}, {kEos, 0.001}});
  Searcher s(3, 5);
  int32_t out[5];
  const SearchResult rg = greedy_search(g, options(1, 0.6f, 5), out);
  EXPECT_EQ(rg.length, 5u);
  EXPECT_FALSE(rg.ended_with_eos);
  const SearchResult rb = run_search(b, *s.beam, options(3, 0.6f, 5), out);
  EXPECT_EQ(rb.length, 5u);
  EXPECT_FALSE(rb.ended_with_eos);
  for (size_t i = 0; i < 5; ++i) EXPECT_EQ(out[i], kC);
  EXPECT_EQ(b.steps, 5u);
}

// Step-wise searches (what a batch drives): several sentences' searches stepped in lockstep — each fed its
// own model's rows, reordered when it asks — end exactly as each run alone, whatever step each one stops
// at; and a search object is reusable (start() resets it).
TEST(Search, SearchesSteppedInLockstepEqualRunsAlone) {
  for (size_t beam : {1u, 2u, 4u}) {
    std::vector<TreeModel> alone, together;
    // Three random trees, and two models that never want to end (they stop at their max_length, 6 and 3).
    for (uint32_t seed = 1; seed <= 3; ++seed) {
      alone.push_back(random_tree(seed, 6));
      together.push_back(random_tree(seed, 6));
    }
    for (int i = 0; i < 2; ++i) {
      alone.push_back(TreeModel({}, {{kC, 0.6}, {kB, 0.3}, {kEos, 0.001}}));
      together.push_back(TreeModel({}, {{kC, 0.6}, {kB, 0.3}, {kEos, 0.001}}));
    }
    const size_t n = alone.size();
    std::vector<Searcher> searchers;
    std::vector<GreedySearch> greedy(n);
    for (size_t i = 0; i < n; ++i) searchers.emplace_back(4, 6);
    auto search_of = [&](size_t i) -> SentenceSearch& {
      return beam == 1 ? static_cast<SentenceSearch&>(greedy[i]) : *searchers[i].beam;
    };
    std::vector<std::vector<int32_t>> got(n, std::vector<int32_t>(6)), want(n, std::vector<int32_t>(6));
    std::vector<SearchResult> want_results;
    for (size_t i = 0; i < n; ++i) {
      // Run alone first with the same objects, so that the lockstep run below also proves start() resets.
      want_results.push_back(run_search(alone[i], search_of(i), options(beam, 0.6f, 3 + i % 4), want[i].data()));
      search_of(i).start(options(beam, 0.6f, 3 + i % 4), got[i].data());
    }
    std::vector<size_t> steps_taken(n, 0);
    for (size_t position = 0;; ++position) {
      bool any = false;
      for (size_t i = 0; i < n; ++i) {
        SentenceSearch& s = search_of(i);
        if (s.open() == 0) continue;
        any = true;
        EXPECT_EQ(s.position(), position);
        const float* rows = together[i].step(s.last_tokens(), s.open(), s.position());
        ++steps_taken[i];
        if (!s.advance(rows, kVocab) && s.reorder_needed()) together[i].reorder(s.parents(), s.open(), s.position());
      }
      if (!any) break;
    }
    bool different_stops = false;
    for (size_t i = 0; i < n; ++i) {
      const SearchResult r = search_of(i).result();
      EXPECT_EQ(r.length, want_results[i].length) << "beam " << beam << " sentence " << i;
      EXPECT_EQ(r.ended_with_eos, want_results[i].ended_with_eos);
      EXPECT_FLOAT_EQ(r.score, want_results[i].score);
      EXPECT_EQ(std::vector<int32_t>(got[i].begin(), got[i].begin() + r.length),
                std::vector<int32_t>(want[i].begin(), want[i].begin() + r.length));
      EXPECT_EQ(steps_taken[i], alone[i].steps) << "beam " << beam << " sentence " << i;
      different_stops = different_stops || steps_taken[i] != steps_taken[0];
    }
    EXPECT_TRUE(different_stops) << "every sentence stopped at the same step (" << steps_taken[0]
                                 << "): lockstep proved little";
  }
}

// Hugging Face's rule (LengthPenalty::kPower, alpha 1): two hypotheses have finished after step 2 — GNMT's
// rule stops there with the empty sentence (eos first, raw log 0.3 = -1.204 against [a]'s -1.609 / (7/6)) —
// but the open [a a] (raw log 0.3, -1.204 / 2 > the worst finished -1.204) may still win, and does:
// [a a] ends with raw log(0.3 · 0.95) = -1.255, scored -1.255 / 3 = -0.418.
TEST(Search, PowerPenaltyKeepsSearchingWhileAnOpenHypothesisCanWin) {
  const auto tree = [] {
    return TreeModel({{{}, {{kA, 0.5}, {kEos, 0.3}, {kB, 0.2}}},
                      {{kA}, {{kA, 0.6}, {kEos, 0.4}}},
                      {{kB}, {{kEos, 0.9}, {kC, 0.1}}},
                      {{kA, kA}, {{kEos, 0.95}}}},
                     kMostlyEos);
  };
  Searcher s(2, 10);
  int32_t out[10];
  TreeModel gnmt = tree();
  const SearchResult g = run_search(gnmt, *s.beam, options(2, 1.f, 10), out);
  EXPECT_EQ(g.length, 0u);
  EXPECT_EQ(gnmt.steps, 2u);
  SearchOptions power = options(2, 1.f, 10);
  power.length_penalty_kind = LengthPenalty::kPower;
  TreeModel m = tree();
  const SearchResult r = run_search(m, *s.beam, power, out);
  EXPECT_EQ(Prefix(out, out + r.length), (Prefix{kA, kA}));
  EXPECT_TRUE(r.ended_with_eos);
  EXPECT_NEAR(r.score, std::log(0.5 * 0.6 * 0.95) / 3.0, 1e-5);
  EXPECT_EQ(m.steps, 3u);  // then nothing open can beat the two best finished: it stops
}

TEST(Search, LengthPenaltyFormula) {
  EXPECT_FLOAT_EQ(length_penalty(4, 1.f, LengthPenalty::kPower), 4.f);
  EXPECT_NEAR(length_penalty(9, 0.5f, LengthPenalty::kPower), 3.0, 1e-6);
  EXPECT_FLOAT_EQ(length_penalty(4, 0.6f, LengthPenalty::kGnmt), length_penalty(4, 0.6f));
  EXPECT_FLOAT_EQ(length_penalty(1, 0.6f), 1.f);
  EXPECT_NEAR(length_penalty(4, 0.6f), std::pow(1.5, 0.6), 1e-6);
  EXPECT_FLOAT_EQ(length_penalty(7, 0.f), 1.f);
}

}  // namespace
}  // namespace attn::search
