#include "localize/src/formats/android/android_strings.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "localize/src/formats/android/android_escape.h"
#include "localize/src/formats/xml/xml_file.h"

namespace attn::localize {
namespace {

namespace fs = std::filesystem;

const std::string kDefault =
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "<!-- Copyright header -->\n"
    "\n"
    "<resources xmlns:tools=\"http://schemas.android.com/tools\"\n"
    "    xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
    "    <string name=\"app_name\" translatable=\"false\">Attn</string>\n"
    "    <!-- Title of the main screen -->\n"
    "    <string name=\"title\">Don\\'t \"panic  now\"\\n&amp; \\@home \\u00e9</string>\n"
    "    <string name=\"welcome\">Hello, <xliff:g id=\"user\" example=\"Ann\">%1$s</xliff:g>! "
    "<b>New</b></string>\n"
    "    <string name=\"html\"><![CDATA[<a href=\\\"x\\\">Link</a>]]></string>\n"
    "    <string name=\"spaced\">\n        Two\n        lines\n    </string>\n"
    "    <plurals name=\"files\">\n"
    "        <item quantity=\"one\">%d file</item>\n"
    "        <item quantity=\"other\">%d files</item>\n"
    "    </plurals>\n"
    "    <string-array name=\"sizes\">\n"
    "        <item>Small</item>\n"
    "        <item>Large</item>\n"
    "    </string-array>\n"
    "    <dimen name=\"margin\">4dp</dimen>\n"
    "</resources>\n";

const std::string kGerman =
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "<resources>\n"
    "    <string name=\"title\">Keine \"Panik  jetzt\"</string>\n"
    "    <!-- attn: machine translation, to be reviewed -->\n"
    "    <string name=\"html\"><![CDATA[<a href=\\\"x\\\">Verweis</a>]]></string>\n"
    "    <string-array name=\"sizes\">\n"
    "        <item>Klein</item>\n"
    "    </string-array>\n"
    "    <string name=\"obsolete\">Alt</string>\n"
    "</resources>\n";

const std::string kWelcomeGerman = "Hallo, <xliff:g id=\"user\" example=\"Ann\">%1$s</xliff:g>! <b>Neu</b>";
// The welcome string (after its review comment) and the files plural, as a fill adds them to the translation.
const std::string kAppendedGerman = "    <string name=\"welcome\">" + kWelcomeGerman +
                                    "</string>\n"
                                    "    <!-- attn: machine translation, to be reviewed -->\n"
                                    "    <plurals name=\"files\">\n"
                                    "        <item quantity=\"one\">%d Datei</item>\n"
                                    "        <item quantity=\"other\">%d Dateien</item>\n"
                                    "    </plurals>\n"
                                    "</resources>\n";

class AndroidStrings : public testing::Test {
 protected:
  void SetUp() override {
    res_ = fs::temp_directory_path() /
           ("attn-android-" + std::string(testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::create_directories(res_ / "values");
    fs::create_directories(res_ / "values-de");
    std::ofstream(res_ / "values" / "strings.xml", std::ios::binary) << kDefault;
  }
  void TearDown() override { fs::remove_all(res_); }

  std::unique_ptr<CatalogFile> read_ok(const std::string& folder, const std::string& bytes,
                                       std::optional<std::string> language = std::nullopt) {
    Result<std::unique_ptr<CatalogFile>> file =
        read_android_strings((res_ / folder / "strings.xml").string(), bytes, language);
    EXPECT_TRUE(file.ok()) << file.status().message();
    return std::move(file).value();
  }
  std::string write_ok(const CatalogFile& file, const std::vector<Fill>& fills) {
    Result<std::string> out = file.write(fills);
    EXPECT_TRUE(out.ok()) << out.status().message();
    EXPECT_TRUE(xml::XmlFile::parse("out.xml", out.value()).ok()) << out.value();
    return out.value();
  }
  static size_t index_of(const CatalogFile& file, std::string_view key) {
    for (size_t i = 0; i < file.entries().size(); ++i)
      if (file.entries()[i].key == key) return i;
    ADD_FAILURE() << "no entry " << key;
    return 0;
  }

  fs::path res_;
};

TEST_F(AndroidStrings, FolderNamesGiveTheLanguage) {
  EXPECT_EQ(android_folder_language("res/values-de/strings.xml"), "de");
  EXPECT_EQ(android_folder_language("res/values-fr-rCA/strings.xml"), "fr-CA");
  EXPECT_EQ(android_folder_language("res/values-b+sr+Latn/strings.xml"), "sr-Latn");
  EXPECT_EQ(android_folder_language("res/values-mcc310-es-rUS/strings.xml"), "es-US");
  EXPECT_EQ(android_folder_language("res/values/strings.xml"), std::nullopt);
  EXPECT_EQ(android_folder_language("res/values-night/strings.xml"), std::nullopt);
  EXPECT_EQ(android_folder_language("res/values-v21/strings.xml"), std::nullopt);
  EXPECT_TRUE(looks_like_android_strings("res/values-de/strings.xml", ""));
  EXPECT_TRUE(looks_like_android_strings("strings.xml", "<resources>"));
  EXPECT_FALSE(looks_like_android_strings("app.xlf", "<xliff version=\"1.2\">"));
}

TEST_F(AndroidStrings, ReadsTextsAsTheAppGetsThem) {
  const std::unique_ptr<CatalogFile> file = read_ok("values", kDefault, "de");
  EXPECT_EQ(file->target_language(), "de");
  const std::vector<CatalogEntry>& e = file->entries();
  ASSERT_EQ(e.size(), 8u);
  EXPECT_EQ(e[0].key, "app_name");
  EXPECT_FALSE(e[0].translatable);
  EXPECT_EQ(e[1].source, "Don't panic  now\n& @home \xC3\xA9");
  EXPECT_EQ(e[1].notes, "Title of the main screen");
  EXPECT_EQ(e[1].line, 8);
  EXPECT_EQ(e[2].source, "Hello, <xliff:g id=\"user\" example=\"Ann\">%1$s</xliff:g>! <b>New</b>");
  EXPECT_EQ(e[3].source, "<a href=\"x\">Link</a>");
  EXPECT_EQ(e[4].source, "Two lines");
  EXPECT_EQ(e[5].key, "files");
  EXPECT_EQ(e[5].source, "%d file");
  EXPECT_EQ(e[5].source_plural, "%d files");
  EXPECT_EQ(e[5].plural_samples, (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(e[5].targets, (std::vector<std::string>{"", ""}));
  EXPECT_EQ(e[6].key, "sizes[0]");
  EXPECT_EQ(e[7].source, "Large");
  for (const CatalogEntry& entry : e) EXPECT_FALSE(entry.is_translated());
}

TEST_F(AndroidStrings, ATranslationTakesItsSourcesFromTheDefaultFile) {
  const std::unique_ptr<CatalogFile> file = read_ok("values-de", kGerman);
  EXPECT_EQ(file->target_language(), "de");
  const CatalogFile& f = *file;
  EXPECT_EQ(f.entries()[index_of(f, "title")].targets[0], "Keine Panik  jetzt");
  EXPECT_TRUE(f.entries()[index_of(f, "title")].is_translated());
  EXPECT_EQ(f.entries()[index_of(f, "title")].line, 3);
  EXPECT_TRUE(f.entries()[index_of(f, "html")].needs_review);
  EXPECT_EQ(f.entries()[index_of(f, "sizes[0]")].targets[0], "Klein");
  EXPECT_EQ(f.entries()[index_of(f, "sizes[1]")].targets[0], "");
  EXPECT_EQ(write_ok(f, {}), kGerman);
}

TEST_F(AndroidStrings, FillsAreEscapedMarkedAndPlacedInTheTranslation) {
  const std::unique_ptr<CatalogFile> file = read_ok("values-de", kGerman);
  const CatalogFile& f = *file;
  const std::vector<Fill> fills = {
      {index_of(f, "title"), {"Keine \"Panik\"  jetzt\n& @home 'é'"}, ""},
      {index_of(f, "welcome"),
       {"Hallo, <xliff:g id=\"user\" example=\"Ann\">%1$s</xliff:g>! <b>Neu</b>"},
       "check -- it"},
      {index_of(f, "html"), {"<a href=\"x\">Verweis ]]> hier</a>"}, ""},
      {index_of(f, "files"), {"%d Datei", "%d Dateien"}, ""},
      {index_of(f, "sizes[1]"), {"?Groß"}, ""},
  };
  const std::string out = write_ok(f, fills);
  const std::string expected =
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
      "<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
      "    <!-- attn: machine translation, to be reviewed -->\n"
      "    <string name=\"title\">\"Keine \\\"Panik\\\"  jetzt\\n&amp; @home \\'é\\'\"</string>\n"
      "    <!-- attn: machine translation, to be reviewed -->\n"
      "    <string name=\"html\"><![CDATA[<a href=\\\"x\\\">Verweis ]]]]><![CDATA[> hier</a>]]></string>\n"
      "    <!-- attn: machine translation, to be reviewed -->\n"
      "    <string-array name=\"sizes\">\n"
      "        <item>Klein</item>\n"
      "        <item>\\?Groß</item>\n"
      "    </string-array>\n"
      "    <string name=\"obsolete\">Alt</string>\n"
      "    <!-- attn: machine translation, to be reviewed: check - - it -->\n" +
      kAppendedGerman;
  EXPECT_EQ(out, expected);
  // Read back, every fill is the text the app gets, and needs review.
  std::ofstream(res_ / "values-de" / "strings.xml", std::ios::binary) << out;
  const std::unique_ptr<CatalogFile> again = read_ok("values-de", out);
  for (const Fill& fill : fills) {
    const CatalogEntry& entry = again->entries()[index_of(*again, f.entries()[fill.entry].key)];
    EXPECT_EQ(entry.targets, fill.targets) << entry.key;
    EXPECT_TRUE(entry.needs_review) << entry.key;
  }
}

TEST_F(AndroidStrings, AnEmptyTranslationFileGetsItsFirstStrings) {
  const std::unique_ptr<CatalogFile> file = read_ok("values-de", "<resources/>\n");
  const CatalogFile& f = *file;
  EXPECT_EQ(write_ok(f, {}), "<resources/>\n");
  const std::string out = write_ok(f, {{index_of(f, "welcome"), {kWelcomeGerman}, ""},
                                       {index_of(f, "files"), {"%d Datei", "%d Dateien"}, ""}});
  EXPECT_EQ(out,
            "<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
            "    <!-- attn: machine translation, to be reviewed -->\n" +
                kAppendedGerman);
}

TEST_F(AndroidStrings, TheDefaultFileBecomesATranslationFileOfTheFilledEntries) {
  const std::unique_ptr<CatalogFile> file = read_ok("values", kDefault, "ru");
  const CatalogFile& f = *file;
  EXPECT_EQ(f.entries()[index_of(f, "files")].plural_samples, (std::vector<int64_t>{1, 2, 5, 2}));
  const std::vector<Fill> fills = {
      {index_of(f, "title"), {"Не паникуй"}, ""},
      {index_of(f, "files"), {"%d файл", "%d файла", "%d файлов", "%d файла"}, ""},
  };
  const std::string out = write_ok(f, fills);
  const std::string expected =
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
      "<!-- Copyright header -->\n"
      "\n"
      "<resources xmlns:tools=\"http://schemas.android.com/tools\"\n"
      "    xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
      "    <!-- Title of the main screen -->\n"
      "    <!-- attn: machine translation, to be reviewed -->\n"
      "    <string name=\"title\">Не паникуй</string>\n"
      "    <!-- attn: machine translation, to be reviewed -->\n"
      "    <plurals name=\"files\">\n"
      "        <item quantity=\"one\">%d файл</item>\n"
      "        <item quantity=\"few\">%d файла</item>\n"
      "        <item quantity=\"many\">%d файлов</item>\n"
      "        <item quantity=\"other\">%d файла</item>\n"
      "    </plurals>\n"
      "</resources>\n";
  EXPECT_EQ(out, expected);
}

TEST_F(AndroidStrings, BadFillsAndFilesAreRefused) {
  const std::unique_ptr<CatalogFile> file = read_ok("values-de", kGerman);
  const CatalogFile& f = *file;
  auto refused = [&](const Fill& fill, std::string_view why) {
    Result<std::string> out = f.write(std::vector<Fill>{fill});
    ASSERT_FALSE(out.ok());
    EXPECT_NE(std::string(out.status().message()).find(why), std::string::npos) << out.status().message();
  };
  refused({index_of(f, "app_name"), {"Attn"}, ""}, "translatable=\"false\"");
  refused({index_of(f, "files"), {"%d Dateien"}, ""}, "1 target forms, the entry has 2");
  refused({index_of(f, "welcome"), {"Hallo, %1$s! <b>Neu</b>"}, ""}, "lost the inline markup <xliff:g");

  auto unreadable = [&](const std::string& folder, const std::string& bytes, std::string_view why,
                        std::optional<std::string> language = std::nullopt) {
    Result<std::unique_ptr<CatalogFile>> bad =
        read_android_strings((res_ / folder / "strings.xml").string(), bytes, language);
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(std::string(bad.status().message()).find(why), std::string::npos) << bad.status().message();
  };
  unreadable("values", kDefault, "name the language (--to)");
  unreadable("values", kDefault, "not in the table", "tlh");
  unreadable("values-de", "<resources>\n<string name=\"a\">x</strin>\n</resources>", "line 2: malformed XML");
  unreadable("values-de", "<html/>", "not <resources>");
  fs::remove(res_ / "values" / "strings.xml");
  unreadable("values-de", kGerman, "the source texts are read from the default");
}

// pugixml reads "<?xml />" as a declaration and "<p?>" as an element p; the default file turned into a
// translation drops p, and what is left does not parse. The writer refuses it rather than return it.
TEST_F(AndroidStrings, AWrittenFileThatWouldNotReadAgainIsRefused) {
  const std::unique_ptr<CatalogFile> file = read_ok("values", "<?xml /><resources><p?></resources>", "de");
  ASSERT_TRUE(file);
  Result<std::string> out = file->write({});
  ASSERT_FALSE(out.ok()) << out.value();
  EXPECT_NE(std::string(out.status().message()).find("the file as written would not read again ("),
            std::string::npos)
      << out.status().message();
  EXPECT_NE(std::string(out.status().message()).find("malformed XML"), std::string::npos);
}

TEST(AndroidEscape, EncodedTextDecodesToItself) {
  const std::vector<std::string> texts = {
      "plain",
      "Don't \"quote\"",
      "a\\b",
      "line\nbreak\ttab",
      "@string/x",
      "?attr",
      "  padded ",
      "two  spaces",
      "a & b < c > d",
      "100% %1$s",
      "ü € \xF0\x9F\x98\x80",
      "",
      "cr\rbell\x07",
      "]]>x]]>",
  };
  for (const std::string& text : texts) {
    for (bool cdata : {false, true}) {
      const std::string content = android::encode({{text, false, false}}, cdata);
      Result<std::unique_ptr<xml::XmlFile>> parsed =
          xml::XmlFile::parse("t.xml", "<string>" + content + "</string>");
      ASSERT_TRUE(parsed.ok()) << content;
      const auto& file = *parsed.value();
      EXPECT_EQ(android::decode(xml::content_pieces(file, file.root(), [](pugi::xml_node) { return false; })),
                text)
          << content;
    }
  }
}

}  // namespace
}  // namespace attn::localize
