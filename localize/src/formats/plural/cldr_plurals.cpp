#include "localize/src/formats/plural/cldr_plurals.h"

#include <string>

namespace attn::localize {

// CLDR 42 cardinal rules (the version Android 14's ICU carries), integer counts only. fr, es, it and pt have
// "many" for exact millions ("1 000 000 de fichiers"). The categories ru and pl use only for fractions
// ("other") and cs's fraction category ("many") hold no integer: their sample is 2, so they are filled from
// the plural source, as a fraction's form is the plural's in these languages.
std::optional<std::vector<PluralCategory>> cldr_plural_categories(std::string_view language_tag) {
  std::string language;
  for (char c : language_tag) {
    if (c == '-' || c == '_') break;
    language += static_cast<char>(c | 0x20);
  }
  if (language == "en" || language == "de" || language == "nl")
    return std::vector<PluralCategory>{{"one", 1}, {"other", 2}};
  if (language == "fr" || language == "pt")
    return std::vector<PluralCategory>{{"one", 1}, {"many", 1000000}, {"other", 2}};
  if (language == "es" || language == "it")
    return std::vector<PluralCategory>{{"one", 1}, {"many", 1000000}, {"other", 2}};
  if (language == "ru" || language == "pl")
    return std::vector<PluralCategory>{{"one", 1}, {"few", 2}, {"many", 5}, {"other", 2}};
  if (language == "cs") return std::vector<PluralCategory>{{"one", 1}, {"few", 2}, {"many", 2}, {"other", 5}};
  if (language == "ja" || language == "zh") return std::vector<PluralCategory>{{"other", 2}};
  if (language == "ar")
    return std::vector<PluralCategory>{{"zero", 0}, {"one", 1},   {"two", 2},
                                       {"few", 3},  {"many", 11}, {"other", 100}};
  return std::nullopt;
}

}  // namespace attn::localize
