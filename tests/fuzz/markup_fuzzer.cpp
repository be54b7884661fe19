// Fuzz target `markup`: the input as an HTML/XML document. The tag tokenizer (runtime/src/text/markup.h) sees
// it directly; then attn_translate_text translates it with markup, sentence splitting and details on a fixed
// tiny model (tests/fuzz/data/bytes_f32.attn: byte fallback, so every character has ids; a translator created
// once). Checks: the tokenizer's tags lie inside the input, in order, with symmetric pairs and positions
// inside its text; translating gives a documented status with a message; and when the markup was used (no
// warning), the output parses as markup again with exactly the input's tags — every tag kept, none broken.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "attn/attn.h"
#include "runtime/src/text/markup.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

struct Fixture {
  attn_model* model = nullptr;
  attn_translator* translator = nullptr;
};

Fixture* fixture = nullptr;
constexpr size_t kMaxInputBytes = 1024;

Fixture* make_fixture() {
  auto* f = new Fixture;
  const std::vector<uint8_t> bytes = attn::fuzz::read_file_or_die(attn::fuzz::data_path("bytes_f32.attn"));
  ATTN_FUZZ_CHECK(attn_model_load_buffer(bytes.data(), bytes.size(), &f->model) == ATTN_OK, "%s",
                  attn_last_error_message());
  attn_translator_options options;
  attn_translator_options_init(&options);
  options.beam_size = 1;
  options.max_batch = 2;
  options.max_input_bytes = kMaxInputBytes;
  options.max_extra_tokens = 4;  // decoding stays short whatever the source
  ATTN_FUZZ_CHECK(attn_translator_create(f->model, &options, &f->translator) == ATTN_OK, "%s",
                  attn_last_error_message());
  return f;
}

struct Parsed {
  bool ok = false;
  std::string text;
  std::vector<attn::text::MarkupTag> tags;
};

Parsed parse(std::string_view input) {
  Parsed p;
  std::vector<char> text(attn::text::markup_text_capacity(input.size()));
  p.tags.resize(attn::text::markup_tag_capacity(input.size()));
  size_t text_size = 0, count = 0;
  const attn::Status s = attn::text::parse_markup(input, text.data(), text.size(), &text_size, p.tags.data(),
                                                  p.tags.size(), &count);
  ATTN_FUZZ_CHECK(s.ok() || s.code() == attn::StatusCode::kInvalidArgument, "status %d: %s", static_cast<int>(s.code()),
                  s.message());
  if (!s.ok()) {
    ATTN_FUZZ_CHECK(attn::fuzz::names_a_problem(s.message()), "no message");
    return p;
  }
  p.ok = true;
  p.text.assign(text.data(), text_size);
  p.tags.resize(count);
  uint32_t last_end = 0, last_position = 0;
  for (size_t i = 0; i < count; ++i) {
    const attn::text::MarkupTag& tag = p.tags[i];
    ATTN_FUZZ_CHECK(tag.source_begin >= last_end && tag.source_end > tag.source_begin &&
                        tag.source_end <= input.size() && input[tag.source_begin] == '<' &&
                        input[tag.source_end - 1] == '>',
                    "tag %zu at [%u, %u)", i, tag.source_begin, tag.source_end);
    ATTN_FUZZ_CHECK(tag.position >= last_position && tag.position <= text_size, "tag %zu at text %u", i,
                    tag.position);
    if (tag.pair != attn::text::kNoTag) {
      ATTN_FUZZ_CHECK(tag.pair < count && p.tags[tag.pair].pair == i, "tag %zu pair %u", i, tag.pair);
    }
    last_end = tag.source_end;
    last_position = tag.position;
  }
  return p;
}

std::vector<std::string> tag_bytes(std::string_view input, const Parsed& p) {
  std::vector<std::string> tags;
  for (const attn::text::MarkupTag& tag : p.tags) {
    tags.emplace_back(input.substr(tag.source_begin, tag.source_end - tag.source_begin));
  }
  std::sort(tags.begin(), tags.end());
  return tags;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (fixture == nullptr) fixture = make_fixture();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (fixture == nullptr) fixture = make_fixture();
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const Parsed parsed = parse(input);

  attn_text_options options;
  attn_text_options_init(&options);
  options.markup = ATTN_MARKUP_HTML;
  options.details = size % 2;
  std::vector<attn_sentence_span> spans(64);
  std::vector<attn_token_info> tokens(512);
  attn_text_result result{
      sizeof(attn_text_result), spans.data(), spans.size(), 0, tokens.data(), tokens.size(), 0, nullptr};
  std::vector<char> out(1 << 16);
  size_t written = 0;
  const attn_status s = attn_translate_text(fixture->translator, input.data(), input.size(), &options,
                                            out.data(), out.size(), &written, &result);
  if (s != ATTN_OK) {
    ATTN_FUZZ_CHECK(s == ATTN_ERROR_INVALID_ARGUMENT || s == ATTN_ERROR_INPUT_TOO_LONG ||
                        s == ATTN_ERROR_BUFFER_TOO_SMALL,
                    "status %d: %s", s, attn_last_error_message());
    ATTN_FUZZ_CHECK(attn::fuzz::names_a_problem(attn_last_error_message()), "no message for status %d", s);
    if (size > kMaxInputBytes)
      ATTN_FUZZ_CHECK(s == ATTN_ERROR_INPUT_TOO_LONG, "%zu bytes: status %d", size, s);
    return 0;
  }
  ATTN_FUZZ_CHECK(written < out.size() && out[written] == '\0', "written %zu without its NUL", written);
  ATTN_FUZZ_CHECK(result.warning == nullptr || !parsed.ok, "a warning for markup that parsed: %s",
                  result.warning);
  if (parsed.ok) {
    const std::string_view translated(out.data(), written);
    const Parsed again = parse(translated);
    ATTN_FUZZ_CHECK(again.ok, "the output is not well-formed: %.*s", static_cast<int>(written), out.data());
    ATTN_FUZZ_CHECK(tag_bytes(input, parsed) == tag_bytes(translated, again), "tags lost or changed: %.*s",
                    static_cast<int>(written), out.data());
  }
  return 0;
}
