// The collectives data-parallel training needs, behind one interface: rank and size, in-place sums of float
// (gradients), double (loss sums) and int64 buffers, a broadcast of bytes and a barrier. One process uses
// SingleProcessCommunicator (every call a no-op), a job started by mpirun uses the MPI one
// (mpi_communicator.h). Device (CUDA) gradients go through DeviceAllReduce (device_all_reduce.h) instead.
//
// Every call is collective: all ranks make the same calls in the same order. `what` names the call in the
// message printed when it does not complete within the collective timeout ("gradient all-reduce at step
// 12"): the MPI implementation then aborts the whole job (MPI_Abort) rather than return, because the other
// ranks are stuck in the same call and could not be told.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>

#include "base/src/core/status.h"

namespace attn::train::distributed {

class Communicator {
 public:
  virtual ~Communicator() = default;

  virtual int rank() const = 0;
  virtual int size() const = 0;
  // Rank among the processes of this machine (picks the GPU of a rank); 0 for one process.
  virtual int local_rank() const = 0;
  bool is_root() const { return rank() == 0; }

  // Element-wise sums over all ranks, in place; every rank receives the same values.
  virtual Status all_reduce_sum(float* data, size_t count, const std::string& what) = 0;
  virtual Status all_reduce_sum(double* data, size_t count, const std::string& what) = 0;
  virtual Status all_reduce_sum(int64_t* data, size_t count, const std::string& what) = 0;
  // Root's *bytes replace every other rank's (any length).
  virtual Status broadcast(std::string* bytes, int root, const std::string& what) = 0;
  virtual Status barrier(const std::string& what) = 0;

  // Ends every rank of the job after printing `message` (one process: prints it and exits).
  [[noreturn]] virtual void abort(const std::string& message, int exit_code) = 0;
};

class SingleProcessCommunicator final : public Communicator {
 public:
  int rank() const override { return 0; }
  int size() const override { return 1; }
  int local_rank() const override { return 0; }
  Status all_reduce_sum(float*, size_t, const std::string&) override { return Status::Ok(); }
  Status all_reduce_sum(double*, size_t, const std::string&) override { return Status::Ok(); }
  Status all_reduce_sum(int64_t*, size_t, const std::string&) override { return Status::Ok(); }
  Status broadcast(std::string*, int, const std::string&) override { return Status::Ok(); }
  Status barrier(const std::string&) override { return Status::Ok(); }
  [[noreturn]] void abort(const std::string& message, int exit_code) override;
};

// Runs `work` on the root only and hands its status to every rank (a broadcast, so it is also a barrier):
// rank-0-only work (run files, checkpoints, dev evaluation) fails or succeeds for the whole job at once.
template <class Work>
Status on_root_then_share(Communicator& comm, const std::string& what, Work&& work) {
  std::string message;
  StatusCode code = StatusCode::kOk;
  if (comm.is_root()) {
    const Status status = work();
    if (!status.ok()) {
      code = status.code();
      message = status.message();
    }
  }
  if (comm.size() == 1)
    return code == StatusCode::kOk ? Status::Ok() : Status::Error(code, "%s", message.c_str());
  std::string packet = std::to_string(static_cast<int>(code)) + ":" + message;
  ATTN_RETURN_IF_ERROR(comm.broadcast(&packet, 0, what));
  const size_t colon = packet.find(':');
  code = static_cast<StatusCode>(std::atoi(packet.substr(0, colon).c_str()));
  if (code == StatusCode::kOk) return Status::Ok();
  return Status::Error(code, "%s", packet.substr(colon + 1).c_str());
}

}  // namespace attn::train::distributed
