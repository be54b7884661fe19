// Communicator over MPI (built when CMake's find_package(MPI COMPONENTS C) succeeds: ATTN_WITH_MPI).
//
// Every collective is non-blocking (MPI_Iallreduce, MPI_Ibcast, MPI_Ibarrier) and completed by polling
// MPI_Testall against a deadline of --collective-timeout seconds: a rank that hangs (or a launcher that has
// not noticed a dead one) ends the job with a message naming the collective and step, through MPI_Abort,
// instead of leaving the others blocked for ever. Polling backs off from spinning to 2 ms sleeps so that a
// rank waiting for rank 0's checkpoint does not take a core from it.
//
// Float sums are posted in buckets of kBucketFloats (all buckets at once, then completed together), so
// that MPI can pipeline large gradient buffers and no single message needs a count over INT_MAX.
#pragma once

#include <memory>

#include "trainer/src/distributed/communicator.h"

namespace attn::train::distributed {

// MPI_Init_thread(FUNNELED: only the main thread calls MPI; the CPU backend's pool threads never do).
// MPI_Finalize runs when the communicator is destroyed.
Result<std::unique_ptr<Communicator>> make_mpi_communicator(double collective_timeout_seconds);

}  // namespace attn::train::distributed
