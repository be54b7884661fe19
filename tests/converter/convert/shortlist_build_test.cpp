// attn-convert's shortlist builder: a source piece that always comes with one target piece lists it; a target
// piece in most sentences is in `always`; eos is always there; every list is ascending and in range; a target
// piece that another source piece of the sentence translates is not listed (Model 1's explaining away);
// unequal line counts are refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "converter/src/convert/shortlist.h"
#include "tests/support/random_model.h"

namespace attn::convert {
namespace {

TEST(BuildShortlist, ListsStronglyCooccurringPiecesAndFrequentOnes) {
  const uint32_t V = 700;  // room for every single ASCII character piece beside the 256 byte pieces
  const schema::TokenizerT tokenizer = test::random_tokenizer(V);
  // "q" always translates to "z", "k" to "y"; "e" is in every target.
  std::vector<std::string> sources, targets;
  for (int i = 0; i < 40; ++i) {
    const bool q = i % 2 == 0;
    sources.push_back(q ? "q" : "k");
    targets.push_back(q ? "z e" : "y e");
  }
  ShortlistOptions options;
  options.per_source = 2;
  options.frequent = 1;
  ShortlistReport report;
  auto built = build_shortlist(tokenizer, V, sources, targets, options, &report);
  ASSERT_TRUE(built.ok()) << built.status().message();
  const schema::ShortlistT& s = built.value();
  EXPECT_EQ(report.sentence_pairs, 40u);
  ASSERT_EQ(s.offsets.size(), V + 1);
  // Ids of the pieces, through the same tokenizer table.
  // Each one-letter word is one piece, the word boundary ▁ with its letter (random_tokenizer has them all).
  auto id_of = [&](const std::string& letter) {
    for (uint32_t i = 0; i < tokenizer.pieces.size(); ++i) {
      if (tokenizer.pieces[i]->text == "\u2581" + letter) return static_cast<int64_t>(i);
    }
    return int64_t{-1};
  };
  const int64_t q = id_of("q"), k = id_of("k"), z = id_of("z"), y = id_of("y");
  ASSERT_GE(q, 0);
  ASSERT_GE(z, 0);
  auto list = [&](int64_t source) {
    return std::vector<uint32_t>(s.candidates.begin() + s.offsets[source],
                                 s.candidates.begin() + s.offsets[source + 1]);
  };
  const auto q_list = list(q), k_list = list(k);
  EXPECT_TRUE(std::count(q_list.begin(), q_list.end(), static_cast<uint32_t>(z))) << "q does not list z";
  EXPECT_FALSE(std::count(q_list.begin(), q_list.end(), static_cast<uint32_t>(y))) << "q lists y";
  EXPECT_TRUE(std::count(k_list.begin(), k_list.end(), static_cast<uint32_t>(y))) << "k does not list y";
  EXPECT_TRUE(std::count(s.always.begin(), s.always.end(), 3u)) << "eos is not always allowed";
  EXPECT_TRUE(std::is_sorted(s.always.begin(), s.always.end()));
  for (uint32_t src = 0; src < V; ++src) {
    const auto l = list(src);
    EXPECT_TRUE(std::adjacent_find(l.begin(), l.end(), std::greater_equal<uint32_t>()) == l.end()) << src;
    for (uint32_t t : l) EXPECT_LT(t, V);
  }
}

TEST(BuildShortlist, PrefersThePieceThatTheSourcePieceTranslates) {
  const uint32_t V = 700;
  const schema::TokenizerT tokenizer = test::random_tokenizer(V);
  // "q" only ever comes with "k", so every sentence with q's translation "z" also has k's translation "y":
  // co-occurrence cannot tell y from z for q, but "k" alone explains "y" (and "z" never comes without "q").
  std::vector<std::string> sources, targets;
  for (int i = 0; i < 30; ++i) {
    sources.push_back("q k");
    targets.push_back("z y");
    sources.push_back("k");
    targets.push_back("y");
  }
  ShortlistOptions options;
  options.per_source = 1;
  options.frequent = 0;
  auto built = build_shortlist(tokenizer, V, sources, targets, options);
  ASSERT_TRUE(built.ok()) << built.status().message();
  const schema::ShortlistT& s = built.value();
  auto id_of = [&](const std::string& letter) {
    for (uint32_t i = 0; i < tokenizer.pieces.size(); ++i) {
      if (tokenizer.pieces[i]->text == "\u2581" + letter) return i;
    }
    ADD_FAILURE() << "no piece for " << letter;
    return 0u;
  };
  auto list = [&](uint32_t source) {
    return std::vector<uint32_t>(s.candidates.begin() + s.offsets[source],
                                 s.candidates.begin() + s.offsets[source + 1]);
  };
  EXPECT_EQ(list(id_of("q")), std::vector<uint32_t>{id_of("z")});
  EXPECT_EQ(list(id_of("k")), std::vector<uint32_t>{id_of("y")});
}

TEST(BuildShortlist, RefusesUnequalLineCounts) {
  const schema::TokenizerT tokenizer = test::random_tokenizer(300);
  auto built = build_shortlist(tokenizer, 300, {"a", "b"}, {"a"}, ShortlistOptions{});
  ASSERT_FALSE(built.ok());
  EXPECT_NE(std::string(built.status().message()).find("parallel"), std::string::npos)
      << built.status().message();
}

}  // namespace
}  // namespace attn::convert
