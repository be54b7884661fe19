// Tokenizer::decode: SentencePiece's DecodeIds without allocating.
//   - Control pieces (bos, eos, pad, ...) decode to nothing; the unknown piece to " \u2047 ".
//   - Other pieces: U+2581 becomes a space; at the start of the text a leading U+2581 is dropped (it was the
//     dummy prefix).
//   - A run of byte pieces is reassembled into UTF-8; every byte that does not start a valid character
//     becomes U+FFFD on its own.
#include <cstring>

#include "runtime/src/tokenizer/tokenizer.h"
#include "runtime/src/tokenizer/utf8.h"

namespace attn {
namespace {

constexpr std::string_view kSpaceSymbol = "\xE2\x96\x81";
constexpr std::string_view kUnknownSurface = " \xE2\x81\x87 ";
constexpr std::string_view kReplacementCharacter = "\xEF\xBF\xBD";

// Appends to a fixed buffer; past its end it only counts, so the caller learns the size it needs.
class Output {
 public:
  explicit Output(std::span<char> buffer) : buffer_(buffer) {}
  void append(std::string_view s) {
    if (size_ < buffer_.size()) std::memcpy(buffer_.data() + size_, s.data(), std::min(s.size(), buffer_.size() - size_));
    size_ += s.size();
  }
  size_t size() const { return size_; }
  bool overflowed() const { return size_ > buffer_.size(); }

 private:
  std::span<char> buffer_;
  size_t size_ = 0;
};

}  // namespace

Status Tokenizer::decode(std::span<const int32_t> ids, std::span<char> out, size_t* written) const {
  if (written == nullptr) return Status::Error(StatusCode::kInvalidArgument, "decode: written is null");
  *written = 0;
  if (decoder_ != nullptr) return decoder_->decode(ids, out, written);
  const int32_t vocab = static_cast<int32_t>(vocab_size_);
  for (size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] < 0 || ids[i] >= vocab) {
      return Status::Error(StatusCode::kInvalidArgument, "decode: id %d at position %zu is outside [0, %d)",
                           ids[i], i, vocab);
    }
    if (!id_pieces_.empty() && id_pieces_[static_cast<size_t>(ids[i])] < 0) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "decode: id %d at position %zu has no piece in this tokenizer", ids[i], i);
    }
  }
  // Vocabulary ids to this model's pieces (the identity without a mapping); checked above.
  auto piece_at = [&](size_t i) -> const PieceInfo& {
    const int32_t id = ids[i];
    return pieces_[static_cast<size_t>(id_pieces_.empty() ? id : id_pieces_[static_cast<size_t>(id)])];
  };

  Output text(out);
  const bool remove_extra_whitespaces = normalizer_.options().remove_extra_whitespaces;
  const bool strip_leading_space = add_dummy_prefix_ || remove_extra_whitespaces;
  // SentencePiece strips the dummy-prefix space from the first visible piece. Without
  // remove_extra_whitespaces only one such space is stripped; with it, every piece is stripped until some
  // text has been written.
  bool at_start = true;
  bool stripped_space = false;
  size_t i = 0;
  while (i < ids.size()) {
    const PieceInfo& piece = piece_at(i);
    if (piece.type == schema::PieceType::Byte) {
      // A run of byte pieces, decoded one character at a time.
      size_t run_end = i;
      while (run_end < ids.size() && piece_at(run_end).type == schema::PieceType::Byte) {
        ++run_end;
      }
      while (i < run_end) {
        char bytes[4] = {};
        const size_t avail = std::min<size_t>(4, run_end - i);
        for (size_t k = 0; k < avail; ++k) {
          bytes[k] = static_cast<char>(piece_at(i + k).byte_value);
        }
        const size_t length = utf8::valid_char_length(bytes, avail);
        if (length == 0) {
          text.append(kReplacementCharacter);
          i += 1;
        } else {
          text.append(std::string_view(bytes, length));
          i += length;
        }
      }
      continue;
    }
    ++i;
    if (stripped_space || text.size() != 0) at_start = false;
    stripped_space = false;
    if (piece.type == schema::PieceType::Control) continue;
    if (piece.type == schema::PieceType::Unknown) {
      text.append(kUnknownSurface);
      continue;
    }
    std::string_view s(piece_text_.data() + piece.text_offset, piece.text_size);
    if (at_start && strip_leading_space && s.substr(0, kSpaceSymbol.size()) == kSpaceSymbol) {
      s.remove_prefix(kSpaceSymbol.size());
      stripped_space = !remove_extra_whitespaces;
    }
    // Replace every U+2581 with a space.
    for (size_t pos = s.find(kSpaceSymbol); pos != std::string_view::npos; pos = s.find(kSpaceSymbol)) {
      text.append(s.substr(0, pos));
      text.append(" ");
      s.remove_prefix(pos + kSpaceSymbol.size());
    }
    text.append(s);
  }
  *written = text.size();
  if (text.overflowed()) {
    return Status::Error(StatusCode::kBufferTooSmall, "decoded text needs %zu bytes, the buffer holds %zu",
                         text.size(), out.size());
  }
  return Status::Ok();
}

}  // namespace attn
