// gettext PO and POT catalogs: parsed and validated by GNU gettext's libgettextpo, written back by splicing
// each filled msgstr (and its "fuzzy" flag) into the file's own bytes, so every other byte stays as it was.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "base/src/core/status.h"
#include "localize/src/catalog/catalog.h"

namespace attn::localize {

// A malformed file is an error naming path, the line and libgettextpo's message.
Result<std::unique_ptr<CatalogFile>> read_po(std::string_view path, std::string bytes);

}  // namespace attn::localize
