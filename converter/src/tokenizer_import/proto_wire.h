// A minimal reader for the protobuf wire format, enough to walk a SentencePiece ModelProto.
//
// Why not the generated classes: Debian's libsentencepiece-dev ships neither sentencepiece_model.pb.h nor the
// .proto, and libsentencepiece.so links its own builtin protobuf-lite, so the normalizer settings and the
// precompiled charsmap (which SentencePieceProcessor's public API does not expose) are read from the
// serialized bytes here. Everything SentencePieceProcessor does expose is cross-checked against it.
#pragma once

#include <cstdint>
#include <string_view>

namespace attn::proto_wire {

enum class WireType : uint8_t { Varint = 0, Fixed64 = 1, LengthDelimited = 2, Fixed32 = 5 };

struct Field {
  uint32_t number = 0;
  WireType type = WireType::Varint;
  uint64_t varint = 0;        // Varint, Fixed64, Fixed32 (raw bits)
  std::string_view bytes;     // LengthDelimited
};

// Iterates over the fields of one message. next() returns false at the end or on malformed input; check
// error() afterwards (nullptr when the message ended cleanly).
class Reader {
 public:
  explicit Reader(std::string_view message) : data_(message) {}
  bool next(Field* field);
  const char* error() const { return error_; }

 private:
  bool read_varint(uint64_t* value);

  std::string_view data_;
  size_t pos_ = 0;
  const char* error_ = nullptr;
};

// Interprets a Fixed32 field as a float.
float as_float(const Field& field);

}  // namespace attn::proto_wire
