// FixedVector (runtime/src/core/fixed_vector.h): the container the load and create paths size up front. Its
// allocations fail as a false return, never a throw, and leave the vector as it was.
#include "runtime/src/core/fixed_vector.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <random>

#include "tests/runtime/faults/allocation_faults.h"

namespace faults = attn::test::faults;

namespace {

TEST(FixedVector, SizesOnceAndKeepsValues) {
  std::mt19937 rng(11);
  attn::FixedVector<uint32_t> v;
  ASSERT_TRUE(v.reserve(5));
  uint32_t expected[5];
  for (uint32_t& e : expected) {
    e = rng() | 1u;
    EXPECT_TRUE(v.push_back(e));
  }
  EXPECT_FALSE(v.push_back(7)) << "push_back past the reserved capacity must refuse, not allocate";
  ASSERT_EQ(v.size(), 5u);
  for (size_t i = 0; i < 5; ++i) EXPECT_EQ(v[i], expected[i]);
  ASSERT_TRUE(v.resize(8));  // grows, keeping the values, new ones value-initialised
  for (size_t i = 0; i < 5; ++i) EXPECT_EQ(v[i], expected[i]);
  for (size_t i = 5; i < 8; ++i) EXPECT_EQ(v[i], 0u);
  ASSERT_TRUE(v.assign(3, expected[2]));
  ASSERT_EQ(v.size(), 3u);
  for (uint32_t x : v) EXPECT_EQ(x, expected[2]);
  attn::FixedVector<uint32_t> moved(std::move(v));
  EXPECT_EQ(moved.size(), 3u);
  EXPECT_EQ(v.size(), 0u);  // NOLINT: a moved-from FixedVector is empty by design
  const attn::FixedVector<uint32_t> copy = moved;
  ASSERT_EQ(copy.size(), 3u);
  EXPECT_EQ(copy[1], expected[2]);
}

TEST(FixedVector, AllocationFailureIsAFalseReturnThatChangesNothing) {
  attn::FixedVector<uint64_t> v;
  ASSERT_TRUE(v.resize(4));
  v[3] = 0x1234567890abcdefull;
  faults::arm(1);
  const bool grown = v.reserve(64);
  faults::disarm();
  EXPECT_FALSE(grown);
  EXPECT_TRUE(faults::failure_injected());
  ASSERT_EQ(v.size(), 4u);
  EXPECT_EQ(v.capacity(), 4u);
  EXPECT_EQ(v[3], 0x1234567890abcdefull);
  // A byte count that overflows size_t is refused without asking the allocator.
  EXPECT_FALSE(v.resize(SIZE_MAX / 2));
  EXPECT_EQ(v.size(), 4u);
}

TEST(FixedVector, DestroysEveryElementItHolds) {
  const auto counter = std::make_shared<int>(0);
  {
    attn::FixedVector<std::shared_ptr<int>> v;
    ASSERT_TRUE(v.assign(3, counter));
    ASSERT_TRUE(v.reserve(10));  // moves the elements: still three owners besides counter
    EXPECT_EQ(counter.use_count(), 4);
    v.pop_back();
    EXPECT_EQ(counter.use_count(), 3);
  }
  EXPECT_EQ(counter.use_count(), 1);
}

}  // namespace
