#include "localize/src/glossary/glossary.h"

#include <gtest/gtest.h>

namespace attn::localize {
namespace {

Glossary parse(std::string_view text) {
  auto g = Glossary::parse(text, "terms.tsv");
  EXPECT_TRUE(g.ok()) << g.status().message();
  return g.ok() ? g.value() : Glossary();
}

// The matched source words and their targets.
std::vector<std::pair<std::string, std::string>> found(const Glossary& g, std::string_view line) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const ForcedTerm& t : g.find(line))
    out.emplace_back(std::string(line.substr(t.begin, t.end - t.begin)), t.target);
  return out;
}
using Found = std::vector<std::pair<std::string, std::string>>;

TEST(Glossary, CaseWordBoundariesAndPlurals) {
  const Glossary g =
      parse("# terms\nbookmark\tLesezeichen\nbox\tFeld\nproxy\tProxy\n\nfile name\tDateiname\n");
  EXPECT_EQ(found(g, "Bookmarks and a BOX"), (Found{{"Bookmarks", "Lesezeichen"}, {"BOX", "Feld"}}));
  EXPECT_EQ(found(g, "two boxes, proxies"), (Found{{"boxes", "Feld"}, {"proxies", "Proxy"}}));
  EXPECT_TRUE(found(g, "bookmarked inbox").empty());  // inside words: no match
  EXPECT_EQ(found(g, "Enter a file name"), (Found{{"file name", "Dateiname"}}));
}

TEST(Glossary, LongestTermWins) {
  const Glossary g = parse("file\tDatei\nfile name\tDateiname\n");
  EXPECT_EQ(found(g, "file name and file"), (Found{{"file name", "Dateiname"}, {"file", "Datei"}}));
}

TEST(Glossary, MalformedLinesNameTheirLine) {
  auto no_tab = Glossary::parse("a\tb\nno tab here\n", "terms.tsv");
  ASSERT_FALSE(no_tab.ok());
  EXPECT_STREQ(no_tab.status().message(), "terms.tsv:2: no tab between source and target term");
  auto empty = Glossary::parse("\tb\n", "terms.tsv");
  ASSERT_FALSE(empty.ok());
  EXPECT_NE(std::string(empty.status().message()).find("terms.tsv:1:"), std::string::npos);
}

}  // namespace
}  // namespace attn::localize
