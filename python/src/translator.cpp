#include "python/src/translator.h"

#include <nanobind/stl/optional.h>
#include <nanobind/stl/string.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <vector>

#include "python/src/errors.h"
#include "python/src/ids.h"
#include "python/src/stream.h"
#include "python/src/text.h"
#include "python/src/text_translation.h"

namespace nb = nanobind;

namespace attn::python {

Lease::Lease(std::shared_ptr<TranslatorHandle> handle) : handle_(std::move(handle)) {
  bool expected = false;
  if (!handle_->busy.compare_exchange_strong(expected, true)) {
    handle_ = nullptr;
    throw_busy();
  }
}

void Lease::release() {
  if (handle_ != nullptr) handle_->busy.store(false);
  handle_ = nullptr;
}

namespace {

int32_t length_penalty_kind(const std::string& name, const char* what) {
  if (name == "gnmt") return ATTN_LENGTH_PENALTY_GNMT;
  if (name == "power") return ATTN_LENGTH_PENALTY_POWER;
  throw nb::value_error((std::string(what) + " '" + name + "' is not 'gnmt' or 'power'").c_str());
}

class Translator {
 public:
  Translator(nb::object model_object, int32_t beam_size, std::optional<float> length_penalty, int32_t threads,
             int32_t max_batch, int32_t max_input_bytes, int32_t max_source_tokens, int32_t max_extra_tokens,
             int32_t max_target_tokens, std::optional<std::string> penalty_kind, bool use_shortlist,
             std::optional<std::string> float_activation_layers)
      : model_object_(std::move(model_object)) {
    if (!nb::isinstance<Model>(model_object_)) {
      throw nb::type_error(
          ("model must be an attn.Model, not " + std::string(nb::type_name(model_object_.type()).c_str()))
              .c_str());
    }
    const Model& model = nb::cast<const Model&>(model_object_);
    auto handle = std::make_shared<TranslatorHandle>();
    handle->model = model.handle();
    handle->max_positions = model.architecture().max_positions;
    attn_translator_options& o = handle->options;
    // The defaults plus the decoding settings the model stores (its dev-tuned length penalty), as `attn
    // translate` does; what the caller gives wins.
    check(attn_translator_options_init_for_model(handle->model->get(), &o));
    o.beam_size = beam_size;
    if (length_penalty.has_value()) o.length_penalty = *length_penalty;
    if (penalty_kind.has_value())
      o.length_penalty_kind = length_penalty_kind(*penalty_kind, "length_penalty_kind");
    o.threads = threads;
    o.max_batch = max_batch;
    o.max_input_bytes = max_input_bytes;
    o.max_source_tokens = max_source_tokens;
    o.max_extra_tokens = max_extra_tokens;
    o.max_target_tokens = max_target_tokens;
    o.use_shortlist = use_shortlist ? 1 : 0;
    handle->float_activation_layers = std::move(float_activation_layers);
    o.float_activation_layers =
        handle->float_activation_layers ? handle->float_activation_layers->c_str() : nullptr;
    auto created = [&] {
      nb::gil_scoped_release release;  // plans all memory and packs XNNPACK's weights
      return attn::cpp::Translator::create(*handle->model, o);
    }();
    check(created.status());
    handle->translator = std::move(created).value();
    handle_ = std::move(handle);
  }

  std::shared_ptr<TranslatorHandle> handle() const {
    if (handle_ == nullptr) throw_closed("the Translator");
    return handle_;
  }

  nb::str translate(nb::handle text_object) {
    const std::string text = utf8_bytes(text_object, "text");
    Lease lease(handle());
    const auto translation = [&] {
      nb::gil_scoped_release release;
      return lease->translator.translate(text);
    }();
    check(translation.status());
    return to_str(translation.value());
  }

  nb::list translate_batch(nb::handle texts_object) {
    nb::object fast = nb::steal(PySequence_Fast(texts_object.ptr(), "texts must be a sequence of str"));
    if (!fast.is_valid()) throw nb::python_error();
    const size_t count = static_cast<size_t>(PySequence_Fast_GET_SIZE(fast.ptr()));
    std::vector<std::string> texts(count);
    for (size_t i = 0; i < count; ++i) {
      texts[i] = utf8_bytes(PySequence_Fast_GET_ITEM(fast.ptr(), static_cast<Py_ssize_t>(i)),
                            ("texts[" + std::to_string(i) + "]").c_str());
    }
    const std::vector<std::string_view> views(texts.begin(), texts.end());
    Lease lease(handle());
    // attn_translate_batch decodes max_batch texts at a time and reports each text's status.
    const auto translations = [&] {
      nb::gil_scoped_release release;
      return lease->translator.translate_batch(views);
    }();
    check(translations.status());
    nb::list list;
    for (size_t i = 0; i < count; ++i) {
      const attn::cpp::Result<std::string>& r = translations.value()[i];
      if (!r.ok()) {
        throw StatusError(ErrorKind::kStatus, r.status().code(),
                          "texts[" + std::to_string(i) + "]: " + r.status().message(), i);
      }
      list.append(to_str(r.value()));
    }
    return list;
  }

