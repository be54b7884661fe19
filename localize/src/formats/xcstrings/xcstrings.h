// Apple String Catalogs (.xcstrings, Xcode 15): one JSON file holding every language of an app's strings.
// Each key of "strings" is an entry; its source text is the source language's ("sourceLanguage")
// localization, or else the key itself; "comment" is its note; "shouldTranslate": false makes it not
// translatable. A source localization with plural variations ("variations": {"plural": {"one": ..., "other":
// ...}}) makes a plural entry with one form per CLDR category of the target language. Strings whose source or
// target localization has other variations (by device) or substitutions are not translatable here: they are
// kept as they are and counted as skipped.
//
// The target is the --to language's localization: translated when its stringUnit's state is "translated";
// another state ("new", "needs_review") reads as needing review. A fill replaces (or adds, in Xcode's
// alphabetical order of keys) localizations.<lang> with {"stringUnit": {"state": "needs_review", "value":
// ...}}, or its plural variations, so Xcode shows it for review; every other byte stays, and no fills give
// the file back byte for byte.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "base/src/core/status.h"
#include "localize/src/catalog/catalog.h"

namespace attn::localize {

// A file whose name ends in .xcstrings.
bool looks_like_xcstrings(std::string_view path, std::string_view bytes);

// target_language (--to) names the localization filled; a file with plural strings needs it while reading.
Result<std::unique_ptr<CatalogFile>> read_xcstrings(std::string_view path, std::string bytes,
                                                    std::optional<std::string> target_language);

}  // namespace attn::localize
