// Tokenizer::create: checks the model file's Tokenizer table and builds the lookup structures.
#include "runtime/src/tokenizer/tokenizer.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "runtime/src/tokenizer/utf8.h"

namespace attn {
namespace {

constexpr size_t kMaxPieceBytes = 64;

// "<0xAB>" -> 0xAB; -1 if text is not a byte piece as SentencePiece spells them (upper-case hex).
int parse_byte_piece(std::string_view text) {
  if (text.size() != 6 || text.substr(0, 3) != "<0x" || text[5] != '>') return -1;
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  const int hi = hex(text[3]), lo = hex(text[4]);
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

Status check_special_id(const char* name, int32_t id, uint32_t vocab_size, bool required) {
  if ((id == -1 && !required) || (id >= 0 && static_cast<uint32_t>(id) < vocab_size)) return Status::Ok();
  return Status::Error(StatusCode::kInvalidModel, "tokenizer %s %d is outside the vocabulary [0, %u)", name,
                       id, vocab_size);
}

}  // namespace

Status Tokenizer::map_vocabulary(const flatbuffers::Vector<int32_t>& mapping) {
  for (size_t v = 0; v < id_pieces_.size(); ++v) id_pieces_[v] = -1;
  for (uint32_t i = 0; i < mapping.size(); ++i) {
    const int32_t id = mapping.Get(i);
    if (id < 0 || static_cast<uint32_t>(id) >= vocab_size_) {
      return Status::Error(StatusCode::kInvalidModel,
                           "tokenizer piece %u maps to id %d, outside the vocabulary [0, %u)", i, id,
                           vocab_size_);
    }
    piece_ids_[i] = id;
    // Pieces the vocabulary lacks map to unk; the unknown piece itself is the one unk decodes to.
    if (id == unk_id_ && static_cast<int32_t>(i) != unk_piece_) continue;
    if (id_pieces_[static_cast<size_t>(id)] != -1) {
      return Status::Error(StatusCode::kInvalidModel,
                           "tokenizer pieces %d and %u both map to vocabulary id %d",
                           id_pieces_[static_cast<size_t>(id)], i, id);
    }
    id_pieces_[static_cast<size_t>(id)] = static_cast<int32_t>(i);
  }
  return Status::Ok();
}

bool Tokenizer::covers_vocabulary(int32_t* missing) const {
  for (size_t v = 0; v < id_pieces_.size(); ++v) {
    if (id_pieces_[v] < 0) {
      *missing = static_cast<int32_t>(v);
      return false;
    }
  }
  return true;
}

Result<Tokenizer> Tokenizer::create(const schema::Tokenizer& table, uint32_t vocab_size) {
  if (table.kind() != schema::TokenizerKind::Unigram) {
    return Status::Error(StatusCode::kUnsupported, "tokenizer kind %d is not supported (only Unigram)",
                         static_cast<int>(table.kind()));
  }
  const auto* pieces = table.pieces();
  const uint32_t piece_count = pieces ? pieces->size() : 0;
  const auto* mapping = table.ids();
  const bool mapped = mapping != nullptr && mapping->size() != 0;
  if (!mapped && piece_count != vocab_size) {
    return Status::Error(StatusCode::kInvalidModel, "tokenizer has %u pieces but the vocabulary has %u",
                         piece_count, vocab_size);
  }
  if (mapped && mapping->size() != piece_count) {
    return Status::Error(StatusCode::kInvalidModel, "tokenizer has %u pieces but %u vocabulary ids",
                         piece_count, mapping->size());
  }
  if (vocab_size == 0 || piece_count == 0)
    return Status::Error(StatusCode::kInvalidModel, "tokenizer has no pieces");

  Tokenizer t;
  t.vocab_size_ = vocab_size;
  t.unk_id_ = table.unk_id();
  t.bos_id_ = table.bos_id();
  t.eos_id_ = table.eos_id();
  t.pad_id_ = table.pad_id();
  t.byte_fallback_ = table.byte_fallback();
  t.add_dummy_prefix_ = table.add_dummy_prefix();
  ATTN_RETURN_IF_ERROR(check_special_id("unk_id", t.unk_id_, vocab_size, /*required=*/true));
  ATTN_RETURN_IF_ERROR(check_special_id("bos_id", t.bos_id_, vocab_size, false));
  ATTN_RETURN_IF_ERROR(check_special_id("eos_id", t.eos_id_, vocab_size, false));
  ATTN_RETURN_IF_ERROR(check_special_id("pad_id", t.pad_id_, vocab_size, false));

  // SentencePiece's score range over Normal pieces; max starts at FLT_MIN (not -FLT_MAX) as it does there,
  // which matters for the user-defined piece bonus.
  t.min_score_ = FLT_MAX;
  t.max_score_ = FLT_MIN;
  t.byte_ids_.fill(-1);
  size_t text_bytes = 0;
  for (uint32_t i = 0; i < piece_count; ++i) {
    const schema::Piece* p = pieces->Get(i);
    if (p == nullptr || p->text() == nullptr) {
      return Status::Error(StatusCode::kInvalidModel, "tokenizer piece %u has no text", i);
    }
    text_bytes += p->text()->size();
  }
  // Every table is sized here, once; the fills below stay within it.
  FixedVector<PieceTrie::Entry> vocab_entries, user_defined_entries;
  if (!t.pieces_.resize(piece_count) || !t.piece_text_.resize(text_bytes) ||
      !vocab_entries.reserve(piece_count) || !user_defined_entries.reserve(piece_count) ||
      (mapped && !t.piece_ids_.resize(piece_count)) || (mapped && !t.id_pieces_.resize(vocab_size))) {
    return Status::Error(StatusCode::kOutOfMemory,
                         "cannot allocate the tables of %u pieces (%zu bytes of text)", piece_count,
                         text_bytes);
  }
  size_t text_used = 0;
  int unknown_pieces = 0;
  for (uint32_t i = 0; i < piece_count; ++i) {
    const schema::Piece* p = pieces->Get(i);
    const std::string_view text(p->text()->data(), p->text()->size());
    const int32_t id = static_cast<int32_t>(i);
    if (text.empty() || text.size() > kMaxPieceBytes) {
      return Status::Error(StatusCode::kInvalidModel, "tokenizer piece %u has %zu bytes (must be 1..%zu)", i,
                           text.size(), kMaxPieceBytes);
    }
    const size_t bad = utf8::find_invalid(text);
    if (bad != std::string_view::npos) {
      return Status::Error(StatusCode::kInvalidModel, "tokenizer piece %u is not valid UTF-8 (byte %zu)", i,
                           bad);
    }
    if (!std::isfinite(p->score())) {
      return Status::Error(StatusCode::kInvalidModel, "tokenizer piece %u has a non-finite score", i);
    }
    const schema::PieceType type = p->type();
    PieceInfo info;
    info.text_offset = static_cast<uint32_t>(text_used);
    info.text_size = static_cast<uint32_t>(text.size());
    info.score = p->score();
    info.type = type;
    std::memcpy(t.piece_text_.data() + text_used, text.data(), text.size());
    text_used += text.size();
    switch (type) {
      case schema::PieceType::Normal:
        t.min_score_ = std::min(t.min_score_, info.score);
        t.max_score_ = std::max(t.max_score_, info.score);
        (void)vocab_entries.push_back({text, id});  // reserved: one per piece at most
        break;
      case schema::PieceType::UserDefined:
        (void)vocab_entries.push_back({text, id});
        (void)user_defined_entries.push_back({text, id});
        break;
      case schema::PieceType::Unused:  // kept in the vocabulary, never produced by encode
      case schema::PieceType::Control:
        break;
      case schema::PieceType::Unknown:
        ++unknown_pieces;
        t.unk_piece_ = id;
        if ((mapped ? mapping->Get(i) : id) != t.unk_id_) {
          return Status::Error(StatusCode::kInvalidModel,
                               "tokenizer piece %u is of type Unknown but unk_id is %d", i, t.unk_id_);
        }
        break;
      case schema::PieceType::Byte: {
        const int byte = parse_byte_piece(text);
        if (byte < 0) {
          return Status::Error(StatusCode::kInvalidModel,
                               "tokenizer piece %u is of type Byte but is not <0xXX>", i);
        }
        if (!t.byte_fallback_) {
          return Status::Error(StatusCode::kInvalidModel,
                               "tokenizer piece %u is a Byte piece but byte_fallback is off", i);
        }
        if (t.byte_ids_[static_cast<size_t>(byte)] != -1) {
          return Status::Error(StatusCode::kInvalidModel, "tokenizer byte piece <0x%02X> appears twice",
                               byte);
        }
        t.byte_ids_[static_cast<size_t>(byte)] = id;
        info.byte_value = static_cast<uint8_t>(byte);
        break;
      }
      default:
        return Status::Error(StatusCode::kInvalidModel, "tokenizer piece %u has unknown type %d", i,
                             static_cast<int>(type));
    }
    t.pieces_[i] = info;
  }
  if (unknown_pieces != 1) {
    return Status::Error(StatusCode::kInvalidModel,
                         "tokenizer needs exactly one Unknown piece (at unk_id %d), has %d", t.unk_id_,
                         unknown_pieces);
  }
  if (t.byte_fallback_) {
    for (size_t b = 0; b < 256; ++b) {
      if (t.byte_ids_[b] == -1) {
        return Status::Error(StatusCode::kInvalidModel, "tokenizer has byte_fallback but no piece <0x%02zX>",
                             b);
      }
    }
  }

  // Every piece text must be unique (SentencePiece maps text back to ids when decoding).
  if (mapped) ATTN_RETURN_IF_ERROR(t.map_vocabulary(*mapping));

  FixedVector<std::string_view> sorted;
  if (!sorted.resize(piece_count)) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate the sort of %u pieces", piece_count);
  }
  for (uint32_t i = 0; i < piece_count; ++i) sorted[i] = t.piece_text(static_cast<int32_t>(i));
  std::sort(sorted.begin(), sorted.end());
  const auto dup = std::adjacent_find(sorted.begin(), sorted.end());
  if (dup != sorted.end()) {
    return Status::Error(StatusCode::kInvalidModel, "tokenizer piece \"%.*s\" appears more than once",
                         static_cast<int>(dup->size()), dup->data());
  }

  // The trie entries point into the table; rebuild them over our own copy of the text.
  for (auto* entries : {&vocab_entries, &user_defined_entries}) {
    for (PieceTrie::Entry& e : *entries) e.text = t.piece_text(e.id);
  }
  ATTN_RETURN_IF_ERROR(t.trie_.build(std::span<const PieceTrie::Entry>(vocab_entries.data(), vocab_entries.size())));
  ATTN_RETURN_IF_ERROR(t.user_defined_trie_.build(
      std::span<const PieceTrie::Entry>(user_defined_entries.data(), user_defined_entries.size())));

  const auto* charsmap = table.precompiled_charsmap();
  Normalizer::Options options;
  options.add_dummy_prefix = table.add_dummy_prefix();
  options.remove_extra_whitespaces = table.remove_extra_whitespaces();
  options.escape_whitespaces = table.escape_whitespaces();
  ATTN_RETURN_IF_ERROR(t.normalizer_.init(
      charsmap ? std::span<const uint8_t>(charsmap->data(), charsmap->size()) : std::span<const uint8_t>(), options));
  return t;
}

}  // namespace attn
