// build_shortlist_union against the obvious set union (tests/support/shortlist_model.h), with the candidates
// in either stored width and with every list empty: the same ascending union, and the marks all zero again.
#include "runtime/src/model/shortlist_union.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "tests/support/shortlist_model.h"

namespace attn::model {
namespace {

constexpr uint32_t kVocab = 500;
constexpr int32_t kEos = 3;

std::vector<std::vector<int32_t>> random_sources(uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int32_t> id(0, kVocab - 1);
  std::vector<std::vector<int32_t>> out;
  for (size_t n = 1; n <= 40; n += 3) {
    std::vector<int32_t> source(n);
    for (int32_t& s : source) s = id(rng);
    source.push_back(kEos);
    out.push_back(source);
  }
  return out;
}

void expect_unions(const ShortlistView& view, const schema::ShortlistT& shortlist) {
  const size_t capacity = max_shortlist_union(view, kVocab, 41);
  std::vector<uint8_t> marks(kVocab, 0);
  std::vector<int32_t> out(capacity);
  for (const auto& source : random_sources(11)) {
    const size_t size =
        build_shortlist_union(view, kVocab, kEos, source.data(), source.size(), marks.data(), out.data());
    ASSERT_LE(size, capacity);
    EXPECT_EQ(std::vector<int32_t>(out.begin(), out.begin() + static_cast<ptrdiff_t>(size)),
              test::expected_union(shortlist, source, kEos));
    EXPECT_EQ(std::count(marks.begin(), marks.end(), 0), static_cast<ptrdiff_t>(kVocab));
  }
}

ShortlistView view_of(const schema::ShortlistT& shortlist, size_t longest_list) {
  ShortlistView view;
  view.always = shortlist.always.data();
  view.always_count = shortlist.always.size();
  view.offsets = shortlist.offsets.data();
  view.longest_list = longest_list;
  return view;
}

TEST(ShortlistUnion, EitherWidthGivesTheSetUnion) {
  const schema::ShortlistT shortlist = test::test_shortlist(kVocab);
  const std::vector<uint16_t> narrow(shortlist.candidates.begin(), shortlist.candidates.end());
  ShortlistView wide_view = view_of(shortlist, 5);
  wide_view.candidates = shortlist.candidates.data();
  ShortlistView narrow_view = view_of(shortlist, 5);
  narrow_view.candidates16 = narrow.data();
  {
    SCOPED_TRACE("uint32");
    expect_unions(wide_view, shortlist);
  }
  {
    SCOPED_TRACE("uint16");
    expect_unions(narrow_view, shortlist);
  }
}

TEST(ShortlistUnion, EveryListEmptyGivesAlwaysAndEos) {
  schema::ShortlistT shortlist;
  shortlist.always = {0, 9, 499};
  shortlist.offsets.assign(kVocab + 1, 0);
  expect_unions(view_of(shortlist, 0), shortlist);
}

}  // namespace
}  // namespace attn::model
