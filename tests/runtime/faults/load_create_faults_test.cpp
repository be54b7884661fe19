// Allocation failures while loading a model and creating a translator (docs/robustness.md, "Allocation
// failure": bad input, an exhausted heap included, gives a status, never a crash). For every allocation n =
// 1, 2, 3, ... of attn_model_load_buffer and attn_model_load_file (fp32, int8, and a model with a real NFKC
// SentencePiece tokenizer, whose charsmap gives the normalizer tables to build) and attn_translator_create
// (fp32 and int8, beam 1 and 4, 1 and 2 threads), the n-th allocation fails (allocation_faults.h) and the
// call must return ATTN_ERROR_OUT_OF_MEMORY with a message, leave its out-parameter null, and free every
// block it had allocated (a translator's: once it and its model are freed, since the model keeps the packed
// weights its translators share); the sweep ends at the first n the call never reaches, where it must
// succeed. The load and create paths must not call the throwing operator new at all (under -fno-exceptions
// its failure would end the process). Outside sanitizer builds the failures reach XNNPACK's and pthreadpool's
// allocations too (they call the malloc family this executable replaces); under AddressSanitizer only
// operator new fails, and LeakSanitizer checks the rest.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <tuple>
#include <vector>

#include "attn/attn.h"
#include "converter/src/tokenizer_import/tokenizer_import.h"
#include "tests/runtime/faults/allocation_faults.h"
#include "tests/support/int8_model.h"
#include "tests/support/random_model.h"

namespace faults = attn::test::faults;

