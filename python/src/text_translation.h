// attn.TextTranslation, attn.Sentence and attn.Token: what Translator.translate_text returns, built from
// attn.hpp's TextTranslation with the C API's byte offsets turned into str indices.
#pragma once

#include <nanobind/nanobind.h>

#include <string_view>

#include "attn/attn.hpp"

namespace attn::python {

struct TokenResult {
  nanobind::object target;  // (begin, end) in TextTranslation.text, or None with markup
  nanobind::object source;  // (begin, end) in the source text, or None with markup
  float log_prob = 0;
};

struct SentenceResult {
  nanobind::object source;  // (begin, end) in the source text, or None with markup (tag-free offsets)
  nanobind::object target;  // (begin, end) in TextTranslation.text
  nanobind::object score;   // mean log-probability (details), else None
  nanobind::list tokens;    // TokenResult (details), else empty
};

struct TextResult {
  nanobind::str text;
  nanobind::list sentences;  // SentenceResult
  nanobind::object warning;  // None, or why markup was translated as plain text
};

// source: the UTF-8 bytes that were translated. markup: the text was translated as HTML, whose source byte
// offsets index its tag-free text, not the caller's.
TextResult to_python(const attn::cpp::TextTranslation& translation, std::string_view source, bool markup);

void bind_text_translation(nanobind::module_& m);

}  // namespace attn::python
