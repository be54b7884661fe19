/*
 * The C API through libattn.so from a C11 program linked by the C compiler driver: what an app written in C
 * (or any language with a C FFI) sees. Loads the model given as argv[1], translates, streams, cancels, and
 * walks the error paths. Exits non-zero and names every failed check.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn/attn.h"

static int failures = 0;

#define CHECK(cond)                                                       \
  do {                                                                    \
    if (!(cond)) {                                                        \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                         \
    }                                                                     \
  } while (0)

/* A failed call must come with a message that is not the "ok" of a successful thread. */
#define CHECK_ERROR(call, expected)                                                            \
  do {                                                                                         \
    attn_status s_ = (call);                                                                   \
    if (s_ != (expected)) {                                                                    \
      fprintf(stderr, "%s:%d: %s returned %s, expected %s (%s)\n", __FILE__, __LINE__, #call,  \
              attn_status_name(s_), attn_status_name(expected), attn_last_error_message());     \
      ++failures;                                                                              \
    } else if (strlen(attn_last_error_message()) == 0 || strcmp(attn_last_error_message(), "ok") == 0) { \
      fprintf(stderr, "%s:%d: %s failed without a message\n", __FILE__, __LINE__, #call);     \
      ++failures;                                                                              \
    }                                                                                          \
  } while (0)

#define CHECK_OK(call)                                                                          \
  do {                                                                                          \
    attn_status s_ = (call);                                                                    \
    if (s_ != ATTN_OK) {                                                                        \
      fprintf(stderr, "%s:%d: %s failed: %s: %s\n", __FILE__, __LINE__, #call, attn_status_name(s_), \
              attn_last_error_message());                                                       \
      exit(1); /* what follows needs the result */                                              \
    }                                                                                           \
  } while (0)

static const char kSentence[] = "This package contains the development files.";

typedef struct stream_state {
  int calls;
  int stop_at; /* 0: never */
  char last[1024];
} stream_state;

static int on_partial(void* user_data, const char* text, size_t size) {
  stream_state* state = (stream_state*)user_data;
  ++state->calls;
  CHECK(text[size] == '\0'); /* documented: size bytes plus a NUL */
  if (size < sizeof state->last) memcpy(state->last, text, size + 1);
  return state->stop_at != 0 && state->calls >= state->stop_at;
}

static void check_version(void) {
  const uint32_t expected = ((uint32_t)ATTN_VERSION_MAJOR << 16) | ((uint32_t)ATTN_VERSION_MINOR << 8) |
                            (uint32_t)ATTN_VERSION_PATCH;
  CHECK(attn_version() == expected);
  /* Every status has its own name. */
  for (int a = ATTN_OK; a <= ATTN_ERROR_CANCELLED; ++a) {
    CHECK(attn_status_name((attn_status)a) != NULL && strlen(attn_status_name((attn_status)a)) > 0);
    for (int b = ATTN_OK; b < a; ++b)
      CHECK(strcmp(attn_status_name((attn_status)a), attn_status_name((attn_status)b)) != 0);
  }
  CHECK(attn_last_error_message() != NULL);
}

static void check_load_errors(const char* model_path) {
  attn_model* model = (attn_model*)&failures; /* must be left alone or cleared, never freed by the caller */
  CHECK_ERROR(attn_model_load_file("/nonexistent/attn-abi-test.attn", &model), ATTN_ERROR_IO);
  CHECK(strstr(attn_last_error_message(), "attn-abi-test.attn") != NULL); /* names the file */
  CHECK_ERROR(attn_model_load_file(NULL, &model), ATTN_ERROR_INVALID_ARGUMENT);
  CHECK_ERROR(attn_model_load_file(model_path, NULL), ATTN_ERROR_INVALID_ARGUMENT);

  /* Random bytes: not a model. */
  unsigned char garbage[4096];
  uint32_t x = 0x9e3779b9u;
  for (size_t i = 0; i < sizeof garbage; ++i) {
    x ^= x << 13, x ^= x >> 17, x ^= x << 5;
    garbage[i] = (unsigned char)x;
  }
  CHECK_ERROR(attn_model_load_buffer(garbage, sizeof garbage, &model), ATTN_ERROR_INVALID_MODEL);
  CHECK_ERROR(attn_model_load_buffer(NULL, 16, &model), ATTN_ERROR_INVALID_ARGUMENT);

  attn_model_free(NULL);
  attn_translator_free(NULL);
}

/* Reads the whole file into a malloc'd buffer. */
static unsigned char* read_file(const char* path, size_t* size) {
  FILE* f = fopen(path, "rb");
  if (f == NULL) return NULL;
  fseek(f, 0, SEEK_END);
  const long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char* data = n > 0 ? (unsigned char*)malloc((size_t)n) : NULL;
  if (data != NULL && fread(data, 1, (size_t)n, f) != (size_t)n) {
    free(data);
    data = NULL;
  }
  fclose(f);
  *size = (size_t)n;
  return data;
}

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s MODEL.attn\n", argv[0]);
    return 2;
  }
  const char* model_path = argv[1];
  check_version();
  check_load_errors(model_path);

  attn_model* model = NULL;
  CHECK_OK(attn_model_load_file(model_path, &model));
  attn_model_info info;
  memset(&info, 0, sizeof info);
  info.struct_size = sizeof info;
  CHECK_OK(attn_model_get_info(model, &info));
  CHECK(info.d_model > 0 && info.vocab_size > 0 && info.encoder_layers > 0 && info.decoder_layers > 0);
  CHECK(info.source_language != NULL && info.target_language != NULL);
  const char* bleu = NULL;
  CHECK_OK(attn_model_get_metadata(model, "bleu", &bleu));
  CHECK(bleu != NULL && bleu[0] != '\0'); /* the shipped model records its score (attn models shows it) */

  attn_translator_options options;
  attn_translator_options_init(&options);
  CHECK(options.struct_size == sizeof options && options.beam_size >= 1);
  options.beam_size = 1;
  attn_translator* translator = NULL;
  CHECK_OK(attn_translator_create(model, &options, &translator));

  char out[1024];
  size_t written = 0;
  CHECK_OK(attn_translate(translator, kSentence, strlen(kSentence), out, sizeof out, &written));
  CHECK(written == strlen(out) && written > 0);
  CHECK(strstr(out, "Paket") != NULL); /* "Dieses Paket enthält die Entwicklungsdateien." */
  printf("translation: %s\n", out);
  char first[1024];
  memcpy(first, out, written + 1);

  /* Too small a buffer tells the size it needs (with the NUL). */
  size_t needed = 0;
  CHECK_ERROR(attn_translate(translator, kSentence, strlen(kSentence), out, 4, &needed),
              ATTN_ERROR_BUFFER_TOO_SMALL);
  CHECK(needed == strlen(first) + 1);

  /* Bad input and bad arguments are errors, and the translator stays usable after them. */
  CHECK_ERROR(attn_translate(translator, "\xff\xfe bad", 6, out, sizeof out, &written), ATTN_ERROR_INVALID_ARGUMENT);
  CHECK_ERROR(attn_translate(NULL, kSentence, strlen(kSentence), out, sizeof out, &written),
              ATTN_ERROR_INVALID_ARGUMENT);
  CHECK_ERROR(attn_translate(translator, kSentence, strlen(kSentence), NULL, sizeof out, &written),
              ATTN_ERROR_INVALID_ARGUMENT);
  CHECK_OK(attn_translate(translator, "", 0, out, sizeof out, &written));
  CHECK(written == 0 && out[0] == '\0');

  /* Streaming: greedy partial texts grow into the final translation. */
  stream_state state;
  memset(&state, 0, sizeof state);
  CHECK_OK(attn_translate_streaming(translator, kSentence, strlen(kSentence), on_partial, &state, out, sizeof out,
                                    &written));
  CHECK(state.calls >= 2);
  CHECK(strcmp(out, first) == 0);
  CHECK(strncmp(first, state.last, strlen(state.last)) == 0);

  /* Cancelling from the callback stops at once. */
  memset(&state, 0, sizeof state);
  state.stop_at = 2;
  CHECK_ERROR(attn_translate_streaming(translator, kSentence, strlen(kSentence), on_partial, &state, out,
                                       sizeof out, &written),
              ATTN_ERROR_CANCELLED);
  CHECK(state.calls == 2);
  CHECK_OK(attn_translate(translator, kSentence, strlen(kSentence), out, sizeof out, &written));
  CHECK(strcmp(out, first) == 0);

  /* Input limits are the translator's options. */
  attn_translator_options small;
  attn_translator_options_init(&small);
  small.beam_size = 1;
  small.max_input_bytes = 16;
  attn_translator* limited = NULL;
  CHECK_OK(attn_translator_create(model, &small, &limited));
  CHECK_ERROR(attn_translate(limited, kSentence, strlen(kSentence), out, sizeof out, &written),
              ATTN_ERROR_INPUT_TOO_LONG);
  attn_translator_free(limited);
  small.beam_size = 0;
  limited = NULL;
  CHECK_ERROR(attn_translator_create(model, &small, &limited), ATTN_ERROR_INVALID_ARGUMENT);
  CHECK(limited == NULL);

  /* A caller compiled against an older, shorter options struct gets the defaults for the newer fields. */
  attn_translator_options old_caller;
  attn_translator_options_init(&old_caller);
  old_caller.struct_size = offsetof(attn_translator_options, threads) + sizeof old_caller.threads;
  old_caller.beam_size = 1;
  CHECK_OK(attn_translator_create(model, &old_caller, &limited));
  CHECK_OK(attn_translate(limited, kSentence, strlen(kSentence), out, sizeof out, &written));
  CHECK(strcmp(out, first) == 0);
  attn_translator_free(limited);

  attn_translator_free(translator);
  attn_model_free(model);

  /* From memory: the bytes are copied, so the caller's buffer can go before the model is used. */
  size_t size = 0;
  unsigned char* bytes = read_file(model_path, &size);
  CHECK(bytes != NULL);
  if (bytes != NULL) {
    CHECK_ERROR(attn_model_load_buffer(bytes, size / 2, &model), ATTN_ERROR_INVALID_MODEL);
    CHECK_OK(attn_model_load_buffer(bytes, size, &model));
    memset(bytes, 0xA5, size);
    free(bytes);
    CHECK_OK(attn_translator_create(model, &options, &translator));
    CHECK_OK(attn_translate(translator, kSentence, strlen(kSentence), out, sizeof out, &written));
    CHECK(strcmp(out, first) == 0);
    attn_translator_free(translator);
    attn_model_free(model);
  }

  if (failures != 0) {
    fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  printf("all C ABI checks passed\n");
  return 0;
}
