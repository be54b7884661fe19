// Owners for C API handles in tests: freed when the test ends, whichever assertion returned early. (attn.hpp's
// attn::Model / attn::Translator own handles too, but these tests exercise the C calls themselves.)
#pragma once

#include "attn/attn.h"

namespace attn::test {

struct ModelPtr {
  attn_model* m = nullptr;
  ~ModelPtr() { attn_model_free(m); }
};

// Declare after the ModelPtr it was created over: a model must outlive its translators.
struct TranslatorPtr {
  attn_translator* t = nullptr;
  ~TranslatorPtr() { attn_translator_free(t); }
};

}  // namespace attn::test
