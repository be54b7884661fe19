// Translator::translate_text: text of any length (up to max_input_bytes) as sentences, with spans, scores and
// word alignments. Like translate(), it runs in the translator's arena and the caller's buffers only.
//
// Sentences are found one batch at a time (text/sentence_splitter.h), so nothing is sized by the number of
// sentences: a batch holds max_batch of them, each tokenized into its source slot. A sentence with more
// tokens than the model's positions allow is cut at the last safe boundary that fits (a binary search over
// prefixes, each one tokenized: log2(bytes) tokenizations, only for such sentences) and the rest is the next
// piece.
//
// Details (scores and alignments) come from one more decoder pass over each finished translation, one row at
// a time, feeding its tokens as the search chose them: each step gives the chosen token's log-probability and
// the cross-attention of one layer, averaged over heads, whose maximum over the source tokens is the token's
// alignment (Garg et al., 2019, take the penultimate layer; docs/text.md has the measured error rates). The
// pass reuses the sentence's first kv_cache slot, which the search no longer needs.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <span>

#include "runtime/src/model/translator.h"
#include "runtime/src/text/verbatim.h"
#include "runtime/src/tokenizer/utf8.h"

namespace attn {
namespace {

// The first version of attn_text_options / attn_text_result: every field so far. A newer, larger struct's
// unknown tail is ignored.
constexpr size_t kFirstTextOptionsSize = sizeof(attn_text_options);
constexpr size_t kFirstTextResultSize = sizeof(attn_text_result);

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

// Each source token's bytes in its sentence: its piece's text found where the last one ended (after
// whitespace). A piece the normalizer changed (NFKC) or a byte piece is given the next character or byte.
// An empty piece (a lone U+2581) and eos get an empty span.
void locate_source_tokens(const Tokenizer& tokenizer, std::string_view sentence, const int32_t* ids,
                          size_t count, text::Span* spans) {
  size_t cursor = 0;
  for (size_t i = 0; i < count; ++i) {
    char piece[128];
    size_t bytes = 0;
    const Status decoded =
        tokenizer.decode(std::span<const int32_t>(ids + i, 1), std::span<char>(piece), &bytes);
    std::string_view surface = decoded.ok() ? std::string_view(piece, bytes) : std::string_view();
    while (!surface.empty() && surface.front() == ' ') surface.remove_prefix(1);
    while (cursor < sentence.size() && text::is_space(sentence[cursor])) ++cursor;
    if (surface.empty() || cursor >= sentence.size()) {
      spans[i] = {cursor, cursor};
      continue;
    }
    size_t length = 0;
    if (sentence.substr(cursor, surface.size()) == surface) {
      length = surface.size();
    } else {
      const bool byte_piece =
          surface == "\xEF\xBF\xBD" && static_cast<unsigned char>(sentence[cursor]) >= 0x80;
      length = byte_piece ? 1 : utf8::valid_char_length(sentence.data() + cursor, sentence.size() - cursor);
      if (length == 0) length = 1;
    }
    spans[i] = {cursor, cursor + length};
    cursor += length;
  }
}

}  // namespace

bool Translator::fits(std::string_view text, size_t slot) {
  size_t count = 0;
  return tokenize(text, source_ids(slot), &count).ok();
}

// Text the vocabulary does not cover (another script, random strings) falls apart into pieces of a byte or
// two, each one decoder step: such a piece is copied as well. Byte pieces that spell emoji and other symbols do
// not count (a sentence with an emoji is still language); the piece's symbols are counted only when its byte
// pieces could decide, so ordinary text pays one pass over its ids.
bool Translator::vocabulary_lacks(std::string_view piece, const int32_t* ids, size_t count) const {
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

Result<bool> Translator::next_text_piece(std::string_view text, size_t cursor, bool split, size_t slot,
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
  source_counts_[slot] = 0;
  verbatim_pieces_[slot] = 0;
  // A span that is not language is a piece of its own, copied; the text before it is the piece to translate.
  // Split text is searched only as far as the tokenizing window below: no piece can reach further, so the cost
  // of finding a piece stays bounded however long its sentence.
  const size_t window = plan_.max_source_tokens * kMaxBytesPerToken;
  text::Span searched = *piece;
  if (split && searched.end - searched.begin > window) searched.end = char_start(text, searched.begin + window);
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
  Status tokenized = tokenize(text.substr(piece->begin, piece->end - piece->begin), source_ids(slot), &count);
  const bool too_long = tokenized.code() == ATTN_ERROR_INPUT_TOO_LONG;
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
      tokenized = tokenize(text.substr(piece->begin, piece->end - piece->begin), source_ids(slot), &count);
    }
  }
  ATTN_RETURN_IF_ERROR(tokenized);
  if (vocabulary_lacks(text.substr(piece->begin, piece->end - piece->begin), source_ids(slot), count)) {
    verbatim_pieces_[slot] = 1;
    return true;
  }
  if (count > 0) {
    source_ids(slot)[count] = model_.tokenizer().eos_id();
    source_counts_[slot] = count + 1;
  }
  return true;
}

