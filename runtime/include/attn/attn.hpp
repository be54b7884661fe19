// attn.hpp — a thin, header-only C++ wrapper over the C API (attn.h): RAII handles and results that carry
// a status and its message. No exceptions. It lives in namespace attn::cpp so that it never collides with
// the runtime's internal attn:: classes.
//
//   auto model = attn::cpp::Model::load_file("en-de.attn");
//   if (!model.ok()) { std::cerr << model.status().message(); return 1; }
//   auto translator = attn::cpp::Translator::create(model.value());
//   auto german = translator.value().translate("Hello world.");
//
// translate() returning std::string allocates; for the allocation-free path call translate(text, buffer).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "attn/attn.h"

namespace attn::cpp {

class Status {
 public:
  Status() = default;
  Status(attn_status code, std::string message) : code_(code), message_(std::move(message)) {}
  // The status of the call just made on this thread, with attn_last_error_message() when it failed.
  static Status from(attn_status code) {
    return code == ATTN_OK ? Status() : Status(code, attn_last_error_message());
  }

  bool ok() const { return code_ == ATTN_OK; }
  attn_status code() const { return code_; }
  const std::string& message() const { return message_; }

 private:
  attn_status code_ = ATTN_OK;
  std::string message_ = "ok";
};

// A T, or the Status saying why not.
template <typename T>
class Result {
 public:
  Result(T value) : value_(std::move(value)) {}  // NOLINT: implicit by design
  Result(Status status) : status_(std::move(status)) {}  // NOLINT: implicit by design

  bool ok() const { return status_.ok(); }
  const Status& status() const { return status_; }
  T& value() & { return value_; }
  const T& value() const& { return value_; }
  T&& value() && { return std::move(value_); }

 private:
  Status status_;
  T value_{};
};

class Model {
 public:
  Model() = default;
  Model(Model&& other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}
  Model& operator=(Model&& other) noexcept {
    std::swap(handle_, other.handle_);
    return *this;
  }
  Model(const Model&) = delete;
  Model& operator=(const Model&) = delete;
  ~Model() { attn_model_free(handle_); }

  static Result<Model> load_file(const std::string& path) {
    Model m;
    const attn_status s = attn_model_load_file(path.c_str(), &m.handle_);
    if (s != ATTN_OK) return Status::from(s);
    return m;
  }
  // Maps the file instead of reading it (attn_model_map_file: the file must stay as it is meanwhile).
  static Result<Model> map_file(const std::string& path) {
    Model m;
    const attn_status s = attn_model_map_file(path.c_str(), &m.handle_);
    if (s != ATTN_OK) return Status::from(s);
    return m;
  }
  static Result<Model> load_buffer(const void* data, size_t size) {
    Model m;
    const attn_status s = attn_model_load_buffer(data, size, &m.handle_);
    if (s != ATTN_OK) return Status::from(s);
    return m;
  }

  Result<attn_model_info> info() const {
    attn_model_info info{};
    info.struct_size = sizeof(info);
    const attn_status s = attn_model_get_info(handle_, &info);
    if (s != ATTN_OK) return Status::from(s);
    return info;
  }

  // The metadata value stored under key; nullptr when the model has no such entry.
  Result<const char*> metadata(const std::string& key) const {
    const char* value = nullptr;
    const attn_status s = attn_model_get_metadata(handle_, key.c_str(), &value);
    if (s != ATTN_OK) return Status::from(s);
    return value;
  }

  const attn_model* get() const { return handle_; }

