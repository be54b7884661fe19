// attn.Model: a loaded, verified model file (attn_model_load_file / attn_model_map_file /
// attn_model_load_buffer).
#pragma once

#include <nanobind/nanobind.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "attn/attn.h"
#include "attn/attn.hpp"

namespace attn::python {

// The C model, owned by attn.hpp's RAII handle and shared by the Python Model and every Translator created on
// it, so that it is freed only after its last translator (attn.h: a model must outlive its translators),
// whatever order Python closes or collects them in.
using ModelHandle = attn::cpp::Model;

// attn_model_info without its struct_size, as Python sees it.
struct Architecture {
  uint32_t format_version, d_model, heads, d_ff, encoder_layers, decoder_layers, vocab_size, max_positions;
};

class Model {
 public:
  // map: attn_model_map_file instead of attn_model_load_file.
  static Model load_file(const std::string& path, bool map = false);
  static Model from_bytes(nanobind::bytes data);

  // The handle, or an attn.ClosedError when the model was closed.
  std::shared_ptr<ModelHandle> handle() const;
  void close() { handle_.reset(); }
  bool closed() const { return handle_ == nullptr; }

  const std::optional<std::string>& path() const { return path_; }
  uint64_t size() const { return size_; }
  std::string source_language() const;
  std::string target_language() const;
  Architecture architecture() const;
  nanobind::dict metadata() const;
  nanobind::list tokenize(nanobind::handle text) const;
  nanobind::str detokenize(nanobind::handle ids) const;

 private:
  attn_model_info info() const;

  std::shared_ptr<ModelHandle> handle_;
  std::optional<std::string> path_;
  uint64_t size_ = 0;
};

void bind_model(nanobind::module_& m);

}  // namespace attn::python
