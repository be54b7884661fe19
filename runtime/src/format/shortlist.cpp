#include "runtime/src/format/shortlist.h"

namespace attn {
namespace {

// ids[0, count) strictly ascending and below vocab_size (so a union can be built by marking, and no id
// indexes the projection out of range).
Status check_ids(const uint32_t* ids, size_t count, uint32_t vocab_size, const char* what, uint32_t source) {
  for (size_t i = 0; i < count; ++i) {
    if (ids[i] >= vocab_size) {
      return Status::Error(ATTN_ERROR_INVALID_MODEL,
                           "shortlist: %s %u has id %u, outside the vocabulary of %u", what, source, ids[i],
                           vocab_size);
    }
    if (i > 0 && ids[i] <= ids[i - 1]) {
      return Status::Error(ATTN_ERROR_INVALID_MODEL,
                           "shortlist: %s %u is not strictly ascending at index %zu (%u after %u)", what,
                           source, i, ids[i], ids[i - 1]);
    }
  }
  return Status::Ok();
}

}  // namespace

Result<ShortlistView> verify_shortlist(const schema::Model& root, uint32_t vocab_size) {
  ShortlistView view;
  const schema::Shortlist* table = root.shortlist();
  if (table == nullptr) return view;
  const auto* offsets = table->offsets();
  const auto* candidates = table->candidates();
  const auto* always = table->always();
  if (offsets == nullptr || offsets->size() != static_cast<size_t>(vocab_size) + 1) {
    return Status::Error(
        ATTN_ERROR_INVALID_MODEL, "shortlist: offsets has %u entries, the vocabulary of %u needs %zu",
        offsets == nullptr ? 0u : offsets->size(), vocab_size, static_cast<size_t>(vocab_size) + 1);
  }
  const uint32_t candidate_count = candidates == nullptr ? 0 : candidates->size();
  if (offsets->Get(0) != 0 || offsets->Get(vocab_size) != candidate_count) {
    return Status::Error(ATTN_ERROR_INVALID_MODEL,
                         "shortlist: offsets run from %u to %u, expected 0 to the %u candidates",
                         offsets->Get(0), offsets->Get(vocab_size), candidate_count);
  }
  const uint32_t* candidate_data = candidates == nullptr ? nullptr : candidates->data();
  for (uint32_t s = 0; s < vocab_size; ++s) {
    const uint32_t begin = offsets->Get(s), end = offsets->Get(s + 1);
    if (end < begin) {
      return Status::Error(ATTN_ERROR_INVALID_MODEL, "shortlist: offsets decrease at source id %u (%u to %u)",
                           s, begin, end);
    }
    ATTN_RETURN_IF_ERROR(check_ids(candidate_data + begin, end - begin, vocab_size, "list of source id", s));
    if (end - begin > view.longest_list) view.longest_list = end - begin;
  }
  const uint32_t always_count = always == nullptr ? 0 : always->size();
  ATTN_RETURN_IF_ERROR(
      check_ids(always == nullptr ? nullptr : always->data(), always_count, vocab_size, "'always' list", 0));
  view.always = always == nullptr ? nullptr : always->data();
  view.always_count = always_count;
  view.offsets = offsets->data();
  view.candidates = candidate_data;
  return view;
}

}  // namespace attn
