#include "python/src/model.h"

#include <nanobind/stl/filesystem.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/string.h>

#include <filesystem>
#include <system_error>
#include <vector>

#include "python/src/errors.h"
#include "python/src/ids.h"
#include "python/src/text.h"

namespace nb = nanobind;

namespace attn::python {

namespace {

std::shared_ptr<ModelHandle> share(attn::cpp::Result<ModelHandle> loaded) {
  check(loaded.status());
  return std::make_shared<ModelHandle>(std::move(loaded).value());
}

}  // namespace

Model Model::load_file(const std::string& path, bool map) {
  Model m;
  m.handle_ = share([&] {
    nb::gil_scoped_release release;  // reading and verifying a 10 MB file takes milliseconds
    return map ? ModelHandle::map_file(path) : ModelHandle::load_file(path);
  }());
  std::error_code error;
  const auto size = std::filesystem::file_size(path, error);
  m.size_ = error ? 0 : static_cast<uint64_t>(size);
  m.path_ = path;
  return m;
}

Model Model::from_bytes(nb::bytes data) {
  Model m;
  // The C call copies the bytes, and a bytes object is immutable, so the GIL can go while it verifies them.
  const char* bytes = data.c_str();
  const size_t size = data.size();
  m.handle_ = share([&] {
    nb::gil_scoped_release release;
    return ModelHandle::load_buffer(bytes, size);
  }());
  m.size_ = size;
  return m;
}

std::shared_ptr<ModelHandle> Model::handle() const {
  if (handle_ == nullptr) throw_closed("the Model");
  return handle_;
}

attn_model_info Model::info() const {
  const auto info = handle()->info();
  check(info.status());
  return info.value();
}

std::string Model::source_language() const { return info().source_language; }
std::string Model::target_language() const { return info().target_language; }

Architecture Model::architecture() const {
  const attn_model_info i = info();
  return Architecture{i.format_version, i.d_model,        i.heads,      i.d_ff,
                      i.encoder_layers, i.decoder_layers, i.vocab_size, i.max_positions};
}

nb::dict Model::metadata() const {
  const attn_model* model = handle()->get();
  size_t count = 0;
  check(attn_model_get_metadata_count(model, &count));
  nb::dict result;
  for (size_t i = 0; i < count; ++i) {
    const char* key = nullptr;
    const char* value = nullptr;
    check(attn_model_get_metadata_entry(model, i, &key, &value));
    result[nb::str(key)] =
        nb::str(value);  // a key stored twice keeps its last value, as attn_model_get_metadata
  }
  return result;
}

nb::list Model::tokenize(nb::handle text) const {
  const std::string bytes = utf8_bytes(text, "text");
  const attn_model* model = handle()->get();
  std::vector<int32_t> ids(bytes.size() + 8);
  size_t written = 0;
  attn_status status = attn_tokenize(model, bytes.data(), bytes.size(), ids.data(), ids.size(), &written);
  if (status == ATTN_ERROR_BUFFER_TOO_SMALL) {  // byte fallback can give more ids than bytes only by a margin
    ids.resize(written);
    status = attn_tokenize(model, bytes.data(), bytes.size(), ids.data(), ids.size(), &written);
  }
  check(status);
  return ids_to_list(ids.data(), written);
}

nb::str Model::detokenize(nb::handle ids_object) const {
  const std::vector<int32_t> ids = ids_from_sequence(ids_object, "ids");
  const attn_model* model = handle()->get();
  std::string out(ids.size() * 16 + 16, '\0');
  size_t written = 0;
  attn_status status = attn_detokenize(model, ids.data(), ids.size(), out.data(), out.size(), &written);
  if (status == ATTN_ERROR_BUFFER_TOO_SMALL) {
    out.resize(written);
    status = attn_detokenize(model, ids.data(), ids.size(), out.data(), out.size(), &written);
  }
  check(status);
  return to_str(std::string_view(out.data(), written));
}

void bind_model(nb::module_& m) {
  nb::class_<Architecture>(m, "Architecture", "The shape of a model's Transformer, as its file stores it.")
      .def_ro("format_version", &Architecture::format_version, "Version of the .attn format the file uses.")
      .def_ro("d_model", &Architecture::d_model)
      .def_ro("heads", &Architecture::heads)
      .def_ro("d_ff", &Architecture::d_ff)
      .def_ro("encoder_layers", &Architecture::encoder_layers)
      .def_ro("decoder_layers", &Architecture::decoder_layers)
      .def_ro("vocab_size", &Architecture::vocab_size)
      .def_ro("max_positions", &Architecture::max_positions, "Longest token sequence per side.")
      .def("__repr__", [](const Architecture& a) {
        return "Architecture(d_model=" + std::to_string(a.d_model) + ", heads=" + std::to_string(a.heads) +
               ", d_ff=" + std::to_string(a.d_ff) + ", encoder_layers=" + std::to_string(a.encoder_layers) +
               ", decoder_layers=" + std::to_string(a.decoder_layers) +
               ", vocab_size=" + std::to_string(a.vocab_size) +
               ", max_positions=" + std::to_string(a.max_positions) + ")";
      });

  nb::class_<Model>(
      m, "Model",
      "A translation model loaded from a .attn file and verified whole. Immutable: one Model can "
      "be shared by Translators on many threads.")
      .def(
          "__init__",
          [](Model* self, const std::filesystem::path& path, bool map) {
            new (self) Model(Model::load_file(path.string(), map));
          },
          nb::arg("path"), nb::kw_only(), nb::arg("map") = false,
          "Loads and verifies the model file at path. map=True maps the file instead of reading it (less "
          "memory: its weights stay in the page cache, shared with other processes, and a Translator's "
          "packed "
          "layers exist once); the file must then not be truncated or rewritten in place while the Model "
          "lives.")
      .def_static("from_bytes", &Model::from_bytes, nb::arg("data"),
                  "Loads and verifies a model from the bytes of a .attn file (they are copied).")
      .def_prop_ro("path", &Model::path, "The file it was loaded from; None for from_bytes.")
      .def_prop_ro("size", &Model::size, "Size of the model file in bytes.")
      .def_prop_ro("source_language", &Model::source_language, "Language code of the source side, e.g. 'en'.")
      .def_prop_ro("target_language", &Model::target_language, "Language code of the target side, e.g. 'de'.")
      .def_prop_ro("architecture", &Model::architecture)
      .def_prop_ro("metadata", &Model::metadata,
                   nb::for_getter(nb::sig("def metadata(self, /) -> dict[str, str]")),
                   "The file's metadata (attn-convert --metadata KEY=VALUE), e.g. {'bleu': '24.59'}.")
      .def("tokenize", &Model::tokenize, nb::arg("text"),
           nb::sig("def tokenize(self, text: str | bytes) -> list[int]"),
           "The source token ids of text (without eos), as the translator sees them.")
      .def("detokenize", &Model::detokenize, nb::arg("ids"),
           nb::sig("def detokenize(self, ids: collections.abc.Sequence[int]) -> str"),
           "The text of token ids.")
      .def(
          "close", &Model::close,
          "Releases this object's hold on the model; the memory goes when its last Translator is closed too. "
          "Using a closed Model raises attn.ClosedError.")
      .def_prop_ro("closed", &Model::closed)
      .def(
          "__enter__", [](nb::handle self) { return self; }, nb::sig("def __enter__(self, /) -> Model"))
      .def(
          "__exit__", [](Model& self, nb::args) { self.close(); },
          nb::sig("def __exit__(self, *args: object) -> None"))
      .def("__repr__", [](const Model& self) {
        std::string where = self.path() ? "'" + *self.path() + "'" : "<bytes>";
        if (self.closed()) return "<attn.Model " + where + " (closed)>";
        return "<attn.Model " + where + " " + self.source_language() + "->" + self.target_language() + ", " +
               std::to_string(self.size()) + " bytes>";
      });
}

}  // namespace attn::python
