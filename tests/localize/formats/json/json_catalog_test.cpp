// formats/json/json_catalog: i18next-style JSON catalogs, flat and nested, v4 plural keys, the language from
// the path, a translation beside its source file and a new translation from the source file.
#include "localize/src/formats/json/json_catalog.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "localize/src/formats/open_catalog.h"

namespace attn::localize {
namespace {

namespace fs = std::filesystem;

const std::string kEnglish =
    "{\n"
    "  \"title\": \"Welcome, {{name}}!\",\n"
    "  \"menu\": {\n"
    "    \"open\": \"Open\",\n"
    "    \"save\": \"Save \\\"all\\\"\"\n"
    "  },\n"
    "  \"files_zero\": \"No files\",\n"
    "  \"files_one\": \"{{count}} file\",\n"
    "  \"files_other\": \"{{count}} files\",\n"
    "  \"place_ordinal_one\": \"{{count}}st\",\n"
    "  \"version\": 3,\n"
    "  \"empty\": \"\"\n"
    "}\n";

const std::string kGerman =
    "{\n"
    "    \"menu\": {\n"
    "        \"save\": \"Alle speichern\"\n"
    "    },\n"
    "    \"files_one\": \"\"\n"
    "}\n";

void expect_valid_json(const std::string& text) {
  EXPECT_FALSE(nlohmann::json::parse(text, nullptr, false).is_discarded()) << text;
}

std::vector<std::string> keys_of(const CatalogFile& file) {
  std::vector<std::string> keys;
  for (const CatalogEntry& e : file.entries()) keys.push_back(e.key);
  return keys;
}

TEST(JsonCatalog, NamesTheLanguageByFileOrFolder) {
  EXPECT_EQ(json_path_language("locales/de/common.json"), "de");
  EXPECT_EQ(json_path_language("i18n/pt_BR.json"), "pt-BR");
  EXPECT_EQ(json_path_language("de-DE.json"), "de-DE");
  EXPECT_EQ(json_path_language("zh-Hans/app.json"), "zh-Hans");
  EXPECT_EQ(json_path_language("src/app.json"), std::nullopt);
  EXPECT_EQ(json_path_language("config/package.json"), std::nullopt);
  EXPECT_TRUE(same_language_tag("pt_BR", "pt-br"));
  EXPECT_FALSE(same_language_tag("pt", "pt-BR"));
}

TEST(JsonCatalog, ReadsFlatAndNestedKeysAndPlurals) {
  auto file = read_json_catalog("locales/en/common.json", kEnglish, "de", std::nullopt);
  ASSERT_TRUE(file.ok()) << file.status().message();
  const CatalogFile& f = *file.value();
  EXPECT_EQ(f.format_name(), "JSON");
  EXPECT_EQ(f.target_language(), "de");
  EXPECT_EQ(f.source_language(), "en");
  EXPECT_EQ(keys_of(f), (std::vector<std::string>{"title", "menu.open", "menu.save", "files_zero", "files",
                                                  "place_ordinal_one", "empty"}));
  const auto& e = f.entries();
  EXPECT_EQ(e[0].source, "Welcome, {{name}}!");
  EXPECT_EQ(e[0].line, 2);
  EXPECT_EQ(e[2].source, "Save \"all\"");
  // German has no "zero" category: i18next still uses files_zero for a count of 0, so it is its own entry.
  EXPECT_FALSE(e[3].is_plural());
  EXPECT_EQ(e[4].source, "{{count}} file");
  EXPECT_EQ(e[4].source_plural, "{{count}} files");
  EXPECT_EQ(e[4].plural_samples, (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(e[4].targets, (std::vector<std::string>{"", ""}));
  EXPECT_FALSE(e[6].translatable);

  auto russian = read_json_catalog("locales/en/common.json", kEnglish, "ru", std::nullopt);
  ASSERT_TRUE(russian.ok());
  EXPECT_EQ(russian.value()->entries()[4].plural_samples, (std::vector<int64_t>{1, 2, 5, 2}));
  auto arabic = read_json_catalog("locales/en/common.json", kEnglish, "ar", std::nullopt);
  ASSERT_TRUE(arabic.ok());
  // Arabic has "zero": files_zero is a form of the plural.
  EXPECT_EQ(keys_of(*arabic.value())[3], "files");
  auto unknown = read_json_catalog("common.json", kEnglish, "fi", std::nullopt);
  ASSERT_FALSE(unknown.ok());
  EXPECT_STREQ(unknown.status().message(),
               "common.json: line 8: the plural \"files\" needs the target language's plural categories: the "
               "language is not in the table (ar cs de en es fr it ja nl pl pt ru zh)");
}

TEST(JsonCatalog, WritesANewTranslationFromTheSourceFile) {
  auto file = read_json_catalog("locales/en/common.json", kEnglish, "de", std::nullopt);
  ASSERT_TRUE(file.ok());
  auto none = file.value()->write({});
  ASSERT_TRUE(none.ok());
  EXPECT_EQ(none.value(), "{}\n");
  const std::vector<Fill> fills = {{0, {"Willkommen, {{name}}!"}, ""},
                                   {2, {"Alle \"speichern\""}, ""},
                                   {4, {"{{count}} Datei", "{{count}} Dateien"}, "a note"}};
  auto out = file.value()->write(fills);
  ASSERT_TRUE(out.ok()) << out.status().message();
  EXPECT_EQ(out.value(),
            "{\n"
            "  \"title\": \"Willkommen, {{name}}!\",\n"
            "  \"menu\": {\n"
            "    \"save\": \"Alle \\\"speichern\\\"\"\n"
            "  },\n"
            "  \"files_one\": \"{{count}} Datei\",\n"
            "  \"files_other\": \"{{count}} Dateien\"\n"
            "}\n");
  expect_valid_json(out.value());
}

TEST(JsonCatalog, FillsATranslationBesideItsSourceFile) {
  auto file =
      read_json_translation("locales/de/common.json", kGerman, "locales/en/common.json", kEnglish, "de");
  ASSERT_TRUE(file.ok()) << file.status().message();
  const auto& e = file.value()->entries();
  EXPECT_EQ(file.value()->target_language(), "de");
  EXPECT_EQ(e[2].targets, std::vector<std::string>{"Alle speichern"});
  EXPECT_TRUE(e[2].is_translated());
  EXPECT_EQ(e[2].line, 3);  // the translation's line
  EXPECT_EQ(e[4].targets, (std::vector<std::string>{"", ""}));
  auto same = file.value()->write({});
  ASSERT_TRUE(same.ok());
  EXPECT_EQ(same.value(), kGerman);

  const std::vector<Fill> fills = {{0, {"Willkommen, {{name}}!"}, ""},
                                   {1,
                                    {"\xC3\x96"
                                     "ffnen"},
                                    ""},
                                   {3, {"Keine Dateien"}, ""},
                                   {4, {"{{count}} Datei", "{{count}} Dateien"}, ""}};
  auto out = file.value()->write(fills);
  ASSERT_TRUE(out.ok()) << out.status().message();
  // A key the translation lacks goes after the key before it in the source, with that key's indentation;
  // the first key of the source goes first.
  EXPECT_EQ(out.value(),
            "{\n"
            "    \"title\": \"Willkommen, {{name}}!\",\n"
            "    \"menu\": {\n"
            "        \"open\": \"\xC3\x96"
            "ffnen\",\n"
            "        \"save\": \"Alle speichern\"\n"
            "    },\n"
            "    \"files_zero\": \"Keine Dateien\",\n"
            "    \"files_one\": \"{{count}} Datei\",\n"
            "    \"files_other\": \"{{count}} Dateien\"\n"
            "}\n");
  expect_valid_json(out.value());
  auto again =
      read_json_translation("locales/de/common.json", out.value(), "locales/en/common.json", kEnglish, "de");
  ASSERT_TRUE(again.ok());
  for (const Fill& fill : fills) EXPECT_EQ(again.value()->entries()[fill.entry].targets, fill.targets);
}

TEST(JsonCatalog, AddsMissingObjectsAndWritesOneLineFilesOnOneLine) {
  const std::string source = "{\"a\":{\"b\":{\"c\":\"C\",\"d\":\"D\"}},\"e\":\"E\"}";
  auto file = read_json_translation("fr.json", "{\"e\":\"Ee\"}", "en.json", source, "fr");
  ASSERT_TRUE(file.ok()) << file.status().message();
  auto out = file.value()->write(std::vector<Fill>{{0, {"Cc"}, ""}, {1, {"Dd"}, ""}});
  ASSERT_TRUE(out.ok()) << out.status().message();
  EXPECT_EQ(out.value(), "{\"a\":{\"b\":{\"c\":\"Cc\",\"d\":\"Dd\"}},\"e\":\"Ee\"}");
  expect_valid_json(out.value());
}

TEST(JsonCatalog, KeepsTheTranslationsLineEndsAndTabs) {
  const std::string source = "{\r\n\t\"a\": \"A\",\r\n\t\"b\": {\r\n\t\t\"c\": \"C\"\r\n\t}\r\n}\r\n";
  const std::string german = "{\r\n\t\"a\": \"Aa\"\r\n}\r\n";
  auto file = read_json_translation("de.json", german, "en.json", source, "de");
  ASSERT_TRUE(file.ok()) << file.status().message();
  auto out = file.value()->write(std::vector<Fill>{{1, {"Cc"}, ""}});
  ASSERT_TRUE(out.ok()) << out.status().message();
  EXPECT_EQ(out.value(), "{\r\n\t\"a\": \"Aa\",\r\n\t\"b\": {\r\n\t\t\"c\": \"Cc\"\r\n\t}\r\n}\r\n");
  expect_valid_json(out.value());
  // A new translation of the source is laid out as the source.
  auto fresh = read_json_catalog("en.json", source, "de", std::nullopt);
  ASSERT_TRUE(fresh.ok());
  EXPECT_EQ(fresh.value()->write(std::vector<Fill>{{0, {"Aa"}, ""}, {1, {"Cc"}, ""}}).value(),
            "{\r\n\t\"a\": \"Aa\",\r\n\t\"b\": {\r\n\t\t\"c\": \"Cc\"\r\n\t}\r\n}\r\n");
}

TEST(JsonCatalog, RefusesBadFilesAndFills) {
  auto malformed = read_json_catalog("en.json", "{\n  \"a\": \"x\",\n}\n", "de", std::nullopt);
  ASSERT_FALSE(malformed.ok());
  EXPECT_EQ(std::string(malformed.status().message()).rfind("en.json: line 3: malformed JSON: ", 0), 0u)
      << malformed.status().message();
  auto array = read_json_catalog("en.json", "[\"a\"]", "de", std::nullopt);
  ASSERT_FALSE(array.ok());
  EXPECT_STREQ(array.status().message(), "en.json: line 1: the file is not a JSON object");
  auto clash = read_json_translation("de.json", "{\n\"menu\": \"x\"}", "en.json", kEnglish, "de");
  ASSERT_FALSE(clash.ok());
  EXPECT_STREQ(clash.status().message(), "de.json: line 2: \"menu\" is not an object, as in en.json");

  auto file = read_json_catalog("en.json", kEnglish, "de", std::nullopt);
  ASSERT_TRUE(file.ok());
  EXPECT_FALSE(file.value()->write(std::vector<Fill>{{4, {"one form"}, ""}}).ok());
  EXPECT_FALSE(file.value()->write(std::vector<Fill>{{6, {"x"}, ""}}).ok());
  EXPECT_FALSE(file.value()->write(std::vector<Fill>{{0, {"x"}, ""}, {0, {"y"}, ""}}).ok());
  EXPECT_FALSE(file.value()->write(std::vector<Fill>{{0, {"\xFF"}, ""}}).ok());
}

TEST(JsonCatalog, FindsTheSourceFileBesideATranslation) {
  const fs::path dir = fs::temp_directory_path() / ("attn_json_catalog_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "locales/en");
  fs::create_directories(dir / "locales/de");
  fs::create_directories(dir / "flat");
  std::ofstream(dir / "locales/en/common.json") << kEnglish;
  std::ofstream(dir / "flat/en-US.json") << kEnglish;
  std::ofstream(dir / "flat/fr.json") << "{\"title\": \"Bienvenue, {{name}} !\"}";

  const std::string german = (dir / "locales/de/common.json").string();
  auto by_folder = open_catalog(german, kGerman);
  ASSERT_TRUE(by_folder.ok()) << by_folder.status().message();
  EXPECT_EQ(by_folder.value()->target_language(), "de");
  EXPECT_EQ(by_folder.value()->entries().size(), 7u);
  EXPECT_EQ(by_folder.value()->write({}).value(), kGerman);

  // en-US.json is the one English file beside fr.json.
  auto by_name = open_catalog((dir / "flat/fr.json").string(), "{\"title\": \"Bienvenue, {{name}} !\"}");
  ASSERT_TRUE(by_name.ok()) << by_name.status().message();
  EXPECT_TRUE(by_name.value()->entries()[0].is_translated());
  EXPECT_EQ(by_name.value()->source_language(), "en");

  // The source file given with --to: a new translation; a translation whose source is missing: an error.
  auto source = open_catalog((dir / "locales/en/common.json").string(), kEnglish, "fr");
  ASSERT_TRUE(source.ok());
  EXPECT_EQ(source.value()->write({}).value(), "{}\n");
  auto from_german = open_catalog(german, kGerman, std::nullopt, "es");
  ASSERT_FALSE(from_german.ok());
  EXPECT_NE(std::string(from_german.status().message()).find("the es file beside it, which is missing"),
            std::string::npos)
      << from_german.status().message();
  fs::remove_all(dir);
}

}  // namespace
}  // namespace attn::localize
