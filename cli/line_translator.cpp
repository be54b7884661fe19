#include "cli/line_translator.h"

#include <cstdio>
#include <utility>

namespace attn::cli {
namespace {

// --scores: a tab, each sentence's score (mean token log-probability), a tab, each target token's
// log-probability, the sentences' tokens separated by '|'.
std::string format_scores(const attn::cpp::TextTranslation& translation) {
  std::string sentence_scores, token_scores;
  char number[32];
  for (size_t k = 0; k < translation.sentences.size(); ++k) {
    const attn_sentence_span& sentence = translation.sentences[k];
    std::snprintf(number, sizeof(number), "%.4f", static_cast<double>(sentence.score));
    if (k > 0) sentence_scores += ' ';
    sentence_scores += number;
    if (k > 0) token_scores += " |";
    for (size_t t = sentence.first_token; t < sentence.first_token + sentence.token_count; ++t) {
      std::snprintf(number, sizeof(number), "%.4f", static_cast<double>(translation.tokens[t].log_prob));
      if (!token_scores.empty()) token_scores += ' ';
      token_scores += number;
    }
  }
  return '\t' + sentence_scores + '\t' + token_scores;
}

}  // namespace

bool LineTranslator::open(const char* model_path, const TranslateArgs& args) {
  auto loaded = args.map ? attn::cpp::Model::map_file(model_path) : attn::cpp::Model::load_file(model_path);
  if (!loaded.ok()) {
    std::fprintf(stderr, "attn translate: cannot load model '%s': %s\n", model_path,
                 loaded.status().message().c_str());
    return false;
  }
  model_ = std::move(loaded).value();
  // The length penalty (and what it applies to) a model's converter stored: models/build.sh stores the alpha
  // chosen on the dev split (the shipped models' output is short at the runtime's default 0.6); attn-convert
  // --from marian stores Hugging Face's (power, 1). Options given on the command line win. A stored value
  // that does not parse is an error rather than a silent fallback: the file is not what its maker meant.
  const auto stored = attn::cpp::Translator::model_options(model_);
  if (!stored.ok()) {
    std::fprintf(stderr, "attn translate: model '%s': %s\n", model_path, stored.status().message().c_str());
    return false;
  }
  options_ = args.options;
  if (!args.length_penalty_given) options_.length_penalty = stored.value().length_penalty;
  if (!args.length_penalty_kind_given) options_.length_penalty_kind = stored.value().length_penalty_kind;
  time_limit_ms_ = static_cast<uint32_t>(args.time_limit_ms);
  auto created = attn::cpp::Translator::create(model_, options_);
  attn::cpp::Status status = created.ok() ? created.value().set_time_limit(time_limit_ms_) : created.status();
  if (!status.ok()) {
    std::fprintf(stderr, "attn translate: cannot create a translator: %s\n", status.message().c_str());
    return false;
  }
  translator_ = std::move(created).value();
  return true;
}

attn::cpp::Status LineTranslator::reserve_input(size_t bytes) {
  const int32_t limit = attn::cpp::Translator::option_limits().max_input_bytes;
  if (bytes <= static_cast<size_t>(options_.max_input_bytes) || bytes > static_cast<size_t>(limit)) {
    return attn::cpp::Status();
  }
  attn_translator_options grown = options_;
  grown.max_input_bytes = static_cast<int32_t>(bytes);
  auto created = attn::cpp::Translator::create(model_, grown);
  if (!created.ok()) return created.status();
  (void)created.value().set_time_limit(time_limit_ms_);
  translator_ = std::move(created).value();
  options_ = grown;
  return attn::cpp::Status();
}

void LineTranslator::translate_text(const std::vector<std::string>& lines, bool split, bool scores) {
  lines_.assign(lines.size(), Line());
  attn_text_options options = attn::cpp::Translator::text_options();
  options.split_sentences = split ? 1 : 0;
  options.details = scores ? 1 : 0;
  // Lines cut into sentences go to the translator together, joined by line breaks, so that the sentences of
  // several lines share its batches (a line break always ends a sentence, and the text between sentences is
  // copied as it stands, so each line translates as it does alone). Not with scores (they are per line) or a
  // time limit (it is per call).
  const bool join = split && !scores && time_limit_ms_ == 0 && options_.max_batch > 1;
  for (size_t first = 0; first < lines.size();) {
    size_t end = first + 1, bytes = lines[first].size();
    while (join && end < lines.size() &&
           bytes + 1 + lines[end].size() <= static_cast<size_t>(options_.max_input_bytes)) {
      bytes += 1 + lines[end].size();
      ++end;
    }
    if (end - first < 2 || !translate_joined(lines, first, end, options)) {
      for (size_t i = first; i < end; ++i) translate_line(lines[i], options, scores, &lines_[i]);
    }
    first = end;
  }
}

void LineTranslator::translate_line(const std::string& text, const attn_text_options& options, bool scores,
                                    Line* line) {
  attn::cpp::Status status = reserve_input(text.size());
  if (status.ok()) {
    auto translated = translator_.translate_text(text, options);
    if (translated.ok()) {
      line->translation = std::move(translated.value().text);
      if (scores) line->scores = format_scores(translated.value());
    }
    status = translated.status();
  }
  line->ok = status.ok();
  if (!line->ok) line->message = status.message();
}

bool LineTranslator::translate_joined(const std::vector<std::string>& lines, size_t first, size_t end,
                                      const attn_text_options& options) {
  std::string joined;
  std::vector<size_t> breaks;  // where each line but the last ends in joined (its line break)
  for (size_t i = first; i < end; ++i) {
    if (i > first) {
      breaks.push_back(joined.size());
      joined += '\n';
    }
    joined += lines[i];
  }
  auto translated = translator_.translate_text(joined, options);
  if (!translated.ok()) return false;  // each line again alone, for its own message
  const std::vector<attn_sentence_span>& sentences = translated.value().sentences;
  const std::string& text = translated.value().text;
  // A line break lies between sentences, in text copied as it stands: its place in the output is the end of
  // the sentence before it plus its distance from that sentence's end.
  std::vector<size_t> targets;
  size_t s = 0;
  for (const size_t at : breaks) {
    while (s < sentences.size() && sentences[s].source_end <= at) ++s;
    if (s < sentences.size() && sentences[s].source_begin <= at) return false;  // inside a sentence
    targets.push_back(s == 0 ? at : sentences[s - 1].target_end + (at - sentences[s - 1].source_end));
  }
  for (size_t i = first, begin = 0; i < end; ++i) {
    const size_t stop = i + 1 < end ? targets[i - first] : text.size();
    lines_[i].translation = text.substr(begin, stop - begin);
    begin = stop + 1;
  }
  return true;
}

bool LineTranslator::translate_document(const std::string& document, std::string* translated,
                                        std::string* warning) {
  if (const attn::cpp::Status reserved = reserve_input(document.size()); !reserved.ok()) {
    std::fprintf(stderr, "attn translate: %s\n", reserved.message().c_str());
    return false;
  }
  attn_text_options options = attn::cpp::Translator::text_options();
  options.markup = ATTN_MARKUP_HTML;
  auto result = translator_.translate_text(document, options);
  if (!result.ok()) {
    std::fprintf(stderr, "attn translate: %s\n", result.status().message().c_str());
    return false;
  }
  *translated = std::move(result.value().text);
  *warning = std::move(result.value().warning);
  return true;
}

void LineTranslator::translate(const std::vector<std::string>& lines) {
  std::vector<std::string_view> texts(lines.begin(), lines.end());
  auto batch = translator_.translate_batch(texts);
  lines_.assign(lines.size(), Line());
  for (size_t i = 0; i < lines.size(); ++i) {
    Line& line = lines_[i];
    const attn::cpp::Status& status = batch.ok() ? batch.value()[i].status() : batch.status();
    line.ok = status.ok();
    if (line.ok) {
      line.translation = std::move(batch.value()[i].value());
      continue;
    }
    // The batch call keeps only the first failure's message; a failed line's own comes from translating it
    // alone (the failures a batch sees — too long, invalid UTF-8 — are found before any decoding, so this
    // costs little).
    char scratch[256];
    size_t written = 0;
    const attn::cpp::Status alone = translator_.translate(lines[i], scratch, &written);
    line.message = !alone.ok() && alone.code() != ATTN_ERROR_BUFFER_TOO_SMALL
                       ? alone.message()
                       : attn_status_name(status.code());
  }
}

}  // namespace attn::cli
