// One packed copy of a model's weights for all of its translators: an XNNPACK weights cache
// (xnn_weights_cache_provider) that the model owns and every XNNPACK operator of its translators is created
// through. The first operator of a layer packs its weights into the cache; every later one (another
// translator's, on any thread) finds them by XNNPACK's key (packing kind, weight and bias pointers) and packs
// nothing. So with N translators the weights exist once packed, not N times.
//
// Entries are never moved or freed before the cache is destroyed (with its model, after its last translator),
// so an entry's "offset" is simply its address: offset_to_addr, which XNNPACK calls whenever an operator is
// set up (every run), reads nothing and takes no lock. Look-ups and inserts, which happen only while
// operators are created, take a mutex. Since nothing it stores ever moves, it reports itself finalized from
// the start (XNNPACK's finalization exists to guarantee exactly that before operators run).
#pragma once

#include <xnnpack.h>

#include <cstddef>
#include <cstdint>
#include <mutex>

namespace attn::kernels {

class XnnpackWeightsCache {
 public:
  XnnpackWeightsCache();
  ~XnnpackWeightsCache();
  XnnpackWeightsCache(const XnnpackWeightsCache&) = delete;
  XnnpackWeightsCache& operator=(const XnnpackWeightsCache&) = delete;

  // What XNNPACK's create functions take as their weights_cache argument; valid while this object lives.
  xnn_weights_cache_t provider() { return &provider_; }

  // The packed weights stored, and how many operators' worth (for tests and benchmarks).
  size_t bytes() const;
  size_t entries() const;

 private:
  // A buffer XNNPACK packed into: reserved (no key yet), or stored under its key.
  struct Block {
    xnn_weights_cache_look_up_key key{};
    void* data = nullptr;
    size_t size = 0;
    Block* next = nullptr;
  };

  static size_t look_up(void* context, const xnn_weights_cache_look_up_key* key);
  static void* reserve_space(void* context, size_t bytes);
  static size_t look_up_or_insert(void* context, const xnn_weights_cache_look_up_key* key, void* data,
                                  size_t bytes);
  static bool is_finalized(void* context);
  static void* offset_to_addr(void* context, size_t offset);
  static xnn_status delete_cache(void* context);

  const Block* find(const xnn_weights_cache_look_up_key& key) const;  // under mutex_
  static void free_list(Block* list);

  mutable std::mutex mutex_;
  Block* stored_ = nullptr;
  Block* reserved_ = nullptr;
  xnn_weights_cache_provider provider_{};
};

}  // namespace attn::kernels
