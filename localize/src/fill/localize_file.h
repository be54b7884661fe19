// One catalog file localized end to end, as `attn localize` and attn.localize() do it: read and parse it,
// settle the languages, load the glossary and the models, fill, and write the output atomically (all or
// nothing: an error leaves no output and an existing one untouched).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "base/src/core/status.h"
#include "localize/src/fill/filler.h"

namespace attn::localize {

struct LocalizeRequest {
  std::string catalog, output;  // paths; output may be catalog itself
  std::string to, from;         // empty: the catalog's own, else (to) its folder's name, (from) "en"
  std::string glossary;         // path of a glossary TSV; empty: none
  bool overwrite = false;
  // The model files translating from -> to (one, or a chain through a pivot language), or an error naming
  // what exists. The CLI and the Python package each search their own model path.
  std::function<Result<std::vector<std::string>>(const std::string& from, const std::string& to)> models;
  // beam 1 is greedy; 2, chosen on the dev catalogs, fills 1.5-1.7x faster than 4 at about 0.3 BLEU less
  // (docs/localize.md, "Speed per catalog").
  int threads = 1, batch = 16, beam = 2;
  std::function<void(size_t done, size_t total)> progress;
};

struct LocalizeReport {
  FillSummary summary;
  std::string format, from, to;
  bool marked_for_review = true;  // false: the format has no review mark (CatalogFile::marks_review)
  std::vector<std::string> models;  // as used, in order
};

Result<LocalizeReport> localize_file(const LocalizeRequest& request);

// The language a catalog's folder names: values-de and values-pt-rBR (Android), de.lproj (Apple), or a folder
// named by the code itself (po/de/app.po, de/LC_MESSAGES/app.po). Empty when the nearest folder names none.
std::string language_from_path(const std::string& path);

}  // namespace attn::localize
