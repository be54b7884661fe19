// translate_text's sentence cutting: the next piece of text to translate (a sentence, or the longest prefix
// of one that fits the model, cut at a safe boundary) or to copy untranslated (text/verbatim.h, or text whose
// tokens show the vocabulary lacks its script).
//
// Sentences are found one batch at a time (text/sentence_splitter.h), so nothing is sized by the number of
// sentences: a batch holds max_batch of them, each tokenized into its source slot. A sentence with more
// tokens than the model's positions allow is cut at the last safe boundary that fits (a binary search over
// prefixes, each one tokenized: log2(bytes) tokenizations, only for such sentences) and the rest is the next
// piece.
#include <string_view>

#include "runtime/src/text/verbatim.h"
#include "runtime/src/translate/text_pipeline.h"

namespace attn::translate {
namespace {

// A piece is tokenized within max_source_tokens × kMaxBytesPerToken bytes (next_text_piece).
constexpr size_t kMaxBytesPerToken = 32;
// A piece of at least kDenseMinTokens tokens averaging fewer than kMinBytesPerToken bytes each is copied. Of
// the 5,300 lines of the DDTP and software dev and test splits (en-de), none is (median 3.8 bytes a token;
// the densest ones, man page synopses such as "[-bir] [-gpu] [-f file]", have 25-40 tokens); text in a
// script the vocabulary lacks has about one byte a token (byte pieces).
constexpr size_t kDenseMinTokens = 64;
constexpr double kMinBytesPerToken = 1.5;
// So is a piece of at least kByteMinTokens tokens of which half or more are byte pieces spelling letters (a
// script the vocabulary lacks, in short sentences; emoji do not count); none of those 5,300 lines is.
constexpr size_t kByteMinTokens = 8;

// The byte at or before `at` that starts a UTF-8 character (the text is valid UTF-8).
size_t char_start(std::string_view text, size_t at) {
  while (at > 0 && at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) --at;
  return at;
}

// Where to cut a piece that fits up to `limit` (exclusive) starting at `begin`: after the last ", ; :"
// followed by a space in the second half, else at the last space, else at `limit` itself (one long word).
size_t safe_cut(std::string_view text, size_t begin, size_t limit) {
  const size_t half = begin + (limit - begin) / 2;
  for (size_t i = limit; i > half + 1; --i) {
    const char c = text[i - 2];
    if ((c == ',' || c == ';' || c == ':') && text::is_space(text[i - 1])) return i - 1;
  }
  for (size_t i = limit; i > begin + 1; --i) {
    if (text::is_space(text[i - 1])) return i - 1;
  }
  return limit;
}

}  // namespace

bool TextPipeline::fits(std::string_view text, size_t slot) {
  size_t count = 0;
  return tokenize(text, engine_.source_slot(slot), &count).ok();
}

// Text the vocabulary does not cover (another script, random strings) falls apart into pieces of a byte or
// two, each one decoder step: such a piece is copied as well. Byte pieces that spell emoji and other symbols
// do not count (a sentence with an emoji is still language); the piece's symbols are counted only when its
// byte pieces could decide, so ordinary text pays one pass over its ids.
bool TextPipeline::vocabulary_lacks(std::string_view piece, const int32_t* ids, size_t count) const {
  if (count >= kDenseMinTokens &&
      static_cast<double>(piece.size()) < kMinBytesPerToken * static_cast<double>(count)) {
    return true;
  }
  if (count < kByteMinTokens) return false;
  size_t byte_pieces = 0;
  for (size_t i = 0; i < count; ++i) byte_pieces += model_.tokenizer().is_byte_piece(ids[i]) ? 1 : 0;
  if (2 * byte_pieces < count) return false;
  const size_t symbols = text::symbol_bytes(piece);
  const size_t letter_byte_pieces = byte_pieces > symbols ? byte_pieces - symbols : 0;
  return 2 * letter_byte_pieces >= count;
}

Result<bool> TextPipeline::next_text_piece(std::string_view text, size_t cursor, bool split, size_t slot,
                                           text::Span* piece) {
  if (split) {
    if (!text::next_sentence(text, cursor, piece)) return false;
  } else {
    size_t begin = cursor, end = text.size();
    while (begin < end && text::is_space(text[begin])) ++begin;
    while (end > begin && text::is_space(text[end - 1])) --end;
    if (begin == end) return false;
    *piece = {begin, end};
  }
  verbatim_pieces_[slot] = 0;
  // A span that is not language is a piece of its own, copied; the text before it is the piece to translate.
  // Split text is searched only as far as the tokenizing window below: no piece can reach further, so the
  // cost of finding a piece stays bounded however long its sentence.
  const size_t window = plan_.max_source_tokens * kMaxBytesPerToken;
  text::Span searched = *piece;
  if (split && searched.end - searched.begin > window)
    searched.end = char_start(text, searched.begin + window);
  text::Span verbatim = text::find_verbatim(text, searched);
  // A span the window cut short goes on to the end of its word (an unbroken run is copied whole).
  if (verbatim.begin < searched.end && verbatim.end == searched.end) {
    while (verbatim.end < piece->end && !text::is_space(text[verbatim.end])) ++verbatim.end;
  }
  if (verbatim.begin == piece->begin && verbatim.begin < searched.end) {
    *piece = verbatim;
    verbatim_pieces_[slot] = 1;
    return true;
  }
  if (verbatim.begin < searched.end) {
    piece->end = verbatim.begin;
    while (piece->end > piece->begin && text::is_space(text[piece->end - 1])) --piece->end;
  }
  // Only a window of the sentence is tokenized, so that the cost of finding a piece does not grow with the
  // length of an unbroken sentence: no piece of ordinary text spends kMaxBytesPerToken bytes on each token.
  bool cut = false;
  if (split && piece->end - piece->begin > window) {
    piece->end = char_start(text, piece->begin + window);
    cut = true;
  }
  size_t count = 0;
  Status tokenized =
      tokenize(text.substr(piece->begin, piece->end - piece->begin), engine_.source_slot(slot), &count);
  const bool too_long = tokenized.code() == StatusCode::kInputTooLong;
  if ((too_long || cut) && split) {
    // The longest prefix that fits, by bytes: fits(begin..lo) holds, fits(begin..hi) does not.
    size_t lo = too_long ? piece->begin : piece->end, hi = piece->end;
    while (hi - lo > 1) {
      const size_t mid = char_start(text, lo + (hi - lo) / 2);
      if (mid <= lo) break;
      if (fits(text.substr(piece->begin, mid - piece->begin), slot)) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    size_t end = safe_cut(text, piece->begin, lo);
    while (end > piece->begin && text::is_space(text[end - 1])) --end;
    if (end > piece->begin) {
      piece->end = end;
      tokenized =
          tokenize(text.substr(piece->begin, piece->end - piece->begin), engine_.source_slot(slot), &count);
    }
  }
  ATTN_RETURN_IF_ERROR(tokenized);
  if (vocabulary_lacks(text.substr(piece->begin, piece->end - piece->begin), engine_.source_slot(slot),
                       count)) {
    verbatim_pieces_[slot] = 1;
    return true;
  }
  engine_.set_source(slot, count);
  return true;
}

}  // namespace attn::translate