// Where token's log-probability is in a decoder row of sentence: its id, or with a shortlist its index in
// the sentence's ascending vocabulary (the decoder writes only those columns). A token the search chose is
// always in that vocabulary; one that is not (impossible) reads column 0 rather than out of bounds.
size_t Translator::column(size_t sentence, int32_t token, size_t V) const {
  size_t size = 0;
  const int32_t* ids = vocabulary(sentence, &size);
  if (ids == nullptr) return static_cast<size_t>(token) < V ? static_cast<size_t>(token) : 0;
  const int32_t* found = std::lower_bound(ids, ids + size, token);
  return found != ids + size && *found == token ? static_cast<size_t>(found - ids) : 0;
}

Result<size_t> Translator::score_sentence(size_t sentence, size_t layer) {
  const search::SearchResult& result = results_[sentence];
  const Tokenizer& tokenizer = model_.tokenizer();
  const size_t V = model_.architecture().vocab_size;
  const size_t steps = result.length + (result.ended_with_eos ? 1 : 0);
  const size_t source_count = source_counts_[sentence];
  // The real source tokens (eos excluded, unless it is all there is): attending to eos means "nothing here",
  // and a target token is still aligned to its likeliest word.
  const size_t candidates = source_count > 1 ? source_count - 1 : source_count;
  const int32_t slot = static_cast<int32_t>(sentence * plan_.beam_size);
  const int32_t row_sentence = static_cast<int32_t>(sentence);
  decoder_->set_alignment_probe(layer, alignment_probe_);
  Status failed;
  for (size_t p = 0; p < steps; ++p) {
    const int32_t token = p == 0 ? tokenizer.bos_id() : target_ids(sentence)[p - 1];
    auto stepped = decoder_->step(&token, 1, p, {&slot, &row_sentence});
    if (!stepped.ok()) {
      failed = stepped.status();
      break;
    }
    const int32_t next = p < result.length ? target_ids(sentence)[p] : tokenizer.eos_id();
    token_log_probs_[p] = stepped.value()[column(sentence, next, V)];
    size_t best = 0;
    for (size_t s = 1; s < candidates; ++s) {
      if (alignment_probe_[s] > alignment_probe_[best]) best = s;
    }
    token_sources_[p] = static_cast<int32_t>(best);
  }
  decoder_->set_alignment_probe(0, nullptr);
  ATTN_RETURN_IF_ERROR(failed);
  return steps;
}

