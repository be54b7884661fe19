#include "runtime/src/model/linears.h"

#include <algorithm>
#include <cstring>
#include <new>

#include "runtime/src/format/model_spec.h"

namespace attn::model {
namespace {

// The layers in linear_table() order: output, encoder q, k, v, o, fc1, fc2 per layer, decoder self q, k, v,
// o, cross q, k, v, o, fc1, fc2 per layer. False when the table cannot be allocated.
bool layers_in_site_order(ModelLinears& linears, FixedVector<LinearLayer*>* layers) {
  if (!layers->reserve(1 + 6 * linears.encoder_layers.size() + 10 * linears.decoder_layers.size()))
    return false;
  (void)layers->push_back(&linears.output);  // reserved above, as are the pushes below
  for (EncoderLayerLinears& l : linears.encoder_layers) {
    for (LinearLayer* layer :
         {&l.self_attn.q, &l.self_attn.k, &l.self_attn.v, &l.self_attn.o, &l.fc1, &l.fc2})
      (void)layers->push_back(layer);
  }
  for (DecoderLayerLinears& l : linears.decoder_layers) {
    for (LinearLayer* layer :
         {&l.self_attn.q, &l.self_attn.k, &l.self_attn.v, &l.self_attn.o, &l.cross_attn.q, &l.cross_attn.k,
          &l.cross_attn.v, &l.cross_attn.o, &l.fc1, &l.fc2})
      (void)layers->push_back(layer);
  }
  return true;
}

}  // namespace

Result<std::unique_ptr<ModelLinears>> ModelLinears::create(const ModelWeights& weights, LinearBackend backend,
                                                           size_t threads, size_t max_rows,
                                                           size_t max_output_rows, bool pack_output,
                                                           xnn_weights_cache_t weights_cache) {
  const bool xnnpack = backend == LinearBackend::kXnnpack;
  if (xnnpack) ATTN_RETURN_IF_ERROR(kernels::xnnpack_initialize());
  std::unique_ptr<ModelLinears> linears(new (std::nothrow) ModelLinears());
  if (!linears)
    return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate the translator's linear layers");
  linears->backend_ = backend;
  linears->pack_output_ = pack_output;
  linears->weights_cache_ = xnnpack ? weights_cache : nullptr;
  if (xnnpack && threads > 1) {
    linears->pool_ = pthreadpool_create(threads);
    if (linears->pool_ == nullptr) {
      return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot create a thread pool of %zu threads", threads);
    }
  }
  // linear_table only reads through the pointer here (it lists slots; nothing is written).
  FixedVector<LinearEntry> sites;
  ATTN_RETURN_IF_ERROR(linear_table(weights.arch, const_cast<ModelWeights*>(&weights), &sites));
  // One staging buffer for every operator that stages its input, sized for the largest: the layers run one at
  // a time.
  const size_t rows = max_rows > 0 ? max_rows : 1;
  const size_t output_rows = max_output_rows > 0 ? max_output_rows : rows;
  size_t input_bytes = 0;
  for (const LinearEntry& site : sites) {
    const ElementKernels* kernels = element_kernels(site.weight->type);
    if (!xnnpack || kernels == nullptr || kernels->staging_bytes == 0) continue;
    const bool is_output = std::strcmp(site.prefix, "output") == 0;
    if (is_output && !pack_output) continue;
    const size_t n = is_output ? output_rows : rows;
    input_bytes = std::max(input_bytes, kernels->staging_bytes * n * site.weight->cols);
  }
  if (!linears->staging_input_.resize(input_bytes)) {
    return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate %zu bytes of int8 staging", input_bytes);
  }
  if (!linears->encoder_layers.resize(weights.encoder_layers.size()) ||
      !linears->decoder_layers.resize(weights.decoder_layers.size())) {
    return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate the operators of %zu + %zu layers",
                         weights.encoder_layers.size(), weights.decoder_layers.size());
  }
  FixedVector<LinearLayer*> layers;
  if (!layers_in_site_order(*linears, &layers)) {
    return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate the table of %zu linear operators", sites.size());
  }
  ATTN_RETURN_IF_ERROR(linears->create_layers(sites, layers));
  return linears;
}

ModelLinears::~ModelLinears() {
  // The operators go first (they only borrow the pool), then the pool.
  encoder_layers.clear();
  decoder_layers.clear();
  output = LinearLayer();
  if (pool_ != nullptr) pthreadpool_destroy(pool_);
}

Status ModelLinears::create_layers(const FixedVector<LinearEntry>& sites,
                                   const FixedVector<LinearLayer*>& layers) {
  if (sites.size() != layers.size()) {
    return Status::Error(ATTN_ERROR_INTERNAL,
                         "model has %zu linear sites but the translator planned %zu layers", sites.size(),
                         layers.size());
  }
  kernels::Int8Staging staging;
  staging.input = staging_input_.data();
  staging.input_capacity = staging_input_.size();
  for (size_t i = 0; i < sites.size(); ++i) {
    if (layers[i] == &output && !pack_output_) continue;
    // The output projection's bias slot is null without output_bias; every other layer has one.
    LinearWeights layer;
    layer.weight = *sites[i].weight;
    if (sites[i].bias != nullptr) layer.bias = *sites[i].bias;
    const Status status = layers[i]->create(layer, backend_, staging, pool_, weights_cache_);
    if (!status.ok()) return Status::Error(status.code(), "%s: %s", sites[i].prefix, status.message());
  }
  return Status::Ok();
}

}  // namespace attn::model
