// Checkpoint averaging (the paper averaged the last 5 checkpoints of its base models): the element-wise
// mean of every tensor, accumulated in double in the order given, written as a new checkpoint directory
// with the first checkpoint's config and tokenizer.
#pragma once

#include <string>
#include <vector>

#include "base/src/core/status.h"

namespace attn::train {

// All checkpoints must share the architecture, the tensor names and shapes, and the tokenizer.
Status average_checkpoints(const std::vector<std::string>& checkpoint_dirs, const std::string& out_dir);

}  // namespace attn::train
