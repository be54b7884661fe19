/*
 * attn — on-device Transformer translation. This C header is the product boundary: opaque handles,
 * status codes, out-parameters last, options structs that carry their own size so they can grow.
 * No C++ exception crosses it. Only attn_* symbols are exported.
 *
 * Lifecycle:
 *   attn_model_load_file / attn_model_load_buffer   -> attn_model*       (immutable, shareable by threads)
 *   attn_translator_create(model, options)          -> attn_translator*  (one per thread; plans all memory)
 *   attn_translate(translator, text, ...)           -> text into a caller buffer, no heap allocation
 *   attn_translator_free, attn_model_free           (a model must outlive its translators)
 *
 * Errors: every fallible call returns an attn_status. On failure, attn_last_error_message() returns a
 * message naming the problem, valid until the next attn_* call on the same thread.
 */
#ifndef ATTN_ATTN_H_
#define ATTN_ATTN_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#define ATTN_API __declspec(dllexport)
#else
#define ATTN_API __attribute__((visibility("default")))
#endif

#define ATTN_VERSION_MAJOR 0
#define ATTN_VERSION_MINOR 1
#define ATTN_VERSION_PATCH 0

typedef enum attn_status {
  ATTN_OK = 0,
  ATTN_ERROR_INVALID_ARGUMENT = 1, /* a null pointer, an option out of range, invalid UTF-8 */
  ATTN_ERROR_IO = 2,               /* a file could not be opened or read */
  ATTN_ERROR_INVALID_MODEL = 3,    /* the model file failed verification */
  ATTN_ERROR_UNSUPPORTED = 4,      /* a valid model that this build cannot run */
  ATTN_ERROR_OUT_OF_MEMORY = 5,
  ATTN_ERROR_INPUT_TOO_LONG = 6,   /* more source bytes or tokens than the translator was created for */
  ATTN_ERROR_BUFFER_TOO_SMALL = 7, /* the output buffer cannot hold the translation; *written tells the size */
  ATTN_ERROR_INTERNAL = 8,
  ATTN_ERROR_CANCELLED = 9         /* stopped: by a streaming callback, attn_translator_cancel or the time limit */
} attn_status;

typedef struct attn_model attn_model;
typedef struct attn_translator attn_translator;

/* Library version as (major << 16) | (minor << 8) | patch. */
ATTN_API uint32_t attn_version(void);
/* A static string naming a status code, e.g. "invalid model". */
ATTN_API const char* attn_status_name(attn_status status);
/* Message of the last failed call on this thread ("ok" if none failed). Thread-local; never NULL. */
ATTN_API const char* attn_last_error_message(void);

/* ---- Models ------------------------------------------------------------------------------------------ */

/* Loads and verifies a .attn file. The whole file is read into memory: it may change or vanish afterwards. */
ATTN_API attn_status attn_model_load_file(const char* path, attn_model** out_model);
/* Maps and verifies a .attn file instead of reading it: the model's bytes are the page cache's, shared by every
 * process (and every model) mapping the same file, and once a translator has packed the weights of its linear
 * layers their pages are dropped again, so a process holds its int8 weights once, packed, not also as a copy.
 * The file must stay as it is while the model lives: truncating it then makes reading the missing pages raise
 * SIGBUS, and rewriting it in place changes weights under the model. Replacing it by rename (as attn-convert
 * writes files) is safe. Use attn_model_load_file where files are not under the app's control. */
ATTN_API attn_status attn_model_map_file(const char* path, attn_model** out_model);
/* Loads and verifies a model from memory. The bytes are copied; the caller may free them after the call. */
ATTN_API attn_status attn_model_load_buffer(const void* data, size_t size, attn_model** out_model);
/* Frees a model whose translators were all freed first. NULL is a no-op. */
ATTN_API void attn_model_free(attn_model* model);

typedef struct attn_model_info {
  size_t struct_size; /* set to sizeof(attn_model_info) before the call */
  uint32_t format_version;
  uint32_t d_model;
  uint32_t heads;
  uint32_t d_ff;
  uint32_t encoder_layers;
  uint32_t decoder_layers;
  uint32_t vocab_size;
  uint32_t max_positions;
  const char* source_language; /* owned by the model */
  const char* target_language; /* owned by the model */
} attn_model_info;

