#!/usr/bin/env bash
# x86 CPUs without AVX-512 (platforms/aarch64/README.md, "x86 without AVX-512"): XNNPACK picks its kernels at
# run time from what cpuinfo reports, so one x86 binary must be right on every x86-64 CPU, not only on the
# AVX-512 machine it was built and benchmarked on. This runs the same, unchanged x86 binaries under qemu-x86_64
# with older CPU models:
#   Haswell-noTSX  AVX2 + FMA3, no AVX-512  (the AVX2 kernels; needs qemu >= 7.2, which emulates AVX2)
#   Nehalem        SSE4.2, no AVX at all    (the SSE kernels)
# qemu 7.2 emulates no AVX-512 instruction, so an AVX-512 (or, under Nehalem, an AVX) kernel picked by mistake
# dies with SIGILL instead of passing. For each CPU model: the runtime suites that check the linear kernels
# against naive references (tests/runtime/{kernels,quant}), then the first ATTN_X86_BASELINE_LINES lines of the
# test split translated with an fp32 model (greedy) and with the shipped int8 model (beam 4), each compared line
# by line with the native run of the same binary.
#
#   scripts/test-x86-baseline.sh [BUILD]     BUILD: a built x86 build directory with tests (default build)
#
# Environment: ATTN_X86_BASELINE_CPUS (default "Haswell-noTSX Nehalem"), ATTN_X86_BASELINE_LINES (default 20:
# TCG runs the kernels ~100x slower than native, about 15 s a line for fp32 greedy + int8 beam 4),
# ATTN_X86_BASELINE_SUITES (default "kernels quant"; any of tests/runtime/*, e.g. api),
# ATTN_X86_BASELINE_FORCE=1 (emulate Haswell even on a host without AVX-512, which is skipped otherwise),
# ATTN_X86_BASELINE_MIN_IDENTICAL (percent of lines identical to native, default 95: each ISA's kernels sum in
# their own order, so a near tie between two tokens may break the other way; platforms/aarch64/README.md).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
build=${1:-${ATTN_X86_BUILD:-build}}
cpus=${ATTN_X86_BASELINE_CPUS:-Haswell-noTSX Nehalem}
n=${ATTN_X86_BASELINE_LINES:-20}
min_identical=${ATTN_X86_BASELINE_MIN_IDENTICAL:-95}
suites=${ATTN_X86_BASELINE_SUITES:-kernels quant}
fail() { echo "test-x86-baseline: FAIL: $*" >&2; exit 1; }

for f in "$build/cli/attn" "$build/converter/attn-convert"; do
  [[ -x $f ]] || fail "$f is missing: pass a built x86 build directory"
done
command -v qemu-x86_64 > /dev/null || fail "qemu-x86_64 is missing (scripts/setup.sh installs qemu-user)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
head -n "$n" "$root/../shared/data/ddtp-en-de/test.en" > "$work/src.en"

# qemu warns once per CPUID feature that TCG cannot emulate (pcid, x2apic...): none matters to user code.
quiet() { grep -v "TCG doesn't support requested feature" >&2 || true; }

# cpuinfo as the build links it: the vendored XNNPACK install the build tree uses (cmake/AttnXnnpack.cmake).
cpuinfo=$(sed -n 's/^ATTN_XNNPACK_PREFIX:PATH=//p' "$build/CMakeCache.txt")
[[ -n $cpuinfo ]] || cpuinfo=$build/xnnpack/install
cc -std=c11 -O2 -Wall -Wextra platforms/aarch64/isa_report.c -I"$cpuinfo/include" "$cpuinfo/lib/libcpuinfo.a" -lpthread \
  -o "$work/isa_report"
echo "== native: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-)"
"$work/isa_report"
"$build/converter/attn-convert" models/checkpoints/en-de-sw-avg16000-16542 -o "$work/fp32.attn" --quantize none > /dev/null
# translate PREFIX [qemu-x86_64 -cpu MODEL]: both models over the sample, into $work/PREFIX.{fp32,int8}
translate() {
  local prefix=$1
  shift
  "$@" "$build/cli/attn" translate --model "$work/fp32.attn" --beam 1 -i "$work/src.en" -o "$work/$prefix.fp32"
  "$@" "$build/cli/attn" translate --model models/en-de.attn --beam 4 -i "$work/src.en" -o "$work/$prefix.int8"
}
translate native

# On a host with AVX2 and FMA but no AVX-512 the native runs (the build's ctest, the translations above) have
# already taken the AVX2 kernels that Haswell stands for: emulating it again adds minutes, not coverage.
# ATTN_X86_BASELINE_FORCE=1 runs it anyway.
host_is_haswell_class=0
if [[ ${ATTN_X86_BASELINE_FORCE:-0} != 1 ]] && grep -qw avx2 /proc/cpuinfo && ! grep -qw avx512f /proc/cpuinfo; then
  host_is_haswell_class=1
fi

for cpu in $cpus; do
  if [[ $cpu == Haswell* && $host_is_haswell_class == 1 ]]; then
    echo "== -cpu $cpu: not emulated, this host is such a CPU (AVX2, no AVX-512); its native runs covered it"
    continue
  fi
  echo "== qemu-x86_64 -cpu $cpu"
  qemu-x86_64 -cpu "$cpu" "$work/isa_report" 2> >(quiet)
  # ctest would run the binaries natively: each suite's gtest binary runs whole under qemu instead.
  for suite in $suites; do
    bin=$build/tests/runtime/$suite/${suite}_tests
    [[ -x $bin ]] || fail "$bin is missing (build the tests in $build)"
    echo "-- ${suite}_tests"
    qemu-x86_64 -cpu "$cpu" "$bin" --gtest_brief=1 2> >(quiet) | tail -n 2 ||
      fail "${suite}_tests under -cpu $cpu"
  done
  start=$(date +%s.%N)
  translate "$cpu" qemu-x86_64 -cpu "$cpu" 2> >(quiet)
  seconds=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  for precision in fp32 int8; do
    same=$(paste -d '\t' "$work/native.$precision" "$work/$cpu.$precision" |
           awk -F'\t' '$1 == $2 { s++ } END { print s + 0 }')
    echo "$precision under -cpu $cpu: $same/$n lines identical to native"
    awk -v s="$same" -v n="$n" -v m="$min_identical" 'BEGIN { exit !(100 * s >= m * n) }' ||
      fail "-cpu $cpu, $precision: only $same of $n lines identical to the native translation (need $min_identical%)"
  done
  echo "translations under -cpu $cpu: $seconds s"
done
echo "test-x86-baseline: PASS"
