#include "runtime/src/format/shortlist.h"

#include <algorithm>
#include <cinttypes>

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
Status check_offsets_order(const flatbuffers::Vector<uint32_t>& offsets, uint32_t vocab_size) {
  for (uint32_t s = 0; s < vocab_size; ++s) {
    const uint32_t begin = offsets.Get(s), end = offsets.Get(s + 1);
    if (end < begin) {
      return Status::Error(StatusCode::kInvalidModel,
                           "shortlist: offsets decrease at source id %u (%u to %u)", s, begin, end);
    }
  }
  return Status::Ok();
}

template <typename Id>
Result<size_t> check_lists(const flatbuffers::Vector<uint32_t>& offsets, const Id* candidates,
                           uint32_t vocab_size) {
  ATTN_RETURN_IF_ERROR(check_offsets_order(offsets, vocab_size));
  size_t longest = 0;
  for (uint32_t s = 0; s < vocab_size; ++s) {
    const uint32_t begin = offsets.Get(s), end = offsets.Get(s + 1);
    if (end == begin) continue;
    ATTN_RETURN_IF_ERROR(check_ids(candidates + begin, end - begin, vocab_size, "list of source id", s));
    if (end - begin > longest) longest = end - begin;
  }
  return longest;
}

// The lists of a shortlist stored as varint gaps (schema Shortlist.candidates_delta, offsets counting its
// bytes), decoded into storage: offsets counting ids and the ids in the narrowest width that holds the
// vocabulary. Every list must end exactly at its next offset, each varint in at most 5 bytes with no bit
// above 32; ids are then strictly ascending by construction and checked against vocab_size as they are
// decoded. Two passes: the first counts the ids (the bytes with the high bit clear), so that the storage is
// allocated once at its size.
Status decode_delta_lists(const flatbuffers::Vector<uint32_t>& offsets,
                          const flatbuffers::Vector<uint8_t>& bytes, uint32_t vocab_size,
                          ShortlistStorage* storage) {
  size_t count = 0;
  for (uint32_t i = 0; i < bytes.size(); ++i) count += (bytes.Get(i) & 0x80) == 0;
  const bool narrow = vocab_size <= 65536;
  if (!storage->offsets.resize(static_cast<size_t>(vocab_size) + 1) ||
      !(narrow ? storage->candidates16.resize(count) : storage->candidates.resize(count))) {
    return Status::Error(StatusCode::kOutOfMemory, "shortlist: cannot allocate its %zu decoded candidates",
                         count);
  }
  size_t written = 0;
  const uint8_t* data = bytes.data();
  for (uint32_t s = 0; s < vocab_size; ++s) {
    storage->offsets[s] = static_cast<uint32_t>(written);
    const uint32_t end = offsets.Get(s + 1);
    int64_t previous = -1;
    for (uint32_t at = offsets.Get(s); at < end;) {
      uint64_t gap = 0;
      int shift = 0;
      uint8_t byte = 0;
      do {
        if (at >= end || shift > 28) {
          return Status::Error(StatusCode::kInvalidModel,
                               "shortlist: the list of source id %u has a varint %s at byte %u", s,
                               at >= end ? "cut off by the list's end" : "longer than 5 bytes", at);
        }
        byte = data[at++];
        gap |= static_cast<uint64_t>(byte & 0x7F) << shift;
        shift += 7;
      } while ((byte & 0x80) != 0);
      const int64_t id = previous + 1 + static_cast<int64_t>(gap);
      if (id >= vocab_size) {
        return Status::Error(StatusCode::kInvalidModel,
                             "shortlist: list of source id %u has id %" PRId64
                             ", outside the vocabulary of %u",
                             s, id, vocab_size);
      }
      // Bytes with the high bit clear end a varint, and the first pass counted them: written stays below
      // count.
      if (narrow) {
        storage->candidates16[written] = static_cast<uint16_t>(id);
      } else {
        storage->candidates[written] = static_cast<uint32_t>(id);
      }
      ++written;
      previous = id;
    }
  }
  storage->offsets[vocab_size] = static_cast<uint32_t>(written);
  return Status::Ok();
}

