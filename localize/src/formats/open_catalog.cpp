#include "localize/src/formats/open_catalog.h"

#include <cctype>
#include <filesystem>

#include "localize/src/formats/po/po_catalog.h"

namespace attn::localize {
namespace {

using Reader = Result<std::unique_ptr<CatalogFile>> (*)(std::string_view path, std::string bytes);

// One row per format: the file name's ending (lower case) and its reader.
struct Format {
  std::string_view suffix;
  Reader read;
};
const Format kFormats[] = {
    {".po", read_po},
    {".pot", read_po},
};

}  // namespace

Result<std::unique_ptr<CatalogFile>> open_catalog(std::string_view path, std::string bytes) {
  std::string name = std::filesystem::path(path).filename().string();
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const Format& f : kFormats)
    if (name.ends_with(f.suffix)) return f.read(path, std::move(bytes));
  return Status::Error(ATTN_ERROR_UNSUPPORTED, "%s: unsupported catalog format (supported: gettext .po/.pot)",
                       std::string(path).c_str());
}

}  // namespace attn::localize
