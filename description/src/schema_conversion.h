// The architecture to and from the model file's Architecture table (schema/attn.fbs): the one place that
// knows how the two spell the same thing. Header-only, no exceptions (the runtime's loader uses it).
#pragma once

#include "attn/schema/attn_generated.h"
#include "base/src/core/status.h"
#include "description/src/architecture.h"
#include "description/src/validation.h"

namespace attn {

// Reads and validates the schema table (null -> error). Enum values outside the schema's are UNSUPPORTED.
inline Result<Architecture> architecture_from_schema(const schema::Architecture* s) {
  if (s == nullptr) return Status::Error(StatusCode::kInvalidModel, "model has no architecture table");
  if (norm_position_name(s->norm_position()) == nullptr) {
    return Status::Error(StatusCode::kUnsupported,
                         "architecture.norm_position = %d is not supported (Post or Pre)",
                         static_cast<int>(s->norm_position()));
  }
  Architecture a;
  a.d_model = s->d_model();
  a.heads = s->heads();
  a.d_ff = s->d_ff();
  a.encoder_layers = s->encoder_layers();
  a.decoder_layers = s->decoder_layers();
  a.vocab_size = s->vocab_size();
  a.max_positions = s->max_positions();
  a.activation = s->activation();
  a.norm_position = s->norm_position();
  a.position_encoding = s->position_encoding();
  a.tied_embeddings = s->tied_embeddings();
  a.output_bias = s->output_bias();
  a.embedding_scale = s->embedding_scale();
  a.layer_norm_epsilon = s->layer_norm_epsilon();
  ATTN_RETURN_IF_ERROR(validate_architecture(a));
  return a;
}

// The inverse, for writers: every field set explicitly (embedding_scale included).
inline schema::ArchitectureT architecture_to_schema(const Architecture& a) {
  schema::ArchitectureT s;
  s.d_model = a.d_model;
  s.heads = a.heads;
  s.d_ff = a.d_ff;
  s.encoder_layers = a.encoder_layers;
  s.decoder_layers = a.decoder_layers;
  s.vocab_size = a.vocab_size;
  s.max_positions = a.max_positions;
  s.activation = a.activation;
  s.norm_position = a.norm_position;
  s.position_encoding = a.position_encoding;
  s.tied_embeddings = a.tied_embeddings;
  s.embedding_scale = a.embedding_scale;
  s.layer_norm_epsilon = a.layer_norm_epsilon;
  s.output_bias = a.output_bias;
  return s;
}

}  // namespace attn
