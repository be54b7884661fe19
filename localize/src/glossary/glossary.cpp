#include "localize/src/glossary/glossary.h"

#include <algorithm>

namespace attn::localize {
namespace {

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

bool is_word_byte(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         static_cast<unsigned char>(c) >= 0x80;
}

bool equal_at(std::string_view text, size_t at, std::string_view word) {
  if (at + word.size() > text.size()) return false;
  for (size_t i = 0; i < word.size(); ++i)
    if (lower(text[at + i]) != lower(word[i])) return false;
  return true;
}

// The spellings of a term that match: itself and its English plural.
std::vector<std::string> forms_of(const std::string& term) {
  std::vector<std::string> forms = {term};
  const auto ends = [&](std::string_view s) {
    return term.size() >= s.size() && std::equal(s.rbegin(), s.rend(), term.rbegin(),
                                                 [](char a, char b) { return lower(a) == lower(b); });
  };
  const bool consonant_y =
      term.size() >= 2 && lower(term.back()) == 'y' &&
      std::string_view("aeiou").find(lower(term[term.size() - 2])) == std::string_view::npos;
  if (consonant_y) {
    forms.push_back(term.substr(0, term.size() - 1) + "ies");
  } else if (ends("s") || ends("x") || ends("z") || ends("ch") || ends("sh")) {
    forms.push_back(term + "es");
  } else {
    forms.push_back(term + "s");
  }
  return forms;
}

}  // namespace

Result<Glossary> Glossary::parse(std::string_view text, std::string_view path) {
  Glossary g;
  const std::string shown(path);
  size_t line_number = 0;
  for (size_t start = 0; start < text.size();) {
    ++line_number;
    const size_t nl = text.find('\n', start);
    std::string_view line =
        text.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
    start = nl == std::string_view::npos ? text.size() : nl + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const size_t first = line.find_first_not_of(" \t");
    if (first == std::string_view::npos || line[first] == '#') continue;
    const size_t tab = line.find('\t');
    auto trim = [](std::string_view s) {
      const size_t b = s.find_first_not_of(' ');
      const size_t e = s.find_last_not_of(' ');
      return b == std::string_view::npos ? std::string() : std::string(s.substr(b, e - b + 1));
    };
    if (tab == std::string_view::npos)
      return Status::Error(StatusCode::kInvalidArgument, "%s:%zu: no tab between source and target term",
                           shown.c_str(), line_number);
    GlossaryTerm term{trim(line.substr(0, tab)), trim(line.substr(tab + 1))};
    if (term.source.empty() || term.target.empty() || term.target.find('\t') != std::string::npos)
      return Status::Error(StatusCode::kInvalidArgument,
                           "%s:%zu: expected \"source<TAB>target\", both non-empty", shown.c_str(),
                           line_number);
    g.terms_.push_back(std::move(term));
  }
  std::stable_sort(g.terms_.begin(), g.terms_.end(), [](const GlossaryTerm& a, const GlossaryTerm& b) {
    return a.source.size() > b.source.size();
  });
  return g;
}

std::vector<ForcedTerm> Glossary::find(std::string_view line) const {
  std::vector<ForcedTerm> found;
  std::vector<bool> taken(line.size(), false);
  for (const GlossaryTerm& term : terms_) {
    const std::vector<std::string> forms = forms_of(term.source);
    for (size_t at = 0; at < line.size(); ++at) {
      if (taken[at] || (at > 0 && is_word_byte(line[at - 1]))) continue;
      // The longest form first: "boxes" before "box".
      for (auto form = forms.rbegin(); form != forms.rend(); ++form) {
        const size_t end = at + form->size();
        if (!equal_at(line, at, *form) || (end < line.size() && is_word_byte(line[end]))) continue;
        if (std::any_of(taken.begin() + at, taken.begin() + end, [](bool t) { return t; })) continue;
        std::fill(taken.begin() + at, taken.begin() + end, true);
        found.push_back({at, end, term.target});
        break;
      }
    }
  }
  std::sort(found.begin(), found.end(),
            [](const ForcedTerm& a, const ForcedTerm& b) { return a.begin < b.begin; });
  return found;
}

}  // namespace attn::localize
