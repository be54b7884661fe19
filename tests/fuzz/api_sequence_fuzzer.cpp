// Fuzz target `api_sequence`: sequences of C API calls chosen by the fuzz input, over two model slots and
// three translator slots: loads (valid, truncated, bit-flipped and fuzzed files, null arguments), translators
// with fuzzed options (out of range, odd struct_size, NULL for the defaults), translations of fuzzed text and
// ids into buffers of several sizes (NULL included), batches of fuzzed texts, texts with fuzzed text options
// (markup, details, alignment layer) into result arrays of several sizes, info, tokenizer access, error
// messages and frees — in any order, on empty (NULL) slots too. Only what attn.h defines is called: a freed
// handle is never used again (its slot becomes NULL, and NULL is a defined argument everywhere), and a model
// is freed only after its translators (attn.h: a model must outlive its translators).
//
// Checked after every call: the status is a known code; a failed call leaves attn_last_error_message() naming
// the problem and attn_status_name() a name; a failed load/create leaves its out-parameter NULL; a successful
// translation is NUL-terminated at *written.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string_view>
#include <vector>

#include "attn/attn.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

using attn::fuzz::InputReader;

constexpr const char* kModelFiles[] = {"tiny_f32.attn", "bytes_f32.attn", "tiny_i8.attn"};
constexpr size_t kModelCount = sizeof(kModelFiles) / sizeof(kModelFiles[0]);
std::vector<uint8_t>* model_files = nullptr;

constexpr size_t kModelSlots = 2;
constexpr size_t kTranslatorSlots = 3;
constexpr size_t kMaxOps = 48;

struct State {
  attn_model* models[kModelSlots] = {};
  attn_translator* translators[kTranslatorSlots] = {};
  size_t translator_model[kTranslatorSlots] = {};  // which model slot each translator was created over
};

// Every call's status goes through here.
void check_status(attn_status s, const char* call) {
  ATTN_FUZZ_CHECK(s >= ATTN_OK && s <= ATTN_ERROR_INTERNAL, "%s returned unknown status %d", call, s);
  ATTN_FUZZ_CHECK(s != ATTN_ERROR_INTERNAL, "%s: internal error: %s", call, attn_last_error_message());
  // The message first: it is valid only until the next attn_* call, attn_status_name included.
  if (s != ATTN_OK) {
    ATTN_FUZZ_CHECK(attn::fuzz::names_a_problem(attn_last_error_message()), "%s failed (%d) without a message",
                    call, s);
  }
  const char* name = attn_status_name(s);
  ATTN_FUZZ_CHECK(name != nullptr && name[0] != '\0', "%s: status %d has no name", call, s);
}

void free_translator(State& st, size_t t) {
  attn_translator_free(st.translators[t]);
  st.translators[t] = nullptr;
}

void free_model(State& st, size_t m) {
  for (size_t t = 0; t < kTranslatorSlots; ++t) {
    if (st.translators[t] != nullptr && st.translator_model[t] == m) free_translator(st, t);
  }
  attn_model_free(st.models[m]);
  st.models[m] = nullptr;
}

void op_load(State& st, InputReader& in) {
  const size_t m = in.byte() % kModelSlots;
  free_model(st, m);
  const uint8_t kind = in.byte();
  const std::vector<uint8_t>& file = model_files[kind % kModelCount];
  std::vector<uint8_t> bytes;
  attn_status s = ATTN_OK;
  switch ((kind >> 2) % 6) {
    case 0:  // a valid model
      s = attn_model_load_buffer(file.data(), file.size(), &st.models[m]);
      break;
    case 1: {  // truncated
      const size_t n = in.u16() % file.size();
      bytes.assign(file.begin(), file.begin() + static_cast<ptrdiff_t>(n));
      s = attn_model_load_buffer(bytes.empty() ? file.data() : bytes.data(), n, &st.models[m]);
      break;
    }
    case 2: {  // one byte changed
      bytes = file;
      const size_t at = in.u16() % bytes.size();
      bytes[at] = static_cast<uint8_t>(bytes[at] ^ (in.byte() | 1));
      s = attn_model_load_buffer(bytes.data(), bytes.size(), &st.models[m]);
      break;
    }
    case 3: {  // fuzzed bytes
      const std::string_view raw = in.bytes(in.byte());
      s = attn_model_load_buffer(raw.empty() ? static_cast<const void*>(file.data()) : raw.data(), raw.size(), &st.models[m]);
      break;
    }
    case 4:  // null data
      s = attn_model_load_buffer(nullptr, in.byte(), &st.models[m]);
      ATTN_FUZZ_CHECK(s == ATTN_ERROR_INVALID_ARGUMENT, "null data gave %d", s);
      break;
    default: {  // null out_model
      check_status(attn_model_load_buffer(file.data(), file.size(), nullptr), "attn_model_load_buffer(out=NULL)");
      return;
    }
  }
  check_status(s, "attn_model_load_buffer");
  ATTN_FUZZ_CHECK((s == ATTN_OK) == (st.models[m] != nullptr), "status %d with handle %p", s,
                  static_cast<void*>(st.models[m]));
}

