#include "model/linears.h"

#include <new>

namespace attn::model {
namespace {

Status pack_one(kernels::XnnpackLinear& op, const LinearWeights& layer, pthreadpool_t pool) {
  return op.create(layer.weight.f32(), layer.bias.f32(), layer.weight.cols, layer.weight.rows, pool);
}

Status pack_attention(AttentionLinears& ops, const AttentionWeights& attention, pthreadpool_t pool) {
  ATTN_RETURN_IF_ERROR(pack_one(ops.q, attention.q, pool));
  ATTN_RETURN_IF_ERROR(pack_one(ops.k, attention.k, pool));
  ATTN_RETURN_IF_ERROR(pack_one(ops.v, attention.v, pool));
  return pack_one(ops.o, attention.o, pool);
}

}  // namespace

Result<std::unique_ptr<ModelLinears>> ModelLinears::create(const ModelWeights& weights, size_t threads) {
  ATTN_RETURN_IF_ERROR(kernels::xnnpack_initialize());
  std::unique_ptr<ModelLinears> linears(new (std::nothrow) ModelLinears());
  if (!linears)
    return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot allocate the translator's XNNPACK operators");
  if (threads > 1) {
    linears->pool_ = pthreadpool_create(threads);
    if (linears->pool_ == nullptr) {
      return Status::Error(ATTN_ERROR_OUT_OF_MEMORY, "cannot create a thread pool of %zu threads", threads);
    }
  }
  ATTN_RETURN_IF_ERROR(linears->pack(weights));
  return linears;
}

ModelLinears::~ModelLinears() {
  // The operators go first (they only borrow the pool), then the pool.
  encoder_layers.clear();
  decoder_layers.clear();
  output = kernels::XnnpackLinear();
  if (pool_ != nullptr) pthreadpool_destroy(pool_);
}

Status ModelLinears::pack(const ModelWeights& weights) {
  const Architecture& arch = weights.arch;
  encoder_layers.resize(weights.encoder_layers.size());
  decoder_layers.resize(weights.decoder_layers.size());
  for (size_t l = 0; l < weights.encoder_layers.size(); ++l) {
    const EncoderLayerWeights& w = weights.encoder_layers[l];
    EncoderLayerLinears& ops = encoder_layers[l];
    ATTN_RETURN_IF_ERROR(pack_attention(ops.self_attn, w.self_attn, pool_));
    ATTN_RETURN_IF_ERROR(pack_one(ops.fc1, w.ffn.fc1, pool_));
    ATTN_RETURN_IF_ERROR(pack_one(ops.fc2, w.ffn.fc2, pool_));
  }
  for (size_t l = 0; l < weights.decoder_layers.size(); ++l) {
    const DecoderLayerWeights& w = weights.decoder_layers[l];
    DecoderLayerLinears& ops = decoder_layers[l];
    ATTN_RETURN_IF_ERROR(pack_attention(ops.self_attn, w.self_attn, pool_));
    ATTN_RETURN_IF_ERROR(pack_attention(ops.cross_attn, w.cross_attn, pool_));
    ATTN_RETURN_IF_ERROR(pack_one(ops.fc1, w.ffn.fc1, pool_));
    ATTN_RETURN_IF_ERROR(pack_one(ops.fc2, w.ffn.fc2, pool_));
  }
  // The output projection is [V, D] (the embedding itself when tied), with an optional bias.
  return output.create(weights.output.f32(), weights.output_bias.f32(), arch.d_model, arch.vocab_size, pool_);
}

}  // namespace attn::model
