// A software catalog as the localizer sees it, whatever its format: the entries a reader found, and a writer
// that puts filled translations back into the file's own bytes.
//
// Each format (formats/po, formats/xliff, formats/android, ...) implements CatalogFile with the library made
// for it; the filler (fill/) only reads entries and hands back fills. Texts here are plain text: the format's
// own escapes decoded on reading and encoded again on writing, so placeholders, markup and accelerators are
// seen as the program sees them.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/src/core/status.h"

namespace attn::localize {

// One translatable unit of a catalog.
struct CatalogEntry {
  std::string key;            // what a report names: the msgid (with its msgctxt), an Android name, a unit id
  std::string context;        // msgctxt, a resource name, or empty
  std::string source;         // the source text (singular for a plural entry), escapes decoded
  std::string source_plural;  // the plural source text; empty when the entry has no plural forms
  // The translations the file holds now: one, or one per plural form of the target language (form order of
  // the file). An empty string is an untranslated form.
  std::vector<std::string> targets;
  // For a plural entry, one sample count per target form (the file's plural rule: PO Plural-Forms, CLDR
  // categories for Android/XLIFF/Qt): a form whose sample is 1 is filled from `source`, the others from
  // `source_plural`. Empty for an entry without plural forms.
  std::vector<int64_t> plural_samples;
  std::vector<std::string> flags;  // format hints as the file states them ("c-format", "python-format", ...)
  std::string notes;               // comments for the translator (extracted comments, XLIFF notes), joined
  int line = 0;                    // 1-based line where the entry starts (reports, errors)
  bool translatable = true;        // false: marked not to translate (translatable="false", translate="no")
  bool needs_review = false;       // the file marks the current translation unsure (PO fuzzy, XLIFF state)

  bool is_plural() const { return !plural_samples.empty(); }
  // Translated: every form non-empty and not marked unsure. Only entries that are not are filled, unless the
  // caller asks to redo all.
  bool is_translated() const {
    if (targets.empty() || needs_review) return false;
    for (const std::string& t : targets)
      if (t.empty()) return false;
    return true;
  }
};

// A translation for entries()[entry]: one text per target form (plural_samples' order), or one text.
struct Fill {
  size_t entry = 0;
  std::vector<std::string> targets;
  std::string note;  // why a reviewer should look (glossary term not placed, ...): written where the format has
                     // a place for it
};

// A catalog read from a file's bytes.
class CatalogFile {
 public:
  virtual ~CatalogFile() = default;

  virtual std::string_view format_name() const = 0;  // "PO", "XLIFF 1.2", "Android strings.xml", ...
  virtual const std::vector<CatalogEntry>& entries() const = 0;
  // Languages the file itself states (PO "Language:", XLIFF srcLang/trgLang, ...), as BCP 47 tags; nullopt
  // when it states none (the caller then takes --to/--from or the file's folder name).
  virtual std::optional<std::string> target_language() const = 0;
  virtual std::optional<std::string> source_language() const = 0;
  // The target language the caller settled on (--to, the folder name) when the file states none, given before
  // entries are read for filling: a format whose plural forms follow the language (PO without Plural-Forms)
  // recomputes its entries' targets and plural_samples, and states the rule it used when it writes. Formats
  // whose entries do not depend on it keep the default, which does nothing.
  virtual Status set_target_language(std::string_view /*language*/) { return Status::Ok(); }

  // The whole file with each fill written into its entry and marked for review in the format's own way (PO
  // fuzzy flag, XLIFF state, a comment where the format has one); every byte outside the filled entries as it
  // was read, so no fills give back the input byte for byte. A fill whose entry or form count is wrong is an
  // error, and nothing is returned.
  virtual Result<std::string> write(std::span<const Fill> fills) const = 0;
  // Whether write() marks fills for review: false for a format with no place for it (JSON), where the
  // caller's summary is the only record of what was filled.
  virtual bool marks_review() const { return true; }
};

}  // namespace attn::localize