  nb::list translate_ids(nb::handle ids_object) {
    const std::vector<int32_t> ids = ids_from_sequence(ids_object, "ids");
    Lease lease(handle());
    const auto out = [&] {
      nb::gil_scoped_release release;
      return lease->translator.translate_ids(ids, lease->max_positions);
    }();
    check(out.status());
    return ids_to_list(out.value().data(), out.value().size());
  }

  TextResult translate_text(nb::handle text_object, bool split_sentences, bool details,
                            std::optional<std::string> markup, std::optional<int32_t> alignment_layer) {
    const std::string text = utf8_bytes(text_object, "text");
    attn_text_options options = attn::cpp::Translator::text_options();
    options.split_sentences = split_sentences ? 1 : 0;
    options.details = details ? 1 : 0;
    if (alignment_layer.has_value()) options.alignment_layer = *alignment_layer;
    if (markup.has_value() && *markup == "html") {
      options.markup = ATTN_MARKUP_HTML;
    } else if (markup.has_value() && *markup != "none") {
      throw nb::value_error(("markup '" + *markup + "' is not None, 'none' or 'html'").c_str());
    }
    Lease lease(handle());
    const auto translation = [&] {
      nb::gil_scoped_release release;
      return lease->translator.translate_text(text, options);
    }();
    check(translation.status());
    return to_python(translation.value(), text, options.markup == ATTN_MARKUP_HTML);
  }

  TranslationStream translate_iter(nb::handle text_object) {
    std::string text = utf8_bytes(text_object, "text");
    return TranslationStream(Lease(handle()), std::move(text));
  }

  // Between calls only (a Lease): the limit is read when a call begins.
  void set_time_limit_ms(uint32_t milliseconds) {
    Lease lease(handle());
    check(lease->translator.set_time_limit(milliseconds));
    lease->time_limit_ms = milliseconds;
  }
  uint32_t time_limit_ms() const { return handle()->time_limit_ms; }

  // No Lease: this is what another thread calls while a call holds it.
  void cancel() { check(handle()->translator.cancel()); }

  void close() { handle_.reset(); }
  bool closed() const { return handle_ == nullptr; }
  const nb::object& model() const { return model_object_; }
  const attn_translator_options& options() const { return handle()->options; }
  const std::optional<std::string>& float_activation_layers() const {
    return handle()->float_activation_layers;
  }

