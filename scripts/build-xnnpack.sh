#!/usr/bin/env bash
# Builds the vendored XNNPACK (third_party/, with pthreadpool, cpuinfo and FXdiv; KleidiAI on arm64) once and
# installs it into DIR/install, so that several build trees share one build: configure them with
# -DATTN_XNNPACK_PREFIX=DIR/install (scripts/test.sh does; without it each tree builds its own copy).
#
#   scripts/build-xnnpack.sh DIR [CMAKE_ARGS...]
#
# CMAKE_ARGS go to XNNPACK's configure, e.g. -DCMAKE_TOOLCHAIN_FILE=... for a cross build
# (scripts/test-aarch64.sh). Incremental: a second run with nothing changed only checks the build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:?usage: scripts/build-xnnpack.sh DIR [CMAKE_ARGS...]}
shift
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
jobs=${ATTN_JOBS:-$(nproc)}
cmake -S "$root/third_party/XNNPACK" -B "$dir/build" -G Ninja -C "$root/cmake/XnnpackOptions.cmake" \
  -DCMAKE_INSTALL_PREFIX="$dir/install" "$@" > "$dir/configure.log"
cmake --build "$dir/build" -j"$jobs"
cmake --install "$dir/build" > "$dir/install.log"
echo "build-xnnpack: $dir/install"