Status Translator::translate_text(std::string_view text, const attn_text_options* options, char* out,
                                  size_t capacity, size_t* written, attn_text_result* result) {
  begin_call();
  attn_text_options o;
  attn_text_options_init(&o);
  if (options != nullptr) {
    if (options->struct_size < kFirstTextOptionsSize) {
      return Status::Error(
          ATTN_ERROR_INVALID_ARGUMENT,
          "translate_text: options.struct_size is %zu, expected %zu; call attn_text_options_init",
          options->struct_size, sizeof(attn_text_options));
    }
    std::memcpy(&o, options, sizeof(o));
  }
  if (result != nullptr && result->struct_size < kFirstTextResultSize) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                         "translate_text: result.struct_size is %zu, expected %zu", result->struct_size,
                         sizeof(attn_text_result));
  }
  if (result != nullptr && ((result->sentences == nullptr && result->sentence_capacity != 0) ||
                            (result->tokens == nullptr && result->token_capacity != 0))) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                         "translate_text: a result array is null with a capacity");
  }
  const size_t layers = decoder_->layers();
  size_t layer = layers >= 2 ? layers - 2 : 0;
  if (o.alignment_layer != -1) {
    if (o.alignment_layer < 0 || static_cast<size_t>(o.alignment_layer) >= layers) {
      return Status::Error(
          ATTN_ERROR_INVALID_ARGUMENT,
          "translate_text: alignment_layer is %d, the model has decoder layers [0, %zu) (-1: default)",
          o.alignment_layer, layers);
    }
    layer = static_cast<size_t>(o.alignment_layer);
  }
  if (text.size() > plan_.max_input_bytes) {
    return Status::Error(ATTN_ERROR_INPUT_TOO_LONG,
                         "translate_text: text has %zu bytes, the translator accepts %zu", text.size(),
                         plan_.max_input_bytes);
  }
  const size_t invalid = utf8::find_invalid(text);
  if (invalid != std::string_view::npos) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "translate_text: invalid UTF-8 at byte %zu", invalid);
  }
  if (o.markup != ATTN_MARKUP_NONE && o.markup != ATTN_MARKUP_HTML) {
    return Status::Error(ATTN_ERROR_INVALID_ARGUMENT,
                         "translate_text: markup is %d, must be %d (none) or %d (HTML)", o.markup,
                         ATTN_MARKUP_NONE, ATTN_MARKUP_HTML);
  }
  const bool split = o.split_sentences != 0, details = o.details != 0;
  const Tokenizer& tokenizer = model_.tokenizer();
  if (result != nullptr) {
    result->sentence_count = result->token_count = 0;
    result->warning = nullptr;
  }
  // With markup, sentences are cut from the tag-free text; malformed markup leaves the text as it is.
  bool markup = o.markup == ATTN_MARKUP_HTML;
  std::string_view source = text;
  size_t tag_count = 0;
  if (markup) {
    size_t plain_size = 0;
    const Status parsed = text::parse_markup(text, markup_text_, markup_text_capacity_, &plain_size,
                                             markup_tags_, markup_tag_capacity_, &tag_count);
    if (parsed.code() == ATTN_ERROR_INTERNAL) return parsed;
    if (parsed.ok()) {
      source = std::string_view(markup_text_, plain_size);
    } else {
      markup = false;
      tag_count = 0;
      std::snprintf(markup_warning_, Status::kMaxMessage, "%.200s; translated as plain text",
                    parsed.message());
      if (result != nullptr) result->warning = markup_warning_;
    }
  }

  size_t used = 0;  // bytes of output so far (written while they fit, with room for the NUL)
  auto append = [&](std::string_view bytes) {
    if (used + bytes.size() < capacity) std::memcpy(out + used, bytes.data(), bytes.size());
    used += bytes.size();
  };
  auto append_text = [&](std::string_view bytes) {  // text of a markup document: & < > encoded
    if (!markup) return append(bytes);
    const size_t room = used < capacity ? capacity - used - 1 : 0;
    used += text::escape_markup_text(bytes, room > 0 ? out + used : nullptr, room);
  };
  auto append_tag = [&](uint32_t k) {
    append(
        text.substr(markup_tags_[k].source_begin, markup_tags_[k].source_end - markup_tags_[k].source_begin));
  };
  size_t next_tag = 0;  // markup: the first tag not yet written
  // The text of source[from, to) between sentences, with the tags that stood there (a line break inserted for
  // a block tag is not text of the document and is not written).
  auto append_gap = [&](size_t from, size_t to) {
    while (next_tag < tag_count && markup_tags_[next_tag].position <= to) {
      const text::MarkupTag& tag = markup_tags_[next_tag];
      if (tag.position > from) append_text(source.substr(from, tag.position - from));
      if (tag.position > from) from = tag.position;
      append_tag(static_cast<uint32_t>(next_tag));
      if (tag.line_break && from == tag.position) ++from;
      ++next_tag;
    }
    if (to > from) append_text(source.substr(from, to - from));
  };

  size_t cursor = 0, sentences = 0, tokens = 0;
  size_t last_end = 0;  // where the previous sentence ended: the text from there to the next one is copied
  for (bool more = true; more;) {
    size_t n = 0;
    while (n < plan_.max_batch) {
      ATTN_ASSIGN_OR_RETURN(const bool found, next_text_piece(source, cursor, split, n, &text_pieces_[n]));
      if (!found) {
        more = false;
        break;
      }
      cursor = text_pieces_[n].end;
      ++n;
    }
    if (n == 0) break;
    ATTN_RETURN_IF_ERROR(run_batch(n));
    for (size_t j = 0; j < n; ++j) {
      const text::Span piece = text_pieces_[j];
      attn_sentence_span span{};
      span.source_begin = piece.begin;
      span.source_end = piece.end;
      span.score = std::numeric_limits<float>::quiet_NaN();
      span.first_token = tokens;
      if (verbatim_pieces_[j] != 0) {  // copied as it stands, with the tags inside it where they stood
        append_gap(last_end, piece.begin);
        span.target_begin = used;
        append_gap(piece.begin, piece.end);
        span.target_end = used;
        if (result != nullptr && sentences < result->sentence_capacity) result->sentences[sentences] = span;
        ++sentences;
        last_end = piece.end;
        continue;
      }
      const size_t length = source_counts_[j] == 0 ? 0 : results_[j].length;
      // The translation, into the streaming buffer (sized for max_length pieces; unused by text translation).
      size_t bytes = 0;
      ATTN_RETURN_IF_ERROR(tokenizer.decode(std::span<const int32_t>(target_ids(j), length),
                                            std::span<char>(partial_text_, partial_text_bytes_ - 1), &bytes));
      const std::string_view translation(partial_text_, bytes);
      size_t scored = 0;
      if ((details || markup) && source_counts_[j] != 0) {
        ATTN_ASSIGN_OR_RETURN(scored, score_sentence(j, layer));
        locate_source_tokens(tokenizer, source.substr(piece.begin, piece.end - piece.begin), source_ids(j),
                             source_counts_[j] - 1, source_spans_);
        size_t previous = 0;
        for (size_t t = 0; t < scored; ++t) {
          // A token's text: what decoding the prefix through it adds (byte pieces that do not finish a
          // character add nothing until the last one), without the space before a word.
          size_t prefix = previous;
          if (t < length) {
            (void)tokenizer.decode(std::span<const int32_t>(target_ids(j), t + 1), std::span<char>(),
                                   &prefix);
            if (prefix < previous) prefix = previous;
            if (prefix > bytes) prefix = bytes;
          }
          size_t word = previous;
          while (word < prefix && text::is_space(translation[word])) ++word;
          const size_t at_source = static_cast<size_t>(token_sources_[t]);
          const text::Span at = at_source + 1 < source_counts_[j]
                                    ? source_spans_[at_source]
                                    : text::Span{piece.end - piece.begin, piece.end - piece.begin};
          aligned_tokens_[t] = {static_cast<uint32_t>(word), static_cast<uint32_t>(prefix),
                                static_cast<uint32_t>(piece.begin + at.begin),
                                static_cast<uint32_t>(piece.begin + at.end)};
          previous = prefix;
        }
      }
      // Output: the text between the previous sentence and this one, then the translation (with markup: the
      // tags inside the sentence placed in it by alignment).
      append_gap(last_end, piece.begin);
      span.target_begin = used;
      if (!markup) {
        append(translation);
      } else {
        size_t last_inside = next_tag;
        while (last_inside < tag_count && markup_tags_[last_inside].position < piece.end) ++last_inside;
        text::place_tags(markup_tags_, next_tag, last_inside, aligned_tokens_, scored,
                         static_cast<uint32_t>(bytes), tag_scratch_, tag_events_);
        size_t at = 0;
        for (size_t e = 0; e < last_inside - next_tag; ++e) {
          const text::TagEvent& event = tag_events_[e];
          if (event.position > at) append_text(translation.substr(at, event.position - at));
          if (event.position > at) at = event.position;
          append_tag(event.tag);
        }
        append_text(translation.substr(at));
        next_tag = last_inside;
      }
      span.target_end = used;
      if (details && scored > 0) {
        double sum = 0.0;
        for (size_t t = 0; t < scored; ++t) {
          sum += token_log_probs_[t];
          if (result != nullptr && tokens + t < result->token_capacity) {
            attn_token_info& info = result->tokens[tokens + t];
            info = attn_token_info{};
            if (!markup) {
              info.target_begin = span.target_begin + aligned_tokens_[t].target_begin;
              info.target_end = span.target_begin + aligned_tokens_[t].target_end;
              info.source_begin = aligned_tokens_[t].source_begin;
              info.source_end = aligned_tokens_[t].source_end;
            }
            info.log_prob = token_log_probs_[t];
          }
        }
        tokens += scored;
        span.token_count = scored;
        span.score = static_cast<float>(sum / static_cast<double>(scored));
      }
      if (result != nullptr && sentences < result->sentence_capacity) result->sentences[sentences] = span;
      ++sentences;
      last_end = piece.end;
    }
  }
  append_gap(last_end, source.size());
  if (result != nullptr) {
    result->sentence_count = sentences;
    result->token_count = tokens;
  }
  // A null array is not wanted: only the count is given.
  const bool arrays_fit =
      result == nullptr || ((result->sentences == nullptr || sentences <= result->sentence_capacity) &&
                            (result->tokens == nullptr || tokens <= result->token_capacity));
  if (used + 1 > capacity || !arrays_fit) {
    *written = used + 1;
    if (used < capacity) out[used] = '\0';
    return Status::Error(
        ATTN_ERROR_BUFFER_TOO_SMALL,
        "translate_text: needs %zu output bytes with the NUL (has %zu), %zu sentence spans (%zu), "
        "%zu tokens (%zu)",
        used + 1, capacity, sentences, result == nullptr ? 0 : result->sentence_capacity, tokens,
        result == nullptr ? 0 : result->token_capacity);
  }
  out[used] = '\0';
  *written = used;
  return Status::Ok();
}

}  // namespace attn
