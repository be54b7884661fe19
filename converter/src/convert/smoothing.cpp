#include "converter/src/convert/smoothing.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <string>

namespace attn::convert {
namespace {

using Range = quant::RangeObserver::Range;

// The F32 tensors of contents by name, each as a typed copy (the byte vectors are not float arrays),
// written back by store().
class Tensors {
 public:
  explicit Tensors(ModelContents* contents) : contents_(contents) {}

  Result<std::vector<float>*> get(const std::string& name, size_t elements) {
    if (auto it = values_.find(name); it != values_.end()) return &it->second;
    for (TensorData& t : contents_->tensors) {
      if (t.name != name) continue;
      if (t.type != schema::ElementType::F32 || t.bytes.size() != elements * sizeof(float)) {
        return Status::Error(ATTN_ERROR_INVALID_ARGUMENT, "smoothing: tensor '%.80s' is not %zu F32 values",
                             name.c_str(), elements);
      }
      std::vector<float>& v = values_[name];
      v.resize(elements);
      std::memcpy(v.data(), t.bytes.data(), t.bytes.size());
      return &v;
    }
    return Status::Error(ATTN_ERROR_INTERNAL, "smoothing: tensor '%.80s' is missing", name.c_str());
  }

  void store() {
    for (TensorData& t : contents_->tensors) {
      if (auto it = values_.find(t.name); it != values_.end())
        std::memcpy(t.bytes.data(), it->second.data(), t.bytes.size());
    }
  }