ATTN_API attn_status attn_model_get_info(const attn_model* model, attn_model_info* out_info);

/* The model's metadata entry under key (attn-convert --metadata KEY=VALUE: a BLEU score, a licence, where the
 * model came from): *out_value is its value, NUL-terminated and owned by the model, or NULL when the model
 * stores no such key (still ATTN_OK). A key stored twice gives its last entry. */
ATTN_API attn_status attn_model_get_metadata(const attn_model* model, const char* key,
                                             const char** out_value);

/* Every metadata entry, in the order the file stores them (a key stored twice appears twice; its last entry is
 * the one attn_model_get_metadata gives): *out_count entries, entry index (0 <= index < count) through
 * attn_model_get_metadata_entry, its key and value NUL-terminated and owned by the model. An index past the
 * last entry is ATTN_ERROR_INVALID_ARGUMENT. For listing a model's metadata (a model card, `attn inspect`). */
ATTN_API attn_status attn_model_get_metadata_count(const attn_model* model, size_t* out_count);
ATTN_API attn_status attn_model_get_metadata_entry(const attn_model* model, size_t index, const char** out_key,
                                                   const char** out_value);

/* ---- Translators ------------------------------------------------------------------------------------- */

typedef struct attn_translator_options {
  size_t struct_size;          /* sizeof(attn_translator_options); set by attn_translator_options_init */
  int32_t beam_size;           /* 1 = greedy; default 4 */
  float length_penalty;        /* GNMT alpha; default 0.6 */
  int32_t max_input_bytes;     /* longest text accepted; default 4096 */
  int32_t max_source_tokens;   /* with eos; 0 (the default) = the model's max_positions */
  int32_t max_extra_tokens;    /* output may be up to source tokens + this; default 50 */
  int32_t max_target_tokens;   /* absolute cap on output tokens (with eos); 0 (the default) = max_positions - 1 */
  int32_t threads;             /* default 1 */
  /* Appended for batches: a caller built against a header without it passes a smaller struct_size and gets
   * the default. */
  int32_t max_batch;           /* sentences attn_translate_batch takes at a time; default 1, at most 256. They
                                * are decoded in groups of up to 24 hypotheses a decoder step (24 / beam_size
                                * sentences, shortest first), which keeps a step's caches near the core.
                                * Memory for decoder state (KV caches) grows with max_batch × beam_size. */
  /* Appended for imported models (Marian / OPUS-MT): what length_penalty applies to. */
  int32_t length_penalty_kind; /* ATTN_LENGTH_PENALTY_GNMT (default) or ATTN_LENGTH_PENALTY_POWER */
  /* Appended for vocabulary shortlists (same rule: a smaller struct_size gets the default). */
  int32_t use_shortlist;       /* 1 (the default): where the model file has a vocabulary shortlist, each sentence's
                                * output is restricted to the target pieces listed for its source pieces, which
                                * makes every decoder step cheaper; 0: always the full vocabulary. */
  /* Appended for int8 models (same rule). Which int8 linear layers multiply their fp32 input by their int8
   * weights, instead of rounding each input row to int8 at run time (closer to the fp32 model; its speed
   * depends on the CPU): comma-separated shell patterns over layer names, as attn-convert --keep-float takes
   * them ("*" every layer, "decoder.layers.*.ffn.fc2", "output"), "" none; NULL (the default) the runtime's
   * choice (docs/model.md, "int8 models"). Read only while the translator is created. A pattern that matches
   * no linear layer is ATTN_ERROR_INVALID_ARGUMENT; layers that are not int8 ignore it. */
  const char* float_activation_layers;
} attn_translator_options;

/* attn_translator_options.length_penalty_kind. GNMT: beam hypotheses are scored by log-probability /
 * ((5 + len) / 6)^alpha and the search stops once beam_size hypotheses have finished. POWER: log-probability
 * / len^alpha with Hugging Face generate's stopping rule (it keeps the beam_size best finished hypotheses and
 * stops when the best open one cannot beat the worst of them), reproducing
 * MarianMTModel.generate(num_beams=k, length_penalty=alpha); use alpha 1.0, Hugging Face's default. len
 * counts generated tokens with eos. */
