// attn_runner: attn without Python in the side-by-side comparison (bench/compare). The comparison drives attn
// through its Python package (attn_package_runner.py), as it drives the peers through theirs; this runner is
// kept for what Python cannot measure, the runtime's own peak RSS without an interpreter (compare.py runs it
// once per attn model), and as the reference the package runner is checked against. Loads one .attn model
// through the public C API only, translates a file line by line and prints one JSON object with the schema of
// every runner of bench/compare (runner_common.py; see bench/compare/README.md).
//
//   attn_runner --model M.attn --input FILE [--beam N] [--threads N] [--ids] [--engine NAME] [--max-length N]
//               [--batch N]
//
// --batch N translates N lines per attn_translate_batch call (translator option max_batch = N), as the
// CTranslate2 peer does with translate_batch; sentence_ms then holds each call's time divided by its lines.
// --max-length N caps every output at N tokens (max_target_tokens = N, eos included, and max_extra_tokens = N so
// that the source length never lowers the cap): with a model that cannot emit eos (bench/compare/
// random_checkpoint.py) every sentence then decodes exactly N tokens, as the peers do with the same cap.
// Timing covers what a user of the library pays per sentence: attn_translate, text in, text out (tokenizing
// and detokenizing included). --ids adds, after the timed pass, an untimed pass through attn_tokenize /
// attn_translate_ids so that the harness can compare token ids with the peers.
#include <sys/resource.h>
#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "attn/attn.h"

namespace {

struct Args {
  std::string model;
  std::string input;
  std::string engine = "attn";
  int beam = 1;
  int threads = 1;
  int max_length = 0;  // 0: the runtime's defaults (source tokens + 50, capped by max_positions - 1)
  int batch = 1;
  bool ids = false;
};

int usage(const char* message) {
  std::fprintf(stderr,
               "attn_runner: %s\n"
               "usage: attn_runner --model M.attn --input FILE [--beam N] [--threads N] [--ids] [--engine NAME]\n"
               "                   [--max-length N] [--batch N]\n",
               message);
  return 2;
}

bool parse_positive(const char* text, int* out) {
  char* end = nullptr;
  errno = 0;
  const long v = std::strtol(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || v < 1 || v > 4096) return false;
  *out = static_cast<int>(v);
  return true;
}

// Returns 0 when parsed, otherwise the exit status of a usage error (message printed).
int parse_args(int argc, char** argv, Args* args) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--ids") {
      args->ids = true;
    } else if (arg == "--model" || arg == "--input" || arg == "--engine" || arg == "--beam" || arg == "--threads" ||
               arg == "--max-length" || arg == "--batch") {
      if (!has_value) return usage((arg + " needs a value").c_str());
      const char* v = argv[++i];
      if (arg == "--model") args->model = v;
      if (arg == "--input") args->input = v;
      if (arg == "--engine") args->engine = v;
      if ((arg == "--beam" && !parse_positive(v, &args->beam)) ||
          (arg == "--threads" && !parse_positive(v, &args->threads)) ||
          (arg == "--max-length" && !parse_positive(v, &args->max_length)) ||
          (arg == "--batch" && !parse_positive(v, &args->batch))) {
        return usage((arg + " expects an integer in [1, 4096], got '" + v + "'").c_str());
      }
    } else {
      return usage(("unknown argument '" + arg + "'").c_str());
    }
  }
  if (args->model.empty()) return usage("no --model given");
  if (args->input.empty()) return usage("no --input given");
  return 0;
}

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// Grows buf and retries once when the call reports ATTN_ERROR_BUFFER_TOO_SMALL (written = size needed).
template <typename T, typename Call>
attn_status call_growing(std::vector<T>* buf, size_t* written, Call call) {
  attn_status status = call(buf->data(), buf->size(), written);
  if (status == ATTN_ERROR_BUFFER_TOO_SMALL) {
    buf->resize(*written);
    status = call(buf->data(), buf->size(), written);
  }
  return status;
}

