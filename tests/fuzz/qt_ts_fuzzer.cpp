// Fuzz target `qt_ts`: the input as a Qt Linguist .ts file, to read_qt_ts (localize/src/formats/qt), checked
// by check_catalog_round_trip (catalog_round_trip.h): numerus messages get one fill per form of the file's
// language.
#include <cstddef>
#include <cstdint>
#include <string>

#include "localize/src/formats/qt/qt_ts.h"
#include "tests/fuzz/catalog_round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  attn::fuzz::check_catalog_round_trip(attn::localize::read_qt_ts, "fuzz.ts",
                                       std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}
