// Carrying protected spans through translation.
//
// A source text is cut into its lines (a line break is never the model's to move), each line's leading and
// trailing whitespace is kept aside, and each protected span (placeholder, tag, entity, control character)
// and each glossary term is replaced by an empty XML element <xN/>; the rest is escaped as XML text. Such a
// line is translated with the runtime's markup mode (ATTN_MARKUP_HTML), which puts every tag of its input
// back into the output byte for byte, before the target word aligned to the source word that followed it. So
// no placeholder can be lost, invented or rewritten by the model; only its position is the model's (through
// the alignments). A line with nothing to protect is sent as plain text.
//
// After translation, unmask() puts the spans' bytes back and checks the result: every element exactly once,
// the source's multiset of placeholders, its whitespace and its accelerator. An entry that fails is left
// untranslated and reported, never written with a lost or doubled placeholder.
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
  std::string text;               // empty: nothing to translate (a blank line)
  bool markup = false;            // text is XML: <xN/> elements, & < > escaped; else plain text
};

struct MaskedText {
  std::vector<MaskedLine> lines;          // the source's lines, split at '\n'
  std::vector<std::string> values;        // element <xN/> stands for values[N]
  std::vector<bool> is_term;              // values[N] is a glossary term's target text
  std::vector<std::string> term_sources;  // the source words of each term (empty for spans)
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
Result<Unmasked> unmask(const MaskedText& masked, std::span<const std::string> translated);

}  // namespace attn::localize
