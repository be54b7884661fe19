#include "runtime/src/tokenizer/normalizer.h"

#include <algorithm>
#include <cstring>

#include "runtime/src/tokenizer/utf8.h"

namespace attn {
namespace {

constexpr std::string_view kSpaceSymbol = "\xE2\x96\x81";  // U+2581, SentencePiece's escaped space

// Darts-clone double-array unit accessors (see darts.h of darts-clone for the bit layout).
inline bool unit_has_leaf(uint32_t unit) { return ((unit >> 8) & 1u) == 1u; }
inline uint32_t unit_value(uint32_t unit) { return unit & ((1u << 31) - 1u); }
inline uint32_t unit_label(uint32_t unit) { return unit & ((1u << 31) | 0xFFu); }
inline uint32_t unit_offset(uint32_t unit) { return (unit >> 10) << ((unit & (1u << 9)) >> 6); }

}  // namespace

Status Normalizer::init(std::span<const uint8_t> charsmap, Options options) {
  options_ = options;
  units_.clear();
  replacements_.clear();
  const size_t space_bytes = options.escape_whitespaces ? kSpaceSymbol.size() : 1;
  max_expansion_ = space_bytes;
  if (charsmap.empty()) return Status::Ok();  // identity

  // <uint32 trie_bytes><double array><NUL-terminated replacements>
  if (charsmap.size() <= 4) {
    return Status::Error(StatusCode::kInvalidModel,
                         "precompiled charsmap has %zu bytes, too few for its header", charsmap.size());
  }
  const uint32_t trie_bytes = uint32_t{charsmap[0]} | (uint32_t{charsmap[1]} << 8) | (uint32_t{charsmap[2]} << 16) |
                              (uint32_t{charsmap[3]} << 24);
  if (trie_bytes == 0 || trie_bytes % 4 != 0 || trie_bytes > charsmap.size() - 4) {
    return Status::Error(
        StatusCode::kInvalidModel,
        "precompiled charsmap: trie size %u is not a positive multiple of 4 within the %zu-byte blob",
        trie_bytes, charsmap.size());
  }
  const size_t replacement_bytes = charsmap.size() - 4 - trie_bytes;
  if (!units_.resize(trie_bytes / 4) || !replacements_.resize(replacement_bytes)) {
    return Status::Error(StatusCode::kOutOfMemory, "precompiled charsmap: cannot allocate its %zu bytes",
                         charsmap.size());
  }
  std::memcpy(units_.data(), charsmap.data() + 4, trie_bytes);  // little-endian, as written by SentencePiece
  if (replacement_bytes > 0) std::memcpy(replacements_.data(), charsmap.data() + 4 + trie_bytes, replacement_bytes);
  if (replacements_.empty() || replacements_.back() != '\0') {
    return Status::Error(StatusCode::kInvalidModel,
                         "precompiled charsmap: replacement strings are missing or not NUL-terminated");
  }

  // Walk every reachable node once: all units must lie inside the array and every rule's replacement inside
  // the string blob. Along the way find the largest output/input byte ratio, which sizes encode's workspace.
  struct Pending {
    uint32_t base;   // node position after applying its unit's offset
    uint32_t depth;  // input bytes matched to reach it
  };
  // Each node is pushed at most once (visited), so the stack never holds more than units_.size() entries.
  FixedVector<Pending> stack;
  FixedVector<uint8_t> visited;
  if (!stack.reserve(units_.size()) || !visited.assign(units_.size(), 0)) {
    return Status::Error(StatusCode::kOutOfMemory,
                         "precompiled charsmap: cannot allocate the walk of %zu units", units_.size());
  }
  const uint32_t root_base = unit_offset(units_[0]);
  if (root_base >= units_.size()) {
    return Status::Error(StatusCode::kInvalidModel, "precompiled charsmap: root offset %u outside the trie",
                         root_base);
  }
  (void)stack.push_back({root_base, 0});  // reserved above
  visited[root_base] = 1;
  while (!stack.empty()) {
    const Pending node = stack.back();
    stack.pop_back();
    for (uint32_t label = 0; label < 256; ++label) {
      const uint32_t pos = node.base ^ label;
      if (pos >= units_.size() || unit_label(units_[pos]) != label) continue;
      const uint32_t child = pos ^ unit_offset(units_[pos]);
      if (child >= units_.size()) {
        return Status::Error(StatusCode::kInvalidModel,
                             "precompiled charsmap: unit %u points outside the trie", pos);
      }
      const uint32_t depth = node.depth + 1;
      if (unit_has_leaf(units_[pos])) {
        const uint32_t value = unit_value(units_[child]);
        if (value >= replacements_.size()) {
          return Status::Error(StatusCode::kInvalidModel,
                               "precompiled charsmap: rule value %u outside the %zu-byte replacement strings",
                               value, replacements_.size());
        }
        const char* text = replacements_.data() + value;
        size_t out_bytes = 0;
        for (const char* c = text; *c != '\0'; ++c) out_bytes += (*c == ' ') ? space_bytes : 1;
        max_expansion_ = std::max(max_expansion_, (out_bytes + depth - 1) / depth);
      }
      if (!visited[child]) {
        visited[child] = 1;
        (void)stack.push_back({child, depth});  // reserved above: once per node
      }
    }
  }
  return Status::Ok();
}

size_t Normalizer::max_output_bytes(size_t input_bytes) const {
  return kSpaceSymbol.size() /* dummy prefix */ + max_expansion_ * input_bytes;
}

std::pair<size_t, std::string_view> Normalizer::match_rule(std::string_view input) const {
  std::pair<size_t, std::string_view> best{0, {}};
  if (units_.empty()) return best;
  const size_t size = units_.size();
  size_t pos = unit_offset(units_[0]);
  for (size_t i = 0; i < input.size(); ++i) {
    const uint8_t byte = static_cast<uint8_t>(input[i]);
    pos ^= byte;
    if (pos >= size) break;
    const uint32_t unit = units_[pos];
    if (unit_label(unit) != byte) break;
    pos ^= unit_offset(unit);
    if (pos >= size) break;
    if (unit_has_leaf(unit)) {
      // Matches come shortest first, so the last one is the longest rule, which SentencePiece applies.
      const uint32_t value = unit_value(units_[pos]);
      if (value < replacements_.size()) best = {i + 1, std::string_view(replacements_.data() + value)};
    }
  }
  return best;
}

std::pair<std::string_view, size_t> Normalizer::normalize_prefix(std::string_view input,
                                                                 const PieceTrie& user_defined) const {
  // User-defined pieces pass through untouched.
  if (!user_defined.empty()) {
    const auto [length, id] = user_defined.longest_prefix(input);
    if (length > 0) return {input.substr(0, length), length};
  }
  const auto [matched, replacement] = match_rule(input);
  if (matched > 0) return {replacement, matched};
  // No rule: one character as is. The caller validated the text, so the length is never 0 here; stay safe
  // on a single byte anyway.
  const size_t length = std::max<size_t>(1, utf8::valid_char_length(input.data(), input.size()));
  return {input.substr(0, length), length};
}

Status Normalizer::normalize(std::string_view input, const PieceTrie& user_defined, std::span<char> out,
                             size_t* out_size) const {
  *out_size = 0;
  size_t n = 0;
  auto append = [&](std::string_view s) {
    if (s.size() > out.size() - n) return false;
    std::memcpy(out.data() + n, s.data(), s.size());
    n += s.size();
    return true;
  };
  auto too_long = [&] {
    return Status::Error(StatusCode::kInputTooLong,
                         "normalized text of a %zu-byte input does not fit the %zu-byte workspace",
                         input.size(), out.size());
  };
  const std::string_view space = options_.escape_whitespaces ? kSpaceSymbol : std::string_view(" ");

  if (options_.remove_extra_whitespaces) {
    // Leading input that normalizes to exactly one space is dropped.
    while (!input.empty()) {
      const auto [replacement, consumed] = normalize_prefix(input, user_defined);
      if (replacement != " ") break;
      input.remove_prefix(consumed);
    }
  }
  if (input.empty()) return Status::Ok();

  if (options_.add_dummy_prefix && !append(space)) return too_long();

  bool prev_is_space = options_.remove_extra_whitespaces;
  while (!input.empty()) {
    auto [piece, consumed] = normalize_prefix(input, user_defined);
    // A replacement starting with spaces right after a space loses them (runs collapse to one).
    while (prev_is_space && !piece.empty() && piece.front() == ' ') piece.remove_prefix(1);
    if (!piece.empty()) {
      for (char c : piece) {
        if (!append(c == ' ' ? space : std::string_view(&c, 1))) return too_long();
      }
      prev_is_space = piece.back() == ' ';
    }
    input.remove_prefix(consumed);
    if (!options_.remove_extra_whitespaces) prev_is_space = false;
  }

  if (options_.remove_extra_whitespaces) {
    while (n >= space.size() && std::string_view(out.data() + n - space.size(), space.size()) == space) {
      n -= space.size();
    }
  }
  *out_size = n;
  return Status::Ok();
}

}  // namespace attn