 private:
  attn_model* handle_ = nullptr;
};

// What Translator::translate_text returns: the translated text, its sentences and (with details) its tokens,
// as attn_translate_text reports them (byte offsets into the input and into text).
struct TextTranslation {
  std::string text;
  std::vector<attn_sentence_span> sentences;
  std::vector<attn_token_info> tokens;  // empty without details
  std::string warning;                  // empty, or why markup was translated as plain text
};

class Translator {
 public:
  static attn_translator_options default_options() {
    attn_translator_options o;
    attn_translator_options_init(&o);
    return o;
  }
  // The largest value a translator accepts for each option (attn_translator_options_get_limits).
  static attn_translator_options option_limits() {
    attn_translator_options o;
    (void)attn_translator_options_get_limits(&o);  // fails only for a null pointer
    return o;
  }
  // The defaults with the decoding settings the model stores (attn_translator_options_init_for_model).
  static Result<attn_translator_options> model_options(const Model& model) {
    attn_translator_options o;
    const attn_status s = attn_translator_options_init_for_model(model.get(), &o);
    if (s != ATTN_OK) return Status::from(s);
    return o;
  }

  Translator() = default;
  Translator(Translator&& other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}
  Translator& operator=(Translator&& other) noexcept {
    std::swap(handle_, other.handle_);
    return *this;
  }
  Translator(const Translator&) = delete;
  Translator& operator=(const Translator&) = delete;
  ~Translator() { attn_translator_free(handle_); }

  // The model must outlive the translator.
  static Result<Translator> create(const Model& model, const attn_translator_options& options = default_options()) {
    Translator t;
    const attn_status s = attn_translator_create(model.get(), &options, &t.handle_);
    if (s != ATTN_OK) return Status::from(s);
    return t;
  }

  // Every later call stops with ATTN_ERROR_CANCELLED once `milliseconds` have passed since it began; 0: no
  // limit (attn_translator_set_time_limit).
  Status set_time_limit(uint32_t milliseconds) {
    return Status::from(attn_translator_set_time_limit(handle_, milliseconds));
  }
  // From any thread: the call running on this translator stops with ATTN_ERROR_CANCELLED
  // (attn_translator_cancel).
  Status cancel() { return Status::from(attn_translator_cancel(handle_)); }

  // Allocation-free: the translation and a NUL into out; *written its length (or the size needed on
  // ATTN_ERROR_BUFFER_TOO_SMALL).
  Status translate(std::string_view text, std::span<char> out, size_t* written) {
    return Status::from(attn_translate(handle_, text.data(), text.size(), out.data(), out.size(), written));
  }

  // Streaming, allocation-free: on_partial(std::string_view text) -> bool is called after every decoding step
  // with the best hypothesis so far (see attn_translate_streaming); returning false cancels
  // (ATTN_ERROR_CANCELLED).
  template <typename OnPartial>
  Status translate_streaming(std::string_view text, OnPartial&& on_partial, std::span<char> out, size_t* written) {
    using Callable = std::remove_reference_t<OnPartial>;
    const attn_partial_callback trampoline = [](void* user, const char* partial, size_t size) -> int {
      return (*static_cast<Callable*>(user))(std::string_view(partial, size)) ? 0 : 1;
    };
    void* user = const_cast<void*>(static_cast<const void*>(&on_partial));
    return Status::from(attn_translate_streaming(handle_, text.data(), text.size(), trampoline, user, out.data(),
                                                 out.size(), written));
  }

  // Convenience: grows a string to the size the translation needs. A too-small first guess costs a second
  // translation, so it errs large: 1 KiB holds a 64-token translation of 16-byte pieces.
  Result<std::string> translate(std::string_view text) {
    std::string out(std::max<size_t>(text.size() * 4 + 256, 1024), '\0');
    size_t written = 0;
    attn_status s = attn_translate(handle_, text.data(), text.size(), out.data(), out.size(), &written);
    if (s == ATTN_ERROR_BUFFER_TOO_SMALL) {
      out.resize(written);
      s = attn_translate(handle_, text.data(), text.size(), out.data(), out.size(), &written);
    }
    if (s != ATTN_OK) return Status::from(s);
    out.resize(written);
    return out;
  }

