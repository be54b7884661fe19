// The forms the writer stores shortlist candidates in: varint gaps (format version 9, what attn-convert
// writes), smaller than uint16 and read back as the same lists for any vocabulary; uint16 (version 7) for
// every vocabulary whose ids fit, up to 65,536 ids, the same lists and offsets read back; uint32 kept for a
// larger vocabulary (a synthetic 70,000-id model), which stays at the version its other contents need.
#include "converter/src/writer/shortlist_ids.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "converter/src/writer/attn_writer.h"
#include "runtime/src/format/format_version.h"
#include "runtime/src/format/model.h"
#include "tests/support/random_model.h"
#include "tests/support/shortlist_model.h"

namespace attn::convert {
namespace {

// The candidates the loaded file holds, as uint32, whichever width it stores.
std::vector<uint32_t> loaded_candidates(const ShortlistView& view, uint32_t vocab_size) {
  const size_t count = view.offsets[vocab_size];
  if (view.candidates16 != nullptr)
    return std::vector<uint32_t>(view.candidates16, view.candidates16 + count);
  return std::vector<uint32_t>(view.candidates, view.candidates + count);
}

// Writes contents (verified by the writer) and loads them back.
std::unique_ptr<Model> written_and_loaded(const ModelContents& contents) {
  auto bytes = write_model(contents);
  EXPECT_TRUE(bytes.ok()) << bytes.status().message();
  if (!bytes.ok()) return nullptr;
  auto model = Model::load_buffer(bytes->data(), bytes->size());
  EXPECT_TRUE(model.ok()) << model.status().message();
  return model.ok() ? std::move(model).value() : nullptr;
}

TEST(ShortlistIds, Uint16WhenTheVocabularyFits) {
  Architecture arch = test::small_architecture();
  ModelContents contents = test::random_model_contents(arch, 9);
  const schema::ShortlistT wide = test::test_shortlist(arch.vocab_size);
  contents.shortlist = wide;
  EXPECT_EQ(format_version_for(contents), kOldestFormatVersion);
  narrow_shortlist_ids(&*contents.shortlist, arch.vocab_size);
  EXPECT_TRUE(contents.shortlist->candidates.empty());
  EXPECT_EQ(
      std::vector<uint32_t>(contents.shortlist->candidates16.begin(), contents.shortlist->candidates16.end()),
      wide.candidates);
  EXPECT_EQ(contents.shortlist->offsets, wide.offsets);
  EXPECT_EQ(contents.shortlist->always, wide.always);
  EXPECT_EQ(format_version_for(contents), kShortlist16Version);

  const auto model = written_and_loaded(contents);
  ASSERT_NE(model, nullptr);
  EXPECT_EQ(model->format_version(), kShortlist16Version);
  ASSERT_NE(model->shortlist().candidates16, nullptr);
  EXPECT_EQ(model->shortlist().candidates, nullptr);
  EXPECT_EQ(loaded_candidates(model->shortlist(), arch.vocab_size), wide.candidates);
}

TEST(ShortlistIds, TheLargestUint16VocabularyIsNarrowedAndOneMoreIsNot) {
  for (const uint32_t vocab_size : {kMaxUint16Vocabulary, kMaxUint16Vocabulary + 1}) {
    schema::ShortlistT shortlist;
    shortlist.offsets.assign(vocab_size + 1, 2);
    shortlist.offsets[0] = 0;
    shortlist.candidates = {7, 65535};  // source id 0 lists the highest id a uint16 holds
    narrow_shortlist_ids(&shortlist, vocab_size);
    const bool narrow = vocab_size <= kMaxUint16Vocabulary;
    EXPECT_EQ(shortlist.candidates.empty(), narrow) << vocab_size;
    const std::vector<uint16_t> want = narrow ? std::vector<uint16_t>{7, 65535} : std::vector<uint16_t>{};
    EXPECT_EQ(shortlist.candidates16, want) << vocab_size;
  }
}

TEST(ShortlistIds, Uint32KeptForAVocabularyOver65536) {
  Architecture arch = test::tiny_architecture();
  arch.vocab_size = 70000;
  ModelContents contents = test::random_model_contents(arch, 3);
  contents.shortlist = test::test_shortlist(arch.vocab_size);
  // Ids above the uint16 range are listed: narrowing them would corrupt them.
  ASSERT_GT(*std::max_element(contents.shortlist->candidates.begin(), contents.shortlist->candidates.end()),
            65535u);
  const schema::ShortlistT wide = *contents.shortlist;
  narrow_shortlist_ids(&*contents.shortlist, arch.vocab_size);
  EXPECT_EQ(contents.shortlist->candidates, wide.candidates);
  EXPECT_TRUE(contents.shortlist->candidates16.empty());
  EXPECT_EQ(format_version_for(contents), kOldestFormatVersion);

  const auto model = written_and_loaded(contents);
  ASSERT_NE(model, nullptr);
  EXPECT_EQ(model->format_version(), kOldestFormatVersion);
  ASSERT_NE(model->shortlist().candidates, nullptr);
  EXPECT_EQ(model->shortlist().candidates16, nullptr);
  EXPECT_EQ(loaded_candidates(model->shortlist(), arch.vocab_size), wide.candidates);
}

TEST(ShortlistIds, AnIdOutsideTheVocabularyIsLeftForTheWriterToRefuse) {
  const uint32_t V = test::small_architecture().vocab_size;
  schema::ShortlistT shortlist = test::test_shortlist(V);
  shortlist.candidates[0] = 70000;  // would wrap to a valid-looking 4464 as a uint16
  narrow_shortlist_ids(&shortlist, V);
  EXPECT_TRUE(shortlist.candidates16.empty());
  ModelContents contents = test::random_model_contents(test::small_architecture(), 9);
  contents.shortlist = shortlist;
  const auto bytes = write_model(contents);
  ASSERT_FALSE(bytes.ok());
  EXPECT_NE(std::string(bytes.status().message()).find("outside the vocabulary"), std::string::npos)
      << bytes.status().message();
}

TEST(ShortlistIds, VarintsAreLeb128) {
  std::vector<uint8_t> bytes;
  for (uint32_t v : {0u, 127u, 128u, 300u, 16384u, 0xFFFFFFFFu}) append_varint(v, &bytes);
  EXPECT_EQ(bytes,
            (std::vector<uint8_t>{0, 127, 0x80, 1, 0xAC, 2, 0x80, 0x80, 1, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F}));
}

TEST(ShortlistIds, VarintGapsAreSmallerAndLoadAsTheSameLists) {
  for (const uint32_t vocab_size : {test::small_architecture().vocab_size, 70000u}) {
    SCOPED_TRACE(vocab_size);
    Architecture arch = vocab_size == 70000u ? test::tiny_architecture() : test::small_architecture();
    arch.vocab_size = vocab_size;
    ModelContents contents = test::random_model_contents(arch, 9);
    const schema::ShortlistT wide = test::test_shortlist(vocab_size);
    contents.shortlist = wide;
    delta_encode_shortlist_ids(&*contents.shortlist);
    EXPECT_TRUE(contents.shortlist->candidates.empty());
    EXPECT_TRUE(contents.shortlist->candidates16.empty());
    // One byte an id at least, under two bytes an id on average for these lists.
    EXPECT_GE(contents.shortlist->candidates_delta.size(), wide.candidates.size());
    EXPECT_LT(contents.shortlist->candidates_delta.size(), 2 * wide.candidates.size());
    EXPECT_EQ(contents.shortlist->offsets.back(), contents.shortlist->candidates_delta.size());
    EXPECT_EQ(contents.shortlist->always, wide.always);
    EXPECT_EQ(format_version_for(contents), kShortlistDeltaVersion);

    const auto model = written_and_loaded(contents);
    ASSERT_NE(model, nullptr);
    EXPECT_EQ(model->format_version(), kShortlistDeltaVersion);
    EXPECT_EQ(model->shortlist().candidates16 != nullptr, vocab_size <= kMaxUint16Vocabulary);
    EXPECT_EQ(std::vector<uint32_t>(model->shortlist().offsets, model->shortlist().offsets + vocab_size + 1),
              wide.offsets);
    EXPECT_EQ(loaded_candidates(model->shortlist(), vocab_size), wide.candidates);
  }
}

TEST(ShortlistIds, AListNotAscendingIsLeftForTheWriterToRefuse) {
  const uint32_t V = test::small_architecture().vocab_size;
  schema::ShortlistT shortlist = test::test_shortlist(V);
  std::swap(shortlist.candidates[shortlist.offsets[9]], shortlist.candidates[shortlist.offsets[9] + 1]);
  const schema::ShortlistT before = shortlist;
  delta_encode_shortlist_ids(&shortlist);
  EXPECT_EQ(shortlist.candidates, before.candidates);
  EXPECT_TRUE(shortlist.candidates_delta.empty());
  ModelContents contents = test::random_model_contents(test::small_architecture(), 9);
  contents.shortlist = shortlist;
  const auto bytes = write_model(contents);
  ASSERT_FALSE(bytes.ok());
  EXPECT_NE(std::string(bytes.status().message()).find("not strictly ascending"), std::string::npos)
      << bytes.status().message();
}

}  // namespace
}  // namespace attn::convert
