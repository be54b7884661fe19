// Model discovery for attn translate --from/--to and attn models (see model_catalog.h).
#include "cli/model_catalog.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iterator>
#include <system_error>

#include "attn/attn.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace attn::cli {
namespace {

namespace fs = std::filesystem;

char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool matches(const ModelFile& file, std::string_view from, std::string_view to) {
  return file.usable() && (from.empty() || same_language(file.source_language, from)) &&
         (to.empty() || same_language(file.target_language, to));
}

std::string pair_name(const ModelFile& file) { return file.source_language + " -> " + file.target_language; }

// The first usable file of each distinct pair among files (already in search order): the one a lookup of that
// pair would choose.
std::vector<const ModelFile*> first_of_each_pair(const std::vector<ModelFile>& files) {
  std::vector<const ModelFile*> firsts;
  for (const ModelFile& file : files) {
    if (!file.usable()) continue;
    const bool seen =
        std::any_of(firsts.begin(), firsts.end(), [&](const ModelFile* f) { return same_pair(*f, file); });
    if (!seen) firsts.push_back(&file);
  }
  return firsts;
}

// "  en -> de  /path/en-de.attn" per pair, then the files that were skipped and why: a model that fails to
// load is the likeliest reason a pair the user expects is missing.
std::string describe_models(const std::vector<ModelFile>& files,
                            const std::vector<const ModelFile*>& listed) {
  std::string text;
  for (const ModelFile* file : listed) text += "\n  " + pair_name(*file) + "  " + file->path;
  for (const ModelFile& file : files) {
    if (!file.usable()) text += "\n  (skipped " + file.path + ": " + file.error + ")";
  }
  return text;
}

std::string describe_search_path(const std::vector<std::string>& search_path) {
  std::string text = "searched";
  for (size_t i = 0; i < search_path.size(); ++i) text += (i == 0 ? " " : ", ") + search_path[i];
  return text + " (see attn models --help)";
}

}  // namespace

void release_freed_memory() {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}

const char* shipped_models_dir() { return ATTN_SHIPPED_MODELS_DIR; }

std::vector<std::string> model_search_path() {
  std::vector<std::string> dirs;
  if (const char* env = std::getenv("ATTN_MODEL_PATH"); env != nullptr) {
    std::string_view rest = env;
    while (!rest.empty()) {
      const size_t colon = rest.find(':');
      const std::string_view entry = rest.substr(0, colon);
      if (!entry.empty()) dirs.emplace_back(entry);  // "a::b" and a trailing ':' name no directory
      rest = colon == std::string_view::npos ? std::string_view() : rest.substr(colon + 1);
    }
  }
  dirs.emplace_back(shipped_models_dir());
  // A directory named twice (say $ATTN_MODEL_PATH holds the shipped one) is searched once, where it first
  // appears, so that its files are not reported as shadowing themselves.
  std::vector<std::string> unique, canonical;
  for (const std::string& dir : dirs) {
    std::error_code ec;
    fs::path key = fs::weakly_canonical(dir, ec);
    if (ec) key = dir;
    if (std::find(canonical.begin(), canonical.end(), key.string()) != canonical.end()) continue;
    canonical.push_back(key.string());
    unique.push_back(dir);
  }
  return unique;
}

std::vector<std::string> list_model_files(const std::vector<std::string>& dirs) {
  std::vector<std::string> paths;
  for (const std::string& dir : dirs) {
    std::vector<std::string> names;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      const std::string name = it->path().filename().string();
      std::error_code type_ec;
      if (name.size() > 5 && name.ends_with(".attn") && fs::is_regular_file(it->path(), type_ec)) {
        names.push_back(name);
      }
    }
    std::sort(names.begin(), names.end());  // byte order: deterministic whatever the file system's order
    for (const std::string& name : names) paths.push_back((fs::path(dir) / name).string());
  }
  return paths;
}

ModelFile read_model_file(const std::string& path) {
  ModelFile file;
  file.path = path;
  std::error_code ec;
  const uintmax_t size = fs::file_size(path, ec);
  file.size_bytes = ec ? 0 : static_cast<uint64_t>(size);
  attn_model* model = nullptr;
  if (attn_model_load_file(path.c_str(), &model) != ATTN_OK) {
    file.error = attn_last_error_message();
    return file;
  }
  attn_model_info info{};
  info.struct_size = sizeof(info);
  if (attn_model_get_info(model, &info) == ATTN_OK) {
    file.source_language = info.source_language;  // copied: the strings belong to the model freed below
    file.target_language = info.target_language;
  } else {
    file.error = attn_last_error_message();
  }
  const char* bleu = nullptr;
  if (attn_model_get_metadata(model, kBleuKey, &bleu) == ATTN_OK && bleu != nullptr) file.bleu = bleu;
  attn_model_free(model);
  release_freed_memory();
  return file;
}

bool same_language(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                            [](char x, char y) { return ascii_lower(x) == ascii_lower(y); });
}

bool same_pair(const ModelFile& a, const ModelFile& b) {
  return same_language(a.source_language, b.source_language) &&
         same_language(a.target_language, b.target_language);
}

ModelLookup find_model(const std::vector<std::string>& search_path, std::string_view from,
                       std::string_view to) {
  std::vector<ModelFile> files;
  for (const std::string& path : list_model_files(search_path)) {
    files.push_back(read_model_file(path));
    // With both languages given, the first match in search order is the answer: the files after it need not
    // be loaded.
    if (!from.empty() && !to.empty() && matches(files.back(), from, to)) return {std::move(files.back()), ""};
  }
  const std::vector<const ModelFile*> pairs = first_of_each_pair(files);
  std::vector<const ModelFile*> candidates;
  std::copy_if(pairs.begin(), pairs.end(), std::back_inserter(candidates),
               [&](const ModelFile* file) { return matches(*file, from, to); });
  if (candidates.size() == 1) return {*candidates.front(), ""};

  const std::string from_text(from), to_text(to);
  ModelLookup lookup;
  if (candidates.size() > 1) {  // only one language was given, and it does not single out a pair
    lookup.error = from.empty()
                       ? "models translate into " + to_text + " from several languages; choose with --from:"
                       : "models translate from " + from_text + " into several languages; choose with --to:";
    lookup.error += describe_models({}, candidates);
    return lookup;
  }
  const std::string wanted = from.empty() ? "into " + to_text
                             : to.empty() ? "from " + from_text
                                          : from_text + " -> " + to_text;
  lookup.error = "no model translates " + wanted +
                 (pairs.empty() ? "; no usable model was found" : "; the models there are:");
  lookup.error += describe_models(files, pairs) + "\n" + describe_search_path(search_path);
  return lookup;
}

}  // namespace attn::cli
