/* Translates one sentence: attn_example MODEL.attn "Text to translate." */
#include <stdio.h>
#include <string.h>

#include "attn/attn.h"

int main(int argc, char** argv) {
  if (argc != 3) return 2;
  attn_model* model = NULL;
  attn_translator* translator = NULL;
  attn_status status = attn_model_load_file(argv[1], &model); /* verifies the whole file */
  attn_translator_options options;
  if (status == ATTN_OK) /* defaults (beam 4, 4096 input bytes, 1 thread) + the model's own length penalty */
    status = attn_translator_options_init_for_model(model, &options);
  if (status == ATTN_OK) {
    options.beam_size = 1;
    status = attn_translator_create(model, &options, &translator); /* plans all memory once */
  }
  char out[4096];
  size_t written = 0;
  if (status == ATTN_OK) /* no heap allocation from here on */
    status = attn_translate(translator, argv[2], strlen(argv[2]), out, sizeof out, &written);
  if (status == ATTN_OK)
    printf("%s\n", out);
  else
    fprintf(stderr, "%s: %s\n", attn_status_name(status), attn_last_error_message());
  attn_translator_free(translator); /* translators first, then their model; NULL is fine */
  attn_model_free(model);
  return status == ATTN_OK ? 0 : 1;
}
