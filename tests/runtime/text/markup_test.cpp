#include "runtime/src/text/markup.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace attn::text {
namespace {

struct Parsed {
  Status status;
  std::string text;
  std::vector<MarkupTag> tags;
  std::string tag(std::string_view input, size_t i) const {
    return std::string(input.substr(tags[i].source_begin, tags[i].source_end - tags[i].source_begin));
  }
};

Parsed parse(std::string_view input) {
  Parsed p;
  std::vector<char> text(markup_text_capacity(input.size()));
  p.tags.resize(markup_tag_capacity(input.size()));
  size_t text_size = 0, tag_count = 0;
  p.status =
      parse_markup(input, text.data(), text.size(), &text_size, p.tags.data(), p.tags.size(), &tag_count);
  p.text.assign(text.data(), text_size);
  p.tags.resize(tag_count);
  return p;
}

TEST(Markup, InlineTagsAreRemovedAndPaired) {
  const std::string in = "Hello <b>bold <i>and</i></b> <a href=\"x\">link</a>.";
  const Parsed p = parse(in);
  ASSERT_TRUE(p.status.ok()) << p.status.message();
  EXPECT_EQ(p.text, "Hello bold and link.");
  ASSERT_EQ(p.tags.size(), 6u);
  EXPECT_EQ(p.tag(in, 0), "<b>");
  EXPECT_EQ(p.tags[0].kind, TagKind::kStart);
  EXPECT_EQ(p.tags[0].pair, 3u);
  EXPECT_EQ(p.tags[3].pair, 0u);
  EXPECT_EQ(p.tags[1].parent, 0u);
  EXPECT_EQ(p.tags[1].depth, 1u);
  EXPECT_EQ(p.tags[1].position, std::string("Hello bold ").size());
  EXPECT_EQ(p.tag(in, 4), "<a href=\"x\">");
}

TEST(Markup, EntitiesAreDecodedAndUnknownOnesKept) {
  const Parsed p = parse("a &amp; b &lt;c&gt; &quot;d&quot; &#233; &#x1F600; &nbsp; &bogus; & x &#xD800;");
  ASSERT_TRUE(p.status.ok());
  EXPECT_EQ(p.text, "a & b <c> \"d\" \xC3\xA9 \xF0\x9F\x98\x80 \xC2\xA0 &bogus; & x &#xD800;");
}

TEST(Markup, QuotedAttributesMayHoldAngleBrackets) {
  const std::string in = "<a title='say \"a > b\"' href=\"?x=<y>\">t</a>";
  const Parsed p = parse(in);
  ASSERT_TRUE(p.status.ok()) << p.status.message();
  EXPECT_EQ(p.text, "t");
  EXPECT_EQ(p.tag(in, 0), "<a title='say \"a > b\"' href=\"?x=<y>\">");
}

TEST(Markup, VoidBlockCommentsAndRawTextAreUnits) {
  const std::string in =
      "<p>One<br>two<img src=x.png/></p><!-- c <b> --><script>if (a < b) x();</script><?xml v?><!DOCTYPE "
      "html>end";
  const Parsed p = parse(in);
  ASSERT_TRUE(p.status.ok()) << p.status.message();
  // <p> and <br> end lines of text: a '\n' stands for each of them (and </p>).
  EXPECT_EQ(p.text, "\nOne\ntwo\nend");
  std::vector<std::string> tags;
  for (size_t i = 0; i < p.tags.size(); ++i) tags.push_back(p.tag(in, i));
  EXPECT_EQ(tags,
            (std::vector<std::string>{"<p>", "<br>", "<img src=x.png/>", "</p>", "<!-- c <b> -->",
                                      "<script>if (a < b) x();</script>", "<?xml v?>", "<!DOCTYPE html>"}));
  EXPECT_EQ(p.tags[1].kind, TagKind::kUnit);
  EXPECT_TRUE(p.tags[1].line_break);
  EXPECT_FALSE(p.tags[2].line_break);
}

TEST(Markup, ALessThanThatStartsNoTagIsText) {
  const Parsed p = parse("a < b and c <3 d</x");
  EXPECT_FALSE(p.status.ok()) << "'</x' never closed";
  const Parsed q = parse("a < b and c <3 d");
  ASSERT_TRUE(q.status.ok());
  EXPECT_EQ(q.text, "a < b and c <3 d");
}

TEST(Markup, OptionalEndTagsMayBeLeftOut) {
  const Parsed p = parse("<ul><li>one<li>two</ul>");
  ASSERT_TRUE(p.status.ok()) << p.status.message();
  EXPECT_EQ(p.tags[1].pair, kNoTag) << "the first <li> is never closed";
}

TEST(Markup, MalformedMarkupIsAnErrorNamingTheByte) {
  for (const char* bad :
       {"x <b>y</i> z", "</b> no start", "<b unterminated", "<!-- never closed", "<script>no end"}) {
    const Parsed p = parse(bad);
    EXPECT_EQ(p.status.code(), StatusCode::kInvalidArgument) << bad;
    EXPECT_NE(std::string(p.status.message()).find("byte"), std::string::npos) << p.status.message();
  }
}

TEST(Markup, EscapingEncodesOnlyWhatMarkupNeeds) {
  char out[64];
  const std::string_view text = "a & b < c > d \"e\"";
  const size_t n = escape_markup_text(text, out, sizeof(out));
  EXPECT_EQ(std::string(out, n), "a &amp; b &lt; c &gt; d \"e\"");
  EXPECT_EQ(escape_markup_text(text, out, 3), n) << "too small: only the size";
}

}  // namespace
}  // namespace attn::text
