#include "localize/src/formats/apple_strings/apple_strings.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "localize/src/formats/apple_strings/strings_encoding.h"
#include "localize/src/formats/open_catalog.h"
#include "tests/localize/formats/apple_strings/lproj_fixture.h"
#include "tests/support/iconv_converts.h"

namespace attn::localize {
namespace {

namespace fs = std::filesystem;

const std::string kSource =
    "/* Localizable.strings\n   Attn */\n"
    "\n"
    "/* Title of the main screen */\n"
    "\"title\" = \"Main screen\";\n"
    "\n"
    "/* %@ is the user's name */\n"
    "\"greeting\" = \"Hello, %@!\";\n"
    "\n"
    "\"photos\" = \"%1$@ sent %2$lld photos\";\n"
    "\n"
    "/* Button */\n"
    "done = \"Done\";\n";

const std::string kGerman =
    "/* Localizable.strings (German) */\n"
    "\n"
    "/* Title of the main screen */\n"
    "\"title\" = \"Hauptbildschirm\";\n"
    "\n"
    "/* attn: machine translation, to be reviewed */\n"
    "\"photos\" = \"%1$@ hat Fotos gesendet\";\n"
    "\n"
    "\"obsolete\" = \"Alt\";\n";

class AppleStrings : public LprojFixture {
 protected:
  AppleStrings() : LprojFixture("Localizable.strings", read_apple_strings) {}
  void SetUp() override {
    LprojFixture::SetUp();
    write_file("en.lproj", kSource);
    std::filesystem::create_directories(root_ / "de.lproj");
  }
};

TEST_F(AppleStrings, FolderNamesGiveTheLanguage) {
  EXPECT_EQ(apple_folder_language("App/de.lproj/Localizable.strings"), "de");
  EXPECT_EQ(apple_folder_language("App/pt-BR.lproj/Localizable.strings"), "pt-BR");
  EXPECT_EQ(apple_folder_language("App/zh-Hans.lproj/Localizable.strings"), "zh-Hans");
  EXPECT_EQ(apple_folder_language("App/zh_CN.lproj/Localizable.strings"), "zh-CN");
  EXPECT_EQ(apple_folder_language("App/German.lproj/Localizable.strings"), "de");
  EXPECT_EQ(apple_folder_language("App/Base.lproj/Localizable.strings"), std::nullopt);
  EXPECT_EQ(apple_folder_language("App/Resources/Localizable.strings"), std::nullopt);
  EXPECT_TRUE(looks_like_apple_strings("de.lproj/InfoPlist.strings", ""));
  EXPECT_FALSE(looks_like_apple_strings("Localizable.stringsdict", ""));
}

TEST_F(AppleStrings, ASourceFileReadsItsPairsAsUntranslatedEntries) {
  const std::unique_ptr<CatalogFile> file = read_ok("en.lproj", kSource, "fr");
  ASSERT_TRUE(file);
  EXPECT_EQ(file->format_name(), "Apple .strings");
  EXPECT_EQ(file->target_language(), "fr");
  EXPECT_EQ(file->source_language(), "en");
  const std::vector<CatalogEntry>& e = file->entries();
  ASSERT_EQ(e.size(), 4u);
  EXPECT_EQ(e[0].key, "title");
  EXPECT_EQ(e[0].source, "Main screen");
  EXPECT_EQ(e[0].notes, "Title of the main screen");  // the file's header is no entry's note
  EXPECT_EQ(e[0].line, 5);
  EXPECT_EQ(e[1].notes, "%@ is the user's name");
  EXPECT_EQ(e[2].source, "%1$@ sent %2$lld photos");
  EXPECT_EQ(e[3].key, "done");
  for (const CatalogEntry& entry : e) {
    EXPECT_EQ(entry.targets, std::vector<std::string>{""});
    EXPECT_FALSE(entry.is_translated());
  }
}

TEST_F(AppleStrings, ATranslationTakesItsSourcesFromTheDevelopmentLanguage) {
  const std::unique_ptr<CatalogFile> file = read_ok("de.lproj", kGerman);
  ASSERT_TRUE(file);
  const CatalogFile& f = *file;
  EXPECT_EQ(f.target_language(), "de");
  ASSERT_EQ(f.entries().size(), 4u);  // the source's keys; "obsolete" is the translation's own
  EXPECT_EQ(f.entries()[index_of(f, "title")].targets[0], "Hauptbildschirm");
  EXPECT_TRUE(f.entries()[index_of(f, "title")].is_translated());
  EXPECT_EQ(f.entries()[index_of(f, "title")].line, 4);
  EXPECT_TRUE(f.entries()[index_of(f, "photos")].needs_review);
  EXPECT_EQ(f.entries()[index_of(f, "photos")].notes, "");
  EXPECT_EQ(f.entries()[index_of(f, "greeting")].targets[0], "");
  EXPECT_EQ(write_ok(f, {}), kGerman);

  // Base.lproj comes before en.lproj.
  write_file("Base.lproj", "\"only\" = \"In Base\";\n");
  const std::unique_ptr<CatalogFile> from_base = read_ok("de.lproj", kGerman);
  ASSERT_TRUE(from_base);
  ASSERT_EQ(from_base->entries().size(), 1u);
  EXPECT_EQ(from_base->entries()[0].source, "In Base");
}

TEST_F(AppleStrings, ATranslationWithoutItsSourceNamesWhatWasLookedFor) {
  fs::remove(root_ / "en.lproj" / "Localizable.strings");
  Result<std::unique_ptr<CatalogFile>> file = read_apple_strings(path_in("de.lproj"), kGerman);
  ASSERT_FALSE(file.ok());
  const std::string message = file.status().message();
  EXPECT_EQ(message, path_in("de.lproj") +
                         ": its source texts are read from Base.lproj/Localizable.strings or "
                         "en.lproj/Localizable.strings beside its folder, and neither exists");
}

TEST_F(AppleStrings, FillsAreEscapedMarkedAndPlacedInSourceOrder) {
  const std::unique_ptr<CatalogFile> file = read_ok("de.lproj", kGerman);
  ASSERT_TRUE(file);
  const CatalogFile& f = *file;
  const std::vector<Fill> fills = {
      {index_of(f, "greeting"), {"Hallo, %@!\n\"Willkommen\""}, ""},
      {index_of(f, "photos"), {"%1$@ hat %2$lld Fotos gesendet"}, "term */ not placed"},
      {index_of(f, "done"), {"Fertig"}, ""},
  };
  EXPECT_EQ(write_ok(f, fills),
            "/* Localizable.strings (German) */\n"
            "\n"
            "/* Title of the main screen */\n"
            "\"title\" = \"Hauptbildschirm\";\n"
            "\n"
            "/* %@ is the user's name */\n"
            "/* attn: machine translation, to be reviewed */\n"
            "\"greeting\" = \"Hallo, %@!\\n\\\"Willkommen\\\"\";\n"
            "\n"
            "/* attn: machine translation, to be reviewed: term * / not placed */\n"
            "\"photos\" = \"%1$@ hat %2$lld Fotos gesendet\";\n"
            "\n"
            "/* Button */\n"
            "/* attn: machine translation, to be reviewed */\n"
            "done = \"Fertig\";\n"
            "\n"
            "\"obsolete\" = \"Alt\";\n");
}

TEST_F(AppleStrings, AKeyTheTranslationLacksBeforeAllItsKeysGoesFirst) {
  const std::string german = "\"done\" = \"Fertig\";\n";
  const std::unique_ptr<CatalogFile> file = read_ok("de.lproj", german);
  ASSERT_TRUE(file);
  const std::string out = write_ok(*file, {{index_of(*file, "title"), {"Haupt"}, ""}});
  EXPECT_EQ(out,
            "/* Title of the main screen */\n"
            "/* attn: machine translation, to be reviewed */\n"
            "\"title\" = \"Haupt\";\n"
            "\n"
            "\"done\" = \"Fertig\";\n");
  // An empty translation gets the pairs appended, spaced as in the source.
  const std::unique_ptr<CatalogFile> empty = read_ok("de.lproj", "");
  ASSERT_TRUE(empty);
  EXPECT_EQ(write_ok(*empty, {{index_of(*empty, "greeting"), {"Hallo, %@!"}, ""},
                              {index_of(*empty, "done"), {"Fertig"}, ""}}),
            "/* %@ is the user's name */\n/* attn: machine translation, to be reviewed */\n"
            "\"greeting\" = \"Hallo, %@!\";\n\n"
            "/* Button */\n/* attn: machine translation, to be reviewed */\ndone = \"Fertig\";\n");
}

TEST_F(AppleStrings, ASourceFileWithATargetLanguageGivesTheTranslationFile) {
  const std::unique_ptr<CatalogFile> file = read_ok("en.lproj", kSource, "de");
  ASSERT_TRUE(file);
  const std::string out = write_ok(
      *file, {{index_of(*file, "greeting"), {"Hallo, %@!"}, ""}, {index_of(*file, "done"), {"Fertig"}, ""}});
  EXPECT_EQ(out,
            "/* Localizable.strings\n   Attn */\n"
            "\n"
            "/* %@ is the user's name */\n"
            "/* attn: machine translation, to be reviewed */\n"
            "\"greeting\" = \"Hallo, %@!\";\n"
            "\n"
            "/* Button */\n"
            "/* attn: machine translation, to be reviewed */\n"
            "done = \"Fertig\";\n");
  // Saved as de.lproj/Localizable.strings, it reads as a translation needing review.
  write_file("de.lproj", out);
  const std::unique_ptr<CatalogFile> again = read_ok("de.lproj", out);
  ASSERT_TRUE(again);
  EXPECT_EQ(again->entries()[index_of(*again, "greeting")].targets[0], "Hallo, %@!");
  EXPECT_TRUE(again->entries()[index_of(*again, "greeting")].needs_review);
  EXPECT_EQ(again->entries()[index_of(*again, "title")].targets[0], "");
}

TEST_F(AppleStrings, AUtf16TranslationIsWrittenBackAsUtf16) {
  if (!test::iconv_converts("UTF-16LE")) GTEST_SKIP() << "this system's iconv has no UTF-16 converter";
  Result<std::string> german = apple::encode_strings_file(kGerman, apple::Encoding::kUtf16LEBom);
  ASSERT_TRUE(german.ok());
  const std::unique_ptr<CatalogFile> file = read_ok("de.lproj", german.value());
  ASSERT_TRUE(file);
  EXPECT_EQ(file->entries()[index_of(*file, "title")].targets[0], "Hauptbildschirm");
  EXPECT_EQ(write_ok(*file, {}), german.value());
  const std::string out = write_ok(*file, {{index_of(*file, "done"), {"Fertig \xE2\x9C\x93"}, ""}});
  ASSERT_TRUE(out.starts_with("\xFF\xFE"));
  Result<apple::DecodedText> text = apple::decode_strings_file("out.strings", out);
  ASSERT_TRUE(text.ok()) << text.status().message();
  EXPECT_EQ(text.value().encoding, apple::Encoding::kUtf16LEBom);
  EXPECT_NE(text.value().utf8.find("done = \"Fertig \xE2\x9C\x93\";"), std::string::npos)
      << text.value().utf8;
}

TEST_F(AppleStrings, AKeyAloneIsFilledWithAValue) {
  const std::unique_ptr<CatalogFile> file = read_ok("de.lproj", "  \"done\";\n");
  ASSERT_TRUE(file);
  const size_t done = index_of(*file, "done");
  EXPECT_EQ(file->entries()[done].targets[0], "done");
  EXPECT_EQ(write_ok(*file, {{done, {"Fertig"}, ""}}),
            "  /* attn: machine translation, to be reviewed */\n  \"done\" = \"Fertig\";\n");
}

// A comment after a pair on its line is that pair's: the review comment of the next pair on that line goes on
// a line of its own.
TEST_F(AppleStrings, APairSharingItsLineGetsTheCommentOnALineOfItsOwn) {
  const std::unique_ptr<CatalogFile> file = read_ok("de.lproj", "\"title\" = \"Haupt\"; \"done\" = \"\";\n");
  ASSERT_TRUE(file);
  const std::string out = write_ok(*file, {{index_of(*file, "done"), {"Fertig"}, ""}});
  EXPECT_EQ(
      out,
      "\"title\" = \"Haupt\"; \n/* attn: machine translation, to be reviewed */\n\"done\" = \"Fertig\";\n");
  write_file("de.lproj", out);
  const std::unique_ptr<CatalogFile> again = read_ok("de.lproj", out);
  ASSERT_TRUE(again);
  EXPECT_TRUE(again->entries()[index_of(*again, "done")].needs_review);
  EXPECT_FALSE(again->entries()[index_of(*again, "title")].needs_review);
}

TEST_F(AppleStrings, MalformedFilesNameFileAndLine) {
  Result<std::unique_ptr<CatalogFile>> file =
      read_apple_strings(path_in("de.lproj"), "\"title\" = \"x\"\n\"b\" = \"c\";");
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(std::string(file.status().message()),
            path_in("de.lproj") + ": line 1: expected ';' after the value of \"title\"");
  write_file("en.lproj", "\"a\" = \"1\";\n\"b\" = 'open;\n");
  file = read_apple_strings(path_in("de.lproj"), kGerman);
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(std::string(file.status().message()),
            path_in("en.lproj") + ": line 2: a string without its closing '");
}

// Foundation reads a key's last definition; so does the catalog, and a written translation keeps only it.
TEST_F(AppleStrings, AKeyDefinedTwiceIsItsLastDefinition) {
  const std::string source = "\"a\" = \"First\";\n\"b\" = \"B\";\n\"a\" = \"Second\";\n";
  const std::unique_ptr<CatalogFile> file = read_ok("en.lproj", source, "de");
  ASSERT_TRUE(file);
  ASSERT_EQ(file->entries().size(), 2u);
  EXPECT_EQ(file->entries()[0].key, "b");
  EXPECT_EQ(file->entries()[1].source, "Second");
  EXPECT_EQ(write_ok(*file, {{1, {"Zweite"}, ""}}),
            "\n/* attn: machine translation, to be reviewed */\n\"a\" = \"Zweite\";\n");
  write_file("en.lproj", source);
  const std::unique_ptr<CatalogFile> translation = read_ok("de.lproj", "\"a\" = \"\";\n\"a\" = \"Alt\";\n");
  ASSERT_TRUE(translation);
  EXPECT_EQ(translation->entries()[index_of(*translation, "a")].targets[0], "Alt");
}

TEST_F(AppleStrings, WrongFillsAreRefused) {
  const std::unique_ptr<CatalogFile> file = read_ok("de.lproj", kGerman);
  ASSERT_TRUE(file);
  const std::vector<std::vector<Fill>> wrong = {
      {{9, {"x"}, ""}}, {{0, {"x", "y"}, ""}}, {{0, {"x"}, ""}, {0, {"y"}, ""}}};
  for (const std::vector<Fill>& fills : wrong) {
    Result<std::string> out = file->write(fills);
    ASSERT_FALSE(out.ok());
    EXPECT_TRUE(std::string(out.status().message()).starts_with(path_in("de.lproj") + ": "))
        << out.status().message();
  }
}

TEST_F(AppleStrings, OpenCatalogChoosesTheFormatByItsExtension) {
  Result<std::unique_ptr<CatalogFile>> file = open_catalog(path_in("de.lproj"), kGerman);
  ASSERT_TRUE(file.ok()) << file.status().message();
  EXPECT_EQ(file.value()->format_name(), "Apple .strings");
}

}  // namespace
}  // namespace attn::localize
