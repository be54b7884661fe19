// Android string resources (res/values*/strings.xml): <string>, <plurals> (one entry, a form per CLDR
// category of the target language), and each <item> of a <string-array>; translatable="false" entries are not
// translatable. Texts are as the app gets them (android_escape.h); inline markup (<b>, <xliff:g
// …>…</xliff:g>) stays in them as its XML bytes. A translation lives in values-<qualifier>/ beside the
// default values/:
//
//  - Given a translation (values-de/strings.xml, values-fr-rCA/, values-b+sr+Latn/), the source texts are
//  read
//    from the default values/ file of the same name beside it, and the translation file is written: a filled
//    entry's element is replaced in place (or added before </resources>, in source order) and preceded by the
//    comment <!-- attn: machine translation, to be reviewed -->; every other byte stays, so no fills give the
//    file back byte for byte. A string that has that comment before it reads as needing review.
//  - Given the default values/strings.xml, the written file is the translation file to save as
//    values-<lang>/strings.xml: the default file with each filled entry translated and marked as above, and
//    every other resource removed (entries not filled, translatable="false" ones, non-string resources, each
//    with the comment on the line above it), because a translation file holds translated strings only:
//    Android falls back to the default for the others, and lint refuses translations of untranslatable
//    strings.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "base/src/core/status.h"
#include "localize/src/catalog/catalog.h"

namespace attn::localize {

// A file named strings.xml (or any .xml) in a folder named values or values-*, whose root is <resources>.
bool looks_like_android_strings(std::string_view path, std::string_view bytes);

// The BCP 47 tag a values-* folder name gives ("values-fr-rCA" -> "fr-CA", "values-b+sr+Latn" -> "sr-Latn"),
// or nullopt (values/, values-night/).
std::optional<std::string> android_folder_language(std::string_view path);

// target_language overrides the folder's; one of them is needed when the file has <plurals>, whose forms
// depend on it.
Result<std::unique_ptr<CatalogFile>> read_android_strings(
    std::string_view path, std::string bytes, std::optional<std::string> target_language = std::nullopt);

}  // namespace attn::localize
