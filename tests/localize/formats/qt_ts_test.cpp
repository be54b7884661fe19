#include "localize/src/formats/qt/qt_ts.h"

#include <gtest/gtest.h>

namespace attn::localize {
namespace {

const std::string kTs =
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "<!DOCTYPE TS>\n"
    "<TS version=\"2.1\" language=\"ru_RU\" sourcelanguage=\"en_US\">\n"
    "<context>\n"
    "    <name>MainWindow</name>\n"
    "    <message>\n"
    "        <location filename=\"../mainwindow.cpp\" line=\"42\"/>\n"
    "        <source>&amp;Open %1 &lt;b&gt;</source>\n"
    "        <comment>menu</comment>\n"
    "        <extracomment>File menu entry</extracomment>\n"
    "        <translation type=\"unfinished\"></translation>\n"
    "    </message>\n"
    "    <message numerus=\"yes\">\n"
    "        <source>%n file(s)</source>\n"
    "        <translation type=\"unfinished\">\n"
    "            <numerusform></numerusform>\n"
    "        </translation>\n"
    "    </message>\n"
    "    <message>\n"
    "        <source>Done</source>\n"
    "        <translation>Готово</translation>\n"
    "    </message>\n"
    "    <message>\n"
    "        <source>Old</source>\n"
    "        <translation type=\"vanished\">Старый</translation>\n"
    "    </message>\n"
    "    <message>\n"
    "        <source>Quit</source>\n"
    "    </message>\n"
    "</context>\n"
    "</TS>\n";

std::unique_ptr<CatalogFile> read_ok(const std::string& bytes) {
  Result<std::unique_ptr<CatalogFile>> file = read_qt_ts("app_ru.ts", bytes);
  EXPECT_TRUE(file.ok()) << file.status().message();
  return std::move(file).value();
}

TEST(QtTs, ReadsMessagesContextsAndNumerusForms) {
  const std::unique_ptr<CatalogFile> file = read_ok(kTs);
  EXPECT_EQ(file->target_language(), "ru-RU");
  EXPECT_EQ(file->source_language(), "en-US");
  const std::vector<CatalogEntry>& e = file->entries();
  ASSERT_EQ(e.size(), 5u);
  EXPECT_EQ(e[0].source, "&Open %1 <b>");
  EXPECT_EQ(e[0].context, "MainWindow | menu");
  EXPECT_EQ(e[0].notes, "File menu entry");
  EXPECT_EQ(e[0].line, 6);
  EXPECT_FALSE(e[0].is_translated());
  EXPECT_EQ(e[1].plural_samples, (std::vector<int64_t>{1, 2, 5}));  // Qt's Russian rule: three forms
  EXPECT_EQ(e[1].source_plural, "%n file(s)");
  EXPECT_TRUE(e[2].is_translated());
  EXPECT_FALSE(e[3].translatable);
  EXPECT_EQ(e[4].targets, std::vector<std::string>{""});
  Result<std::string> same = file->write({});
  ASSERT_TRUE(same.ok());
  EXPECT_EQ(same.value(), kTs);
}

TEST(QtTs, FillsAreUnfinishedTranslations) {
  const std::unique_ptr<CatalogFile> file = read_ok(kTs);
  const std::vector<Fill> fills = {
      {0, {"&Открыть %1 <b>"}, "accelerator placed on O"},
      {1, {"%n файл", "%n файла", "%n файлов"}, ""},
      {4, {"Выход"}, ""},
  };
  Result<std::string> out = file->write(fills);
  ASSERT_TRUE(out.ok()) << out.status().message();
  EXPECT_NE(
      out.value().find("        <extracomment>File menu entry</extracomment>\n"
                       "        <translatorcomment>accelerator placed on O</translatorcomment>\n"
                       "        <translation type=\"unfinished\">&amp;Открыть %1 &lt;b&gt;</translation>\n"),
      std::string::npos)
      << out.value();
  EXPECT_NE(out.value().find("        <translation type=\"unfinished\">\n"
                             "            <numerusform>%n файл</numerusform>\n"
                             "            <numerusform>%n файла</numerusform>\n"
                             "            <numerusform>%n файлов</numerusform>\n"
                             "        </translation>\n"),
            std::string::npos)
      << out.value();
  EXPECT_NE(out.value().find("        <source>Quit</source>\n"
                             "        <translation type=\"unfinished\">Выход</translation>\n    </message>"),
            std::string::npos)
      << out.value();
  const std::unique_ptr<CatalogFile> again = read_ok(out.value());
  for (const Fill& fill : fills) {
    EXPECT_EQ(again->entries()[fill.entry].targets, fill.targets);
    EXPECT_TRUE(again->entries()[fill.entry].needs_review);
  }
  EXPECT_FALSE(file->write(std::vector<Fill>{{3, {"x"}, ""}}).ok());       // vanished
  EXPECT_FALSE(file->write(std::vector<Fill>{{1, {"x", "y"}, ""}}).ok());  // two forms of three
}

TEST(QtTs, MalformedFilesAreErrorsWithTheLine) {
  Result<std::unique_ptr<CatalogFile>> bad =
      read_qt_ts("bad.ts", "<TS>\n<context>\n<message><source>x</message>\n</TS>");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(std::string(bad.status().message()).find("bad.ts: line 3: malformed XML"), std::string::npos)
      << bad.status().message();
  bad = read_qt_ts("bad.ts",
                   "<TS>\n<context><message numerus=\"yes\"><source>%n</source></message></context></TS>");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(std::string(bad.status().message()).find("names no language"), std::string::npos);
  EXPECT_TRUE(looks_like_qt_ts("app_de.ts", "<?xml version=\"1.0\"?>\n<!DOCTYPE TS>\n<TS version=\"2.1\">"));
  EXPECT_FALSE(looks_like_qt_ts("main.ts", "export const x = 1;"));
}

}  // namespace
}  // namespace attn::localize
