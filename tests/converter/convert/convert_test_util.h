// Shared by the convert tests: a scratch directory and message matching.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <string>

#include "base/src/core/status.h"

namespace attn::convert {

class ScratchDir {
 public:
  ScratchDir() {
    static std::atomic<int> counter{0};
    path_ = std::filesystem::path(::testing::TempDir()) /
            ("attn_convert_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

inline void expect_message(const Status& status, const std::string& needle) {
  ASSERT_FALSE(status.ok()) << "expected an error mentioning: " << needle;
  EXPECT_NE(std::string(status.message()).find(needle), std::string::npos) << status.message();
}

}  // namespace attn::convert
