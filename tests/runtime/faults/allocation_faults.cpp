// The replaced allocator behind allocation_faults.h. The malloc family is replaced by symbol interposition
// (this executable defines the functions, so the dynamic linker binds every library's calls to them) and
// forwards to glibc's own entry points (__libc_malloc & co.), as
// tests/runtime/api/translate_allocation_test.cpp does; under AddressSanitizer malloc belongs to the
// sanitizer and only operator new is replaced.
#include "tests/runtime/faults/allocation_faults.h"

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__SANITIZE_ADDRESS__)
#define ATTN_FAULTS_MALLOC 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) || __has_feature(thread_sanitizer)
#define ATTN_FAULTS_MALLOC 0
#endif
#endif
#ifndef ATTN_FAULTS_MALLOC
#define ATTN_FAULTS_MALLOC 1
#endif

namespace attn::test::faults {
namespace {

std::atomic<bool> g_armed{false};
std::atomic<size_t> g_fail_at{0};
std::atomic<size_t> g_allocations{0};
std::atomic<bool> g_injected{false};
std::atomic<size_t> g_throwing_new{0};
std::atomic<size_t> g_aligned{0};
thread_local bool t_bypass = false;  // set while a throwing operator new is served: not counted, never failed

// Blocks allocated while armed: an open-addressing set of pointers, guarded by a spin lock (the allocator
// cannot allocate for itself). Deleted entries are tombstones; the table is cleared at each arm().
constexpr size_t kTableSize = size_t{1} << 16;
constexpr uintptr_t kEmpty = 0, kTombstone = 1;
uintptr_t g_table[kTableSize];
size_t g_live = 0;
size_t g_overflow = 0;
std::atomic_flag g_lock = ATOMIC_FLAG_INIT;

struct Guard {
  Guard() {
    while (g_lock.test_and_set(std::memory_order_acquire)) {
    }
  }
  ~Guard() { g_lock.clear(std::memory_order_release); }
};

size_t slot_of(uintptr_t p) {
  return static_cast<size_t>((p >> 4) * 0x9E3779B97F4A7C15ull >> 48) & (kTableSize - 1);
}

void remember(void* p) {
  if (p == nullptr) return;
  Guard guard;
  const uintptr_t key = reinterpret_cast<uintptr_t>(p);
  for (size_t n = 0, i = slot_of(key); n < kTableSize; ++n, i = (i + 1) & (kTableSize - 1)) {
    if (g_table[i] == kEmpty || g_table[i] == kTombstone) {
      g_table[i] = key;
      ++g_live;
      return;
    }
  }
  ++g_overflow;
}

void forget(void* p) {
  if (p == nullptr) return;
  Guard guard;
  if (g_live == 0) return;
  const uintptr_t key = reinterpret_cast<uintptr_t>(p);
  for (size_t n = 0, i = slot_of(key); n < kTableSize && g_table[i] != kEmpty;
       ++n, i = (i + 1) & (kTableSize - 1)) {
    if (g_table[i] == key) {
      g_table[i] = kTombstone;
      --g_live;
      return;
    }
  }
}

// Counts one allocation call; true when this one must fail.
bool should_fail() {
  if (!g_armed.load(std::memory_order_acquire) || t_bypass) return false;
  const size_t n = g_allocations.fetch_add(1) + 1;
  if (n == g_fail_at.load()) {
    g_injected.store(true);
    return true;
  }
  return false;
}

void* track(void* p) {
  if (p != nullptr && g_armed.load(std::memory_order_acquire)) remember(p);
  return p;
}

}  // namespace

bool intercepts_malloc() { return ATTN_FAULTS_MALLOC != 0; }

void arm(size_t fail_at) {
  {
    Guard guard;
    for (uintptr_t& e : g_table) e = kEmpty;
    g_live = 0;
    g_overflow = 0;
  }
  g_allocations.store(0);
  g_injected.store(false);
  g_throwing_new.store(0);
  g_aligned.store(0);
  g_fail_at.store(fail_at);
  g_armed.store(true, std::memory_order_release);
}

void disarm() { g_armed.store(false, std::memory_order_release); }

size_t allocations() { return g_allocations.load(); }
bool failure_injected() { return g_injected.load(); }
size_t throwing_new_calls() { return g_throwing_new.load(); }
size_t aligned_allocations() { return g_aligned.load(); }
void count_aligned() {
  if (g_armed.load(std::memory_order_acquire)) g_aligned.fetch_add(1);
}
size_t live_blocks() {
  Guard guard;
  return g_live;
}
size_t live_table_overflow() {
  Guard guard;
  return g_overflow;
}

}  // namespace attn::test::faults

