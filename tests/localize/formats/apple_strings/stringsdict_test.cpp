#include "localize/src/formats/apple_strings/stringsdict.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "localize/src/formats/open_catalog.h"
#include "tests/localize/formats/apple_strings/lproj_fixture.h"

namespace attn::localize {
namespace {

namespace fs = std::filesystem;

const std::string kHead =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
    "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
    "<plist version=\"1.0\">\n"
    "<dict>\n";
const std::string kTail = "</dict>\n</plist>\n";

// A unit: KEY with format FORMAT and one plural rule VARIABLE with the given category texts.
std::string unit(const std::string& key, const std::string& format, const std::string& variable,
                 const std::vector<std::pair<std::string, std::string>>& forms) {
  std::string out = "\t<key>" + key +
                    "</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>" + format +
                    "</string>\n\t\t<key>" + variable +
                    "</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n"
                    "\t\t\t<string>NSStringPluralRuleType</string>\n"
                    "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n";
  for (const auto& [category, text] : forms)
    out += "\t\t\t<key>" + category + "</key>\n\t\t\t<string>" + text + "</string>\n";
  return out + "\t\t</dict>\n\t</dict>\n";
}

const std::string kSource =
    kHead +
    unit("%d files selected", "%#@files@", "files",
         {{"one", "%d file selected"}, {"other", "%d files selected"}}) +
    unit("Found %d items in %d folders", "Found %#@items@ in %#@folders@", "items",
         {{"zero", "no items"}, {"one", "%d item"}, {"other", "%d items"}}) +
    unit("%d songs", "%#@songs@", "songs", {{"one", "%d song"}, {"other", "%d songs"}}) + kTail;

class Stringsdict : public LprojFixture {
 protected:
  Stringsdict() : LprojFixture("Localizable.stringsdict", read_apple_stringsdict) {}
  void SetUp() override {
    LprojFixture::SetUp();
    write_file("en.lproj", kSource);
  }
};

TEST_F(Stringsdict, RulesArePluralEntriesAndFormatsWithWordsAreEntries) {
  auto file = read_ok("en.lproj", kSource, "de");
  ASSERT_NE(file, nullptr);
  EXPECT_EQ(file->format_name(), "Apple .stringsdict");
  EXPECT_EQ(file->source_language(), "en");
  EXPECT_EQ(file->target_language(), "de");
  std::vector<std::string> keys;
  for (const CatalogEntry& e : file->entries()) keys.push_back(e.key);
  // "%#@files@" holds no words: not an entry. German has no zero category: "zero" is an entry of its own.
  EXPECT_EQ(keys, (std::vector<std::string>{"%d files selected / files", "Found %d items in %d folders",
                                            "Found %d items in %d folders / items / zero",
                                            "Found %d items in %d folders / items", "%d songs / songs"}));
  const CatalogEntry& files = file->entries()[0];
  EXPECT_EQ(files.source, "%d file selected");
  EXPECT_EQ(files.source_plural, "%d files selected");
  EXPECT_EQ(files.plural_samples, (std::vector<int64_t>{1, 2}));  // de: one, other
  EXPECT_EQ(files.targets, (std::vector<std::string>{"", ""}));
  EXPECT_EQ(files.context, "%d files selected");
  EXPECT_EQ(files.line, 5);
  EXPECT_EQ(file->entries()[1].source, "Found %#@items@ in %#@folders@");
  EXPECT_EQ(file->entries()[2].source, "no items");
}

TEST_F(Stringsdict, ASourceFileWithATargetLanguageGivesTheTranslationFile) {
  auto file = read_ok("en.lproj", kSource, "de");
  ASSERT_NE(file, nullptr);
  // The songs rule is not filled: its key is left out of the translation.
  const std::string out = write_ok(
      *file,
      {{index_of(*file, "%d files selected / files"), {"%d Datei ausgewählt", "%d Dateien <ausgewählt>"}, ""},
       {index_of(*file, "Found %d items in %d folders"), {"%#@items@ in %#@folders@ gefunden"}, ""},
       {index_of(*file, "Found %d items in %d folders / items / zero"), {"keine Elemente"}, ""},
       {index_of(*file, "Found %d items in %d folders / items"),
        {"%d Element", "%d Elemente"},
        "a note -- here"}});
  const std::string expected =
      kHead + "\t<!-- attn: machine translation, to be reviewed -->\n" +
      unit("%d files selected", "%#@files@", "files",
           {{"one", "%d Datei ausgewählt"}, {"other", "%d Dateien &lt;ausgewählt&gt;"}}) +
      "\t<!-- attn: machine translation, to be reviewed: a note - - here -->\n" +
      unit("Found %d items in %d folders", "%#@items@ in %#@folders@ gefunden", "items",
           {{"zero", "keine Elemente"}, {"one", "%d Element"}, {"other", "%d Elemente"}}) +
      kTail;
  EXPECT_EQ(out, expected);
  // Read back as the German translation: filled, and marked for review.
  Result<std::unique_ptr<CatalogFile>> back = read_apple_stringsdict_files(
      {path_in("en.lproj"), kSource}, StringsFileBytes{path_in("de.lproj"), out}, {});
  ASSERT_TRUE(back.ok()) << back.status().message();
  const CatalogEntry& files = back.value()->entries()[0];
  EXPECT_EQ(files.targets, (std::vector<std::string>{"%d Datei ausgewählt", "%d Dateien <ausgewählt>"}));
  EXPECT_TRUE(files.needs_review);
  EXPECT_FALSE(files.is_translated());
  EXPECT_EQ(back.value()->entries().back().targets, (std::vector<std::string>{"", ""}));  // songs: absent
}

TEST_F(Stringsdict, ATranslationIsFilledInPlaceAndGetsTheKeysItLacks) {
  // The German file has "songs" translated and "%d files selected" with its "other" text missing.
  const std::string german =
      kHead + unit("%d files selected", "%#@files@", "files", {{"one", "%d Datei ausgewählt"}}) +
      "\t<!-- keep this comment -->\n" +
      unit("%d songs", "%#@songs@", "songs", {{"one", "%d Lied"}, {"other", "%d Lieder"}}) + kTail;
  write_file("de.lproj", german);
  auto file = read_ok("de.lproj", german);
  ASSERT_NE(file, nullptr);
  EXPECT_EQ(file->target_language(), "de");
  const size_t files = index_of(*file, "%d files selected / files");
  EXPECT_EQ(file->entries()[files].targets, (std::vector<std::string>{"%d Datei ausgewählt", ""}));
  EXPECT_FALSE(file->entries()[files].is_translated());
  EXPECT_TRUE(file->entries()[index_of(*file, "%d songs / songs")].is_translated());
  // Nothing filled: the file as it was.
  EXPECT_EQ(write_ok(*file, {}), german);

  const std::string out = write_ok(
      *file, {{files, {"%d Datei ausgewählt", "%d Dateien ausgewählt"}, ""},
              {index_of(*file, "Found %d items in %d folders"), {"%#@items@ in %#@folders@ gefunden"}, ""},
              {index_of(*file, "Found %d items in %d folders / items / zero"), {"keine Elemente"}, ""},
              {index_of(*file, "Found %d items in %d folders / items"), {"%d Element", "%d Elemente"}, ""}});
  const std::string expected =
      kHead + "\t<!-- attn: machine translation, to be reviewed -->\n" +
      unit("%d files selected", "%#@files@", "files",
           {{"one", "%d Datei ausgewählt"}, {"other", "%d Dateien ausgewählt"}}) +
      "\t<!-- attn: machine translation, to be reviewed -->\n" +
      unit("Found %d items in %d folders", "%#@items@ in %#@folders@ gefunden", "items",
           {{"zero", "keine Elemente"}, {"one", "%d Element"}, {"other", "%d Elemente"}}) +
      "\t<!-- keep this comment -->\n" +
      unit("%d songs", "%#@songs@", "songs", {{"one", "%d Lied"}, {"other", "%d Lieder"}}) + kTail;
  // The key the translation lacks follows the key before it in the source.
  EXPECT_EQ(out, expected);
}

TEST_F(Stringsdict, LanguagesWithMoreCategoriesGetAFormForEach) {
  auto file = read_ok("en.lproj", kSource, "ru");
  ASSERT_NE(file, nullptr);
  const CatalogEntry& files = file->entries()[0];
  EXPECT_EQ(files.targets.size(), 4u);  // ru: one, few, many, other
  const std::string out = write_ok(
      *file, {{0, {"%d файл выбран", "%d файла выбрано", "%d файлов выбрано", "%d файла выбрано"}, ""}});
  EXPECT_NE(out.find("<key>one</key>\n\t\t\t<string>%d файл выбран</string>\n\t\t\t<key>few</key>\n"
                     "\t\t\t<string>%d файла выбрано</string>\n\t\t\t<key>many</key>\n"
                     "\t\t\t<string>%d файлов выбрано</string>\n\t\t\t<key>other</key>"),
            std::string::npos)
      << out;
  EXPECT_EQ(out.find("songs"), std::string::npos);
}

TEST_F(Stringsdict, PluralsNeedALanguageInTheTable) {
  Result<std::unique_ptr<CatalogFile>> none = read_apple_stringsdict(path_in("en.lproj"), kSource);
  ASSERT_FALSE(none.ok());
  EXPECT_NE(std::string(none.status().message())
                .find("line 9: the plural rule \"files\" of \"%d files selected\" needs the "
                      "target language's plural categories: name the language"),
            std::string::npos)
      << none.status().message();
  Result<std::unique_ptr<CatalogFile>> unknown = read_apple_stringsdict(path_in("en.lproj"), kSource, "tlh");
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(std::string(unknown.status().message()).find("the language is not in the table"),
            std::string::npos);
}

TEST_F(Stringsdict, MalformedFilesNameFileAndLine) {
  auto error_of = [&](const std::string& bytes) {
    Result<std::unique_ptr<CatalogFile>> file = read_apple_stringsdict(path_in("en.lproj"), bytes, "de");
    EXPECT_FALSE(file.ok());
    return file.ok() ? std::string() : std::string(file.status().message());
  };
  EXPECT_NE(error_of("<plist><dict><key>a</key></plist>").find("Localizable.stringsdict: line 1:"),
            std::string::npos);
  EXPECT_NE(error_of("<resources/>").find("the root element is <resources>, not <plist>"), std::string::npos);
  EXPECT_NE(error_of("<plist version=\"1.0\"/>").find("the <plist> holds no <dict>"), std::string::npos);
  EXPECT_NE(error_of(kHead + "\t<key>a</key>\n" + kTail).find("line 5: a <key> without a value after it"),
            std::string::npos);
  EXPECT_NE(error_of(kHead + "\t<string>a</string>\n" + kTail)
                .find("line 5: a <string> where a <key> was expected"),
            std::string::npos);
  EXPECT_NE(error_of(kHead + unit("k", "%#@n@", "n", {{"one", "%d"}}) + kTail)
                .find("line 9: the plural rule \"n\" of \"k\" has no \"other\" text"),
            std::string::npos);
  EXPECT_NE(error_of(kHead + unit("k", "%#@n@", "n", {{"other", "%d <b>x</b>"}}) + kTail)
                .find("line 16: <string> holds markup, not only text"),
            std::string::npos);
}

TEST_F(Stringsdict, ATranslationWithoutItsSourceNamesWhatWasLookedFor) {
  fs::remove_all(root_ / "en.lproj");
  Result<std::unique_ptr<CatalogFile>> file = read_apple_stringsdict(path_in("fr.lproj"), kHead + kTail);
  ASSERT_FALSE(file.ok());
  EXPECT_NE(std::string(file.status().message())
                .find("its source texts are read from Base.lproj/Localizable.stringsdict or "
                      "en.lproj/Localizable.stringsdict beside its folder, and neither exists"),
            std::string::npos)
      << file.status().message();
}

TEST_F(Stringsdict, WrongFillsAreRefused) {
  auto file = read_ok("en.lproj", kSource, "de");
  ASSERT_NE(file, nullptr);
  // No such entry; one form for a plural entry of two; an entry filled twice.
  const std::vector<std::vector<Fill>> wrong = {
      {{99, {"x"}, ""}}, {{0, {"x"}, ""}}, {{1, {"x"}, ""}, {1, {"y"}, ""}}};
  for (const std::vector<Fill>& fills : wrong) {
    Result<std::string> out = file->write(fills);
    ASSERT_FALSE(out.ok());
    EXPECT_TRUE(std::string(out.status().message()).starts_with(path_in("en.lproj") + ": "))
        << out.status().message();
  }
}

TEST_F(Stringsdict, OpenCatalogChoosesTheFormatByItsExtension) {
  Result<std::unique_ptr<CatalogFile>> file = open_catalog(path_in("en.lproj"), kSource, "fr");
  ASSERT_TRUE(file.ok()) << file.status().message();
  EXPECT_EQ(file.value()->format_name(), "Apple .stringsdict");
}

}  // namespace
}  // namespace attn::localize
