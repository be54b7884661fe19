// Fuzz target `json_catalog`: the input as a JSON catalog (localize/src/formats/json), read two ways with
// Russian as the target (four plural categories):
//  - as a translation whose source file is the input itself: check_catalog_round_trip (catalog_round_trip.h):
//    no fills give the input byte for byte, and every entry filled reads back with its fill;
//  - as a source file given with --to: the new translation written with every entry filled is valid JSON
//    that reads, as the translation of the input, with each entry holding its fill.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "localize/src/formats/json/json_catalog.h"
#include "tests/fuzz/catalog_round_trip.h"

namespace {

using attn::localize::CatalogEntry;
using attn::localize::CatalogFile;
using attn::localize::Fill;

constexpr const char* kSource = "locales/en/app.json";
constexpr const char* kTranslation = "locales/ru/app.json";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  attn::fuzz::check_catalog_round_trip(
      [&](std::string_view path, std::string text) {
        return attn::localize::read_json_translation(path, std::move(text), kSource, bytes, "ru");
      },
      kTranslation, bytes);

  attn::Result<std::unique_ptr<CatalogFile>> file =
      attn::localize::read_json_catalog(kSource, bytes, "ru", std::nullopt);
  if (!file.ok()) {
    ATTN_FUZZ_CHECK(std::string(file.status().message()).starts_with(std::string(kSource) + ": line "),
                    "refusal without a line: %s", file.status().message());
    return 0;
  }
  const std::vector<CatalogEntry>& entries = file.value()->entries();
  std::vector<Fill> fills;
  for (size_t i = 0; i < entries.size(); ++i) {
    if (!entries[i].translatable) continue;
    Fill fill{i, {}, ""};
    for (size_t form = 0; form < entries[i].targets.size(); ++form)
      fill.targets.push_back((form == 0 ? entries[i].source : entries[i].source_plural) +
                             " \"\\\n\t\x01 {{x}}");
    fills.push_back(std::move(fill));
  }
  attn::Result<std::string> out = file.value()->write(fills);
  if (!out.ok()) {
    ATTN_FUZZ_CHECK(attn::fuzz::names_a_problem(out.status().message()), "a refused fill without a message");
    return 0;
  }
  attn::Result<std::unique_ptr<CatalogFile>> again =
      attn::localize::read_json_translation(kTranslation, out.value(), kSource, bytes, "ru");
  ATTN_FUZZ_CHECK(again.ok(), "the new translation does not read: %s", again.status().message());
  const std::vector<CatalogEntry>& written = again.value()->entries();
  ATTN_FUZZ_CHECK(written.size() == entries.size(), "%zu entries became %zu", entries.size(), written.size());
  for (const Fill& fill : fills)
    ATTN_FUZZ_CHECK(written[fill.entry].targets == fill.targets, "%s reads back another target",
                    entries[fill.entry].key.c_str());
  return 0;
}