int32_t pick_int(InputReader& in, const int32_t* choices, size_t count) {
  const uint8_t b = in.byte();
  if (b < 0xF0) return choices[b % count];
  return static_cast<int32_t>(in.u32());  // anything at all
}

void op_create(State& st, InputReader& in) {
  const size_t t = in.byte() % kTranslatorSlots;
  const size_t m = in.byte() % kModelSlots;
  free_translator(st, t);
  // A larger struct than this header's, as a newer header would pass: its unknown tail must be ignored.
  struct {
    attn_translator_options options;
    uint8_t tail[16];
  } wide;
  std::memset(&wide, 0x5A, sizeof(wide));
  attn_translator_options& o = wide.options;
  attn_translator_options_init(&o);
  const uint8_t flags = in.byte();
  static const int32_t kBeams[] = {1, 2, 4, 0, -1, 64, 65};
  static const int32_t kBytes[] = {64, 256, 1, 0, -5, 1 << 24, (1 << 24) + 1};
  static const int32_t kSource[] = {0, 4, 8, 1, -1, 100000};
  static const int32_t kExtra[] = {4, 0, 8, -1, 1 << 16, (1 << 16) + 1};
  static const int32_t kTarget[] = {0, 4, 8, 1, -1, 100000};
  static const int32_t kThreads[] = {1, 1, 2, 0, -1, 257};
  static const int32_t kBatch[] = {1, 3, 2, 0, -1, 256, 257};
  static const float kPenalty[] = {0.6f, 0.f, 1.f, 10.f, -0.1f, 10.5f, std::numeric_limits<float>::quiet_NaN(),
                                   std::numeric_limits<float>::infinity()};
  o.beam_size = pick_int(in, kBeams, sizeof(kBeams) / sizeof(kBeams[0]));
  o.max_input_bytes = pick_int(in, kBytes, sizeof(kBytes) / sizeof(kBytes[0]));
  o.max_source_tokens = pick_int(in, kSource, sizeof(kSource) / sizeof(kSource[0]));
  o.max_extra_tokens = pick_int(in, kExtra, sizeof(kExtra) / sizeof(kExtra[0]));
  o.max_target_tokens = pick_int(in, kTarget, sizeof(kTarget) / sizeof(kTarget[0]));
  o.threads = pick_int(in, kThreads, sizeof(kThreads) / sizeof(kThreads[0]));
  o.max_batch = pick_int(in, kBatch, sizeof(kBatch) / sizeof(kBatch[0]));
  // A valid but large batch sizes KV caches for 256 sentences: allowed, but it would make executions slow.
  if (o.max_batch > 4 && o.max_batch <= 256) o.max_batch = 4;
  o.length_penalty = kPenalty[in.byte() % (sizeof(kPenalty) / sizeof(kPenalty[0]))];
  switch (flags % 5) {
    case 1: o.struct_size = 0; break;
    case 2: o.struct_size = sizeof(o) - 1; break;
    case 3: o.struct_size = sizeof(wide); break;
    default: break;
  }
  const attn_translator_options* options = flags % 5 == 4 ? nullptr : &o;
  // Never more than a few threads in a pool: each execution would spawn them.
  if (options != nullptr && o.threads > 2 && o.threads <= 256) o.threads = 2;
  if ((flags & 0x80) != 0) {
    check_status(attn_translator_create(st.models[m], options, nullptr), "attn_translator_create(out=NULL)");
    return;
  }
  st.translators[t] = reinterpret_cast<attn_translator*>(&wide);  // must be overwritten with NULL or a handle
  const attn_status s = attn_translator_create(st.models[m], options, &st.translators[t]);
  check_status(s, "attn_translator_create");
  ATTN_FUZZ_CHECK((s == ATTN_OK) == (st.translators[t] != nullptr), "status %d with handle %p", s,
                  static_cast<void*>(st.translators[t]));
  if (st.models[m] == nullptr) ATTN_FUZZ_CHECK(s == ATTN_ERROR_INVALID_ARGUMENT, "NULL model gave %d", s);
  st.translator_model[t] = m;
}

