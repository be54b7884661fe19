#include "trainer/src/distributed/mpi_communicator.h"

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

namespace attn::train::distributed {
namespace {

// 4 MiB of floats per message: large enough that the per-message latency is negligible, small enough
// that MPI can pipeline the buckets of a 40 MB (shipped shape) or 250 MB (base shape) gradient buffer.
constexpr size_t kBucketFloats = size_t{1} << 20;

class MpiCommunicator final : public Communicator {
 public:
  MpiCommunicator(double timeout_seconds) : timeout_seconds_(timeout_seconds) {
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
    MPI_Comm local;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank_, MPI_INFO_NULL, &local);
    MPI_Comm_rank(local, &local_rank_);
    MPI_Comm_free(&local);
    // Errors come back as codes (reported as Status) instead of MPI's default of aborting silently.
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  }
  ~MpiCommunicator() override { MPI_Finalize(); }

  int rank() const override { return rank_; }
  int size() const override { return size_; }
  int local_rank() const override { return local_rank_; }

  Status all_reduce_sum(float* data, size_t count, const std::string& what) override {
    return all_reduce(data, count, MPI_FLOAT, sizeof(float), what);
  }
  Status all_reduce_sum(double* data, size_t count, const std::string& what) override {
    return all_reduce(data, count, MPI_DOUBLE, sizeof(double), what);
  }
  Status all_reduce_sum(int64_t* data, size_t count, const std::string& what) override {
    return all_reduce(data, count, MPI_INT64_T, sizeof(int64_t), what);
  }

  Status broadcast(std::string* bytes, int root, const std::string& what) override {
    unsigned long long length = bytes->size();
    std::vector<MPI_Request> requests(1);
    ATTN_RETURN_IF_ERROR(
        check(MPI_Ibcast(&length, 1, MPI_UNSIGNED_LONG_LONG, root, MPI_COMM_WORLD, &requests[0]), what));
    ATTN_RETURN_IF_ERROR(wait(requests, what));
    if (length > INT_MAX)
      return Status::Error(StatusCode::kInvalidArgument, "%s: %llu bytes", what.c_str(), length);
    bytes->resize(static_cast<size_t>(length));
    if (length == 0) return Status::Ok();
    ATTN_RETURN_IF_ERROR(check(
        MPI_Ibcast(bytes->data(), static_cast<int>(length), MPI_CHAR, root, MPI_COMM_WORLD, &requests[0]),
        what));
    return wait(requests, what);
  }

  Status barrier(const std::string& what) override {
    std::vector<MPI_Request> requests(1);
    ATTN_RETURN_IF_ERROR(check(MPI_Ibarrier(MPI_COMM_WORLD, &requests[0]), what));
    return wait(requests, what);
  }

  [[noreturn]] void abort(const std::string& message, int exit_code) override {
    std::fprintf(stderr, "attn-train: rank %d of %d: %s\n", rank_, size_, message.c_str());
    std::fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, exit_code);
    std::_Exit(exit_code);  // MPI_Abort does not return; this keeps [[noreturn]] honest if it did
  }

 private:
  Status all_reduce(void* data, size_t count, MPI_Datatype type, size_t element_bytes,
                    const std::string& what) {
    std::vector<MPI_Request> requests;
    char* bytes = static_cast<char*>(data);
    for (size_t first = 0; first < count; first += kBucketFloats) {
      const size_t n = std::min(kBucketFloats, count - first);
      requests.emplace_back();
      ATTN_RETURN_IF_ERROR(
          check(MPI_Iallreduce(MPI_IN_PLACE, bytes + first * element_bytes, static_cast<int>(n), type,
                               MPI_SUM, MPI_COMM_WORLD, &requests.back()),
                what));
    }
    return wait(requests, what);
  }

  Status check(int code, const std::string& what) const {
    if (code == MPI_SUCCESS) return Status::Ok();
    char text[MPI_MAX_ERROR_STRING];
    int length = 0;
    MPI_Error_string(code, text, &length);
    return Status::Error(StatusCode::kInternal, "%s failed on rank %d: %.*s", what.c_str(), rank_, length,
                         text);
  }

  // Completes the requests or aborts the job at the deadline.
  Status wait(std::vector<MPI_Request>& requests, const std::string& what) {
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    const auto deadline = started + std::chrono::duration<double>(timeout_seconds_);
    auto pause = std::chrono::microseconds(0);
    for (;;) {
      int done = 0;
      ATTN_RETURN_IF_ERROR(check(
          MPI_Testall(static_cast<int>(requests.size()), requests.data(), &done, MPI_STATUSES_IGNORE), what));
      if (done) return Status::Ok();
      if (Clock::now() >= deadline) {
        char message[512];
        std::snprintf(message, sizeof message,
                      "%s did not complete within %.0f s (--collective-timeout): another rank has died or "
                      "hangs; ending the job",
                      what.c_str(), timeout_seconds_);
        abort(message, 3);
      }
      // Spin briefly (a gradient all-reduce completes in microseconds to milliseconds), then back off.
      if (Clock::now() - started > std::chrono::milliseconds(1))
        pause = std::min(std::chrono::microseconds(2000), pause + std::chrono::microseconds(50));
      if (pause.count() > 0) std::this_thread::sleep_for(pause);
    }
  }

  double timeout_seconds_;
  int rank_ = 0, size_ = 1, local_rank_ = 0;
};

}  // namespace

Result<std::unique_ptr<Communicator>> make_mpi_communicator(double collective_timeout_seconds) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) {
    int provided = 0;
    if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
      return Status::Error(StatusCode::kInternal, "MPI_Init_thread failed");
  }
  return std::unique_ptr<Communicator>(new MpiCommunicator(collective_timeout_seconds));
}

}  // namespace attn::train::distributed
