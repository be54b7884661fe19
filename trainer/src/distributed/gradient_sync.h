// Sums a model's gradient buffer over the ranks of a data-parallel job, in place: the host buffer (cpu
// backend) through the Communicator (MPI, in buckets), the device buffer (cuda backend) through
// DeviceAllReduce (NCCL). Gradients are sums over target tokens already, so the sum over ranks is the
// gradient of the global batch; the caller scales by 1 / (global target tokens) in adam_step, as one process does.
#pragma once

#include <string>

#include "trainer/src/distributed/communicator.h"
#include "trainer/src/distributed/device_all_reduce.h"
#include "trainer/src/model/transformer.h"

namespace attn::train::distributed {

// `device` may be null unless the model keeps its gradients on a device and there are several ranks.
Status sum_gradients(Communicator& comm, DeviceAllReduce* device, Transformer& model,
                     const std::string& what);

// 64-bit FNV-1a of the model's parameters, to check that every rank holds the same weights.
uint64_t parameter_fingerprint(const Transformer& model);

}  // namespace attn::train::distributed
