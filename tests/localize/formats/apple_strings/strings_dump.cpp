// localize_apple_strings_dump FILE...: each .strings file's pairs as localize/src/formats/apple_strings reads
// them, as one JSON object {path: [{"key", "value", "comments": [...]}]} on stdout, for the comparison with
// translate-toolkit (tests/python/test_apple_strings_oracle.py). A file that does not read is
// {path: {"error": message}}.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>

#include "localize/src/formats/apple_strings/strings_encoding.h"
#include "localize/src/formats/apple_strings/strings_syntax.h"

namespace {

nlohmann::json dump(const std::string& path) {
  using namespace attn::localize::apple;
  std::ifstream in(path, std::ios::binary);
  if (!in) return {{"error", "cannot open " + path}};
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  attn::Result<DecodedText> text = decode_strings_file(path, bytes);
  if (!text.ok()) return {{"error", text.status().message()}};
  attn::Result<std::vector<StringsPair>> pairs = parse_strings(path, text.value().utf8);
  if (!pairs.ok()) return {{"error", pairs.status().message()}};
  nlohmann::json out = nlohmann::json::array();
  const std::string_view utf8 = text.value().utf8;
  for (const StringsPair& pair : pairs.value()) {
    nlohmann::json comments = nlohmann::json::array();
    for (const Range& r : pair.comments)
      comments.push_back(comment_body(utf8.substr(r.begin, r.end - r.begin)));
    out.push_back({{"key", pair.key}, {"value", pair.value}, {"comments", comments}, {"line", pair.line}});
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  nlohmann::json all = nlohmann::json::object();
  for (int i = 1; i < argc; ++i) all[argv[i]] = dump(argv[i]);
  std::cout << all.dump(1) << "\n";
  return 0;
}
