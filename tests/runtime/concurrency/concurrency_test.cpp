// A Model is read-only and shared across threads; all mutable state is per Translator (attn.h's lifecycle: a
// model is shareable by threads, a translator is one per thread). These suites share one random-weight model
// among several threads, each with its own translators, and require every result to equal the single-threaded
// reference exactly. scripts/test.sh runs them under ThreadSanitizer as well, which turns any unsynchronized
// write to shared state into a failure.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "attn/attn.h"
#include "tests/support/random_model.h"

namespace {

constexpr int kThreads = 4;
constexpr int kRounds = 2;

const std::vector<std::string>& sentences() {
  static const std::vector<std::string> s = {
      "Hello world.",           "The cat sat on the mat.", "How are you today?", "a",
      "Resumption of the session", "I would like to thank you.", "42 is the answer", "Good night!"};
  return s;
}

// Waits for every worker, then reports what each recorded (GoogleTest assertions are made on the main thread
// only, so that a failure message never races with another thread's).
void join_and_report(std::vector<std::thread>& workers, const std::vector<std::string> (&failures)[kThreads]) {
  for (std::thread& th : workers) th.join();
  for (int w = 0; w < kThreads; ++w) {
    for (const std::string& f : failures[w]) ADD_FAILURE() << "thread " << w << ": " << f;
  }
}

// Small enough outputs that a random-weight model (which rarely emits eos) stays quick under TSAN.
attn_translator_options options_for(int beam, int threads) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = beam;
  o.threads = threads;
  o.max_extra_tokens = 8;
  return o;
}

// Translates text; on failure returns a string that names the status and message (never equal to a reference).
std::string translate(attn_translator* t, const std::string& text) {
  std::vector<char> out(8192);
  size_t written = 0;
  attn_status s = attn_translate(t, text.data(), text.size(), out.data(), out.size(), &written);
  if (s != ATTN_OK) return std::string("<error ") + attn_status_name(s) + ": " + attn_last_error_message() + ">";
  return std::string(out.data(), written);
}

std::vector<int32_t> tokenize(const attn_model* m, const std::string& text) {
  std::vector<int32_t> ids(4096);
  size_t written = 0;
  if (attn_tokenize(m, text.data(), text.size(), ids.data(), ids.size(), &written) != ATTN_OK) return {-1};
  ids.resize(written);
  return ids;
}

std::string detokenize(const attn_model* m, const std::vector<int32_t>& ids) {
  std::vector<char> out(8192);
  size_t written = 0;
  if (attn_detokenize(m, ids.data(), ids.size(), out.data(), out.size(), &written) != ATTN_OK) {
    return std::string("<error: ") + attn_last_error_message() + ">";
  }
  return std::string(out.data(), written);
}

class ConcurrencyTest : public ::testing::Test {
 protected:
  // One model and one set of references for the whole suite: building them is the slow part under TSAN.
  static void SetUpTestSuite() {
    std::vector<uint8_t> bytes = attn::test::random_model_bytes(attn::test::small_architecture(), 20261122);
    ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model_), ATTN_OK) << attn_last_error_message();
    // References are computed single-threaded, before any worker starts, for each (beam, threads) option.
    // threads = 2 only with beam 1: XNNPACK's pthreadpool spin-waits, which on a loaded machine (and under
    // TSAN) costs far more than the extra coverage of beam 3 on 2 threads would give.
    for (auto [beam, threads] : {std::pair{1, 1}, std::pair{3, 1}, std::pair{1, 2}}) {
      {
        attn_translator_options o = options_for(beam, threads);
        attn_translator* t = nullptr;
        ASSERT_EQ(attn_translator_create(model_, &o, &t), ATTN_OK) << attn_last_error_message();
        for (const std::string& s : sentences()) reference_[{beam, threads}].push_back(translate(t, s));
        attn_translator_free(t);
      }
    }
    for (const std::string& s : sentences()) {
      tokens_.push_back(tokenize(model_, s));
      ASSERT_FALSE(tokens_.back().empty()) << s;
      ASSERT_NE(tokens_.back()[0], -1) << s;
      detokenized_.push_back(detokenize(model_, tokens_.back()));
    }
  }
  static void TearDownTestSuite() {
    attn_model_free(model_);
    model_ = nullptr;
  }
  void SetUp() override { ASSERT_NE(model_, nullptr) << "the suite's model failed to load"; }

  static inline attn_model* model_ = nullptr;
  static inline std::map<std::pair<int, int>, std::vector<std::string>> reference_;
  static inline std::vector<std::vector<int32_t>> tokens_;
  static inline std::vector<std::string> detokenized_;
};

TEST_F(ConcurrencyTest, ReferencesAreRealTranslations) {
  // Guards the other tests against comparing error strings with error strings.
  for (const auto& [key, texts] : reference_) {
    for (const std::string& t : texts) EXPECT_EQ(t.find("<error"), std::string::npos) << t;
  }
  // The thread count must not change a translation.
  EXPECT_EQ(reference_.at({1, 1}), reference_.at({1, 2}));
}

