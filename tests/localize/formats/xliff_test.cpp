#include "localize/src/formats/xliff/xliff.h"

#include <gtest/gtest.h>

#include "localize/src/formats/xml/xml_file.h"

namespace attn::localize {
namespace {

const std::string kXliff12 =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
    "  <file original=\"app\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">\n"
    "    <body>\n"
    "      <trans-unit id=\"open\" resname=\"menu.open\">\n"
    "        <source>Open &amp; read <g id=\"1\">%s</g><x id=\"2\"/></source>\n"
    "        <note>File menu</note>\n"
    "      </trans-unit>\n"
    "      <!-- a comment between units -->\n"
    "      <group id=\"g\" translate=\"no\">\n"
    "        <trans-unit id=\"brand\"><source>Attn</source></trans-unit>\n"
    "      </group>\n"
    "      <trans-unit id=\"saved\">\n"
    "        <source>Saved <ph id=\"1\">&lt;br/&gt;</ph> in <bpt id=\"2\">&lt;b&gt;</bpt>{dir}<ept "
    "id=\"2\">&lt;/b&gt;</ept></source>\n"
    "        <target state=\"needs-translation\"/>\n"
    "      </trans-unit>\n"
    "      <trans-unit id=\"done\">\n"
    "        <source>Done</source>\n"
    "        <target state=\"translated\">Fertig</target>\n"
    "      </trans-unit>\n"
    "      <trans-unit id=\"fuzzy\">\n"
    "        <source>Quit</source>\n"
    "        <target state=\"needs-review-translation\">Ende</target>\n"
    "        <alt-trans><target>Beenden</target></alt-trans>\n"
    "      </trans-unit>\n"
    "    </body>\n"
    "  </file>\n"
    "</xliff>\n";

const std::string kXliff20 =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n"
    "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" "
    "trgLang=\"fr\">\r\n"
    " <file id=\"f1\">\r\n"
    "  <unit id=\"u1\" name=\"greeting\">\r\n"
    "   <notes><note>Shown at start</note></notes>\r\n"
    "   <segment id=\"s1\"><source>Hello <pc id=\"1\">{name}</pc>!</source></segment>\r\n"
    "   <segment id=\"s2\" state=\"translated\"><source>Bye.</source><target>Au "
    "revoir.</target></segment>\r\n"
    "  </unit>\r\n"
    "  <unit id=\"u2\">\r\n"
    "   <segment><source>Press <ph id=\"1\"/> then <sc id=\"2\"/>OK<ec startRef=\"2\"/> &lt;3</source>\r\n"
    "    <target/></segment>\r\n"
    "  </unit>\r\n"
    "  <unit id=\"u3\" translate=\"no\"><segment><source>attn</source></segment></unit>\r\n"
    "  <unit id=\"u4\"><segment "
    "state=\"initial\"><source>Draft</source><target>Entwurf</target></segment></unit>\r\n"
    " </file>\r\n"
    "</xliff>\r\n";

std::unique_ptr<CatalogFile> read_ok(const std::string& bytes, const char* path = "app.xlf") {
  Result<std::unique_ptr<CatalogFile>> file = read_xliff(path, bytes);
  EXPECT_TRUE(file.ok()) << file.status().message();
  return std::move(file).value();
}

std::string write_ok(const CatalogFile& file, const std::vector<Fill>& fills) {
  Result<std::string> out = file.write(fills);
  EXPECT_TRUE(out.ok()) << out.status().message();
  // The output is well-formed XML and XLIFF again.
  EXPECT_TRUE(read_xliff("out.xlf", out.value()).ok());
  return out.value();
}

size_t entry_index(const CatalogFile& file, std::string_view key) {
  for (size_t i = 0; i < file.entries().size(); ++i)
    if (file.entries()[i].key == key) return i;
  ADD_FAILURE() << "no entry " << key;
  return 0;
}

TEST(Xliff12, ReadsUnitsWithInlineElementsAsMarkup) {
  const std::unique_ptr<CatalogFile> file = read_ok(kXliff12);
  EXPECT_EQ(file->format_name(), "XLIFF 1.2");
  EXPECT_EQ(file->source_language(), "en");
  EXPECT_EQ(file->target_language(), "de");
  const std::vector<CatalogEntry>& e = file->entries();
  ASSERT_EQ(e.size(), 5u);
  EXPECT_EQ(e[0].key, "open");
  EXPECT_EQ(e[0].context, "menu.open");
  EXPECT_EQ(e[0].source, "Open & read <g id=\"1\">%s</g><x id=\"2\"/>");
  EXPECT_EQ(e[0].notes, "File menu");
  EXPECT_EQ(e[0].line, 5);
  EXPECT_EQ(e[0].targets, std::vector<std::string>{""});
  EXPECT_FALSE(e[0].is_plural());
  EXPECT_FALSE(e[1].translatable);  // inherited from the group
  EXPECT_EQ(e[2].source,
            "Saved <ph id=\"1\">&lt;br/&gt;</ph> in <bpt id=\"2\">&lt;b&gt;</bpt>{dir}<ept "
            "id=\"2\">&lt;/b&gt;</ept>");
  EXPECT_FALSE(e[2].is_translated());
  EXPECT_TRUE(e[3].is_translated());
  EXPECT_EQ(e[3].targets, std::vector<std::string>{"Fertig"});
  EXPECT_TRUE(e[4].needs_review);
}

TEST(Xliff12, NoFillsGiveTheFileBackByteForByte) { EXPECT_EQ(write_ok(*read_ok(kXliff12), {}), kXliff12); }

TEST(Xliff12, FillsAreEscapedMarkedForReviewAndKeepInlineElements) {
  const std::unique_ptr<CatalogFile> file = read_ok(kXliff12);
  const std::vector<Fill> fills = {
      {entry_index(*file, "open"),
       {"<x id=\"2\"/>Öffnen & <g id=\"1\">%s</g> lesen <3"},
       "glossary: \"read\""},
      {entry_index(*file, "saved"),
       {"In <bpt id=\"2\">&lt;b&gt;</bpt>{dir}<ept id=\"2\">&lt;/b&gt;</ept> gespeichert <ph "
        "id=\"1\">&lt;br/&gt;</ph>"},
       ""},
      {entry_index(*file, "fuzzy"), {"Beenden"}, "check"},
  };
  const std::string out = write_ok(*file, fills);
  EXPECT_NE(
      out.find(
          "        <source>Open &amp; read <g id=\"1\">%s</g><x id=\"2\"/></source>\n"
          "        <target state=\"needs-review-translation\"><x id=\"2\"/>Öffnen &amp; <g id=\"1\">%s</g> "
          "lesen &lt;3</target>\n"
          "        <note>File menu</note>\n"
          "        <note from=\"attn\">glossary: \"read\"</note>\n"
          "      </trans-unit>"),
      std::string::npos)
      << out;
  EXPECT_NE(out.find("<target state=\"needs-review-translation\">In <bpt id=\"2\">&lt;b&gt;</bpt>{dir}<ept "
                     "id=\"2\">&lt;/b&gt;</ept> gespeichert <ph id=\"1\">&lt;br/&gt;</ph></target>"),
            std::string::npos)
      << out;
  // A note goes before <alt-trans>, as the 1.2 schema orders them.
  EXPECT_NE(out.find("<target state=\"needs-review-translation\">Beenden</target>\n"
                     "        <note from=\"attn\">check</note>\n        <alt-trans>"),
            std::string::npos)
      << out;
  // Units not filled keep their bytes.
  EXPECT_NE(out.find("      <trans-unit id=\"done\">\n        <source>Done</source>\n"
                     "        <target state=\"translated\">Fertig</target>\n      </trans-unit>\n"),
            std::string::npos);
  const std::unique_ptr<CatalogFile> again = read_ok(out);
  EXPECT_EQ(again->entries()[0].targets[0], fills[0].targets[0]);
  EXPECT_TRUE(again->entries()[0].needs_review);
  EXPECT_EQ(again->entries()[2].targets[0], fills[1].targets[0]);
  EXPECT_EQ(again->entries()[4].targets[0], "Beenden");
}

TEST(Xliff12, BadFillsAreRefused) {
  const std::unique_ptr<CatalogFile> file = read_ok(kXliff12);
  const size_t open = entry_index(*file, "open");
  auto refused = [&](const Fill& fill, std::string_view why) {
    Result<std::string> out = file->write(std::vector<Fill>{fill});
    ASSERT_FALSE(out.ok());
    EXPECT_NE(std::string(out.status().message()).find(why), std::string::npos) << out.status().message();
  };
  refused({open, {"Öffnen <g id=\"1\">%s</g>"}, ""}, "lost the inline markup <x id=\"2\"/>");
  refused({open, {"a", "b"}, ""}, "2 target forms");
  refused({entry_index(*file, "brand"), {"Attn"}, ""}, "translate=\"no\"");
  refused({99, {"x"}, ""}, "no such entry");
  refused({open, {"<x id=\"2\"/><g id=\"1\">%s</g>\x01"}, ""}, "control character 0x01");
  EXPECT_FALSE(file->write(std::vector<Fill>{{0, {"<x id=\"2\"/><g id=\"1\"></g>"}, ""},
                                             {0, {"<x id=\"2\"/><g id=\"1\"></g>"}, ""}})
                   .ok());
}

TEST(Xliff20, ReadsSegmentsStatesAndLanguages) {
  const std::unique_ptr<CatalogFile> file = read_ok(kXliff20, "app.xliff");
  EXPECT_EQ(file->format_name(), "XLIFF 2.0");
  EXPECT_EQ(file->source_language(), "en");
  EXPECT_EQ(file->target_language(), "fr");
  const std::vector<CatalogEntry>& e = file->entries();
  ASSERT_EQ(e.size(), 5u);
  EXPECT_EQ(e[0].key, "u1/s1");
  EXPECT_EQ(e[0].context, "greeting");
  EXPECT_EQ(e[0].notes, "Shown at start");
  EXPECT_EQ(e[0].source, "Hello <pc id=\"1\">{name}</pc>!");
  EXPECT_TRUE(e[1].is_translated());
  EXPECT_EQ(e[2].key, "u2");
  EXPECT_EQ(e[2].source, "Press <ph id=\"1\"/> then <sc id=\"2\"/>OK<ec startRef=\"2\"/> <3");
  EXPECT_FALSE(e[2].is_translated());
  EXPECT_FALSE(e[3].translatable);
  EXPECT_TRUE(e[4].needs_review);
  EXPECT_EQ(write_ok(*file, {}), kXliff20);
}

TEST(Xliff20, FilledSegmentsAreTranslatedWithAReviewNote) {
  const std::unique_ptr<CatalogFile> file = read_ok(kXliff20);
  const std::vector<Fill> fills = {
      {0, {"Bonjour <pc id=\"1\">{name}</pc> !"}, "glossary term \"Hello\" not placed"},
      {2, {"Appuyez sur <ph id=\"1\"/> puis <sc id=\"2\"/>OK<ec startRef=\"2\"/> <3"}, ""},
      {4, {"Brouillon"}, ""},
  };
  const std::string out = write_ok(*file, fills);
  EXPECT_NE(
      out.find(
          "   <notes><note>Shown at start</note><note category=\"attn\">Machine translation by attn: to be "
          "reviewed. segment s1: glossary term \"Hello\" not placed</note></notes>\r\n"
          "   <segment id=\"s1\" state=\"translated\"><source>Hello <pc id=\"1\">{name}</pc>!</source>"
          "<target>Bonjour <pc id=\"1\">{name}</pc> !</target></segment>\r\n"),
      std::string::npos)
      << out;
  EXPECT_NE(
      out.find("  <unit id=\"u2\">\r\n   <notes><note category=\"attn\">Machine translation by attn: to be "
               "reviewed.</note></notes>\r\n   <segment state=\"translated\"><source>"),
      std::string::npos)
      << out;
  EXPECT_NE(
      out.find("<target>Appuyez sur <ph id=\"1\"/> puis <sc id=\"2\"/>OK<ec startRef=\"2\"/> &lt;3</target>"),
      std::string::npos);
  EXPECT_NE(out.find("<segment state=\"translated\"><source>Draft</source><target>Brouillon</target>"),
            std::string::npos);
  const std::unique_ptr<CatalogFile> again = read_ok(out);
  for (const Fill& fill : fills) {
    EXPECT_EQ(again->entries()[fill.entry].targets, fill.targets);
    EXPECT_TRUE(again->entries()[fill.entry].is_translated());
  }
}

TEST(Xliff, MalformedFilesAreErrorsWithTheLine) {
  auto refused = [](const std::string& bytes, std::string_view why) {
    Result<std::unique_ptr<CatalogFile>> file = read_xliff("bad.xlf", bytes);
    ASSERT_FALSE(file.ok());
    EXPECT_NE(std::string(file.status().message()).find(why), std::string::npos) << file.status().message();
  };
  std::string broken = kXliff12;
  broken.replace(broken.find("</g>"), 4, "</x>");
  refused(broken, "bad.xlf: line 6: malformed XML");
  refused("<xliff version=\"3.0\"/>", "version \"3.0\"");
  refused("<html/>", "not <xliff>");
  refused("<xliff version=\"1.2\"><file><body>\n<trans-unit id=\"a\"/></body></file></xliff>",
          "line 2: <trans-unit id=\"a\"> has no <source>");
}

TEST(Xliff, Detection) {
  EXPECT_TRUE(looks_like_xliff("a/messages.XLF", ""));
  EXPECT_TRUE(looks_like_xliff("a/b.xliff", ""));
  EXPECT_TRUE(looks_like_xliff("a/b.xml", "<?xml version=\"1.0\"?><xliff version=\"2.0\">"));
  EXPECT_FALSE(looks_like_xliff("res/values/strings.xml", "<resources/>"));
}

}  // namespace
}  // namespace attn::localize