// Source ids without eos, then target ids without bos/eos, through the token-level API.
bool translate_ids(const attn_model* model, attn_translator* translator, const std::string& line,
                   std::vector<int32_t>* target) {
  std::vector<int32_t> source(line.size() + 16);
  size_t n_source = 0;
  if (call_growing(&source, &n_source, [&](int32_t* out, size_t cap, size_t* w) {
        return attn_tokenize(model, line.data(), line.size(), out, cap, w);
      }) != ATTN_OK) {
    return false;
  }
  target->resize(1024);
  size_t n_target = 0;
  if (call_growing(target, &n_target, [&](int32_t* out, size_t cap, size_t* w) {
        return attn_translate_ids(translator, source.data(), n_source, out, cap, w);
      }) != ATTN_OK) {
    return false;
  }
  target->resize(n_target);
  return true;
}

// Bytes one translation may take with its NUL: at most 255 tokens (max_positions 256 less bos) of at most 64
// bytes each (the tokenizer's longest piece).
constexpr size_t kMaxTranslationBytes = 255 * 64 + 1;

// One attn_translate_batch call over lines[first, first + count): the translations into *outputs (grows the
// buffer and retries once when it is too small; offsets[count] is then the size needed). Returns the number of
// lines that failed (their outputs are empty, their errors printed).
int translate_chunk(attn_translator* translator, const std::vector<std::string>& lines, size_t first, size_t count,
                    std::vector<char>* buf, std::vector<std::string>* outputs) {
  // Room for the longest translations the translator can make (kMaxTranslationBytes each), so that the timed
  // call never comes back BUFFER_TOO_SMALL: a second call would translate the whole chunk again and double
  // its time (which the batch-32 timings of a random base-size model, whose 64-token outputs are much longer
  // than their sources, did before).
  if (buf->size() < count * kMaxTranslationBytes) buf->resize(count * kMaxTranslationBytes);
  std::vector<const char*> texts(count);
  std::vector<size_t> sizes(count), offsets(count + 1);
  std::vector<attn_status> statuses(count);
  for (size_t i = 0; i < count; ++i) {
    texts[i] = lines[first + i].data();
    sizes[i] = lines[first + i].size();
  }
  auto call = [&] {
    return attn_translate_batch(translator, texts.data(), sizes.data(), count, buf->data(), buf->size(),
                                offsets.data(), statuses.data());
  };
  attn_status status = call();
  if (status == ATTN_ERROR_BUFFER_TOO_SMALL && offsets[count] > buf->size()) {
    buf->resize(offsets[count]);
    status = call();
  }
  int failures = 0;
  if (status != ATTN_OK) {
    std::fprintf(stderr, "attn_runner: lines %zu..%zu: %s\n", first + 1, first + count, attn_last_error_message());
  }
  for (size_t i = 0; i < count; ++i) {
    if (statuses[i] != ATTN_OK) {
      std::fprintf(stderr, "attn_runner: line %zu: %s\n", first + i + 1, attn_status_name(statuses[i]));
      ++failures;
      outputs->emplace_back();
      continue;
    }
    outputs->emplace_back(buf->data() + offsets[i], offsets[i + 1] - offsets[i] - 1);
  }
  return failures;
}

}  // namespace

