// Fuzz target `translate`: fixed tiny models (tests/fuzz/data), translators created once at start, and the
// fuzz input as the text (or ids) to translate. The first input byte picks the model, the search and the
// output buffer; the rest is the text. Checks what attn.h promises: a documented status, a NUL after the text,
// BUFFER_TOO_SMALL reporting the size needed, empty text giving empty output, and the same output for the
// same input however many translations the translator ran before (its arena holds no stale state).
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

#include "attn/attn.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

// The models: tiny_f32 (vocab 24, no byte fallback: most text becomes <unk>), bytes_f32 (vocab 288 with
// byte fallback, so any UTF-8 text has ids of its own), tiny_i8 (int8 weights, activations quantized at
// run time) and tiny_i4 (4-bit linear layers, int8 embedding); a translator may still refuse the quantized
// ones where they are not supported.
constexpr std::array<const char*, 4> kModelFiles = {"tiny_f32.attn", "bytes_f32.attn", "tiny_i8.attn",
                                                    "tiny_i4.attn"};
constexpr int kBeams[2] = {1, 3};

struct Fixture {
  attn_model* models[kModelFiles.size()] = {};
  attn_translator* translators[kModelFiles.size()][2] = {};  // [model][beam choice]; null where refused
  uint32_t vocab_size[kModelFiles.size()] = {};
};

Fixture* fixture = nullptr;

Fixture* make_fixture() {
  auto* f = new Fixture;
  for (size_t m = 0; m < kModelFiles.size(); ++m) {
    const std::vector<uint8_t> bytes = attn::fuzz::read_file_or_die(attn::fuzz::data_path(kModelFiles[m]));
    ATTN_FUZZ_CHECK(attn_model_load_buffer(bytes.data(), bytes.size(), &f->models[m]) == ATTN_OK, "%s: %s",
                    kModelFiles[m], attn_last_error_message());
    attn_model_info info;
    info.struct_size = sizeof(info);
    ATTN_FUZZ_CHECK(attn_model_get_info(f->models[m], &info) == ATTN_OK, "%s", attn_last_error_message());
    f->vocab_size[m] = info.vocab_size;
    for (int b = 0; b < 2; ++b) {
      attn_translator_options options;
      attn_translator_options_init(&options);
      options.beam_size = kBeams[b];
      options.max_input_bytes = 256;
      options.max_extra_tokens = 6;  // decoding stays short whatever the source
      const attn_status s = attn_translator_create(f->models[m], &options, &f->translators[m][b]);
      // The fp32 models must work; int8 may be unsupported by this build.
      ATTN_FUZZ_CHECK(s == ATTN_OK || (m >= 2 && s == ATTN_ERROR_UNSUPPORTED), "%s beam %d: %s",
                      kModelFiles[m], kBeams[b], attn_last_error_message());
    }
  }
  return f;
}

bool all_ascii_space(std::string_view text) {
  for (char c : text) {
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\v' && c != '\f') return false;
  }
  return true;
}

void check_text(attn_translator* t, std::string_view text, uint8_t mode) {
  char out[512];
  size_t written = 12345;
  const attn_status s = attn_translate(t, text.data(), text.size(), out, sizeof(out), &written);
  if (s != ATTN_OK) {
    ATTN_FUZZ_CHECK(s == ATTN_ERROR_INVALID_ARGUMENT || s == ATTN_ERROR_INPUT_TOO_LONG, "status %d: %s", s,
                    attn_last_error_message());
    ATTN_FUZZ_CHECK(attn::fuzz::names_a_problem(attn_last_error_message()), "no message for status %d", s);
    // The byte limit (256) is exact; below it only the token limit can refuse.
    if (text.size() > 256) ATTN_FUZZ_CHECK(s == ATTN_ERROR_INPUT_TOO_LONG, "%zu bytes: status %d", text.size(), s);
    return;
  }
  ATTN_FUZZ_CHECK(written < sizeof(out) && out[written] == '\0', "written %zu without its NUL", written);
  if (all_ascii_space(text)) ATTN_FUZZ_CHECK(written == 0, "empty text translated to %zu bytes", written);

  // The same text again gives the same output (nothing left over from the previous call) ...
  char again[512];
  size_t written_again = 0;
  ATTN_FUZZ_CHECK(attn_translate(t, text.data(), text.size(), again, sizeof(again), &written_again) == ATTN_OK,
                  "second translation failed: %s", attn_last_error_message());
  ATTN_FUZZ_CHECK(written_again == written && std::memcmp(out, again, written) == 0, "not deterministic");

  // ... and a buffer one byte short of text + NUL is refused with the size needed.
  if ((mode & 0x40) != 0) {
    size_t needed = 0;
    const attn_status short_status =
        attn_translate(t, text.data(), text.size(), written == 0 ? nullptr : again, written, &needed);
    ATTN_FUZZ_CHECK(short_status == ATTN_ERROR_BUFFER_TOO_SMALL && needed == written + 1,
                    "capacity %zu: status %d, needed %zu", written, short_status, needed);
  }
}

void check_ids(attn_translator* t, std::string_view bytes, uint32_t vocab_size) {
  // Two bytes per id, spread over [-8, vocab_size + 8) so that some ids are out of range.
  int32_t source[128] = {};
  size_t count = 0;
  bool in_range = true;
  for (size_t i = 0; i + 1 < bytes.size() && count < 128; i += 2) {
    const uint16_t raw = static_cast<uint16_t>(static_cast<uint8_t>(bytes[i]) | (static_cast<uint8_t>(bytes[i + 1]) << 8));
    source[count] = static_cast<int32_t>(raw % (vocab_size + 16)) - 8;
    in_range = in_range && source[count] >= 0 && static_cast<uint32_t>(source[count]) < vocab_size;
    ++count;
  }
  int32_t out[64];
  size_t written = 0;
  const attn_status s = attn_translate_ids(t, source, count, out, 64, &written);
  if (!in_range) {
    ATTN_FUZZ_CHECK(s == ATTN_ERROR_INVALID_ARGUMENT || s == ATTN_ERROR_INPUT_TOO_LONG, "status %d for bad ids", s);
    return;
  }
  ATTN_FUZZ_CHECK(s == ATTN_OK || s == ATTN_ERROR_INPUT_TOO_LONG, "status %d: %s", s, attn_last_error_message());
  if (s != ATTN_OK) return;
  for (size_t i = 0; i < written; ++i) {
    ATTN_FUZZ_CHECK(out[i] >= 0 && static_cast<uint32_t>(out[i]) < vocab_size, "output id %d", out[i]);
  }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (fixture == nullptr) fixture = make_fixture();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (fixture == nullptr) fixture = make_fixture();
  attn::fuzz::InputReader in(data, size);
  const uint8_t mode = in.byte();
  const size_t m = (mode & 0x03) % kModelFiles.size();
  const size_t beam = (mode >> 2) & 1;
  attn_translator* t = fixture->translators[m][beam];
  if (t == nullptr) return 0;
  if ((mode & 0x80) != 0) {
    check_ids(t, in.rest(), fixture->vocab_size[m]);
  } else {
    check_text(t, in.rest(), mode);
  }
  return 0;
}
