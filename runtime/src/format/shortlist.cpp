#include "runtime/src/format/shortlist.h"

#include "runtime/src/format/format_version.h"

namespace attn {
namespace {

// ids[0, count) strictly ascending and below vocab_size (so a union can be built by marking, and no id
// indexes the projection out of range).
template <typename Id>
Status check_ids(const Id* ids, size_t count, uint32_t vocab_size, const char* what, uint32_t source) {
  for (size_t i = 0; i < count; ++i) {
    const uint32_t id = ids[i];
    if (id >= vocab_size) {
      return Status::Error(StatusCode::kInvalidModel,
                           "shortlist: %s %u has id %u, outside the vocabulary of %u", what, source, id,
                           vocab_size);
    }
    if (i > 0 && id <= ids[i - 1]) {
      return Status::Error(StatusCode::kInvalidModel,
                           "shortlist: %s %u is not strictly ascending at index %zu (%u after %u)", what,
                           source, i, id, static_cast<uint32_t>(ids[i - 1]));
    }
  }
  return Status::Ok();
}

// Every source id's list: offsets nondecreasing, ids checked; returns the longest list's length. The offsets
// are all checked before any list is read: with offsets[0] = 0 and offsets[vocab_size] = the candidate count
// (checked by the caller), nondecreasing offsets keep every list inside the candidates (and an offset that
// rises and falls back cannot point a list past them, or into candidates a file does not have).
template <typename Id>
Result<size_t> check_lists(const flatbuffers::Vector<uint32_t>& offsets, const Id* candidates,
                           uint32_t vocab_size) {
  for (uint32_t s = 0; s < vocab_size; ++s) {
    const uint32_t begin = offsets.Get(s), end = offsets.Get(s + 1);
    if (end < begin) {
      return Status::Error(StatusCode::kInvalidModel,
                           "shortlist: offsets decrease at source id %u (%u to %u)", s, begin, end);
    }
  }
  size_t longest = 0;
  for (uint32_t s = 0; s < vocab_size; ++s) {
    const uint32_t begin = offsets.Get(s), end = offsets.Get(s + 1);
    if (end == begin) continue;
    ATTN_RETURN_IF_ERROR(check_ids(candidates + begin, end - begin, vocab_size, "list of source id", s));
    if (end - begin > longest) longest = end - begin;
  }
  return longest;
}

}  // namespace

Result<ShortlistView> verify_shortlist(const schema::Model& root, uint32_t vocab_size) {
  ShortlistView view;
  const schema::Shortlist* table = root.shortlist();
  if (table == nullptr) return view;
  const auto* offsets = table->offsets();
  const auto* wide = table->candidates();
  const auto* narrow = table->candidates16();
  const auto* always = table->always();
  if (offsets == nullptr || offsets->size() != static_cast<size_t>(vocab_size) + 1) {
    return Status::Error(
        StatusCode::kInvalidModel, "shortlist: offsets has %u entries, the vocabulary of %u needs %zu",
        offsets == nullptr ? 0u : offsets->size(), vocab_size, static_cast<size_t>(vocab_size) + 1);
  }
  if (wide != nullptr && narrow != nullptr) {
    return Status::Error(StatusCode::kInvalidModel,
                         "shortlist: has both candidates (%u uint32 ids) and candidates16 (%u uint16 ids); a "
                         "file stores the candidates in one width",
                         wide->size(), narrow->size());
  }
  if (narrow != nullptr && root.format_version() < kShortlist16Version) {
    return Status::Error(StatusCode::kInvalidModel,
                         "shortlist: candidates16 needs format version %u, the file has %u",
                         kShortlist16Version, root.format_version());
  }
  const uint32_t candidate_count = wide != nullptr ? wide->size() : narrow != nullptr ? narrow->size() : 0;
  if (offsets->Get(0) != 0 || offsets->Get(vocab_size) != candidate_count) {
    if (wide == nullptr && narrow == nullptr) {
      return Status::Error(StatusCode::kInvalidModel,
                           "shortlist: offsets run from %u to %u but the file has neither candidates nor "
                           "candidates16",
                           offsets->Get(0), offsets->Get(vocab_size));
    }
    return Status::Error(StatusCode::kInvalidModel,
                         "shortlist: offsets run from %u to %u, expected 0 to the %u %s", offsets->Get(0),
                         offsets->Get(vocab_size), candidate_count,
                         wide != nullptr ? "candidates" : "candidates16");
  }
  if (narrow != nullptr) {
    ATTN_ASSIGN_OR_RETURN(view.longest_list, check_lists(*offsets, narrow->data(), vocab_size));
    view.candidates16 = narrow->data();
  } else if (wide != nullptr) {
    ATTN_ASSIGN_OR_RETURN(view.longest_list, check_lists(*offsets, wide->data(), vocab_size));
    view.candidates = wide->data();
  } else {
    // Every list is empty (the offsets are all 0): check their order all the same.
    ATTN_ASSIGN_OR_RETURN(view.longest_list, check_lists<uint32_t>(*offsets, nullptr, vocab_size));
  }
  const uint32_t always_count = always == nullptr ? 0 : always->size();
  ATTN_RETURN_IF_ERROR(
      check_ids(always == nullptr ? nullptr : always->data(), always_count, vocab_size, "'always' list", 0));
  view.always = always == nullptr ? nullptr : always->data();
  view.always_count = always_count;
  view.offsets = offsets->data();
  return view;
}

}  // namespace attn
