#include "runtime/src/format/model_verifier.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string_view>

#include "runtime/src/core/fixed_vector.h"
#include "runtime/src/format/element_types.h"
#include "runtime/src/format/format_version.h"
#include "runtime/src/format/model_spec.h"
#include "runtime/src/quant/quantization.h"

static_assert(FLATBUFFERS_LITTLEENDIAN, "tensor data is stored little-endian and read in place");

namespace attn {
namespace {

constexpr size_t kMaxRank = 8;           // docs/model.md uses ranks 1 and 2; more is a corrupted file
constexpr size_t kMaxLanguageCode = 35;  // longest BCP 47 tag in practical use
constexpr uint32_t kMaxMetadataEntries = 4096;

// "[512, 256]" (or "[...]" past kMaxRank); fits Status messages.
struct ShapeText {
  char text[96] = "[]";
};

template <typename Range>
ShapeText shape_text(const Range& shape, size_t rank) {
  ShapeText out;
  size_t used = 0;
  auto append = [&](const char* format, auto value) {
    if (used >= sizeof(out.text)) return;
    int n = std::snprintf(out.text + used, sizeof(out.text) - used, format, value);
    if (n > 0) used += static_cast<size_t>(n);
  };
  append("%s", "[");
  for (size_t i = 0; i < rank && i < kMaxRank; ++i)
    append(i ? ", %u" : "%u", static_cast<unsigned>(shape[i]));
  if (rank > kMaxRank) append("%s", ", ...");
  append("%s", "]");
  return out;
}

// A macro (not a function) so that the compiler checks each printf format against its arguments.
#define INVALID_MODEL(...) Status::Error(StatusCode::kInvalidModel, __VA_ARGS__)

// ---- Stage 1: structure --------------------------------------------------------------------------------

Status verify_flatbuffer(const uint8_t* data, size_t size, const char* range_name) {
  flatbuffers::Verifier::Options options;
  options.max_depth = kVerifierMaxDepth;
  options.max_tables = kVerifierMaxTables;
  options.check_alignment = true;
  flatbuffers::Verifier verifier(data, size, options);
  if (!schema::VerifyModelBuffer(verifier)) {
    return INVALID_MODEL(
        "the FlatBuffer part (%s, %zu bytes) failed verification: corrupted or truncated file", range_name,
        size);
  }
  return Status::Ok();
}

Result<const schema::Model*> verify_structure(const uint8_t* data, size_t size) {
  if (size < kMinFileSize) {
    return INVALID_MODEL("file is %zu bytes, too small for a model (at least %" PRIu64 ")", size,
                         kMinFileSize);
  }
  if (size > kMaxFileSize) {
    return INVALID_MODEL("file is %zu bytes, more than the %" PRIu64 " bytes a model may have", size,
                         kMaxFileSize);
  }
  if (!flatbuffers::BufferHasIdentifier(data, schema::ModelIdentifier())) {
    char shown[5] = {};  // printable, so the message stays readable whatever the bytes are
    for (int i = 0; i < 4; ++i) shown[i] = (data[4 + i] >= 0x20 && data[4 + i] < 0x7F) ? data[4 + i] : '?';
    return INVALID_MODEL(
        "not an attn model: file identifier is \"%s\" (bytes 4..8 = %02x %02x %02x %02x), expected \"ATTN\"",
        shown, data[4], data[5], data[6], data[7]);
  }
  // data_offset lives inside the FlatBuffer, so first verify over a bounded prefix to read it safely, then
  // verify again over exactly [0, data_offset) so that no table, string or vector lies in the tensor data.
  const size_t prefix = static_cast<size_t>(std::min<uint64_t>(size, kMaxFlatBufferSize));
  ATTN_RETURN_IF_ERROR(verify_flatbuffer(data, prefix, "first pass"));
  const schema::Model* root = schema::GetModel(data);
  const uint64_t data_offset = root->data_offset();
  if (data_offset < kMinFileSize || data_offset > size || data_offset > kMaxFlatBufferSize ||
      data_offset % kTensorAlignment != 0) {
    return INVALID_MODEL("data_offset = %" PRIu64 " must be a multiple of %zu in [%" PRIu64
                         ", min(file size %zu, %" PRIu64 ")]",
                         data_offset, kTensorAlignment, kMinFileSize, size, kMaxFlatBufferSize);
  }
  ATTN_RETURN_IF_ERROR(verify_flatbuffer(data, static_cast<size_t>(data_offset), "[0, data_offset)"));
  const uint64_t data_size = root->data_size();
  if (data_size > size - data_offset) {
    return INVALID_MODEL("data segment [%" PRIu64 ", %" PRIu64 " + %" PRIu64
                         ") extends past the end of the %zu-byte file",
                         data_offset, data_offset, data_size, size);
  }
  return root;
}

// Int8 files before format version 5 carried calibrated static activation scales (ActivationScale) that
// their int8 layers computed with; this runtime quantizes int8 layer inputs at run time only, so such a file
// is refused with the way to a file it runs: converting the checkpoint again.
Status refuse_calibrated_int8(uint32_t format_version) {
  return Status::Error(
      StatusCode::kUnsupported,
      "int8 model of format version %u uses calibrated activation scales, which this runtime "
      "no longer reads: convert its checkpoint again with `attn-convert CHECKPOINT -o "
      "OUT.attn --quantize int8` (format version %u)",
      format_version, kDynamicQuantizationVersion);
}

// ---- Stage 2: meaning ----------------------------------------------------------------------------------

Status check_language(const char* field, const flatbuffers::String* code) {
  if (code == nullptr || code->size() == 0) return INVALID_MODEL("%s is missing", field);
  if (code->size() > kMaxLanguageCode) {
    return INVALID_MODEL("%s is %u bytes long (at most %zu)", field, code->size(), kMaxLanguageCode);
  }
  for (uint8_t c : std::string_view(code->c_str(), code->size())) {
    const bool ok =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    if (!ok)
      return INVALID_MODEL("%s \"%.35s\" has a character (0x%02x) outside [A-Za-z0-9_-]", field,
                           code->c_str(), c);
  }
  return Status::Ok();
}

Status check_strings_table(const schema::Model& root) {
  if (const auto* metadata = root.metadata()) {
    if (metadata->size() > kMaxMetadataEntries) {
      return INVALID_MODEL("metadata has %u entries (at most %u)", metadata->size(), kMaxMetadataEntries);
    }
    for (uint32_t i = 0; i < metadata->size(); ++i) {
      const schema::KeyValue* kv = metadata->Get(i);
      if (kv->key() == nullptr || kv->key()->size() == 0)
        return INVALID_MODEL("metadata entry %u has no key", i);
      if (kv->value() == nullptr)
        return INVALID_MODEL("metadata entry %u (\"%.64s\") has no value", i, kv->key()->c_str());
    }
  }
  return Status::Ok();
}

// Indices of entries sorted by name(entry), for binary search by name: the loader's name lookups without a
// hash map (whose growth could only fail by throwing). False when the index cannot be allocated.
template <typename Entry, typename Name>
bool sort_by_name(const FixedVector<Entry>& entries, Name name, FixedVector<uint32_t>* order) {
  if (!order->resize(entries.size())) return false;
  for (uint32_t i = 0; i < entries.size(); ++i) (*order)[i] = i;
  std::sort(order->begin(), order->end(), [&](uint32_t a, uint32_t b) {
    return std::string_view(name(entries[a])) < std::string_view(name(entries[b]));
  });
  return true;
}

// The index of the entry named key, or -1.
template <typename Entry, typename Name>
int64_t find_by_name(const FixedVector<Entry>& entries, Name name, const FixedVector<uint32_t>& order,
                     std::string_view key) {
  const uint32_t* it = std::lower_bound(order.begin(), order.end(), key, [&](uint32_t i, std::string_view k) {
    return std::string_view(name(entries[i])) < k;
  });
  if (it == order.end() || std::string_view(name(entries[*it])) != key) return -1;
  return *it;
}

struct Placed {
  uint64_t offset, size;
  uint32_t index;  // into root.tensors()
};

// Checks one file tensor against its spec; on success *placed says where its bytes are.
Status check_tensor(const schema::Tensor& t, const TensorEntry& spec, const schema::Model& root,
                    uint64_t file_size, Placed* placed) {
  const char* name = spec.name;
  const schema::ElementType type = t.type();
  const ElementTraits* traits = element_traits(type);
  if (traits == nullptr) {
    return Status::Error(StatusCode::kUnsupported,
                         "tensor '%s': element type %d is not supported by this build", name,
                         static_cast<int>(type));
  }
  if (!traits->loadable) {
    return Status::Error(StatusCode::kUnsupported,
                         "tensor '%s': element type %s is unsupported by this runtime", name, traits->name);
  }
  if (root.format_version() < traits->first_format_version) {
    if (type == schema::ElementType::I8) return refuse_calibrated_int8(root.format_version());
    return INVALID_MODEL("tensor '%s': element type %s needs format version %u, the file has %u", name,
                         traits->name, traits->first_format_version, root.format_version());
  }
  if (traits->matrices_only && !spec.quantizable) {
    return INVALID_MODEL("tensor '%s': element type %s is only allowed for 2-D weight matrices", name,
                         traits->name);
  }
  if (spec.vocabulary && traits->first_vocabulary_format_version == 0) {
    return INVALID_MODEL(
        "tensor '%s': element type %s is not allowed for the embedding or the vocabulary "
        "projection",
        name, traits->name);
  }
  if (spec.vocabulary && root.format_version() < traits->first_vocabulary_format_version) {
    return INVALID_MODEL(
        "tensor '%s': element type %s needs format version %u for the embedding or the "
        "vocabulary projection, the file has %u",
        name, traits->name, traits->first_vocabulary_format_version, root.format_version());
  }

  const auto* shape = t.shape();
  if (shape == nullptr || shape->size() == 0) return INVALID_MODEL("tensor '%s': shape is missing", name);
  const size_t rank = shape->size();
  // Byte count with overflow-checked arithmetic, before the shape is trusted for anything: block_bytes per
  // element first, then divided by the elements per block.
  uint64_t bytes = traits->block_bytes;
  for (size_t i = 0; i < rank; ++i) {
    if (__builtin_mul_overflow(bytes, static_cast<uint64_t>(shape->Get(static_cast<uint32_t>(i))), &bytes)) {
      return INVALID_MODEL("tensor '%s': shape %s overflows a 64-bit byte count", name,
                           shape_text(*shape, rank).text);
    }
  }
  // Blocks never span rows: each row (the last dimension) is a whole number of them. (XNNPACK pads 4-bit rows
  // to whole bytes on some CPUs and not on others, so an odd row of I4 would have no one layout.)
  if (shape->Get(static_cast<uint32_t>(rank - 1)) % traits->block_elements != 0) {
    return INVALID_MODEL("tensor '%s': shape %s is not a whole number of %u-element %s blocks per row", name,
                         shape_text(*shape, rank).text, traits->block_elements, traits->name);
  }
  bytes /= traits->block_elements;
  bool same_shape = rank == spec.shape.rank;
  for (size_t i = 0; same_shape && i < rank; ++i)
    same_shape = shape->Get(static_cast<uint32_t>(i)) == spec.shape.dims[i];
  if (!same_shape) {
    return INVALID_MODEL("tensor '%s': shape %s but the architecture implies %s", name,
                         shape_text(*shape, rank).text, shape_text(spec.shape.dims, spec.shape.rank).text);
  }
  if (t.size() != bytes) {
    return INVALID_MODEL("tensor '%s': size is %" PRIu64 " bytes but shape %s of %s needs %" PRIu64, name,
                         t.size(), shape_text(*shape, rank).text, traits->name, bytes);
  }

  const uint64_t offset = t.offset();
  if (offset % kTensorAlignment != 0) {
    return INVALID_MODEL("tensor '%s': offset %" PRIu64 " is not a multiple of %zu", name, offset,
                         kTensorAlignment);
  }
  const uint64_t begin = root.data_offset(),
                 end = root.data_offset() + root.data_size();  // checked in stage 1
  uint64_t tensor_end = 0;
  if (__builtin_add_overflow(offset, t.size(), &tensor_end) || offset < begin || tensor_end > end ||
      tensor_end > file_size) {
    return INVALID_MODEL("tensor '%s': bytes [%" PRIu64 ", %" PRIu64 " + %" PRIu64
                         ") lie outside the data segment [%" PRIu64 ", %" PRIu64 ")",
                         name, offset, offset, t.size(), begin, end);
  }

  const auto* scales = t.scales();
  const uint32_t scale_count = scales ? scales->size() : 0;
  const uint32_t block_size = t.block_size();
  if (traits->scales != ScaleLayout::kPerBlock && block_size != 0) {
    return INVALID_MODEL(
        "tensor '%s': %s tensor has block_size %u (only tensors with per-block scales have one)", name,
        traits->name, block_size);
  }
  // Rows and columns of a matrix (a per-row or per-block type is matrices_only: the spec's shape is 2-D).
  const uint32_t rows = spec.shape.dims[0], cols = spec.shape.rank >= 2 ? spec.shape.dims[1] : 1;
  uint64_t expected_scales = 0;
  if (traits->scales == ScaleLayout::kPerRow) {
    expected_scales = rows;
    if (scale_count != rows) {
      return INVALID_MODEL("tensor '%s': %s needs one scale per output channel (%u) but has %u", name,
                           traits->name, rows, scale_count);
    }
  } else if (traits->scales == ScaleLayout::kPerBlock) {
    if (block_size == 0 || block_size % kBlockSizeMultiple != 0 || cols % block_size != 0) {
      return INVALID_MODEL(
          "tensor '%s': %s block_size %u must be a multiple of %u that divides the %u columns", name,
          traits->name, block_size, kBlockSizeMultiple, cols);
    }
    expected_scales = static_cast<uint64_t>(rows) * (cols / block_size);
    if (scale_count != expected_scales) {
      return INVALID_MODEL(
          "tensor '%s': %s with blocks of %u needs %" PRIu64 " scales (%u rows of %u) but has %u", name,
          traits->name, block_size, expected_scales, rows, cols / block_size, scale_count);
    }
  } else if (scale_count != 0) {
    return INVALID_MODEL("tensor '%s': %s tensor has %u scales (only tensors with per-row scales have them)",
                         name, traits->name, scale_count);
  }
  for (uint32_t i = 0; i < expected_scales; ++i) {
    const float s = scales->Get(i);
    if (!std::isfinite(s) || !(s > 0.f)) {
      return INVALID_MODEL("tensor '%s': scale %u = %g must be finite and > 0", name, i,
                           static_cast<double>(s));
    }
    // Per-block scales are bfloat16 values: kernels may hold them in 16 bits (XNNPACK's blockwise operators
    // take them so), and every kernel then computes with the same scale.
    if (traits->scales == ScaleLayout::kPerBlock && quant::round_to_bfloat16(s) != s) {
      return INVALID_MODEL("tensor '%s': scale %u = %.9g is not a bfloat16 value", name, i,
                           static_cast<double>(s));
    }
  }
  placed->offset = offset;
  placed->size = t.size();
  return Status::Ok();
}

WeightRef weight_ref(const uint8_t* file, const schema::Tensor& t) {
  WeightRef ref;
  ref.type = t.type();
  ref.data = file + t.offset();
  // Verified: a type with scales has them, one per row or one per block.
  ref.scales = element_traits(t.type())->scales != ScaleLayout::kNone ? t.scales()->data() : nullptr;
  ref.rows = t.shape()->Get(0);
  ref.cols = t.shape()->size() >= 2 ? t.shape()->Get(1) : 1;
  ref.block_size = t.block_size();  // verified: nonzero exactly for a per-block type
  return ref;
}

}  // namespace

Result<VerifiedModel> verify_model(const uint8_t* data, size_t size) {
  if (data == nullptr) return Status::Error(StatusCode::kInvalidArgument, "model data is null");
  ATTN_ASSIGN_OR_RETURN(const schema::Model* root, verify_structure(data, size));

  if (root->format_version() < kOldestFormatVersion || root->format_version() > kFormatVersion) {
    if (root->format_version() == 0) return INVALID_MODEL("format_version is missing (0)");
    return Status::Error(StatusCode::kUnsupported,
                         "format_version %u is unsupported: this build reads version %u to %u",
                         root->format_version(), kOldestFormatVersion, kFormatVersion);
  }
  ATTN_ASSIGN_OR_RETURN(Architecture arch, architecture_from_schema(root->architecture()));
  ATTN_RETURN_IF_ERROR(check_language("source_language", root->source_language()));
  ATTN_RETURN_IF_ERROR(check_language("target_language", root->target_language()));
  ATTN_RETURN_IF_ERROR(check_strings_table(*root));
  const auto* scales = root->activation_scales();
  if (scales != nullptr && scales->size() > 0) return refuse_calibrated_int8(root->format_version());
  if (root->tokenizer() == nullptr) return INVALID_MODEL("model has no tokenizer table");

  // The expected tensors, each bound to the WeightRef it fills, and an index by name.
  VerifiedModel verified;
  verified.root = root;
  verified.weights.arch = arch;
  FixedVector<TensorEntry> specs;
  ATTN_RETURN_IF_ERROR(size_weight_tables(&verified.weights));
  ATTN_RETURN_IF_ERROR(tensor_table(arch, &verified.weights, &specs));
  const auto name_of = [](const TensorEntry& e) { return e.name; };
  FixedVector<uint32_t> spec_order;
  if (!sort_by_name(specs, name_of, &spec_order)) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate the index of %zu expected tensors",
                         specs.size());
  }

  const auto* tensors = root->tensors();
  if (tensors == nullptr)
    return INVALID_MODEL("model has no tensor table (expected %zu tensors)", specs.size());
  // file_tensor[i]: index in root->tensors() of the tensor that fills spec i.
  constexpr uint32_t kAbsent = UINT32_MAX;
  FixedVector<uint32_t> file_tensor;
  FixedVector<Placed> placed;
  if (!file_tensor.assign(specs.size(), kAbsent) || !placed.reserve(specs.size())) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate the placement table of %zu tensors",
                         specs.size());
  }
  for (uint32_t i = 0; i < tensors->size(); ++i) {
    const schema::Tensor* t = tensors->Get(i);
    if (t->name() == nullptr) return INVALID_MODEL("tensor %u has no name", i);
    const std::string_view name(t->name()->c_str(), t->name()->size());
    const int64_t found = find_by_name(specs, name_of, spec_order, name);
    if (found < 0) {
      return INVALID_MODEL("unknown tensor '%.128s' (tensor %u): not part of this architecture",
                           t->name()->c_str(), i);
    }
    const size_t s = static_cast<size_t>(found);
    if (file_tensor[s] != kAbsent) {
      return INVALID_MODEL("duplicate tensor '%s' (tensors %u and %u)", specs[s].name, file_tensor[s], i);
    }
    file_tensor[s] = i;
    Placed p{0, 0, i};
    ATTN_RETURN_IF_ERROR(check_tensor(*t, specs[s], *root, size, &p));
    if (!placed.push_back(p)) {  // one per spec at most: duplicates were refused above
      return Status::Error(StatusCode::kInternal, "more placed tensors than the %zu expected", specs.size());
    }
  }
  for (size_t s = 0; s < specs.size(); ++s) {
    if (file_tensor[s] == kAbsent) {
      return INVALID_MODEL("missing tensor '%s' %s", specs[s].name,
                           shape_text(specs[s].shape.dims, specs[s].shape.rank).text);
    }
  }
  // Weights are read-only, so overlap would not be unsafe, but a writer never produces it: it means
  // corruption.
  std::sort(placed.begin(), placed.end(),
            [](const Placed& a, const Placed& b) { return a.offset < b.offset; });
  for (size_t i = 1; i < placed.size(); ++i) {
    if (placed[i].offset < placed[i - 1].offset + placed[i - 1].size) {
      return INVALID_MODEL("tensors '%.100s' and '%.100s' overlap in the file",
                           tensors->Get(placed[i - 1].index)->name()->c_str(),
                           tensors->Get(placed[i].index)->name()->c_str());
    }
  }

  for (size_t s = 0; s < specs.size(); ++s) *specs[s].slot = weight_ref(data, *tensors->Get(file_tensor[s]));
  if (arch.tied_embeddings) verified.weights.output = verified.weights.embedding;
  ATTN_ASSIGN_OR_RETURN(verified.shortlist,
                        verify_shortlist(*root, arch.vocab_size, &verified.shortlist_storage));
  return verified;
}

}  // namespace attn
