#include "converter/src/tokenizer_import/tokenizer_import.h"

#include <sentencepiece_processor.h>

#include <fstream>
#include <iterator>
#include <memory>
#include <string>

#include "converter/src/tokenizer_import/proto_wire.h"

namespace attn {
namespace {

using proto_wire::Field;
using proto_wire::Reader;
using proto_wire::WireType;

// Field numbers of sentencepiece_model.proto (ModelProto, TrainerSpec, NormalizerSpec, SentencePiece).
constexpr uint32_t kModelPieces = 1, kModelTrainerSpec = 2, kModelNormalizerSpec = 3, kModelDenormalizerSpec = 5;
constexpr uint32_t kPieceText = 1, kPieceScore = 2, kPieceType = 3;
constexpr uint32_t kTrainerModelType = 3, kTrainerTreatWhitespaceAsSuffix = 24, kTrainerByteFallback = 35,
                   kTrainerUnkSurface = 44;
constexpr uint32_t kNormName = 1, kNormCharsmap = 2, kNormAddDummyPrefix = 3, kNormRemoveExtraWhitespaces = 4,
                   kNormEscapeWhitespaces = 5;
constexpr uint64_t kModelTypeUnigram = 1;
constexpr std::string_view kDefaultUnkSurface = " \xE2\x81\x87 ";

struct NormalizerSpec {
  std::string name;
  std::string_view charsmap;
  bool add_dummy_prefix = true;  // proto defaults
  bool remove_extra_whitespaces = true;
  bool escape_whitespaces = true;
};

struct TrainerSpec {
  uint64_t model_type = kModelTypeUnigram;
  bool treat_whitespace_as_suffix = false;
  bool byte_fallback = false;
  bool has_unk_surface = false;
  std::string_view unk_surface;
};

Status wire_error(const Reader& reader, const char* what) {
  return Status::Error(StatusCode::kInvalidModel, "SentencePiece model: malformed %s: %s", what,
                       reader.error() ? reader.error() : "unknown error");
}

Status parse_normalizer(std::string_view bytes, NormalizerSpec* spec) {
  Reader reader(bytes);
  Field f;
  while (reader.next(&f)) {
    if (f.number == kNormName && f.type == WireType::LengthDelimited) spec->name = std::string(f.bytes);
    if (f.number == kNormCharsmap && f.type == WireType::LengthDelimited) spec->charsmap = f.bytes;
    if (f.number == kNormAddDummyPrefix && f.type == WireType::Varint) spec->add_dummy_prefix = f.varint != 0;
    if (f.number == kNormRemoveExtraWhitespaces && f.type == WireType::Varint)
      spec->remove_extra_whitespaces = f.varint != 0;
    if (f.number == kNormEscapeWhitespaces && f.type == WireType::Varint) spec->escape_whitespaces = f.varint != 0;
  }
  if (reader.error()) return wire_error(reader, "NormalizerSpec");
  return Status::Ok();
}

Status parse_trainer(std::string_view bytes, TrainerSpec* spec) {
  Reader reader(bytes);
  Field f;
  while (reader.next(&f)) {
    if (f.type == WireType::Varint) {
      if (f.number == kTrainerModelType) spec->model_type = f.varint;
      if (f.number == kTrainerTreatWhitespaceAsSuffix) spec->treat_whitespace_as_suffix = f.varint != 0;
      if (f.number == kTrainerByteFallback) spec->byte_fallback = f.varint != 0;
    } else if (f.type == WireType::LengthDelimited && f.number == kTrainerUnkSurface) {
      spec->has_unk_surface = true;
      spec->unk_surface = f.bytes;
    }
  }
  if (reader.error()) return wire_error(reader, "TrainerSpec");
  return Status::Ok();
}

Status parse_piece(std::string_view bytes, size_t index, schema::PieceT* piece) {
  Reader reader(bytes);
  Field f;
  int64_t type = 1;  // NORMAL
  while (reader.next(&f)) {
    if (f.number == kPieceText && f.type == WireType::LengthDelimited) piece->text = std::string(f.bytes);
    if (f.number == kPieceScore && f.type == WireType::Fixed32) piece->score = proto_wire::as_float(f);
    if (f.number == kPieceType && f.type == WireType::Varint) type = static_cast<int64_t>(f.varint);
  }
  if (reader.error()) return wire_error(reader, "piece");
  // The schema numbers PieceType exactly as sentencepiece_model.proto does (NORMAL=1 ... BYTE=6).
  if (type < static_cast<int64_t>(schema::PieceType::MIN) || type > static_cast<int64_t>(schema::PieceType::MAX)) {
    return Status::Error(StatusCode::kUnsupported, "SentencePiece model: piece %zu has unknown type %lld",
                         index, static_cast<long long>(type));
  }
  piece->type = static_cast<schema::PieceType>(type);
  return Status::Ok();
}

const char* piece_type_name(schema::PieceType t) { return schema::EnumNamePieceType(t); }

// The processor's view of each piece must be what was parsed from the bytes.
Status cross_check(const sentencepiece::SentencePieceProcessor& sp, const schema::TokenizerT& t) {
  if (static_cast<size_t>(sp.GetPieceSize()) != t.pieces.size()) {
    return Status::Error(StatusCode::kInternal, "SentencePiece reports %d pieces, the model bytes hold %zu",
                         sp.GetPieceSize(), t.pieces.size());
  }
  for (size_t i = 0; i < t.pieces.size(); ++i) {
    const int id = static_cast<int>(i);
    const schema::PieceT& p = *t.pieces[i];
    const schema::PieceType type = p.type;
    const bool ok = sp.IdToPiece(id) == p.text && sp.GetScore(id) == p.score &&
                    sp.IsControl(id) == (type == schema::PieceType::Control) &&
                    sp.IsUnknown(id) == (type == schema::PieceType::Unknown) &&
                    sp.IsUnused(id) == (type == schema::PieceType::Unused) &&
                    sp.IsByte(id) == (type == schema::PieceType::Byte);
    if (!ok) {
      return Status::Error(StatusCode::kInternal,
                           "piece %zu (\"%s\", %s) differs from SentencePiece's (\"%s\")", i, p.text.c_str(),
                           piece_type_name(type), sp.IdToPiece(id).c_str());
    }
  }
  return Status::Ok();
}

}  // namespace

Status import_sentencepiece(std::string_view serialized_model_proto, schema::TokenizerT* out) {
  if (out == nullptr) return Status::Error(StatusCode::kInvalidArgument, "import_sentencepiece: out is null");

  // libsentencepiece validates the model as its own tools would (piece types, duplicates, unk defined).
  sentencepiece::SentencePieceProcessor sp;
  const auto load = sp.LoadFromSerializedProto(serialized_model_proto);
  if (!load.ok()) {
    return Status::Error(StatusCode::kInvalidModel, "SentencePiece refused the model: %s",
                         load.ToString().c_str());
  }

  schema::TokenizerT t;
  TrainerSpec trainer;
  NormalizerSpec normalizer;
  bool has_normalizer = false;
  Reader reader(serialized_model_proto);
  Field f;
  while (reader.next(&f)) {
    if (f.type != WireType::LengthDelimited) continue;
    if (f.number == kModelPieces) {
      auto piece = std::make_unique<schema::PieceT>();
      ATTN_RETURN_IF_ERROR(parse_piece(f.bytes, t.pieces.size(), piece.get()));
      t.pieces.push_back(std::move(piece));
    } else if (f.number == kModelTrainerSpec) {
      ATTN_RETURN_IF_ERROR(parse_trainer(f.bytes, &trainer));
    } else if (f.number == kModelNormalizerSpec) {
      ATTN_RETURN_IF_ERROR(parse_normalizer(f.bytes, &normalizer));
      has_normalizer = true;
    } else if (f.number == kModelDenormalizerSpec) {
      NormalizerSpec denormalizer;
      ATTN_RETURN_IF_ERROR(parse_normalizer(f.bytes, &denormalizer));
      if (!denormalizer.charsmap.empty()) {
        return Status::Error(
            StatusCode::kUnsupported,
            "SentencePiece model has a denormalizer (\"%s\"); the runtime tokenizer does not "
            "implement denormalization",
            denormalizer.name.c_str());
      }
    }
  }
  if (reader.error()) return wire_error(reader, "ModelProto");

  if (trainer.model_type != kModelTypeUnigram) {
    static const char* const kNames[] = {"?", "unigram", "bpe", "word", "char"};
    const char* name = trainer.model_type < 5 ? kNames[trainer.model_type] : "?";
    return Status::Error(StatusCode::kUnsupported,
                         "SentencePiece model type %s (%llu) is not supported; only unigram models are", name,
                         static_cast<unsigned long long>(trainer.model_type));
  }
  if (trainer.treat_whitespace_as_suffix) {
    return Status::Error(
        StatusCode::kUnsupported,
        "SentencePiece model uses treat_whitespace_as_suffix, which the runtime does not implement");
  }
  if (trainer.has_unk_surface && trainer.unk_surface != kDefaultUnkSurface) {
    return Status::Error(
        StatusCode::kUnsupported,
        "SentencePiece model has a custom unk_surface; the runtime renders unk as \" \\u2047 \"");
  }
  if (!has_normalizer) {
    // A missing NormalizerSpec means SentencePiece's defaults: no charsmap, all three flags on.
    normalizer = NormalizerSpec{};
  }
  ATTN_RETURN_IF_ERROR(cross_check(sp, t));

  t.kind = schema::TokenizerKind::Unigram;
  t.unk_id = sp.unk_id();
  t.bos_id = sp.bos_id();
  t.eos_id = sp.eos_id();
  t.pad_id = sp.pad_id();
  t.byte_fallback = trainer.byte_fallback;
  t.add_dummy_prefix = normalizer.add_dummy_prefix;
  t.remove_extra_whitespaces = normalizer.remove_extra_whitespaces;
  t.escape_whitespaces = normalizer.escape_whitespaces;
  t.normalizer_name = normalizer.name;
  t.precompiled_charsmap.assign(normalizer.charsmap.begin(), normalizer.charsmap.end());
  *out = std::move(t);
  return Status::Ok();
}

Status import_sentencepiece_file(const std::string& path, schema::TokenizerT* out) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return Status::Error(StatusCode::kIo, "cannot open SentencePiece model %s", path.c_str());
  std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  if (file.bad()) return Status::Error(StatusCode::kIo, "cannot read SentencePiece model %s", path.c_str());
  return import_sentencepiece(bytes, out);
}

}  // namespace attn
