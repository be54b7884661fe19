// Apple .stringsdict files (Localizable.stringsdict): plural rules as an XML property list, beside the
// .strings files of the same .lproj folders. Each top-level key (the string the app asks for) holds a
// dictionary with its format (NSStringLocalizedFormatKey, such as "%#@files@ in %#@folders@") and a rule per
// variable it names (NSStringPluralRuleType: one text per CLDR category, "one", "other", ...).
//
//  - Entries: a rule is a plural entry ("KEY / variable"): source from its "one" text (else "other"), plural
//    source from "other", one target form per CLDR category of the target language. Its "zero" text, which
//    Foundation uses for a count of 0 in every language, is an entry of its own ("KEY / variable / zero")
//    except in a language with a zero category. The format is an entry ("KEY") when it holds words beside
//    its %#@variable@ references.
//  - Files are read and written as Apple .strings files are (apple_strings.h): a translation (de.lproj/)
//    takes its source texts from Base.lproj/ or en.lproj/ beside it and is filled in place, a key it lacks
//    added after the key before it in the source; a source file with --to becomes the translation, holding
//    the keys with a fill. A filled rule's category texts are written anew for the target's categories; a
//    key with a fill is preceded by the comment <!-- attn: machine translation, to be reviewed -->, and a key
//    with that comment reads as needing review. Every other byte stays, so no fills give the file back
//    byte for byte.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "base/src/core/status.h"
#include "localize/src/catalog/catalog.h"
#include "localize/src/formats/apple_strings/apple_strings.h"

namespace attn::localize {

// A file named *.stringsdict.
bool looks_like_apple_stringsdict(std::string_view path, std::string_view bytes);

// Reads path as a source file or a translation (above), the source file beside a translation from disk.
Result<std::unique_ptr<CatalogFile>> read_apple_stringsdict(
    std::string_view path, std::string bytes, std::optional<std::string> target_language = std::nullopt);

// The same with both files given: translation nullopt reads source as a source file.
Result<std::unique_ptr<CatalogFile>> read_apple_stringsdict_files(StringsFileBytes source,
                                                                  std::optional<StringsFileBytes> translation,
                                                                  std::optional<std::string> target_language);

}  // namespace attn::localize
