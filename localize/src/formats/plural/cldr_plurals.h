// The CLDR plural categories of the languages attn localizes into, for formats that name plural forms by
// category (Android <plurals>, Qt numerus forms): which categories a language has, in CLDR order, and a count
// in each, which says whether a form is filled from the singular or the plural source (1: singular).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace attn::localize {

struct PluralCategory {
  std::string_view name;  // "zero", "one", "two", "few", "many", "other"
  int64_t sample;  // an integer count of the category (see cldr_plurals.cpp for categories without one)
};

// The categories of a BCP 47 tag's language ("pt-BR" -> pt), or nullopt for a language outside the table.
std::optional<std::vector<PluralCategory>> cldr_plural_categories(std::string_view language_tag);

}  // namespace attn::localize
