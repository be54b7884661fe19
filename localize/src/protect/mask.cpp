#include "localize/src/protect/mask.h"

#include <algorithm>
#include <cstdint>
#include <map>

#include "base/src/text/utf8.h"
#include "localize/src/protect/span_finder.h"

namespace attn::localize {
namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

void append_escaped(std::string& out, std::string_view text) {
  for (char c : text) {
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else
      out += c;
  }
}

bool is_word_byte(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         static_cast<unsigned char>(c) >= 0x80;
}

MaskedLine mask_line(std::string_view line, const TermFinder& find_terms, MaskedText& masked) {
  MaskedLine out;
  size_t b = 0, e = line.size();
  while (b < e && is_blank(line[b])) ++b;
  while (e > b && is_blank(line[e - 1])) --e;
  out.leading = line.substr(0, b);
  out.trailing = line.substr(e);
  const std::string_view core = line.substr(b, e - b);
  if (core.empty()) return out;
  out.plain = core;

  struct Cut {
    size_t begin, end;
    std::string value;
    bool term;
    std::string term_source;
  };
  std::vector<Cut> cuts;
  for (const ProtectedSpan& s : find_protected_spans(core))
    cuts.push_back({s.begin, s.end, std::string(core.substr(s.begin, s.end - s.begin)), false, ""});
  if (find_terms) {
    for (ForcedTerm& t : find_terms(core)) {
      const bool overlaps = std::any_of(cuts.begin(), cuts.end(),
                                        [&](const Cut& c) { return t.begin < c.end && c.begin < t.end; });
      if (!overlaps && t.end > t.begin && t.end <= core.size())
        cuts.push_back(
            {t.begin, t.end, std::move(t.target), true, std::string(core.substr(t.begin, t.end - t.begin))});
    }
  }
  if (cuts.empty()) {
    out.text = core;
    return out;
  }
  std::sort(cuts.begin(), cuts.end(), [](const Cut& x, const Cut& y) { return x.begin < y.begin; });
  out.markup = true;
  size_t at = 0;
  for (Cut& c : cuts) {
    append_escaped(out.text, core.substr(at, c.begin - at));
    if (c.term) out.terms.push_back(masked.values.size());
    masked.element_line.push_back(masked.lines.size());
    masked.glued_before.push_back(c.begin > 0 && is_word_byte(core[c.begin - 1]));
    masked.glued_after.push_back(c.end < core.size() && is_word_byte(core[c.end]));
    out.text += "<x" + std::to_string(masked.values.size()) + "/>";
    masked.values.push_back(std::move(c.value));
    masked.is_term.push_back(c.term);
    masked.term_sources.push_back(std::move(c.term_source));
    at = c.end;
  }
  append_escaped(out.text, core.substr(at));
  return out;
}

// The entity at text[i] ('&'): its decoded character and length, or 0 when it is none of XML's five.
size_t decode_entity(std::string_view text, size_t i, char& decoded) {
  static const std::pair<std::string_view, char> kEntities[] = {
      {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&apos;", '\''}};
  for (const auto& [name, c] : kEntities) {
    if (text.substr(i, name.size()) == name) {
      decoded = c;
      return name.size();
    }
  }
  return 0;
}

// The element <xN/> at text[i]: N and its length, or 0.
size_t parse_element(std::string_view text, size_t i, size_t& n) {
  if (text.substr(i, 2) != "<x") return 0;
  size_t k = i + 2;
  n = 0;
  const size_t digits_begin = k;
  while (k < text.size() && text[k] >= '0' && text[k] <= '9')
    n = n * 10 + static_cast<size_t>(text[k++] - '0');
  if (k == digits_begin || text.substr(k, 2) != "/>") return 0;
  return k + 2 - i;
}

bool contains_ignoring_case(std::string_view text, std::string_view word) {
  auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; };
  return std::search(text.begin(), text.end(), word.begin(), word.end(),
                     [&](char a, char b) { return lower(a) == lower(b); }) != text.end();
}

// The markup translation t with its elements replaced by their values and XML's entities decoded. The
// runtime puts an element right before the word aligned to the one after it, without the space between;
// where the translation has a word right beside an element that no word touched in the source ("%s files",
// "(%s)", a placeholder at the end), a space is put between.
void append_unmasked(std::string& out, std::string_view t, const MaskedText& masked, std::vector<int>& seen) {
  for (size_t i = 0; i < t.size();) {
    size_t n = 0;
    char decoded = 0;
    if (const size_t len = parse_element(t, i, n); len > 0 && n < masked.values.size()) {
      if (!masked.glued_before[n] && !out.empty() && is_word_byte(out.back())) out += ' ';
      out += masked.values[n];
      ++seen[n];
      i += len;
      if (!masked.glued_after[n] && i < t.size() && is_word_byte(t[i])) out += ' ';
    } else if (const size_t elen = decode_entity(t, i, decoded); elen > 0) {
      out += decoded;
      i += elen;
    } else {
      out += t[i++];
    }
  }
}

// Whether the tags of text nest: every end tag closes the start tag opened last, and every start tag is
// closed. A translation must keep the nesting of a source whose tags nest: in XML formats the tags are the
// file's own elements, and Pango and HTML refuse or misrender crossed tags. (A source whose tags do not nest,
// such as an HTML <br> or half of a Pango span, is not held to it.)
bool tags_nest(std::string_view text) {
  std::vector<std::string_view> open;
  for (const ProtectedSpan& span : find_protected_spans(text)) {
    const std::string_view tag = text.substr(span.begin, span.end - span.begin);
    if (span.kind != SpanKind::kTag || tag.ends_with("/>")) continue;
    const bool closing = tag.starts_with("</");
    const size_t begin = closing ? 2 : 1;
    size_t end = begin;
    while (end < tag.size() && tag[end] != '>' && tag[end] != '/' && !is_blank(tag[end]) && tag[end] != '\n')
      ++end;
    const std::string_view name = tag.substr(begin, end - begin);
    if (!closing) {
      open.push_back(name);
    } else if (open.empty() || open.back() != name) {
      return false;
    } else {
      open.pop_back();
    }
  }
  return open.empty();
}

}  // namespace

MaskedText mask(std::string_view source, const TermFinder& find_terms) {
  MaskedText masked;
  masked.source = source;
  masked.accelerator = find_accelerator(source, find_protected_spans(source));
  const std::string text =
      masked.accelerator ? remove_accelerator(source, *masked.accelerator) : std::string(source);
  size_t start = 0;
  while (true) {
    const size_t nl = text.find('\n', start);
    const std::string_view line =
        std::string_view(text).substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    masked.lines.push_back(mask_line(line, find_terms, masked));
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  return masked;
}

Result<Unmasked> unmask(const MaskedText& masked, std::span<const TranslatedLine> translated) {
  if (translated.size() != masked.lines.size())
    return Status::Error(StatusCode::kInternal, "%zu translated lines for %zu source lines",
                         translated.size(), masked.lines.size());
  std::vector<int> seen(masked.values.size(), 0);
  std::string out;
  for (size_t l = 0; l < masked.lines.size(); ++l) {
    const MaskedLine& line = masked.lines[l];
    if (l > 0) out += '\n';
    out += line.leading;
    if (!line.plain.empty()) {
      const std::string_view t = translated[l].text;
      size_t b = 0, e = t.size();
      while (b < e && (is_blank(t[b]) || t[b] == '\n')) ++b;
      while (e > b && (is_blank(t[e - 1]) || t[e - 1] == '\n')) --e;
      if (b == e) return Status::Error(StatusCode::kInternal, "the translation of line %zu is empty", l + 1);
      if (!translated[l].markup || !line.markup) {
        const std::string_view body = t.substr(b, e - b);
        // A glossary term in a plain translation: its target text must be there (ASCII case ignored).
        for (size_t n : line.terms) {
          if (!contains_ignoring_case(body, masked.values[n]))
            return Status::Error(StatusCode::kInternal, "glossary term \"%s\" not rendered as \"%s\"",
                                 masked.term_sources[n].c_str(), masked.values[n].c_str());
          ++seen[n];
        }
        out += body;
      } else {
        append_unmasked(out, t.substr(b, e - b), masked, seen);
      }
    }
    out += line.trailing;
  }
  for (size_t n = 0; n < seen.size(); ++n) {
    // A placeholder of a line translated in plain form is counted by the final check instead.
    if (seen[n] == 1 || (!masked.is_term[n] && !translated[masked.element_line[n]].markup)) continue;
    const char* what = masked.is_term[n] ? "glossary term" : "placeholder";
    const std::string& shown = masked.is_term[n] ? masked.term_sources[n] : masked.values[n];
    return Status::Error(StatusCode::kInternal, "%s \"%s\" %s", what, shown.c_str(),
                         seen[n] == 0 ? "lost" : "duplicated");
  }
  // A model spelling a character with byte pieces can stop in the middle of one.
  if (const size_t bad = utf8::find_invalid(out); bad != std::string::npos) {
    const std::string before = out.substr(bad >= 12 ? bad - 12 : 0, std::min<size_t>(bad, 12));
    return Status::Error(StatusCode::kInternal,
                         "the translation is not valid UTF-8 (byte 0x%02X after \"%s\")",
                         static_cast<unsigned char>(out[bad]), before.c_str());
  }
  Unmasked result;
  if (masked.accelerator) {
    std::optional<std::string> placed = place_accelerator(out, *masked.accelerator);
    if (placed) {
      out = std::move(*placed);
    } else {
      result.note = "accelerator \"" + std::string(1, masked.accelerator->marker) +
                    masked.accelerator->letter + "\" has no letter to go on";
    }
  }
  // The final check, on the text as it will be written: the placeholders of the source, no more, no fewer.
  const std::vector<std::string_view> want = placeholder_multiset(masked.source);
  const std::vector<std::string_view> got = placeholder_multiset(out);
  if (want != got) {
    std::vector<std::string_view> missing, extra;
    std::set_difference(want.begin(), want.end(), got.begin(), got.end(), std::back_inserter(missing));
    std::set_difference(got.begin(), got.end(), want.begin(), want.end(), std::back_inserter(extra));
    const std::string which(missing.empty() ? extra.front() : missing.front());
    return Status::Error(StatusCode::kInternal, "placeholder \"%s\" %s", which.c_str(),
                         missing.empty() ? "added by the translation" : "lost");
  }
  if (!tags_nest(out) && tags_nest(masked.source))
    return Status::Error(StatusCode::kInternal, "the translation's tags do not nest as the source's do");
  if (masked.accelerator && result.note.empty()) {
    // As many marker characters as the source has: the one put back, and no stray one from the model. (Not
    // found again by find_accelerator: a marker put inside a lower-case word would read as an identifier.)
    const char marker = masked.accelerator->marker;
    if (std::count(out.begin(), out.end(), marker) !=
        std::count(masked.source.begin(), masked.source.end(), marker))
      return Status::Error(StatusCode::kInternal, "accelerator \"%c%s\" not kept", marker,
                           masked.accelerator->letter.c_str());
  }
  result.text = std::move(out);
  return result;
}

}  // namespace attn::localize
