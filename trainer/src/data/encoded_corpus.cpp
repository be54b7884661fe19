#include "trainer/src/data/encoded_corpus.h"

#include <unistd.h>

#include <cstdio>
#include <cstring>

#include "base/src/io/atomic_write.h"
#include "base/src/io/file_io.h"

namespace attn::train {
namespace {

constexpr char kMagic[8] = {'A', 'T', 'T', 'N', 'E', 'N', 'C', '1'};

struct Fnv {
  uint64_t h = 1469598103934665603ull;
  void add(const void* data, size_t n) {
    const auto* p = static_cast<const uint8_t*>(data);
    for (size_t i = 0; i < n; ++i) {
      h ^= p[i];
      h *= 1099511628211ull;
    }
  }
  void add_string(const std::string& s) {
    const uint64_t n = s.size();
    add(&n, sizeof n);
    add(s.data(), s.size());
  }
};

template <typename T>
void put(std::vector<uint8_t>& out, const T& value) {
  const size_t at = out.size();
  out.resize(at + sizeof(T));
  std::memcpy(out.data() + at, &value, sizeof(T));
}

class Reader {
 public:
  explicit Reader(const std::vector<uint8_t>& bytes) : bytes_(bytes) {}
  template <typename T>
  bool get(T* value) {
    if (bytes_.size() - pos_ < sizeof(T)) return false;
    std::memcpy(value, bytes_.data() + pos_, sizeof(T));
    pos_ += sizeof(T);
    return true;
  }
  bool get_ids(size_t count, std::vector<int32_t>* ids) {
    if ((bytes_.size() - pos_) / sizeof(int32_t) < count) return false;
    ids->resize(count);
    std::memcpy(ids->data(), bytes_.data() + pos_, count * sizeof(int32_t));
    pos_ += count * sizeof(int32_t);
    return true;
  }
  bool at_end() const { return pos_ == bytes_.size(); }

 private:
  const std::vector<uint8_t>& bytes_;
  size_t pos_ = 0;
};

}  // namespace

EncodedCorpus encode_corpus(const std::vector<std::string>& source, const std::vector<std::string>& target,
                            const Vocabulary& vocabulary) {
  EncodedCorpus corpus;
  corpus.source.reserve(source.size());
  corpus.target.reserve(target.size());
  for (size_t i = 0; i < source.size(); ++i) {
    corpus.source.push_back(vocabulary.encode(source[i]));
    corpus.target.push_back(vocabulary.encode(target[i]));
  }
  return corpus;
}

uint64_t corpus_key(const std::vector<std::string>& source, const std::vector<std::string>& target,
                    const std::string& tokenizer_model) {
  Fnv fnv;
  fnv.add_string(tokenizer_model);
  for (const auto& s : source) fnv.add_string(s);
  for (const auto& s : target) fnv.add_string(s);
  return fnv.h;
}

Status write_encoded_corpus(const std::string& path, const EncodedCorpus& corpus, uint64_t key) {
  std::vector<uint8_t> out(sizeof kMagic);
  std::memcpy(out.data(), kMagic, sizeof kMagic);
  put(out, key);
  put(out, static_cast<uint64_t>(corpus.size()));
  for (size_t i = 0; i < corpus.size(); ++i) {
    put(out, static_cast<uint32_t>(corpus.source[i].size()));
    put(out, static_cast<uint32_t>(corpus.target[i].size()));
    for (int32_t id : corpus.source[i]) put(out, id);
    for (int32_t id : corpus.target[i]) put(out, id);
  }
  return checkpoint::write_file_atomic(path, out);
}

Result<EncodedCorpus> read_encoded_corpus(const std::string& path, uint64_t expected_key) {
  ATTN_ASSIGN_OR_RETURN(std::vector<uint8_t> bytes, checkpoint::read_file_bytes(path));
  Reader reader(bytes);
  char magic[8];
  uint64_t key = 0, count = 0;
  if (!reader.get(&magic) || std::memcmp(magic, kMagic, sizeof kMagic) != 0 || !reader.get(&key) ||
      !reader.get(&count)) {
    return Status::Error(StatusCode::kInvalidArgument, "%s is not an encoded corpus", path.c_str());
  }
  if (key != expected_key) {
    return Status::Error(StatusCode::kInvalidArgument, "%s was encoded from other text or another tokenizer",
                         path.c_str());
  }
  if (count > bytes.size() / 8)
    return Status::Error(StatusCode::kInvalidArgument, "%s is truncated", path.c_str());
  EncodedCorpus corpus;
  corpus.source.resize(count);
  corpus.target.resize(count);
  for (uint64_t i = 0; i < count; ++i) {
    uint32_t ns = 0, nt = 0;
    if (!reader.get(&ns) || !reader.get(&nt) || !reader.get_ids(ns, &corpus.source[i]) ||
        !reader.get_ids(nt, &corpus.target[i])) {
      return Status::Error(StatusCode::kInvalidArgument, "%s is truncated at pair %llu", path.c_str(),
                           static_cast<unsigned long long>(i));
    }
  }
  if (!reader.at_end())
    return Status::Error(StatusCode::kInvalidArgument, "%s has trailing bytes", path.c_str());
  return corpus;
}

Result<EncodedCorpus> encode_corpus_cached(const std::string& cache_path, const std::vector<std::string>& source,
                                           const std::vector<std::string>& target, const Vocabulary& vocabulary,
                                           bool* cache_hit) {
  const uint64_t key = corpus_key(source, target, vocabulary.serialized());
  auto cached = read_encoded_corpus(cache_path, key);
  if (cache_hit) *cache_hit = cached.ok();
  if (cached.ok()) return cached;
  EncodedCorpus corpus = encode_corpus(source, target, vocabulary);
  ATTN_RETURN_IF_ERROR(write_encoded_corpus(cache_path, corpus, key));
  return corpus;
}

}  // namespace attn::train
