#include "runtime/src/format/model.h"

#include <cinttypes>
#include <cstring>
#include <new>
#include <utility>

#include "runtime/src/format/element_types.h"
#include "runtime/src/format/format_version.h"
#include "runtime/src/format/model_spec.h"
#include "runtime/src/format/model_verifier.h"

namespace attn {

Result<std::unique_ptr<Model>> Model::load_file(const char* path) {
  if (path == nullptr) return Status::Error(StatusCode::kInvalidArgument, "model path is null");
  ModelBytes bytes;
  ATTN_RETURN_IF_ERROR(read_model_file(path, &bytes.buffer));
  return from_bytes(std::move(bytes));
}

Result<std::unique_ptr<Model>> Model::map_file(const char* path) {
  if (path == nullptr) return Status::Error(StatusCode::kInvalidArgument, "model path is null");
  ModelBytes bytes;
  ATTN_RETURN_IF_ERROR(MappedFile::map(path, &bytes.mapping));
  return from_bytes(std::move(bytes));
}

Result<std::unique_ptr<Model>> Model::load_buffer(const void* data, size_t size) {
  if (data == nullptr) return Status::Error(StatusCode::kInvalidArgument, "model data is null");
  // Size bounds first, so that a wrong size argument cannot trigger a huge copy.
  if (size < kMinFileSize) {
    return Status::Error(StatusCode::kInvalidModel,
                         "model is %zu bytes, too small for a model (at least %" PRIu64 ")", size,
                         kMinFileSize);
  }
  if (size > kMaxFileSize) {
    return Status::Error(StatusCode::kInvalidModel,
                         "model is %zu bytes, more than the %" PRIu64 " a model may have", size,
                         kMaxFileSize);
  }
  ModelBytes bytes;
  if (!bytes.buffer.allocate(size)) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate %zu bytes for the model", size);
  }
  std::memcpy(bytes.buffer.data(), data, size);
  return from_bytes(std::move(bytes));
}

Result<std::unique_ptr<Model>> Model::from_bytes(ModelBytes bytes) {
  ATTN_ASSIGN_OR_RETURN(VerifiedModel verified, verify_model(bytes.data(), bytes.size()));
  Result<Tokenizer> tokenizer =
      Tokenizer::create(*verified.root->tokenizer(), verified.weights.arch.vocab_size);
  if (!tokenizer.ok()) {
    return Status::Error(tokenizer.status().code(), "tokenizer: %s", tokenizer.status().message());
  }
  // A tokenizer alone may lack them, but translating appends eos to every source and starts every target
  // from bos: without them the encoder would index the embedding with -1.
  if (tokenizer.value().bos_id() < 0 || tokenizer.value().eos_id() < 0) {
    return Status::Error(StatusCode::kInvalidModel,
                         "tokenizer: a translation model needs bos_id and eos_id (has %d, %d)",
                         tokenizer.value().bos_id(), tokenizer.value().eos_id());
  }
  Tokenizer target_tokenizer;
  const Tokenizer* decoding = &tokenizer.value();
  if (const schema::Tokenizer* target = verified.root->target_tokenizer()) {
    Result<Tokenizer> created = Tokenizer::create(*target, verified.weights.arch.vocab_size);
    if (!created.ok()) {
      return Status::Error(created.status().code(), "target tokenizer: %s", created.status().message());
    }
    target_tokenizer = std::move(created).value();
    decoding = &target_tokenizer;
  }
  // Every id the decoder can produce must have a text.
  int32_t missing = -1;
  if (!decoding->covers_vocabulary(&missing)) {
    return Status::Error(StatusCode::kInvalidModel, "%s: vocabulary id %d has no piece to decode to",
                         decoding == &target_tokenizer ? "target tokenizer" : "tokenizer", missing);
  }
  std::unique_ptr<Model> model(new (std::nothrow) Model());
  if (model == nullptr) return Status::Error(StatusCode::kOutOfMemory, "cannot allocate the model");
  // Moving a buffer or a mapping moves its pointer, not its bytes, so root_ and the weights stay valid.
  model->bytes_ = std::move(bytes);
  model->root_ = verified.root;
  model->weights_ = std::move(verified.weights);
  model->shortlist_ = verified.shortlist;  // its decoded lists stay where they are as the storage moves
  model->shortlist_storage_ = std::move(verified.shortlist_storage);
  model->tokenizer_ = std::move(tokenizer).value();
  model->target_tokenizer_ = std::move(target_tokenizer);
  // The model is on the heap and never moves, so the pointer stays valid as long as the model.
  if (verified.root->target_tokenizer() != nullptr) model->tokenizer_.decode_with(&model->target_tokenizer_);
  return model;
}

void Model::release_packed_weights() const {
  if (!bytes_.mapping.mapped()) return;
  FixedVector<ConstLinearEntry> sites;
  // A failure (out of memory) leaves the pages where they are, which is only a missed saving.
  if (!linear_table(weights_.arch, &weights_, &sites).ok()) return;
  for (const ConstLinearEntry& site : sites) {
    // The vocabulary projection is the embedding when tied, and the shortlist kernel reads it in place.
    if (site.role == LinearRole::kVocabularyProjection) continue;
    // Biases stay: an int8 layer that takes fp32 input adds its bias at run time (kernels/xnnpack_linear.h,
    // create_int8_float_input), and they are a few kilobytes.
    const WeightRef* ref = site.weight;
    if (ref == nullptr || ref->data == nullptr) continue;
    // Verified: the type has traits, and the size is a whole number of its blocks.
    bytes_.mapping.release(ref->data,
                           stored_bytes(*element_traits(ref->type), size_t{ref->rows} * ref->cols));
    if (ref->scales != nullptr) bytes_.mapping.release(ref->scales, size_t{ref->rows} * sizeof(float));
  }
}

}  // namespace attn
