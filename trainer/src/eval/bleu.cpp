#include "trainer/src/eval/bleu.h"

#include <cmath>
#include <unordered_map>

namespace attn::train {
namespace {

// Decodes the code point at s[i] (assumed valid UTF-8, as the pipeline checks) and its byte length.
uint32_t decode(std::string_view s, size_t i, size_t* length) {
  const auto c = static_cast<uint8_t>(s[i]);
  auto cont = [&](size_t k) { return i + k < s.size() ? static_cast<uint8_t>(s[i + k]) & 0x3F : 0; };
  if (c < 0x80) { *length = 1; return c; }
  if (c < 0xE0) { *length = 2; return ((c & 0x1F) << 6) | cont(1); }
  if (c < 0xF0) { *length = 3; return ((c & 0x0F) << 12) | (cont(1) << 6) | cont(2); }
  *length = 4;
  return ((c & 0x07) << 18) | (cont(1) << 12) | (cont(2) << 6) | cont(3);
}

// Python's str.isspace(), which str.split() and str.rstrip() use.
bool is_python_space(uint32_t cp) {
  return (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x20) || cp == 0x85 || cp == 0xA0 || cp == 0x1680 ||
         (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 || cp == 0x202F || cp == 0x205F ||
         cp == 0x3000;
}

std::vector<std::string_view> python_split(std::string_view s) {
  std::vector<std::string_view> tokens;
  size_t i = 0, start = std::string_view::npos;
  while (i < s.size()) {
    size_t length;
    const bool space = is_python_space(decode(s, i, &length));
    if (space && start != std::string_view::npos) {
      tokens.push_back(s.substr(start, i - start));
      start = std::string_view::npos;
    } else if (!space && start == std::string_view::npos) {
      start = i;
    }
    i += length;
  }
  if (start != std::string_view::npos) tokens.push_back(s.substr(start));
  return tokens;
}

std::string_view python_rstrip(std::string_view s) {
  size_t end = 0, i = 0;  // end: just past the last non-space code point
  while (i < s.size()) {
    size_t length;
    if (!is_python_space(decode(s, i, &length))) end = i + length;
    i += length;
  }
  return s.substr(0, end);
}

void replace_all(std::string& s, std::string_view from, std::string_view to) {
  std::string out;
  size_t pos = 0;
  for (size_t hit; (hit = s.find(from, pos)) != std::string::npos; pos = hit + from.size()) {
    out.append(s, pos, hit - pos);
    out.append(to);
  }
  out.append(s, pos);
  s = std::move(out);
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// r'([\{-\~\[-\` -\&\(-\+\:-\@\/])' — ASCII only, so working on bytes matches Python's code points.
bool is_13a_symbol(char ch) {
  const auto c = static_cast<unsigned char>(ch);
  return (c >= '{' && c <= '~') || (c >= '[' && c <= '`') || (c >= ' ' && c <= '&') || (c >= '(' && c <= '+') ||
         (c >= ':' && c <= '@') || c == '/';
}

// The three two-character rules of TokenizerRegexp, each a left-to-right non-overlapping scan as re.sub
// does. Multi-byte characters only ever take the [^0-9] roles; matching them byte-wise inserts the same
// spaces at the same places, because the bytes around them are ASCII.
std::string period_comma_after_non_digit(const std::string& s) {  // ([^0-9])([\.,]) -> \1 \2
  std::string out;
  size_t i = 0;
  while (i < s.size()) {
    if (i + 1 < s.size() && !is_digit(s[i]) && (s[i + 1] == '.' || s[i + 1] == ',')) {
      out += s[i];
      out += ' ';
      out += s[i + 1];
      out += ' ';
      i += 2;
    } else {
      out += s[i++];
    }
  }
  return out;
}

std::string period_comma_before_non_digit(const std::string& s) {  // ([\.,])([^0-9]) -> ' \1 \2'
  std::string out;
  size_t i = 0;
  while (i < s.size()) {
    if (i + 1 < s.size() && (s[i] == '.' || s[i] == ',') && !is_digit(s[i + 1])) {
      out += ' ';
      out += s[i];
      out += ' ';
      out += s[i + 1];
      i += 2;
    } else {
      out += s[i++];
    }
  }
  return out;
}

std::string dash_after_digit(const std::string& s) {  // ([0-9])(-) -> '\1 \2 '
  std::string out;
  size_t i = 0;
  while (i < s.size()) {
    if (i + 1 < s.size() && is_digit(s[i]) && s[i + 1] == '-') {
      out += s[i];
      out += " - ";
      i += 2;
    } else {
      out += s[i++];
    }
  }
  return out;
}

using NgramCounts = std::unordered_map<std::string, int64_t>;

// All n-grams (1..4) keyed by their space-joined tokens (tokens never contain spaces).
NgramCounts count_ngrams(const std::vector<std::string_view>& tokens) {
  NgramCounts counts;
  for (size_t n = 1; n <= 4; ++n) {
    for (size_t i = 0; i + n <= tokens.size(); ++i) {
      std::string key(tokens[i]);
      for (size_t k = 1; k < n; ++k) {
        key += ' ';
        key += tokens[i + k];
      }
      ++counts[key];
    }
  }
  return counts;
}

size_t order_of(const std::string& ngram) {
  size_t n = 1;
  for (char c : ngram) n += c == ' ';
  return n;
}

}  // namespace

std::string tokenize_13a(std::string_view text) {
  std::string line(text);
  replace_all(line, "<skipped>", "");
  replace_all(line, "-\n", "");
  replace_all(line, "\n", " ");
  if (line.find('&') != std::string::npos) {
    replace_all(line, "&quot;", "\"");
    replace_all(line, "&amp;", "&");
    replace_all(line, "&lt;", "<");
    replace_all(line, "&gt;", ">");
  }
  std::string spaced;
  for (char c : " " + line + " ") {
    if (is_13a_symbol(c)) {
      spaced += ' ';
      spaced += c;
      spaced += ' ';
    } else {
      spaced += c;
    }
  }
  std::string s = dash_after_digit(period_comma_before_non_digit(period_comma_after_non_digit(spaced)));
  std::string joined;
  for (std::string_view token : python_split(s)) {
    if (!joined.empty()) joined += ' ';
    joined += token;
  }
  return joined;
}

BleuScore corpus_bleu(const std::vector<std::string>& hypotheses, const std::vector<std::string>& references,
                      BleuSmoothing smoothing) {
  BleuScore result;
  const size_t n = std::min(hypotheses.size(), references.size());
  for (size_t i = 0; i < n; ++i) {
    const std::string hyp = tokenize_13a(python_rstrip(hypotheses[i]));
    const std::string ref = tokenize_13a(python_rstrip(references[i]));
    const auto hyp_tokens = python_split(hyp);
    const auto ref_tokens = python_split(ref);
    result.hypothesis_length += static_cast<int64_t>(hyp_tokens.size());
    result.reference_length += static_cast<int64_t>(ref_tokens.size());
    const NgramCounts ref_counts = count_ngrams(ref_tokens);
    for (const auto& [ngram, count] : count_ngrams(hyp_tokens)) {
      const size_t order = order_of(ngram) - 1;
      result.total[order] += count;
      const auto it = ref_counts.find(ngram);
      if (it != ref_counts.end()) result.correct[order] += std::min(count, it->second);
    }
  }

  const double sys_len = static_cast<double>(result.hypothesis_length);
  const double ref_len = static_cast<double>(result.reference_length);
  result.brevity_penalty = 1.0;
  if (sys_len < ref_len) result.brevity_penalty = sys_len > 0 ? std::exp(1.0 - ref_len / sys_len) : 0.0;

  bool any_correct = false;
  for (int64_t c : result.correct) any_correct = any_correct || c != 0;
  if (!any_correct) return result;

  double smooth_mteval = 1.0;
  for (size_t k = 0; k < 4; ++k) {
    if (result.total[k] == 0) break;
    if (result.correct[k] == 0) {
      if (smoothing == BleuSmoothing::Exp) {
        smooth_mteval *= 2;
        result.precisions[k] = 100.0 / (smooth_mteval * static_cast<double>(result.total[k]));
      }
    } else {
      result.precisions[k] = 100.0 * static_cast<double>(result.correct[k]) / static_cast<double>(result.total[k]);
    }
  }
  double log_sum = 0;
  for (double p : result.precisions) log_sum += p == 0 ? -9999999999.0 : std::log(p);  // sacreBLEU's my_log
  result.score = result.brevity_penalty * std::exp(log_sum / 4);
  return result;
}

}  // namespace attn::train
