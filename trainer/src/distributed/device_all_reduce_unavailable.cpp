// make_device_all_reduce in a build without NCCL (see device_all_reduce.h).
#if !defined(ATTN_WITH_NCCL)
#include "trainer/src/distributed/device_all_reduce.h"

namespace attn::train::distributed {

bool nccl_built() { return false; }

Result<std::unique_ptr<DeviceAllReduce>> make_device_all_reduce(Communicator& comm, double) {
  return Status::Error(
      StatusCode::kUnsupported,
      "--backend cuda with %d ranks needs NCCL: this attn-train was built without it (it needs "
      "the CUDA toolkit's nccl.h and libnccl)",
      comm.size());
}

}  // namespace attn::train::distributed
#endif
