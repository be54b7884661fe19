#include "runtime/src/model/linears.h"

#include <fnmatch.h>

#include <algorithm>
#include <cstring>
#include <new>

#include "runtime/src/format/model_spec.h"

namespace attn::model {
namespace {

// The layer of linears that a linear_table() entry names, found by its role and place. Layer:
// EncoderLayerLinears or DecoderLayerLinears; only a decoder layer has cross-attention.
template <typename Layer>
LinearLayer* layer_in(Layer& layer, const ConstLinearEntry& site) {
  AttentionLinears* attention = &layer.self_attn;
  if constexpr (requires { layer.cross_attn; }) {
    if (site.place.block == Block::kCrossAttention) attention = &layer.cross_attn;
  }
  switch (site.role) {
    case LinearRole::kAttentionQuery:
      return &attention->q;
    case LinearRole::kAttentionKey:
      return &attention->k;
    case LinearRole::kAttentionValue:
      return &attention->v;
    case LinearRole::kAttentionOutput:
      return &attention->o;
    case LinearRole::kFeedForwardIn:
      return &layer.fc1;
    default:  // kFeedForwardOut
      return &layer.fc2;
  }
}

LinearLayer* layer_of(ModelLinears& linears, const ConstLinearEntry& site) {
  if (site.role == LinearRole::kVocabularyProjection) return &linears.output;
  if (site.place.stack == Stack::kEncoder) return layer_in(linears.encoder_layers[site.place.layer], site);
  return layer_in(linears.decoder_layers[site.place.layer], site);
}

// float_input[i] = whether sites[i]'s name matches one of patterns (comma-separated, fnmatch: '*' also
// crosses dots; empty items are skipped). Each pattern must match some layer: a name mistyped in an option
// would otherwise silently change nothing.
Status match_float_activation_layers(const char* patterns, const FixedVector<ConstLinearEntry>& sites,
                                     FixedVector<uint8_t>* float_input) {
  if (!float_input->resize(sites.size())) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate the table of %zu linear layers",
                         sites.size());
  }
  std::fill(float_input->begin(), float_input->end(), uint8_t{0});
  const char* item = patterns;
  while (*item != '\0') {
    const char* end = std::strchr(item, ',');
    const size_t length = end != nullptr ? static_cast<size_t>(end - item) : std::strlen(item);
    char pattern[2 * kMaxTensorNameBytes];
    if (length >= sizeof(pattern)) {
      return Status::Error(StatusCode::kInvalidArgument,
                           "float_activation_layers: pattern \"%.40s...\" is longer than %zu bytes", item,
                           sizeof(pattern) - 1);
    }
    std::memcpy(pattern, item, length);
    pattern[length] = '\0';
    bool matched = length == 0;
    for (size_t i = 0; i < sites.size(); ++i) {
      if (length > 0 && fnmatch(pattern, sites[i].prefix, 0) == 0) (*float_input)[i] = matched = true;
    }
    if (!matched) {
      return Status::Error(
          StatusCode::kInvalidArgument,
          "float_activation_layers: pattern \"%s\" matches no linear layer of this model (names "
          "look like output, encoder.layers.0.self_attn.q_proj, decoder.layers.1.ffn.fc2)",
          pattern);
    }
    item += length;
    if (*item == ',') ++item;
  }
  return Status::Ok();
}

}  // namespace

const char* default_float_activation_layers() { return ""; }

