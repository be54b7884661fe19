#include "converter/src/convert/float_layers.h"

#include <fnmatch.h>

#include <algorithm>

namespace attn::convert {

std::vector<std::string> split_float_layer_patterns(const std::string& list) {
  std::vector<std::string> patterns;
  if (list == "none") return patterns;
  size_t begin = 0;
  while (begin <= list.size()) {
    const size_t end = std::min(list.find(',', begin), list.size());
    if (end > begin) patterns.push_back(list.substr(begin, end - begin));
    begin = end + 1;
  }
  return patterns;
}

Result<FloatLayers> resolve_float_layers(const Architecture& arch, const std::vector<std::string>& patterns,
                                         const char* option) {
  FixedVector<LinearEntry> sites;
  ATTN_RETURN_IF_ERROR(linear_table(arch, nullptr, &sites));
  std::vector<bool> matched(patterns.size(), false);
  FloatLayers layers;
  for (const LinearEntry& site : sites) {
    bool keep = false;
    for (size_t p = 0; p < patterns.size(); ++p) {
      if (fnmatch(patterns[p].c_str(), site.prefix, 0) == 0) keep = matched[p] = true;
    }
    if (!keep) continue;
    layers.prefixes.emplace_back(site.prefix);
    // The tied vocabulary projection's weight is the embedding: keeping it fp32 keeps the embedding fp32 too.
    layers.tensors.emplace_back(site.weight_name);
    if (site.role == LinearRole::kVocabularyProjection) layers.vocabulary_projection = true;
  }
  for (size_t p = 0; p < patterns.size(); ++p) {
    if (!matched[p]) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "%s pattern \"%.80s\" matches no linear layer of this model (names look "
                           "like output, encoder.layers.0.self_attn.q_proj, decoder.layers.1.ffn.fc2)",
                           option, patterns[p].c_str());
    }
  }
  return layers;
}

}  // namespace attn::convert
