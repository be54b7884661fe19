#include "tests/support/shortlist_model.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "converter/src/writer/shortlist_ids.h"

namespace attn::test {

schema::ShortlistT test_shortlist(uint32_t vocab_size, const std::vector<int32_t>& excluded) {
  const std::set<uint32_t> out(excluded.begin(), excluded.end());
  schema::ShortlistT shortlist;
  std::set<uint32_t> always = {3};
  for (uint32_t v = 4; v < vocab_size; v += 7) always.insert(v);
  for (uint32_t v : always) {
    if (!out.count(v)) shortlist.always.push_back(v);
  }
  shortlist.offsets.push_back(0);
  for (uint32_t s = 0; s < vocab_size; ++s) {
    std::set<uint32_t> list;
    if (s >= 4) {
      for (uint32_t j = 0; j < s % 5 + 1; ++j) list.insert((s * 13 + j * 29) % vocab_size);
    }
    for (uint32_t v : list) {
      if (!out.count(v)) shortlist.candidates.push_back(v);
    }
    shortlist.offsets.push_back(static_cast<uint32_t>(shortlist.candidates.size()));
  }
  return shortlist;
}

std::vector<uint8_t> with_shortlist_bytes(convert::ModelContents contents,
                                          const std::vector<int32_t>& excluded, ShortlistIds ids) {
  contents.shortlist = test_shortlist(contents.architecture.vocab_size, excluded);
  if (ids == ShortlistIds::kAsConverted) {
    convert::delta_encode_shortlist_ids(&*contents.shortlist);
  } else if (ids == ShortlistIds::kUint16) {
    convert::narrow_shortlist_ids(&*contents.shortlist, contents.architecture.vocab_size);
  }
  auto bytes = convert::write_model(contents);
  if (!bytes.ok()) {
    ADD_FAILURE() << "write_model: " << bytes.status().message();
    std::abort();
  }
  return std::move(bytes).value();
}

std::vector<int32_t> expected_union(const schema::ShortlistT& shortlist,
                                    const std::vector<int32_t>& source_with_eos, int32_t eos_id) {
  std::set<int32_t> ids(shortlist.always.begin(), shortlist.always.end());
  ids.insert(eos_id);
  for (int32_t s : source_with_eos) {
    for (uint32_t c = shortlist.offsets[s]; c < shortlist.offsets[s + 1]; ++c) {
      ids.insert(static_cast<int32_t>(shortlist.candidates[c]));
    }
  }
  return std::vector<int32_t>(ids.begin(), ids.end());
}

}  // namespace attn::test
