// The opaque attn_model of the C API: a handle that owns one verified attn::Model. Translators (and anything
// else in the API layer) reach the model through handle->model.
#pragma once

#include <memory>

#include "runtime/src/format/model.h"

struct attn_model {
  std::unique_ptr<attn::Model> model;
};