namespace {

// The model sizes keep a sweep (one call per allocation, each packing every weight again) fast under ASan.
const std::vector<uint8_t>& model_bytes(bool int8) {
  static const std::vector<uint8_t> fp32 =
      attn::test::random_model_bytes(attn::test::small_architecture(), 7);
  static const std::vector<uint8_t> quantized =
      attn::test::dynamic_int8_model_bytes(attn::test::small_architecture(), 7);
  return int8 ? quantized : fp32;
}

// An fp32 model whose tokenizer is a real SentencePiece model with an NFKC charsmap (8000 pieces), so that
// loading also builds the normalizer's tables; empty (with a test failure) if it cannot be made.
const std::vector<uint8_t>& nfkc_model_bytes() {
  static const std::vector<uint8_t> bytes = [] {
    attn::Architecture arch = attn::test::small_architecture();
    attn::schema::TokenizerT tokenizer;
    const attn::Status imported = attn::import_sentencepiece_file(
        std::string(ATTN_TEST_DATA_DIR) + "/spm/ende-8k-nfkc.model", &tokenizer);
    if (!imported.ok()) {
      ADD_FAILURE() << imported.message();
      return std::vector<uint8_t>();
    }
    EXPECT_FALSE(tokenizer.precompiled_charsmap.empty());
    arch.vocab_size = static_cast<uint32_t>(tokenizer.pieces.size());
    attn::convert::ModelContents contents = attn::test::random_model_contents(arch, 7);
    contents.tokenizer = std::move(tokenizer);
    attn::Result<std::vector<uint8_t>> written = attn::convert::write_model(contents);
    if (!written.ok()) {
      ADD_FAILURE() << written.status().message();
      return std::vector<uint8_t>();
    }
    return std::move(written).value();
  }();
  return bytes;
}

// The models of the load sweeps, by name.
const std::vector<uint8_t>& load_model_bytes(const std::string& name) {
  if (name == "nfkc_tokenizer") return nfkc_model_bytes();
  return model_bytes(name == "int8");
}

std::string write_temp_model(const std::vector<uint8_t>& bytes, const char* tag) {
  std::string path = ::testing::TempDir() + "faults_" + tag + "_" + std::to_string(::getpid()) + ".attn";
  FILE* f = std::fopen(path.c_str(), "wb");
  if (f == nullptr) return "";
  const bool ok = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
  if (std::fclose(f) != 0 || !ok) return "";
  return path;
}

attn_translator_options options(int beam, int threads) {
  attn_translator_options o;
  attn_translator_options_init(&o);
  o.beam_size = beam;
  o.threads = threads;
  o.max_source_tokens = 32;
  o.max_input_bytes = 512;
  return o;
}

// Process-wide one-time state (xnn_initialize's, the C library's lazy buffers) is set up here, unarmed, so
// that the sweeps see only what each call allocates and frees.
void warm_up() {
  static const bool done = [] {
    const std::vector<uint8_t>& bytes = model_bytes(false);
    attn_model* model = nullptr;
    if (attn_model_load_buffer(bytes.data(), bytes.size(), &model) != ATTN_OK) return false;
    const attn_translator_options o = options(1, 2);
    attn_translator* t = nullptr;
    const bool ok = attn_translator_create(model, &o, &t) == ATTN_OK;
    attn_translator_free(t);
    attn_model_free(model);
    (void)model_bytes(true);
    (void)nfkc_model_bytes();
    return ok;
  }();
  ASSERT_TRUE(done) << attn_last_error_message();
}

// ATTN_FAULTS_VERBOSE=1 prints every failed call's message.
bool verbose() {
  static const bool on = std::getenv("ATTN_FAULTS_VERBOSE") != nullptr;
  return on;
}

// What one armed call did.
struct Attempt {
  attn_status status = ATTN_OK;
  std::string message;
  bool injected = false;
  size_t allocations = 0;
  size_t throwing_new = 0;
  size_t aligned = 0;
};

// Calls `call` (which returns a status and sets *created when it made something) with the n-th allocation
// failing, for n = 1, 2, ... until a call never reaches its n-th allocation. `prepare`, before each call and
// unarmed, makes what the call works on; `destroy` frees what a successful call made, then what `prepare`
// made, before the blocks the call allocated are counted. Returns what the successful call did (an empty
// Attempt after a failure).
template <typename Prepare, typename Call, typename Destroy>
Attempt sweep(const char* what, Prepare prepare, Call call, Destroy destroy) {
  constexpr size_t kMaxAllocations =
      20000;  // far above any call here; a runaway sweep fails instead of hanging
  for (size_t n = 1; n <= kMaxAllocations; ++n) {
    void* created = nullptr;
    void* prepared = prepare();
    faults::arm(n);
    Attempt a;
    a.status = call(prepared, &created);
    a.injected = faults::failure_injected();
    a.allocations = faults::allocations();
    a.throwing_new = faults::throwing_new_calls();
    a.aligned = faults::aligned_allocations();
    faults::disarm();
    a.message = attn_last_error_message();
    if (verbose()) std::printf("  %s, failing allocation %zu: %s\n", what, n, a.message.c_str());
    EXPECT_EQ(a.throwing_new, 0u) << what << ", failing allocation " << n
                                  << ": the throwing operator new was called " << a.throwing_new
                                  << " times (its failure would end the process)";
    if (a.status == ATTN_OK) {
      EXPECT_NE(created, nullptr) << what;
    } else {
      EXPECT_EQ(created, nullptr) << what << ", failing allocation " << n << ": out-parameter set on failure";
    }
    destroy(prepared, created);
    EXPECT_EQ(faults::live_table_overflow(), 0u);
    EXPECT_EQ(faults::live_blocks(), 0u)
        << what << ", failing allocation " << n << " (status " << attn_status_name(a.status) << ": "
        << a.message << "): blocks allocated during the call were not freed";
    if (!a.injected) {
      EXPECT_EQ(a.status, ATTN_OK) << what << " failed with no allocation failing: " << a.message;
      EXPECT_GT(a.allocations, 0u) << what << ": no allocation seen; the interposer is not working";
      std::printf("%s: each of its %zu allocations failed in turn (%s)\n", what, a.allocations,
                  faults::intercepts_malloc() ? "operator new and the malloc family" : "operator new only");
      return a;
    }
    EXPECT_EQ(a.status, ATTN_ERROR_OUT_OF_MEMORY)
        << what << ", failing allocation " << n << " of " << a.allocations << ": " << a.message;
    EXPECT_FALSE(a.message.empty());
    EXPECT_NE(a.message, "ok");
    if (::testing::Test::HasFailure()) {
      ADD_FAILURE() << what << ": stopped at failing allocation " << n;
      return Attempt();
    }
  }
  ADD_FAILURE() << what << ": still failing after " << kMaxAllocations << " allocations";
  return Attempt();
}

class LoadFaults : public ::testing::TestWithParam<std::string> {};

TEST_P(LoadFaults, LoadBufferReturnsOutOfMemoryAndLeaksNothing) {
  warm_up();
  const std::vector<uint8_t>& bytes = load_model_bytes(GetParam());
  ASSERT_FALSE(bytes.empty());
  const size_t allocations = sweep(
                                 "attn_model_load_buffer", [] { return static_cast<void*>(nullptr); },
                                 [&](void*, void** created) {
                                   attn_model* model = nullptr;
                                   const attn_status s =
                                       attn_model_load_buffer(bytes.data(), bytes.size(), &model);
                                   *created = model;
                                   return s;
                                 },
                                 [](void*, void* model) { attn_model_free(static_cast<attn_model*>(model)); })
                                 .allocations;
  EXPECT_GT(allocations, 2u);  // at least the bytes, the model and its handle
}

TEST_P(LoadFaults, LoadFileReturnsOutOfMemoryAndLeaksNothing) {
  warm_up();
  const std::string path = write_temp_model(load_model_bytes(GetParam()), GetParam().c_str());
  ASSERT_FALSE(path.empty());
  const size_t allocations = sweep(
                                 "attn_model_load_file", [] { return static_cast<void*>(nullptr); },
                                 [&](void*, void** created) {
                                   attn_model* model = nullptr;
                                   const attn_status s = attn_model_load_file(path.c_str(), &model);
                                   *created = model;
                                   return s;
                                 },
                                 [](void*, void* model) { attn_model_free(static_cast<attn_model*>(model)); })
                                 .allocations;
  EXPECT_GT(allocations, 2u);
  std::remove(path.c_str());
}

INSTANTIATE_TEST_SUITE_P(Models, LoadFaults, ::testing::Values("fp32", "int8", "nfkc_tokenizer"),
                         [](const auto& info) { return info.param; });

// (int8, beam_size, threads)
class CreateFaults : public ::testing::TestWithParam<std::tuple<bool, int, int>> {};

TEST_P(CreateFaults, TranslatorCreateReturnsOutOfMemoryAndLeaksNothing) {
  warm_up();
  const auto [int8, beam, threads] = GetParam();
  const std::vector<uint8_t>& bytes = model_bytes(int8);
  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model), ATTN_OK) << attn_last_error_message();
  const attn_translator_options o = options(beam, threads);
  // A model of its own for every attempt, freed with the translator: the packed weights a translator's
  // creation adds to its model's cache (shared by the model's translators) are the model's, freed with it.
  const Attempt created = sweep(
      "attn_translator_create",
      [&] {
        attn_model* fresh = nullptr;
        EXPECT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &fresh), ATTN_OK);
        return static_cast<void*>(fresh);
      },
      [&](void* fresh, void** created) {
        attn_translator* t = nullptr;
        const attn_status s = attn_translator_create(static_cast<attn_model*>(fresh), &o, &t);
        *created = t;
        return s;
      },
      [](void* fresh, void* t) {
        attn_translator_free(static_cast<attn_translator*>(t));
        attn_model_free(static_cast<attn_model*>(fresh));
      });
  // Every linear layer (1 + 6 per encoder layer + 10 per decoder layer) has an operator and packed weights,
  // both from XNNPACK's allocator (posix_memalign): the sweep reached XNNPACK's allocations too.
  constexpr size_t kLinearLayers = 1 + 6 * 2 + 10 * 2;
  if (faults::intercepts_malloc()) {
    EXPECT_GT(created.allocations, 2 * kLinearLayers);
    EXPECT_GE(created.aligned, 2 * kLinearLayers) << "XNNPACK's allocations went unseen";
  } else {
    EXPECT_GT(created.allocations, 3u);  // operator new only: the translator, its handle, its tables
  }

  // A translator made after all those failures still works.
  attn_translator* t = nullptr;
  ASSERT_EQ(attn_translator_create(model, &o, &t), ATTN_OK) << attn_last_error_message();
  char out[512];
  size_t written = 0;
  const char text[] = "Hello world.";
  EXPECT_EQ(attn_translate(t, text, sizeof(text) - 1, out, sizeof(out), &written), ATTN_OK)
      << attn_last_error_message();
  attn_translator_free(t);
  attn_model_free(model);
}