 private:
  nb::object model_object_;  // keeps the Python Model for the model property
  std::shared_ptr<TranslatorHandle> handle_;
};

}  // namespace

void bind_translator(nb::module_& m) {
  bind_stream(m);
  nb::class_<Translator>(
      m, "Translator",
      "Translates with one Model. Plans all its memory when created; translating allocates nothing in the "
      "runtime and releases the GIL, so Python threads with one Translator each translate in parallel. A "
      "Translator is for one thread at a time: a second concurrent use raises attn.TranslatorBusyError.")
      .def(nb::init<nb::object, int32_t, std::optional<float>, int32_t, int32_t, int32_t, int32_t, int32_t,
                    int32_t, std::optional<std::string>, bool, std::optional<std::string>>(),
           nb::arg("model"), nb::kw_only(), nb::arg("beam_size") = 4, nb::arg("length_penalty") = nb::none(),
           nb::arg("threads") = 1, nb::arg("max_batch") = 4, nb::arg("max_input_bytes") = 4096,
           nb::arg("max_source_tokens") = 0, nb::arg("max_extra_tokens") = 50,
           nb::arg("max_target_tokens") = 0, nb::arg("length_penalty_kind") = nb::none(),
           nb::arg("use_shortlist") = true, nb::arg("float_activation_layers") = nb::none(),
           nb::sig(
               "def __init__(self, model: Model, *, beam_size: int = 4, length_penalty: float | None = None, "
               "threads: int = 1, max_batch: int = 4, max_input_bytes: int = 4096, max_source_tokens: "
               "int = 0, "
               "max_extra_tokens: int = 50, max_target_tokens: int = 0, "
               "length_penalty_kind: str | None = None, use_shortlist: bool = True, "
               "float_activation_layers: str | None = None) -> None"),
           "beam_size 1 is greedy search; length_penalty is GNMT's alpha (None: the model's own, stored as "
           "its "
           "metadata 'length_penalty', else 0.6); length_penalty_kind 'gnmt' (((5 + len) / 6)^alpha) or "
           "'power' "
           "(len^alpha with Hugging Face's stopping rule; None: the model's metadata 'length_penalty_kind', "
           "else "
           "'gnmt'); use_shortlist False scores the whole vocabulary at every step even where the model file "
           "has a "
           "vocabulary shortlist; threads per translation; max_batch "
           "texts decoded together by translate_batch; max_input_bytes the longest text accepted; "
           "max_source_tokens / max_target_tokens 0 mean the model's positions; output may be up to "
           "max_extra_tokens longer than its source; float_activation_layers: the int8 layers that multiply "
           "their fp32 input by their int8 weights instead of rounding it to int8 (closer to the fp32 model, "
           "slower): comma-separated shell patterns over layer names ('*' every layer, "
           "'decoder.layers.*.ffn.fc2'), '' none, None the runtime's choice. Invalid values raise "
           "attn.InvalidArgumentError.")
      .def("translate", &Translator::translate, nb::arg("text"),
           nb::sig("def translate(self, text: str | bytes) -> str"), "The translation of one text.")
      .def("translate_batch", &Translator::translate_batch, nb::arg("texts"),
           nb::sig("def translate_batch(self, texts: collections.abc.Sequence[str | bytes]) -> list[str]"),
           "The translations of several texts, in order, decoded max_batch at a time (each equal to what "
           "translate gives for that text alone). A text that fails raises its error with .index set.")
      .def(
          "translate_text", &Translator::translate_text, nb::arg("text"), nb::kw_only(),
          nb::arg("split_sentences") = true, nb::arg("details") = false, nb::arg("markup") = nb::none(),
          nb::arg("alignment_layer") = nb::none(),
          nb::sig(
              "def translate_text(self, text: str | bytes, *, split_sentences: bool = True, details: bool = "
              "False, markup: str | None = None, alignment_layer: int | None = None) -> TextTranslation"),
          "Translates a text of several sentences (attn_translate_text): each sentence on its own, max_batch "
          "at a time, joined with the text's own whitespace and line breaks; a sentence too long for the "
          "model is cut at a word rather than refused. details=True adds each sentence's score and each "
          "target token's log-probability and aligned source span (one more decoder pass per sentence). "
          "markup='html' translates the text between tags and puts every tag back around the words aligned "
          "to the words it enclosed; markup that is not well-formed is translated as plain text with "
          "TextTranslation.warning set. alignment_layer: the decoder layer whose cross-attention aligns "
          "(None: the model's last but one). split_sentences=False translates the text as one sentence.")
      .def("translate_iter", &Translator::translate_iter, nb::arg("text"),
           nb::sig("def translate_iter(self, text: str | bytes) -> TranslationStream"),
           "Streams a translation: yields the best hypothesis's text after each decoding step, and the final "
           "translation last. Closing the iterator early (or dropping it) cancels the translation.")
      .def("translate_ids", &Translator::translate_ids, nb::arg("ids"),
           nb::sig("def translate_ids(self, ids: collections.abc.Sequence[int]) -> list[int]"),
           "Target token ids (without bos/eos) for source token ids (without eos).")
      .def_prop_rw("time_limit_ms", &Translator::time_limit_ms, &Translator::set_time_limit_ms,
                   "Every later call raises attn.CancelledError once this many milliseconds have passed since "
                   "it began (checked before each sentence's encoder pass and each decoder step); the "
                   "Translator stays usable. 0 (the default): no limit. Set it between calls.")
      .def("cancel", &Translator::cancel,
           "From another thread: the call running on this Translator stops at its next decoder step and "
           "raises attn.CancelledError. A call that begins afterwards is not affected.")
      .def("close", &Translator::close,
           "Frees the translator's memory (after a running translate_iter ends). Using it afterwards raises "
           "attn.ClosedError.")
      .def_prop_ro("closed", &Translator::closed)
      .def_prop_ro("model", &Translator::model, nb::sig("def model(self) -> Model"))
      .def_prop_ro("beam_size", [](const Translator& t) { return t.options().beam_size; })
      .def_prop_ro("length_penalty", [](const Translator& t) { return t.options().length_penalty; })
      .def_prop_ro("length_penalty_kind",
                   [](const Translator& t) {
                     return t.options().length_penalty_kind == ATTN_LENGTH_PENALTY_POWER ? "power" : "gnmt";
                   })
      .def_prop_ro("use_shortlist", [](const Translator& t) { return t.options().use_shortlist != 0; })
      .def_prop_ro(
          "float_activation_layers", [](const Translator& t) { return t.float_activation_layers(); },
          nb::sig("def float_activation_layers(self) -> str | None"))
      .def_prop_ro("threads", [](const Translator& t) { return t.options().threads; })
      .def_prop_ro("max_batch", [](const Translator& t) { return t.options().max_batch; })
      .def_prop_ro("max_input_bytes", [](const Translator& t) { return t.options().max_input_bytes; })
      .def(
          "__enter__", [](nb::handle self) { return self; }, nb::sig("def __enter__(self, /) -> Translator"))
      .def(
          "__exit__", [](Translator& self, nb::args) { self.close(); },
          nb::sig("def __exit__(self, *args: object) -> None"))
      .def("__repr__", [](const Translator& self) {
        if (self.closed()) return std::string("<attn.Translator (closed)>");
        const attn_translator_options& o = self.options();
        return "<attn.Translator beam_size=" + std::to_string(o.beam_size) +
               " threads=" + std::to_string(o.threads) + " max_batch=" + std::to_string(o.max_batch) + ">";
      });
}

}  // namespace attn::python
