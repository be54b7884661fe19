// Fuzz target `bounded_work`: the shipped English→German model translates the fuzz input as
// attn_translate_text and `attn translate` do by default (beam 4), and no input may
// cost much more per byte than ordinary text (docs/text.md, "Bounded work"). The ordinary rate is measured
// at start, in the same build (sanitizers slow both alike), on sentences of the DDTP test split's kind. An
// input fails when its time exceeds kFactor × that rate × max(its bytes, kMinBytes) + kSlack; a time over
// the bound is measured twice more, each time beside the ordinary rate again, so that a busy machine is not a
// finding.
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "attn/attn.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

// Per byte, hostile lines cost up to 1.6× ordinary text and lines of a few bytes 3.5× (bench/hostile_text);
// the bound leaves room above both, and catches what unbounded text cost before the copy rules (4 KB of
// one letter: 9.5× at beam 4). A line costs at least an encoder pass and a few decoder steps however short
// it is: inputs count as at least kMinBytes.
constexpr double kFactor = 6.0;
constexpr size_t kMinBytes = 64;
constexpr double kSlackSeconds = 0.05;
// Inputs are cut to 2 KB: under the sanitizers a 2 KB input takes seconds at beam 4.
constexpr size_t kMaxInputBytes = 2048;

constexpr const char* kOrdinary[] = {
    "This package contains the development files for the library.",
    "It provides a widget for the e-mail message lists with extensive filtering.",
    "The program is free software; you can redistribute it under the terms of the GNU General Public License.",
    "Liferea is an abbreviation for Linux Feed Reader.",
    "This is a terminal emulator for X Window System, which supports various encodings.",
    "Documentation for the library, in HTML format.",
    "Open the file and save your changes before closing the window.",
    "The daemon listens on a Unix socket and answers queries from the command-line client.",
};

struct Fixture {
  attn_model* model = nullptr;
  attn_translator* translator = nullptr;
  std::vector<char> out = std::vector<char>(kMaxInputBytes * 16 + 1024);
  double seconds_per_byte = 0.0;  // ordinary text
};

Fixture* fixture = nullptr;

double seconds_to_translate(std::string_view text) {
  const auto start = std::chrono::steady_clock::now();
  size_t written = 0;
  const attn_status s = attn_translate_text(fixture->translator, text.data(), text.size(), nullptr,
                                            fixture->out.data(), fixture->out.size(), &written, nullptr);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // Valid text of at most max_input_bytes translates; invalid UTF-8 is refused, naming the byte.
  ATTN_FUZZ_CHECK(s == ATTN_OK || s == ATTN_ERROR_INVALID_ARGUMENT, "status %d: %s", s, attn_last_error_message());
  return seconds;
}

// The ordinary rate: the fastest of `passes` passes over the sentences, one call each.
double ordinary_seconds_per_byte(int passes) {
  double best = 1e9;
  size_t total = 0;
  for (const char* s : kOrdinary) total += std::string_view(s).size();
  for (int pass = 0; pass < passes; ++pass) {
    double seconds = 0.0;
    for (const char* s : kOrdinary) seconds += seconds_to_translate(s);
    best = std::min(best, seconds);
  }
  return best / static_cast<double>(total);
}

Fixture* make_fixture() {
  fixture = new Fixture;
  const std::vector<uint8_t> bytes = attn::fuzz::read_file_or_die(ATTN_FUZZ_SHIPPED_MODEL);
  ATTN_FUZZ_CHECK(attn_model_load_buffer(bytes.data(), bytes.size(), &fixture->model) == ATTN_OK, "%s",
                  attn_last_error_message());
  attn_translator_options options;
  ATTN_FUZZ_CHECK(attn_translator_options_init_for_model(fixture->model, &options) == ATTN_OK, "%s",
                  attn_last_error_message());
  options.max_batch = 4;
  options.max_input_bytes = static_cast<int32_t>(kMaxInputBytes);
  ATTN_FUZZ_CHECK(attn_translator_create(fixture->model, &options, &fixture->translator) == ATTN_OK, "%s",
                  attn_last_error_message());
  fixture->seconds_per_byte = ordinary_seconds_per_byte(3);
  return fixture;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static Fixture* f = make_fixture();
  const std::string_view text(reinterpret_cast<const char*>(data), std::min(size, kMaxInputBytes));
  auto bound = [&](double seconds_per_byte) {
    return kFactor * seconds_per_byte * static_cast<double>(std::max(text.size(), kMinBytes)) + kSlackSeconds;
  };
  double rate = f->seconds_per_byte;
  double seconds = seconds_to_translate(text);
  // Over the bound: the ordinary rate is measured again now (a loaded machine slows both alike) and the input
  // timed again; the fastest input time and the slowest ordinary rate count.
  for (int retry = 0; retry < 2 && seconds > bound(rate); ++retry) {
    rate = std::max(rate, ordinary_seconds_per_byte(1));
    seconds = std::min(seconds, seconds_to_translate(text));
  }
  ATTN_FUZZ_CHECK(seconds <= bound(rate), "%zu bytes took %.3f s, over the bound of %.3f s (%.1f x the ordinary %.3f ms per KB)",
                  text.size(), seconds, bound(rate), kFactor, rate * 1e6);
  return 0;
}