void op_translate(State& st, InputReader& in) {
  attn_translator* t = st.translators[in.byte() % kTranslatorSlots];
  const uint8_t flags = in.byte();
  const std::string_view text = in.bytes(in.byte() % 48);
  static const size_t kCapacities[] = {256, 0, 1, 8};
  const size_t capacity = kCapacities[flags % 4];
  char out[256];
  size_t written = 99999;
  const char* text_ptr = (flags & 0x10) != 0 ? nullptr : text.data();
  const size_t text_size = text_ptr == nullptr && (flags & 0x20) == 0 ? 0 : text.size();
  char* out_ptr = capacity == 0 && (flags & 0x40) != 0 ? nullptr : out;
  if ((flags & 0x80) != 0 && (flags & 0x08) != 0) {
    check_status(attn_translate(t, text_ptr, text_size, out_ptr, capacity, nullptr), "attn_translate(written=NULL)");
    return;
  }
  const attn_status s = attn_translate(t, text_ptr, text_size, out_ptr, capacity, &written);
  check_status(s, "attn_translate");
  if (t == nullptr) ATTN_FUZZ_CHECK(s == ATTN_ERROR_INVALID_ARGUMENT, "NULL translator gave %d", s);
  if (s == ATTN_OK) {
    ATTN_FUZZ_CHECK(written < capacity && out_ptr[written] == '\0', "written %zu of %zu without NUL", written,
                    capacity);
  } else if (s == ATTN_ERROR_BUFFER_TOO_SMALL) {
    ATTN_FUZZ_CHECK(written > capacity, "BUFFER_TOO_SMALL but %zu needed of %zu", written, capacity);
  }
}

void op_translate_batch(State& st, InputReader& in) {
  attn_translator* t = st.translators[in.byte() % kTranslatorSlots];
  const uint8_t flags = in.byte();
  constexpr size_t kMaxTexts = 6;
  const size_t count = in.byte() % (kMaxTexts + 1);
  const char* texts[kMaxTexts] = {};
  size_t sizes[kMaxTexts] = {};
  for (size_t i = 0; i < count; ++i) {
    const std::string_view text = in.bytes(in.byte() % 24);
    texts[i] = text.empty() && (flags & 0x20) != 0 ? nullptr : text.data();
    sizes[i] = texts[i] == nullptr ? 0 : text.size();
  }
  static const size_t kCapacities[] = {512, 0, 1, 16};
  const size_t capacity = kCapacities[flags % 4];
  char out[512];
  size_t offsets[kMaxTexts + 1];
  attn_status statuses[kMaxTexts];
  std::memset(offsets, 0xA5, sizeof(offsets));
  const bool null_out = capacity == 0 && (flags & 0x40) != 0;
  const bool null_texts = (flags & 0x10) != 0 && count == 0;
  const bool null_offsets = (flags & 0x88) == 0x88;
  const attn_status s = attn_translate_batch(t, null_texts ? nullptr : texts, null_texts ? nullptr : sizes, count,
                                             null_out ? nullptr : out, capacity, null_offsets ? nullptr : offsets,
                                             statuses);
  check_status(s, "attn_translate_batch");
  if (t == nullptr || null_offsets) {
    ATTN_FUZZ_CHECK(s == ATTN_ERROR_INVALID_ARGUMENT, "NULL translator or offsets gave %d", s);
    return;
  }
  if (s == ATTN_ERROR_INVALID_ARGUMENT && count == 0) return;
  // Offsets are filled whatever the outcome per text: increasing, one NUL per translation at least.
  ATTN_FUZZ_CHECK(offsets[0] == 0, "offsets[0] = %zu", offsets[0]);
  bool all_ok = true;
  for (size_t i = 0; i < count; ++i) {
    ATTN_FUZZ_CHECK(offsets[i + 1] > offsets[i], "offsets not increasing at %zu", i);
    ATTN_FUZZ_CHECK(statuses[i] >= ATTN_OK && statuses[i] <= ATTN_ERROR_INTERNAL, "text %zu: status %d", i,
                    statuses[i]);
    ATTN_FUZZ_CHECK(statuses[i] != ATTN_ERROR_INTERNAL, "text %zu: internal error", i);
    all_ok = all_ok && statuses[i] == ATTN_OK;
    // A text that fit is written whole, NUL-terminated at its end.
    if (statuses[i] == ATTN_OK && offsets[count] <= capacity) {
      ATTN_FUZZ_CHECK(out[offsets[i + 1] - 1] == '\0', "translation %zu not NUL-terminated", i);
    }
  }
  if (s == ATTN_OK) ATTN_FUZZ_CHECK(all_ok && offsets[count] <= capacity, "OK with a failed text or overflow");
  if (s == ATTN_ERROR_BUFFER_TOO_SMALL) ATTN_FUZZ_CHECK(offsets[count] > capacity, "BUFFER_TOO_SMALL but fits");
}

