// attn::Model: a verified, immutable model file in memory: its bytes (one 64-byte aligned buffer), the typed
// view of its weights, and its tokenizer. Shared read-only by every Translator on every thread.
#pragma once

#include <cstddef>
#include <memory>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"
#include "runtime/src/format/aligned_buffer.h"
#include "runtime/src/format/model_weights.h"
#include "runtime/src/format/shortlist.h"
#include "runtime/src/tokenizer/tokenizer.h"

namespace attn {

class Model {
 public:
  // Reads the whole file into an aligned buffer, then verifies it (model_verifier.h) and builds the
  // tokenizer.
  static Result<std::unique_ptr<Model>> load_file(const char* path);
  // Copies size bytes from data, then as load_file.
  static Result<std::unique_ptr<Model>> load_buffer(const void* data, size_t size);

  Model(const Model&) = delete;
  Model& operator=(const Model&) = delete;

  const ModelWeights& weights() const { return weights_; }
  const Architecture& architecture() const { return weights_.arch; }
  const Tokenizer& tokenizer() const { return tokenizer_; }
  // The file's vocabulary shortlist (present() false when it has none).
  const ShortlistView& shortlist() const { return shortlist_; }
  const schema::Model& schema() const { return *root_; }
  // Verified present and non-empty; NUL-terminated (FlatBuffers strings are).
  const char* source_language() const { return root_->source_language()->c_str(); }
  const char* target_language() const { return root_->target_language()->c_str(); }
  uint32_t format_version() const { return root_->format_version(); }
  // The whole file, as loaded.
  const uint8_t* bytes() const { return bytes_.data(); }
  size_t size() const { return bytes_.size(); }

 private:
  Model() = default;
  static Result<std::unique_ptr<Model>> from_bytes(AlignedBuffer bytes);

  AlignedBuffer bytes_;
  const schema::Model* root_ = nullptr;  // into bytes_
  ModelWeights weights_;                 // into bytes_
  ShortlistView shortlist_;              // into bytes_
  Tokenizer tokenizer_;         // encodes sources; decodes targets too unless target_tokenizer_ is set
  Tokenizer target_tokenizer_;  // Model.target_tokenizer (Marian's target.spm); tokenizer_ decodes through it
};

}  // namespace attn
