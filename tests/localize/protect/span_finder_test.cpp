#include "localize/src/protect/span_finder.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

namespace attn::localize {
namespace {

// The spans of text as (bytes, kind name) pairs, for readable expectations.
std::vector<std::pair<std::string, std::string>> spans_of(std::string_view text) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const ProtectedSpan& s : find_protected_spans(text))
    out.emplace_back(std::string(text.substr(s.begin, s.end - s.begin)), std::string(span_kind_name(s.kind)));
  return out;
}

using Spans = std::vector<std::pair<std::string, std::string>>;

TEST(SpanFinder, Printf) {
  EXPECT_EQ(spans_of("Open %s now"), (Spans{{"%s", "printf"}}));
  EXPECT_EQ(spans_of("%d of %lld, %zu bytes"),
            (Spans{{"%d", "printf"}, {"%lld", "printf"}, {"%zu", "printf"}}));
  EXPECT_EQ(spans_of("%1$s copied to %2$s"), (Spans{{"%1$s", "printf"}, {"%2$s", "printf"}}));
  EXPECT_EQ(spans_of("%.2f%% done, %-5d left"),
            (Spans{{"%.2f", "printf"}, {"%%", "printf"}, {"%-5d", "printf"}}));
  EXPECT_EQ(spans_of("%*d and %.*s"), (Spans{{"%*d", "printf"}, {"%.*s", "printf"}}));
}

// Foundation's format strings (.strings files): %@ is an object, with or without a position.
TEST(SpanFinder, AppleObjectConversion) {
  EXPECT_EQ(spans_of("%@ sent %lld photos to %2$@"),
            (Spans{{"%@", "printf"}, {"%lld", "printf"}, {"%2$@", "printf"}}));
  EXPECT_EQ(spans_of("%1$@: %2$lld%%"), (Spans{{"%1$@", "printf"}, {"%2$lld", "printf"}, {"%%", "printf"}}));
  EXPECT_EQ(placeholder_multiset("%1$@ and %2$@"), placeholder_multiset("%2$@ und %1$@"));
}

// A .stringsdict or String Catalog variable is one span, name and all: translated, the name would no longer
// find its rule.
TEST(SpanFinder, AppleVariableReferenceTakenWhole) {
  EXPECT_EQ(spans_of("%#@files@ in %1$#@folders@"),
            (Spans{{"%#@files@", "printf"}, {"%1$#@folders@", "printf"}}));
  EXPECT_NE(placeholder_multiset("%#@files@ selected"), placeholder_multiset("%#@Dateien@ ausgewählt"));
  EXPECT_EQ(spans_of("%#@ x"), (Spans{{"%#@", "printf"}}));  // no name: printf's %@ with the # flag
}

TEST(SpanFinder, PercentFollowedBySpaceIsNoConversion) {
  EXPECT_TRUE(spans_of("100% free").empty());
  EXPECT_TRUE(spans_of("50 % off").empty());
}

TEST(SpanFinder, Python) {
  EXPECT_EQ(spans_of("Hello %(name)s, %(count)d new"),
            (Spans{{"%(name)s", "python-format"}, {"%(count)d", "python-format"}}));
  EXPECT_EQ(spans_of("{0} of {1}"), (Spans{{"{0}", "brace-format"}, {"{1}", "brace-format"}}));
  EXPECT_EQ(spans_of("Hi {name}, {}"), (Spans{{"{name}", "brace-format"}, {"{}", "brace-format"}}));
  EXPECT_EQ(spans_of("Too many %s{...}s"), (Spans{{"%s", "printf"}, {"{...}", "brace-format"}}));
  EXPECT_TRUE(spans_of("{ not a field }").empty());
  EXPECT_EQ(spans_of("{name!r:>10} and {user.name} {items[0]}"), (Spans{{"{name!r:>10}", "brace-format"},
                                                                        {"{user.name}", "brace-format"},
                                                                        {"{items[0]}", "brace-format"}}));
}

