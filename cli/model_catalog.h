// Finding a model by its languages: the directories attn searches, the *.attn files in them, and the
// languages each file stores. The languages come from the file itself (through the C API), never from its
// name, so a model renamed or copied under any name is still found for the pair it translates.
//
// Search path: the directories of $ATTN_MODEL_PATH (colon-separated, in order), then the directory of the
// models shipped with attn. Within a directory, files are taken in byte order of their names rather than the
// order the file system lists them, so that when two files store the same pair the one used — earlier
// directory first, then smaller name — is the same on every machine.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace attn::cli {

// The directories searched for models, in order: each non-empty entry of $ATTN_MODEL_PATH, then
// shipped_models_dir(). A directory named twice is kept where it first appears.
std::vector<std::string> model_search_path();
// The models directory of the source tree attn was built from (where models/en-de.attn lives).
const char* shipped_models_dir();

// The metadata key of a model's BLEU score, written by `attn-convert --metadata bleu=19.6`.
inline constexpr const char* kBleuKey = "bleu";

// One *.attn file and what it stores.
struct ModelFile {
  std::string path;
  uint64_t size_bytes = 0;
  std::string source_language, target_language;  // as stored in the file
  std::string bleu;                              // its metadata's kBleuKey entry; empty when it has none
  std::string error;  // why the file is no usable model (unreadable, fails verification); empty when usable
  bool usable() const { return error.empty(); }
};

// The *.attn files (regular files, or links to them) directly in the given directories, in search order.
// Directories that do not exist or cannot be listed are skipped.
std::vector<std::string> list_model_files(const std::vector<std::string>& dirs);

// Reads one file's languages and BLEU score: loads and verifies it with attn_model_load_file (the C API has
// no cheaper header-only read; the shipped 10.5 MB model loads in about 12 ms on this 2-core machine) and
// frees it again.
ModelFile read_model_file(const std::string& path);

// Gives the heap's free memory back to the system. glibc keeps a freed model's bytes (one 64-byte aligned
// buffer the size of the file) in its heap instead of unmapping them, and later loads do not reliably reuse
// them: reading 11 copies of the shipped model peaked at 97 MB without this, 16 MB with it (no leak: valgrind
// finds every byte freed). A no-op elsewhere.
void release_freed_memory();

// Language codes compare without regard to ASCII case ("en" matches "EN").
bool same_language(std::string_view a, std::string_view b);
bool same_pair(const ModelFile& a, const ModelFile& b);

// What find_model chose, or why it chose nothing.
struct ModelLookup {
  ModelFile model;    // the chosen file; model.path is empty when there is none
  std::string error;  // when there is none: a message naming the pairs that exist (or the candidates)
};

// The first usable model in search order that translates from -> to. An empty from (or to) matches any
// language, as long as the matching files all store the same pair; several pairs are an ambiguity, reported
// with the candidates. from and to must not both be empty.
ModelLookup find_model(const std::vector<std::string>& search_path, std::string_view from,
                       std::string_view to);

}  // namespace attn::cli
