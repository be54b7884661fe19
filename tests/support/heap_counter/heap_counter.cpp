// The replacements heap_counter.h describes. Every non-aligned form of operator new and delete is replaced,
// so that each allocation and its release go through the same pair (sanitizers check that new and delete
// match; the runtime's FixedVector uses the nothrow forms). They allocate through std::malloc, so where
// malloc is counted an operator new counts twice; the tests ask for zero, so that does not matter.
#include "tests/support/heap_counter/heap_counter.h"

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <new>

namespace {
std::atomic<size_t> g_new_calls{0};
std::atomic<size_t> g_malloc_calls{0};
std::atomic<size_t> g_aligned_calls{0};
std::atomic<size_t> g_free_calls{0};

void* counted_new(size_t size) noexcept {
  g_new_calls.fetch_add(1, std::memory_order_relaxed);
  return std::malloc(size == 0 ? 1 : size);
}
}  // namespace

namespace attn::test {

HeapCalls heap_calls() {
  return {g_new_calls.load(), g_malloc_calls.load(), g_aligned_calls.load(), g_free_calls.load()};
}

std::string describe(const HeapCalls& calls) {
  return "operator new " + std::to_string(calls.new_calls) + ", malloc/calloc/realloc " +
         std::to_string(calls.malloc_calls) + ", aligned " + std::to_string(calls.aligned_calls) + ", free " +
         std::to_string(calls.free_calls);
}

}  // namespace attn::test

#if ATTN_COUNT_MALLOC
#include "tests/support/glibc_allocator.h"

extern "C" {
void* malloc(size_t size) {
  g_malloc_calls.fetch_add(1, std::memory_order_relaxed);
  return __libc_malloc(size);
}
void* calloc(size_t count, size_t size) {
  g_malloc_calls.fetch_add(1, std::memory_order_relaxed);
  return __libc_calloc(count, size);
}
void* realloc(void* p, size_t size) {
  g_malloc_calls.fetch_add(1, std::memory_order_relaxed);
  return __libc_realloc(p, size);
}
void free(void* p) {
  if (p != nullptr) g_free_calls.fetch_add(1, std::memory_order_relaxed);
  __libc_free(p);
}
int posix_memalign(void** out, size_t alignment, size_t size) {
  g_aligned_calls.fetch_add(1, std::memory_order_relaxed);
  if (alignment % sizeof(void*) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
  void* p = __libc_memalign(alignment, size);
  if (p == nullptr && size != 0) return ENOMEM;
  *out = p;
  return 0;
}
void* aligned_alloc(size_t alignment, size_t size) {
  g_aligned_calls.fetch_add(1, std::memory_order_relaxed);
  return __libc_memalign(alignment, size);
}
void* memalign(size_t alignment, size_t size) {
  g_aligned_calls.fetch_add(1, std::memory_order_relaxed);
  return __libc_memalign(alignment, size);
}
void* valloc(size_t size) {
  g_aligned_calls.fetch_add(1, std::memory_order_relaxed);
  return __libc_valloc(size);
}
void* pvalloc(size_t size) {
  g_aligned_calls.fetch_add(1, std::memory_order_relaxed);
  return __libc_pvalloc(size);
}
}  // extern "C"
#endif  // ATTN_COUNT_MALLOC

void* operator new(size_t size) {
  if (void* p = counted_new(size)) return p;
  throw std::bad_alloc();
}
void* operator new[](size_t size) {
  if (void* p = counted_new(size)) return p;
  throw std::bad_alloc();
}
void* operator new(size_t size, const std::nothrow_t&) noexcept { return counted_new(size); }
void* operator new[](size_t size, const std::nothrow_t&) noexcept { return counted_new(size); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, size_t) noexcept { std::free(p); }
void operator delete[](void* p, size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
