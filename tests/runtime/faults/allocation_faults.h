// Allocation fault injection for one test executable: this executable replaces every C++ operator new and
// (outside sanitizer builds) the malloc family, so that every heap allocation of the process — the runtime's,
// XNNPACK's and pthreadpool's (shared libraries bind to these definitions) — goes through a counter. Once
// armed with n, the n-th allocation fails (nullptr, ENOMEM) and the ones after it succeed. While armed, every
// block allocated is remembered until it is freed, so a test can see what an operation left behind.
//
// The throwing operator new never fails here: under -fno-exceptions a std::bad_alloc would end the process,
// which is exactly what the runtime must not risk. Instead it is counted, and the load and create paths must
// not call it at all.
#pragma once

#include <cstddef>

namespace attn::test::faults {

// True where the malloc family is replaced too (not under AddressSanitizer, which owns malloc): then
// failures reach malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign, valloc and pvalloc, not
// only operator new.
bool intercepts_malloc();

// Starts counting; the fail_at-th allocation from now fails (0: none fails).
void arm(size_t fail_at);
// Stops counting and failing.
void disarm();

// Since the last arm():
size_t allocations();         // allocation calls (the failed one included)
bool failure_injected();      // the fail_at-th allocation happened (and failed)
size_t throwing_new_calls();  // calls to the throwing operator new / new[]
size_t
aligned_allocations();  // posix_memalign / aligned_alloc / memalign calls (0 where malloc is not replaced)
size_t live_blocks();   // blocks allocated while armed and not freed yet (also after disarm())
size_t
live_table_overflow();  // allocations the live-block table had no room for (then live_blocks() is a bound)

}  // namespace attn::test::faults