 private:
  ModelContents* contents_;
  std::map<std::string, std::vector<float>> values_;
};

struct Consumer {
  std::string prefix;  // a linear layer; its weight is [rows, width]
  size_t rows;
};

// One smoothing site: an activation `width` channels wide that `consumers` read. Channel i is divided by d_i
// where it is produced — row i of each producer matrix ([width, cols]) and entry i of each producer vector
// (biases, layer-norm gain and bias) — and multiplied back into column i of every consumer's weight.
struct Site {
  size_t width;
  std::vector<std::pair<std::string, size_t>> producer_matrices;  // name, cols
  std::vector<std::string> producer_vectors;
  std::vector<Consumer> consumers;
  bool relu = false;  // the activation is ReLU of the producer's output: only its positive side is seen
};

Status smooth(const Site& site, const std::vector<Range>& channels, Tensors* tensors) {
  const size_t width = site.width;
  if (channels.size() != width) {
    return Status::Error(ATTN_ERROR_INTERNAL, "smoothing: %zu channel ranges for the input of %s (%zu wide)",
                         channels.size(), site.consumers.front().prefix.c_str(), width);
  }
  std::vector<float> largest_weight(width, 0.f);
  for (const Consumer& c : site.consumers) {
    ATTN_ASSIGN_OR_RETURN(const std::vector<float>* w, tensors->get(c.prefix + ".weight", c.rows * width));
    for (size_t o = 0; o < c.rows; ++o) {
      for (size_t i = 0; i < width; ++i)
        largest_weight[i] = std::max(largest_weight[i], std::fabs((*w)[o * width + i]));
    }
  }
  std::vector<float> d(width, 1.f);
  for (size_t i = 0; i < width; ++i) {
    const Range& r = channels[i];
    const float a = site.relu ? std::max(r.max, 0.f) : std::max(std::fabs(r.min), std::fabs(r.max));
    if (!(a > 0.f) || !(largest_weight[i] > 0.f)) continue;  // a dead channel or column keeps 1
    const float di = std::sqrt(a / largest_weight[i]);
    if (std::isfinite(di) && di > 0.f) d[i] = di;
  }
  for (const auto& [name, cols] : site.producer_matrices) {
    ATTN_ASSIGN_OR_RETURN(std::vector<float> * w, tensors->get(name, width * cols));
    for (size_t i = 0; i < width; ++i) {
      for (size_t c = 0; c < cols; ++c) (*w)[i * cols + c] /= d[i];
    }
  }
  for (const std::string& name : site.producer_vectors) {
    ATTN_ASSIGN_OR_RETURN(std::vector<float> * v, tensors->get(name, width));
    for (size_t i = 0; i < width; ++i) (*v)[i] /= d[i];
  }
  for (const Consumer& c : site.consumers) {
    ATTN_ASSIGN_OR_RETURN(std::vector<float> * w, tensors->get(c.prefix + ".weight", c.rows * width));
    for (size_t o = 0; o < c.rows; ++o) {
      for (size_t i = 0; i < width; ++i) (*w)[o * width + i] *= d[i];
    }
  }
  return Status::Ok();
}

std::string layer_prefix(const char* stack, size_t index) {
  return std::string(stack) + std::to_string(index);
}

// The sites of arch, as smoothing.h lists them.
std::vector<Site> sites_of(const schema::ArchitectureT& arch) {
  const size_t D = arch.d_model, F = arch.d_ff;
  const bool pre_norm = arch.norm_position == schema::NormPosition::Pre;
  const bool relu = arch.activation == schema::Activation::ReLU;
  std::vector<Site> sites;
  auto attention_sites = [&](const std::string& attn, const std::string& norm, bool self) {
    // V -> O: attention averages V's channels, so the o_proj input channel i is a mix of v channel i alone.
    sites.push_back({D, {{attn + ".v_proj.weight", D}}, {attn + ".v_proj.bias"}, {{attn + ".o_proj", D}}});
    if (!pre_norm) return;  // post-norm: the norm's output is also the residual stream, which must not change
    Site s{D, {}, {norm + ".weight", norm + ".bias"}, {{attn + ".q_proj", D}}};
    if (self) {
      s.consumers.push_back({attn + ".k_proj", D});
      s.consumers.push_back({attn + ".v_proj", D});
    }
    sites.push_back(s);
  };
  auto ffn_sites = [&](const std::string& layer) {
    if (relu) {
      Site s{F, {{layer + ".ffn.fc1.weight", D}}, {layer + ".ffn.fc1.bias"}, {{layer + ".ffn.fc2", D}}};
      s.relu = true;
      sites.push_back(s);
    }
    if (pre_norm)
      sites.push_back(
          {D, {}, {layer + ".ffn_norm.weight", layer + ".ffn_norm.bias"}, {{layer + ".ffn.fc1", F}}});
  };
  for (size_t l = 0; l < arch.encoder_layers; ++l) {
    const std::string layer = layer_prefix("encoder.layers.", l);
    attention_sites(layer + ".self_attn", layer + ".self_attn_norm", true);
    ffn_sites(layer);
  }
  for (size_t l = 0; l < arch.decoder_layers; ++l) {
    const std::string layer = layer_prefix("decoder.layers.", l);
    attention_sites(layer + ".self_attn", layer + ".self_attn_norm", true);
    attention_sites(layer + ".cross_attn", layer + ".cross_attn_norm", false);
    ffn_sites(layer);
  }
  // The encoder's output (its final norm, pre-norm only) is what every decoder layer's cross k and v read.
  if (pre_norm && arch.decoder_layers > 0) {
    Site s{D, {}, {"encoder.final_norm.weight", "encoder.final_norm.bias"}, {}};
    for (size_t l = 0; l < arch.decoder_layers; ++l) {
      const std::string layer = layer_prefix("decoder.layers.", l);
      s.consumers.push_back({layer + ".cross_attn.k_proj", D});
      s.consumers.push_back({layer + ".cross_attn.v_proj", D});
    }
    sites.push_back(s);
  }
  return sites;
}

}  // namespace

Status smooth_activations(const std::vector<std::string>& linear_prefixes,
                          const std::vector<std::vector<Range>>& input_channels, ModelContents* contents) {
  if (linear_prefixes.size() != input_channels.size()) {
    return Status::Error(ATTN_ERROR_INTERNAL, "smoothing: %zu channel tables for %zu linear layers",
                         input_channels.size(), linear_prefixes.size());
  }
  Tensors tensors(contents);
  for (const Site& site : sites_of(contents->architecture)) {
    const std::string& first = site.consumers.front().prefix;
    const auto found = std::find(linear_prefixes.begin(), linear_prefixes.end(), first);
    if (found == linear_prefixes.end()) {
      return Status::Error(ATTN_ERROR_INTERNAL, "smoothing: no linear layer %s", first.c_str());
    }
    ATTN_RETURN_IF_ERROR(
        smooth(site, input_channels[static_cast<size_t>(found - linear_prefixes.begin())], &tensors));
  }
  tensors.store();
  return Status::Ok();
}

}  // namespace attn::convert