INSTANTIATE_TEST_SUITE_P(PrecisionsBeamsAndThreads, CreateFaults,
                         ::testing::Combine(::testing::Bool(), ::testing::Values(1, 4),
                                            ::testing::Values(1, 2)),
                         [](const auto& info) {
                           return std::string(std::get<0>(info.param) ? "int8" : "fp32") + "_beam" +
                                  std::to_string(std::get<1>(info.param)) + "_threads" +
                                  std::to_string(std::get<2>(info.param));
                         });

// attn_tokenize (for tools; it allocates its workspace) reports a failed allocation like the rest.
TEST(TokenizeFaults, WorkspaceAllocationFailureIsOutOfMemory) {
  warm_up();
  const std::vector<uint8_t>& bytes = model_bytes(false);
  attn_model* model = nullptr;
  ASSERT_EQ(attn_model_load_buffer(bytes.data(), bytes.size(), &model), ATTN_OK);
  int32_t ids[64];
  size_t written = 0;
  const char text[] = "Hello world.";
  faults::arm(1);
  const attn_status failed = attn_tokenize(model, text, sizeof(text) - 1, ids, 64, &written);
  const bool injected = faults::failure_injected();
  faults::disarm();
  EXPECT_TRUE(injected);
  EXPECT_EQ(failed, ATTN_ERROR_OUT_OF_MEMORY);
  EXPECT_NE(std::string(attn_last_error_message()).find("workspace"), std::string::npos)
      << attn_last_error_message();
  EXPECT_EQ(faults::live_blocks(), 0u);
  EXPECT_EQ(attn_tokenize(model, text, sizeof(text) - 1, ids, 64, &written), ATTN_OK);
  EXPECT_GT(written, 0u);
  attn_model_free(model);
}

