// JSON catalogs as i18next and most JavaScript i18n libraries keep them (locales/de/common.json, de.json): an
// object whose string values are the texts, flat ("menu.save": "Save") or nested ("menu": {"save": "Save"}).
// Each string value is an entry keyed by its object keys joined with '.'; numbers, booleans, null and arrays
// are kept and not translated. i18next v4 plural keys (key_one, key_other, ... one per CLDR category) are one
// plural entry with a form per category of the target language; key_zero is a form only where the language
// has the category, else its own entry (i18next uses it for a count of 0 in every language). Texts are the
// decoded JSON strings; i18next's {{var}} and $t(key) are protected as placeholders (protect/span_finder.h).
//
// The language is named by the file (de.json, de-DE.json, pt_BR.json) or else its folder (locales/de/x.json):
//
//  - Given a translation (its language is the target: --to names it, or no --to is given), the source texts
//    are read from the source language's file beside it (--from, default en: locales/en/x.json, en.json, or
//    else the one sibling whose language is en-*), and the translation file is written: a filled key it has
//    gets its new string in place, one it lacks is added after the key that precedes it in the source file
//    (or first), with that key's indentation; missing objects are added the same way. No fills give the file
//    back byte for byte.
//  - Given the source file (its language is not the target, or it names none), the written file is the new
//    translation: an object with the filled keys only, in source order, laid out as the source is.
//
// JSON has no place for a review mark or a note: filled keys are named by the summary and the notes
// (FillSummary), not in the file.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "base/src/core/status.h"
#include "localize/src/catalog/catalog.h"

namespace attn::localize {

// Whether two BCP 47 tags name the same language ("pt_BR" and "pt-br" do).
bool same_language_tag(std::string_view a, std::string_view b);

// A .json file.
bool looks_like_json_catalog(std::string_view path, std::string_view bytes);

// The language tag a JSON catalog's name gives (de.json, pt_BR.json -> pt-BR), else its folder's
// (locales/de/common.json), else nullopt. A language is two lowercase letters, optionally followed by a
// region or script subtag after '-' or '_'.
std::optional<std::string> json_path_language(std::string_view path);

Result<std::unique_ptr<CatalogFile>> read_json_catalog(std::string_view path, std::string bytes,
                                                       std::optional<std::string> target_language,
                                                       std::optional<std::string> source_language);

// A translation file read with the given source file's bytes, as read_json_catalog reads the file beside it.
Result<std::unique_ptr<CatalogFile>> read_json_translation(std::string_view path, std::string bytes,
                                                           std::string_view source_path,
                                                           std::string source_bytes,
                                                           std::string_view target_language);

}  // namespace attn::localize