  // Batch, allocation-free: as attn_translate_batch (texts[i] of sizes[i] bytes; offsets [count + 1],
  // statuses [count]). The returned Status is the call's: ok only when every text was translated.
  Status translate_batch(const char* const* texts, const size_t* sizes, size_t count, std::span<char> out,
                         size_t* offsets, attn_status* statuses) {
    return Status::from(
        attn_translate_batch(handle_, texts, sizes, count, out.data(), out.size(), offsets, statuses));
  }

  // Convenience: translates every text (max_batch at a time), growing the output buffer as needed. The result
  // fails only when the call itself does (a null translator); each text's own outcome is in translations[i]
  // (the first failed text's message is the library's; later ones carry the status name).
  Result<std::vector<Result<std::string>>> translate_batch(const std::vector<std::string_view>& texts) {
    std::vector<const char*> pointers;
    std::vector<size_t> sizes;
    for (std::string_view t : texts) {
      pointers.push_back(t.data());
      sizes.push_back(t.size());
    }
    std::vector<size_t> offsets(texts.size() + 1);
    std::vector<attn_status> statuses(texts.size());
    size_t total = 0;
    for (std::string_view t : texts) total += t.size() * 2 + 16;
    std::vector<char> out(total + 1);
    attn_status s = attn_translate_batch(handle_, pointers.data(), sizes.data(), texts.size(), out.data(), out.size(),
                                         offsets.data(), statuses.data());
    if (s == ATTN_ERROR_BUFFER_TOO_SMALL) {
      // Translations that fit are written; only those that did not are translated again (offsets[i + 1] −
      // offsets[i] is what each needs), so a short guess costs those texts twice, not the whole batch.
      s = translate_again(pointers, sizes, out, offsets, statuses);
    }
    const std::string first_failure = s != ATTN_OK ? attn_last_error_message() : "";
    bool any_failed = false;
    for (attn_status status : statuses) any_failed = any_failed || status != ATTN_OK;
    if (s != ATTN_OK && !any_failed) return Status(s, first_failure);  // the call itself failed
    std::vector<Result<std::string>> translations;
    bool first = true;
    for (size_t i = 0; i < texts.size(); ++i) {
      if (statuses[i] == ATTN_OK) {
        translations.emplace_back(std::string(out.data() + offsets[i], offsets[i + 1] - offsets[i] - 1));
      } else {
        translations.emplace_back(Status(statuses[i], first ? first_failure : attn_status_name(statuses[i])));
        first = false;
      }
    }
    return translations;
  }

  static attn_text_options text_options() {
    attn_text_options o;
    attn_text_options_init(&o);
    return o;
  }

  // Convenience for attn_translate_text: sizes the output and the sentence and token arrays, and when a guess
  // was short (BUFFER_TOO_SMALL says what is needed) translates once more with the sizes the call reported.
  Result<TextTranslation> translate_text(std::string_view text, const attn_text_options& options = text_options()) {
    TextTranslation t;
    std::vector<char> out(std::max<size_t>(text.size() * 4 + 256, 1024));
    t.sentences.resize(text.size() / 32 + 16);
    if (options.details != 0) t.tokens.resize(text.size() / 2 + 64);
    attn_text_result result{};
    size_t written = 0;
    attn_status s = ATTN_ERROR_BUFFER_TOO_SMALL;
    for (int attempt = 0; attempt < 2 && s == ATTN_ERROR_BUFFER_TOO_SMALL; ++attempt) {
      if (attempt == 1) {
        out.resize(std::max(out.size(), written));
        t.sentences.resize(std::max(t.sentences.size(), result.sentence_count));
        if (options.details != 0) t.tokens.resize(std::max(t.tokens.size(), result.token_count));
      }
      result = attn_text_result{sizeof(attn_text_result), t.sentences.data(), t.sentences.size(), 0,
                                t.tokens.empty() ? nullptr : t.tokens.data(), t.tokens.size(), 0, nullptr};
      s = attn_translate_text(handle_, text.data(), text.size(), &options, out.data(), out.size(), &written,
                              &result);
    }
    if (s != ATTN_OK) return Status::from(s);
    t.text.assign(out.data(), written);
    t.sentences.resize(result.sentence_count);
    t.tokens.resize(result.token_count);
    if (result.warning != nullptr) t.warning = result.warning;
    return t;
  }

