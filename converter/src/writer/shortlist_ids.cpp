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

}  // namespace attn::convert