TEST(SpanFinder, TemplatesAndDollars) {
  EXPECT_EQ(spans_of("Welcome {{ user }}!"), (Spans{{"{{ user }}", "template"}}));
  EXPECT_EQ(spans_of("Path ${HOME}/x and $1"), (Spans{{"${HOME}", "dollar"}, {"$1", "dollar"}}));
  EXPECT_TRUE(spans_of("It costs $ 5").empty());
  // i18next: {{var, format}} and the nesting $t(key) (with options) are kept whole.
  EXPECT_EQ(spans_of("Saved {{count, number}} of $t(files.other, {\"count\": 2}) now"),
            (Spans{{"{{count, number}}", "template"}, {"$t(files.other, {\"count\": 2})", "dollar"}}));
}

TEST(SpanFinder, Qt) {
  EXPECT_EQ(spans_of("%1 of %2 files, %L3 bytes"),
            (Spans{{"%1", "qt-format"}, {"%2", "qt-format"}, {"%L3", "qt-format"}}));
}

TEST(SpanFinder, IcuArgumentTakenWhole) {
  const std::string text = "You have {count, plural, one {# file} other {# files}} in {folder}";
  EXPECT_EQ(spans_of(text),
            (Spans{{"{count, plural, one {# file} other {# files}}", "icu"}, {"{folder}", "brace-format"}}));
  EXPECT_EQ(spans_of("{gender, select, male {He} other {They}} left"),
            (Spans{{"{gender, select, male {He} other {They}}", "icu"}}));
}

TEST(SpanFinder, TagsAndEntities) {
  EXPECT_EQ(spans_of("<b>Bold</b> and <br/>"), (Spans{{"<b>", "tag"}, {"</b>", "tag"}, {"<br/>", "tag"}}));
  EXPECT_EQ(spans_of("<span foreground=\"red\" weight='bold'>x</span>"),
            (Spans{{"<span foreground=\"red\" weight='bold'>", "tag"}, {"</span>", "tag"}}));
  EXPECT_EQ(spans_of("<a href=\"%s\">here</a>"), (Spans{{"<a href=\"%s\">", "tag"}, {"</a>", "tag"}}));
  EXPECT_EQ(spans_of("Tom &amp; Jerry &#123; &#x1F600;"),
            (Spans{{"&amp;", "entity"}, {"&#123;", "entity"}, {"&#x1F600;", "entity"}}));
  EXPECT_TRUE(spans_of("a < b and c > d, Tom & Jerry").empty());
  // Markers in angle brackets that are no XML are kept as they are too.
  EXPECT_EQ(spans_of("<empty label, fixme>"), (Spans{{"<empty label, fixme>", "tag"}}));
}

TEST(SpanFinder, WhitespaceAndControls) {
  EXPECT_EQ(spans_of("  Name:\t%s\n"),
            (Spans{{"  ", "whitespace"}, {"\t", "control"}, {"%s", "printf"}, {"\n", "whitespace"}}));
  EXPECT_EQ(spans_of("\n\n"), (Spans{{"\n\n", "whitespace"}}));
  EXPECT_TRUE(spans_of("").empty());
}

TEST(SpanFinder, LongTextsAreSearchedWithoutDeepRecursion) {
  // An unterminated comment and a long run of text: no span, no stack exhaustion.
  const std::string text = "<!--" + std::string(200000, 'a') + " %s";
  const auto spans = find_protected_spans(text);
  ASSERT_EQ(spans.size(), 1u);
  EXPECT_EQ(spans[0].kind, SpanKind::kPrintf);
}

TEST(SpanFinder, MultisetIgnoresOrderButNotCount) {
  EXPECT_EQ(placeholder_multiset("%1$s to %2$s"), placeholder_multiset("%2$s nach %1$s"));
  EXPECT_NE(placeholder_multiset("%s and %s"), placeholder_multiset("%s und"));
  EXPECT_NE(placeholder_multiset("%s"), placeholder_multiset("%s %s"));
  EXPECT_EQ(placeholder_multiset(" %s "), placeholder_multiset("%s"));  // whitespace is checked on its own
}

}  // namespace
}  // namespace attn::localize
