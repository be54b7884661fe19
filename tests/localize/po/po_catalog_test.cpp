#include "localize/src/formats/po/po_catalog.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "localize/src/formats/open_catalog.h"
#include "tests/support/iconv_converts.h"

namespace attn::localize {
namespace {

const char kSample[] =
    "# German translation.\n"
    "msgid \"\"\n"
    "msgstr \"\"\n"
    "\"Project-Id-Version: sample 1.0\\n\"\n"
    "\"Language: de\\n\"\n"
    "\"MIME-Version: 1.0\\n\"\n"
    "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
    "\"Content-Transfer-Encoding: 8bit\\n\"\n"
    "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n"
    "\n"
    "# A translator's comment.\n"
    "#. An extracted comment.\n"
    "#: src/main.c:10\n"
    "#, c-format\n"
    "msgid \"Open %s\"\n"
    "msgstr \"\"\n"
    "\n"
    "#: src/main.c:20\n"
    "msgctxt \"menu\"\n"
    "msgid \"_File\"\n"
    "msgstr \"\"\n"
    "\n"
    "msgid \"\"\n"
    "\"A long message that \"\n"
    "\"is wrapped.\\n\"\n"
    "msgstr \"Schon übersetzt.\\n\"\n"
    "\n"
    "#, c-format\n"
    "msgid \"%d file\"\n"
    "msgid_plural \"%d files\"\n"
    "msgstr[0] \"\"\n"
    "msgstr[1] \"\"\n"
    "\n"
    "#~ msgid \"Old\"\n"
    "#~ msgstr \"Alt\"\n";

// The charset a PO header names ("charset=X\n"), or UTF-8.
std::string charset_of(const std::string& bytes) {
  const size_t at = bytes.find("charset=");
  if (at == std::string::npos) return "UTF-8";
  const size_t begin = at + 8;
  return bytes.substr(begin, bytes.find_first_of("\\\" \n", begin) - begin);
}

std::unique_ptr<CatalogFile> read(const std::string& bytes, const char* name = "sample.po") {
  auto r = read_po(name, bytes);
  EXPECT_TRUE(r.ok()) << r.status().message();
  return r.ok() ? std::move(r).value() : nullptr;
}

std::string file_bytes(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// msgfmt -c's verdict on bytes ("" when accepted, else its messages).
std::string msgfmt_check(const std::string& bytes) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("attn-po-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::filesystem::path po = dir / "check.po", log = dir / "log";
  std::ofstream(po, std::ios::binary) << bytes;
  const std::string command = "msgfmt -c -o /dev/null '" + po.string() + "' 2>'" + log.string() + "'";
  const int rc = std::system(command.c_str());
  std::string messages = file_bytes(log);
  std::filesystem::remove_all(dir);
  return rc == 0 ? "" : "msgfmt failed: " + messages;
}

TEST(PoCatalog, ReadsEntries) {
  auto po = read(kSample);
  ASSERT_TRUE(po);
  EXPECT_EQ(po->format_name(), "PO");
  EXPECT_EQ(po->target_language(), "de");
  const auto& e = po->entries();
  ASSERT_EQ(e.size(), 4u);  // the header and the obsolete entry are no entries
  EXPECT_EQ(e[0].source, "Open %s");
  EXPECT_EQ(e[0].flags, std::vector<std::string>{"c-format"});
  EXPECT_EQ(e[0].notes, "An extracted comment.");
  EXPECT_EQ(e[0].line, 11);
  EXPECT_FALSE(e[0].is_translated());
  EXPECT_EQ(e[1].context, "menu");
  EXPECT_EQ(e[1].key, "menu|_File");
  EXPECT_EQ(e[2].source, "A long message that is wrapped.\n");
  EXPECT_TRUE(e[2].is_translated());
  EXPECT_EQ(e[3].source_plural, "%d files");
  EXPECT_EQ(e[3].plural_samples, (std::vector<int64_t>{1, 0}));
  EXPECT_EQ(e[3].targets.size(), 2u);
}

TEST(PoCatalog, NoFillsGiveTheBytesBack) {
  auto po = read(kSample);
  ASSERT_TRUE(po);
  auto out = po->write({});
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(out.value(), kSample);
}

TEST(PoCatalog, FillsAreSplicedAndMarkedFuzzy) {
  auto po = read(kSample);
  ASSERT_TRUE(po);
  const std::vector<Fill> fills = {{0, {"%s öffnen"}, ""},
                                   {1, {"_Datei \"neu\"\tjetzt"}, "glossary term \"file\" not placed"},
                                   {3, {"%d Datei", "%d Dateien"}, ""}};
  auto out = po->write(fills);
  ASSERT_TRUE(out.ok()) << out.status().message();
  std::string want = kSample;
  auto replace = [&](const std::string& from, const std::string& to) {
    const size_t at = want.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    want.replace(at, from.size(), to);
  };
  replace("#, c-format\nmsgid \"Open %s\"\nmsgstr \"\"\n",
          "#, c-format, fuzzy\nmsgid \"Open %s\"\nmsgstr \"%s öffnen\"\n");
  replace(
      "#: src/main.c:20\nmsgctxt \"menu\"\nmsgid \"_File\"\nmsgstr \"\"\n",
      "# glossary term \"file\" not placed\n#: src/main.c:20\n#, fuzzy\nmsgctxt \"menu\"\nmsgid \"_File\"\n"
      "msgstr \"_Datei \\\"neu\\\"\\tjetzt\"\n");
  replace("msgstr[0] \"\"\nmsgstr[1] \"\"\n", "msgstr[0] \"%d Datei\"\nmsgstr[1] \"%d Dateien\"\n");
  replace("#, c-format\nmsgid \"%d file\"", "#, c-format, fuzzy\nmsgid \"%d file\"");
  EXPECT_EQ(out.value(), want);
  EXPECT_EQ(msgfmt_check(out.value()), "");
  // Read back: the filled entries are fuzzy, so still to review.
  auto again = read(out.value());
  ASSERT_TRUE(again);
  EXPECT_TRUE(again->entries()[0].needs_review);
  EXPECT_EQ(again->entries()[0].targets[0], "%s öffnen");
  EXPECT_EQ(again->entries()[1].targets[0], "_Datei \"neu\"\tjetzt");
}

TEST(PoCatalog, MultiLineTranslationIsWrittenOneLineAPiece) {
  auto po = read(kSample);
  ASSERT_TRUE(po);
  const std::vector<Fill> fills = {{0, {"Zeile 1 %s\nZeile 2\n"}, ""}};
  auto out = po->write(fills);
  ASSERT_TRUE(out.ok());
  EXPECT_NE(out.value().find("msgstr \"\"\n\"Zeile 1 %s\\n\"\n\"Zeile 2\\n\"\n"), std::string::npos);
}

TEST(PoCatalog, WrongFillsAreRefused) {
  auto po = read(kSample);
  ASSERT_TRUE(po);
  EXPECT_FALSE(po->write(std::vector<Fill>{{9, {"x"}, ""}}).ok());
  EXPECT_FALSE(po->write(std::vector<Fill>{{3, {"nur eine"}, ""}}).ok());
  EXPECT_FALSE(po->write(std::vector<Fill>{{0, {"a", "b"}, ""}}).ok());
  EXPECT_FALSE(po->write(std::vector<Fill>{{0, {"a"}, ""}, {0, {"b"}, ""}}).ok());
}

TEST(PoCatalog, PluralRuleFromTheLanguageIsWrittenIntoTheHeader) {
  std::string sample = kSample;
  const std::string forms = "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n";
  sample.erase(sample.find(forms), forms.size());
  const std::string language = "\"Language: de\\n\"\n";
  sample.erase(sample.find(language), language.size());
  auto po = read(sample);
  ASSERT_TRUE(po);
  EXPECT_EQ(po->target_language(), std::nullopt);
  ASSERT_TRUE(po->set_target_language("ru").ok());
  EXPECT_EQ(po->entries()[3].plural_samples, (std::vector<int64_t>{1, 2, 0}));
  auto out = po->write(std::vector<Fill>{{3, {"%d файл", "%d файла", "%d файлов"}, ""}});
  ASSERT_TRUE(out.ok()) << out.status().message();
  EXPECT_NE(out.value().find("Plural-Forms: nplurals=3;"), std::string::npos);
  EXPECT_EQ(msgfmt_check(out.value()), "");
}

TEST(PoCatalog, MalformedFileIsAnErrorWithItsLine) {
  const std::string bad = "msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"c\nmsgstr \"d\"\n";
  auto r = read_po("bad.po", bad);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(std::string(r.status().message()).find("bad.po:5: end-of-line within string"), std::string::npos)
      << r.status().message();
  auto dup = read_po("dup.po", "msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"a\"\nmsgstr \"c\"\n");
  ASSERT_FALSE(dup.ok());
  EXPECT_NE(std::string(dup.status().message()).find("dup.po:4"), std::string::npos)
      << dup.status().message();
}

TEST(PoCatalog, OtherCharsetsAreReadAsUtf8AndWrittenBack) {
  if (!test::iconv_converts("ISO-8859-1")) GTEST_SKIP() << "this system's iconv has no ISO-8859-1 converter";
  std::string latin1 = kSample;
  latin1.replace(latin1.find("charset=UTF-8"), 13, "charset=ISO-8859-1");
  latin1.replace(latin1.find("Schon \xC3\xBC"
                             "bersetzt"),
                 16,
                 "Schon \xFC"
                 "bersetzt");
  auto po = read(latin1);
  ASSERT_TRUE(po);
  EXPECT_EQ(po->entries()[2].targets[0],
            "Schon \xC3\xBC"
            "bersetzt.\n");  // UTF-8 for the filler
  // "ö" has a Latin-1 byte; the German quotes are transliterated (iconv in the C locale: „ as ,, and “ as ").
  auto out = po->write(std::vector<Fill>{{0,
                                          {"\xE2\x80\x9E%s\xE2\x80\x9C \xC3\xB6"
                                           "ffnen"},
                                          ""}});
  ASSERT_TRUE(out.ok()) << out.status().message();
  EXPECT_NE(out.value().find("msgstr \",,%s\\\" \xF6"
                             "ffnen\"\n"),
            std::string::npos)
      << out.value();
  EXPECT_EQ(msgfmt_check(out.value()), "");
}

TEST(OpenCatalog, ChoosesByExtensionAndRefusesTheUnknown) {
  EXPECT_TRUE(open_catalog("de.po", kSample).ok());
  EXPECT_TRUE(open_catalog("DE.PO", kSample).ok());
  auto r = open_catalog("strings.yaml", "a: b\n");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(std::string(r.status().message()).find("unsupported catalog format"), std::string::npos);
}

// Every catalog of the data set comes back byte for byte; blanked (header kept) and filled with its own
// source texts, it passes msgfmt -c.
TEST(PoCatalog, DataSetCatalogsRoundTrip) {
  // $ATTN_SHARED_DATA_DIR points elsewhere than the checkout's ../shared/data (a worktree).
  const char* env = std::getenv("ATTN_SHARED_DATA_DIR");
  const std::filesystem::path root =
      std::filesystem::path(env != nullptr ? env : ATTN_SHARED_DATA_DIR) / "catalogs";
  if (!std::filesystem::is_directory(root)) GTEST_SKIP() << root << " absent";
  int files = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    if (entry.path().extension() != ".po") continue;
    const std::string bytes = file_bytes(entry.path());
    if (!test::iconv_converts(charset_of(bytes).c_str())) {
      std::printf("skipped %s: this system's iconv has no %s converter\n", entry.path().c_str(),
                  charset_of(bytes).c_str());
      ++files;
      continue;
    }
    auto po = read(bytes, entry.path().c_str());
    ASSERT_TRUE(po) << entry.path();
    auto same = po->write({});
    ASSERT_TRUE(same.ok());
    EXPECT_EQ(same.value(), bytes) << entry.path();
    std::vector<Fill> fills;
    for (size_t i = 0; i < po->entries().size(); ++i) {
      const CatalogEntry& e = po->entries()[i];
      Fill f{i, {}, ""};
      for (int64_t sample : e.plural_samples) f.targets.push_back(sample == 1 ? e.source : e.source_plural);
      if (!e.is_plural()) f.targets.push_back(e.source);
      fills.push_back(std::move(f));
    }
    auto filled = po->write(fills);
    ASSERT_TRUE(filled.ok()) << filled.status().message();
    EXPECT_EQ(msgfmt_check(filled.value()), "") << entry.path();
    ++files;
  }
  EXPECT_GE(files, 19);
}

}  // namespace
}  // namespace attn::localize
