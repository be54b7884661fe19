// base/src/text/utf8.h against the definition it states (RFC 3629, Unicode Table 3-7), case by case and over
// every code point.
#include "base/src/text/utf8.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

namespace attn::utf8 {
namespace {

constexpr size_t npos = std::string_view::npos;

TEST(Utf8, WellFormedTextHasNoInvalidByte) {
  EXPECT_TRUE(is_valid(""));
  EXPECT_TRUE(is_valid("Größe – 日本語 😀"));
  EXPECT_EQ(find_invalid("\xF4\x8F\xBF\xBF"), npos);  // U+10FFFF, the last code point
  EXPECT_EQ(find_invalid("\xEF\xBF\xBF"), npos);      // U+FFFF, a noncharacter but well-formed
}

TEST(Utf8, TheFirstIllFormedSequenceIsFoundAtItsLeadByte) {
  EXPECT_EQ(find_invalid("ab\xC3"), 2u);                  // cut off
  EXPECT_EQ(find_invalid("\xE6\x97"), 0u);                // cut off after two of three bytes
  EXPECT_EQ(find_invalid("a\xC0\xAF"), 1u);               // overlong '/'
  EXPECT_EQ(find_invalid("\xE0\x80\xAF"), 0u);            // overlong in three bytes
  EXPECT_EQ(find_invalid("\xF0\x8F\xBF\xBF"), 0u);        // overlong in four bytes
  EXPECT_EQ(find_invalid("xy\xED\xA0\x80"), 2u);          // a UTF-16 surrogate
  EXPECT_EQ(find_invalid("\xF4\x90\x80\x80"), 0u);        // above U+10FFFF
  EXPECT_EQ(find_invalid("\xF8\x88\x80\x80\x80"), 0u);    // a five-byte form
  EXPECT_EQ(find_invalid("ok\x80"), 2u);                  // a stray continuation byte
  EXPECT_EQ(find_invalid("\xC3\xA9\xC3("), 2u);           // a lead byte without its continuation
  EXPECT_EQ(find_invalid("\xFF"), 0u);
  EXPECT_FALSE(is_valid("\xC3"));
}

TEST(Utf8, ValidCharLengthIsTheEncodingOfOneCharacter) {
  EXPECT_EQ(valid_char_length("", 0), 0u);
  EXPECT_EQ(valid_char_length("a", 1), 1u);
  EXPECT_EQ(valid_char_length("\xC3\xA9x", 3), 2u);
  EXPECT_EQ(valid_char_length("\xE2\x80\x93", 3), 3u);
  EXPECT_EQ(valid_char_length("\xF0\x9F\x98\x80", 4), 4u);
  EXPECT_EQ(valid_char_length("\xF0\x9F\x98\x80", 3), 0u);  // n stops inside the character
}

// Every code point encodes to bytes the functions accept as one character, surrogates excepted; and every
// two-byte prefix's verdict agrees with Table 3-7's ranges for the second byte.
TEST(Utf8, EveryCodePointAgreesWithTheDefinition) {
  for (uint32_t cp = 0; cp <= 0x10FFFF; ++cp) {
    std::string s;
    if (cp < 0x80) {
      s += static_cast<char>(cp);
    } else if (cp < 0x800) {
      s += static_cast<char>(0xC0 | (cp >> 6));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      s += static_cast<char>(0xE0 | (cp >> 12));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      s += static_cast<char>(0xF0 | (cp >> 18));
      s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    }
    const bool surrogate = cp >= 0xD800 && cp <= 0xDFFF;
    ASSERT_EQ(valid_char_length(s.data(), s.size()), surrogate ? 0u : s.size()) << std::hex << cp;
    ASSERT_EQ(find_invalid(s), surrogate ? 0u : npos) << std::hex << cp;
  }
  for (unsigned lead = 0xC0; lead <= 0xFF; ++lead) {
    for (unsigned second = 0x80; second <= 0xBF; ++second) {
      // The smallest completion of lead and second: continuation bytes 0x80.
      const size_t n = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
      std::string s{static_cast<char>(lead), static_cast<char>(second)};
      s.resize(n, static_cast<char>(0x80));
      bool ok = lead >= 0xC2 && lead <= 0xF4;
      if (lead == 0xE0) ok = second >= 0xA0;
      if (lead == 0xED) ok = second <= 0x9F;
      if (lead == 0xF0) ok = second >= 0x90;
      if (lead == 0xF4) ok = second <= 0x8F;
      EXPECT_EQ(is_valid(s), ok) << std::hex << lead << " " << second;
    }
  }
}

}  // namespace
}  // namespace attn::utf8
