#include "localize/src/formats/po/plural_rule.h"

#include <gtest/gtest.h>

namespace attn::localize {
namespace {

PluralRule rule(std::string_view language) {
  auto r = PluralRule::for_language(language);
  EXPECT_TRUE(r.ok()) << r.status().message();
  return r.value();
}

TEST(PluralRule, GermanAndFrench) {
  const PluralRule de = rule("de");
  EXPECT_EQ(de.nplurals(), 2);
  EXPECT_EQ(de.form(1), 0);
  EXPECT_EQ(de.form(0), 1);
  EXPECT_EQ(de.samples(), (std::vector<int64_t>{1, 0}));
  const PluralRule fr = rule("fr");
  EXPECT_EQ(fr.form(0), 0);
  EXPECT_EQ(fr.form(1), 0);
  EXPECT_EQ(fr.form(2), 1);
  EXPECT_EQ(fr.samples(), (std::vector<int64_t>{1, 2}));
}

TEST(PluralRule, Russian) {
  const PluralRule ru = rule("ru");
  EXPECT_EQ(ru.nplurals(), 3);
  const std::pair<int64_t, int> cases[] = {{1, 0},  {21, 0}, {11, 2}, {2, 1}, {4, 1},
                                           {22, 1}, {12, 2}, {5, 2},  {0, 2}, {111, 2}};
  for (const auto& [n, form] : cases) EXPECT_EQ(ru.form(n), form) << n;
  EXPECT_EQ(ru.samples(), (std::vector<int64_t>{1, 2, 0}));
}

TEST(PluralRule, PolishAndRegionFallback) {
  const PluralRule pl = rule("pl");
  EXPECT_EQ(pl.form(1), 0);
  EXPECT_EQ(pl.form(21), 2);
  EXPECT_EQ(pl.form(22), 1);
  EXPECT_EQ(pl.form(12), 2);
  EXPECT_EQ(rule("de-AT").text(), rule("de").text());
  EXPECT_EQ(rule("pt_BR").form(0), 0);
  EXPECT_EQ(rule("pt").form(0), 1);
}

TEST(PluralRule, ArabicFromHeader) {
  auto ar = PluralRule::parse(
      "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;");
  ASSERT_TRUE(ar.ok()) << ar.status().message();
  const std::pair<int64_t, int> cases[] = {{0, 0},  {1, 1},  {2, 2},   {3, 3},   {10, 3},
                                           {11, 4}, {99, 4}, {100, 5}, {102, 5}, {103, 3}};
  for (const auto& [n, form] : cases) EXPECT_EQ(ar.value().form(n), form) << n;
  EXPECT_EQ(ar.value().samples(), (std::vector<int64_t>{0, 1, 2, 3, 11, 100}));
}

TEST(PluralRule, MalformedIsAnError) {
  EXPECT_FALSE(PluralRule::parse("nplurals=2; plural=(n != ;").ok());
  EXPECT_FALSE(PluralRule::parse("plural=n != 1;").ok());
  EXPECT_FALSE(PluralRule::for_language("xx").ok());
}

}  // namespace
}  // namespace attn::localize
