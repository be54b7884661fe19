// formats/json/json_document: byte spans of values and keys found through nlohmann-json's SAX events, the
// file's layout, member insertion, and malformed files refused with their line.
#include "localize/src/formats/json/json_document.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

namespace attn::localize::json {
namespace {

std::string span(const Document& d, const Node& n) { return d.bytes().substr(n.begin, n.end - n.begin); }

TEST(JsonDocument, PlacesEveryValueAndKey) {
  const std::string text =
      "\xEF\xBB\xBF{\n  \"a\\\"\\\\\": \"x \\\"q\\\" \\\\\",\n  \"n\": -1.5e3,\n  \"t\": true,\n"
      "  \"o\": {\"k\": [1, \"\\u00e9\", null]},\n  \"e\": \"\"\n}\n";
  auto parsed = Document::parse("a.json", text);
  ASSERT_TRUE(parsed.ok()) << parsed.status().message();
  const Document& d = parsed.value();
  const Node& root = d.root();
  ASSERT_EQ(root.kind, Node::Kind::kObject);
  EXPECT_EQ(span(d, root), text.substr(3, text.size() - 4));
  ASSERT_EQ(root.members.size(), 5u);
  EXPECT_EQ(root.members[0].key, "a\"\\");
  EXPECT_EQ(text.substr(root.members[0].key_begin, root.members[0].key_end - root.members[0].key_begin),
            "\"a\\\"\\\\\"");
  EXPECT_EQ(span(d, d.node(root.members[0].value)), "\"x \\\"q\\\" \\\\\"");
  EXPECT_EQ(d.node(root.members[0].value).text, "x \"q\" \\");
  EXPECT_EQ(span(d, d.node(root.members[1].value)), "-1.5e3");
  EXPECT_EQ(span(d, d.node(root.members[2].value)), "true");
  const Node& o = d.node(root.members[3].value);
  EXPECT_EQ(span(d, o), "{\"k\": [1, \"\\u00e9\", null]}");
  const Node& array = d.node(o.members[0].value);
  ASSERT_EQ(array.items.size(), 3u);
  EXPECT_EQ(span(d, d.node(array.items[0])), "1");
  EXPECT_EQ(d.node(array.items[1]).text, "\xC3\xA9");
  EXPECT_EQ(span(d, d.node(array.items[2])), "null");
  EXPECT_EQ(span(d, d.node(root.members[4].value)), "\"\"");
  EXPECT_EQ(d.line_of(root.members[3].key_begin), 5);
}

TEST(JsonDocument, RefusesMalformedFilesWithTheirLine) {
  auto missing_comma = Document::parse("bad.json", "{\n  \"a\": \"x\"\n  \"b\": \"y\"\n}\n");
  ASSERT_FALSE(missing_comma.ok());
  EXPECT_STREQ(
      missing_comma.status().message(),
      "bad.json: line 3: malformed JSON: syntax error while parsing object - unexpected string literal; "
      "expected '}'");
  auto twice = Document::parse("twice.json", "{\"a\": \"x\",\n \"a\": \"y\"}");
  ASSERT_FALSE(twice.ok());
  EXPECT_STREQ(twice.status().message(), "twice.json: line 2: the key \"a\" is given twice in one object");
  EXPECT_FALSE(Document::parse("e.json", "").ok());
  EXPECT_FALSE(Document::parse("e.json", "{} {}").ok());
  EXPECT_FALSE(Document::parse("e.json", "{\"a\": \"\xFF\"}").ok());
  std::string deep(300, '[');
  deep += std::string(300, ']');
  auto too_deep = Document::parse("deep.json", deep);
  ASSERT_FALSE(too_deep.ok());
  EXPECT_NE(std::string(too_deep.status().message()).find("deeper than 256"), std::string::npos);
}

TEST(JsonDocument, ReadsTheLayout) {
  auto xcode = Document::parse("x.json", "{\r\n    \"a\" : {\r\n\r\n    }\r\n}");
  ASSERT_TRUE(xcode.ok());
  const Style style = xcode.value().style();
  EXPECT_EQ(style.newline, "\r\n");
  EXPECT_EQ(style.unit, "    ");
  EXPECT_EQ(style.colon, " : ");
  auto flat = Document::parse("x.json", "{\"a\":1}");
  ASSERT_TRUE(flat.ok());
  EXPECT_EQ(flat.value().style().newline, "");
  EXPECT_EQ(flat.value().style().colon, ":");
}

TEST(JsonDocument, InsertsMembersWithTheirNeighboursLayout) {
  const std::string text = "{\n  \"a\": \"1\",\n  \"b\": {}\n}\n";
  auto parsed = Document::parse("x.json", text);
  ASSERT_TRUE(parsed.ok());
  const Document& d = parsed.value();
  const Style style = d.style();
  NewValue nested;
  nested.members = {{"x", NewValue{"\"X\"", {}}}};
  std::vector<Edit> edits = {
      insert_members(d, d.root(), std::nullopt, {{"first", NewValue{"\"F\"", {}}}}, style),
      insert_members(d, d.root(), 0, {{"mid", nested}}, style),
      insert_members(d, *d.member(d.root(), "b"), std::nullopt, {{"in", NewValue{"\"I\"", {}}}}, style)};
  auto out = apply_edits(text, edits);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(out.value(),
            "{\n  \"first\": \"F\",\n  \"a\": \"1\",\n  \"mid\": {\n    \"x\": \"X\"\n  },\n"
            "  \"b\": {\n    \"in\": \"I\"\n  }\n}\n");
  EXPECT_FALSE(nlohmann::json::parse(out.value(), nullptr, false).is_discarded());
}

TEST(JsonDocument, QuotesTextsAsJson) {
  EXPECT_EQ(quote("a \"b\" \\ \n\t\x01 \xC3\xA9").value(), "\"a \\\"b\\\" \\\\ \\n\\t\\u0001 \xC3\xA9\"");
  EXPECT_FALSE(quote("\xC3").ok());
}

}  // namespace
}  // namespace attn::localize::json
