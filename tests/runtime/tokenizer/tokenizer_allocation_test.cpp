// encode() and decode() must not touch the heap (they run inside the zero-allocation translate path).
// This test binary replaces global operator new to count allocations.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>

#include "tests/runtime/tokenizer/tokenizer_test_util.h"

namespace {
std::atomic<size_t> g_allocations{0};
}

// noinline: once inlined, GCC pairs malloc with free across new/delete and warns (-Wmismatched-new-delete).
[[gnu::noinline]] void* operator new(size_t size) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
[[gnu::noinline]] void* operator new[](size_t size) { return operator new(size); }
// The runtime's load path allocates with the nothrow forms (core/fixed_vector.h); they must come from the same
// malloc as the replaced operator delete frees into (AddressSanitizer checks the pairing).
[[gnu::noinline]] void* operator new(size_t size, const std::nothrow_t&) noexcept {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  return std::malloc(size ? size : 1);
}
[[gnu::noinline]] void* operator new[](size_t size, const std::nothrow_t& tag) noexcept { return operator new(size, tag); }
[[gnu::noinline]] void operator delete(void* p) noexcept { std::free(p); }
[[gnu::noinline]] void operator delete[](void* p) noexcept { std::free(p); }
[[gnu::noinline]] void operator delete(void* p, size_t) noexcept { std::free(p); }
[[gnu::noinline]] void operator delete[](void* p, size_t) noexcept { std::free(p); }

namespace attn::testing {
namespace {

TEST(TokenizerAllocation, EncodeAndDecodeDoNotAllocate) {
  for (const char* name : {"ende-8k-identity.model", "ende-8k-nfkc.model"}) {
    auto m = load_fixture(name);
    ASSERT_NE(m, nullptr);
    const std::string text = "  Ｆｕｌｌ-width, ﬁ ligatures, 日本語, emoji 😀 and a   longer German Satz über Straßen.  ";
    std::vector<std::byte> workspace(m->tokenizer.workspace_bytes(text.size()));
    std::vector<int32_t> ids(m->tokenizer.max_ids(text.size()));
    std::vector<char> out(4096);
    size_t count = 0, written = 0;
    const size_t before = g_allocations.load();
    const Status encoded = m->tokenizer.encode(text, workspace, ids, &count);
    const Status decoded = m->tokenizer.decode(std::span(ids).first(count), out, &written);
    const size_t encoded_count = count;
    const Status invalid = m->tokenizer.encode("bad \xFF", workspace, ids, &count);  // error paths too
    const size_t after = g_allocations.load();
    ASSERT_TRUE(encoded.ok()) << encoded.message();
    ASSERT_TRUE(decoded.ok()) << decoded.message();
    EXPECT_FALSE(invalid.ok());
    EXPECT_GT(encoded_count, 10u);
    EXPECT_EQ(after, before) << name;
  }
  // The counter works: a plain allocation is seen.
  const size_t before = g_allocations.load();
  auto* p = new std::vector<int>(10);
  EXPECT_GT(g_allocations.load(), before);
  delete p;
}

}  // namespace
}  // namespace attn::testing
