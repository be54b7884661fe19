#include "localize/src/protect/span_finder.h"

#include <algorithm>
#include <regex>
#include <string>

namespace attn::localize {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// An ICU MessageFormat argument with a style ({n, plural, one {# file} other {# files}}, {d, date, short}): a
// brace, a name, a comma, then everything to the matching brace. Nested braces rule out a regular expression.
size_t match_icu(std::string_view text) {
  static const std::regex head(
      R"(\{\s*[A-Za-z0-9_]+\s*,\s*(plural|select|selectordinal|number|date|time|duration|spellout|ordinal)\s*[,}])");
  std::match_results<std::string_view::const_iterator> m;
  if (!std::regex_search(text.begin(), text.end(), m, head, std::regex_constants::match_continuous)) return 0;
  int depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{') ++depth;
    if (text[i] == '}' && --depth == 0) return i + 1;
  }
  return 0;  // unbalanced: not taken whole (its parts may still match other rows)
}

struct Syntax {
  SpanKind kind;
  std::string_view starts;            // the characters a span can begin with
  const char* pattern;                // ECMAScript regular expression, matched at the span's first character
  size_t (*match)(std::string_view);  // instead of a pattern, where one cannot express the syntax
};

// The table. printf's conversions include Apple's %@ (an object, Foundation's format strings: %@, %1$@).
// printf's flags leave out the space flag: "100% free" would otherwise hold the conversion "% f";
// gettext itself only reads it where the entry is flagged c-format.
const Syntax kSyntaxes[] = {
    // Foundation's variable reference (%#@files@, %1$#@files@): a .stringsdict rule or a String Catalog
    // substitution named in a .strings value or a format key. As printf alone it would be "%#@" and the
    // name would be translated.
    {SpanKind::kPrintf, "%", R"(%([1-9][0-9]*\$)?#@[A-Za-z_][A-Za-z0-9_]*@)", nullptr},
    {SpanKind::kPrintf, "%",
     R"(%%|%([1-9][0-9]*\$)?[-+#0']*([0-9]+|\*)?(\.([0-9]+|\*))?(hh|h|ll|l|L|q|j|z|t|I64)?[diouxXeEfFgGaAcspn@])",
     nullptr},
    {SpanKind::kPython, "%", R"(%\([A-Za-z_][A-Za-z0-9_.]*\)[-+#0 ]*([0-9]+)?(\.[0-9]+)?[diouxXeEfFgGcrsa])",
     nullptr},
    {SpanKind::kQt, "%", R"(%L?[1-9][0-9]?)", nullptr},
    {SpanKind::kTemplate, "{", R"(\{\{\s*[^{}]+?\s*\}\})", nullptr},
    {SpanKind::kBrace, "{",
     R"(\{([0-9]+|[A-Za-z_][A-Za-z0-9_]*)?(\.[A-Za-z_][A-Za-z0-9_]*|\[[^\]{}]*\])*(![rsa])?(:[^{}]*)?\})",
     nullptr},
    {SpanKind::kIcu, "{", nullptr, match_icu},
    // Any other brace group without spaces ("{...}", "{%s}", "{-}"): literal syntax a program shows, not
    // prose.
    {SpanKind::kBrace, "{", R"(\{[^{}\s]{1,40}\})", nullptr},
    // ${x}, $1, and i18next's nesting $t(key) / $t(key, {"count": 2}).
    {SpanKind::kDollar, "$", R"(\$\{[^{}]+\}|\$[0-9]+|\$t\([^()\n]{1,200}\))", nullptr},
    {SpanKind::kTag, "<",
     R"(<(/?[A-Za-z][A-Za-z0-9_:.-]*(\s+[A-Za-z_:][A-Za-z0-9_:.-]*(\s*=\s*("[^"]*"|'[^']*'|[^\s"'<>=/]+))?)*\s*/?|!--[\s\S]*?--)>)",
     nullptr},
    // Angle-bracketed markers that are no XML ("<empty label, fixme>", "<none>"): shown as they are.
    {SpanKind::kTag, "<", R"(<[A-Za-z][^<>\n]{0,80}>)", nullptr},
    {SpanKind::kEntity, "&", R"(&([A-Za-z][A-Za-z0-9]*|#[0-9]+|#[xX][0-9A-Fa-f]+);)", nullptr},
};

constexpr size_t kMaxSpan = 512;

struct CompiledSyntax {
  const Syntax* syntax;
  std::regex regex;
};

const std::vector<CompiledSyntax>& compiled() {
  static const std::vector<CompiledSyntax> table = [] {
    std::vector<CompiledSyntax> t;
    for (const Syntax& s : kSyntaxes) t.push_back({&s, s.pattern ? std::regex(s.pattern) : std::regex()});
    return t;
  }();
  return table;
}

}  // namespace

std::string_view span_kind_name(SpanKind kind) {
  switch (kind) {
    case SpanKind::kPrintf:
      return "printf";
    case SpanKind::kPython:
      return "python-format";
    case SpanKind::kBrace:
      return "brace-format";
    case SpanKind::kTemplate:
      return "template";
    case SpanKind::kDollar:
      return "dollar";
    case SpanKind::kQt:
      return "qt-format";
    case SpanKind::kIcu:
      return "icu";
    case SpanKind::kTag:
      return "tag";
    case SpanKind::kEntity:
      return "entity";
    case SpanKind::kControl:
      return "control";
    case SpanKind::kWhitespace:
      return "whitespace";
  }
  return "?";
}

std::vector<ProtectedSpan> find_protected_spans(std::string_view text) {
  std::vector<ProtectedSpan> spans;
  size_t begin = 0, end = text.size();
  while (begin < end && is_space(text[begin])) ++begin;
  while (end > begin && is_space(text[end - 1])) --end;
  if (begin > 0) spans.push_back({0, begin, SpanKind::kWhitespace});
  size_t i = begin;
  while (i < end) {
    const char c = text[i];
    // libstdc++'s regex matcher recurses per character: a span is looked for in the next kMaxSpan bytes only,
    // so a long text cannot exhaust the stack (no placeholder or tag is that long).
    const std::string_view rest = text.substr(i, std::min(end - i, kMaxSpan));
    size_t best = 0;
    SpanKind best_kind = SpanKind::kPrintf;
    for (const CompiledSyntax& cs : compiled()) {
      if (cs.syntax->starts.find(c) == std::string_view::npos) continue;
      size_t length = 0;
      if (cs.syntax->match != nullptr) {
        length = cs.syntax->match(rest);
      } else {
        std::match_results<std::string_view::const_iterator> m;
        if (std::regex_search(rest.begin(), rest.end(), m, cs.regex, std::regex_constants::match_continuous))
          length = static_cast<size_t>(m.length(0));
      }
      if (length > best) {
        best = length;
        best_kind = cs.syntax->kind;
      }
    }
    if (best == 0 && static_cast<unsigned char>(c) < 0x20 && c != '\n') {
      best = 1;
      best_kind = SpanKind::kControl;
    }
    if (best > 0) {
      spans.push_back({i, i + best, best_kind});
      i += best;
    } else {
      ++i;
    }
  }
  if (end < text.size() && end >= begin)
    spans.push_back({std::max(end, begin), text.size(), SpanKind::kWhitespace});
  return spans;
}

std::vector<std::string_view> placeholder_multiset(std::string_view text) {
  std::vector<std::string_view> out;
  for (const ProtectedSpan& s : find_protected_spans(text))
    if (s.kind != SpanKind::kWhitespace) out.push_back(text.substr(s.begin, s.end - s.begin));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace attn::localize
