#include "python/src/stream.h"

#include <algorithm>
#include <functional>
#include <string_view>

#include "python/src/errors.h"
#include "python/src/text.h"

namespace nb = nanobind;

namespace attn::python {

namespace {

// The streaming translation, on the worker thread: attn_translate_streaming into a buffer of a first guess at
// the size (translations are rarely more than a few times longer than their source); when that is too small,
// attn.hpp's translate() runs it again at the size needed — the same text, deterministically, and the
// partial texts were already handed over.
attn::cpp::Result<std::string> stream_translation(attn::cpp::Translator& translator, const std::string& text,
                                                  const std::function<bool(std::string_view)>& on_partial) {
  std::string out(std::max<size_t>(256, 4 * text.size() + 64), '\0');
  size_t written = 0;
  const attn::cpp::Status status = translator.translate_streaming(text, on_partial, out, &written);
  if (status.code() == ATTN_ERROR_BUFFER_TOO_SMALL) return translator.translate(text);
  if (!status.ok()) return status;
  out.resize(written);
  return out;
}

}  // namespace

TranslationStream::TranslationStream(Lease lease, std::string text)
    : lease_(std::move(lease)), state_(std::make_unique<State>()) {
  TranslatorHandle* handle = &**lease_;
  State* state = state_.get();
  worker_ = std::thread([handle, state, text = std::move(text)] {
    const attn::cpp::Result<std::string> result = stream_translation(
        handle->translator, text, [state](std::string_view partial) { return on_partial(*state, partial); });
    std::lock_guard<std::mutex> lock(state->mutex);
    state->status = result.status().code();
    state->error_message = result.status().message();  // read by attn.hpp on this thread
    state->translation = result.value();
    state->finished = true;
    state->changed.notify_all();
  });
}

TranslationStream::TranslationStream(TranslationStream&& other) noexcept
    : lease_(std::move(other.lease_)),
      state_(std::move(other.state_)),
      worker_(std::move(other.worker_)),
      last_(std::move(other.last_)),
      phase_(other.phase_) {
  other.lease_.reset();
  other.phase_ = Phase::kDone;
}

bool TranslationStream::on_partial(State& state, std::string_view text) {
  std::lock_guard<std::mutex> lock(state.mutex);
  state.partials.emplace_back(text);
  state.changed.notify_all();
  return !state.cancel.load();  // false cancels the translation
}

nb::str TranslationStream::next() {
  if (phase_ != Phase::kStreaming || state_ == nullptr) {
    phase_ = Phase::kDone;
    throw nb::stop_iteration();
  }
  std::optional<std::string> partial;
  {
    nb::gil_scoped_release release;
    std::unique_lock<std::mutex> lock(state_->mutex);
    state_->changed.wait(lock, [&] { return !state_->partials.empty() || state_->finished; });
    if (!state_->partials.empty()) {
      partial = std::move(state_->partials.front());
      state_->partials.pop_front();
    }
  }
  if (partial) {
    last_ = std::move(partial);
    return to_str(*last_);
  }
  // Finished, and every partial text taken.
  join_worker();
  if (state_->status != ATTN_OK) {
    phase_ = Phase::kDone;
    throw StatusError(ErrorKind::kStatus, state_->status, state_->error_message);
  }
  // With beam search the final translation may differ from the last partial text; it always comes last.
  if (last_ && *last_ == state_->translation) {
    phase_ = Phase::kDone;
    throw nb::stop_iteration();
  }
  phase_ = Phase::kFinalGiven;
  last_ = state_->translation;
  return to_str(*last_);
}

void TranslationStream::join_worker() {
  if (worker_.joinable()) {
    nb::gil_scoped_release release;  // the worker never takes the GIL, but other Python threads may run
    worker_.join();
  }
  if (lease_) {
    lease_->release();
    lease_.reset();
  }
}

void TranslationStream::close() {
  if (state_ == nullptr) return;
  state_->cancel.store(true);
  join_worker();
  phase_ = Phase::kDone;
}

void bind_stream(nb::module_& m) {
  nb::class_<TranslationStream>(m, "TranslationStream",
                                "An iterator over a translation's partial texts (Translator.translate_iter).")
      .def(
          "__iter__", [](nb::handle self) { return self; },
          nb::sig("def __iter__(self, /) -> TranslationStream"))
      .def("__next__", &TranslationStream::next)
      .def("close", &TranslationStream::close,
           "Cancels the translation if it is still running; the Translator can be used again afterwards.")
      .def(
          "__enter__", [](nb::handle self) { return self; },
          nb::sig("def __enter__(self, /) -> TranslationStream"))
      .def(
          "__exit__", [](TranslationStream& self, nb::args) { self.close(); },
          nb::sig("def __exit__(self, *args: object) -> None"));
}

}  // namespace attn::python
