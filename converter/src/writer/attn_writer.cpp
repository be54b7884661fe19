#include "converter/src/writer/attn_writer.h"

#include <algorithm>
#include <cstring>
#include <memory>

#include "base/src/io/atomic_write.h"
#include "runtime/src/exported/model_file.h"
#include "runtime/src/exported/model_layout.h"

namespace attn::convert {
namespace {

uint64_t align_up(uint64_t value) {
  return (value + kTensorAlignment - 1) / kTensorAlignment * kTensorAlignment;
}

}  // namespace

uint32_t format_version_for(const ModelContents& c) {
  const bool version_2 = !c.tokenizer.ids.empty() || c.target_tokenizer.has_value() ||
                         c.architecture.activation == schema::Activation::SiLU ||
                         c.architecture.position_encoding == schema::PositionEncoding::SinusoidalConcat;
  auto any_tensor_of = [&c](schema::ElementType type) {
    return std::any_of(c.tensors.begin(), c.tensors.end(),
                       [type](const TensorData& t) { return t.type == type; });
  };
  // Int8 weights: their layers quantize the input at run time. Int4 weights: a type older readers lack.
  const bool version_6 = any_tensor_of(schema::ElementType::I4);
  const bool version_5 = any_tensor_of(schema::ElementType::I8);
  // Shortlist candidates stored as uint16 (shortlist_ids.h).
  const bool version_7 = c.shortlist.has_value() && !c.shortlist->candidates16.empty();
  // A 4-bit embedding or vocabulary projection (their row kernels came later than the linear ones).
  const bool version_8 = std::any_of(c.tensors.begin(), c.tensors.end(), [](const TensorData& t) {
    return t.type == schema::ElementType::I4 && t.vocabulary;
  });
  // 4-bit weights with block scales; shortlist candidates as varint gaps (shortlist_ids.h).
  const bool version_9 = any_tensor_of(schema::ElementType::I4B) ||
                         (c.shortlist.has_value() && !c.shortlist->candidates_delta.empty());
  static_assert(kFormatVersion == 9, "a new format version needs its features listed here");
  return version_9   ? 9
         : version_8 ? 8
         : version_7 ? 7
         : version_6 ? 6
         : version_5 ? 5
         : version_2 ? 2
                     : kOldestFormatVersion;
}

namespace {

schema::ModelT to_table(const ModelContents& c) {
  schema::ModelT m;
  m.format_version = format_version_for(c);
  m.architecture = std::make_unique<schema::ArchitectureT>(c.architecture);
  m.tokenizer = std::make_unique<schema::TokenizerT>(c.tokenizer);
  if (c.target_tokenizer) m.target_tokenizer = std::make_unique<schema::TokenizerT>(*c.target_tokenizer);
  m.source_language = c.source_language;
  m.target_language = c.target_language;
  for (const TensorData& t : c.tensors) {
    auto table = std::make_unique<schema::TensorT>();
    table->name = t.name;
    table->shape = t.shape;
    table->type = t.type;
    table->size = t.bytes.size();
    table->scales = t.scales;
    table->block_size = t.block_size;
    m.tensors.push_back(std::move(table));
  }
  for (const auto& [key, value] : c.metadata) {
    auto kv = std::make_unique<schema::KeyValueT>();
    kv->key = key;
    kv->value = value;
    m.metadata.push_back(std::move(kv));
  }
  if (c.shortlist) m.shortlist = std::make_unique<schema::ShortlistT>(*c.shortlist);
  return m;
}

// Every field is written even when it equals its default, so the FlatBuffer's size does not depend on the
// values of data_offset and the tensor offsets, which are only known once that size is.
std::vector<uint8_t> pack(const schema::ModelT& m) {
  flatbuffers::FlatBufferBuilder fbb(1 << 16);
  fbb.ForceDefaults(true);
  schema::FinishModelBuffer(fbb, schema::Model::Pack(fbb, &m));
  return std::vector<uint8_t>(fbb.GetBufferPointer(), fbb.GetBufferPointer() + fbb.GetSize());
}

// Places the data segment right after the FlatBuffer (rounded up to the alignment) and each tensor at the
// next aligned offset. Returns the file size.
uint64_t lay_out(schema::ModelT* m, uint64_t flatbuffer_size) {
  m->data_offset = align_up(flatbuffer_size);
  uint64_t cursor = m->data_offset, end = m->data_offset;
  for (auto& t : m->tensors) {
    t->offset = cursor;
    end = cursor + t->size;
    cursor = align_up(end);
  }
  m->data_size = end - m->data_offset;
  return end;
}

}  // namespace

std::vector<uint8_t> write_model_unchecked(const ModelContents& contents) {
  schema::ModelT m = to_table(contents);
  std::vector<uint8_t> flatbuffer = pack(m);
  uint64_t file_size = lay_out(&m, flatbuffer.size());
  // With every field forced present the size is fixed after the first pass; loop in case it ever is not.
  for (int pass = 0; pass < 4; ++pass) {
    flatbuffer = pack(m);
    if (align_up(flatbuffer.size()) == m.data_offset) break;
    file_size = lay_out(&m, flatbuffer.size());
  }
  std::vector<uint8_t> file(static_cast<size_t>(file_size), 0);
  std::memcpy(file.data(), flatbuffer.data(), flatbuffer.size());
  for (size_t i = 0; i < contents.tensors.size(); ++i) {
    const std::vector<uint8_t>& bytes = contents.tensors[i].bytes;
    if (!bytes.empty()) std::memcpy(file.data() + m.tensors[i]->offset, bytes.data(), bytes.size());
  }
  return file;
}

Result<std::vector<uint8_t>> write_model(const ModelContents& contents) {
  std::vector<uint8_t> file = write_model_unchecked(contents);
  // The runtime's own loader is the specification of a valid file.
  Result<std::unique_ptr<Model>> loaded = Model::load_buffer(file.data(), file.size());
  if (!loaded.ok()) return loaded.status();
  return file;
}

Status write_model_file(const ModelContents& contents, const std::string& path) {
  ATTN_ASSIGN_OR_RETURN(std::vector<uint8_t> file, write_model(contents));
  return checkpoint::write_file_atomic(path, file);
}

}  // namespace attn::convert
