#include "localize/src/formats/apple_strings/strings_syntax.h"

#include <gtest/gtest.h>

namespace attn::localize::apple {
namespace {

std::vector<StringsPair> parse_ok(std::string_view text) {
  Result<std::vector<StringsPair>> pairs = parse_strings("Localizable.strings", text);
  EXPECT_TRUE(pairs.ok()) << pairs.status().message();
  return pairs.ok() ? std::move(pairs).value() : std::vector<StringsPair>();
}

std::string parse_error(std::string_view text) {
  Result<std::vector<StringsPair>> pairs = parse_strings("Localizable.strings", text);
  EXPECT_FALSE(pairs.ok()) << "accepted: " << text;
  return pairs.ok() ? "" : pairs.status().message();
}

std::vector<std::string> comments_of(std::string_view text, const StringsPair& pair) {
  std::vector<std::string> out;
  for (const Range& r : pair.comments) out.push_back(comment_body(text.substr(r.begin, r.end - r.begin)));
  return out;
}

TEST(StringsSyntax, PairsWithTheirCommentsAndRanges) {
  const std::string text =
      "/* Header of the file */\n"
      "\n"
      "/* Title of the main screen */\n"
      "\"title\" = \"Main screen\";\n"
      "\n"
      "// Two comments\n"
      "/* above one pair */\n"
      "  \"greeting\"=\"Hello, %@!\"; // and one after it\n"
      "unquoted_key.1 = 'single quotes';\n"
      "\"alone\";\n";
  const std::vector<StringsPair> pairs = parse_ok(text);
  ASSERT_EQ(pairs.size(), 4u);
  EXPECT_EQ(pairs[0].key, "title");
  EXPECT_EQ(pairs[0].value, "Main screen");
  EXPECT_EQ(pairs[0].line, 4);
  EXPECT_EQ(comments_of(text, pairs[0]), std::vector<std::string>{"Title of the main screen"});
  EXPECT_EQ(pairs[0].lead_begin, text.find("\n\n/* Title"));  // the header belongs to no pair
  EXPECT_EQ(text.substr(pairs[0].value_token.begin, pairs[0].value_token.end - pairs[0].value_token.begin),
            "\"Main screen\"");
  EXPECT_EQ(text.substr(pairs[0].whole.begin, pairs[0].whole.end - pairs[0].whole.begin),
            "\"title\" = \"Main screen\";");
  EXPECT_EQ(pairs[1].value, "Hello, %@!");
  EXPECT_EQ(comments_of(text, pairs[1]),
            (std::vector<std::string>{"Two comments", "above one pair", "and one after it"}));
  EXPECT_EQ(pairs[2].key, "unquoted_key.1");
  EXPECT_EQ(pairs[2].value, "single quotes");
  EXPECT_TRUE(pairs[2].comments.empty());
  EXPECT_EQ(pairs[3].key, "alone");
  EXPECT_EQ(pairs[3].value, "alone");  // a key alone stands for itself
  EXPECT_EQ(pairs[3].value_token.begin, pairs[3].value_token.end);
}

TEST(StringsSyntax, EscapesAreDecoded) {
  const std::vector<StringsPair> pairs = parse_ok(
      "\"k\\\"1\" = \"a\\nb\\tc \\\"q\\\" \\\\ \\' \\U00e9\\u20AC \\UD83D\\UDE00 \\101\\r\";\n"
      "\"multi\" = \"one\ntwo\";");
  ASSERT_EQ(pairs.size(), 2u);
  EXPECT_EQ(pairs[0].key, "k\"1");
  EXPECT_EQ(pairs[0].value, "a\nb\tc \"q\" \\ ' \xC3\xA9\xE2\x82\xAC \xF0\x9F\x98\x80 A\r");
  EXPECT_EQ(pairs[1].value, "one\ntwo");  // a line end inside quotes is text
  EXPECT_EQ(pairs[1].line, 2);
}

TEST(StringsSyntax, QuotingReadsBackTheSameText) {
  const std::string text = "Tab\there \"quoted\" back\\slash\nnew line\r \x01 %1$@ \xC3\xA9";
  const std::vector<StringsPair> pairs = parse_ok("\"k\" = " + quote_strings_text(text) + ";");
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_EQ(pairs[0].value, text);
  EXPECT_EQ(quote_strings_text("a\"b\n"), "\"a\\\"b\\n\"");
}

TEST(StringsSyntax, MalformedFilesNameTheLine) {
  EXPECT_EQ(parse_error("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";"),
            "Localizable.strings: line 2: expected ';' after the value of \"c\"");
  EXPECT_EQ(parse_error("\n\"a\" \"b\";"),
            "Localizable.strings: line 2: expected '=' or ';' after the key \"a\"");
  EXPECT_EQ(parse_error("\"a\" = \"b;\n"), "Localizable.strings: line 1: a string without its closing \"");
  EXPECT_EQ(parse_error("\"a\" = \"b\";\n/* open"),
            "Localizable.strings: line 2: a comment /* without its */");
  EXPECT_EQ(parse_error("\"a\" = ;"), "Localizable.strings: line 1: ';' where a value should be");
  EXPECT_EQ(parse_error("\"a\" ="), "Localizable.strings: line 1: the file ends where a value should be");
  EXPECT_EQ(parse_error("{ \"a\" = \"b\"; }"), "Localizable.strings: line 1: '{' where a key should be");
  EXPECT_EQ(parse_error("\"a\" = \"\\UD83D x\";"),
            "Localizable.strings: line 1: \\UD83D is half of a UTF-16 surrogate pair without its other half");
  EXPECT_EQ(parse_error("\"a\" = \"\\Ux\";"), "Localizable.strings: line 1: \\U without hex digits");
}

TEST(StringsSyntax, AKeyDefinedTwiceIsReadTwice) {
  const std::vector<StringsPair> pairs = parse_ok("\"a\" = \"1\";\n\"a\" = \"2\";");
  ASSERT_EQ(pairs.size(), 2u);
  EXPECT_EQ(pairs[1].value, "2");
}

TEST(StringsSyntax, EmptyAndCommentOnlyFilesHaveNoPairs) {
  EXPECT_TRUE(parse_ok("").empty());
  EXPECT_TRUE(parse_ok("/* nothing yet */\n// still nothing\n").empty());
}

}  // namespace
}  // namespace attn::localize::apple
