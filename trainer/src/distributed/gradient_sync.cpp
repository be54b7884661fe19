#include "trainer/src/distributed/gradient_sync.h"

#include <cstring>
#include <vector>

namespace attn::train::distributed {

Status sum_gradients(Communicator& comm, DeviceAllReduce* device, Transformer& model,
                     const std::string& what) {
  if (comm.size() == 1) return Status::Ok();
  const Transformer::GradientBuffer gradients = model.gradient_buffer();
  if (!gradients.on_device) return comm.all_reduce_sum(gradients.data, gradients.count, what);
  if (!device) {
    return Status::Error(StatusCode::kUnsupported,
                         "%s: the gradients are on a GPU and no device all-reduce (NCCL) "
                         "was set up",
                         what.c_str());
  }
  return device->all_reduce_sum(gradients.data, gradients.count, what);
}

uint64_t parameter_fingerprint(const Transformer& model) {
  std::vector<float> parameters(model.parameter_count());
  model.get_parameters(parameters.data());
  uint64_t hash = 1469598103934665603ull;
  for (const float value : parameters) {
    uint32_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    for (int i = 0; i < 4; ++i) {
      hash ^= (bits >> (8 * i)) & 0xFF;
      hash *= 1099511628211ull;
    }
  }
  return hash;
}

}  // namespace attn::train::distributed
