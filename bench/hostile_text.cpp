// Time per input kilobyte of hostile text against ordinary text (issue "bounded work"): what an app meets
// when its user pastes anything — one letter held down, base64, hashes, a long URL, numbers, emoji, scripts
// the model does not know, control characters, thousands of short lines — translated as `attn translate`
// does (attn_translate_text per line, sentences split, max_batch 4, the model's length penalty), against
// the lines of an ordinary test split. Prints one row per case: bytes, median seconds over --repeat runs,
// milliseconds per KB and that rate divided by the ordinary text's. It measures; it decides nothing.
//
//   hostile_text MODEL ORDINARY_FILE [--beam N] [--repeat N] [--quick]
//
// --quick (CI's smoke run): the cases of at most 4 KB and the first 20 ordinary lines, once.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "attn/attn.h"

namespace {

struct Case {
  std::string name;
  std::vector<std::string> lines;  // translated one call each, as the CLI translates a file's lines
  size_t bytes() const {
    size_t n = 0;
    for (const std::string& l : lines) n += l.size() + 1;
    return n;
  }
};

std::string repeat(const std::string& unit, size_t times) {
  std::string s;
  s.reserve(unit.size() * times);
  for (size_t i = 0; i < times; ++i) s += unit;
  return s;
}

std::string random_base64(size_t bytes, std::mt19937& rng) {
  static const char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string s;
  for (size_t i = 0; i < bytes; ++i) s += kAlphabet[rng() % 64];
  return s;
}

std::string random_hex(size_t bytes, std::mt19937& rng) {
  std::string s;
  for (size_t i = 0; i < bytes; ++i) s += "0123456789abcdef"[rng() % 16];
  return s;
}

std::vector<Case> hostile_cases(const std::vector<std::string>& ordinary) {
  std::mt19937 rng(7);
  std::vector<Case> cases;
  for (size_t n : {2000u, 4000u, 8000u, 16000u, 100000u, 1000000u}) {
    cases.push_back({std::to_string(n) + " x \"a\"", {std::string(n, 'a')}});
  }
  cases.push_back({"\"word \" x 3,000", {repeat("word ", 3000)}});
  cases.push_back({"\"1234567890 \" x 50", {repeat("1234567890 ", 50)}});
  cases.push_back({"\"aaaa \" x 1,000", {repeat("aaaa ", 1000)}});
  cases.push_back({"base64, 4 KB", {random_base64(4000, rng)}});
  std::string hashes;
  for (int i = 0; i < 40; ++i) hashes += random_hex(64, rng) + "  file" + std::to_string(i) + ".tar.gz\n";
  cases.push_back({"sha256sum output, 40 lines", {}});
  for (size_t at = 0, next; (next = hashes.find('\n', at)) != std::string::npos; at = next + 1) {
    cases.back().lines.push_back(hashes.substr(at, next - at));
  }
  cases.push_back({"URL, 2 KB", {"Download it from https://example.org/" + random_hex(2000, rng) + "?x=1 now."}});
  cases.push_back({"emoji run, 1,000", {repeat("\xF0\x9F\x98\x80", 1000)}});
  cases.push_back({"emoji with spaces, 1,000", {repeat("\xF0\x9F\x98\x80 ", 1000)}});
  cases.push_back({"Arabic, 3 KB", {repeat("\xD9\x85\xD8\xB1\xD8\xAD\xD8\xA8\xD8\xA7 \xD8\xA8\xD8\xA7\xD9\x84\xD8\xB9\xD8\xA7\xD9\x84\xD9\x85. ", 120)}});
  cases.push_back({"Chinese, 3 KB", {repeat("\xE4\xBD\xA0\xE5\xA5\xBD\xE4\xB8\x96\xE7\x95\x8C\xE3\x80\x82", 200)}});
  cases.push_back({"mixed scripts, 3 KB",
                   {repeat("Hello \xD0\xBC\xD0\xB8\xD1\x80 \xE4\xB8\x96\xE7\x95\x8C \xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D "
                           "world. ",
                           100)}});
  std::string control;
  for (int i = 0; i < 200; ++i) control += std::string("word") + static_cast<char>(1 + i % 8) + " ";
  cases.push_back({"control characters", {control}});
  cases.push_back({"zero-width spaces", {repeat("a\xE2\x80\x8B", 1000)}});
  // Real words with no sentence end: the first 3,000 words of the ordinary lines, periods removed.
  std::string words;
  for (const std::string& line : ordinary) {
    for (char c : line) words += c == '.' || c == '!' || c == '?' ? ' ' : c;
    words += ' ';
    if (words.size() > 18000) break;
  }
  cases.push_back({"ordinary words, no sentence end, 18 KB", {words}});
  cases.push_back({"10,000 short lines", std::vector<std::string>(10000, "ok")});
  cases.push_back({"12 odd lines",
                   {"", "\xC3\x28 invalid UTF-8", std::string(100000, 'x'), repeat("word ", 3000),
                    "zero\xE2\x80\x8Bwidth\xE2\x80\x8Bspace", repeat("=", 5000), "\t\t  ", repeat("\xF0\x9F\x98\x80", 500),
                    "The quick brown fox jumps over the lazy dog.", repeat("12 ", 2000),
                    repeat("\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D ", 500), "end"}});
  return cases;
}

std::vector<std::string> read_lines(const char* path) {
  std::vector<std::string> lines;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Seconds to translate every line of c, each as one attn_translate_text call (failures count: an invalid
// line is refused at once, as the CLI refuses it).
double run_case(attn_translator* translator, const Case& c, std::vector<char>& out,
                std::vector<attn_sentence_span>& spans) {
  attn_text_options options;
  attn_text_options_init(&options);
  const auto start = std::chrono::steady_clock::now();
  for (const std::string& line : c.lines) {
    attn_text_result result{sizeof(attn_text_result), spans.data(), spans.size(), 0, nullptr, 0, 0, nullptr};
    size_t written = 0;
    const attn_status s = attn_translate_text(translator, line.data(), line.size(), &options, out.data(),
                                              out.size(), &written, &result);
    if (s != ATTN_OK && s != ATTN_ERROR_INVALID_ARGUMENT) {
      std::fprintf(stderr, "hostile_text: %s: %s\n", c.name.c_str(), attn_last_error_message());
    }
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double median_seconds(attn_translator* translator, const Case& c, int repeats, std::vector<char>& out,
                      std::vector<attn_sentence_span>& spans) {
  std::vector<double> times;
  for (int r = 0; r < repeats; ++r) times.push_back(run_case(translator, c, out, spans));
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: hostile_text MODEL ORDINARY_FILE [--beam N] [--repeat N] [--quick]\n");
    return 2;
  }
  int beam = 4, repeats = 3;
  bool quick = false;
  for (int i = 3; i < argc; ++i) {
    if (std::strcmp(argv[i], "--beam") == 0 && i + 1 < argc) {
      beam = std::atoi(argv[++i]);
    } else if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
      repeats = std::max(1, std::atoi(argv[++i]));
    } else if (std::strcmp(argv[i], "--quick") == 0) {
      quick = true;
      repeats = 1;
    } else {
      std::fprintf(stderr, "hostile_text: unknown argument '%s'\n", argv[i]);
      return 2;
    }
  }
  attn_model* model = nullptr;
  if (attn_model_load_file(argv[1], &model) != ATTN_OK) {
    std::fprintf(stderr, "hostile_text: %s\n", attn_last_error_message());
    return 1;
  }
  attn_translator_options o;
  attn_translator_options_init_for_model(model, &o);
  o.beam_size = beam;
  o.max_batch = 4;
  o.max_input_bytes = 1 << 21;
  attn_translator* translator = nullptr;
  if (attn_translator_create(model, &o, &translator) != ATTN_OK) {
    std::fprintf(stderr, "hostile_text: %s\n", attn_last_error_message());
    return 1;
  }
  std::vector<std::string> ordinary_lines = read_lines(argv[2]);
  if (ordinary_lines.empty()) {
    std::fprintf(stderr, "hostile_text: no lines in '%s'\n", argv[2]);
    return 1;
  }
  std::vector<Case> cases = hostile_cases(ordinary_lines);
  if (quick) {
    ordinary_lines.resize(std::min<size_t>(ordinary_lines.size(), 20));
    cases.erase(std::remove_if(cases.begin(), cases.end(), [](const Case& c) { return c.bytes() > 4096; }),
                cases.end());
  }
  std::vector<char> out(1 << 23);
  std::vector<attn_sentence_span> spans(1 << 16);
  const Case ordinary{"ordinary text (" + std::string(argv[2]) + ")", ordinary_lines};
  const double ordinary_seconds = median_seconds(translator, ordinary, repeats, out, spans);
  const double ordinary_rate = ordinary_seconds * 1000.0 / (static_cast<double>(ordinary.bytes()) / 1000.0);
  std::printf("beam %d, median of %d runs\n\n| input | bytes | seconds | ms per KB | x ordinary |\n|---|---|---|---|---|\n",
              beam, repeats);
  std::printf("| %s | %zu | %.3f | %.1f | 1.00 |\n", ordinary.name.c_str(), ordinary.bytes(), ordinary_seconds,
              ordinary_rate);
  for (const Case& c : cases) {
    const double seconds = median_seconds(translator, c, repeats, out, spans);
    const double rate = seconds * 1000.0 / (static_cast<double>(c.bytes()) / 1000.0);
    std::printf("| %s | %zu | %.3f | %.1f | %.2f |\n", c.name.c_str(), c.bytes(), seconds, rate,
                rate / ordinary_rate);
    std::fflush(stdout);
  }
  attn_translator_free(translator);
  attn_model_free(model);
  return 0;
}
