#include "localize/src/formats/xml/xml_file.h"

#include <gtest/gtest.h>

namespace attn::localize::xml {
namespace {

std::unique_ptr<XmlFile> parse_ok(std::string bytes) {
  Result<std::unique_ptr<XmlFile>> file = XmlFile::parse("t.xml", std::move(bytes));
  EXPECT_TRUE(file.ok()) << file.status().message();
  return std::move(file).value();
}

TEST(XmlFile, NodeRangesAreTheFilesBytes) {
  const std::string text =
      "\xEF\xBB\xBF<?xml version=\"1.0\"?>\r\n<a x=\"1>2\" y='\"'>hi &amp; <b/>there<c z=\"&gt;\">q</c>\r\n"
      " <![CDATA[z<z]]><!--c--><?pi x?><d></d></a>\n";
  const std::unique_ptr<XmlFile> file = parse_ok(text);
  const pugi::xml_node a = file->root();
  EXPECT_EQ(file->raw(a), text.substr(text.find("<a "), text.find("</a>") + 4 - text.find("<a ")));
  EXPECT_EQ(file->bytes().substr(file->start(a), file->start_tag_end(a) - file->start(a)),
            "<a x=\"1>2\" y='\"'>");
  std::vector<std::string> raws;
  for (pugi::xml_node child : a.children()) raws.emplace_back(file->raw(child));
  const std::vector<std::string> expected = {
      "hi &amp; ", "<b/>",     "there",  "<c z=\"&gt;\">q</c>", "\r\n ", "<![CDATA[z<z]]>",
      "<!--c-->",  "<?pi x?>", "<d></d>"};
  EXPECT_EQ(raws, expected);
  const pugi::xml_node d = a.child("d");
  EXPECT_EQ(file->start_tag_end(d), file->content_end(d));
  EXPECT_TRUE(file->is_self_closing(a.child("b")));
  EXPECT_EQ(file->line_of(a), 2);
  EXPECT_EQ(file->line_of(a.child("d")), 3);
  EXPECT_EQ(file->indent_before(a.child("c").next_sibling().next_sibling()), "\r\n ");
}

TEST(XmlFile, MalformedAndForeignEncodingsAreRefusedWithTheLine) {
  Result<std::unique_ptr<XmlFile>> bad = XmlFile::parse("bad.xml", "<a>\n<b>\n</a>\n");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(std::string(bad.status().message()).find("bad.xml: line 3: malformed XML"), std::string::npos)
      << bad.status().message();
  bad = XmlFile::parse("u.xml", "\xFF\xFE<\0a\0/\0>\0");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(std::string(bad.status().message()).find("UTF-16"), std::string::npos);
  bad = XmlFile::parse("l.xml", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<a/>");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(std::string(bad.status().message()).find("ISO-8859-1"), std::string::npos);
  bad = XmlFile::parse("e.xml", "  \n");
  EXPECT_FALSE(bad.ok());
}

TEST(XmlFile, EditsSpliceAndRefuseOverlaps) {
  Result<std::string> out = apply_edits("abcdef", {{4, 5, "E"}, {1, 1, "+"}, {2, 3, ""}});
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(out.value(), "a+bdEf");
  EXPECT_FALSE(apply_edits("abcdef", {{1, 4, "x"}, {3, 5, "y"}}).ok());
}

TEST(XmlFile, EscapesAreXml) {
  EXPECT_EQ(escape_text("a<b>&c\r\"'"), "a&lt;b&gt;&amp;c&#13;\"'");
  EXPECT_EQ(escape_attribute("a\"b\n<&"), "a&quot;b&#10;&lt;&amp;");
  EXPECT_EQ(find_non_xml_char("ok\t\n"), std::nullopt);
  EXPECT_EQ(find_non_xml_char("ab\x01"), std::optional<size_t>(2));
}

TEST(XmlFile, ContentPiecesKeepMarkupBytesAndDecodeText) {
  const std::unique_ptr<XmlFile> file =
      parse_ok("<s>A &lt; <g id=\"1\">b</g> <x id='2'/><ph>&lt;br&gt;</ph><![CDATA[<i>]]></s>");
  const std::vector<Piece> pieces = content_pieces(
      *file, file->root(), [](pugi::xml_node n) { return std::string_view(n.name()) == "ph"; });
  std::string joined;
  for (const Piece& p : pieces) joined += (p.markup ? "[" + p.text + "]" : p.text);
  EXPECT_EQ(joined, "A < [<g id=\"1\">]b[</g>] [<x id='2'/>][<ph>&lt;br&gt;</ph>]<i>");
  EXPECT_TRUE(pieces.back().cdata);
}

TEST(XmlFile, SplitMarkupNeedsEveryMarkupStringAsOftenAsTheSource) {
  const std::vector<std::string> markup = {"<g id=\"1\">", "</g>", "<x/>"};
  Result<std::vector<Piece>> pieces = split_markup("<x/> vor <g id=\"1\">b</g> & c", markup);
  ASSERT_TRUE(pieces.ok()) << pieces.status().message();
  ASSERT_EQ(pieces.value().size(), 6u);
  EXPECT_TRUE(pieces.value()[0].markup);
  EXPECT_EQ(pieces.value()[5].text, " & c");
  Result<std::vector<Piece>> lost = split_markup("<g id=\"1\">b</g>", markup);
  ASSERT_FALSE(lost.ok());
  EXPECT_NE(std::string(lost.status().message()).find("lost the inline markup <x/>"), std::string::npos);
  EXPECT_FALSE(split_markup("<x/><x/><g id=\"1\"></g>", markup).ok());
}

TEST(XmlFile, SplitMarkupRefusesTagsThatNoLongerNest) {
  // The source's start and end tags, each as often as in the source, but crossed: written, the file would no
  // longer be well-formed (the shipped en-fr model did this to a <b> of an Android string).
  const std::vector<std::string> markup = {"<b>", "</b>", "<b>", "</b>", "<xliff:g id=\"n\">%1$s</xliff:g>"};
  ASSERT_TRUE(split_markup("<b>a</b> <xliff:g id=\"n\">%1$s</xliff:g> <b>c</b>", markup).ok());
  Result<std::vector<Piece>> crossed =
      split_markup("<b>a</b> b</b> <xliff:g id=\"n\">%1$s</xliff:g> <b>c", markup);
  ASSERT_FALSE(crossed.ok());
  EXPECT_EQ(std::string(crossed.status().message()),
            "the translation's inline markup </b> closes no open element");
  const std::vector<std::string> nested = {"<b>", "<i>", "</i>", "</b>"};
  Result<std::vector<Piece>> swapped = split_markup("<b><i>a</b></i>", nested);
  ASSERT_FALSE(swapped.ok());
  EXPECT_EQ(std::string(swapped.status().message()), "the translation's inline markup </b> closes <i>");
}

}  // namespace
}  // namespace attn::localize::xml
