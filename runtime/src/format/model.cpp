#include "runtime/src/format/model.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cinttypes>
#include <cstring>
#include <new>
#include <utility>

#include "base/src/io/file_descriptor.h"
#include "runtime/src/format/format_version.h"
#include "runtime/src/format/model_verifier.h"

namespace attn {
namespace {

Status read_file(const char* path, AlignedBuffer* out) {
  FileDescriptor fd(::open(path, O_RDONLY | O_CLOEXEC));
  if (fd.get() < 0) return Status::Error(ATTN_ERROR_IO, "cannot open '%s': %s", path, std::strerror(errno));
  struct stat info;
  if (::fstat(fd.get(), &info) != 0) {
    return Status::Error(ATTN_ERROR_IO, "cannot stat '%s': %s", path, std::strerror(errno));
  }
  if (!S_ISREG(info.st_mode)) return Status::Error(ATTN_ERROR_IO, "'%s' is not a regular file", path);
  // The size is checked before it sizes an allocation.
  const uint64_t size = static_cast<uint64_t>(info.st_size);
  if (size < kMinFileSize) {
    return Status::Error(ATTN_ERROR_INVALID_MODEL,
                         "'%s' is %" PRIu64 " bytes, too small for a model (at least %" PRIu64 ")", path,
                         size, kMinFileSize);
  }
  if (size > kMaxFileSize || size > SIZE_MAX) {
    return Status::Error(ATTN_ERROR_INVALID_MODEL,
                         "'%s' is %" PRIu64 " bytes, more than the %" PRIu64 " a model may have", path, size,
                         kMaxFileSize);
  }
  if (!out->allocate(static_cast<size_t>(size))) {
    return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate %" PRIu64 " bytes for '%s'", size, path);
  }
  size_t done = 0;
  while (done < size) {
    const ssize_t n = ::read(fd.get(), out->data() + done, static_cast<size_t>(size) - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return Status::Error(ATTN_ERROR_IO, "cannot read '%s': %s", path, std::strerror(errno));
    if (n == 0) {
      return Status::Error(ATTN_ERROR_IO, "'%s' shrank while being read (%zu of %" PRIu64 " bytes)", path,
                           done, size);
    }
    done += static_cast<size_t>(n);
  }
  return Status::Ok();
}

}  // namespace

Result<std::unique_ptr<Model>> Model::load_file(const char* path) {
  if (path == nullptr) return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "model path is null");
  AlignedBuffer bytes;
  ATTN_RETURN_IF_ERROR(read_file(path, &bytes));
  return from_bytes(std::move(bytes));
}

Result<std::unique_ptr<Model>> Model::load_buffer(const void* data, size_t size) {
  if (data == nullptr) return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "model data is null");
  // Size bounds first, so that a wrong size argument cannot trigger a huge copy.
  if (size < kMinFileSize) {
    return Status::Error(ATTN_ERROR_INVALID_MODEL,
                         "model is %zu bytes, too small for a model (at least %" PRIu64 ")", size,
                         kMinFileSize);
  }
  if (size > kMaxFileSize) {
    return Status::Error(ATTN_ERROR_INVALID_MODEL,
                         "model is %zu bytes, more than the %" PRIu64 " a model may have", size,
                         kMaxFileSize);
  }
  AlignedBuffer bytes;
  if (!bytes.allocate(size)) {
    return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate %zu bytes for the model", size);
  }
  std::memcpy(bytes.data(), data, size);
  return from_bytes(std::move(bytes));
}

Result<std::unique_ptr<Model>> Model::from_bytes(AlignedBuffer bytes) {
  ATTN_ASSIGN_OR_RETURN(VerifiedModel verified, verify_model(bytes.data(), bytes.size()));
  Result<Tokenizer> tokenizer =
      Tokenizer::create(*verified.root->tokenizer(), verified.weights.arch.vocab_size);
  if (!tokenizer.ok()) {
    return Status::Error(tokenizer.status().code(), "tokenizer: %s", tokenizer.status().message());
  }
  // A tokenizer alone may lack them, but translating appends eos to every source and starts every target
  // from bos: without them the encoder would index the embedding with -1.
  if (tokenizer.value().bos_id() < 0 || tokenizer.value().eos_id() < 0) {
    return Status::Error(ATTN_ERROR_INVALID_MODEL, "tokenizer: a translation model needs bos_id and eos_id (has %d, %d)",
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
    return Status::Error(ATTN_ERROR_INVALID_MODEL, "%s: vocabulary id %d has no piece to decode to",
                         decoding == &target_tokenizer ? "target tokenizer" : "tokenizer", missing);
  }
  std::unique_ptr<Model> model(new (std::nothrow) Model());
  if (model == nullptr) return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate the model");
  // Moving an AlignedBuffer moves its pointer, not its bytes, so root_ and the weights stay valid.
  model->bytes_ = std::move(bytes);
  model->root_ = verified.root;
  model->weights_ = std::move(verified.weights);
  model->shortlist_ = verified.shortlist;
  model->tokenizer_ = std::move(tokenizer).value();
  model->target_tokenizer_ = std::move(target_tokenizer);
  // The model is on the heap and never moves, so the pointer stays valid as long as the model.
  if (verified.root->target_tokenizer() != nullptr) model->tokenizer_.decode_with(&model->target_tokenizer_);
  return model;
}

}  // namespace attn