#define ATTN_LENGTH_PENALTY_GNMT 0
#define ATTN_LENGTH_PENALTY_POWER 1

ATTN_API void attn_translator_options_init(attn_translator_options* options);

/* attn_translator_options_init, then the decoding settings the model's maker stored in its metadata:
 * "length_penalty" (a number: models/build.sh stores the alpha that scored best on the dev split, attn-convert
 * --from marian the model's own) and "length_penalty_kind" ("gnmt" or "power"). A model without them keeps
 * the defaults. Call it before setting options of your own; the CLI and the Python, Java and Swift bindings
 * start from it. A stored value that does not parse is ATTN_ERROR_INVALID_MODEL naming the key, with options
 * left at the defaults. */
ATTN_API attn_status attn_translator_options_init_for_model(const attn_model* model,
                                                            attn_translator_options* options);

/* The largest value attn_translator_create accepts for each option: beam_size, length_penalty,
 * max_input_bytes, max_extra_tokens, threads, max_batch, length_penalty_kind and use_shortlist at their upper
 * bounds; max_source_tokens and max_target_tokens 0, as their bounds are the model's (max_positions and
 * max_positions - 1). A larger value makes attn_translator_create fail with ATTN_ERROR_INVALID_ARGUMENT. */
ATTN_API attn_status attn_translator_options_get_limits(attn_translator_options* out_limits);

/* Creates a translator over a model and plans all its memory. options may be NULL for the defaults. */
ATTN_API attn_status attn_translator_create(const attn_model* model, const attn_translator_options* options,
                                            attn_translator** out_translator);
/* NULL is a no-op. */
ATTN_API void attn_translator_free(attn_translator* translator);

/*
 * Bounding a call. Every translate call (attn_translate, _streaming, _batch, _text, _ids) checks, before each
 * sentence's encoder pass and before each decoder step, whether it should stop; one that does returns
 * ATTN_ERROR_CANCELLED with a message saying why, and the translator stays usable for the next call
 * (attn_translate_batch: the texts not yet translated get ATTN_ERROR_CANCELLED in statuses). A check is at
 * most one decoder step apart from the next: a few milliseconds for the shipped models.
 *
 * attn_translator_set_time_limit: each later call stops once milliseconds of wall-clock time have passed
 * since it began; 0 (the default) is no limit. Call it between calls, on the translator's own thread.
 *
 * attn_translator_cancel: the call running on translator stops at its next check. Unlike every other
 * function on a translator it may be called from any thread, while another thread translates (the translator
 * must not be freed meanwhile). It answers the call in progress only: a call that begins after it is not
 * cancelled (so a cancel that arrives when no call runs does nothing).
 */
ATTN_API attn_status attn_translator_set_time_limit(attn_translator* translator, uint32_t milliseconds);
ATTN_API attn_status attn_translator_cancel(attn_translator* translator);

/*
 * Translates UTF-8 text (size bytes, need not be NUL-terminated) into out (capacity bytes). On success
 * out holds the translation followed by a NUL and *written is its length without the NUL. If capacity is too
 * small the call returns ATTN_ERROR_BUFFER_TOO_SMALL and *written is the capacity needed (with the NUL).
 * Empty (or all-whitespace) text translates to empty text. Invalid UTF-8 is ATTN_ERROR_INVALID_ARGUMENT.
 */
ATTN_API attn_status attn_translate(attn_translator* translator, const char* text, size_t size, char* out,
                                    size_t capacity, size_t* written);

/*
 * Streaming: called after every decoding step with the text of the best hypothesis so far (size bytes plus a
 * NUL, in the translator's memory, valid only during the call). With greedy search (beam_size 1) each text
 * extends the previous one, except that a character spelled by byte pieces shows as U+FFFD until its last
 * byte arrives; with beam search the best hypothesis may change between calls and the final translation
 * may differ from the last partial text. Return 0 to go on, nonzero to stop: the translation then ends with
 * ATTN_ERROR_CANCELLED. The callback must not call back into the same translator.
 */
