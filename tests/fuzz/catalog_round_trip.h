// The check the catalog fuzz targets share (xliff, qt_ts): a reader's refusal names the file and the line; an
// accepted file written with no fills is the input byte for byte; every translatable entry filled with its
// own source (so every inline element comes back) plus characters XML must escape is either refused with a
// message or gives a file that reads again with the same entries, each holding exactly its fill.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "localize/src/catalog/catalog.h"
#include "tests/fuzz/fuzz_util.h"

namespace attn::fuzz {

using CatalogReader =
    std::function<Result<std::unique_ptr<localize::CatalogFile>>(std::string_view path, std::string bytes)>;

inline void check_catalog_round_trip(const CatalogReader& read, const char* path, const std::string& bytes) {
  Result<std::unique_ptr<localize::CatalogFile>> file = read(path, bytes);
  if (!file.ok()) {
    const std::string message = file.status().message();
    ATTN_FUZZ_CHECK(message.starts_with(std::string(path) + ": line "), "refusal without a line: %s",
                    message.c_str());
    return;
  }
  const std::vector<localize::CatalogEntry>& entries = file.value()->entries();
  Result<std::string> same = file.value()->write({});
  ATTN_FUZZ_CHECK(same.ok() && same.value() == bytes, "no fills changed the file: %s",
                  same.status().message());

  std::vector<localize::Fill> fills;
  for (size_t i = 0; i < entries.size(); ++i) {
    if (!entries[i].translatable) continue;
    localize::Fill fill{i, {}, i % 2 == 0 ? "" : "note -- & <b>"};
    for (size_t form = 0; form < entries[i].targets.size(); ++form)
      fill.targets.push_back((form == 0 ? entries[i].source : entries[i].source_plural) + " & <\"'> ]]>");
    fills.push_back(std::move(fill));
  }
  Result<std::string> out = file.value()->write(fills);
  if (!out.ok()) {
    ATTN_FUZZ_CHECK(names_a_problem(out.status().message()), "a refused fill without a message");
    return;
  }
  Result<std::unique_ptr<localize::CatalogFile>> again = read(path, out.value());
  ATTN_FUZZ_CHECK(again.ok(), "the written file does not read again: %s", again.status().message());
  const std::vector<localize::CatalogEntry>& written = again.value()->entries();
  ATTN_FUZZ_CHECK(written.size() == entries.size(), "%zu entries became %zu", entries.size(), written.size());
  for (const localize::Fill& fill : fills) {
    ATTN_FUZZ_CHECK(written[fill.entry].key == entries[fill.entry].key, "entry %zu changed its key",
                    fill.entry);
    ATTN_FUZZ_CHECK(written[fill.entry].targets == fill.targets, "entry %s reads back another target",
                    entries[fill.entry].key.c_str());
  }
}

}  // namespace attn::fuzz
