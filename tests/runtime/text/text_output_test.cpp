#include "runtime/src/text/text_output.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace attn::text {
namespace {

TEST(TextOutput, GapsAndTranslationsFollowOneAnother) {
  const std::string source = "Hallo Welt. Wie geht es?";
  std::vector<char> out(64, 'x');
  TextOutput output(out.data(), out.size(), source);
  output.append_gap(0, 0);
  output.append_translation("Hello world.", 11, nullptr, 0, nullptr, nullptr);
  output.append_gap(11, 12);
  output.append_translation("How are you?", source.size(), nullptr, 0, nullptr, nullptr);
  output.terminate();
  EXPECT_TRUE(output.fits());
  EXPECT_EQ(output.used(), 25u);
  EXPECT_STREQ(out.data(), "Hello world. How are you?");
}

// Too small a buffer: nothing is written past it, the NUL's byte is never used for text, and used() counts
// every byte the output needs, so that the caller can grow it and call again.
TEST(TextOutput, ABufferTooSmallIsCountedNotOverrun) {
  const std::string source = "abc def";
  std::vector<char> out(8, 'x');
  TextOutput output(out.data(), 5, source);
  output.append_gap(0, 3);                                               // "abc" fits with room for the NUL
  output.append_translation(" ghijk", 7, nullptr, 0, nullptr, nullptr);  // does not
  output.terminate();
  EXPECT_FALSE(output.fits());
  EXPECT_EQ(output.used(), 9u);
  EXPECT_EQ(std::string(out.data(), 3), "abc");
  EXPECT_EQ(std::string(out.data() + 5, 3), "xxx");
}

// A document copied as one gap comes back as it was: its tags where they stood, its text escaped again, the
// line breaks parse_markup inserted for block tags left out.
TEST(TextOutput, AMarkupDocumentCopiedWholeIsReproduced) {
  const std::string document = "<p>Fish &amp; chips</p><p>a <b>bold</b> word<br>next</p>";
  std::vector<char> plain(markup_text_capacity(document.size()));
  std::vector<MarkupTag> tags(markup_tag_capacity(document.size()));
  size_t plain_size = 0, tag_count = 0;
  ASSERT_TRUE(
      parse_markup(document, plain.data(), plain.size(), &plain_size, tags.data(), tags.size(), &tag_count)
          .ok());
  const std::string_view source(plain.data(), plain_size);
  std::vector<char> out(document.size() + 1);
  TextOutput output(out.data(), out.size(), source);
  output.set_markup(document, tags.data(), tag_count);
  output.append_gap(0, source.size());
  output.terminate();
  ASSERT_TRUE(output.fits());
  EXPECT_EQ(std::string(out.data(), output.used()), document);
}

}  // namespace
}  // namespace attn::text