namespace faults = attn::test::faults;

#if ATTN_FAULTS_MALLOC
#include "tests/support/glibc_allocator.h"

extern "C" {
void* malloc(size_t size) {
  if (faults::should_fail()) return nullptr;
  return faults::track(__libc_malloc(size));
}
void* calloc(size_t count, size_t size) {
  if (faults::should_fail()) return nullptr;
  return faults::track(__libc_calloc(count, size));
}
void* realloc(void* p, size_t size) {
  if (faults::should_fail()) return nullptr;  // p stays valid, as when glibc's realloc fails
  void* q = __libc_realloc(p, size);
  if (q != nullptr) faults::forget(p);
  return faults::track(q);
}
void free(void* p) {
  faults::forget(p);
  __libc_free(p);
}
int posix_memalign(void** out, size_t alignment, size_t size) {
  faults::count_aligned();
  if (alignment % sizeof(void*) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
  if (faults::should_fail()) return ENOMEM;
  void* p = __libc_memalign(alignment, size);
  if (p == nullptr && size != 0) return ENOMEM;
  *out = faults::track(p);
  return 0;
}
void* aligned_alloc(size_t alignment, size_t size) {
  faults::count_aligned();
  if (faults::should_fail()) return nullptr;
  return faults::track(__libc_memalign(alignment, size));
}
void* memalign(size_t alignment, size_t size) {
  faults::count_aligned();
  if (faults::should_fail()) return nullptr;
  return faults::track(__libc_memalign(alignment, size));
}
void* valloc(size_t size) {
  if (faults::should_fail()) return nullptr;
  return faults::track(__libc_valloc(size));
}
void* pvalloc(size_t size) {
  if (faults::should_fail()) return nullptr;
  return faults::track(__libc_pvalloc(size));
}
}  // extern "C"
#endif  // ATTN_FAULTS_MALLOC

// Every form goes through std::malloc / std::free (so new/delete pairs match for the sanitizers). With
// ATTN_FAULTS_MALLOC that malloc is the one above, so each operator new is one counted call, made here.
namespace {
void* new_block(size_t size) noexcept {
#if ATTN_FAULTS_MALLOC
  return std::malloc(size == 0 ? 1 : size);
#else
  if (faults::should_fail()) return nullptr;
  return faults::track(std::malloc(size == 0 ? 1 : size));
#endif
}
void delete_block(void* p) noexcept {
#if !ATTN_FAULTS_MALLOC
  faults::forget(p);
#endif
  std::free(p);
}
// The throwing forms never fail (see allocation_faults.h): counted while armed, then served. They are not
// counted as allocations, so the failure schedule is the same whether or not the runtime still calls them.
void* throwing_new_block(size_t size) {
  if (faults::g_armed.load(std::memory_order_acquire)) faults::g_throwing_new.fetch_add(1);
  faults::t_bypass = true;
  void* p = std::malloc(size == 0 ? 1 : size);
  faults::t_bypass = false;
#if !ATTN_FAULTS_MALLOC
  faults::track(p);
#endif
  if (p == nullptr) throw std::bad_alloc();
  return p;
}
}  // namespace

void* operator new(size_t size) { return throwing_new_block(size); }
void* operator new[](size_t size) { return throwing_new_block(size); }
void* operator new(size_t size, const std::nothrow_t&) noexcept { return new_block(size); }
void* operator new[](size_t size, const std::nothrow_t&) noexcept { return new_block(size); }
void operator delete(void* p) noexcept { delete_block(p); }
void operator delete[](void* p) noexcept { delete_block(p); }
void operator delete(void* p, size_t) noexcept { delete_block(p); }
void operator delete[](void* p, size_t) noexcept { delete_block(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { delete_block(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { delete_block(p); }
