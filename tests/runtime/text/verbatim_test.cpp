// The spans translate_text copies untranslated (text/verbatim.h): long unbroken words and long runs of
// letterless words, and nothing in ordinary text of any script.
#include "runtime/src/text/verbatim.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace attn::text {
namespace {

// The first verbatim span of the whole text, as a string ("" when there is none).
std::string first(std::string_view text) {
  const Span span = find_verbatim(text, {0, text.size()});
  EXPECT_LE(span.begin, span.end);
  EXPECT_LE(span.end, text.size());
  return std::string(text.substr(span.begin, span.end - span.begin));
}

TEST(Verbatim, OrdinaryTextHasNone) {
  EXPECT_EQ(first("Open the file and save your changes before closing the window."), "");
  EXPECT_EQ(first("Version 1.2.3 was released on 2024-01-01; see /usr/share/doc/attn/README.Debian."), "");
  EXPECT_EQ(first("Datenschutz-Grundverordnungsanpassungsgesetz ist ein langes Wort."), "");
  EXPECT_EQ(first("Ceci est une phrase en français, avec des accents : é, è, à."), "");
  EXPECT_EQ(first("Это предложение на русском языке."), "");
  EXPECT_EQ(first(""), "");
  EXPECT_EQ(first("   \n\t "), "");
}

TEST(Verbatim, AWordLongerThanTheLimitIsCopied) {
  const std::string limit(kVerbatimWordBytes, 'x');
  EXPECT_EQ(first("x " + limit + " y"), "");
  const std::string longer(kVerbatimWordBytes + 1, 'x');
  EXPECT_EQ(first("x " + longer + " y"), longer);
  const std::string url = "https://wiki.documentfoundation.org/Calc/Features/JIS_and_ASC_functions";
  EXPECT_EQ(first("See " + url + " for a conversion table."), url);
  const std::string base64 = "aGVsbG8gd29ybGQgdGhpcyBpcyBiYXNlNjQgdGV4dCB0aGF0IGdvZXMgb24gYW5kIG9u";
  EXPECT_EQ(first(base64), base64);
  // A key held down on a non-ASCII letter is a long word too.
  std::string umlauts;
  for (int i = 0; i < 40; ++i) umlauts += "\xC3\xA4";  // ä
  EXPECT_EQ(first(umlauts), umlauts);
}

TEST(Verbatim, AHashIsCopied) {
  const std::string sha1 = "da39a3ee5e6b4b0d3255bfef95601890afd80709";
  EXPECT_EQ(first("Commit " + sha1 + " fixed it."), sha1);
  EXPECT_EQ(first("d41d8cd98f00b204e9800998ecf8427e  empty.txt"), "d41d8cd98f00b204e9800998ecf8427e");
  // 31 hexadecimal digits are a word like any other; so are long words that only look like one in part.
  EXPECT_EQ(first("Commit d41d8cd98f00b204e9800998ecf8427 fixed it."), "");
  EXPECT_EQ(first("The deadbeefcafe value is not a hash."), "");
}

TEST(Verbatim, ALongWordOfAScriptWrittenWithoutSpacesIsASentence) {
  std::string chinese;
  for (int i = 0; i < 30; ++i) chinese += "\xE6\x96\x87";  // 文, 90 bytes without a space
  EXPECT_EQ(first(chinese), "");
  std::string thai;
  for (int i = 0; i < 30; ++i) thai += "\xE0\xB8\x81";  // ก
  EXPECT_EQ(first(thai), "");
}

TEST(Verbatim, ALongRunOfLetterlessWordsIsCopied) {
  EXPECT_EQ(first("Type the numbers in this order: 14, 3, 4, 13, 12, 5, 6, 11, 10, 7, 8, 9, 2"),
            "14, 3, 4, 13, 12, 5, 6, 11, 10, 7, 8, 9, 2");
  // 32 bytes is not more than the limit; 33 is.
  EXPECT_EQ(first("Numbers 1234567890 1234567890 1234567890 end"), "");  // 32 bytes
  EXPECT_EQ(first("Numbers 1234567890 1234567890 12345678901 end"), "1234567890 1234567890 12345678901");
  std::string digits;
  for (int i = 0; i < 50; ++i) digits += "1234567890 ";
  EXPECT_EQ(first(digits), digits.substr(0, digits.size() - 1));
  // Emoji and other symbols are not letters.
  std::string emoji;
  for (int i = 0; i < 10; ++i) emoji += "\xF0\x9F\x98\x80 ";  // U+1F600
  EXPECT_EQ(first("Smile " + emoji + "now"), emoji.substr(0, emoji.size() - 1));
  // A short letterless word between words (a number, a dash) is text.
  EXPECT_EQ(first("Press 1 - then 2 - then 3 - then 4 - then 5 - then 6 - then 7."), "");
}

TEST(Verbatim, TheFirstSpanIsFoundInsideTheRangeAsked) {
  const std::string text = "before " + std::string(100, 'x') + " middle " + std::string(70, 'y') + " after";
  const size_t second = text.find('y');
  const Span span = find_verbatim(text, {text.find("middle"), text.size()});
  EXPECT_EQ(span.begin, second);
  EXPECT_EQ(span.end, second + 70);
  const Span none = find_verbatim(text, {text.size() - 5, text.size()});
  EXPECT_EQ(none.begin, text.size());
  EXPECT_EQ(none.end, text.size());
}

TEST(Verbatim, SymbolCharactersAreNotLetters) {
  EXPECT_TRUE(symbol_char(0x2014));   // em dash
  EXPECT_TRUE(symbol_char(0x20AC));   // €
  EXPECT_TRUE(symbol_char(0x1F600));  // 😀
  EXPECT_TRUE(symbol_char(0xFFFD));
  EXPECT_FALSE(symbol_char(0xE4));   // ä
  EXPECT_FALSE(symbol_char(0x0416));  // Ж
  EXPECT_FALSE(symbol_char(0x6587));  // 文
  EXPECT_TRUE(unspaced_script(0x6587));
  EXPECT_FALSE(unspaced_script(0x0416));
}

}  // namespace
}  // namespace attn::text
