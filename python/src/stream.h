// attn.TranslationStream: what Translator.translate_iter returns. The C streaming call reports each decoding
// step through a callback inside one call, while a Python iterator must return after each item; so the call
// runs on a worker thread of its own and hands each partial text over a queue, and __next__ waits for the
// next one with the GIL released. Closing (or dropping) the stream cancels the translation through the
// callback's return value.
#pragma once

#include <nanobind/nanobind.h>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "python/src/translator.h"

namespace attn::python {

class TranslationStream {
 public:
  TranslationStream(Lease lease, std::string text);
  TranslationStream(TranslationStream&& other) noexcept;
  TranslationStream(const TranslationStream&) = delete;
  TranslationStream& operator=(const TranslationStream&) = delete;
  ~TranslationStream() { close(); }

  // The next partial text, then the final translation (unless the last partial already was it); raises
  // StopIteration after that, or the translation's error.
  nanobind::str next();
  // Cancels a translation still running and waits for its thread; the translator is free again afterwards,
  // and the iteration is over.
  void close();

 private:
  // Everything the worker thread touches, on the heap so that moving the stream does not move it.
  struct State {
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<std::string> partials;
    bool finished = false;
    attn_status status = ATTN_OK;
    std::string error_message;
    std::string translation;
    std::atomic<bool> cancel{false};
  };
  enum class Phase { kStreaming, kFinalGiven, kDone };
  // Hands a partial text to the consumer; false when the stream was closed (cancels the translation).
  static bool on_partial(State& state, std::string_view text);
  // Waits for the worker thread and gives the translator back.
  void join_worker();

  std::optional<Lease> lease_;
  std::unique_ptr<State> state_;
  std::thread worker_;
  std::optional<std::string> last_;  // the text returned last
  Phase phase_ = Phase::kStreaming;
};

void bind_stream(nanobind::module_& m);

}  // namespace attn::python
