// Fuzz target `xcstrings`: the input as an Apple String Catalog, to read_xcstrings
// (localize/src/formats/xcstrings) with Russian as the target (four plural categories), checked by
// check_catalog_round_trip (catalog_round_trip.h).
#include <cstddef>
#include <cstdint>
#include <string>

#include "localize/src/formats/xcstrings/xcstrings.h"
#include "tests/fuzz/catalog_round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  attn::fuzz::check_catalog_round_trip(
      [](std::string_view path, std::string bytes) {
        return attn::localize::read_xcstrings(path, std::move(bytes), "ru");
      },
      "Localizable.xcstrings", std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}
