#include "runtime/src/kernels/xnnpack_weights_cache.h"

#include <cstdlib>
#include <new>

namespace attn::kernels {
namespace {

// XNNPACK's own allocations are 64-byte aligned on x86 and 16 elsewhere (128 on Hexagon): the widest.
constexpr size_t kAlignment = 128;

// XNNPACK's "not in the cache" (its src/xnnpack/cache.h XNN_CACHE_NOT_FOUND).
constexpr size_t kNotFound = SIZE_MAX;

bool same_key(const xnn_weights_cache_look_up_key& a, const xnn_weights_cache_look_up_key& b) {
  return a.seed == b.seed && a.kernel == b.kernel && a.bias == b.bias && a.fingerprint_id == b.fingerprint_id;
}

}  // namespace

XnnpackWeightsCache::XnnpackWeightsCache() {
  provider_.context = this;
  provider_.look_up = &look_up;
  provider_.reserve_space = &reserve_space;
  provider_.look_up_or_insert = &look_up_or_insert;
  provider_.is_finalized = &is_finalized;
  provider_.offset_to_addr = &offset_to_addr;
  provider_.delete_cache = &delete_cache;
  provider_.alias_data = nullptr;  // optional: XNNPACK checks for it
}

XnnpackWeightsCache::~XnnpackWeightsCache() {
  free_list(stored_);
  free_list(reserved_);
}

void XnnpackWeightsCache::free_list(Block* list) {
  while (list != nullptr) {
    Block* next = list->next;
    std::free(list->data);
    delete list;
    list = next;
  }
}

size_t XnnpackWeightsCache::bytes() const {
  std::lock_guard<std::mutex> lock(mutex_);
  size_t total = 0;
  for (const Block* b = stored_; b != nullptr; b = b->next) total += b->size;
  return total;
}

size_t XnnpackWeightsCache::entries() const {
  std::lock_guard<std::mutex> lock(mutex_);
  size_t count = 0;
  for (const Block* b = stored_; b != nullptr; b = b->next) ++count;
  return count;
}

const XnnpackWeightsCache::Block* XnnpackWeightsCache::find(const xnn_weights_cache_look_up_key& key) const {
  for (const Block* b = stored_; b != nullptr; b = b->next) {
    if (same_key(b->key, key)) return b;
  }
  return nullptr;
}

size_t XnnpackWeightsCache::look_up(void* context, const xnn_weights_cache_look_up_key* key) {
  auto* self = static_cast<XnnpackWeightsCache*>(context);
  std::lock_guard<std::mutex> lock(self->mutex_);
  const Block* found = self->find(*key);
  return found != nullptr ? reinterpret_cast<size_t>(found->data) : kNotFound;
}

void* XnnpackWeightsCache::reserve_space(void* context, size_t bytes) {
  auto* self = static_cast<XnnpackWeightsCache*>(context);
  const size_t rounded = (bytes + kAlignment - 1) / kAlignment * kAlignment;
  Block* block = new (std::nothrow) Block();
  if (block == nullptr) return nullptr;
  block->data = std::aligned_alloc(kAlignment, rounded > 0 ? rounded : kAlignment);
  if (block->data == nullptr) {
    delete block;
    return nullptr;  // XNNPACK reports out of memory
  }
  block->size = bytes;
  std::lock_guard<std::mutex> lock(self->mutex_);
  block->next = self->reserved_;
  self->reserved_ = block;
  return block->data;
}

size_t XnnpackWeightsCache::look_up_or_insert(void* context, const xnn_weights_cache_look_up_key* key,
                                              void* data, size_t bytes) {
  auto* self = static_cast<XnnpackWeightsCache*>(context);
  std::lock_guard<std::mutex> lock(self->mutex_);
  // The reserved block XNNPACK packed into.
  Block** link = &self->reserved_;
  while (*link != nullptr && (*link)->data != data) link = &(*link)->next;
  Block* block = *link;
  if (block == nullptr) return kNotFound;  // not a buffer of this cache: XNNPACK fails the creation
  *link = block->next;
  if (const Block* found = self->find(*key)) {
    // Another translator packed the same weights meanwhile: keep that copy.
    std::free(block->data);
    delete block;
    return reinterpret_cast<size_t>(found->data);
  }
  block->key = *key;
  block->size = bytes;
  block->next = self->stored_;
  self->stored_ = block;
  return reinterpret_cast<size_t>(block->data);
}

bool XnnpackWeightsCache::is_finalized(void* /*context*/) { return true; }

void* XnnpackWeightsCache::offset_to_addr(void* /*context*/, size_t offset) {
  return reinterpret_cast<void*>(offset);
}

xnn_status XnnpackWeightsCache::delete_cache(void* /*context*/) {
  return xnn_status_success;  // its owner frees it (the destructor)
}

}  // namespace attn::kernels
