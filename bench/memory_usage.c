/* Memory of one process translating with N translators on one model, the README's threading pattern (one
 * translator per thread; here they take turns on one thread, which holds the same memory):
 *   memory_usage MODEL.attn N load|map < lines
 * Each translator (default options: beam 4) translates every input line. Prints one JSON object: peak RSS
 * (VmHWM) and, at the end, resident anonymous memory (RssAnon: the heap, XNNPACK's packed weights, a loaded
 * model's copy of the file) and resident file pages (RssFile: a mapped model's pages, shared with the page
 * cache), all in kB from /proc/self/status. Public C API only: what a user of libattn gets. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attn/attn.h"

static long status_kb(const char* key) {
  FILE* f = fopen("/proc/self/status", "r");
  if (f == NULL) return -1;
  char line[256];
  long kb = -1;
  const size_t n = strlen(key);
  while (fgets(line, sizeof line, f) != NULL) {
    if (strncmp(line, key, n) == 0 && line[n] == ':') {
      kb = strtol(line + n + 1, NULL, 10);
      break;
    }
  }
  fclose(f);
  return kb;
}

int main(int argc, char** argv) {
  if (argc != 4 || (strcmp(argv[3], "load") != 0 && strcmp(argv[3], "map") != 0)) {
    fprintf(stderr, "usage: memory_usage MODEL.attn TRANSLATORS load|map < lines\n");
    return 2;
  }
  const int count = atoi(argv[2]);
  if (count < 1 || count > 64) {
    fprintf(stderr, "memory_usage: TRANSLATORS must be 1..64\n");
    return 2;
  }
  static char lines[1 << 20];
  const size_t size = fread(lines, 1, sizeof lines - 1, stdin);
  lines[size] = '\0';
  attn_model* model = NULL;
  const int map = strcmp(argv[3], "map") == 0;
  attn_status status = map ? attn_model_map_file(argv[1], &model) : attn_model_load_file(argv[1], &model);
  attn_translator* translators[64] = {0};
  attn_translator_options options;
  if (status == ATTN_OK) status = attn_translator_options_init_for_model(model, &options);
  for (int i = 0; status == ATTN_OK && i < count; ++i)
    status = attn_translator_create(model, &options, &translators[i]);
  static char out[1 << 16];
  size_t translated = 0;
  for (int i = 0; status == ATTN_OK && i < count; ++i) {
    for (char* line = lines; status == ATTN_OK && *line != '\0';) {
      char* end = strchr(line, '\n');
      const size_t length = end != NULL ? (size_t)(end - line) : strlen(line);
      size_t written = 0;
      status = attn_translate(translators[i], line, length, out, sizeof out, &written);
      translated += status == ATTN_OK;
      line += length + (end != NULL);
    }
  }
  if (status != ATTN_OK)
    fprintf(stderr, "memory_usage: %s: %s\n", attn_status_name(status), attn_last_error_message());
  printf(
      "{\"model\": \"%s\", \"translators\": %d, \"mode\": \"%s\", \"translated\": %zu, \"peak_rss_kb\": %ld, "
      "\"rss_anon_kb\": %ld, \"rss_file_kb\": %ld}\n",
      argv[1], count, argv[3], translated, status_kb("VmHWM"), status_kb("RssAnon"), status_kb("RssFile"));
  for (int i = 0; i < count; ++i) attn_translator_free(translators[i]);
  attn_model_free(model);
  return status == ATTN_OK ? 0 : 1;
}
