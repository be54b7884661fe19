#include "localize/src/formats/open_catalog.h"

#include <cctype>
#include <filesystem>

#include "localize/src/formats/android/android_strings.h"
#include "localize/src/formats/apple_strings/apple_strings.h"
#include "localize/src/formats/apple_strings/stringsdict.h"
#include "localize/src/formats/json/json_catalog.h"
#include "localize/src/formats/po/po_catalog.h"
#include "localize/src/formats/qt/qt_ts.h"
#include "localize/src/formats/xcstrings/xcstrings.h"
#include "localize/src/formats/xliff/xliff.h"

namespace attn::localize {
namespace {

using Language = std::optional<std::string>;
// A reader gets the target and the source language the caller knows (--to, --from).
using Reader = Result<std::unique_ptr<CatalogFile>> (*)(std::string_view path, std::string bytes,
                                                        Language target, Language source);
using Detector = bool (*)(std::string_view path, std::string_view bytes);

// One row per format: its name, how a file is recognised (a detector that reads the file name and the first
// bytes) and its reader. Rows are tried in order: Android after the other XML formats, as it takes any
// <resources> file in a values folder; .xcstrings before the JSON catalogs.
struct Format {
  std::string_view name;
  Detector detect;
  Reader read;
};
bool is_po(std::string_view path, std::string_view) {
  std::string name = std::filesystem::path(path).filename().string();
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return name.ends_with(".po") || name.ends_with(".pot");
}
const Format kFormats[] = {
    {".po/.pot", is_po,
     [](std::string_view p, std::string b, Language, Language) { return read_po(p, std::move(b)); }},
    {"XLIFF", looks_like_xliff,
     [](std::string_view p, std::string b, Language, Language) { return read_xliff(p, std::move(b)); }},
    {"Qt .ts", looks_like_qt_ts,
     [](std::string_view p, std::string b, Language, Language) { return read_qt_ts(p, std::move(b)); }},
    {"Apple .strings", looks_like_apple_strings,
     [](std::string_view p, std::string b, Language l, Language) {
       return read_apple_strings(p, std::move(b), std::move(l));
     }},
    {"Apple .stringsdict", looks_like_apple_stringsdict,
     [](std::string_view p, std::string b, Language l, Language) {
       return read_apple_stringsdict(p, std::move(b), std::move(l));
     }},
    {"Android strings.xml", looks_like_android_strings,
     [](std::string_view p, std::string b, Language l, Language) {
       return read_android_strings(p, std::move(b), std::move(l));
     }},
    {"Apple .xcstrings", looks_like_xcstrings,
     [](std::string_view p, std::string b, Language l, Language) {
       return read_xcstrings(p, std::move(b), std::move(l));
     }},
    {"JSON", looks_like_json_catalog,
     [](std::string_view p, std::string b, Language l, Language s) {
       return read_json_catalog(p, std::move(b), std::move(l), std::move(s));
     }},
};

}  // namespace

Result<std::unique_ptr<CatalogFile>> open_catalog(std::string_view path, std::string bytes,
                                                  std::optional<std::string> target_language,
                                                  std::optional<std::string> source_language) {
  for (const Format& f : kFormats)
    if (f.detect(path, bytes))
      return f.read(path, std::move(bytes), std::move(target_language), std::move(source_language));
  return Status::Error(
      StatusCode::kUnsupported,
      "%s: unsupported catalog format (supported: gettext .po/.pot, XLIFF 1.2/2.x .xlf/.xliff, "
      "Qt .ts, Android values*/strings.xml, Apple .strings, .stringsdict and .xcstrings, JSON .json)",
      std::string(path).c_str());
}

}  // namespace attn::localize
