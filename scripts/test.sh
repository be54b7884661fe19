#!/usr/bin/env bash
# The project's test command (README, .ci/run): installs what is missing, builds everything (the CUDA trainer
# backend too, where nvcc exists), runs every GoogleTest suite with ctest, then runs the runtime's suites
# again under AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${ATTN_JOBS:-$(nproc)}

bash scripts/setup.sh

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"

# Benchmarks measure and never decide pass/fail; each runs once, briefly, so that none of them rots.
for bench in build/bench/*_bench; do
  echo "smoke run: $bench"
  "$bench" --benchmark_min_time=0.001 > /dev/null
done

# The runtime reads untrusted model files and text: its suites run again with sanitizers.
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DATTN_SANITIZE=ON \
  -DATTN_BUILD_TRAINER=OFF -DATTN_BUILD_BENCH=OFF
cmake --build build-asan -j"$jobs"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j"$jobs"
