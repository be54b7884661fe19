// Apple .strings files (Localizable.strings, InfoPlist.strings; strings_syntax.h has the syntax): each key =
// value pair is an entry, its comments the translator's notes. A translation lives in <lang>.lproj/ beside
// the development language's folder:
//
//  - Given a translation (de.lproj/Localizable.strings, pt-BR.lproj/, zh-Hans.lproj/), the source texts are
//    read from the file of the same name in Base.lproj/ beside it, or else en.lproj/. A filled pair's value
//    is replaced in place, or, for a key the translation lacks, the pair (with its source comments) is
//    inserted after the pair of the key before it in the source, in source order. Each filled pair is
//    preceded by the comment /* attn: machine translation, to be reviewed */, and a pair with that comment
//    reads as needing review. Every other byte stays, so no fills give the file back byte for byte; a UTF-16
//    file is written back as UTF-16 with the same byte-order mark.
//  - Given a source file (in Base.lproj/, en.lproj/ or no .lproj folder) and a target language (--to), the
//    written file is the translation to save as <lang>.lproj/<name>.strings: the source file with each filled
//    pair translated and marked as above, and every other pair removed with its comments, because a
//    translation holds translated pairs only (the app falls back to the development language for the others).
//
// .stringsdict files (plural rules as an XML property list) are stringsdict.h's; they find their source the
// same way.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "base/src/core/status.h"
#include "localize/src/catalog/catalog.h"

namespace attn::localize {

// A file named *.strings.
bool looks_like_apple_strings(std::string_view path, std::string_view bytes);

// The BCP 47 tag an .lproj folder names ("de.lproj" -> "de", "pt-BR.lproj" -> "pt-BR", "zh_CN.lproj" ->
// "zh-CN", "English.lproj" -> "en"), or nullopt (Base.lproj, or no .lproj folder).
std::optional<std::string> apple_folder_language(std::string_view path);

// Reads path as a source file or a translation (above), the source file beside a translation from disk.
Result<std::unique_ptr<CatalogFile>> read_apple_strings(
    std::string_view path, std::string bytes, std::optional<std::string> target_language = std::nullopt);

struct StringsFileBytes {
  std::string path, bytes;
};

// Whether path is a development-language file (in Base.lproj/, en.lproj/ or no .lproj folder), not a
// translation.
bool is_apple_source_file(std::string_view path);

// The development language's file of a translation's name, from Base.lproj/ beside the translation's folder,
// or else en.lproj/; an error names both when neither exists.
Result<StringsFileBytes> read_apple_source_beside(std::string_view path);

// The same with both files given: translation nullopt reads source as a source file.
Result<std::unique_ptr<CatalogFile>> read_apple_strings_files(StringsFileBytes source,
                                                              std::optional<StringsFileBytes> translation,
                                                              std::optional<std::string> target_language);

}  // namespace attn::localize
