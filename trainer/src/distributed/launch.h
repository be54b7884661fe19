// Which Communicator this process gets. MPI is initialised only when the process was started by an MPI
// launcher (mpirun/mpiexec of Open MPI, or a PMI/PMIx launcher such as srun), detected from the environment
// those set, so that a plain `attn-train` never loads or initialises MPI.
#pragma once

#include <memory>

#include "trainer/src/distributed/communicator.h"

namespace attn::train::distributed {

// True when the environment names a world size or rank set by a launcher (OMPI_COMM_WORLD_SIZE, PMI_SIZE,
// PMIX_RANK).
bool started_by_mpi_launcher();
// Whether this build has the MPI communicator (find_package(MPI) succeeded).
bool mpi_built();

// MPI (with the given collective timeout) when started by a launcher, else one process. Started by a
// launcher in a build without MPI: one process when the world has one rank, else an error.
Result<std::unique_ptr<Communicator>> make_communicator(double collective_timeout_seconds);

}  // namespace attn::train::distributed
