// Precise edits of a valid model file's FlatBuffer, for tests that need a file no writer produces.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "attn/schema/attn_generated.h"

namespace attn::test {

// Unpacks a valid file's FlatBuffer, applies edit, packs it again with every field present (as the writer
// does, so scalar edits keep its size) and keeps the data segment where it was. An edit that grows the
// FlatBuffer past the data segment fails the test and returns the file unchanged.
inline std::vector<uint8_t> edit_table(const std::vector<uint8_t>& file,
                                       const std::function<void(schema::ModelT&)>& edit) {
  std::unique_ptr<schema::ModelT> model = schema::UnPackModel(file.data());
  const uint64_t data_offset = model->data_offset;
  edit(*model);
  flatbuffers::FlatBufferBuilder fbb;
  fbb.ForceDefaults(true);
  schema::FinishModelBuffer(fbb, schema::Model::Pack(fbb, model.get()));
  if (fbb.GetSize() > data_offset) {
    ADD_FAILURE() << "edit grew the FlatBuffer from <= " << data_offset << " to " << fbb.GetSize()
                  << " bytes";
    return file;
  }
  std::vector<uint8_t> out(file);
  std::fill(out.begin(), out.begin() + static_cast<ptrdiff_t>(data_offset), 0);
  std::copy(fbb.GetBufferPointer(), fbb.GetBufferPointer() + fbb.GetSize(), out.begin());
  return out;
}

}  // namespace attn::test