TEST_F(ConcurrencyTest, SharedModelManyTranslatorsMatchReference) {
  std::atomic<int> mismatches{0};
  std::vector<std::string> failures[kThreads];
  std::vector<std::thread> workers;
  for (int w = 0; w < kThreads; ++w) {
    workers.emplace_back([&, w] {
      const int beam = (w % 2 == 0) ? 1 : 3;
      const int threads = (w == 2) ? 2 : 1;
      attn_translator_options o = options_for(beam, threads);
      attn_translator* t = nullptr;
      if (attn_translator_create(model_, &o, &t) != ATTN_OK) {
        failures[w].push_back(std::string("create: ") + attn_last_error_message());
        mismatches.fetch_add(1);
        return;
      }
      const std::vector<std::string>& ref = reference_.at({beam, threads});
      std::vector<size_t> order(sentences().size());
      for (size_t i = 0; i < order.size(); ++i) order[i] = i;
      std::mt19937 rng(1000 + w);
      for (int round = 0; round < kRounds; ++round) {
        std::shuffle(order.begin(), order.end(), rng);
        for (size_t i : order) {
          std::string got = translate(t, sentences()[i]);
          if (got != ref[i]) {
            failures[w].push_back("sentence " + std::to_string(i) + ": '" + got + "' != '" + ref[i] + "'");
            mismatches.fetch_add(1);
          }
          std::vector<int32_t> ids = tokenize(model_, sentences()[i]);
          if (ids != tokens_[i]) {
            failures[w].push_back("tokenize differs for sentence " + std::to_string(i));
            mismatches.fetch_add(1);
          }
          if (detokenize(model_, ids) != detokenized_[i]) {
            failures[w].push_back("detokenize differs for sentence " + std::to_string(i));
            mismatches.fetch_add(1);
          }
        }
      }
      attn_translator_free(t);
    });
  }
  join_and_report(workers, failures);
  EXPECT_EQ(mismatches.load(), 0);
}

TEST_F(ConcurrencyTest, TranslatorsCreatedAndFreedWhileOthersTranslate) {
  std::atomic<int> churned{0};
  std::vector<std::string> failures[kThreads];
  std::vector<std::thread> workers;
  // Two steady translators keep translating while two threads create, use once and free translators.
  for (int w = 0; w < kThreads; ++w) {
    workers.emplace_back([&, w] {
      // Steady: (beam 1, 1 thread) and (beam 3, 1 thread); churning: (1, 1) and (1, 2 threads).
      const int beam = (w == 1) ? 3 : 1;
      const int threads = (w == 3) ? 2 : 1;
      const std::vector<std::string>& ref = reference_.at({beam, threads});
      attn_translator_options o = options_for(beam, threads);
      if (w < 2) {
        attn_translator* t = nullptr;
        if (attn_translator_create(model_, &o, &t) != ATTN_OK) {
          failures[w].push_back(std::string("create: ") + attn_last_error_message());
          return;
        }
        for (int round = 0; round < kRounds; ++round) {
          for (size_t i = 0; i < sentences().size(); ++i) {
            std::string got = translate(t, sentences()[i]);
            if (got != ref[i]) failures[w].push_back("steady, sentence " + std::to_string(i) + ": " + got);
          }
        }
        attn_translator_free(t);
      } else {
        for (int k = 0; k < 6; ++k) {
          attn_translator* t = nullptr;
          if (attn_translator_create(model_, &o, &t) != ATTN_OK) {
            failures[w].push_back(std::string("create: ") + attn_last_error_message());
            return;
          }
          const size_t i = static_cast<size_t>(k + w) % sentences().size();
          std::string got = translate(t, sentences()[i]);
          if (got != ref[i]) failures[w].push_back("churn, sentence " + std::to_string(i) + ": " + got);
          attn_translator_free(t);
          churned.fetch_add(1);
        }
      }
    });
  }
  join_and_report(workers, failures);
  EXPECT_EQ(churned.load(), 12);
}

