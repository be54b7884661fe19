// Tokenizer::encode: normalize, then SentencePiece's optimized unigram Viterbi, then byte fallback.
//
// The Viterbi keeps, for every byte position of the normalized text, the best path ending there (its score and
// where its last piece starts). From each character start it walks the piece trie byte by byte, so the
// cost is one trie step per (start, piece byte) pair. The arithmetic copies SentencePiece on purpose: a
// candidate is summed in double (piece score + path score) and compared against the stored float; unknown
// characters are summed in float with score min_score - 10; ties keep the earlier candidate. Any deviation
// changes ids on near-ties.
#include <algorithm>
#include <cstdint>

#include "runtime/src/tokenizer/tokenizer.h"
#include "runtime/src/tokenizer/utf8.h"

namespace attn {
namespace {

// 8 bytes per normalized byte. The last piece's id is not stored: its text [starts_at, end) identifies it
// (piece texts are unique), and a span that is no usable piece can only have come from the unknown path.
struct BestPath {
  float score;        // total score of the best path ending here
  int32_t starts_at;  // byte where its last piece starts; -1 while no path ends here
};

constexpr float kUnknownPenalty = 10.0f;

// Workspace layout: [normalized text][padding to BestPath alignment][BestPath x (normalized bytes + 1)].
size_t path_offset(const std::byte* base, size_t normalized_bytes) {
  const uintptr_t end = reinterpret_cast<uintptr_t>(base) + normalized_bytes;
  const uintptr_t aligned = (end + alignof(BestPath) - 1) & ~uintptr_t{alignof(BestPath) - 1};
  return normalized_bytes + static_cast<size_t>(aligned - end);
}

}  // namespace

size_t Tokenizer::workspace_bytes(size_t max_input_bytes) const {
  const size_t normalized = normalizer_.max_output_bytes(max_input_bytes);
  return normalized + alignof(BestPath) - 1 + (normalized + 1) * sizeof(BestPath);
}

Status Tokenizer::encode(std::string_view text, std::span<std::byte> workspace, std::span<int32_t> ids,
                         size_t* count) const {
  if (count == nullptr) return Status::Error(StatusCode::kInvalidArgument, "encode: count is null");
  *count = 0;
  if (pieces_.empty())
    return Status::Error(StatusCode::kInvalidArgument, "encode: tokenizer was not created");
  const size_t bad = utf8::find_invalid(text);
  if (bad != std::string_view::npos) {
    return Status::Error(StatusCode::kInvalidArgument, "input text is not valid UTF-8 at byte %zu (0x%02X)",
                         bad, static_cast<unsigned>(static_cast<uint8_t>(text[bad])));
  }

  // 1. Normalize into the front of the workspace.
  char* normalized = reinterpret_cast<char*>(workspace.data());
  size_t size = 0;
  ATTN_RETURN_IF_ERROR(
      normalizer_.normalize(text, user_defined_trie_, std::span<char>(normalized, workspace.size()), &size));
  if (size == 0) return Status::Ok();
  if (size > static_cast<size_t>(INT32_MAX) - 1) {
    return Status::Error(StatusCode::kInputTooLong, "normalized text of %zu bytes is too long", size);
  }

  // 2. Best paths live after the text.
  const size_t offset = path_offset(workspace.data(), size);
  const size_t path_bytes = (size + 1) * sizeof(BestPath);
  if (offset > workspace.size() || workspace.size() - offset < path_bytes) {
    return Status::Error(StatusCode::kInputTooLong,
                         "a %zu-byte input needs %zu bytes of tokenizer workspace, %zu were given",
                         text.size(), offset + path_bytes, workspace.size());
  }
  BestPath* best = reinterpret_cast<BestPath*>(workspace.data() + offset);
  for (size_t i = 0; i <= size; ++i) best[i] = BestPath{0.0f, -1};

  const float unk_score = min_score_ - kUnknownPenalty;
  const PieceInfo* pieces = pieces_.data();
  size_t starts_at = 0;
  while (starts_at < size) {
    const float score_till_here = best[starts_at].score;
    const size_t char_length =
        std::min(utf8::lead_byte_length(static_cast<uint8_t>(normalized[starts_at])), size - starts_at);
    bool has_single_char_piece = false;
    uint32_t node = PieceTrie::kRoot;
    for (size_t key_pos = starts_at; key_pos < size;) {
      if (!trie_.step(node, static_cast<uint8_t>(normalized[key_pos]), &node)) break;
      ++key_pos;
      const int32_t id = trie_.value(node);
      if (id < 0) continue;
      const PieceInfo& piece = pieces[id];
      const size_t length = key_pos - starts_at;
      // User-defined pieces get a bonus so that they always win (SentencePiece: length * max_score - 0.1).
      const double score = piece.type == schema::PieceType::UserDefined
                               ? static_cast<double>(static_cast<float>(length) * max_score_) - 0.1
                               : static_cast<double>(piece.score);
      const double candidate = score + static_cast<double>(score_till_here);
      BestPath& target = best[key_pos];
      if (target.starts_at == -1 || candidate > static_cast<double>(target.score)) {
        target.score = static_cast<float>(candidate);
        target.starts_at = static_cast<int32_t>(starts_at);
      }
      if (length == char_length) has_single_char_piece = true;
    }
    if (!has_single_char_piece) {
      BestPath& target = best[starts_at + char_length];
      const float candidate = unk_score + score_till_here;
      if (target.starts_at == -1 || candidate > target.score) {
        target.score = candidate;
        target.starts_at = static_cast<int32_t>(starts_at);
      }
    }
    starts_at += char_length;
  }

  // 3. Backtrack twice: count the ids (unknown pieces become one id per byte with byte fallback, else runs
  // of unknown pieces merge into one), then write them back to front.
  auto piece_id = [&](size_t begin, size_t end) {
    const int32_t id = trie_.find(std::string_view(normalized + begin, end - begin));
    return id < 0 ? unk_piece_ : id;
  };
  size_t needed = 0;
  bool later_is_unk = false;
  for (size_t end = size; end > 0;) {
    const size_t begin = static_cast<size_t>(best[end].starts_at);
    const bool is_unk = piece_id(begin, end) == unk_piece_;
    if (is_unk && byte_fallback_) {
      needed += end - begin;
    } else if (!(is_unk && later_is_unk)) {
      ++needed;
    }
    later_is_unk = is_unk;
    end = begin;
  }
  *count = needed;
  if (needed > ids.size()) {
    return Status::Error(StatusCode::kInputTooLong, "input needs %zu tokens, room for %zu", needed,
                         ids.size());
  }
  size_t out = needed;
  later_is_unk = false;
  for (size_t end = size; end > 0;) {
    const size_t begin = static_cast<size_t>(best[end].starts_at);
    const int32_t id = piece_id(begin, end);
    const bool is_unk = id == unk_piece_;
    if (is_unk && byte_fallback_) {
      for (size_t i = end; i > begin; --i) {
        ids[--out] = vocabulary_id(byte_ids_[static_cast<uint8_t>(normalized[i - 1])]);
      }
    } else if (!(is_unk && later_is_unk)) {
      ids[--out] = vocabulary_id(id);
    }
    later_is_unk = is_unk;
    end = begin;
  }
  return Status::Ok();
}

}  // namespace attn
