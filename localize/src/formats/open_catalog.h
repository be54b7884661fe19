// Reads a catalog file of any supported format: the format is chosen from the file name (extension, and the
// folder for Android's values-xx/strings.xml and Apple's xx.lproj) and confirmed by the content.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "base/src/core/status.h"
#include "localize/src/catalog/catalog.h"

namespace attn::localize {

// An unknown format or a malformed file is an error naming the file, the line and the problem.
// target_language, when the caller knows it (--to), is given to readers that need it while reading: a default
// Android values/strings.xml states no language, yet its <plurals> are read into the target's categories.
// source_language (--from) tells a JSON translation which file beside it holds the source texts.
Result<std::unique_ptr<CatalogFile>> open_catalog(std::string_view path, std::string bytes,
                                                  std::optional<std::string> target_language = std::nullopt,
                                                  std::optional<std::string> source_language = std::nullopt);

}  // namespace attn::localize
