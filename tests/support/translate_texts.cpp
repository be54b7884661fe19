#include "tests/support/translate_texts.h"

#include <gtest/gtest.h>

#include "tests/support/c_api_handles.h"

namespace attn::test {

const std::vector<std::string>& short_texts() {
  static const std::vector<std::string> texts = {"The quick brown fox.", "Hello world", "a b c d e f",
                                                 "Zebras 12345"};
  return texts;
}

std::vector<std::string> translate_texts(const attn_model* model, int beam_size) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = beam_size;
  TranslatorPtr t;
  if (attn_translator_create(model, &o, &t.t) != ATTN_OK) {
    ADD_FAILURE() << attn_last_error_message();
    return {};
  }
  std::vector<std::string> result;
  for (const std::string& text : short_texts()) {
    char out[1024];
    size_t written = 0;
    EXPECT_EQ(attn_translate(t.t, text.data(), text.size(), out, sizeof(out), &written), ATTN_OK)
        << attn_last_error_message();
    result.emplace_back(out, written);
  }
  return result;
}

}  // namespace attn::test
