// Translating must not touch the heap (ARCHITECTURE.md, runtime invariant 1). This suite counts every
// C++ operator new in the process (replaced below) across attn_translate and attn_translate_ids calls. It
// does not see a direct malloc() from C code; the runtime has none on its translate path.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>

#include "attn/attn.h"
#include "support/random_model.h"

namespace {
std::atomic<size_t> g_allocations{0};
}  // namespace

// Every non-aligned form is replaced, so that each allocation and its release go through the same pair
// (sanitizers check that new/delete match).
namespace {
void* counted_allocation(size_t size) noexcept {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  return std::malloc(size == 0 ? 1 : size);
}
}  // namespace

void* operator new(size_t size) {
  if (void* p = counted_allocation(size)) return p;
  throw std::bad_alloc();
}
void* operator new[](size_t size) {
  if (void* p = counted_allocation(size)) return p;
  throw std::bad_alloc();
}
void* operator new(size_t size, const std::nothrow_t&) noexcept { return counted_allocation(size); }
void* operator new[](size_t size, const std::nothrow_t&) noexcept { return counted_allocation(size); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, size_t) noexcept { std::free(p); }
void operator delete[](void* p, size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }

namespace {

TEST(TranslateAllocations, TranslateAllocatesNothing) {
  const auto bytes = attn::test::random_model_bytes(attn::test::small_architecture(), 42);
  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model), ATTN_OK);
  for (int beam : {1, 4}) {
    attn_translator_options o;
    attn_translator_options_init(&o);
    o.beam_size = beam;
    attn_translator* t = nullptr;
    const size_t at_create = g_allocations.load();
    ASSERT_EQ(attn_translator_create(model, &o, &t), ATTN_OK) << attn_last_error_message();
    // Creation does allocate (handle, translator): proof that the counter sees the runtime's allocations.
    EXPECT_GT(g_allocations.load() - at_create, 0u);
    const std::string texts[] = {"The quick brown fox jumps over the lazy dog", "Hello world.", "", "\xff bad"};
    char out[4096];
    int32_t ids[256];
    const int32_t source[] = {40, 50, 60, 70, 80};
    size_t written = 0;
    const size_t before = g_allocations.load();
    for (const std::string& text : texts) {
      (void)attn_translate(t, text.data(), text.size(), out, sizeof(out), &written);
      (void)attn_translate(t, text.data(), text.size(), out, 1, &written);  // buffer too small
    }
    EXPECT_EQ(attn_translate_ids(t, source, 5, ids, 256, &written), ATTN_OK);
    EXPECT_EQ(g_allocations.load() - before, 0u) << "beam " << beam;
    attn_translator_free(t);
  }
  attn_model_free(model);
}

}  // namespace