TEST_F(ConcurrencyTest, CancelFromOtherThreadsWhileTranslating) {
  // attn_translator_cancel is the one translator call that may come from other threads during a call: each
  // translation either finishes (as the reference) or stops with ATTN_ERROR_CANCELLED, and after the
  // cancellers stop, the translator translates as the reference again.
  attn_translator_options o = options_for(1, 1);
  attn_translator* t = nullptr;
  ASSERT_EQ(attn_translator_create(model_, &o, &t), ATTN_OK) << attn_last_error_message();
  std::atomic<bool> done{false};
  std::vector<std::thread> cancellers;
  for (int c = 0; c < 2; ++c) {
    cancellers.emplace_back([&] {
      while (!done.load()) {
        attn_translator_cancel(t);
        std::this_thread::yield();
      }
    });
  }
  const std::vector<std::string>& reference = reference_.at({1, 1});
  std::vector<std::string> unexpected;
  size_t cancelled = 0;
  for (int round = 0; round < 4; ++round) {
    for (size_t i = 0; i < sentences().size(); ++i) {
      const std::string got = translate(t, sentences()[i]);
      if (got.find("<error cancelled") == 0) {
        ++cancelled;
      } else if (got != reference[i]) {
        unexpected.push_back(got);
      }
    }
  }
  done = true;
  for (std::thread& th : cancellers) th.join();
  for (const std::string& u : unexpected) ADD_FAILURE() << "neither the reference nor cancelled: " << u;
  EXPECT_GT(cancelled, 0u) << "no call was cancelled";
  for (size_t i = 0; i < sentences().size(); ++i) EXPECT_EQ(translate(t, sentences()[i]), reference[i]);
  attn_translator_free(t);
}

TEST_F(ConcurrencyTest, ErrorMessagesAreThreadLocal) {
  attn_translator_options o = options_for(1, 1);
  attn_translator* good = nullptr;
  ASSERT_EQ(attn_translator_create(model_, &o, &good), ATTN_OK) << attn_last_error_message();
  // This thread fails first; its message must survive another thread's different failure.
  attn_translator* bad = nullptr;
  attn_translator_options invalid = options_for(0, 1);
  ASSERT_EQ(attn_translator_create(model_, &invalid, &bad), ATTN_ERROR_INVALID_ARGUMENT);
  const std::string mine = attn_last_error_message();
  ASSERT_NE(mine, "ok");

  std::string theirs;
  std::string theirs_fresh;
  std::thread other([&] {
    theirs_fresh = attn_last_error_message();  // a new thread has seen no failure
    attn_translator* t = nullptr;
    attn_translator_options oo = options_for(1, 1);
    if (attn_translator_create(model_, &oo, &t) != ATTN_OK) return;
    const char invalid_utf8[] = {'a', static_cast<char>(0xC3), static_cast<char>(0x28), 'b'};
    char out[256];
    size_t written = 0;
    if (attn_translate(t, invalid_utf8, sizeof(invalid_utf8), out, sizeof(out), &written) ==
        ATTN_ERROR_INVALID_ARGUMENT) {
      theirs = attn_last_error_message();
    }
    attn_translator_free(t);
  });
  other.join();
  EXPECT_EQ(theirs_fresh, "ok");
  ASSERT_FALSE(theirs.empty()) << "invalid UTF-8 was not rejected on the other thread";
  EXPECT_NE(theirs, mine);
  EXPECT_EQ(std::string(attn_last_error_message()), mine);
  // And this thread's successful work still translates after the other thread's failure.
  EXPECT_EQ(translate(good, sentences()[0]), reference_.at({1, 1})[0]);
  attn_translator_free(good);
}

// An int8 model shared the same way: its translators share the read-only int8 weights, and each owns its
// int8 staging buffer (ModelLinears), so concurrent translators must not disturb each other.
TEST(ConcurrencyInt8, SharedInt8ModelManyTranslatorsMatchReference) {
  const std::vector<uint8_t> bytes =
      attn::test::random_model_bytes(attn::test::small_architecture(), 20261123, attn::schema::ElementType::I8);
  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model), ATTN_OK) << attn_last_error_message();
  std::vector<std::string> reference;
  {
    attn_translator_options o = options_for(1, 1);
    attn_translator* t = nullptr;
    ASSERT_EQ(attn_translator_create(model, &o, &t), ATTN_OK) << attn_last_error_message();
    for (const std::string& s : sentences()) {
      reference.push_back(translate(t, s));
      EXPECT_EQ(reference.back().find("<error"), std::string::npos) << reference.back();
    }
    attn_translator_free(t);
  }
  std::atomic<int> mismatches{0};
  std::vector<std::string> failures[kThreads];
  std::vector<std::thread> workers;
  for (int w = 0; w < kThreads; ++w) {
    workers.emplace_back([&, w] {
      attn_translator_options o = options_for(1, 1);
      attn_translator* t = nullptr;
      if (attn_translator_create(model, &o, &t) != ATTN_OK) {
        failures[w].push_back(std::string("create: ") + attn_last_error_message());
        mismatches.fetch_add(1);
        return;
      }
      for (size_t k = 0; k < sentences().size(); ++k) {
        const size_t i = (k + static_cast<size_t>(w)) % sentences().size();  // each worker in its own order
        const std::string got = translate(t, sentences()[i]);
        if (got != reference[i]) {
          failures[w].push_back("sentence " + std::to_string(i) + ": '" + got + "' != '" + reference[i] + "'");
          mismatches.fetch_add(1);
        }
      }
      attn_translator_free(t);
    });
  }
  join_and_report(workers, failures);
  EXPECT_EQ(mismatches.load(), 0);
  attn_model_free(model);
}

}  // namespace