  // Source ids without eos in; target ids without bos/eos out.
  Result<std::vector<int32_t>> translate_ids(std::span<const int32_t> source_ids, size_t max_output = 1024) {
    std::vector<int32_t> out(max_output);
    size_t written = 0;
    attn_status s = attn_translate_ids(handle_, source_ids.data(), source_ids.size(), out.data(), out.size(), &written);
    if (s == ATTN_ERROR_BUFFER_TOO_SMALL) {
      out.resize(written);
      s = attn_translate_ids(handle_, source_ids.data(), source_ids.size(), out.data(), out.size(), &written);
    }
    if (s != ATTN_OK) return Status::from(s);
    out.resize(written);
    return out;
  }

  attn_translator* get() { return handle_; }

 private:
  // After a batch came back BUFFER_TOO_SMALL: when every text either fit or only lacked room, translates the
  // ones that lacked room again into a buffer of exactly the bytes they need (offsets[i + 1] − offsets[i])
  // and rebuilds out and offsets with every translation in place. A text translates the same in any batch,
  // so this gives what one call with a large enough buffer would. Otherwise (some text failed for another
  // reason, whose message only the whole call reports) translates the whole batch again at the full size.
  attn_status translate_again(const std::vector<const char*>& texts, const std::vector<size_t>& sizes,
                              std::vector<char>& out, std::vector<size_t>& offsets,
                              std::vector<attn_status>& statuses) {
    const size_t count = texts.size();
    std::vector<const char*> again_texts;
    std::vector<size_t> again_sizes, again_index;
    for (size_t i = 0; i < count; ++i) {
      if (statuses[i] == ATTN_ERROR_BUFFER_TOO_SMALL) {
        again_texts.push_back(texts[i]);
        again_sizes.push_back(sizes[i]);
        again_index.push_back(i);
      } else if (statuses[i] != ATTN_OK) {
        out.resize(offsets[count]);
        return attn_translate_batch(handle_, texts.data(), sizes.data(), count, out.data(), out.size(),
                                    offsets.data(), statuses.data());
      }
    }
    const size_t n = again_texts.size();
    size_t needed = 0;
    for (size_t i : again_index) needed += offsets[i + 1] - offsets[i];
    std::vector<char> again(needed);
    std::vector<size_t> again_offsets(n + 1);
    std::vector<attn_status> again_statuses(n);
    const attn_status s =
        attn_translate_batch(handle_, again_texts.data(), again_sizes.data(), n, again.data(), again.size(),
                             again_offsets.data(), again_statuses.data());
    std::vector<char> merged;
    std::vector<size_t> merged_offsets(count + 1);
    for (size_t i = 0, k = 0; i < count; ++i) {
      if (k < n && again_index[k] == i) {
        statuses[i] = again_statuses[k];
        merged.insert(merged.end(), again.begin() + static_cast<std::ptrdiff_t>(again_offsets[k]),
                      again.begin() + static_cast<std::ptrdiff_t>(again_offsets[k + 1]));
        ++k;
      } else {
        merged.insert(merged.end(), out.begin() + static_cast<std::ptrdiff_t>(offsets[i]),
                      out.begin() + static_cast<std::ptrdiff_t>(offsets[i + 1]));
      }
      merged_offsets[i + 1] = merged.size();
    }
    out.swap(merged);
    offsets.swap(merged_offsets);
    return s;
  }

  attn_translator* handle_ = nullptr;
};

}  // namespace attn::cpp
