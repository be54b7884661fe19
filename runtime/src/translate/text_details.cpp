// translate_text's details: each translated sentence's token log-probabilities, its score, and the source
// token each target token aligns to (for --scores and for placing markup tags).
//
// Details come from one more decoder pass over each finished translation (Engine::score), one row at a time,
// feeding its tokens as the search chose them: each step gives the chosen token's log-probability and the
// cross-attention of one layer, averaged over heads, whose maximum over the source tokens is the token's
// alignment (Garg et al., 2019, take the penultimate layer; docs/text.md has the measured error rates). Here
// those become bytes: each token's text in the translation and its aligned source token's in the source.
#include <algorithm>
#include <span>
#include <string_view>

#include "runtime/src/tokenizer/utf8.h"
#include "runtime/src/translate/text_pipeline.h"

namespace attn::translate {
namespace {

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

void TextPipeline::align_tokens(size_t sentence, text::Span piece, std::string_view source,
                                std::string_view translation, size_t length, size_t scored) {
  const Tokenizer& tokenizer = model_.tokenizer();
  const size_t source_count = engine_.source_count(sentence);
  locate_source_tokens(tokenizer, source.substr(piece.begin, piece.end - piece.begin),
                       engine_.source_ids(sentence), source_count - 1, source_spans_);
  size_t previous = 0;
  for (size_t t = 0; t < scored; ++t) {
    // A token's text: what decoding the prefix through it adds (byte pieces that do not finish a
    // character add nothing until the last one), without the space before a word.
    size_t prefix = previous;
    if (t < length) {
      (void)tokenizer.decode(std::span<const int32_t>(engine_.target_ids(sentence), t + 1), std::span<char>(),
                             &prefix);
      if (prefix < previous) prefix = previous;
      if (prefix > translation.size()) prefix = translation.size();
      // A prefix that ends inside a character (a lead byte piece whose continuation bytes come with later
      // tokens) ends before it, so no token boundary, and no tag placed at one, splits a character.
      while (prefix > previous && prefix < translation.size() &&
             (static_cast<unsigned char>(translation[prefix]) & 0xC0) == 0x80)
        --prefix;
    }
    size_t word = previous;
    while (word < prefix && text::is_space(translation[word])) ++word;
    const size_t at_source = static_cast<size_t>(token_sources_[t]);
    const text::Span at = at_source + 1 < source_count
                              ? source_spans_[at_source]
                              : text::Span{piece.end - piece.begin, piece.end - piece.begin};
    aligned_tokens_[t] = {static_cast<uint32_t>(word), static_cast<uint32_t>(prefix),
                          static_cast<uint32_t>(piece.begin + at.begin),
                          static_cast<uint32_t>(piece.begin + at.end)};
    previous = prefix;
  }
}

void TextPipeline::record_scores(size_t scored, bool markup, attn_sentence_span* span,
                                 attn_text_result* result) const {
  double sum = 0.0;
  for (size_t t = 0; t < scored; ++t) {
    sum += token_log_probs_[t];
    const size_t index = span->first_token + t;
    if (result != nullptr && index < result->token_capacity) {
      attn_token_info& info = result->tokens[index];
      info = attn_token_info{};
      if (!markup) {
        info.target_begin = span->target_begin + aligned_tokens_[t].target_begin;
        info.target_end = span->target_begin + aligned_tokens_[t].target_end;
        info.source_begin = aligned_tokens_[t].source_begin;
        info.source_end = aligned_tokens_[t].source_end;
      }
      info.log_prob = token_log_probs_[t];
    }
  }
  span->token_count = scored;
  span->score = static_cast<float>(sum / static_cast<double>(scored));
}

}  // namespace attn::translate
