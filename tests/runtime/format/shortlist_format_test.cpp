// The vocabulary shortlist in the model file: a valid one round-trips through the writer and the loader with
// its candidates stored as uint32, as uint16 (format version 7) or as varint gaps (version 9, decoded when
// the model loads); a file without one still loads (and has none); each kind of malformed shortlist, in every
// form, is refused with StatusCode::kInvalidModel and a message naming the problem.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "converter/src/writer/shortlist_ids.h"
#include "runtime/src/format/format_version.h"
#include "runtime/src/format/model.h"
#include "tests/support/model_file_edit.h"
#include "tests/support/random_model.h"
#include "tests/support/shortlist_model.h"

namespace attn {
namespace {

std::vector<uint8_t> bytes_with(const schema::ShortlistT& shortlist) {
  convert::ModelContents contents = test::random_model_contents(test::small_architecture(), 5);
  contents.shortlist = shortlist;
  return convert::write_model_unchecked(contents);
}

Status load_status(const std::vector<uint8_t>& bytes) {
  auto loaded = Model::load_buffer(bytes.data(), bytes.size());
  return loaded.ok() ? Status::Ok() : loaded.status();
}

Status load_with(const schema::ShortlistT& shortlist) { return load_status(bytes_with(shortlist)); }

// The view's candidates as uint32, whichever width the file stores.
std::vector<uint32_t> candidates_of(const ShortlistView& view, uint32_t vocab_size) {
  const size_t count = view.offsets[vocab_size];
  if (view.candidates16 != nullptr)
    return std::vector<uint32_t>(view.candidates16, view.candidates16 + count);
  if (view.candidates != nullptr) return std::vector<uint32_t>(view.candidates, view.candidates + count);
  return {};
}

schema::ShortlistT narrowed(schema::ShortlistT shortlist, uint32_t vocab_size) {
  convert::narrow_shortlist_ids(&shortlist, vocab_size);
  return shortlist;
}

struct Case {
  const char* what;
  schema::ShortlistT shortlist;
  const char* message;
};

void expect_refused(const std::vector<Case>& cases) {
  for (const Case& c : cases) {
    const Status status = load_with(c.shortlist);
    EXPECT_EQ(status.code(), StatusCode::kInvalidModel) << c.what;
    EXPECT_NE(std::string(status.message()).find(c.message), std::string::npos)
        << c.what << ": " << status.message();
  }
}

TEST(ShortlistFormat, RoundTripsInEveryFormAndIsOptional) {
  const uint32_t V = test::small_architecture().vocab_size;
  const schema::ShortlistT shortlist = test::test_shortlist(V);
  for (const auto& [ids, version] : {std::pair{test::ShortlistIds::kAsConverted, kShortlistDeltaVersion},
                                     std::pair{test::ShortlistIds::kUint16, kShortlist16Version},
                                     std::pair{test::ShortlistIds::kUint32, kOldestFormatVersion}}) {
    // Varint gaps decode into uint16 ids for a vocabulary that fits.
    const bool narrow = ids != test::ShortlistIds::kUint32;
    SCOPED_TRACE(static_cast<int>(ids));
    const std::vector<uint8_t> bytes =
        test::with_shortlist_bytes(test::random_model_contents(test::small_architecture(), 5), {}, ids);
    auto loaded = Model::load_buffer(bytes.data(), bytes.size());
    ASSERT_TRUE(loaded.ok()) << loaded.status().message();
    EXPECT_EQ(loaded.value()->schema().format_version(), version);
    const ShortlistView& view = loaded.value()->shortlist();
    ASSERT_TRUE(view.present());
    EXPECT_EQ(view.candidates16 != nullptr, narrow);
    EXPECT_EQ(view.candidates != nullptr, !narrow);
    EXPECT_EQ(std::vector<uint32_t>(view.always, view.always + view.always_count), shortlist.always);
    EXPECT_EQ(std::vector<uint32_t>(view.offsets, view.offsets + V + 1), shortlist.offsets);
    EXPECT_EQ(candidates_of(view, V), shortlist.candidates);
    EXPECT_EQ(view.longest_list, 5u);  // (s mod 5) + 1 ids at most
  }

  const std::vector<uint8_t> plain = test::random_model_bytes(test::small_architecture(), 5);
  auto old = Model::load_buffer(plain.data(), plain.size());
  ASSERT_TRUE(old.ok()) << old.status().message();
  EXPECT_FALSE(old.value()->shortlist().present());
}

// The object API writes no vector for an empty one: a shortlist whose lists are all empty has neither width.
TEST(ShortlistFormat, EveryListEmptyLoadsWithNeitherWidth) {
  const uint32_t V = test::small_architecture().vocab_size;
  schema::ShortlistT empty;
  empty.always = {3};
  empty.offsets.assign(V + 1, 0);
  const std::vector<uint8_t> bytes = bytes_with(empty);
  auto model = Model::load_buffer(bytes.data(), bytes.size());
  ASSERT_TRUE(model.ok()) << model.status().message();
  const ShortlistView& view = model.value()->shortlist();
  ASSERT_TRUE(view.present());
  EXPECT_EQ(view.candidates, nullptr);
  EXPECT_EQ(view.candidates16, nullptr);
  EXPECT_EQ(view.longest_list, 0u);
}

TEST(ShortlistFormat, MalformedShortlistsAreRefused) {
  const uint32_t V = test::small_architecture().vocab_size;
  const schema::ShortlistT good = test::test_shortlist(V);
  ASSERT_TRUE(load_with(good).ok());
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
    // An offset that rises past the candidates and falls back: refused before its list is read (which would
    // run past the candidates' end).
    schema::ShortlistT s = good;
    s.offsets[5] = static_cast<uint32_t>(s.candidates.size()) + 100;
    cases.push_back({"offsets rise past the candidates and fall back", s, "decrease"});
  }
  {
    // No candidates at all and offsets 0 … 0 at the ends but not between: no list may be read.
    schema::ShortlistT s;
    s.always = {3};
    s.offsets.assign(V + 1, 0);
    s.offsets[V / 2] = 5;
    cases.push_back({"offsets rise with no candidates", s, "decrease"});
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
  expect_refused(cases);
}

TEST(ShortlistFormat, MalformedUint16ShortlistsAreRefused) {
  const uint32_t V = test::small_architecture().vocab_size;
  const schema::ShortlistT good = narrowed(test::test_shortlist(V), V);
  ASSERT_FALSE(good.candidates16.empty());
  ASSERT_TRUE(good.candidates.empty());
  ASSERT_TRUE(load_with(good).ok());
  // Source id 9 lists (9 mod 5) + 1 = 5 ids: [offsets[9], offsets[10]).
  const uint32_t list = good.offsets[9];
  ASSERT_EQ(good.offsets[10] - list, 5u);
  std::vector<Case> cases;
  {
    schema::ShortlistT s = good;
    s.candidates16[list + 2] = static_cast<uint16_t>(V);
    cases.push_back({"candidate out of range", s, "list of source id 9 has id"});
  }
  {
    schema::ShortlistT s = good;
    std::swap(s.candidates16[list + 1], s.candidates16[list + 3]);
    cases.push_back({"list not ascending", s, "list of source id 9 is not strictly ascending"});
  }
  {
    schema::ShortlistT s = good;
    s.candidates16[list + 1] = s.candidates16[list];
    cases.push_back({"duplicate in a list", s, "not strictly ascending"});
  }
  {
    schema::ShortlistT s = good;
    s.candidates = test::test_shortlist(V).candidates;
    cases.push_back({"both widths", s, "in one form"});
  }
  {
    schema::ShortlistT s = good;
    s.candidates16.clear();
    cases.push_back({"neither width", s, "the file has no candidates"});
  }
  {
    schema::ShortlistT s = good;
    s.candidates16.pop_back();
    cases.push_back({"offsets end past the candidates", s, "candidates16"});
  }
  expect_refused(cases);

  // uint16 candidates in a file of a version before they existed.
  const Status old = load_status(test::edit_table(
      bytes_with(good), [](schema::ModelT& m) { m.format_version = kShortlist16Version - 1; }));
  EXPECT_EQ(old.code(), StatusCode::kInvalidModel);
  EXPECT_NE(std::string(old.message()).find("candidates16 needs format version 7, the file has 6"),
            std::string::npos)
      << old.message();
}

schema::ShortlistT delta_encoded(schema::ShortlistT shortlist) {
  convert::delta_encode_shortlist_ids(&shortlist);
  return shortlist;
}

TEST(ShortlistFormat, VarintGapsDecodeToTheListsAtLoad) {
  // A vocabulary over 65,536 ids (uint32 ids once decoded) and gaps of 1 to 3 bytes: source id s lists
  // s, s + 100, s + 20,000 and s + 70,000 where they fit.
  const uint32_t V = 70001;
  schema::ShortlistT wide;
  wide.always = {3};
  wide.offsets.push_back(0);
  for (uint32_t s = 0; s < V; ++s) {
    for (uint32_t step : {0u, 100u, 20000u, 70000u}) {
      if (s % 1000 == 0 && s + step < V) wide.candidates.push_back(s + step);
    }
    wide.offsets.push_back(static_cast<uint32_t>(wide.candidates.size()));
  }
  schema::ShortlistT s = delta_encoded(wide);
  ASSERT_TRUE(s.candidates.empty());
  // The first list (0, 100, 20000, 70000): gaps 0, 99, 19899, 49999 take 1, 1, 3 and 3 bytes.
  EXPECT_EQ(s.offsets[1], 8u);
  EXPECT_EQ(std::vector<uint8_t>(s.candidates_delta.begin(), s.candidates_delta.begin() + 5),
            (std::vector<uint8_t>{0, 99, 0x80 | (19899 & 0x7F), 0x80 | ((19899 >> 7) & 0x7F), 19899 >> 14}));
  ShortlistStorage storage;
  schema::ModelT table;
  table.format_version = kShortlistDeltaVersion;
  table.shortlist = std::make_unique<schema::ShortlistT>(s);
  flatbuffers::FlatBufferBuilder builder;
  builder.Finish(schema::Model::Pack(builder, &table));
  const schema::Model* root = schema::GetModel(builder.GetBufferPointer());
  auto verified = verify_shortlist(*root, V, &storage);
  ASSERT_TRUE(verified.ok()) << verified.status().message();
  const ShortlistView& view = verified.value();
  EXPECT_EQ(view.candidates16, nullptr);
  ASSERT_NE(view.candidates, nullptr);
  EXPECT_EQ(std::vector<uint32_t>(view.offsets, view.offsets + V + 1), wide.offsets);
  EXPECT_EQ(candidates_of(view, V), wide.candidates);
  EXPECT_EQ(view.longest_list, 4u);
}

TEST(ShortlistFormat, MalformedVarintShortlistsAreRefused) {
  const uint32_t V = test::small_architecture().vocab_size;
  const schema::ShortlistT good = delta_encoded(test::test_shortlist(V));
  ASSERT_FALSE(good.candidates_delta.empty());
  ASSERT_TRUE(load_with(good).ok());
  // Source id 9 lists 5 ids, one byte each in a vocabulary this small: bytes [offsets[9], offsets[10]).
  const uint32_t list = good.offsets[9];
  ASSERT_EQ(good.offsets[10] - list, 5u);
  std::vector<Case> cases;
  {
    schema::ShortlistT s = good;
    s.candidates_delta[list + 4] = 0x7F;  // the last gap, 127, past the vocabulary of 300 (204 before it)
    cases.push_back({"id out of range", s, "list of source id 9 has id"});
  }
  {
    schema::ShortlistT s = good;
    s.candidates_delta[list + 4] |= 0x80;  // the list's last varint runs into the next list
    cases.push_back({"varint cut off by the list's end", s, "cut off by the list's end"});
  }
  {
    schema::ShortlistT s = good;
    // The list grown to 6 bytes, one varint of all of them: five continuation bytes, then 1.
    s.candidates_delta.insert(s.candidates_delta.begin() + list, 0x80);
    for (uint32_t i = list; i < list + 5; ++i) s.candidates_delta[i] = 0x80;
    s.candidates_delta[list + 5] = 0x01;
    for (uint32_t id = 10; id <= V; ++id) s.offsets[id] += 1;
    cases.push_back({"varint over 5 bytes", s, "longer than 5 bytes"});
  }
  {
    schema::ShortlistT s = good;
    s.offsets[11] = s.offsets[10] - 1;
    cases.push_back({"byte offsets decrease", s, "decrease"});
  }
  {
    schema::ShortlistT s = good;
    s.candidates_delta.pop_back();
    cases.push_back({"offsets end past the bytes", s, "bytes of candidates_delta"});
  }
  {
    schema::ShortlistT s = good;
    s.candidates16 = narrowed(test::test_shortlist(V), V).candidates16;
    cases.push_back({"two forms", s, "in one form"});
  }
  expect_refused(cases);

  // Varint candidates in a file of a version before they existed.
  const Status old = load_status(test::edit_table(
      bytes_with(good), [](schema::ModelT& m) { m.format_version = kShortlistDeltaVersion - 1; }));
  EXPECT_EQ(old.code(), StatusCode::kInvalidModel);
  EXPECT_NE(std::string(old.message()).find("candidates_delta needs format version 9, the file has 8"),
            std::string::npos)
      << old.message();
}

}  // namespace
}  // namespace attn
