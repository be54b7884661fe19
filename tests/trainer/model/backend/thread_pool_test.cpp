#include "trainer/src/backend/cpu/thread_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

namespace attn::train {
namespace {

TEST(ThreadPool, EveryIndexRunsExactlyOnceOnStaticRanges) {
  for (int threads : {1, 2, 3}) {
    ThreadPool pool(threads);
    EXPECT_EQ(pool.threads(), threads);
    for (int64_t n : {0, 1, 2, 3, 1001}) {
      std::vector<std::atomic<int>> hits(n);
      std::vector<std::thread::id> owner(n);
      pool.parallel_for(n, [&](int64_t i) {
        hits[i]++;
        owner[i] = std::this_thread::get_id();
      });
      for (int64_t i = 0; i < n; ++i) EXPECT_EQ(hits[i].load(), 1) << threads << " threads, n " << n << ", i " << i;
      // The first range, [0, n/T), belongs to the calling thread.
      if (n >= threads) {
        EXPECT_EQ(owner[0], std::this_thread::get_id());
      }
    }
  }
}

TEST(ThreadPool, ManyShortRoundsFinish) {
  ThreadPool pool(2);
  std::atomic<int64_t> sum{0};
  for (int round = 0; round < 2000; ++round) pool.parallel_for(4, [&](int64_t i) { sum += i; });
  EXPECT_EQ(sum.load(), 2000 * 6);
}

}  // namespace
}  // namespace attn::train
