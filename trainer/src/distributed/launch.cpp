#include "trainer/src/distributed/launch.h"

#include <cstdio>
#include <cstdlib>

#if defined(ATTN_WITH_MPI)
#include "trainer/src/distributed/mpi_communicator.h"
#endif

namespace attn::train::distributed {
namespace {

const char* launcher_variable() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"}) {
    if (std::getenv(name)) return name;
  }
  return nullptr;
}

[[maybe_unused]] int launcher_world_size() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"}) {
    if (const char* value = std::getenv(name)) return std::atoi(value);
  }
  return 0;  // PMIx alone does not say
}

}  // namespace

void SingleProcessCommunicator::abort(const std::string& message, int exit_code) {
  std::fprintf(stderr, "attn-train: %s\n", message.c_str());
  std::fflush(stderr);
  std::exit(exit_code);
}

bool started_by_mpi_launcher() { return launcher_variable() != nullptr; }

bool mpi_built() {
#if defined(ATTN_WITH_MPI)
  return true;
#else
  return false;
#endif
}

Result<std::unique_ptr<Communicator>> make_communicator(double collective_timeout_seconds) {
  if (!started_by_mpi_launcher()) return std::unique_ptr<Communicator>(new SingleProcessCommunicator);
#if defined(ATTN_WITH_MPI)
  return make_mpi_communicator(collective_timeout_seconds);
#else
  (void)collective_timeout_seconds;
  if (launcher_world_size() > 1) {
    return Status::Error(
        StatusCode::kUnsupported,
        "started by an MPI launcher with %d ranks (%s is set), but this attn-train was built "
        "without MPI (install libopenmpi-dev and rebuild)",
        launcher_world_size(), launcher_variable());
  }
  return std::unique_ptr<Communicator>(new SingleProcessCommunicator);
#endif
}

}  // namespace attn::train::distributed
