// attn::Model: a verified, immutable model file in memory: its bytes (one 64-byte aligned buffer), the typed
// view of its weights, and its tokenizer. Shared read-only by every Translator on every thread.
#pragma once

#include <cstddef>
#include <memory>

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"
#include "runtime/src/format/aligned_buffer.h"
#include "runtime/src/format/model_file.h"
#include "runtime/src/format/model_weights.h"
#include "runtime/src/format/shortlist.h"
#include "runtime/src/kernels/xnnpack_weights_cache.h"
#include "runtime/src/tokenizer/tokenizer.h"

namespace attn {

class Model {
 public:
  // Reads the whole file into an aligned buffer, then verifies it (model_verifier.h) and builds the
  // tokenizer.
  static Result<std::unique_ptr<Model>> load_file(const char* path);
  // Maps the file read-only instead (model_file.h), then as load_file. The file must not be truncated or
  // rewritten in place while the model lives (replacing it by rename is fine: the mapping keeps the old
  // file).
  static Result<std::unique_ptr<Model>> map_file(const char* path);
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
  bool mapped() const { return bytes_.mapping.mapped(); }

  // For a mapped model: drops from this process's memory the pages of the weights that XNNPACK packs
  // (the weight matrices and scales of every linear layer but the vocabulary projection, which is read in
  // place; biases stay, as an int8 layer with fp32 input reads its bias), so that after a translator
  // is created its weights exist once, packed, rather than also as file pages. A later translator finds them
  // packed (packed_weights()) and reads no pages. No-op for a loaded model.
  void release_packed_weights() const;

  // The packed copies of this model's weights that XNNPACK's operators run on, one per layer, shared by every
  // translator of the model (kernels/xnnpack_weights_cache.h); they live as long as the model. Mutable state
  // of a shared model: the cache is safe to use from any thread.
  kernels::XnnpackWeightsCache& packed_weights() const { return packed_weights_; }

 private:
  Model() = default;
  // The file's bytes: read into a buffer, or mapped.
  struct ModelBytes {
    AlignedBuffer buffer;
    MappedFile mapping;
    const uint8_t* data() const { return mapping.mapped() ? mapping.data() : buffer.data(); }
    size_t size() const { return mapping.mapped() ? mapping.size() : buffer.size(); }
  };
  static Result<std::unique_ptr<Model>> from_bytes(ModelBytes bytes);

  ModelBytes bytes_;
  const schema::Model* root_ = nullptr;  // into bytes_
  ModelWeights weights_;                 // into bytes_
  ShortlistView shortlist_;              // into bytes_ or shortlist_storage_
  ShortlistStorage shortlist_storage_;   // a shortlist's lists decoded from varint gaps
  Tokenizer tokenizer_;         // encodes sources; decodes targets too unless target_tokenizer_ is set
  Tokenizer target_tokenizer_;  // Model.target_tokenizer (Marian's target.spm); tokenizer_ decodes through it
  mutable kernels::XnnpackWeightsCache packed_weights_;
};

}  // namespace attn
