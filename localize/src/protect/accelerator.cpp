#include "localize/src/protect/accelerator.h"

#include <cstdint>
#include <regex>

namespace attn::localize {
namespace {

bool is_ascii_alnum(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
char ascii_lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

// The length of the UTF-8 character starting at text[i] (1 for a stray continuation byte).
size_t char_length(std::string_view text, size_t i) {
  const auto b = static_cast<unsigned char>(text[i]);
  const size_t n = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
  return std::min(n, text.size() - i);
}

// The code point of the UTF-8 character at text[i] (its first byte for a malformed one).
uint32_t code_point(std::string_view text, size_t i) {
  const size_t n = char_length(text, i);
  const auto b = static_cast<unsigned char>(text[i]);
  if (n == 1) return b;
  uint32_t cp = b & (0x7F >> n);
  for (size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
  return cp;
}

// A letter or digit: ASCII ones, and non-ASCII characters outside the Latin-1 symbols, the general
// punctuation and symbol blocks (… – “ → ★) and CJK punctuation. Close enough for choosing where a marker
// goes.
bool takes_marker(std::string_view text, size_t i) {
  if (is_ascii_alnum(text[i])) return true;
  const uint32_t cp = code_point(text, i);
  return cp >= 0xC0 && cp != 0xD7 && cp != 0xF7 && !(cp >= 0x2000 && cp <= 0x2BFF) &&
         !(cp >= 0x3000 && cp <= 0x303F);
}

bool inside(const std::vector<ProtectedSpan>& spans, size_t i) {
  for (const ProtectedSpan& s : spans)
    if (i >= s.begin && i < s.end) return true;
  return false;
}

// Whether the '_' at i joins an identifier rather than marking a letter: a name in capitals or digits
// (GTK_THEME, LC_ALL), or, in console text (a line break, or more than six words), two lower-case parts of
// three or more characters each (xfs_repair, force_geometry). Mnemonics inside words have a short part or a
// capital ("Cl_ose", "Ret_urns"), or stand in a short label ("Pause slides_how").
bool in_identifier(std::string_view text, size_t i) {
  size_t b = i, e = i + 1;
  while (b > 0 && (is_ascii_alnum(text[b - 1]) || text[b - 1] == '_')) --b;
  while (e < text.size() && (is_ascii_alnum(text[e]) || text[e] == '_')) ++e;
  if (b == i) return false;  // "_File": nothing before the marker
  bool lower = false, upper = false;
  for (size_t k = b; k < e; ++k) {
    lower = lower || is_lower(text[k]);
    upper = upper || (text[k] >= 'A' && text[k] <= 'Z');
  }
  if (!lower) return true;
  if (upper || i - b < 3 || e - i - 1 < 3) return false;
  size_t words = 0;
  for (size_t k = 0; k < text.size(); ++k)
    if (text[k] != ' ' && (k == 0 || text[k - 1] == ' ')) ++words;
  return text.find('\n') != std::string_view::npos || words > 6;
}

const std::regex& suffix_pattern() {
  // "(_F)" at the end, before trailing dots, colons, an ellipsis or whitespace.
  static const std::regex r(R"(\(([_&~])([A-Za-z0-9])\)(\.\.\.|…|:|\s)*$)");
  return r;
}

}  // namespace

std::optional<Accelerator> find_accelerator(std::string_view text, const std::vector<ProtectedSpan>& spans) {
  std::match_results<std::string_view::const_iterator> m;
  if (std::regex_search(text.begin(), text.end(), m, suffix_pattern())) {
    const auto at = static_cast<size_t>(m.position(0));
    if (!inside(spans, at)) return Accelerator{m.str(1)[0], at, m.str(2), "(" + m.str(1) + m.str(2) + ")"};
  }
  std::optional<Accelerator> found;
  for (size_t i = 0; i + 1 < text.size(); ++i) {
    const char c = text[i];
    if (c != '_' && c != '&' && c != '~') continue;
    if (inside(spans, i)) continue;
    if (text[i + 1] == c) {  // doubled: a literal character
      ++i;
      continue;
    }
    if (!takes_marker(text, i + 1)) continue;
    if (c == '_' && in_identifier(text, i)) continue;
    if (found) return std::nullopt;  // ambiguous
    found = Accelerator{c, i, std::string(text.substr(i + 1, char_length(text, i + 1))), ""};
  }
  return found;
}

std::string remove_accelerator(std::string_view text, const Accelerator& a) {
  std::string out(text.substr(0, a.position));
  size_t skip = a.suffix.empty() ? 1 : a.suffix.size();
  out += text.substr(a.position + skip);
  return out;
}

std::optional<std::string> place_accelerator(std::string_view translation, const Accelerator& a) {
  const std::vector<ProtectedSpan> spans = find_protected_spans(translation);
  if (!a.suffix.empty()) {
    size_t end = translation.size();
    // Before trailing whitespace, dots, colons and an ellipsis, as the source had it.
    while (end > 0) {
      const char c = translation[end - 1];
      if (c == ' ' || c == '\t' || c == '\n' || c == '.' || c == ':') {
        --end;
      } else if (end >= 3 && translation.substr(end - 3, 3) == "…") {
        end -= 3;
      } else {
        break;
      }
    }
    return std::string(translation.substr(0, end)) + a.suffix + std::string(translation.substr(end));
  }
  auto insert_at = [&](size_t i) {
    return std::string(translation.substr(0, i)) + a.marker + std::string(translation.substr(i));
  };
  // The same letter, ASCII case ignored (a non-ASCII letter compared byte for byte).
  for (size_t i = 0; i < translation.size(); i += char_length(translation, i)) {
    if (inside(spans, i)) continue;
    const size_t n = char_length(translation, i);
    const std::string_view ch = translation.substr(i, n);
    const bool same =
        n == 1 && a.letter.size() == 1 ? ascii_lower(ch[0]) == ascii_lower(a.letter[0]) : ch == a.letter;
    if (same) return insert_at(i);
  }
  for (size_t i = 0; i < translation.size(); i += char_length(translation, i)) {
    if (!inside(spans, i) && takes_marker(translation, i)) return insert_at(i);
  }
  return std::nullopt;
}

}  // namespace attn::localize