int main(int argc, char** argv) {
  Args args;
  if (const int rc = parse_args(argc, argv, &args); rc != 0) return rc;

  std::vector<std::string> lines;
  {
    std::ifstream in(args.input, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "attn_runner: cannot open input '%s': %s\n", args.input.c_str(), std::strerror(errno));
      return 1;
    }
    for (std::string line; std::getline(in, line);) lines.push_back(std::move(line));
  }
  struct stat st{};
  if (stat(args.model.c_str(), &st) != 0) {
    std::fprintf(stderr, "attn_runner: cannot stat model '%s': %s\n", args.model.c_str(), std::strerror(errno));
    return 1;
  }

  // Load time = what a user waits before the first translation: the model and a translator planned for it.
  const auto load_start = std::chrono::steady_clock::now();
  attn_model* model = nullptr;
  if (attn_model_load_file(args.model.c_str(), &model) != ATTN_OK) {
    std::fprintf(stderr, "attn_runner: cannot load model '%s': %s\n", args.model.c_str(), attn_last_error_message());
    return 1;
  }
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = args.beam;
  options.threads = args.threads;
  options.max_batch = args.batch;
  if (args.max_length > 0) {
    options.max_target_tokens = args.max_length;
    options.max_extra_tokens = args.max_length;
  }
  attn_translator* translator = nullptr;
  if (attn_translator_create(model, &options, &translator) != ATTN_OK) {
    std::fprintf(stderr, "attn_runner: cannot create a translator: %s\n", attn_last_error_message());
    attn_model_free(model);
    return 1;
  }
  const double load_ms = ms_since(load_start);

  std::vector<char> out(4096);
  if (!lines.empty()) {
    // Warm-up, untimed, as every peer runner does: first-call setup (page faults, thread pools) is not latency.
    size_t written = 0;
    call_growing(&out, &written, [&](char* buf, size_t cap, size_t* w) {
      return attn_translate(translator, lines[0].data(), lines[0].size(), buf, cap, w);
    });
  }

  nlohmann::json sentence_ms = nlohmann::json::array();
  nlohmann::json outputs = nlohmann::json::array();
  int failures = 0;
  if (args.batch > 1) {
    const size_t batch = static_cast<size_t>(args.batch);
    std::vector<std::string> texts;
    for (size_t first = 0; first < lines.size(); first += batch) {
      const size_t count = std::min(batch, lines.size() - first);
      texts.clear();
      const auto start = std::chrono::steady_clock::now();
      failures += translate_chunk(translator, lines, first, count, &out, &texts);
      const double per_line = ms_since(start) / static_cast<double>(count);
      for (std::string& text : texts) {
        sentence_ms.push_back(per_line);
        outputs.push_back(std::move(text));
      }
    }
  }
  for (size_t i = 0; args.batch == 1 && i < lines.size(); ++i) {
    const std::string& line = lines[i];
    size_t written = 0;
    const auto start = std::chrono::steady_clock::now();
    const attn_status status = call_growing(&out, &written, [&](char* buf, size_t cap, size_t* w) {
      return attn_translate(translator, line.data(), line.size(), buf, cap, w);
    });
    const double ms = ms_since(start);
    if (status != ATTN_OK) {
      // Kept as an empty line so outputs stay aligned with the input; the harness sees "failures".
      std::fprintf(stderr, "attn_runner: line %zu: %s\n", i + 1, attn_last_error_message());
      ++failures;
      written = 0;
    }
    sentence_ms.push_back(ms);
    outputs.push_back(std::string(out.data(), written));
  }

  nlohmann::json result = {
      {"engine", args.engine},
      {"version", std::to_string(ATTN_VERSION_MAJOR) + "." + std::to_string(ATTN_VERSION_MINOR) + "." +
                      std::to_string(ATTN_VERSION_PATCH)},
      {"model_path", args.model},
      {"model_bytes", static_cast<long long>(st.st_size)},
      {"beam", args.beam},
      {"threads", args.threads},
      {"batch", args.batch},
      {"max_length", args.max_length},
      {"load_ms", load_ms},
      {"sentence_ms", sentence_ms},
      {"outputs", outputs},
      {"failures", failures},
  };

  if (args.ids) {
    nlohmann::json ids = nlohmann::json::array();
    std::vector<int32_t> target;
    for (size_t i = 0; i < lines.size(); ++i) {
      if (!translate_ids(model, translator, lines[i], &target)) {
        std::fprintf(stderr, "attn_runner: line %zu (ids): %s\n", i + 1, attn_last_error_message());
        target.clear();
      }
      ids.push_back(target);
    }
    result["output_ids"] = std::move(ids);
  }

  attn_translator_free(translator);
  attn_model_free(model);

  // Peak RSS of this process: the harness runs every engine in its own process so this number is its own.
  struct rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  result["peak_rss_kb"] = static_cast<long long>(usage.ru_maxrss);
  // replace: a random-weight model may end a line inside a multi-byte character; the JSON must still be valid.
  std::printf("%s\n", result.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).c_str());
  return failures == 0 ? 0 : 1;
}
