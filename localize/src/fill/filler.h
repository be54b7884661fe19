// Fills a catalog's untranslated entries: each source text protected (protect/mask.h), translated in batches,
// checked, and handed back as Fills for the format to write, each to be marked for review. Plural entries get
// one translation per target form, from the singular source for the form that 1 falls in and from the plural
// source for the others (CatalogEntry::plural_samples).
//
// Every line goes first in its plain form; an entry whose plain translation fails a check (a placeholder
// lost, doubled or added, a glossary term not rendered, an accelerator not placed) is translated again with
// its lines' markup form, where the runtime keeps each element; an entry failing that too is left
// untranslated and reported with its line and key.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "localize/src/catalog/catalog.h"
#include "localize/src/fill/line_translator.h"
#include "localize/src/glossary/glossary.h"

namespace attn::localize {

struct FillOptions {
  bool overwrite = false;              // redo translated entries too
  const Glossary* glossary = nullptr;  // terms to render as given; nullptr: none
  size_t chunk = 64;                   // lines per translate call (the progress callback runs between calls)
  // Called after each chunk with entries done so far and entries to do.
  std::function<void(size_t done, size_t total)> progress;
};

struct FillProblem {
  int line = 0;     // the entry's line in the file
  std::string key;  // the entry's key (msgctxt|msgid for PO)
  std::string message;
};

struct FillSummary {
  size_t entries = 0;         // in the catalog
  size_t to_fill = 0;         // untranslated and translatable (all translatable ones with overwrite)
  size_t filled = 0;          // given a translation
  size_t skipped = 0;         // already translated, or marked not to translate
  size_t plain = 0;           // of filled: translated in plain form
  size_t markup = 0;          // of filled: translated in markup form after the plain one failed a check
  size_t glossary_terms = 0;  // glossary terms found in filled sources (each rendered as given)
  std::vector<FillProblem> problems;  // entries left untranslated, and why
  std::vector<FillProblem> notes;     // filled entries a reviewer should look at (note written with the fill)
};

struct FillResult {
  std::vector<Fill> fills;
  FillSummary summary;
};

FillResult fill_catalog(const CatalogFile& catalog, LineTranslator& translator,
                        const FillOptions& options = {});

}  // namespace attn::localize