void op_translate_text(State& st, InputReader& in) {
  attn_translator* t = st.translators[in.byte() % kTranslatorSlots];
  const uint8_t flags = in.byte(), choice = in.byte();
  const std::string_view text = in.bytes(in.byte() % 64);  // fuzzed text, markup and sentence ends included
  attn_text_options options;
  attn_text_options_init(&options);
  options.split_sentences = (choice & 1) != 0 ? 0 : 1;
  options.details = (choice & 2) != 0 ? 1 : 0;
  options.markup = static_cast<int32_t>((choice >> 2) % 3);           // 2: not a markup kind
  options.alignment_layer = static_cast<int32_t>((choice >> 4) % 5) - 2;  // -2 and 2.. out of range for tiny
  static const size_t kCapacities[] = {512, 0, 1, 16};
  static const size_t kSentenceCapacities[] = {8, 0, 1, 2};
  static const size_t kTokenCapacities[] = {96, 0, 1, 3};
  const size_t capacity = kCapacities[flags % 4];
  const size_t sentence_capacity = kSentenceCapacities[(flags >> 2) % 4];
  const size_t token_capacity = kTokenCapacities[(flags >> 4) % 4];
  char out[512];
  attn_sentence_span sentences[8];
  attn_token_info tokens[96];
  attn_text_result result{sizeof(attn_text_result),
                          sentence_capacity == 0 ? nullptr : sentences,
                          sentence_capacity,
                          12345,
                          token_capacity == 0 ? nullptr : tokens,
                          token_capacity,
                          12345,
                          nullptr};
  const bool null_result = (flags & 0xC0) == 0xC0;
  size_t written = 99999;
  const attn_status s = attn_translate_text(t, text.data(), text.size(), (flags & 0xC0) == 0x40 ? nullptr : &options,
                                            capacity == 0 ? nullptr : out, capacity, &written,
                                            null_result ? nullptr : &result);
  check_status(s, "attn_translate_text");
  if (t == nullptr) ATTN_FUZZ_CHECK(s == ATTN_ERROR_INVALID_ARGUMENT, "NULL translator gave %d", s);
  if (s == ATTN_OK) {
    ATTN_FUZZ_CHECK(written < capacity && out[written] == '\0', "written %zu of %zu without NUL", written, capacity);
  } else if (s == ATTN_ERROR_BUFFER_TOO_SMALL) {
    // A NULL array (capacity 0) is not wanted: its count may pass its capacity without the call failing.
    ATTN_FUZZ_CHECK(written > capacity ||
                        (!null_result && ((sentence_capacity != 0 && result.sentence_count > sentence_capacity) ||
                                          (token_capacity != 0 && result.token_count > token_capacity))),
                    "BUFFER_TOO_SMALL but %zu bytes of %zu, %zu sentences of %zu, %zu tokens of %zu fit", written,
                    capacity, result.sentence_count, sentence_capacity, result.token_count, token_capacity);
  }
  if (s != ATTN_OK || null_result) return;
  // Every span lies in its text (the input, or with markup its tag-free text, which is never longer) and in
  // the output; every token belongs to a sentence; log-probabilities are log-probabilities.
  // Only the arrays given were filled; a NULL one only has its count set.
  const size_t spans_given = sentence_capacity == 0 ? 0 : result.sentence_count;
  const size_t tokens_given = token_capacity == 0 ? 0 : result.token_count;
  ATTN_FUZZ_CHECK(spans_given <= sentence_capacity && tokens_given <= token_capacity,
                  "OK with %zu sentences / %zu tokens over capacity", result.sentence_count, result.token_count);
  size_t next_token = 0;
  for (size_t i = 0; i < spans_given; ++i) {
    const attn_sentence_span& span = sentences[i];
    ATTN_FUZZ_CHECK(span.source_begin <= span.source_end && span.source_end <= text.size(),
                    "sentence %zu: source [%zu, %zu) of %zu bytes", i, span.source_begin, span.source_end,
                    text.size());
    ATTN_FUZZ_CHECK(span.target_begin <= span.target_end && span.target_end <= written,
                    "sentence %zu: target [%zu, %zu) of %zu bytes", i, span.target_begin, span.target_end, written);
    if (options.details == 0 || (flags & 0xC0) == 0x40) continue;
    ATTN_FUZZ_CHECK(span.first_token == next_token, "sentence %zu starts at token %zu, not %zu", i,
                    span.first_token, next_token);
    next_token += span.token_count;
    ATTN_FUZZ_CHECK(span.token_count == 0 || (span.score <= 0 && !std::isnan(span.score)),
                    "sentence %zu: score %g", i, static_cast<double>(span.score));
  }
  for (size_t k = 0; k < tokens_given; ++k) {
    ATTN_FUZZ_CHECK(tokens[k].log_prob <= 0 && !std::isnan(tokens[k].log_prob), "token %zu: log_prob %g", k,
                    static_cast<double>(tokens[k].log_prob));
    ATTN_FUZZ_CHECK(tokens[k].target_begin <= tokens[k].target_end && tokens[k].target_end <= written &&
                        tokens[k].source_end <= text.size(),
                    "token %zu: spans out of the texts", k);
  }
  if (options.details != 0 && (flags & 0xC0) != 0x40 && sentence_capacity != 0)
    ATTN_FUZZ_CHECK(next_token == result.token_count, "%zu tokens in sentences, %zu given", next_token,
                    result.token_count);
}

