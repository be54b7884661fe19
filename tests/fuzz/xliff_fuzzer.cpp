// Fuzz target `xliff`: the input as an XLIFF file, to read_xliff (localize/src/formats/xliff), checked by
// check_catalog_round_trip (catalog_round_trip.h).
#include <cstddef>
#include <cstdint>
#include <string>

#include "localize/src/formats/xliff/xliff.h"
#include "tests/fuzz/catalog_round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  attn::fuzz::check_catalog_round_trip(attn::localize::read_xliff, "fuzz.xlf",
                                       std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}
