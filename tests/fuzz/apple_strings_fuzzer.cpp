// Fuzz target `apple_strings`: the input as an Apple .strings file (UTF-8 or UTF-16), to
// read_apple_strings_files (localize/src/formats/apple_strings) with German as the target, checked by
// check_lproj_round_trip (lproj_round_trip.h): every entry filled with its own source plus characters that
// need .strings escapes (quotes, backslash, line ends, tab, a control character, "*/" in the note).
#include <cstddef>
#include <cstdint>
#include <string>

#include "localize/src/formats/apple_strings/apple_strings.h"
#include "tests/fuzz/lproj_round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  constexpr const char* kSourcePath = "en.lproj/Localizable.strings";
  attn::fuzz::check_lproj_round_trip(
      [](const std::string& source, std::optional<std::string> translation) {
        std::optional<attn::localize::StringsFileBytes> translated;
        if (translation)
          translated =
              attn::localize::StringsFileBytes{"de.lproj/Localizable.strings", std::move(*translation)};
        return attn::localize::read_apple_strings_files({kSourcePath, source}, std::move(translated), "de");
      },
      kSourcePath, std::string(reinterpret_cast<const char*>(data), size), "",
      [](size_t i, const attn::localize::CatalogEntry& entry) -> std::optional<attn::localize::Fill> {
        return attn::localize::Fill{
            i, {entry.source + " \"x\" \\ \n\t\x01 */"}, i % 2 == 0 ? "" : "note */ \n end"};
      });
  return 0;
}
