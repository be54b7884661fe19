// Sums of device (CUDA) buffers across ranks: NCCL's ncclAllReduce, its communicator set up from a unique id
// that rank 0 creates and broadcasts over the host Communicator (MPI). Built when the trainer has CUDA and
// nccl.h / libnccl are found (ATTN_WITH_NCCL); otherwise make_device_all_reduce says so.
//
// One GPU per rank: the device is local_rank % visible devices, selected here before the model allocates
// anything (so create this before make_transformer). Completion is polled (cudaStreamQuery and
// ncclCommGetAsyncError) against the same collective timeout as the host collectives; at the deadline the
// NCCL communicator is aborted and the job ended through Communicator::abort.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "trainer/src/distributed/communicator.h"

namespace attn::train::distributed {

class DeviceAllReduce {
 public:
  virtual ~DeviceAllReduce() = default;
  // In-place element-wise sum of `count` floats of device memory over all ranks. Waits for the device's
  // pending work first (the gradients are complete), and returns when the sum is in `device_data`.
  virtual Status all_reduce_sum(float* device_data, size_t count, const std::string& what) = 0;
};

bool nccl_built();
Result<std::unique_ptr<DeviceAllReduce>> make_device_all_reduce(Communicator& comm, double timeout_seconds);

}  // namespace attn::train::distributed