size_t longest_list(const uint32_t* offsets, uint32_t vocab_size) {
  size_t longest = 0;
  for (uint32_t s = 0; s < vocab_size; ++s) longest = std::max<size_t>(longest, offsets[s + 1] - offsets[s]);
  return longest;
}

}  // namespace

Result<ShortlistView> verify_shortlist(const schema::Model& root, uint32_t vocab_size,
                                       ShortlistStorage* storage) {
  ShortlistView view;
  const schema::Shortlist* table = root.shortlist();
  if (table == nullptr) return view;
  const auto* offsets = table->offsets();
  const auto* wide = table->candidates();
  const auto* narrow = table->candidates16();
  const auto* delta = table->candidates_delta();
  const auto* always = table->always();
  if (offsets == nullptr || offsets->size() != static_cast<size_t>(vocab_size) + 1) {
    return Status::Error(
        StatusCode::kInvalidModel, "shortlist: offsets has %u entries, the vocabulary of %u needs %zu",
        offsets == nullptr ? 0u : offsets->size(), vocab_size, static_cast<size_t>(vocab_size) + 1);
  }
  if ((wide != nullptr) + (narrow != nullptr) + (delta != nullptr) > 1) {
    return Status::Error(StatusCode::kInvalidModel,
                         "shortlist: has %u uint32 candidates, %u uint16 candidates and %u bytes of varint "
                         "candidates; a file stores the candidates in one form",
                         wide == nullptr ? 0u : wide->size(), narrow == nullptr ? 0u : narrow->size(),
                         delta == nullptr ? 0u : delta->size());
  }
  if (delta != nullptr && root.format_version() < kShortlistDeltaVersion) {
    return Status::Error(StatusCode::kInvalidModel,
                         "shortlist: candidates_delta needs format version %u, the file has %u",
                         kShortlistDeltaVersion, root.format_version());
  }
  if (narrow != nullptr && root.format_version() < kShortlist16Version) {
    return Status::Error(StatusCode::kInvalidModel,
                         "shortlist: candidates16 needs format version %u, the file has %u",
                         kShortlist16Version, root.format_version());
  }
  const uint32_t candidate_count = wide != nullptr     ? wide->size()
                                   : narrow != nullptr ? narrow->size()
                                   : delta != nullptr  ? delta->size()
                                                       : 0;
  if (offsets->Get(0) != 0 || offsets->Get(vocab_size) != candidate_count) {
    if (wide == nullptr && narrow == nullptr && delta == nullptr) {
      return Status::Error(StatusCode::kInvalidModel,
                           "shortlist: offsets run from %u to %u but the file has no candidates",
                           offsets->Get(0), offsets->Get(vocab_size));
    }
    return Status::Error(StatusCode::kInvalidModel,
                         "shortlist: offsets run from %u to %u, expected 0 to the %u %s", offsets->Get(0),
                         offsets->Get(vocab_size), candidate_count,
                         wide != nullptr     ? "candidates"
                         : narrow != nullptr ? "candidates16"
                                             : "bytes of candidates_delta");
  }
  if (delta != nullptr) {
    // The offsets count bytes here: their order is checked before any list is decoded.
    ATTN_RETURN_IF_ERROR(check_offsets_order(*offsets, vocab_size));
    ATTN_RETURN_IF_ERROR(decode_delta_lists(*offsets, *delta, vocab_size, storage));
    view.longest_list = longest_list(storage->offsets.data(), vocab_size);
    view.candidates16 = storage->candidates16.empty() ? nullptr : storage->candidates16.data();
    view.candidates = storage->candidates.empty() ? nullptr : storage->candidates.data();
  } else if (narrow != nullptr) {
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
  view.offsets = delta != nullptr ? storage->offsets.data() : offsets->data();
  return view;
}

}  // namespace attn