void op_translate_ids(State& st, InputReader& in) {
  const size_t slot = in.byte() % kTranslatorSlots;
  attn_translator* t = st.translators[slot];
  const uint8_t flags = in.byte();
  int32_t ids[40];
  const size_t count = in.byte() % 40;
  for (size_t i = 0; i < count; ++i) ids[i] = static_cast<int16_t>(in.u16()) % 400;  // some negative, some >= vocab
  int32_t out[64];
  static const size_t kCapacities[] = {64, 0, 1, 4};
  const size_t capacity = kCapacities[flags % 4];
  size_t written = 99999;
  const attn_status s = attn_translate_ids(t, (flags & 0x10) != 0 ? nullptr : ids, count,
                                           capacity == 0 && (flags & 0x40) != 0 ? nullptr : out, capacity, &written);
  check_status(s, "attn_translate_ids");
  if (s == ATTN_OK) ATTN_FUZZ_CHECK(written <= capacity, "written %zu of %zu", written, capacity);
}

void op_info(State& st, InputReader& in) {
  const attn_model* m = st.models[in.byte() % kModelSlots];
  struct {
    attn_model_info info;
    uint8_t tail[16];
  } wide;
  std::memset(&wide, 0x33, sizeof(wide));
  static const size_t kSizes[] = {sizeof(attn_model_info), 0, sizeof(size_t), sizeof(attn_model_info) - 1,
                                  sizeof(wide)};
  wide.info.struct_size = kSizes[in.byte() % 5];
  const size_t given = wide.info.struct_size;
  const attn_status s = attn_model_get_info(m, &wide.info);
  check_status(s, "attn_model_get_info");
  if (s == ATTN_OK) {
    // The tail a newer caller's struct has beyond ours is left alone.
    for (uint8_t b : wide.tail) ATTN_FUZZ_CHECK(b == 0x33, "get_info wrote past sizeof(attn_model_info)");
    ATTN_FUZZ_CHECK(wide.info.struct_size <= given, "struct_size grew");
    ATTN_FUZZ_CHECK(wide.info.source_language != nullptr && wide.info.target_language != nullptr, "languages");
  }
}

