#!/usr/bin/env bash
# The project's test command (README, .ci/run): installs what is missing, builds everything (the CUDA trainer
# backend too, where nvcc exists), runs every GoogleTest suite with ctest, installs the Python package into
# .venv and runs its pytest suite, runs each benchmark once, the suites
# again cross-built for aarch64 under qemu and the x86 binaries under an AVX2-only qemu CPU, then runs
# the runtime's and converter's suites again under AddressSanitizer + UndefinedBehaviorSanitizer (clang), and the
# concurrency suite under ThreadSanitizer, and each fuzz target for 30 seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${ATTN_JOBS:-$(nproc)}
# Each step's start, with the minutes since this script began: where CI's time goes.
start_all=$(date +%s)
step() { echo "== test.sh: $* (at $(( ($(date +%s) - start_all) / 60 )) min, $(date -u +%H:%M:%S) UTC)"; }

step "packages"
bash scripts/setup.sh

# The vendored XNNPACK (third_party/), built once and shared by the Release, sanitizer, ThreadSanitizer and fuzz
# trees below and by the Python build (the aarch64 check builds its own).
step "XNNPACK"
bash scripts/build-xnnpack.sh build-xnnpack
xnnpack=-DATTN_XNNPACK_PREFIX=$PWD/build-xnnpack/install
export ATTN_XNNPACK_PREFIX=$PWD/build-xnnpack/install

step "Release build"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "$xnnpack"
cmake --build build -j"$jobs"
step "GoogleTest suites"
ctest --test-dir build --output-on-failure -j"$jobs"

# The Python package (python/, pyproject.toml): built and installed into .venv as `pip install .` does it, but
# with the build requirements pinned in requirements/python.txt, then its suite, which compares its
# translations with this build's CLI.
step "Python package and its suite"
bash scripts/venv.sh
.venv/bin/python -m pip install --quiet --no-build-isolation \
  --config-settings=cmake.define.ATTN_XNNPACK_PREFIX="$ATTN_XNNPACK_PREFIX" .
ATTN_CLI=build/cli/attn .venv/bin/python -m pytest tests/python -q -p no:cacheprovider

# Benchmarks measure and never decide pass/fail; each runs once, briefly, so that none of them rots.
step "benchmarks, once each"
for bench in build/bench/*_bench; do
  filter=.
  # trainer_bench's base-size training steps (d512, 32k vocabulary) run the shipped shape's code at four times
  # its size: two minutes of fp32 on a 2-core AVX2 machine for nothing the shipped shape does not exercise.
  [[ $bench == */trainer_bench ]] && filter='base:0|LinearProduct'
  echo "smoke run: $bench ($filter)"
  "$bench" --benchmark_min_time=0.001 --benchmark_filter="$filter" > /dev/null
done
# memory_usage is not a Google Benchmark suite (it reports one process's memory): a mapped model, 2
# translators, 3 lines.
head -n 3 ../shared/data/ddtp-en-de/test.en | build/bench/memory_usage models/en-de.attn 2 map > /dev/null
# hostile_text (time per KB of hostile input against ordinary text, docs/text.md "Bounded work"): its cases
# of at most 4 KB, once.
build/bench/hostile_text models/en-de.attn ../shared/data/ddtp-en-de/test.en --quick > /dev/null

# ARM: the runtime, CLI and every test suite cross-built for aarch64 against Debian's arm64 packages
# and run under qemu-aarch64, then the first lines of the test split translated there and compared with this
# x86 build (fp32 greedy identical, int8 BLEU within 0.3); qemu runs the kernels ~100x slower than native, so
# CI translates ATTN_AARCH64_LINES lines (platforms/aarch64/README.md has the full-split figures).
step "aarch64 under qemu"
ATTN_AARCH64_LINES=${ATTN_AARCH64_LINES:-30} bash scripts/test-aarch64.sh build
# The same x86 binaries on a CPU without AVX-512 (qemu-x86_64 -cpu Haswell-noTSX): XNNPACK's and attn's
# run-time kernel choice must not assume the build machine's instruction set.
step "x86 baseline CPU under qemu"
ATTN_X86_BASELINE_CPUS=${ATTN_X86_BASELINE_CPUS:-Haswell-noTSX} ATTN_X86_BASELINE_LINES=${ATTN_X86_BASELINE_LINES:-10} \
  bash scripts/test-x86-baseline.sh build

# The runtime reads untrusted model files and text: its suites run again with sanitizers. Built with clang (as
# the fuzz tree is) at -O1 with line tables only: GCC at -O2 -g takes 2.6 times the CPU time to compile this
# tree (2-core Zen 3: 25 min for this step against 11), for the same checks.
step "AddressSanitizer + UndefinedBehaviorSanitizer"
CC=clang CXX=clang++ cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DATTN_SANITIZE=ON "$xnnpack" \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG" \
  "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG" -DATTN_BUILD_TRAINER=OFF -DATTN_BUILD_BENCH=OFF
cmake --build build-asan -j"$jobs"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  LSAN_OPTIONS=suppressions=$PWD/tests/sanitizers/lsan_suppressions.txt \
  ctest --test-dir build-asan --output-on-failure -j"$jobs"

# One Model shared by many Translators on many threads (attn.h's lifecycle), under ThreadSanitizer:
# only the concurrency suite is built here. A TSAN report makes the test process exit non-zero, so ctest fails.
step "ThreadSanitizer"
cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DATTN_BUILD_TRAINER=OFF "$xnnpack" \
  -DATTN_BUILD_BENCH=OFF -DCMAKE_CXX_FLAGS=-fsanitize=thread -DCMAKE_C_FLAGS=-fsanitize=thread \
  -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread
cmake --build build-tsan --target concurrency_tests -j"$jobs"
TSAN_OPTIONS=halt_on_error=1 ctest --test-dir build-tsan -R '^Concurrency' --output-on-failure -j"$jobs"

# Each libFuzzer target (tests/fuzz) for a bounded time over a copy of its seed corpus, built with clang,
# AddressSanitizer and UndefinedBehaviorSanitizer. The seed corpora themselves already ran above as ordinary
# tests (fuzz.*.seed_corpus), in both the Release and the sanitizer builds.
step "fuzz targets"
# 30 seconds each keeps CI near an hour on 2 cores; longer campaigns are run by hand (tests/fuzz/README.md).
bash scripts/fuzz.sh "${ATTN_FUZZ_SECONDS:-30}"
step "PASS"
