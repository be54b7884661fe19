// Fuzz target `xliff`: the input as an XLIFF file, to read_xliff (localize/src/formats/xliff). Checks: a
// refusal names the file and the line; an accepted file written with no fills is the input byte for byte;
// every translatable entry filled with its source (so every inline element comes back) and characters XML
// must escape either is refused with a message or gives a file that reads again with the same entries, each
// holding exactly its fill.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "localize/src/formats/xliff/xliff.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

using attn::localize::CatalogEntry;
using attn::localize::CatalogFile;
using attn::localize::Fill;

constexpr const char* kPath = "fuzz.xlf";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  attn::Result<std::unique_ptr<CatalogFile>> file = attn::localize::read_xliff(kPath, bytes);
  if (!file.ok()) {
    const std::string message = file.status().message();
    ATTN_FUZZ_CHECK(message.starts_with(std::string(kPath) + ": line "), "refusal without a line: %s",
                    message.c_str());
    return 0;
  }
  const std::vector<CatalogEntry>& entries = file.value()->entries();
  attn::Result<std::string> same = file.value()->write({});
  ATTN_FUZZ_CHECK(same.ok() && same.value() == bytes, "no fills changed the file: %s",
                  same.status().message());

  std::vector<Fill> fills;
  for (size_t i = 0; i < entries.size(); ++i) {
    if (entries[i].translatable)
      fills.push_back({i, {entries[i].source + " & <\"'> ]]>"}, i % 2 == 0 ? "" : "note -- & <b>"});
  }
  attn::Result<std::string> out = file.value()->write(fills);
  if (!out.ok()) {
    ATTN_FUZZ_CHECK(attn::fuzz::names_a_problem(out.status().message()), "a refused fill without a message");
    return 0;
  }
  attn::Result<std::unique_ptr<CatalogFile>> again = attn::localize::read_xliff(kPath, out.value());
  ATTN_FUZZ_CHECK(again.ok(), "the written file does not read again: %s", again.status().message());
  const std::vector<CatalogEntry>& written = again.value()->entries();
  ATTN_FUZZ_CHECK(written.size() == entries.size(), "%zu entries became %zu", entries.size(), written.size());
  for (const Fill& fill : fills) {
    ATTN_FUZZ_CHECK(written[fill.entry].key == entries[fill.entry].key, "entry %zu changed its key",
                    fill.entry);
    ATTN_FUZZ_CHECK(written[fill.entry].targets == fill.targets, "entry %s reads back another target",
                    entries[fill.entry].key.c_str());
  }
  return 0;
}
