#include "localize/src/fill/attn_line_translator.h"

#include <string_view>

namespace attn::localize {
namespace {

// A failure of the public API, as a Status with its message: StatusCode has the public codes' values
// (runtime/src/api/status_code.h checks each).
Status failed(const cpp::Status& status, const std::string& context = {}) {
  const auto code = static_cast<StatusCode>(status.code());
  if (context.empty()) return Status::Error(code, "%s", status.message().c_str());
  return Status::Error(code, "%s: %s", context.c_str(), status.message().c_str());
}

}  // namespace

Result<std::unique_ptr<AttnLineTranslator>> AttnLineTranslator::create(
    const std::vector<std::string>& model_paths, int threads, int batch, int beam) {
  auto out = std::unique_ptr<AttnLineTranslator>(new AttnLineTranslator());
  for (const std::string& path : model_paths) {
    auto model = cpp::Model::load_file(path);
    if (!model.ok()) return failed(model.status(), path);
    auto options = cpp::Translator::model_options(model.value());
    if (!options.ok()) return failed(options.status());
    attn_translator_options o = options.value();
    o.threads = threads;
    o.max_batch = batch;
    o.beam_size = beam;
    auto translator = cpp::Translator::create(model.value(), o);
    if (!translator.ok()) return failed(translator.status());
    out->stages_.push_back({std::move(model).value(), std::move(translator).value()});
  }
  if (out->stages_.empty()) return Status::Error(StatusCode::kInvalidArgument, "no model to translate with");
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
          r = failed(t.status());
        } else if (!t.value().warning.empty()) {
          r = Status::Error(StatusCode::kInvalidArgument, "markup: %s", t.value().warning.c_str());
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
      for (size_t i : index) next[i] = failed(batch.status());
    } else {
      for (size_t k = 0; k < index.size(); ++k) {
        auto& r = batch.value()[k];
        next[index[k]] =
            r.ok() ? Result<std::string>(std::move(r.value())) : Result<std::string>(failed(r.status()));
      }
    }
    results = std::move(next);
  }
  return results;
}

}  // namespace attn::localize
