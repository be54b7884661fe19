// The check the fuzz targets of Apple's .lproj formats share (apple_strings, stringsdict), whose files are a
// source and a translation beside it: a refusal names the file and the line; the input read as its own
// translation and written with no fills is the input byte for byte; every entry filled (by fill_of) either is
// refused with a message or gives a file that, read as the translation of the input, holds exactly the fills,
// each marked for review: both when the input is given as the source file (the written file is the new
// translation) and when it is given with an empty translation (every entry inserted).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "localize/src/catalog/catalog.h"
#include "tests/fuzz/fuzz_util.h"

namespace attn::fuzz {

// Reads source (at source_path) with translation beside it, or as a source file alone.
using LprojReader = std::function<Result<std::unique_ptr<localize::CatalogFile>>(
    const std::string& source, std::optional<std::string> translation)>;
// The fill of entry i, or nullopt to leave it.
using FillOf = std::function<std::optional<localize::Fill>(size_t i, const localize::CatalogEntry& entry)>;

namespace lproj_detail {

inline void check_fills(const LprojReader& read, const localize::CatalogFile& file, const std::string& source,
                        const FillOf& fill_of) {
  const std::vector<localize::CatalogEntry>& entries = file.entries();
  std::vector<localize::Fill> fills;
  for (size_t i = 0; i < entries.size(); ++i)
    if (std::optional<localize::Fill> fill = fill_of(i, entries[i])) fills.push_back(std::move(*fill));
  Result<std::string> out = file.write(fills);
  if (!out.ok()) {
    ATTN_FUZZ_CHECK(names_a_problem(out.status().message()), "a refused fill without a message");
    return;
  }
  Result<std::unique_ptr<localize::CatalogFile>> again = read(source, out.value());
  ATTN_FUZZ_CHECK(again.ok(), "the written file does not read again: %s", again.status().message());
  const std::vector<localize::CatalogEntry>& written = again.value()->entries();
  ATTN_FUZZ_CHECK(written.size() == entries.size(), "%zu entries became %zu", entries.size(), written.size());
  for (const localize::Fill& fill : fills) {
    const localize::CatalogEntry& entry = written[fill.entry];
    ATTN_FUZZ_CHECK(entry.key == entries[fill.entry].key, "entry %zu changed its key", fill.entry);
    ATTN_FUZZ_CHECK(entry.targets == fill.targets, "%s reads back another text", entry.key.c_str());
    ATTN_FUZZ_CHECK(entry.needs_review, "%s is not marked for review", entry.key.c_str());
  }
}

}  // namespace lproj_detail

inline void check_lproj_round_trip(const LprojReader& read, const char* source_path, const std::string& bytes,
                                   const std::string& empty_translation, const FillOf& fill_of) {
  Result<std::unique_ptr<localize::CatalogFile>> file = read(bytes, std::nullopt);
  if (!file.ok()) {
    const std::string message = file.status().message();
    ATTN_FUZZ_CHECK(message.starts_with(std::string(source_path) + ": line "), "refusal without a line: %s",
                    message.c_str());
    return;
  }
  Result<std::unique_ptr<localize::CatalogFile>> itself = read(bytes, bytes);
  ATTN_FUZZ_CHECK(itself.ok(), "the file does not read as its own translation: %s",
                  itself.status().message());
  Result<std::string> same = itself.value()->write({});
  ATTN_FUZZ_CHECK(same.ok() && same.value() == bytes, "no fills changed the file: %s",
                  same.status().message());
  lproj_detail::check_fills(read, *file.value(), bytes, fill_of);
  Result<std::unique_ptr<localize::CatalogFile>> empty = read(bytes, empty_translation);
  ATTN_FUZZ_CHECK(empty.ok(), "an empty translation is refused: %s", empty.status().message());
  lproj_detail::check_fills(read, *empty.value(), bytes, fill_of);
}

}  // namespace attn::fuzz
