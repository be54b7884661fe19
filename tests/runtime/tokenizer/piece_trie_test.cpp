// PieceTrie against a std::map reference on random byte strings.
#include "runtime/src/tokenizer/piece_trie.h"

#include <gtest/gtest.h>

#include <map>
#include <random>

namespace attn {
namespace {

TEST(PieceTrie, MatchesMapReference) {
  std::mt19937 rng(42);
  std::uniform_int_distribution<int> len(1, 8), byte(0, 5);  // a small alphabet makes shared prefixes common
  auto random_string = [&](int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += static_cast<char>('a' + byte(rng));
    return s;
  };
  std::map<std::string, int32_t> reference;
  while (reference.size() < 3000) reference.emplace(random_string(len(rng)), static_cast<int32_t>(reference.size()));
  std::vector<PieceTrie::Entry> entries;
  for (const auto& [text, id] : reference) entries.push_back({text, id});
  PieceTrie trie;
  ASSERT_TRUE(trie.build(entries).ok());

  for (int i = 0; i < 20000; ++i) {
    const std::string q = random_string(len(rng) + 2);
    const auto it = reference.find(q);
    EXPECT_EQ(trie.find(q), it == reference.end() ? -1 : it->second) << q;
    std::pair<size_t, int32_t> longest{0, -1};
    for (size_t n = 1; n <= q.size(); ++n) {
      const auto p = reference.find(q.substr(0, n));
      if (p != reference.end()) longest = {n, p->second};
    }
    EXPECT_EQ(trie.longest_prefix(q), longest) << q;
  }
}

TEST(PieceTrie, RefusesDuplicatesAndEmptyPieces) {
  PieceTrie trie;
  const PieceTrie::Entry dup[] = {{"ab", 0}, {"ab", 1}};
  const Status s = trie.build(dup);
  EXPECT_EQ(s.code(), StatusCode::kInvalidModel);
  const PieceTrie::Entry empty[] = {{"", 3}};
  EXPECT_FALSE(trie.build(empty).ok());
}

TEST(PieceTrie, EmptyTrieFindsNothing) {
  PieceTrie trie;
  ASSERT_TRUE(trie.build({}).ok());
  EXPECT_TRUE(trie.empty());
  EXPECT_EQ(trie.find("a"), -1);
  EXPECT_EQ(trie.longest_prefix("abc").first, 0u);
}

}  // namespace
}  // namespace attn
