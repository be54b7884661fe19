// attn.Translator: one attn_translator (one per thread, attn.h), with the GIL released while it translates.
#pragma once

#include <nanobind/nanobind.h>

#include <atomic>
#include <memory>
#include <optional>
#include <string>

#include "attn/attn.h"
#include "python/src/model.h"

namespace attn::python {

// Owns the C translator and keeps its model's handle alive. Shared by the Python Translator and a running
// translate_iter stream, so that closing the Translator mid-stream frees nothing the stream still uses.
struct TranslatorHandle {
  std::shared_ptr<ModelHandle> model;  // declared first, so destroyed after the translator
  attn::cpp::Translator translator;
  attn_translator_options options{};
  // What options.float_activation_layers points to (or nullptr: the runtime's choice).
  std::optional<std::string> float_activation_layers;
  size_t max_positions = 0;    // the model's, the most ids a translation can have
  uint32_t time_limit_ms = 0;  // attn_translator_set_time_limit's, as last set
  // Set while a call or a stream uses the translator: a C translator is not safe to use from two threads at
  // once, and a second use is refused with attn.TranslatorBusyError rather than waited for (waiting would
  // deadlock a thread that translates while its own translate_iter is unfinished). An atomic flag, not a
  // mutex: a stream may be finished on another thread than the one that started it.
  std::atomic<bool> busy{false};
};

// Holds TranslatorHandle::busy for a scope (or, moved into a stream, for the stream's life).
class Lease {
 public:
  explicit Lease(std::shared_ptr<TranslatorHandle> handle);  // throws attn.TranslatorBusyError
  Lease(Lease&& other) noexcept : handle_(std::move(other.handle_)) {}
  Lease(const Lease&) = delete;
  Lease& operator=(const Lease&) = delete;
  ~Lease() { release(); }
  void release();
  TranslatorHandle& operator*() const { return *handle_; }
  TranslatorHandle* operator->() const { return handle_.get(); }

 private:
  std::shared_ptr<TranslatorHandle> handle_;
};

void bind_translator(nanobind::module_& m);

}  // namespace attn::python
