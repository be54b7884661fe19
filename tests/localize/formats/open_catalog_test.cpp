// open_catalog: each format is recognised by its file name and content and read by its own reader; the target
// language reaches the readers that need it while reading (a default Android file's plurals).
#include "localize/src/formats/open_catalog.h"

#include <gtest/gtest.h>

#include <string>

namespace attn::localize {
namespace {

const std::string kXliff =
    "<?xml version=\"1.0\"?>\n"
    "<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
    "  <file original=\"app\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">\n"
    "    <body>\n"
    "      <trans-unit id=\"open\"><source>Open %s</source></trans-unit>\n"
    "    </body>\n"
    "  </file>\n"
    "</xliff>\n";

const std::string kQt =
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "<!DOCTYPE TS>\n"
    "<TS version=\"2.1\" language=\"de_DE\">\n"
    "<context>\n"
    "    <name>Main</name>\n"
    "    <message>\n"
    "        <source>Quit</source>\n"
    "        <translation type=\"unfinished\"></translation>\n"
    "    </message>\n"
    "</context>\n"
    "</TS>\n";

const std::string kAndroid =
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "<resources>\n"
    "    <string name=\"title\">Files</string>\n"
    "    <plurals name=\"files\">\n"
    "        <item quantity=\"one\">%d file</item>\n"
    "        <item quantity=\"other\">%d files</item>\n"
    "    </plurals>\n"
    "</resources>\n";

TEST(OpenCatalog, RecognisesEachXmlFormat) {
  auto xliff = open_catalog("app.de.xlf", kXliff);
  ASSERT_TRUE(xliff.ok()) << xliff.status().message();
  EXPECT_NE(xliff.value()->format_name().find("XLIFF"), std::string_view::npos);
  ASSERT_EQ(xliff.value()->entries().size(), 1u);
  EXPECT_EQ(xliff.value()->entries()[0].source, "Open %s");

  auto qt = open_catalog("app_de.ts", kQt);
  ASSERT_TRUE(qt.ok()) << qt.status().message();
  ASSERT_EQ(qt.value()->entries().size(), 1u);
  EXPECT_EQ(qt.value()->entries()[0].source, "Quit");
}

TEST(OpenCatalog, GivesTheTargetLanguageToAndroidsDefaultFile) {
  // values/ states no language: its plurals cannot be laid out without one.
  auto without = open_catalog("res/values/strings.xml", kAndroid);
  ASSERT_FALSE(without.ok());
  EXPECT_NE(std::string(without.status().message()).find("--to"), std::string::npos)
      << without.status().message();

  auto russian = open_catalog("res/values/strings.xml", kAndroid, "ru");
  ASSERT_TRUE(russian.ok()) << russian.status().message();
  const auto& entries = russian.value()->entries();
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[1].source_plural, "%d files");
  EXPECT_EQ(entries[1].plural_samples.size(), 4u);  // one, few, many, other
}

}  // namespace
}  // namespace attn::localize
