#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz with clang (AddressSanitizer + UndefinedBehaviorSanitizer) and
# runs each for SECONDS (default 60) over a copy of its seed corpus; fails on any crash, leak or sanitizer
# report. Prints per target: executions, final corpus size and coverage (cov/ft from libFuzzer's last line).
#
#   scripts/fuzz.sh [SECONDS]
# Environment: ATTN_FUZZ_BUILD_DIR (default build-fuzz), ATTN_FUZZ_TARGETS (default: all thirteen),
# ATTN_FUZZ_JOBS (build parallelism, default 2), ATTN_FUZZ_PARALLEL (targets fuzzed at once, default nproc),
# ATTN_XNNPACK_PREFIX (a shared XNNPACK build, scripts/build-xnnpack.sh; default: the fuzz tree builds its own),
# ATTN_FUZZ_WORK (where corpus copies, logs and crash files go; default a fresh directory under the build dir),
# ATTN_FUZZ_KEEP_GOING=1 (libFuzzer's fork mode with -ignore_crashes=1: a long run collects every crash instead
# of stopping at the first; the run still fails). The repository's corpus is never written.
set -euo pipefail

seconds="${1:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ATTN_FUZZ_BUILD_DIR:-$root/build-fuzz}"
targets="${ATTN_FUZZ_TARGETS:-model_load translate tokenizer api_sequence markup bounded_work po_catalog xliff android_strings qt_ts json_catalog xcstrings apple_strings stringsdict}"
jobs="${ATTN_FUZZ_JOBS:-2}"

command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ not found (apt-get install clang)" >&2; exit 2; }

# Configure only what the fuzz targets need: no trainer, no benchmarks (the converter's tokenizer importer
# is needed by the tokenizer target).
if [[ ! -f "$build/build.ninja" ]]; then
  CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DATTN_SANITIZE=ON -DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link \
    -DATTN_BUILD_TRAINER=OFF -DATTN_BUILD_BENCH=OFF -DATTN_ENABLE_CUDA=OFF \
    -DATTN_XNNPACK_PREFIX="${ATTN_XNNPACK_PREFIX:-}" >/dev/null
fi
binaries=()
for t in $targets; do binaries+=("fuzz_$t"); done
cmake --build "$build" --target "${binaries[@]}" -j"$jobs"

work="${ATTN_FUZZ_WORK:-$(mktemp -d "$build/fuzz-run.XXXXXX")}"
mkdir -p "$work"
# Leaks are failures too; a sanitizer report aborts so that libFuzzer keeps the input.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:allocator_may_return_null=1}"
# A system library's own leaks (tests/sanitizers/lsan_suppressions.txt says which and why).
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/tests/sanitizers/lsan_suppressions.txt}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

# Each target is one single-threaded process: ATTN_FUZZ_PARALLEL of them (default: one per core) run at once.
# Each writes its summary line (and its log's tail on failure) to files, printed in target order at the end.
parallel="${ATTN_FUZZ_PARALLEL:-$(nproc)}"
run_target() {
  local t="$1" corpus="$work/$1/corpus" max_len timeout mode log rc last execs cov ft files bytes line crashes
  rm -rf "$work/$t"
  mkdir -p "$corpus" "$work/$t/artifacts"
  cp "$root/tests/fuzz/corpus/$t/"* "$corpus/"
  # Inputs long enough for every seed; the text targets stay short so each execution stays fast.
  case "$t" in
    model_load) max_len=65536 ;;
    bounded_work) max_len=2048 ;;  # hostile text is long; the target cuts inputs at 2 KB
    xliff | android_strings | qt_ts | json_catalog | xcstrings | apple_strings | stringsdict) max_len=4096 ;;  # catalogs: the seeds are whole small files
    *) max_len=1024 ;;
  esac
  # A bounded_work input takes seconds under the sanitizers (the shipped model, beam 4).
  timeout=10
  [[ "$t" == bounded_work ]] && timeout=60
  mode=()
  [[ "${ATTN_FUZZ_KEEP_GOING:-0}" == 1 ]] && mode=(-fork=1 -ignore_crashes=1)
  log="$work/$t/fuzz.log"
  echo "== fuzz_$t for ${seconds}s (log: $log)"
  set +e
  # -rss_limit_mb also caps a single allocation: an unbounded allocation from the input is a failure.
  "$build/tests/fuzz/fuzz_$t" "$corpus" "${mode[@]}" -max_total_time="$seconds" -timeout="$timeout" -report_slow_units="$timeout" -rss_limit_mb=2048 \
    -max_len="$max_len" -print_final_stats=1 -artifact_prefix="$work/$t/artifacts/" >"$log" 2>&1
  rc=$?
  set -e
  last="$(grep -E '^#[0-9]+' "$log" | tail -1 || true)"
  execs="$(sed -nE 's/^#([0-9]+).*/\1/p' <<<"$last")"
  cov="$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")"
  ft="$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")"
  files="$(find "$corpus" -type f | wc -l)"
  bytes="$(du -sb "$corpus" | cut -f1)"
  line="fuzz_$t: ${execs:-?} executions in ${seconds}s, corpus ${files} files / ${bytes} bytes, cov ${cov:-?}, ft ${ft:-?}"
  crashes="$(find "$work/$t/artifacts" -type f | wc -l)"
  if [[ $rc -ne 0 || $crashes -ne 0 ]]; then
    line="$line — FAILED (exit $rc, $crashes crash/leak/timeout files in $work/$t/artifacts)"
    tail -40 "$log" >"$work/$t/failure"
  fi
  echo "$line" >"$work/$t/summary"
}

for t in $targets; do
  while (( $(jobs -rp | wc -l) >= parallel )); do wait -n || true; done
  run_target "$t" &
done
wait

status=0
summary=()
for t in $targets; do
  if [[ -f "$work/$t/failure" ]]; then
    echo "== fuzz_$t failed; the end of its log:"
    cat "$work/$t/failure"
    status=1
  fi
  if [[ -f "$work/$t/summary" ]]; then
    summary+=("$(cat "$work/$t/summary")")
  else
    summary+=("fuzz_$t: stopped before a result (see the output above) — FAILED")
    status=1
  fi
done
echo
echo "== fuzz summary"
printf '%s\n' "${summary[@]}"
exit $status
