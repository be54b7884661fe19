#include "localize/src/protect/mask.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace attn::localize {
namespace {

std::vector<std::string> texts_of(const MaskedText& m) {
  std::vector<std::string> out;
  for (const MaskedLine& l : m.lines) out.push_back(l.text);
  return out;
}

// Unmasks lines as translations of the markup form (markup) or of the plain form.
std::string unmasked(const MaskedText& m, std::vector<std::string> lines, bool markup = true) {
  std::vector<TranslatedLine> translated;
  for (std::string& l : lines) translated.push_back({std::move(l), markup});
  auto r = unmask(m, translated);
  return r.ok() ? r.value().text : std::string("error: ") + r.status().message();
}

TEST(Mask, PlainLineIsSentAsIs) {
  const MaskedText m = mask("Save & quit if a < b");
  ASSERT_EQ(m.lines.size(), 1u);
  EXPECT_FALSE(m.lines[0].markup);
  EXPECT_EQ(m.lines[0].text, "Save & quit if a < b");
  EXPECT_EQ(unmasked(m, {"Speichern & beenden, wenn a < b"}), "Speichern & beenden, wenn a < b");
}

TEST(Mask, SpansBecomeElementsAndTextIsEscaped) {
  const MaskedText m = mask("Copy %s to <b>%2$s</b> & more");
  ASSERT_EQ(m.lines.size(), 1u);
  EXPECT_TRUE(m.lines[0].markup);
  EXPECT_EQ(m.lines[0].text, "Copy <x0/> to <x1/><x2/><x3/> &amp; more");
  EXPECT_EQ(m.values, (std::vector<std::string>{"%s", "<b>", "%2$s", "</b>"}));
  // Reordered by the translation: allowed.
  EXPECT_EQ(unmasked(m, {"<x1/><x2/><x3/> kopiert &amp; <x0/>"}), "<b>%2$s</b> kopiert & %s");
}

TEST(Mask, EverySyntaxRoundTrips) {
  for (std::string_view source : {"%s", "%1$s %2$d", "%.2f%%", "%(name)s", "{0} {name}", "{{var}}", "${x} $1",
                                  "%1 %L2", "{n, plural, one {# file} other {# files}}",
                                  "<span weight=\"bold\">x</span>", "&amp; &#123;", "a\tb"}) {
    const MaskedText m = mask(std::string("Word ") + std::string(source) + " end");
    // The identity translation gives the source back.
    EXPECT_EQ(unmasked(m, texts_of(m)), "Word " + std::string(source) + " end") << source;
  }
}

TEST(Mask, PlainFormKeepsPlaceholdersAsWritten) {
  const MaskedText m = mask("Could not open file %s: %s");
  EXPECT_EQ(m.lines[0].plain, "Could not open file %s: %s");
  EXPECT_EQ(unmasked(m, {"Datei %s kann nicht geöffnet werden: %s"}, false),
            "Datei %s kann nicht geöffnet werden: %s");
  EXPECT_EQ(unmasked(m, {"Datei %s kann nicht geöffnet werden"}, false), "error: placeholder \"%s\" lost");
  EXPECT_EQ(unmasked(m, {"Datei %d: %s"}, false), "error: placeholder \"%s\" lost");
}

TEST(Mask, SpacingAroundElementsRepairedFromTheSource) {
  const MaskedText m = mask("Delete %s files of %d");
  // The runtime glues a lone element to the next word: the source's spaces come back.
  EXPECT_EQ(unmasked(m, {"<x0/>Dateien von<x1/> löschen"}), "%s Dateien von %d löschen");
  // No space where a word touched the element in the source.
  EXPECT_EQ(unmasked(mask("%dpx wide"), {"<x0/>px breit"}), "%dpx breit");
  EXPECT_EQ(unmasked(mask("%d%% done"), {"<x0/><x1/> fertig"}), "%d%% fertig");
  // A placeholder at the end or in brackets in the source, a word beside it in the translation.
  EXPECT_EQ(unmasked(mask("Open (%s)"), {"(<x0/>)öffnen"}), "(%s)öffnen");
  EXPECT_EQ(unmasked(mask("Open %s"), {"<x0/>öffnen"}), "%s öffnen");
}

TEST(Mask, LinesAndOuterWhitespaceStayOutOfTranslation) {
  const MaskedText m = mask("  Usage:\n\n  attn %s\n");
  ASSERT_EQ(m.lines.size(), 4u);
  EXPECT_EQ(texts_of(m), (std::vector<std::string>{"Usage:", "", "attn <x0/>", ""}));
  EXPECT_EQ(m.lines[0].leading, "  ");
  EXPECT_EQ(unmasked(m, {" Aufruf: ", "", "attn <x0/>", ""}), "  Aufruf:\n\n  attn %s\n");
}

TEST(Mask, LostOrDuplicatedPlaceholderIsRefused) {
  const MaskedText m = mask("Delete %s and %d");
  EXPECT_EQ(unmasked(m, {"Löschen <x0/>"}), "error: placeholder \"%d\" lost");
  EXPECT_EQ(unmasked(m, {"<x0/> <x0/> <x1/>"}), "error: placeholder \"%s\" duplicated");
  // A placeholder the model wrote itself, outside the elements.
  EXPECT_EQ(unmasked(m, {"<x0/> <x1/> %s"}), "error: placeholder \"%s\" added by the translation");
  EXPECT_EQ(unmasked(m, {""}), "error: the translation of line 1 is empty");
  // A model spelling a character with byte pieces can stop inside it.
  EXPECT_EQ(unmasked(m, {"<x0/> <x1/> caf\xC3"}),
            "error: the translation is not valid UTF-8 (byte 0xC3 after \"%s %d caf\")");
  EXPECT_EQ(unmasked(m, {"<x0/> <x1/> \xED\xA0\x80"}),
            "error: the translation is not valid UTF-8 (byte 0xED after \"%s %d \")");
}

TEST(Mask, TagsMustNestAsInTheSource) {
  // Each tag once, but the bold span closed before its text and opened after it (as the shipped en-fr model
  // wrote a line of an Android string): the tags would cross.
  const MaskedText m = mask("<b>Start</b> the pattern with <b>./</b>");
  EXPECT_EQ(unmasked(m, {"<x0/>Commencer<x1/> le motif par <x2/>./<x3/>"}),
            "<b>Commencer</b> le motif par <b>./</b>");
  EXPECT_EQ(unmasked(m, {"<x0/>Commencer<x1/> le motif <x3/>par <x2/>./"}),
            "error: the translation's tags do not nest as the source's do");
  // A source whose tags do not nest (an HTML line break) is not held to it.
  const MaskedText br = mask("One<br>two");
  EXPECT_EQ(unmasked(br, {"Eins<x0/>zwei"}), "Eins<br>zwei");
}

TEST(Mask, AcceleratorTakenOutAndPutBack) {
  const MaskedText m = mask("_Open %s");
  ASSERT_TRUE(m.accelerator);
  EXPECT_EQ(m.lines[0].text, "Open <x0/>");
  EXPECT_EQ(unmasked(m, {"<x0/> öffnen"}), "%s _öffnen");  // no O: the first letter
  const MaskedText n = mask("_New");
  EXPECT_EQ(unmasked(n, {"Neu"}), "_Neu");
  // Put inside a lower-case word, where detection would take it for an identifier's underscore.
  EXPECT_EQ(unmasked(mask("Sh_ow"), {"anzeigen"}, false), "_anzeigen");
  EXPECT_EQ(unmasked(mask("C_enter"), {"zentrieren"}, false), "z_entrieren");
  // A marker the model wrote itself is one too many.
  EXPECT_EQ(unmasked(mask("_Quit"), {"Q_uit _beenden"}, false), "error: accelerator \"_Q\" not kept");
  auto r = unmask(mask("_Open"), std::vector<TranslatedLine>{{"…", false}});
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.value().text, "…");
  EXPECT_NE(r.value().note.find("accelerator"), std::string::npos);
}

TEST(Mask, ForcedTermsBecomeElementsCarryingTheirTarget) {
  const TermFinder finder = [](std::string_view line) {
    std::vector<ForcedTerm> terms;
    if (const size_t at = line.find("bookmark"); at != std::string_view::npos)
      terms.push_back({at, at + 8, "Lesezeichen"});
    return terms;
  };
  const MaskedText m = mask("Add bookmark for %s", finder);
  EXPECT_EQ(m.lines[0].text, "Add <x0/> for <x1/>");
  EXPECT_EQ(unmasked(m, {"<x0/> für <x1/> hinzufügen"}), "Lesezeichen für %s hinzufügen");
  EXPECT_EQ(unmasked(m, {"für <x1/> hinzufügen"}), "error: glossary term \"bookmark\" lost");
  // In plain form the target text must be in the translation.
  EXPECT_EQ(unmasked(m, {"Lesezeichen für %s hinzufügen"}, false), "Lesezeichen für %s hinzufügen");
  EXPECT_EQ(unmasked(m, {"Buchzeichen für %s hinzufügen"}, false),
            "error: glossary term \"bookmark\" not rendered as \"Lesezeichen\"");
}

}  // namespace
}  // namespace attn::localize