Result<std::unique_ptr<ModelLinears>> ModelLinears::create(const ModelWeights& weights, LinearBackend backend,
                                                           size_t threads, size_t max_rows,
                                                           size_t max_output_rows, bool pack_output,
                                                           xnn_weights_cache_t weights_cache,
                                                           const char* float_activation_layers) {
  const bool xnnpack = backend == LinearBackend::kXnnpack;
  if (xnnpack) ATTN_RETURN_IF_ERROR(kernels::xnnpack_initialize());
  std::unique_ptr<ModelLinears> linears(new (std::nothrow) ModelLinears());
  if (!linears)
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate the translator's linear layers");
  linears->backend_ = backend;
  linears->pack_output_ = pack_output;
  linears->weights_cache_ = xnnpack ? weights_cache : nullptr;
  if (xnnpack && threads > 1) {
    linears->pool_ = pthreadpool_create(threads);
    if (linears->pool_ == nullptr) {
      return Status::Error(StatusCode::kOutOfMemory, "cannot create a thread pool of %zu threads", threads);
    }
  }
  FixedVector<ConstLinearEntry> sites;
  ATTN_RETURN_IF_ERROR(linear_table(weights.arch, &weights, &sites));
  FixedVector<uint8_t> float_input;
  ATTN_RETURN_IF_ERROR(match_float_activation_layers(
      float_activation_layers != nullptr ? float_activation_layers : default_float_activation_layers(), sites,
      &float_input));
  // One staging buffer for every operator that stages its input, sized for the largest: the layers run one at
  // a time.
  const size_t rows = max_rows > 0 ? max_rows : 1;
  const size_t output_rows = max_output_rows > 0 ? max_output_rows : rows;
  size_t input_bytes = 0;
  for (size_t i = 0; i < sites.size(); ++i) {
    const ConstLinearEntry& site = sites[i];
    const ElementKernels* kernels = element_kernels(site.weight->type);
    if (!xnnpack || kernels == nullptr || kernels->staging_bytes == 0) continue;
    // A layer that takes fp32 input stages nothing.
    if (float_input[i] && kernels->create_float_input_operator != nullptr) continue;
    const bool is_output = site.role == LinearRole::kVocabularyProjection;
    if (is_output && !pack_output) continue;
    const size_t n = is_output ? output_rows : rows;
    input_bytes = std::max(input_bytes, kernels->staging_bytes * n * site.weight->cols);
  }
  if (!linears->staging_input_.resize(input_bytes)) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate %zu bytes of int8 staging", input_bytes);
  }
  if (!linears->encoder_layers.resize(weights.encoder_layers.size()) ||
      !linears->decoder_layers.resize(weights.decoder_layers.size())) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate the operators of %zu + %zu layers",
                         weights.encoder_layers.size(), weights.decoder_layers.size());
  }
  FixedVector<LinearLayer*> layers;
  if (!layers.reserve(sites.size())) {
    return Status::Error(StatusCode::kOutOfMemory, "cannot allocate the table of %zu linear operators",
                         sites.size());
  }
  for (const ConstLinearEntry& site : sites) (void)layers.push_back(layer_of(*linears, site));  // reserved
  ATTN_RETURN_IF_ERROR(linears->create_layers(sites, layers, float_input));
  return linears;
}

ModelLinears::~ModelLinears() {
  // The operators go first (they only borrow the pool), then the pool.
  encoder_layers.clear();
  decoder_layers.clear();
  output = LinearLayer();
  if (pool_ != nullptr) pthreadpool_destroy(pool_);
}

Status ModelLinears::create_layers(const FixedVector<ConstLinearEntry>& sites,
                                   const FixedVector<LinearLayer*>& layers,
                                   const FixedVector<uint8_t>& float_input) {
  kernels::Int8Staging staging;
  staging.input = staging_input_.data();
  staging.input_capacity = staging_input_.size();
  for (size_t i = 0; i < sites.size(); ++i) {
    if (layers[i] == &output && !pack_output_) continue;
    // The output projection's bias slot is null without output_bias; every other layer has one.
    LinearWeights layer;
    layer.weight = *sites[i].weight;
    if (sites[i].bias != nullptr) layer.bias = *sites[i].bias;
    const Status status = layers[i]->create(layer, backend_, staging, pool_, weights_cache_,
                                            float_input[i] ? Int8Input::kFloat : Int8Input::kQuantized);
    if (!status.ok()) return Status::Error(status.code(), "%s: %s", sites[i].prefix, status.message());
  }
  return Status::Ok();
}

}  // namespace attn::model
