// Helpers shared by the fuzz targets: a check that aborts (libFuzzer and the seed tests both treat an abort
// as a failure and keep the input that caused it), a bounded reader over the fuzz input, and the fixed files
// (tiny models) that some targets load once at start.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

// Aborts with a message naming the broken property. Used instead of assert() so that it also fires in
// Release builds, where the seed-corpus tests run.
#define ATTN_FUZZ_CHECK(cond, ...)                                                      \
  do {                                                                                  \
    if (!(cond)) {                                                                      \
      std::fprintf(stderr, "%s:%d: fuzz check failed: %s: ", __FILE__, __LINE__, #cond); \
      std::fprintf(stderr, __VA_ARGS__);                                                \
      std::fprintf(stderr, "\n");                                                       \
      std::abort();                                                                     \
    }                                                                                   \
  } while (0)

namespace attn::fuzz {

// Reads the fuzz input front to back; once it is exhausted every read returns zeros / empty, so a target never
// has to check lengths (libFuzzer shrinks inputs, and short inputs must still be meaningful).
class InputReader {
 public:
  InputReader(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  bool empty() const { return pos_ >= size_; }
  size_t remaining() const { return size_ - pos_; }
  uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
  uint16_t u16() { return static_cast<uint16_t>(byte() | (byte() << 8)); }
  uint32_t u32() { return u16() | (static_cast<uint32_t>(u16()) << 16); }
  // Up to max_size bytes (fewer at the end of the input).
  std::string_view bytes(size_t max_size) {
    const size_t n = max_size < remaining() ? max_size : remaining();
    std::string_view out(reinterpret_cast<const char*>(data_ + pos_), n);
    pos_ += n;
    return out;
  }
  std::string_view rest() { return bytes(remaining()); }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

// Directory of the fixed files (tests/fuzz/data): $ATTN_FUZZ_DATA_DIR, else the source path compiled in.
inline std::string data_path(const char* name) {
  const char* dir = std::getenv("ATTN_FUZZ_DATA_DIR");
#ifdef ATTN_FUZZ_DEFAULT_DATA_DIR
  if (dir == nullptr) dir = ATTN_FUZZ_DEFAULT_DATA_DIR;
#endif
  ATTN_FUZZ_CHECK(dir != nullptr, "set ATTN_FUZZ_DATA_DIR to tests/fuzz/data");
  return std::string(dir) + "/" + name;
}

// Whole file; aborts when it cannot be read (the fixed files are part of the target).
inline std::vector<uint8_t> read_file_or_die(const std::string& path) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  ATTN_FUZZ_CHECK(f != nullptr, "cannot open %s", path.c_str());
  std::vector<uint8_t> bytes;
  uint8_t buffer[1 << 14];
  size_t n = 0;
  while ((n = std::fread(buffer, 1, sizeof(buffer), f)) > 0) bytes.insert(bytes.end(), buffer, buffer + n);
  std::fclose(f);
  ATTN_FUZZ_CHECK(!bytes.empty(), "%s is empty", path.c_str());
  return bytes;
}

// A refusal must name its problem: a non-empty message that is not the success text.
inline bool names_a_problem(const char* message) {
  return message != nullptr && message[0] != '\0' && std::strcmp(message, "ok") != 0;
}

}  // namespace attn::fuzz
