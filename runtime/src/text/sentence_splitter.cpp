#include "runtime/src/text/sentence_splitter.h"

#include <array>

namespace attn::text {
namespace {

bool is_line_break(char c) { return c == '\n' || c == '\r'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alpha(char c) { return is_lower(c) || is_upper(c); }
bool is_closing(char c) { return c == '"' || c == '\'' || c == ')' || c == ']' || c == '}'; }

// Words that end with a period but rarely end a sentence (case-insensitive, without the period).
// Abbreviations that often do end one ("etc.") are left out: a following capital then means a new sentence.
constexpr std::array<std::string_view, 26> kAbbreviations = {
    "e.g",    "i.e",  "cf",  "vs",   "dr",  "mr",  "mrs", "ms",  "prof", "st",  "no",  "nr",  "fig",
    "approx", "incl", "esp", "resp", "z.b", "bzw", "ca",  "sog", "ggf",  "d.h", "u.a", "vgl", "jr"};

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    char c = a[i];
    if (is_upper(c)) c = static_cast<char>(c - 'A' + 'a');
    if (c != b[i]) return false;
  }
  return true;
}

// Whether the period at text[dot] follows a word that keeps the sentence going: an abbreviation, a single
// letter (an initial), or a number that starts the sentence (an enumeration "1. Install ...").
bool period_continues(std::string_view text, size_t sentence_begin, size_t dot) {
  size_t word = dot;
  while (word > sentence_begin && !is_space(text[word - 1]) && text[word - 1] != '(' &&
         text[word - 1] != '"') {
    --word;
  }
  const std::string_view before = text.substr(word, dot - word);
  if (before.empty()) return false;
  if (before.size() == 1 && is_alpha(before[0])) return true;
  for (std::string_view abbreviation : kAbbreviations) {
    if (equals_ignoring_case(before, abbreviation)) return true;
  }
  bool number = true;
  for (char c : before) number = number && is_digit(c);
  return number && word == sentence_begin;
}

}  // namespace

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

bool next_sentence(std::string_view text, size_t from, Span* sentence) {
  size_t begin = from;
  while (begin < text.size() && is_space(text[begin])) ++begin;
  if (begin >= text.size()) return false;
  size_t i = begin;
  size_t end = text.size();
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (is_line_break(c)) {
      end = i;
      break;
    }
    const bool ellipsis = static_cast<unsigned char>(c) == 0xE2 && i + 2 < text.size() &&
                          static_cast<unsigned char>(text[i + 1]) == 0x80 &&
                          static_cast<unsigned char>(text[i + 2]) == 0xA6;  // U+2026
    if (c != '.' && c != '!' && c != '?' && !ellipsis) continue;
    size_t after = ellipsis ? i + 3 : i + 1;
    while (after < text.size() && (text[after] == '.' || text[after] == '!' || text[after] == '?')) ++after;
    while (after < text.size() && is_closing(text[after])) ++after;
    if (after >= text.size()) break;  // the text's end ends the sentence anyway
    if (!is_space(text[after])) {
      i = after - 1;
      continue;
    }
    size_t next = after;
    while (next < text.size() && is_space(text[next]) && !is_line_break(text[next])) ++next;
    if (next < text.size() && is_lower(text[next])) continue;
    if (c == '.' && after == i + 1 && period_continues(text, begin, i)) continue;
    end = after;
    break;
  }
  while (end > begin && is_space(text[end - 1])) --end;
  sentence->begin = begin;
  sentence->end = end;
  return true;
}

}  // namespace attn::text
