#include "converter/src/tokenizer_import/proto_wire.h"

#include <cstring>

namespace attn::proto_wire {

bool Reader::read_varint(uint64_t* value) {
  uint64_t result = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    if (pos_ >= data_.size()) {
      error_ = "truncated varint";
      return false;
    }
    const uint8_t byte = static_cast<uint8_t>(data_[pos_++]);
    result |= uint64_t{byte & 0x7Fu} << shift;
    if ((byte & 0x80u) == 0) {
      *value = result;
      return true;
    }
  }
  error_ = "varint longer than 10 bytes";
  return false;
}

bool Reader::next(Field* field) {
  if (error_ != nullptr || pos_ >= data_.size()) return false;
  uint64_t key = 0;
  if (!read_varint(&key)) return false;
  field->number = static_cast<uint32_t>(key >> 3);
  field->varint = 0;
  field->bytes = {};
  if (field->number == 0 || (key >> 3) > 0x1FFFFFFFu) {
    error_ = "invalid field number";
    return false;
  }
  switch (key & 7u) {
    case 0:
      field->type = WireType::Varint;
      return read_varint(&field->varint);
    case 1:
      field->type = WireType::Fixed64;
      if (data_.size() - pos_ < 8) {
        error_ = "truncated fixed64";
        return false;
      }
      std::memcpy(&field->varint, data_.data() + pos_, 8);  // little-endian hosts only, as the runtime
      pos_ += 8;
      return true;
    case 2: {
      field->type = WireType::LengthDelimited;
      uint64_t size = 0;
      if (!read_varint(&size)) return false;
      if (size > data_.size() - pos_) {
        error_ = "length-delimited field runs past the end of its message";
        return false;
      }
      field->bytes = data_.substr(pos_, static_cast<size_t>(size));
      pos_ += static_cast<size_t>(size);
      return true;
    }
    case 5: {
      field->type = WireType::Fixed32;
      if (data_.size() - pos_ < 4) {
        error_ = "truncated fixed32";
        return false;
      }
      uint32_t bits = 0;
      std::memcpy(&bits, data_.data() + pos_, 4);
      field->varint = bits;
      pos_ += 4;
      return true;
    }
    default:
      error_ = "unsupported wire type (groups are not used by SentencePiece)";
      return false;
  }
}

float as_float(const Field& field) {
  const uint32_t bits = static_cast<uint32_t>(field.varint);
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

}  // namespace attn::proto_wire
