// attn translate: text from arguments, stdin or a file, one translation per input line, in order.
// A line that cannot be translated is reported on stderr with its line number and written as an empty line,
// so the output always has exactly one line per input line; the exit status is then 1.
//
// By default each line is translated as text (attn_translate_text): cut into sentences, joined with the
// line's own spacing; --batch lines at a time go to the translator as one text (line_translator.h), whose
// sentences are decoded --batch at a time; a line longer than the translator accepts makes the translator be
// created again for it, so no line is left empty for its length. --no-split translates each
// line as one sentence, --batch lines at a time through attn_translate_batch (one decoder step for all of a
// batch's sentences). Standard input is batched only as far as lines are already waiting, so interactive use
// still gets each answer as soon as its line is typed. The options are translate_args.h's, the translating
// line_translator.h's.
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "attn/attn.hpp"
#include "cli/commands.h"
#include "cli/line_translator.h"
#include "cli/model_catalog.h"
#include "cli/translate_args.h"

namespace attn::cli {
namespace {

// One translation as one output line. A model can emit a line break (byte-fallback pieces <0x0A>, <0x0D>);
// written as is, it would split the line and shift every later translation against its source line, so line
// breaks inside a translation are written as spaces.
void write_line(std::ostream& out, std::string_view translation, std::string_view scores) {
  size_t start = 0;
  for (size_t i = 0; i < translation.size(); ++i) {
    if (translation[i] != '\n' && translation[i] != '\r') continue;
    out << translation.substr(start, i - start) << ' ';
    start = i + 1;
  }
  out << translation.substr(start) << scores << '\n';
}

// Whether standard input has more bytes ready now (buffered by the stream or waiting in the file descriptor;
// a regular file or a closed pipe always counts as ready).
bool stdin_has_more() {
  if (std::cin.rdbuf()->in_avail() > 0) return true;
  pollfd p{STDIN_FILENO, POLLIN, 0};
  return ::poll(&p, 1, 0) == 1 && (p.revents & (POLLIN | POLLHUP)) != 0;
}

// The model to load: --model, else the first model found for --from/--to, else default_model_path(). Returns
// "" after printing why when --from/--to find no model (a usage error: the pairs that exist are listed).
std::string choose_model(const TranslateArgs& args) {
  if (args.model != nullptr) return args.model;
  if (args.from == nullptr && args.to == nullptr) return default_model_path();
  const ModelLookup lookup = find_model(model_search_path(), args.from != nullptr ? args.from : "",
                                        args.to != nullptr ? args.to : "");
  if (lookup.model.path.empty()) std::fprintf(stderr, "attn translate: %s\n", lookup.error.c_str());
  return lookup.model.path;
}

// --model wins over --from/--to, but a model for other languages than asked for is most likely a mistake (a
// stale script, the wrong file), so it is said, without failing: the user named the file explicitly.
void warn_if_languages_differ(const TranslateArgs& args, const attn::cpp::Model& model) {
  if (args.model == nullptr || (args.from == nullptr && args.to == nullptr)) return;
  const auto got = model.info();
  if (!got.ok()) return;
  const attn_model_info& info = got.value();
  const bool from_differs = args.from != nullptr && !same_language(args.from, info.source_language);
  const bool to_differs = args.to != nullptr && !same_language(args.to, info.target_language);
  if (!from_differs && !to_differs) return;
  std::fprintf(stderr,
               "attn translate: warning: --model %s translates %s -> %s, not %s -> %s; using it (--model "
               "overrides --from/--to)\n",
               args.model, info.source_language, info.target_language, args.from != nullptr ? args.from : "*",
               args.to != nullptr ? args.to : "*");
}

}  // namespace

const char* default_model_path() {
  const char* env = std::getenv("ATTN_MODEL");
  if (env != nullptr && env[0] != '\0') return env;
  return ATTN_DEFAULT_MODEL_PATH;
}

int translate_command(int argc, char** argv) {
  TranslateArgs args;
  const int parsed = parse_translate_args(argc, argv, &args);
  if (parsed == -1) return 0;
  if (parsed != 0) return parsed;
  // Chosen before any input is read or the output file is truncated: a pair with no model is a usage error.
  const std::string model_path = choose_model(args);
  if (model_path.empty()) return 2;

  // Lines come from the arguments, the input file or stdin. A file is read whole first so that the progress
  // line can show a total; stdin is streamed so that interactive use answers line by line.
  // Standard input keeps its own buffer (not stdio's), so that stdin_has_more() can see what is buffered.
  std::ios::sync_with_stdio(false);
  std::vector<std::string> lines;
  std::ifstream file;
  std::istream* in = nullptr;
  if (!args.texts.empty()) {
    for (const char* t : args.texts) lines.emplace_back(t);
  } else if (args.input != nullptr) {
    file.open(args.input, std::ios::binary);
    if (!file) {
      std::fprintf(stderr, "attn translate: cannot open input '%s': %s\n", args.input, std::strerror(errno));
      return 1;
    }
    for (std::string line; std::getline(file, line);) lines.push_back(std::move(line));
    if (file.bad()) {
      std::fprintf(stderr, "attn translate: error reading '%s': %s\n", args.input, std::strerror(errno));
      return 1;
    }
  } else {
    in = &std::cin;
  }

  std::ofstream out_file;
  std::ostream* out = &std::cout;
  if (args.output != nullptr) {
    out_file.open(args.output, std::ios::binary | std::ios::trunc);
    if (!out_file) {
      std::fprintf(stderr, "attn translate: cannot open output '%s': %s\n", args.output,
                   std::strerror(errno));
      return 1;
    }
    out = &out_file;
  }

  LineTranslator translator;
  if (!translator.open(model_path.c_str(), args)) return 1;
  warn_if_languages_differ(args, translator.model());

  if (args.html) {  // one document: the arguments (joined by line breaks), the file or all of stdin
    std::string document;
    if (in != nullptr) {
      document.assign(std::istreambuf_iterator<char>(*in), std::istreambuf_iterator<char>());
    } else {
      for (size_t i = 0; i < lines.size(); ++i)
        document += lines[i] + (i + 1 < lines.size() || args.input ? "\n" : "");
    }
    std::string translated, warning;
    if (!translator.translate_document(document, &translated, &warning)) return 1;
    if (!warning.empty()) std::fprintf(stderr, "attn translate: warning: %s\n", warning.c_str());
    *out << translated;
    if (args.input == nullptr && in == nullptr) *out << '\n';
    out->flush();
    if (!*out) {
      std::fprintf(stderr, "attn translate: error writing the output\n");
      return 1;
    }
    return 0;
  }

  const bool show_progress = args.input != nullptr && isatty(STDERR_FILENO);
  const size_t batch_size = static_cast<size_t>(args.options.max_batch);
  size_t line_number = 0, failures = 0;
  std::vector<std::string> batch;
  auto translate_batch = [&]() {
    for (std::string& text : batch) {
      if (!text.empty() && text.back() == '\r') text.pop_back();  // CRLF input gives LF output
    }
    if (args.split || args.scores) {
      translator.translate_text(batch, args.split, args.scores);
    } else {
      translator.translate(batch);
    }
    for (size_t i = 0; i < batch.size(); ++i) {
      ++line_number;
      if (!translator.ok(i)) {
        std::fprintf(stderr, "%sattn translate: line %zu: %s\n", show_progress ? "\n" : "", line_number,
                     translator.message(i).c_str());
        ++failures;
      }
      write_line(*out, translator.translation(i), translator.scores(i));
    }
    if (in != nullptr) out->flush();  // interactive: answer each batch as it comes
    if (show_progress) std::fprintf(stderr, "\rtranslated %zu/%zu lines", line_number, lines.size());
    batch.clear();
  };
  if (in != nullptr) {
    for (std::string line; std::getline(*in, line);) {
      batch.push_back(std::move(line));
      if (batch.size() == batch_size || !stdin_has_more()) translate_batch();
    }
  } else {
    for (std::string& l : lines) {
      batch.push_back(std::move(l));
      if (batch.size() == batch_size) translate_batch();
    }
  }
  if (!batch.empty()) translate_batch();
  if (show_progress) std::fprintf(stderr, "\n");
  out->flush();
  if (!*out) {
    std::fprintf(stderr, "attn translate: error writing the output\n");
    return 1;
  }
  if (failures > 0) {
    std::fprintf(stderr, "attn translate: %zu of %zu lines could not be translated (left empty)\n", failures,
                 line_number);
    return 1;
  }
  return 0;
}

}  // namespace attn::cli
