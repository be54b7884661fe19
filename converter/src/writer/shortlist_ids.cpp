#include "converter/src/writer/shortlist_ids.h"

#include <vector>

namespace attn::convert {

void narrow_shortlist_ids(schema::ShortlistT* shortlist, uint32_t vocab_size) {
  if (vocab_size > kMaxUint16Vocabulary || shortlist->candidates.empty()) return;
  // Ids below vocab_size fit; an id that does not (a bug upstream) is left for the writer's verification to
  // name rather than truncated into a valid-looking one.
  for (uint32_t id : shortlist->candidates) {
    if (id >= vocab_size) return;
  }
  shortlist->candidates16.assign(shortlist->candidates.begin(), shortlist->candidates.end());
  std::vector<uint32_t>().swap(shortlist->candidates);
}

void append_varint(uint32_t value, std::vector<uint8_t>* out) {
  while (value >= 0x80) {
    out->push_back(static_cast<uint8_t>(value | 0x80));
    value >>= 7;
  }
  out->push_back(static_cast<uint8_t>(value));
}

void delta_encode_shortlist_ids(schema::ShortlistT* shortlist) {
  const std::vector<uint32_t>& ids = shortlist->candidates;
  const std::vector<uint32_t>& offsets = shortlist->offsets;
  if (ids.empty() || offsets.empty() || offsets.back() != ids.size()) return;
  std::vector<uint8_t> bytes;
  std::vector<uint32_t> byte_offsets(offsets.size());
  for (size_t s = 0; s + 1 < offsets.size(); ++s) {
    byte_offsets[s] = static_cast<uint32_t>(bytes.size());
    if (offsets[s + 1] < offsets[s]) return;
    for (uint32_t i = offsets[s]; i < offsets[s + 1]; ++i) {
      if (i > offsets[s] && ids[i] <= ids[i - 1]) return;
      append_varint(i == offsets[s] ? ids[i] : ids[i] - ids[i - 1] - 1, &bytes);
    }
  }
  byte_offsets.back() = static_cast<uint32_t>(bytes.size());
  shortlist->candidates_delta = std::move(bytes);
  shortlist->offsets = std::move(byte_offsets);
  std::vector<uint32_t>().swap(shortlist->candidates);
}

}  // namespace attn::convert
