// Helpers for the format suites: tiny architectures and ways to damage a valid file precisely.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "attn/schema/attn_generated.h"
#include "converter/src/writer/attn_writer.h"
#include "base/src/core/status.h"
#include "runtime/src/format/model.h"
#include "tests/support/model_file_edit.h"
#include "tests/support/random_model.h"

namespace attn::test {

inline Status load_status(const std::vector<uint8_t>& bytes) {
  Result<std::unique_ptr<Model>> model = Model::load_buffer(bytes.data(), bytes.size());
  return model.ok() ? Status::Ok() : model.status();
}

inline convert::TensorData* find_tensor(convert::ModelContents& contents, const std::string& name) {
  for (convert::TensorData& t : contents.tensors) {
    if (t.name == name) return &t;
  }
  ADD_FAILURE() << "no tensor " << name;
  return nullptr;
}

inline schema::TensorT* find_tensor(schema::ModelT& model, const std::string& name) {
  for (auto& t : model.tensors) {
    if (t->name == name) return t.get();
  }
  ADD_FAILURE() << "no tensor " << name;
  return nullptr;
}

}  // namespace attn::test

// Asserts that a Status failed with code and that its message contains every one of the given fragments.
#define EXPECT_REFUSED(status_expr, expected_code, ...)                                    \
  do {                                                                                     \
    const ::attn::Status refused_ = (status_expr);                                         \
    EXPECT_EQ(refused_.code(), expected_code) << refused_.message();                       \
    for (const std::string& fragment_ : std::initializer_list<std::string>{__VA_ARGS__}) { \
      EXPECT_NE(std::string(refused_.message()).find(fragment_), std::string::npos)        \
          << "message \"" << refused_.message() << "\" lacks \"" << fragment_ << "\"";     \
    }                                                                                      \
  } while (0)
