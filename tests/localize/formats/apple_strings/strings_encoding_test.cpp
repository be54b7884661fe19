#include "localize/src/formats/apple_strings/strings_encoding.h"

#include <gtest/gtest.h>

#include "tests/support/iconv_converts.h"

namespace attn::localize::apple {
namespace {

const std::string kUtf8 = "\"k\" = \"Gr\xC3\xBC\xC3\x9F \xF0\x9F\x98\x80\";\n";

// kUtf8 in UTF-16 by hand: ASCII is one unit, ü ß one unit each, the emoji a surrogate pair.
std::string utf16(bool little) {
  std::vector<uint16_t> units;
  for (const char c : std::string("\"k\" = \"Gr")) units.push_back(static_cast<uint16_t>(c));
  units.insert(units.end(), {0x00FC, 0x00DF, 0x0020, 0xD83D, 0xDE00});
  for (const char c : std::string("\";\n")) units.push_back(static_cast<uint16_t>(c));
  std::string out;
  for (const uint16_t u : units) {
    const char high = static_cast<char>(u >> 8), low = static_cast<char>(u & 0xFF);
    out += little ? low : high;
    out += little ? high : low;
  }
  return out;
}

void expect_round_trip(const std::string& bytes, Encoding encoding) {
  Result<DecodedText> text = decode_strings_file("a.strings", bytes);
  ASSERT_TRUE(text.ok()) << text.status().message();
  EXPECT_EQ(text.value().utf8, kUtf8);
  EXPECT_EQ(text.value().encoding, encoding) << encoding_name(encoding);
  Result<std::string> again = encode_strings_file(text.value().utf8, encoding);
  ASSERT_TRUE(again.ok()) << again.status().message();
  EXPECT_EQ(again.value(), bytes);
}

bool utf16_converts() { return test::iconv_converts("UTF-16LE") && test::iconv_converts("UTF-16BE"); }

TEST(StringsEncoding, EachEncodingReadsAndWritesBack) {
  expect_round_trip(kUtf8, Encoding::kUtf8);
  expect_round_trip("\xEF\xBB\xBF" + kUtf8, Encoding::kUtf8Bom);
  if (!utf16_converts()) {
    // Without the converter a UTF-16 file is refused with a message naming it, not misread.
    Result<DecodedText> text = decode_strings_file("a.strings", "\xFF\xFE" + utf16(true));
    ASSERT_FALSE(text.ok());
    EXPECT_STREQ(text.status().message(),
                 "a.strings: line 1: this system cannot convert UTF-16LE to UTF-8 in UTF-16LE text");
    GTEST_SKIP() << "this system's iconv has no UTF-16 converter";
  }
  expect_round_trip("\xFF\xFE" + utf16(true), Encoding::kUtf16LEBom);
  expect_round_trip("\xFE\xFF" + utf16(false), Encoding::kUtf16BEBom);
  expect_round_trip(utf16(true), Encoding::kUtf16LE);
  expect_round_trip(utf16(false), Encoding::kUtf16BE);
}

TEST(StringsEncoding, InvalidBytesNameTheLine) {
  Result<DecodedText> text = decode_strings_file("a.strings", "\"a\" = \"b\";\n\"c\" = \"\xC3(\";\n");
  ASSERT_FALSE(text.ok());
  EXPECT_STREQ(text.status().message(), "a.strings: line 2: invalid bytes in UTF-8 text");
  if (!utf16_converts()) GTEST_SKIP() << "this system's iconv has no UTF-16 converter";
  // A lone low surrogate on the second line of a UTF-16 file.
  std::string bad = "\xFF\xFE" + utf16(true);
  bad += std::string("\x00\xDC", 2);
  text = decode_strings_file("b.strings", bad);
  ASSERT_FALSE(text.ok());
  EXPECT_NE(std::string(text.status().message()).find("b.strings: line 2: "), std::string::npos)
      << text.status().message();
  text = decode_strings_file("c.strings", "\xFF\xFE" + utf16(true) + "x");
  ASSERT_FALSE(text.ok());
  EXPECT_STREQ(text.status().message(),
               "c.strings: line 2: the file ends inside a character in UTF-16LE text");
}

}  // namespace
}  // namespace attn::localize::apple
