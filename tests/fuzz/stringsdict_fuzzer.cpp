// Fuzz target `stringsdict`: the input as an Apple .stringsdict file, to read_apple_stringsdict_files
// (localize/src/formats/apple_strings/stringsdict.h) with Russian as the target (four plural categories).
// Checks: a refusal names the file and the line; the input read as its own translation and written with no
// fills is the input byte for byte; every entry filled with its own source plus characters XML must escape
// (and a note with "--") either is refused with a message or gives a file that, read as the translation of
// the input, holds exactly the fills, each marked for review: both when the input is given as the source file
// (the written file is the new translation) and when it is given with an empty translation (every key is
// inserted).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "localize/src/formats/apple_strings/stringsdict.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

using attn::localize::CatalogEntry;
using attn::localize::CatalogFile;
using attn::localize::Fill;
using attn::localize::StringsFileBytes;

constexpr const char* kSourcePath = "en.lproj/Localizable.stringsdict";
constexpr const char* kTranslationPath = "ru.lproj/Localizable.stringsdict";
constexpr const char* kEmptyTranslation = "<plist version=\"1.0\">\n<dict>\n</dict>\n</plist>\n";

attn::Result<std::unique_ptr<CatalogFile>> read(const std::string& source,
                                                std::optional<std::string> translation) {
  std::optional<StringsFileBytes> translated;
  if (translation) translated = StringsFileBytes{kTranslationPath, std::move(*translation)};
  return attn::localize::read_apple_stringsdict_files({kSourcePath, source}, std::move(translated), "ru");
}

// Fills every entry of file and checks the written file as the translation of source.
void check_fills(const CatalogFile& file, const std::string& source) {
  const std::vector<CatalogEntry>& entries = file.entries();
  std::vector<Fill> fills;
  for (size_t i = 0; i < entries.size(); ++i) {
    if (!entries[i].translatable) continue;
    Fill fill{i, {}, i % 2 == 0 ? "" : "note -- & <b> -"};
    for (size_t form = 0; form < entries[i].targets.size(); ++form)
      fill.targets.push_back((form == 0 ? entries[i].source : entries[i].source_plural) + " & <\"'> ]]>");
    fills.push_back(std::move(fill));
  }
  attn::Result<std::string> out = file.write(fills);
  if (!out.ok()) {
    ATTN_FUZZ_CHECK(attn::fuzz::names_a_problem(out.status().message()), "a refused fill without a message");
    return;
  }
  attn::Result<std::unique_ptr<CatalogFile>> again = read(source, out.value());
  ATTN_FUZZ_CHECK(again.ok(), "the written file does not read again: %s", again.status().message());
  const std::vector<CatalogEntry>& written = again.value()->entries();
  ATTN_FUZZ_CHECK(written.size() == entries.size(), "%zu entries became %zu", entries.size(), written.size());
  for (const Fill& fill : fills) {
    const CatalogEntry& entry = written[fill.entry];
    ATTN_FUZZ_CHECK(entry.key == entries[fill.entry].key, "entry %zu changed its key", fill.entry);
    ATTN_FUZZ_CHECK(entry.targets == fill.targets, "%s reads back another text", entry.key.c_str());
    ATTN_FUZZ_CHECK(entry.needs_review, "%s is not marked for review", entry.key.c_str());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  attn::Result<std::unique_ptr<CatalogFile>> file = read(bytes, std::nullopt);
  if (!file.ok()) {
    const std::string message = file.status().message();
    ATTN_FUZZ_CHECK(message.starts_with(std::string(kSourcePath) + ": line "), "refusal without a line: %s",
                    message.c_str());
    return 0;
  }
  attn::Result<std::unique_ptr<CatalogFile>> itself = read(bytes, bytes);
  ATTN_FUZZ_CHECK(itself.ok(), "the file does not read as its own translation: %s",
                  itself.status().message());
  attn::Result<std::string> same = itself.value()->write({});
  ATTN_FUZZ_CHECK(same.ok() && same.value() == bytes, "no fills changed the file: %s",
                  same.status().message());
  check_fills(*file.value(), bytes);
  attn::Result<std::unique_ptr<CatalogFile>> empty = read(bytes, kEmptyTranslation);
  ATTN_FUZZ_CHECK(empty.ok(), "an empty translation is refused: %s", empty.status().message());
  check_fills(*empty.value(), bytes);
  return 0;
}
