#include "tests/runtime/tokenizer/tokenizer_test_util.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sentencepiece_trainer.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "converter/src/tokenizer_import/tokenizer_import.h"

namespace attn::testing {

std::string spm_fixture_path(const std::string& name) { return std::string(ATTN_TEST_DATA_DIR) + "/spm/" + name; }

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

std::vector<uint8_t> build_table(const schema::TokenizerT& t) {
  flatbuffers::FlatBufferBuilder fbb;
  fbb.Finish(schema::CreateTokenizer(fbb, &t));
  return std::vector<uint8_t>(fbb.GetBufferPointer(), fbb.GetBufferPointer() + fbb.GetSize());
}

const schema::Tokenizer& table_of(const std::vector<uint8_t>& bytes) {
  return *flatbuffers::GetRoot<schema::Tokenizer>(bytes.data());
}

Result<Tokenizer> create_from(const schema::TokenizerT& t) {
  const std::vector<uint8_t> bytes = build_table(t);
  return Tokenizer::create(table_of(bytes), static_cast<uint32_t>(t.pieces.size()));
}

std::vector<int32_t> LoadedModel::encode(const std::string& text) const {
  std::vector<std::byte> workspace(tokenizer.workspace_bytes(text.size()));
  std::vector<int32_t> ids(tokenizer.max_ids(text.size()));
  size_t count = 0;
  const Status s = tokenizer.encode(text, workspace, ids, &count);
  EXPECT_TRUE(s.ok()) << s.message() << " for input \"" << text << "\"";
  ids.resize(s.ok() ? count : 0);
  return ids;
}

std::string LoadedModel::decode(const std::vector<int32_t>& ids) const {
  std::string out(ids.size() * 64 + 16, '\0');
  size_t written = 0;
  const Status s = tokenizer.decode(ids, std::span<char>(out.data(), out.size()), &written);
  EXPECT_TRUE(s.ok()) << s.message();
  out.resize(s.ok() ? written : 0);
  return out;
}

std::vector<int32_t> LoadedModel::spm_encode(const std::string& text) const {
  std::vector<int> ids;
  const auto s = spm.Encode(text, &ids);
  EXPECT_TRUE(s.ok()) << s.ToString();
  return std::vector<int32_t>(ids.begin(), ids.end());
}

std::string LoadedModel::spm_decode(const std::vector<int32_t>& ids) const {
  std::string text;
  const auto s = spm.Decode(std::vector<int>(ids.begin(), ids.end()), &text);
  EXPECT_TRUE(s.ok()) << s.ToString();
  return text;
}

std::unique_ptr<LoadedModel> load_model(std::string serialized) {
  auto m = std::make_unique<LoadedModel>();
  m->serialized = std::move(serialized);
  const auto loaded = m->spm.LoadFromSerializedProto(m->serialized);
  if (!loaded.ok()) {
    ADD_FAILURE() << "libsentencepiece refused the model: " << loaded.ToString();
    return nullptr;
  }
  const Status imported = import_sentencepiece(m->serialized, &m->table);
  if (!imported.ok()) {
    ADD_FAILURE() << "import_sentencepiece: " << imported.message();
    return nullptr;
  }
  Result<Tokenizer> created = create_from(m->table);
  if (!created.ok()) {
    ADD_FAILURE() << "Tokenizer::create: " << created.status().message();
    return nullptr;
  }
  m->tokenizer = std::move(created).value();
  return m;
}

std::unique_ptr<LoadedModel> load_fixture(const std::string& name) {
  const std::string bytes = read_file(spm_fixture_path(name));
  if (bytes.empty()) {
    ADD_FAILURE() << "missing fixture " << spm_fixture_path(name) << " (scripts/make_spm_fixtures.sh makes it)";
    return nullptr;
  }
  return load_model(bytes);
}

namespace {

class VectorIterator : public sentencepiece::SentenceIterator {
 public:
  explicit VectorIterator(std::vector<std::string> lines) : lines_(std::move(lines)) {}
  bool done() const override { return index_ >= lines_.size(); }
  void Next() override { ++index_; }
  const std::string& value() const override { return lines_[index_]; }
  sentencepiece::util::Status status() const override { return sentencepiece::util::Status(); }

 private:
  std::vector<std::string> lines_;
  size_t index_ = 0;
};

}  // namespace

std::string train_small_model(const std::string& args, size_t max_lines) {
  std::vector<std::string> lines;
  for (const char* file : {"ddtp-en-de/train.en", "ddtp-en-de/train.de"}) {
    std::ifstream in(shared_data_file(file));
    std::string line;
    for (size_t n = 0; n < max_lines / 2 && std::getline(in, line); ++n) lines.push_back(line);
  }
  if (lines.empty()) {
    for (int i = 0; i < 200; ++i) {
      lines.push_back("The quick brown fox jumps over the lazy dog number " + std::to_string(i) + ".");
      lines.push_back("Der schnelle braune Fuchs springt über den faulen Hund Nummer " + std::to_string(i) + ".");
    }
  }
  VectorIterator it(std::move(lines));
  std::string serialized;
  sentencepiece::SetRandomGeneratorSeed(1);
  // The trainer logs its progress to stderr; keep the test output readable.
  std::fflush(stderr);
  const int saved_stderr = dup(2);
  const int devnull = open("/dev/null", O_WRONLY);
  if (devnull >= 0) dup2(devnull, 2);
  const auto s = sentencepiece::SentencePieceTrainer::Train(args + " --num_threads=1 --model_prefix=", &it, &serialized);
  std::fflush(stderr);
  if (saved_stderr >= 0) dup2(saved_stderr, 2);
  if (saved_stderr >= 0) close(saved_stderr);
  if (devnull >= 0) close(devnull);
  if (!s.ok()) {
    ADD_FAILURE() << "SentencePieceTrainer::Train(" << args << "): " << s.ToString();
    return "";
  }
  return serialized;
}

std::string format_ids(const std::vector<int32_t>& ids) {
  std::ostringstream out;
  for (size_t i = 0; i < ids.size(); ++i) out << (i ? " " : "") << ids[i];
  return out.str();
}

std::string shared_data_file(const std::string& relative) { return std::string(ATTN_SHARED_DATA_DIR) + "/" + relative; }

bool shared_data_available() { return std::filesystem::exists(shared_data_file("ddtp-en-de/dev.en")); }

}  // namespace attn::testing