void op_tokens(State& st, InputReader& in) {
  const attn_model* m = st.models[in.byte() % kModelSlots];
  const uint8_t flags = in.byte();
  const std::string_view text = in.bytes(in.byte() % 48);
  int32_t ids[64];
  size_t count = 0;
  const size_t id_capacity = (flags & 1) != 0 ? 2 : 64;
  const attn_status s = attn_tokenize(m, text.data(), text.size(), ids, id_capacity, &count);
  check_status(s, "attn_tokenize");
  if (s != ATTN_OK) return;
  ATTN_FUZZ_CHECK(count <= id_capacity, "count %zu of %zu", count, id_capacity);
  if ((flags & 2) != 0 && count > 0) ids[in.byte() % count] = static_cast<int16_t>(in.u16());  // maybe out of range
  char out[128];
  static const size_t kCapacities[] = {128, 0, 1, 5};
  const size_t capacity = kCapacities[(flags >> 2) % 4];
  size_t written = 0;
  const attn_status d = attn_detokenize(m, ids, count, capacity == 0 ? nullptr : out, capacity, &written);
  check_status(d, "attn_detokenize");
  if (d == ATTN_OK) ATTN_FUZZ_CHECK(written < capacity && out[written] == '\0', "detokenize without NUL");
}

void op_misc(InputReader& in) {
  const uint8_t b = in.byte();
  const char* message = attn_last_error_message();
  ATTN_FUZZ_CHECK(message != nullptr, "attn_last_error_message() is NULL");
  ATTN_FUZZ_CHECK(std::strlen(message) < 4096, "unterminated or huge message");
  const char* name = attn_status_name(static_cast<attn_status>(b % 9));
  ATTN_FUZZ_CHECK(name != nullptr && name[0] != '\0', "status %d has no name", b % 9);
  ATTN_FUZZ_CHECK(attn_version() == ((ATTN_VERSION_MAJOR << 16) | (ATTN_VERSION_MINOR << 8) | ATTN_VERSION_PATCH),
                  "version");
  attn_translator_options_init(nullptr);  // documented as ignored
  attn_translator_free(nullptr);
  attn_model_free(nullptr);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (model_files == nullptr) {
    model_files = new std::vector<uint8_t>[kModelCount];
    for (size_t i = 0; i < kModelCount; ++i)
      model_files[i] = attn::fuzz::read_file_or_die(attn::fuzz::data_path(kModelFiles[i]));
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  LLVMFuzzerInitialize(nullptr, nullptr);
  InputReader in(data, size);
  State st;
  for (size_t op = 0; op < kMaxOps && !in.empty(); ++op) {
    // New operations are appended: existing corpus files keep their meaning (an op byte below 10 maps as
    // before).
    switch (in.byte() % 11) {
      case 0: op_load(st, in); break;
      case 1: op_create(st, in); break;
      case 2: op_translate(st, in); break;
      case 3: op_translate_ids(st, in); break;
      case 4: op_info(st, in); break;
      case 5: op_tokens(st, in); break;
      case 6: free_translator(st, in.byte() % kTranslatorSlots); break;
      case 7: free_model(st, in.byte() % kModelSlots); break;
      case 8: op_misc(in); break;
      case 9: op_translate_batch(st, in); break;
      default: op_translate_text(st, in); break;
    }
  }
  // Whatever is left open is closed in the documented order (translators first), so LeakSanitizer sees no
  // leak unless the library leaked.
  for (size_t t = 0; t < kTranslatorSlots; ++t) free_translator(st, t);
  for (size_t m = 0; m < kModelSlots; ++m) free_model(st, m);
  return 0;
}
