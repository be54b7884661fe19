// Fuzz target `tokenizer`: attn::Tokenizer on arbitrary bytes, checked against libsentencepiece (the oracle
// it claims to reproduce id for id). The tokenizers are the SentencePiece fixtures of tests/data/spm
// (identity normalizer; NFKC with a precompiled charsmap), imported as the converter imports them.
//
// The first input byte picks the fixture and the mode; the rest is the text:
//   text mode  encode with the workspace and id capacity the tokenizer asks for: invalid UTF-8 is refused,
//              valid text gives SentencePiece's ids; decoding them gives SentencePiece's text; a smaller id
//              buffer or workspace is refused without writing past it.
//   ids mode   the bytes as ids (some out of range) decoded into buffers of several sizes: an out-of-range id
//              is refused, in-range ids decode to SentencePiece's text, a short buffer reports the size needed.
#include <sentencepiece_processor.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "attn/schema/attn_generated.h"
#include "converter/src/tokenizer_import/tokenizer_import.h"
#include "runtime/src/tokenizer/tokenizer.h"
#include "tests/fuzz/fuzz_util.h"

namespace {

using attn::StatusCode;

struct Fixture {
  std::vector<uint8_t> table_bytes;  // the Tokenizer table the runtime reads (owned here: it points into it)
  attn::Tokenizer tokenizer;
  sentencepiece::SentencePieceProcessor spm;
};

constexpr const char* kFixtures[] = {"ende-8k-identity.model", "ende-8k-nfkc.model"};
constexpr size_t kFixtureCount = sizeof(kFixtures) / sizeof(kFixtures[0]);
Fixture* fixtures = nullptr;

std::string spm_path(const char* name) {
  const char* dir = std::getenv("ATTN_FUZZ_SPM_DIR");
#ifdef ATTN_FUZZ_DEFAULT_SPM_DIR
  if (dir == nullptr) dir = ATTN_FUZZ_DEFAULT_SPM_DIR;
#endif
  ATTN_FUZZ_CHECK(dir != nullptr, "set ATTN_FUZZ_SPM_DIR to tests/data/spm");
  return std::string(dir) + "/" + name;
}

void load_fixtures() {
  fixtures = new Fixture[kFixtureCount];
  for (size_t i = 0; i < kFixtureCount; ++i) {
    const std::string path = spm_path(kFixtures[i]);
    attn::schema::TokenizerT table;
    const attn::Status imported = attn::import_sentencepiece_file(path, &table);
    ATTN_FUZZ_CHECK(imported.ok(), "%s: %s", path.c_str(), imported.message());
    flatbuffers::FlatBufferBuilder fbb;
    fbb.Finish(attn::schema::CreateTokenizer(fbb, &table));
    fixtures[i].table_bytes.assign(fbb.GetBufferPointer(), fbb.GetBufferPointer() + fbb.GetSize());
    const auto* root = flatbuffers::GetRoot<attn::schema::Tokenizer>(fixtures[i].table_bytes.data());
    attn::Result<attn::Tokenizer> created =
        attn::Tokenizer::create(*root, static_cast<uint32_t>(table.pieces.size()));
    ATTN_FUZZ_CHECK(created.ok(), "%s: %s", path.c_str(), created.status().message());
    fixtures[i].tokenizer = std::move(created).value();
    ATTN_FUZZ_CHECK(fixtures[i].spm.Load(path).ok(), "sentencepiece cannot load %s", path.c_str());
  }
}

std::string spm_decode(const sentencepiece::SentencePieceProcessor& spm, std::span<const int32_t> ids) {
  std::string text;
  const std::vector<int> v(ids.begin(), ids.end());
  ATTN_FUZZ_CHECK(spm.Decode(v, &text).ok(), "sentencepiece refused in-range ids");
  return text;
}

void check_text(const Fixture& f, std::string_view text, uint8_t mode) {
  const attn::Tokenizer& tok = f.tokenizer;
  std::vector<std::byte> workspace(tok.workspace_bytes(text.size()));
  std::vector<int32_t> ids(tok.max_ids(text.size()));
  size_t count = 0;
  const attn::Status s = tok.encode(text, workspace, ids, &count);
  if (!s.ok()) {
    // With the sizes the tokenizer itself asked for, only invalid UTF-8 may be refused.
    ATTN_FUZZ_CHECK(s.code() == StatusCode::kInvalidArgument, "encode: %s", s.message());
    ATTN_FUZZ_CHECK(attn::fuzz::names_a_problem(s.message()), "no message");
    return;
  }
  ATTN_FUZZ_CHECK(count <= ids.size(), "count %zu > capacity %zu", count, ids.size());
  std::vector<int> expected;
  ATTN_FUZZ_CHECK(f.spm.Encode(std::string(text), &expected).ok(), "sentencepiece refused valid UTF-8");
  ATTN_FUZZ_CHECK(expected.size() == count, "%zu ids, sentencepiece has %zu", count, expected.size());
  for (size_t i = 0; i < count; ++i) {
    ATTN_FUZZ_CHECK(ids[i] == expected[i], "id %zu is %d, sentencepiece has %d", i, ids[i], expected[i]);
  }

  const std::span<const int32_t> encoded(ids.data(), count);
  const std::string expected_text = spm_decode(f.spm, encoded);
  std::vector<char> out(expected_text.size() + 1);
  size_t written = 0;
  const attn::Status d = tok.decode(encoded, out, &written);
  ATTN_FUZZ_CHECK(d.ok(), "decode: %s", d.message());
  ATTN_FUZZ_CHECK(std::string_view(out.data(), written) == expected_text, "decode differs from sentencepiece");

  // Too few ids: refused, with the count needed, and nothing written past the given span (ASan sees that).
  if (count > 0 && (mode & 0x10) != 0) {
    std::vector<int32_t> short_ids(count - 1);
    size_t needed = 0;
    const attn::Status t = tok.encode(text, workspace, short_ids, &needed);
    ATTN_FUZZ_CHECK(t.code() == StatusCode::kInputTooLong && needed == count, "short ids: %s (needed %zu)",
                    t.message(), needed);
  }
  // Too little workspace: refused, never written past.
  if ((mode & 0x20) != 0 && !workspace.empty()) {
    std::vector<std::byte> small(workspace.size() / 2);
    size_t n = 0;
    const attn::Status t = tok.encode(text, small, ids, &n);
    ATTN_FUZZ_CHECK(t.ok() || t.code() == StatusCode::kInputTooLong, "small workspace: %s", t.message());
  }
}

void check_ids(const Fixture& f, std::string_view bytes) {
  const uint32_t vocab = f.tokenizer.vocab_size();
  std::vector<int32_t> ids;
  bool in_range = true;
  for (size_t i = 0; i + 1 < bytes.size(); i += 2) {
    const uint32_t raw = static_cast<uint8_t>(bytes[i]) | (static_cast<uint32_t>(static_cast<uint8_t>(bytes[i + 1])) << 8);
    // Mostly in range; the top values map to ids just outside it on both sides.
    int32_t id = static_cast<int32_t>(raw % (vocab + 4)) - 2;
    ids.push_back(id);
    in_range = in_range && id >= 0 && static_cast<uint32_t>(id) < vocab;
  }
  size_t written = 0;
  char probe[1];
  const attn::Status sized = f.tokenizer.decode(ids, std::span<char>(probe, 0), &written);
  if (!in_range) {
    ATTN_FUZZ_CHECK(sized.code() == StatusCode::kInvalidArgument, "out-of-range id accepted: %s",
                    sized.message());
    return;
  }
  const std::string expected = spm_decode(f.spm, ids);
  if (expected.empty()) {
    ATTN_FUZZ_CHECK(sized.ok() && written == 0, "empty decode: %s, %zu", sized.message(), written);
    return;
  }
  ATTN_FUZZ_CHECK(sized.code() == StatusCode::kBufferTooSmall && written == expected.size(),
                  "capacity 0: %s, needed %zu, sentencepiece %zu bytes", sized.message(), written,
                  expected.size());
  // One byte short, then exact.
  std::vector<char> out(expected.size());
  const attn::Status short_status =
      f.tokenizer.decode(ids, std::span<char>(out.data(), expected.size() - 1), &written);
  ATTN_FUZZ_CHECK(short_status.code() == StatusCode::kBufferTooSmall && written == expected.size(),
                  "short: %s", short_status.message());
  const attn::Status exact = f.tokenizer.decode(ids, out, &written);
  ATTN_FUZZ_CHECK(exact.ok() && std::string_view(out.data(), written) == expected, "decode differs: %s",
                  exact.message());
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (fixtures == nullptr) load_fixtures();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (fixtures == nullptr) load_fixtures();
  attn::fuzz::InputReader in(data, size);
  const uint8_t mode = in.byte();
  const Fixture& f = fixtures[(mode & 1) % kFixtureCount];
  if ((mode & 0x80) != 0) {
    check_ids(f, in.rest());
  } else {
    check_text(f, in.rest(), mode);
  }
  return 0;
}
