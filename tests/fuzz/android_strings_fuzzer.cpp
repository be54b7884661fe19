// Fuzz target `android_strings`: the input as a default res/values/strings.xml, to read_android_strings
// (localize/src/formats/android) with Russian as the target (four plural categories). Checks: a refusal names
// the file and the line; every translatable entry filled with its own source texts (plural forms from the
// singular or plural source by their sample) and characters that need Android and XML escapes either is
// refused with a message or gives a translation file that reads again with one entry per fill, in order,
// whose source texts are exactly the fills.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "localize/src/formats/android/android_strings.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

using attn::localize::CatalogEntry;
using attn::localize::CatalogFile;
using attn::localize::Fill;

constexpr const char* kPath = "res/values/strings.xml";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  attn::Result<std::unique_ptr<CatalogFile>> file = attn::localize::read_android_strings(kPath, bytes, "ru");
  if (!file.ok()) {
    const std::string message = file.status().message();
    ATTN_FUZZ_CHECK(message.starts_with(std::string(kPath) + ": line "), "refusal without a line: %s",
                    message.c_str());
    return 0;
  }
  const std::vector<CatalogEntry>& entries = file.value()->entries();
  std::vector<Fill> fills;
  for (size_t i = 0; i < entries.size(); ++i) {
    const CatalogEntry& entry = entries[i];
    if (!entry.translatable) continue;
    Fill fill{i, {}, i % 2 == 0 ? "" : "note -- <"};
    const std::string extra = " d'\"x\"\\n @?  \t\n&<]]>";
    if (!entry.is_plural()) fill.targets.push_back(entry.source + extra);
    for (int64_t sample : entry.plural_samples)
      fill.targets.push_back((sample == 1 ? entry.source : entry.source_plural) + extra);
    fills.push_back(std::move(fill));
  }
  attn::Result<std::string> out = file.value()->write(fills);
  if (!out.ok()) {
    ATTN_FUZZ_CHECK(attn::fuzz::names_a_problem(out.status().message()), "a refused fill without a message");
    return 0;
  }
  attn::Result<std::unique_ptr<CatalogFile>> again =
      attn::localize::read_android_strings(kPath, out.value(), "ru");
  ATTN_FUZZ_CHECK(again.ok(), "the written file does not read again: %s", again.status().message());
  const std::vector<CatalogEntry>& written = again.value()->entries();
  ATTN_FUZZ_CHECK(written.size() == fills.size(), "%zu fills gave %zu entries", fills.size(), written.size());
  for (size_t i = 0; i < fills.size(); ++i) {
    const CatalogEntry& entry = written[i];
    const std::vector<std::string>& targets = fills[i].targets;
    ATTN_FUZZ_CHECK(entry.key == entries[fills[i].entry].key, "entry %zu is %s, not %s", i, entry.key.c_str(),
                    entries[fills[i].entry].key.c_str());
    ATTN_FUZZ_CHECK(entry.source == targets.front(), "%s reads back another text", entry.key.c_str());
    if (entry.is_plural())
      ATTN_FUZZ_CHECK(entry.source_plural == targets.back(), "%s reads back another plural",
                      entry.key.c_str());
  }
  return 0;
}
