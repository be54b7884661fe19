// DeviceAllReduce over NCCL (device_all_reduce.h). Plain C++ against the CUDA runtime and NCCL: no kernels.
#include <cuda_runtime.h>
#include <nccl.h>

#include <chrono>
#include <cstring>
#include <thread>

#include "trainer/src/distributed/device_all_reduce.h"

namespace attn::train::distributed {
namespace {

Status cuda_error(cudaError_t error, const char* what) {
  return Status::Error(StatusCode::kInternal, "%s: %s", what, cudaGetErrorString(error));
}
Status nccl_error(ncclResult_t result, const std::string& what) {
  return Status::Error(StatusCode::kInternal, "%s: %s", what.c_str(), ncclGetErrorString(result));
}

class NcclAllReduce final : public DeviceAllReduce {
 public:
  NcclAllReduce(Communicator& comm, double timeout_seconds, ncclComm_t nccl, cudaStream_t stream)
      : comm_(comm), timeout_seconds_(timeout_seconds), nccl_(nccl), stream_(stream) {}
  ~NcclAllReduce() override {
    ncclCommDestroy(nccl_);
    cudaStreamDestroy(stream_);
  }

  Status all_reduce_sum(float* device_data, size_t count, const std::string& what) override {
    // The model's stream has written the gradients; NCCL runs on a stream of its own after it.
    if (const cudaError_t e = cudaDeviceSynchronize(); e != cudaSuccess) return cuda_error(e, what.c_str());
    if (const ncclResult_t r =
            ncclAllReduce(device_data, device_data, count, ncclFloat, ncclSum, nccl_, stream_);
        r != ncclSuccess)
      return nccl_error(r, what);
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::duration<double>(timeout_seconds_);
    for (;;) {
      const cudaError_t state = cudaStreamQuery(stream_);
      if (state == cudaSuccess) return Status::Ok();
      if (state != cudaErrorNotReady) return cuda_error(state, what.c_str());
      ncclResult_t async = ncclSuccess;
      ncclCommGetAsyncError(nccl_, &async);
      if (async != ncclSuccess && async != ncclInProgress) return nccl_error(async, what);
      if (Clock::now() >= deadline) {
        ncclCommAbort(nccl_);
        comm_.abort(what +
                        " (NCCL) did not complete within the collective timeout (--collective-timeout): "
                        "another rank has died or hangs; ending the job",
                    3);
      }
      std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
  }

 private:
  Communicator& comm_;
  double timeout_seconds_;
  ncclComm_t nccl_;
  cudaStream_t stream_;
};

}  // namespace

bool nccl_built() { return true; }

Result<std::unique_ptr<DeviceAllReduce>> make_device_all_reduce(Communicator& comm, double timeout_seconds) {
  int devices = 0;
  if (const cudaError_t e = cudaGetDeviceCount(&devices); e != cudaSuccess)
    return cuda_error(e, "cudaGetDeviceCount");
  if (devices == 0) return Status::Error(StatusCode::kUnsupported, "no CUDA device is visible");
  // One GPU per rank of a machine; with more ranks than GPUs, ranks share them round-robin.
  const int device = comm.local_rank() % devices;
  if (const cudaError_t e = cudaSetDevice(device); e != cudaSuccess) return cuda_error(e, "cudaSetDevice");

  ncclUniqueId id;
  std::string bytes;
  if (comm.is_root()) {
    if (const ncclResult_t r = ncclGetUniqueId(&id); r != ncclSuccess)
      return nccl_error(r, "ncclGetUniqueId");
    bytes.assign(reinterpret_cast<const char*>(&id), sizeof id);
  }
  ATTN_RETURN_IF_ERROR(comm.broadcast(&bytes, 0, "NCCL unique id broadcast"));
  if (bytes.size() != sizeof id)
    return Status::Error(StatusCode::kInternal, "NCCL unique id of %zu bytes, expected %zu", bytes.size(),
                         sizeof id);
  std::memcpy(&id, bytes.data(), sizeof id);
  ncclComm_t nccl = nullptr;
  if (const ncclResult_t r = ncclCommInitRank(&nccl, comm.size(), id, comm.rank()); r != ncclSuccess)
    return nccl_error(r, "ncclCommInitRank");
  cudaStream_t stream = nullptr;
  if (const cudaError_t e = cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking); e != cudaSuccess) {
    ncclCommDestroy(nccl);
    return cuda_error(e, "cudaStreamCreate");
  }
  return std::unique_ptr<DeviceAllReduce>(new NcclAllReduce(comm, timeout_seconds, nccl, stream));
}

}  // namespace attn::train::distributed
