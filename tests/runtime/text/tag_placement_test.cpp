#include "runtime/src/text/tag_placement.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace attn::text {
namespace {

// Places the tags of a one-sentence document given a hand-made alignment; returns the translation with the
// tags written in.
std::string place(const std::string& source, const std::string& translation,
                  const std::vector<AlignedToken>& tokens) {
  std::vector<char> text(markup_text_capacity(source.size()));
  std::vector<MarkupTag> tags(markup_tag_capacity(source.size()));
  size_t text_size = 0, count = 0;
  EXPECT_TRUE(
      parse_markup(source, text.data(), text.size(), &text_size, tags.data(), tags.size(), &count).ok());
  std::vector<uint32_t> scratch(3 * count + 1);
  std::vector<TagEvent> events(count + 1);
  place_tags(tags.data(), 0, count, tokens.data(), tokens.size(), static_cast<uint32_t>(translation.size()),
             scratch.data(), events.data());
  std::string out;
  size_t at = 0;
  for (size_t e = 0; e < count; ++e) {
    out += translation.substr(at, events[e].position - at);
    at = events[e].position;
    out += source.substr(tags[events[e].tag].source_begin,
                         tags[events[e].tag].source_end - tags[events[e].tag].source_begin);
  }
  return out + translation.substr(at);
}

// Tag-free source "the red house" (0-3 4-7 8-13); translation "das Haus rot" (0-3 4-8 9-12).
const std::vector<AlignedToken> kReordered = {{0, 3, 0, 3}, {4, 8, 8, 13}, {9, 12, 4, 7}};

TEST(TagPlacement, APairEnclosesTheWordsAlignedToItsWords) {
  EXPECT_EQ(place("the <b>red</b> house", "das Haus rot", kReordered), "das Haus <b>rot</b>");
  EXPECT_EQ(place("the red <i>house</i>", "das Haus rot", kReordered), "das <i>Haus</i> rot");
}

TEST(TagPlacement, NestedAndSiblingElementsStayNestedWhenWordsMove) {
  // <b> encloses "red house" (both target words), <i> only "red": nested, whatever the order.
  EXPECT_EQ(place("the <b><i>red</i> house</b>", "das Haus rot", kReordered), "das <b>Haus <i>rot</i></b>");
  // Siblings whose words swap places: the later one starts after the earlier one ends.
  const std::string out = place("the <b>red</b> <i>house</i>", "das Haus rot", kReordered);
  EXPECT_EQ(out, "das Haus <b>rot</b><i></i>");
}

TEST(TagPlacement, LoneTagsGoBeforeTheWordAfterThem) {
  EXPECT_EQ(place("the red<br> house", "das Haus rot", kReordered), "das <br>Haus rot");
  EXPECT_EQ(place("the red house<!-- x -->", "das Haus rot", kReordered), "das Haus rot<!-- x -->");
}

TEST(TagPlacement, UnalignedElementsStayAndStayEmpty) {
  const std::vector<AlignedToken> none = {};
  EXPECT_EQ(place("the <b>red</b> house", "das Haus rot", none), "das Haus rot<b></b>");
}

}  // namespace
}  // namespace attn::text
