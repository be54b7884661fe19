#include "localize/src/formats/plural/cldr_plurals.h"

#include <gtest/gtest.h>

namespace attn::localize {
namespace {

std::vector<std::string> names(std::string_view tag) {
  std::vector<std::string> out;
  const std::vector<PluralCategory> categories = cldr_plural_categories(tag).value();
  for (const PluralCategory& c : categories) out.emplace_back(c.name);
  return out;
}

TEST(CldrPlurals, CategoriesPerLanguageInCldrOrder) {
  using V = std::vector<std::string>;
  EXPECT_EQ(names("de"), (V{"one", "other"}));
  EXPECT_EQ(names("pt-BR"), (V{"one", "many", "other"}));
  EXPECT_EQ(names("fr_CA"), (V{"one", "many", "other"}));
  EXPECT_EQ(names("ru"), (V{"one", "few", "many", "other"}));
  EXPECT_EQ(names("PL"), (V{"one", "few", "many", "other"}));
  EXPECT_EQ(names("cs"), (V{"one", "few", "many", "other"}));
  EXPECT_EQ(names("zh-Hans"), (V{"other"}));
  EXPECT_EQ(names("ar"), (V{"zero", "one", "two", "few", "many", "other"}));
  EXPECT_EQ(cldr_plural_categories("tlh"), std::nullopt);
}

TEST(CldrPlurals, SamplesLieInTheirCategory) {
  // Spot checks of CLDR's rules: ru 5 is "many", pl 2 is "few", ar 11 is "many", cs 5 is "other".
  auto sample = [](std::string_view tag, std::string_view category) {
    const std::vector<PluralCategory> categories = cldr_plural_categories(tag).value();
    for (const PluralCategory& c : categories)
      if (c.name == category) return c.sample;
    return int64_t{-1};
  };
  EXPECT_EQ(sample("ru", "many"), 5);
  EXPECT_EQ(sample("pl", "few"), 2);
  EXPECT_EQ(sample("ar", "many"), 11);
  EXPECT_EQ(sample("ar", "zero"), 0);
  EXPECT_EQ(sample("cs", "other"), 5);
  EXPECT_EQ(sample("ja", "other"), 2);
  // Only the singular category is filled from the singular source.
  for (std::string_view tag : {"de", "fr", "ru", "ar", "cs"}) {
    const std::vector<PluralCategory> categories = cldr_plural_categories(tag).value();
    for (const PluralCategory& c : categories) EXPECT_EQ(c.sample == 1, c.name == "one");
  }
}

}  // namespace
}  // namespace attn::localize
