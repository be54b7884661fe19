// Counts every heap call in the process, for the tests that prove translating allocates nothing: every form
// of C++ operator new, and (outside sanitizer builds) malloc, calloc, realloc, free, posix_memalign,
// aligned_alloc, memalign, valloc and pvalloc, replaced by symbol interposition — the executable defines
// them, so the dynamic linker binds every library's calls (XNNPACK, pthreadpool, the thread pool's threads)
// to these definitions, which count and forward to glibc's own allocator (__libc_malloc & co., the documented
// way to replace malloc in glibc). Under a sanitizer the malloc family belongs to the sanitizer and only
// operator new is counted.
//
// Link attn::heap_counter, an object library: its definitions must be in the executable whether or not a
// test refers to them (a static library's member would be left out). One executable, one counter.
#pragma once

#include <cstddef>
#include <string>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ATTN_COUNT_MALLOC 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) || __has_feature(thread_sanitizer)
#define ATTN_COUNT_MALLOC 0
#endif
#endif
#ifndef ATTN_COUNT_MALLOC
#define ATTN_COUNT_MALLOC 1
#endif

namespace attn::test {

struct HeapCalls {
  size_t new_calls = 0;      // operator new, all forms (each also counts as a malloc where malloc is counted)
  size_t malloc_calls = 0;   // malloc, calloc, realloc (any pointer)
  size_t aligned_calls = 0;  // posix_memalign, aligned_alloc, memalign, valloc, pvalloc
  size_t free_calls = 0;     // free of a non-null pointer

  size_t total() const { return new_calls + malloc_calls + aligned_calls + free_calls; }
  HeapCalls operator-(const HeapCalls& earlier) const {
    return {new_calls - earlier.new_calls, malloc_calls - earlier.malloc_calls,
            aligned_calls - earlier.aligned_calls, free_calls - earlier.free_calls};
  }
};

// The calls counted so far, by every thread.
HeapCalls heap_calls();

// "operator new N, malloc/calloc/realloc N, aligned N, free N", for failure messages.
std::string describe(const HeapCalls& calls);

}  // namespace attn::test