// The interposer itself: it fails exactly the armed allocation and sees the malloc family (else the sweeps
// above prove nothing about XNNPACK's allocations).
TEST(AllocationFaults, FailsExactlyTheArmedAllocationAndTracksLiveBlocks) {
  faults::arm(2);
  void* first = ::operator new(16, std::nothrow);
  void* second = ::operator new(16, std::nothrow);
  void* third = ::operator new(16, std::nothrow);
  faults::disarm();
  EXPECT_NE(first, nullptr);
  EXPECT_EQ(second, nullptr);
  EXPECT_NE(third, nullptr);
  EXPECT_TRUE(faults::failure_injected());
  EXPECT_EQ(faults::allocations(), 3u);
  EXPECT_EQ(faults::live_blocks(), 2u);
  ::operator delete(first);
  EXPECT_EQ(faults::live_blocks(), 1u);
  ::operator delete(third);
  EXPECT_EQ(faults::live_blocks(), 0u);
  if (faults::intercepts_malloc()) {
    faults::arm(1);
    void* p = nullptr;
    const int rc = posix_memalign(&p, 64, 256);
    void* q = std::malloc(8);
    faults::disarm();
    EXPECT_EQ(rc, ENOMEM);
    EXPECT_NE(q, nullptr);
    EXPECT_EQ(faults::live_blocks(), 1u);
    std::free(q);
    EXPECT_EQ(faults::live_blocks(), 0u);
  }
}

TEST(AllocationFaults, CountsTheThrowingOperatorNewWithoutFailingIt) {
  faults::arm(1);
  void* p = ::operator new(16);  // a call, not a new-expression: the compiler may not elide it
  faults::disarm();
  EXPECT_NE(p, nullptr);
  EXPECT_EQ(faults::throwing_new_calls(), 1u);
  EXPECT_FALSE(faults::failure_injected());
  ::operator delete(p);
  EXPECT_EQ(faults::live_blocks(), 0u);
}

}  // namespace
