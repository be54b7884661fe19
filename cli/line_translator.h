// attn translate's translator: a model and a translator over attn.hpp, translating a batch of lines at a time
// (or one --html document). attn.hpp grows the output buffers; this adds what the command needs on top: a
// line longer than the translator accepts gets a translator planned for it, each failed line gets its own
// message, and --scores are formatted.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "attn/attn.hpp"
#include "cli/translate_args.h"

namespace attn::cli {

class LineTranslator {
 public:
  // Loads the model and creates a translator with args.options; options the command line did not give are
  // taken from the model's metadata where it stores them. False after printing why it failed.
  bool open(const char* model_path, const TranslateArgs& args);

  // Translates each line as text (sentences), with scores when asked (without scores or a time limit, the
  // sentences of several lines together: each line translates as it does alone); then ok(i) / translation(i)
  // / message(i) / scores(i) describe line i until the next call. A line longer than the translator accepts
  // gets a new translator planned for it (creating one is where attn allocates; translating then allocates
  // nothing).
  void translate_text(const std::vector<std::string>& lines, bool split, bool scores);
  // Translates each line as one sentence, all of them in one batch call (--no-split).
  void translate(const std::vector<std::string>& lines);
  // --html: the whole document in one call. Returns false after printing why it failed; *warning is the
  // runtime's reason for translating malformed markup as plain text ("" when the markup was used).
  bool translate_document(const std::string& document, std::string* translated, std::string* warning);

  const attn::cpp::Model& model() const { return model_; }
  bool ok(size_t i) const { return lines_[i].ok; }
  std::string_view translation(size_t i) const { return lines_[i].translation; }  // "" for a failed line
  const std::string& message(size_t i) const { return lines_[i].message; }
  // "" without --scores; else a tab, the sentence scores, a tab, the token log-probabilities.
  const std::string& scores(size_t i) const { return lines_[i].scores; }

 private:
  struct Line {
    bool ok = true;
    std::string translation;
    std::string message;  // why it failed
    std::string scores;
  };

  // One line through translate_text, its outcome into *line.
  void translate_line(const std::string& text, const attn_text_options& options, bool scores, Line* line);
  // Lines [first, end) as one text joined by line breaks, each line's part of the translation into lines_;
  // false (nothing written) when the call failed or a line break fell inside a sentence.
  bool translate_joined(const std::vector<std::string>& lines, size_t first, size_t end,
                        const attn_text_options& options);
  // Creates a translator that accepts `bytes` of input when the current one does not. Beyond the runtime's
  // limit the text is left to fail, with the runtime's message naming its size.
  attn::cpp::Status reserve_input(size_t bytes);

  // Declared before the translator, which must not outlive it.
  attn::cpp::Model model_;
  attn::cpp::Translator translator_;
  attn_translator_options options_{};
  uint32_t time_limit_ms_ = 0;  // --time-limit, set on every translator created
  std::vector<Line> lines_;
};

}  // namespace attn::cli