typedef int (*attn_partial_callback)(void* user_data, const char* text, size_t size);

/* attn_translate with a streaming callback (NULL: none). Allocates nothing either. */
ATTN_API attn_status attn_translate_streaming(attn_translator* translator, const char* text, size_t size,
                                              attn_partial_callback callback, void* user_data, char* out,
                                              size_t capacity, size_t* written);

/*
 * Translates count texts in one call: texts[i] is sizes[i] bytes of UTF-8 (texts[i] may be NULL when sizes[i]
 * is 0). Sentences are taken max_batch at a time (a larger count in chunks of max_batch, in order) and decoded
 * in groups of up to 24 hypotheses, every decoder step running all of a group's hypotheses through each layer
 * at once; each translation equals what attn_translate gives for that text alone. One exception: int8
 * layers on arm64 CPUs with the dot-product instructions but without i8mm (Cortex-A55, A76, A78, X1,
 * Neoverse N1), where XNNPACK's one-row int8 kernel rounds the last bit of some outputs differently from its
 * many-row one, so where two candidate tokens are that close a text in a batch may translate differently
 * from the text alone.
 * Allocates nothing.
 *
 * Output: the translations back to back in out (capacity bytes), each followed by a NUL; translation i starts
 * at out + offsets[i] and has offsets[i + 1] - offsets[i] - 1 bytes (offsets has count + 1 entries,
 * offsets[0] = 0, offsets[count] = bytes used). statuses[i] (count entries) is the status of text i alone: a
 * text that cannot be translated (too long, invalid UTF-8) gets its error there and an empty translation,
 * and does not affect the others.
 *
 * Returns ATTN_OK when every text was translated. ATTN_ERROR_BUFFER_TOO_SMALL when the translations do not
 * all fit: offsets are still filled as if out were large enough, so offsets[count] is the capacity needed;
 * translations that fit are written (statuses ATTN_OK), the others have status ATTN_ERROR_BUFFER_TOO_SMALL.
 * Otherwise, when some texts failed, the status of the first failed text, with its index in
 * attn_last_error_message(); the other translations are still valid. Null pointers (other than texts and
 * out with count or capacity 0) are ATTN_ERROR_INVALID_ARGUMENT, with nothing translated.
 */
ATTN_API attn_status attn_translate_batch(attn_translator* translator, const char* const* texts,
                                          const size_t* sizes, size_t count, char* out, size_t capacity,
                                          size_t* offsets, attn_status* statuses);

/* ---- Text: sentences, scores, word alignments ---------------------------------------------------------- */

typedef struct attn_text_options {
  size_t struct_size; /* sizeof(attn_text_options); set by attn_text_options_init */
  int32_t
      split_sentences; /* nonzero (the default): cut the text into sentences (and a sentence too long for the
                        * model at its last safe boundary), translate them max_batch at a time and join the
                        * translations with the text's own whitespace and line breaks. 0: one sentence. */
  int32_t details;     /* nonzero: also per-token log-probabilities, sentence scores and word alignments
                        * (one more decoder pass over each translation, at one row); default 0 */
  int32_t alignment_layer; /* decoder layer whose cross-attention (averaged over heads) aligns; -1 (the
                            * default): the model's last decoder layer but one (or its only layer) */
  int32_t markup; /* ATTN_MARKUP_NONE (the default) or ATTN_MARKUP_HTML: the text is HTML/XML; the text
                   * between tags is translated as sentences (tags removed, entities decoded) and every
                   * tag is put back around the target words aligned to the words it enclosed (tags kept
                   * byte for byte; &, <, > in the text encoded). Well-formed input gives well-formed
                   * output. Malformed markup is translated as plain text, with result->warning set. */
} attn_text_options;

#define ATTN_MARKUP_NONE 0
#define ATTN_MARKUP_HTML 1

