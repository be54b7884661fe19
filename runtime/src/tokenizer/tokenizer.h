// attn::Tokenizer: a SentencePiece-compatible unigram tokenizer that reads the model file's Tokenizer table.
// It reproduces libsentencepiece (0.1.97) id for id: the precompiled-charsmap normalizer, whitespace handling,
// user-defined symbols, the optimized unigram Viterbi (same float/double arithmetic and tie-breaking, unknown
// pieces scored min_score - 10), byte fallback, and SentencePiece's decoding rules. All lookup structures are
// built in create(); encode() and decode() never allocate (encode uses only the caller's workspace).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "attn/schema/attn_generated.h"
#include "runtime/src/core/fixed_vector.h"
#include "base/src/core/status.h"
#include "runtime/src/tokenizer/normalizer.h"
#include "runtime/src/tokenizer/piece_trie.h"

namespace attn {

class Tokenizer {
 public:
  Tokenizer() = default;  // movable; Result<Tokenizer> needs default-constructible + movable
  Tokenizer(Tokenizer&&) = default;
  Tokenizer& operator=(Tokenizer&&) = default;

  // Validates the schema table (piece count == vocab_size, pieces valid UTF-8 and at most 64 bytes, no
  // duplicate pieces, special ids in range, Byte pieces <0x00>..<0xFF> all present when byte_fallback,
  // charsmap well-formed) and builds lookup structures. Allocates: load time only.
  //
  // With a vocabulary mapping (Tokenizer.ids, Marian's vocab.json) the pieces are those of one SentencePiece
  // model, any number of them, and each maps to a vocabulary id in [0, vocab_size); encode() returns and
  // decode() takes vocabulary ids, and the special ids are vocabulary ids. Pieces mapping to unk_id other
  // than the Unknown piece are pieces the vocabulary lacks: encode() turns them into unk, decode() never
  // produces them; any other id is the target of at most one piece.
  static Result<Tokenizer> create(const schema::Tokenizer& table, uint32_t vocab_size);

  // decode() hands its ids to `decoder` from now on (Marian: the source model encodes, target.spm decodes).
  // The caller keeps decoder alive (attn::Model owns both); decoder must cover_vocabulary().
  void decode_with(const Tokenizer* decoder) { decoder_ = decoder; }

  // Whether every vocabulary id has a piece to decode to (always true without a vocabulary mapping); the
  // first id without one in *missing otherwise.
  bool covers_vocabulary(int32_t* missing) const;

  // Bytes of scratch that encode() needs for inputs of at most max_input_bytes (a worst-case bound that
  // accounts for the normalizer's largest expansion).
  size_t workspace_bytes(size_t max_input_bytes) const;

  // Most ids encode() can produce for inputs of at most max_input_bytes (one per normalized byte, reached
  // when every character falls back to bytes).
  size_t max_ids(size_t max_input_bytes) const { return normalizer_.max_output_bytes(max_input_bytes); }

  // Text -> ids (no bos/eos added). Never allocates: uses only the caller's workspace. Invalid UTF-8 ->
  // StatusCode::kInvalidArgument naming the byte offset. Too small ids capacity or workspace ->
  // StatusCode::kInputTooLong (*count is then the number of ids needed when the workspace sufficed, else 0).
  Status encode(std::string_view text, std::span<std::byte> workspace, std::span<int32_t> ids, size_t* count) const;

  // Ids -> text, as SentencePiece decodes. Never allocates; writes no NUL terminator. An id outside
  // [0, vocab_size) -> StatusCode::kInvalidArgument. Too small -> StatusCode::kBufferTooSmall, and *written
  // is then the number of bytes the text needs.
  Status decode(std::span<const int32_t> ids, std::span<char> out, size_t* written) const;

  // Whether id (a vocabulary id encode() produced) is a byte piece <0xXX>: a character the vocabulary lacks,
  // spelled byte by byte.
  bool is_byte_piece(int32_t id) const {
    if (id < 0 || static_cast<uint32_t>(id) >= vocab_size_) return false;
    const int32_t piece = id_pieces_.empty() ? id : id_pieces_[static_cast<size_t>(id)];
    return piece >= 0 && pieces_[static_cast<size_t>(piece)].type == schema::PieceType::Byte;
  }

  int32_t bos_id() const { return bos_id_; }
  int32_t eos_id() const { return eos_id_; }
  int32_t pad_id() const { return pad_id_; }
  int32_t unk_id() const { return unk_id_; }
  uint32_t vocab_size() const { return vocab_size_; }

 private:
  struct PieceInfo {
    uint32_t text_offset = 0;  // into piece_text_
    uint32_t text_size = 0;
    float score = 0.0f;
    schema::PieceType type = schema::PieceType::Normal;
    uint8_t byte_value = 0;  // Byte pieces only
  };

  Status map_vocabulary(const flatbuffers::Vector<int32_t>& mapping);

  std::string_view piece_text(int32_t id) const {
    const PieceInfo& p = pieces_[static_cast<size_t>(id)];
    return std::string_view(piece_text_.data() + p.text_offset, p.text_size);
  }

  // Vocabulary id of a piece and the piece of a vocabulary id (-1: none); both empty without a mapping.
  int32_t vocabulary_id(int32_t piece) const {
    return piece_ids_.empty() ? piece : piece_ids_[static_cast<size_t>(piece)];
  }

  FixedVector<PieceInfo> pieces_;  // sized once in create(), which reports allocation failure
  FixedVector<int32_t> piece_ids_;  // [pieces]
  FixedVector<int32_t> id_pieces_;  // [vocab_size]
  uint32_t vocab_size_ = 0;
  int32_t unk_piece_ = -1;  // the piece of type Unknown (== unk_id_ without a mapping)
  const Tokenizer* decoder_ = nullptr;
  FixedVector<char> piece_text_;
  PieceTrie trie_;               // normal, user-defined and unused pieces (what the Viterbi may emit)
  PieceTrie user_defined_trie_;  // user-defined pieces only: the normalizer keeps them verbatim
  Normalizer normalizer_;
  std::array<int32_t, 256> byte_ids_{};  // byte value -> id of its <0xXX> piece (byte_fallback only)
  bool byte_fallback_ = false;
  bool add_dummy_prefix_ = true;
  float min_score_ = 0.0f;  // over Normal pieces, as SentencePiece computes it
  float max_score_ = 0.0f;
  int32_t unk_id_ = -1;
  int32_t bos_id_ = -1;
  int32_t eos_id_ = -1;
  int32_t pad_id_ = -1;
};

}  // namespace attn
