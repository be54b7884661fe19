// Carrying protected spans through translation.
//
// A source text is cut into its lines (a line break is never the model's to move) and each line's leading and
// trailing whitespace is kept aside. Each line then has two forms for the translator:
// - plain: the line as it is (accelerator removed). The shipped models copy printf, Python, brace and Qt
//   placeholders through as written, with the word order of a good translation ("Could not open file %s: %s"
//   -> "Datei %s kann nicht geöffnet werden: %s"); most lines pass the checks in this form.
// - markup: each protected span (placeholder, tag, entity, control character) and each glossary term replaced
//   by an empty XML element <xN/>, the rest escaped as XML text, for the runtime's markup mode
//   (ATTN_MARKUP_HTML), which puts every tag of its input back byte for byte, before the target word aligned
//   to the source word that followed it. Nothing can be lost, invented or rewritten this way, but placement
//   by alignment reads less well and the runtime glues an element to the next word (spacing is repaired from
//   the source's). It is the form a line falls back to when its plain translation fails a check.
//
// After translation, unmask() puts the spans' bytes back and checks the result: every element exactly once,
// each glossary term's target text present, the source's multiset of placeholders, its whitespace and its
// accelerator. An entry that fails both forms is left untranslated and reported, never written with a lost or
// doubled placeholder.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/src/core/status.h"
#include "localize/src/protect/accelerator.h"

namespace attn::localize {

// A stretch of source text to be rendered as given (a glossary term and its target text).
struct ForcedTerm {
  size_t begin = 0, end = 0;  // in the text the finder is given (the line, accelerator removed)
  std::string target;
};
using TermFinder = std::function<std::vector<ForcedTerm>(std::string_view line)>;

// One line of a source text as the translator gets it.
struct MaskedLine {
  std::string leading, trailing;  // whitespace kept out of translation
  std::string plain;              // the line as it is; empty: nothing to translate (a blank line)
  std::string text;               // markup form (XML: <xN/> elements, & < > escaped); plain when !markup
  bool markup = false;            // the line has spans or terms, so its two forms differ
  std::vector<size_t> terms;      // the elements of this line that are glossary terms
};

// One line's translation and the form it was translated from.
struct TranslatedLine {
  std::string text;
  bool markup = false;
};

struct MaskedText {
  std::vector<MaskedLine> lines;                // the source's lines, split at '\n'
  std::vector<std::string> values;              // element <xN/> stands for values[N]
  std::vector<bool> is_term;                    // values[N] is a glossary term's target text
  std::vector<std::string> term_sources;        // the source words of each term (empty for spans)
  std::vector<char> glued_before, glued_after;  // a word touched element N on that side in the source
  std::vector<size_t> element_line;             // the line element N is in
  std::optional<Accelerator> accelerator;
  std::string source;  // the text masked (with its accelerator)
};

// Masks source; find_terms (may be empty) names the glossary terms of each line.
MaskedText mask(std::string_view source, const TermFinder& find_terms = {});

struct Unmasked {
  std::string text;
  std::string note;  // for a reviewer: what could not be kept (an accelerator with no letter to go on)
};

// The translation of a masked text from the translations of its lines (translated[i] for lines[i]; a line
// with empty text is ignored), or an error saying which check failed.
Result<Unmasked> unmask(const MaskedText& masked, std::span<const TranslatedLine> translated);

}  // namespace attn::localize
