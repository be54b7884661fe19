#include "runtime/src/text/sentence_splitter.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace attn::text {
namespace {

std::vector<std::string> sentences(std::string_view text) {
  std::vector<std::string> found;
  Span span;
  for (size_t cursor = 0; next_sentence(text, cursor, &span); cursor = span.end) {
    EXPECT_LT(span.begin, span.end);
    EXPECT_LE(span.end, text.size());
    found.emplace_back(text.substr(span.begin, span.end - span.begin));
  }
  return found;
}

using Sentences = std::vector<std::string>;

TEST(SentenceSplitter, EndPunctuationFollowedBySpace) {
  EXPECT_EQ(sentences("This is one. This is two! Is this three? Four"),
            (Sentences{"This is one.", "This is two!", "Is this three?", "Four"}));
}

TEST(SentenceSplitter, WhitespaceAroundIsNotPartOfASentence) {
  EXPECT_EQ(sentences("  \t One.   Two.  \n "), (Sentences{"One.", "Two."}));
  EXPECT_TRUE(sentences(" \n\t ").empty());
  EXPECT_TRUE(sentences("").empty());
}

TEST(SentenceSplitter, LineBreaksAlwaysEndASentence) {
  EXPECT_EQ(sentences("Title\nFirst line without a period\r\n\nParagraph two."),
            (Sentences{"Title", "First line without a period", "Paragraph two."}));
}

TEST(SentenceSplitter, AbbreviationsInitialsAndEnumerationsContinue) {
  EXPECT_EQ(
      sentences("Tools, e.g. Make and CMake, are here. Written by J. Smith and Dr. Who. Done."),
      (Sentences{"Tools, e.g. Make and CMake, are here.", "Written by J. Smith and Dr. Who.", "Done."}));
  EXPECT_EQ(sentences("1. Install it. 2. Run it."), (Sentences{"1. Install it.", "2. Run it."}));
}

TEST(SentenceSplitter, LowercaseAfterAPeriodContinues) {
  EXPECT_EQ(sentences("It supports C, C++ etc. and more. Next."),
            (Sentences{"It supports C, C++ etc. and more.", "Next."}));
}

TEST(SentenceSplitter, UrlsPathsNumbersAndPackageNamesStayWhole) {
  EXPECT_EQ(
      sentences("See https://www.debian.org/doc/index.html for libfoo.so.1 version 3.14 in /usr/share/doc. "
                "Python3.11 works."),
      (Sentences{"See https://www.debian.org/doc/index.html for libfoo.so.1 version 3.14 in /usr/share/doc.",
                 "Python3.11 works."}));
}

TEST(SentenceSplitter, ClosingQuotesAndBracketsStayWithTheirSentence) {
  EXPECT_EQ(sentences("He said \"Stop.\" Then (it ended.) Fine..."),
            (Sentences{"He said \"Stop.\"", "Then (it ended.)", "Fine..."}));
}

TEST(SentenceSplitter, EllipsisCharacterEndsASentence) {
  EXPECT_EQ(sentences("Wait\xE2\x80\xA6 Then go."), (Sentences{"Wait\xE2\x80\xA6", "Then go."}));
}

TEST(SentenceSplitter, NonAsciiTextIsNeverCutInsideACharacter) {
  const std::string text = "Grüße aus Köln. Ça va? Ja.";
  EXPECT_EQ(sentences(text), (Sentences{"Grüße aus Köln.", "Ça va?", "Ja."}));
}

}  // namespace
}  // namespace attn::text
