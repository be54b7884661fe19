#include "python/src/text_translation.h"

#include <nanobind/stl/string.h>

#include <cmath>
#include <cstddef>
#include <vector>

#include "python/src/text.h"

namespace nb = nanobind;

namespace attn::python {

namespace {

// For every byte offset of utf8 (and its end), how many code points start before it: at a character
// boundary, the index Python's str uses. The C API reports byte offsets; Python users slice str by code
// point.
std::vector<size_t> code_point_index(std::string_view utf8) {
  std::vector<size_t> index(utf8.size() + 1);
  size_t count = 0;
  for (size_t i = 0; i < utf8.size(); ++i) {
    index[i] = count;
    if ((static_cast<unsigned char>(utf8[i]) & 0xC0) != 0x80) ++count;  // not a continuation byte
  }
  index[utf8.size()] = count;
  return index;
}

nb::object span(const std::vector<size_t>& index, size_t begin, size_t end) {
  // Offsets come from the runtime and lie within the text; clamp anyway rather than read out of bounds.
  const size_t last = index.size() - 1;
  return nb::make_tuple(index[begin < last ? begin : last], index[end < last ? end : last]);
}

}  // namespace

TextResult to_python(const attn::cpp::TextTranslation& translation, std::string_view source, bool markup) {
  const std::vector<size_t> source_index = code_point_index(source);
  const std::vector<size_t> target_index = code_point_index(translation.text);
  TextResult result;
  result.text = to_str(translation.text);
  result.warning = translation.warning.empty() ? nb::none() : nb::object(to_str(translation.warning));
  for (const attn_sentence_span& s : translation.sentences) {
    SentenceResult sentence;
    sentence.source = markup ? nb::none() : span(source_index, s.source_begin, s.source_end);
    sentence.target = span(target_index, s.target_begin, s.target_end);
    sentence.score = std::isnan(s.score) ? nb::none() : nb::object(nb::float_(s.score));
    for (size_t t = s.first_token; t < s.first_token + s.token_count && t < translation.tokens.size(); ++t) {
      const attn_token_info& info = translation.tokens[t];
      TokenResult token;
      token.target = markup ? nb::none() : span(target_index, info.target_begin, info.target_end);
      token.source = markup ? nb::none() : span(source_index, info.source_begin, info.source_end);
      token.log_prob = info.log_prob;
      sentence.tokens.append(nb::cast(std::move(token)));
    }
    result.sentences.append(nb::cast(std::move(sentence)));
  }
  return result;
}

void bind_text_translation(nb::module_& m) {
  using Span = nb::sig;
  nb::class_<TokenResult>(m, "Token", "One target token of a translate_text result (details=True).")
      .def_ro("target", &TokenResult::target,
              nb::for_getter(Span("def target(self) -> tuple[int, int] | None")),
              "(begin, end) of its text in TextTranslation.text, without the space before a word; None with "
              "markup.")
      .def_ro("source", &TokenResult::source,
              nb::for_getter(Span("def source(self) -> tuple[int, int] | None")),
              "(begin, end) in the source text of the source token it attends to most (its word alignment); "
              "None with markup.")
      .def_ro("log_prob", &TokenResult::log_prob, "log p(token | source, earlier tokens).")
      .def("__repr__", [](const TokenResult& t) {
        return "<attn.Token target=" + std::string(nb::repr(t.target).c_str()) +
               " source=" + nb::repr(t.source).c_str() + " log_prob=" + std::to_string(t.log_prob) + ">";
      });
  nb::class_<SentenceResult>(m, "Sentence", "One sentence of a translate_text result.")
      .def_ro("source", &SentenceResult::source,
              nb::for_getter(Span("def source(self) -> tuple[int, int] | None")),
              "(begin, end) of the sentence in the source text; None with markup (the runtime's offsets "
              "index the text without its tags).")
      .def_ro("target", &SentenceResult::target, nb::for_getter(Span("def target(self) -> tuple[int, int]")),
              "(begin, end) of its translation in TextTranslation.text.")
      .def_ro("score", &SentenceResult::score, nb::for_getter(Span("def score(self) -> float | None")),
              "Mean log-probability of its target tokens, end of sentence included (details=True; higher is "
              "more confident); None without details or for an empty sentence.")
      .def_ro("tokens", &SentenceResult::tokens, nb::for_getter(Span("def tokens(self) -> list[Token]")),
              "Its target tokens (details=True), else [].")
      .def("__repr__", [](const SentenceResult& s) {
        return "<attn.Sentence source=" + std::string(nb::repr(s.source).c_str()) +
               " target=" + nb::repr(s.target).c_str() + ">";
      });
  nb::class_<TextResult>(m, "TextTranslation", "What Translator.translate_text returns.")
      .def_ro("text", &TextResult::text, nb::for_getter(Span("def text(self) -> str")),
              "The translated text: every sentence replaced by its translation, the whitespace between them "
              "kept.")
      .def_ro("sentences", &TextResult::sentences,
              nb::for_getter(Span("def sentences(self) -> list[Sentence]")),
              "The sentences, in order. Offsets are str indices (code points).")
      .def_ro("warning", &TextResult::warning, nb::for_getter(Span("def warning(self) -> str | None")),
              "None, or why markup was translated as plain text (it was not well-formed).")
      .def("__str__", [](const TextResult& r) { return r.text; })
      .def("__repr__", [](const TextResult& r) {
        return "<attn.TextTranslation " + std::to_string(nb::len(r.sentences)) + " sentences>";
      });
}

}  // namespace attn::python
