// Fuzz target `stringsdict`: the input as an Apple .stringsdict file, to read_apple_stringsdict_files
// (localize/src/formats/apple_strings/stringsdict.h) with Russian as the target (four plural categories),
// checked by check_lproj_round_trip (lproj_round_trip.h): every translatable entry filled, each form with its
// own source plus characters XML must escape, and a note with "--".
#include <cstddef>
#include <cstdint>
#include <string>

#include "localize/src/formats/apple_strings/stringsdict.h"
#include "tests/fuzz/lproj_round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  constexpr const char* kSourcePath = "en.lproj/Localizable.stringsdict";
  attn::fuzz::check_lproj_round_trip(
      [](const std::string& source, std::optional<std::string> translation) {
        std::optional<attn::localize::StringsFileBytes> translated;
        if (translation)
          translated =
              attn::localize::StringsFileBytes{"ru.lproj/Localizable.stringsdict", std::move(*translation)};
        return attn::localize::read_apple_stringsdict_files({kSourcePath, source}, std::move(translated),
                                                            "ru");
      },
      kSourcePath, std::string(reinterpret_cast<const char*>(data), size),
      "<plist version=\"1.0\">\n<dict>\n</dict>\n</plist>\n",
      [](size_t i, const attn::localize::CatalogEntry& entry) -> std::optional<attn::localize::Fill> {
        if (!entry.translatable) return std::nullopt;
        attn::localize::Fill fill{i, {}, i % 2 == 0 ? "" : "note -- & <b> -"};
        for (size_t form = 0; form < entry.targets.size(); ++form)
          fill.targets.push_back((form == 0 ? entry.source : entry.source_plural) + " & <\"'> ]]>");
        return fill;
      });
  return 0;
}
