#include "localize/src/fill/attn_line_translator.h"

#include <string_view>

namespace attn::localize {

Result<std::unique_ptr<AttnLineTranslator>> AttnLineTranslator::create(
    const std::vector<std::string>& model_paths, int threads, int batch) {
  auto out = std::unique_ptr<AttnLineTranslator>(new AttnLineTranslator());
  for (const std::string& path : model_paths) {
    auto model = cpp::Model::load_file(path);
    if (!model.ok())
      return Status::Error(model.status().code(), "%s: %s", path.c_str(), model.status().message().c_str());
    auto options = cpp::Translator::model_options(model.value());
    if (!options.ok())
      return Status::Error(options.status().code(), "%s", options.status().message().c_str());
    attn_translator_options o = options.value();
    o.threads = threads;
    o.max_batch = batch;
    auto translator = cpp::Translator::create(model.value(), o);
    if (!translator.ok())
      return Status::Error(translator.status().code(), "%s", translator.status().message().c_str());
    out->stages_.push_back({std::move(model).value(), std::move(translator).value()});
  }
  if (out->stages_.empty()) return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "no model to translate with");
  return out;
}

std::vector<Result<std::string>> AttnLineTranslator::translate(std::span<const std::string> lines,
                                                               bool markup) {
  std::vector<Result<std::string>> results(lines.begin(), lines.end());
  for (Stage& stage : stages_) {
    if (markup) {
      attn_text_options options = cpp::Translator::text_options();
      options.markup = ATTN_MARKUP_HTML;
      for (Result<std::string>& r : results) {
        if (!r.ok()) continue;
        auto t = stage.translator.translate_text(r.value(), options);
        if (!t.ok()) {
          r = Status::Error(t.status().code(), "%s", t.status().message().c_str());
        } else if (!t.value().warning.empty()) {
          r = Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "markup: %s", t.value().warning.c_str());
        } else {
          r = std::move(t.value().text);
        }
      }
      continue;
    }
    std::vector<std::string_view> texts;
    std::vector<size_t> index;
    for (size_t i = 0; i < results.size(); ++i) {
      if (!results[i].ok()) continue;
      texts.push_back(results[i].value());
      index.push_back(i);
    }
    auto batch = stage.translator.translate_batch(texts);
    std::vector<Result<std::string>> next = results;
    if (!batch.ok()) {
      for (size_t i : index)
        next[i] = Status::Error(batch.status().code(), "%s", batch.status().message().c_str());
    } else {
      for (size_t k = 0; k < index.size(); ++k) {
        auto& r = batch.value()[k];
        next[index[k]] =
            r.ok()
                ? Result<std::string>(std::move(r.value()))
                : Result<std::string>(Status::Error(r.status().code(), "%s", r.status().message().c_str()));
      }
    }
    results = std::move(next);
  }
  return results;
}

}  // namespace attn::localize
