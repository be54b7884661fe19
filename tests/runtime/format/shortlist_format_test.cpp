// The vocabulary shortlist in the model file: a valid one round-trips through the writer and the loader; a
// file without one still loads (and has none); each kind of malformed shortlist is refused with
// ATTN_ERROR_INVALID_MODEL and a message naming the problem.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "runtime/src/format/model.h"
#include "tests/support/random_model.h"
#include "tests/support/shortlist_model.h"

namespace attn {
namespace {

Status load_with(const schema::ShortlistT& shortlist) {
  convert::ModelContents contents = test::random_model_contents(test::small_architecture(), 5);
  contents.shortlist = shortlist;
  const std::vector<uint8_t> bytes = convert::write_model_unchecked(contents);
  auto loaded = Model::load_buffer(bytes.data(), bytes.size());
  return loaded.ok() ? Status::Ok() : loaded.status();
}

TEST(ShortlistFormat, RoundTripsAndIsOptional) {
  const uint32_t V = test::small_architecture().vocab_size;
  const schema::ShortlistT shortlist = test::test_shortlist(V);
  const std::vector<uint8_t> bytes =
      test::with_shortlist_bytes(test::random_model_contents(test::small_architecture(), 5));
  auto loaded = Model::load_buffer(bytes.data(), bytes.size());
  ASSERT_TRUE(loaded.ok()) << loaded.status().message();
  const ShortlistView& view = loaded.value()->shortlist();
  ASSERT_TRUE(view.present());
  EXPECT_EQ(std::vector<uint32_t>(view.always, view.always + view.always_count), shortlist.always);
  EXPECT_EQ(std::vector<uint32_t>(view.offsets, view.offsets + V + 1), shortlist.offsets);
  EXPECT_EQ(std::vector<uint32_t>(view.candidates, view.candidates + view.offsets[V]), shortlist.candidates);
  EXPECT_EQ(view.longest_list, 5u);  // (s mod 5) + 1 ids at most

  const std::vector<uint8_t> plain = test::random_model_bytes(test::small_architecture(), 5);
  auto old = Model::load_buffer(plain.data(), plain.size());
  ASSERT_TRUE(old.ok()) << old.status().message();
  EXPECT_FALSE(old.value()->shortlist().present());
}

TEST(ShortlistFormat, MalformedShortlistsAreRefused) {
  const uint32_t V = test::small_architecture().vocab_size;
  const schema::ShortlistT good = test::test_shortlist(V);
  ASSERT_TRUE(load_with(good).ok());
  struct Case {
    const char* what;
    schema::ShortlistT shortlist;
    const char* message;
  };
  std::vector<Case> cases;
  {
    schema::ShortlistT s = good;
    s.offsets.pop_back();
    cases.push_back({"offsets one short", s, "offsets has"});
  }
  {
    schema::ShortlistT s = good;
    s.offsets.back() += 1;
    cases.push_back({"offsets end past the candidates", s, "offsets run from"});
  }
  {
    schema::ShortlistT s = good;
    s.offsets[11] = s.offsets[10] - 1;  // offsets[10] > 0: ids 4..9 list something
    cases.push_back({"offsets decrease", s, "decrease"});
  }
  {
    schema::ShortlistT s = good;
    s.candidates[0] = V;
    cases.push_back({"candidate out of range", s, "outside the vocabulary"});
  }
  {
    schema::ShortlistT s = good;
    s.always.push_back(s.always.front());
    cases.push_back({"always not ascending", s, "not strictly ascending"});
  }
  for (const Case& c : cases) {
    const Status status = load_with(c.shortlist);
    EXPECT_EQ(status.code(), ATTN_ERROR_INVALID_MODEL) << c.what;
    EXPECT_NE(std::string(status.message()).find(c.message), std::string::npos)
        << c.what << ": " << status.message();
  }
}

}  // namespace
}  // namespace attn
