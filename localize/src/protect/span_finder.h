// Finds the spans of a source text that translation must carry over unchanged: placeholders of every common
// syntax, markup, entities, control characters and the text's leading and trailing whitespace.
//
// Each syntax is one row of a table (span_finder.cpp), in the manner of translate-toolkit's "placeables": a
// name, the characters a span of it can start with, and a pattern. At each position the longest match of any
// row wins (ties: the earlier row), so "%1$s" is one printf span, not a Qt "%1" followed by "$s", and
// "{{name}}" is one template span, not a brace field inside braces.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace attn::localize {

enum class SpanKind {
  kPrintf,      // %s %d %1$s %.2f %-5d %lld %zu %% %@ %1$@, and Foundation's %#@name@
  kPython,      // %(name)s
  kBrace,       // {0} {name} {name!r:>10}
  kTemplate,    // {{var}} (i18next, Mustache, Angular)
  kDollar,      // ${x} $1 $t(key)
  kQt,          // %1 %L1
  kIcu,         // {count, plural, one {...} other {...}}, taken whole
  kTag,         // <b> </b> <br/> <span foreground="red"> (HTML, XML, Pango)
  kEntity,      // &amp; &#123; &#x1F;
  kControl,     // a tab or other control character inside the text (newlines split the text instead)
  kWhitespace,  // leading or trailing whitespace (spaces, newlines)
};

std::string_view span_kind_name(SpanKind kind);

struct ProtectedSpan {
  size_t begin = 0, end = 0;  // [begin, end) in the text
  SpanKind kind = SpanKind::kPrintf;
  bool operator==(const ProtectedSpan&) const = default;
};

// Every protected span of text, in order and not overlapping. Leading and trailing whitespace come first and
// last as kWhitespace spans; nothing inside them is searched.
std::vector<ProtectedSpan> find_protected_spans(std::string_view text);

// The placeholders of text as a sorted list of their bytes (every span but whitespace): two texts with the
// same list carry the same placeholders, in any order.
std::vector<std::string_view> placeholder_multiset(std::string_view text);

}  // namespace attn::localize