/* One sentence of a translated text: its bytes in the input and in the output, and its confidence. */
typedef struct attn_sentence_span {
  size_t source_begin, source_end; /* [begin, end) in the input text (with markup: in its tag-free text) */
  size_t target_begin, target_end; /* [begin, end) in the output (with markup: with the tags inside it) */
  float score;        /* details: mean log-probability of its target tokens (eos included), in (-inf, 0];
                       * higher is more confident. NaN without details or for an empty sentence. */
  size_t first_token; /* details: its tokens are tokens[first_token, first_token + token_count) */
  size_t token_count;
} attn_sentence_span;

/* One target token of a translated text (details only). With markup the byte spans are 0 (only log_prob is
 * given): the tag-free text they would index is not the caller's. */
typedef struct attn_token_info {
  size_t target_begin, target_end; /* its text in the output, without the space before a word ([end, end) for
                                    * eos, and for a byte piece that does not finish a character) */
  size_t source_begin, source_end; /* the source token it attends to most, in the input text */
  float log_prob;                  /* log p(token | source, earlier tokens) */
} attn_token_info;

/* Caller-owned arrays for attn_translate_text's spans and tokens (either may be NULL with capacity 0: not
 * wanted; its count is still set). */
typedef struct attn_text_result {
  size_t struct_size; /* sizeof(attn_text_result) */
  attn_sentence_span* sentences;
  size_t sentence_capacity;
  size_t sentence_count; /* set by the call: the sentences of the text (even past sentence_capacity) */
  attn_token_info* tokens;
  size_t token_capacity;
  size_t token_count; /* set by the call: the tokens with details, else 0 */
  const char* warning; /* set by the call: NULL, or why markup was translated as plain text (owned by the
                        * translator, valid until its next call) */
} attn_text_result;

ATTN_API void attn_text_options_init(attn_text_options* options);

/*
 * Translates text of up to max_input_bytes: as attn_translate, but with options NULL (the defaults) the text
 * is cut into sentences, each translated on its own (a batch of max_batch at a time), and the output is the
 * text with every sentence replaced by its translation — the whitespace, blank lines and line breaks between
 * them kept as they were. result (may be NULL) receives the sentence spans and, with details, every target
 * token's log-probability and aligned source bytes. Allocates nothing.
 *
 * Text that is not language is copied into the output untranslated, with or without split_sentences, each such
 * span one entry of result->sentences whose output bytes equal its input bytes (score NaN, no tokens): a word
 * of more than 64 bytes without whitespace (unless it holds Chinese, Japanese, Thai, Lao, Khmer or Myanmar
 * characters), a word of 32 or more hexadecimal digits, a run of letterless words (digits, punctuation,
 * symbols, emoji) of more than 32 bytes, a piece of 64 or more tokens averaging under 1.5 bytes a token, and a
 * piece of 8 or more tokens half of which are byte pieces spelling letters (a script the model's vocabulary
 * lacks; emoji do not count). A sentence
 * holding such a span is translated in two pieces around it. docs/text.md, "Bounded work", has the figures.
 *
 * ATTN_ERROR_BUFFER_TOO_SMALL when out, the sentences or the tokens do not fit: *written is then the capacity
 * out needs (with its NUL) and the counts say how many entries the arrays need; what fits is written.
 */
ATTN_API attn_status attn_translate_text(attn_translator* translator, const char* text, size_t size,
                                         const attn_text_options* options, char* out, size_t capacity,
                                         size_t* written, attn_text_result* result);

/* Token-level access, for tests and tools: source ids in (without eos), target ids out (without bos/eos). */
ATTN_API attn_status attn_translate_ids(attn_translator* translator, const int32_t* source_ids, size_t count,
                                        int32_t* out_ids, size_t capacity, size_t* written);

/* Tokenizer access through a model, for tools and tests (no translator needed; may allocate scratch,
 * unlike attn_translate). */
ATTN_API attn_status attn_tokenize(const attn_model* model, const char* text, size_t size, int32_t* out_ids,
                                   size_t capacity, size_t* written);
ATTN_API attn_status attn_detokenize(const attn_model* model, const int32_t* ids, size_t count, char* out,
                                     size_t capacity, size_t* written);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ATTN_ATTN_H_ */
