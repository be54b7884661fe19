#include "localize/src/protect/accelerator.h"

#include <gtest/gtest.h>

namespace attn::localize {
namespace {

std::optional<Accelerator> find(std::string_view text) {
  return find_accelerator(text, find_protected_spans(text));
}

TEST(Accelerator, FindsEachMarker) {
  for (std::string_view text : {"_File", "&File", "~File"}) {
    const auto a = find(text);
    ASSERT_TRUE(a) << text;
    EXPECT_EQ(a->marker, text[0]);
    EXPECT_EQ(a->letter, "F");
    EXPECT_EQ(a->position, 0u);
    EXPECT_EQ(remove_accelerator(text, *a), "File");
  }
  const auto mid = find("Save _As…");
  ASSERT_TRUE(mid);
  EXPECT_EQ(mid->letter, "A");
  EXPECT_EQ(remove_accelerator("Save _As…", *mid), "Save As…");
}

TEST(Accelerator, NonAsciiLetter) {
  const auto a = find("_Édition");
  ASSERT_TRUE(a);
  EXPECT_EQ(a->letter, "É");
}

TEST(Accelerator, CjkSuffix) {
  const auto a = find("ファイル(_F)...");
  ASSERT_TRUE(a);
  EXPECT_EQ(a->suffix, "(_F)");
  EXPECT_EQ(remove_accelerator("ファイル(_F)...", *a), "ファイル...");
  EXPECT_EQ(place_accelerator("Datei...", *a), "Datei(_F)...");
}

TEST(Accelerator, NotAnAccelerator) {
  EXPECT_FALSE(find("Tom && Jerry"));         // doubled: a literal &
  EXPECT_FALSE(find("Set GTK_THEME first"));  // a constant's name
  EXPECT_FALSE(find("snake_case_name"));      // two candidates: ambiguous
  EXPECT_FALSE(find("Tom &amp; Jerry"));      // an entity, protected
  EXPECT_FALSE(find("~/.config"));            // not before a letter
  EXPECT_FALSE(find("%s_%d"));                // not before a letter
}

TEST(Accelerator, PlacedOnTheSameLetterElseTheFirst) {
  const Accelerator a{'_', 0, "D", ""};
  EXPECT_EQ(place_accelerator("Datei", a), "_Datei");
  EXPECT_EQ(place_accelerator("Neues Dokument", a), "Neues _Dokument");  // same letter, case ignored
  const Accelerator f{'&', 0, "F", ""};
  EXPECT_EQ(place_accelerator("Datei", f), "&Datei");          // no F: the first letter
  EXPECT_EQ(place_accelerator("%s öffnen", f), "%s ö&ffnen");  // same letter inside a word
  const Accelerator x{'&', 0, "X", ""};
  EXPECT_EQ(place_accelerator("%s öffnen", x), "%s &öffnen");  // never inside a placeholder
  EXPECT_FALSE(place_accelerator("%s …", x));                  // no letter at all
}

}  // namespace
}  // namespace attn::localize
