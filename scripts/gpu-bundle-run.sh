#!/usr/bin/env bash
# run.sh of the GPU bundle (scripts/gpu-bundle.sh makes the bundle and copies this file into it). On a machine
# with the NVIDIA driver and CUDA's runtime and cuBLAS, in phases, each with a progress line:
#   1. unpack   payload.tar.xz into OUT_DIR/bundle (once)
#   2. gpu      nvidia-smi into OUT_DIR/gpu.txt; every library the binaries need is found
#   3. tests    trainer_gpu_tests (OUT_DIR/tests/), then under compute-sanitizer's memcheck and racecheck when
#               compute-sanitizer is on PATH (or in /usr/local/cuda/bin)
#   4. bench    bench/gpu_train_throughput.sh: attn-train beside PyTorch (when python3 has torch with CUDA and
#               sentencepiece; otherwise attn-train alone) -> OUT_DIR/benchmark.md, runs in OUT_DIR/bench/
#   5. train    attn-train from init/ for --minutes on the corpus slice, dev evaluation, checkpoints and the
#               average of the last four -> OUT_DIR/train/ (log.jsonl, averaged/, latest); console in train.out
# Everything lands in OUT_DIR; OUT_DIR/progress.log repeats the progress lines.
#
#   ./run.sh OUT_DIR [--minutes N] [--steps N] [--batch-tokens N] [--only PHASES] [--no-sanitizer]
#                    [--bench-args "..."] [--dev-bleu-sentences N] [--python PATH]
#     --minutes N          training time (6); --steps N stops training after N steps instead, if sooner
#     --batch-tokens N     training batch (24000)
#     --only PHASES        e.g. "tests bench" (default: gpu tests bench train)
#     --bench-args "..."   extra options of bench/gpu_train_throughput.sh, e.g. "--steps 20 --shapes shipped"
# ATTN_BUNDLE_BACKEND=cpu runs the same phases on the CPU backend (no GPU needed; the GPU tests skip themselves):
# a check that the bundle works end to end, with small --minutes, --batch-tokens and --bench-args.
set -euo pipefail
bundle=$(cd "$(dirname "$0")" && pwd)
die() { echo "run.sh: $*" >&2; exit 1; }
[[ $# -ge 1 && $1 != -* ]] || { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
out=$1
shift
minutes=6 steps='' batch_tokens=24000 only="gpu tests bench train" sanitizer=1 bench_args='' dev_bleu=300 python=''
while (($#)); do
  case $1 in
    --minutes) minutes=$2 ;;
    --steps) steps=$2 ;;
    --batch-tokens) batch_tokens=$2 ;;
    --only) only=$2 ;;
    --no-sanitizer) sanitizer=0; shift; continue ;;
    --bench-args) bench_args=$2 ;;
    --dev-bleu-sentences) dev_bleu=$2 ;;
    --python) python=$2 ;;
    *) die "unknown option $1 (run.sh without arguments lists them)" ;;
  esac
  shift 2 || die "$1 needs a value"
done
backend=${ATTN_BUNDLE_BACKEND:-cuda}
[[ $backend == cuda || $backend == cpu ]] || die "ATTN_BUNDLE_BACKEND: '$backend' is neither cuda nor cpu"
mkdir -p "$out"
out=$(cd "$out" && pwd)
threads=$(nproc)
((threads > 16)) && threads=16
progress() { printf '[%s] %s\n' "$(date -u +%H:%M:%S)" "$*" | tee -a "$out/progress.log"; }
wants() { [[ " $only " == *" $1 "* ]]; }

root=$out/bundle
if [[ ! -x $root/bin/attn-train || $bundle/payload.tar.xz -nt $root/bin/attn-train ]]; then
  progress "unpack: payload.tar.xz -> $root"
  rm -rf "$root"
  mkdir -p "$root"
  xz -dc "$bundle/payload.tar.xz" | tar -x -C "$root"
  touch "$root/bin/attn-train"
fi
attn=$root/bin/attn-train
progress "unpack: $(head -1 "$root/MANIFEST")"
# The bundled libstdc++ (Debian 12's) needs glibc 2.36; the binaries themselves need 2.34 and GLIBCXX_3.4.30. On
# glibc 2.34-2.35 (Ubuntu 22.04) the machine's own libstdc++ serves when it is GCC 12's or newer.
glibc=$(getconf GNU_LIBC_VERSION | awk '{ print $2 }')
if [[ -f $root/bin/lib/libstdc++.so.6 && $(printf '%s\n' 2.36 "$glibc" | sort -V | head -1) != 2.36 ]]; then
  system_libstdcxx=$(ldconfig -p | awk '/libstdc\+\+\.so\.6 .*x86-64/ { print $NF; exit }')
  [[ -n $system_libstdcxx ]] && grep -q GLIBCXX_3.4.30 "$system_libstdcxx" ||
    die "glibc $glibc is older than the bundled libstdc++ needs (2.36) and the machine's libstdc++ lacks GLIBCXX_3.4.30"
  rm -f "$root/bin/lib/libstdc++.so.6" "$root/bin/lib/libgcc_s.so.1"
  progress "unpack: glibc $glibc: the machine's $system_libstdcxx instead of the bundled one"
fi

# cuBLAS where the loader does not look: the toolkit's usual folders, then a pip-installed copy (PyTorch's).
missing() { ldd "$attn" "$root/bin/trainer_gpu_tests" | awk '/not found/ { print $1 }' | sort -u | tr '\n' ' '; }
if [[ -n $(missing) ]]; then
  for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/*/lib $(python3 - 2> /dev/null << 'EOF'
import glob, os, site
for p in site.getsitepackages():
    for f in glob.glob(p + "/nvidia/**/libcublas.so.*", recursive=True):
        print(os.path.dirname(f))
EOF
  ); do
    [[ -d $dir ]] || continue
    export LD_LIBRARY_PATH=$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    [[ -z $(missing) ]] && { progress "gpu: cuBLAS from $dir"; break; }
  done
fi

if wants gpu; then
  missing=$(missing)
  [[ -z $missing ]] || die "this machine lacks $missing(cuBLAS 13 and the driver's libcuda.so.1: install CUDA 13's libraries or put them on LD_LIBRARY_PATH)"
  if [[ $backend == cuda ]]; then
    nvidia-smi > "$out/gpu.txt" 2>&1 || die "nvidia-smi failed: $(tail -1 "$out/gpu.txt")"
    progress "gpu: $(nvidia-smi --query-gpu=name,driver_version,memory.total,power.limit --format=csv,noheader | head -1)"
  else
    progress "gpu: none (ATTN_BUNDLE_BACKEND=cpu): $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores"
  fi
fi

if wants tests; then
  mkdir -p "$out/tests"
  summary() { grep -oE '^\[ +(PASSED|FAILED|SKIPPED) +\] [0-9]+ tests?' "$1" | sed 's/\[ *//; s/ *\]//' | tr '\n' ' '; }
  status=0
  "$root/bin/trainer_gpu_tests" --gtest_output="xml:$out/tests/trainer_gpu_tests.xml" > "$out/tests/trainer_gpu_tests.log" 2>&1 || status=$?
  progress "tests: trainer_gpu_tests: $(summary "$out/tests/trainer_gpu_tests.log")(exit $status)"
  sanitizer_bin=$(command -v compute-sanitizer || ls /usr/local/cuda/bin/compute-sanitizer 2> /dev/null || true)
  if ((sanitizer)) && [[ $backend == cuda && -n $sanitizer_bin ]]; then
    for tool in memcheck racecheck; do
      status=0
      "$sanitizer_bin" --tool "$tool" --error-exitcode 3 "$root/bin/trainer_gpu_tests" > "$out/tests/$tool.log" 2>&1 || status=$?
      progress "tests: $tool: $(grep -m1 'ERROR SUMMARY' "$out/tests/$tool.log" || echo 'no summary') $(summary "$out/tests/$tool.log")(exit $status)"
    done
  elif ((sanitizer)); then
    progress "tests: compute-sanitizer not run ($([[ $backend == cuda ]] && echo 'not on PATH' || echo 'CPU backend'))"
  fi
fi

if wants bench; then
  progress "bench: attn-train and PyTorch side by side (bench/gpu_train_throughput.sh) -> $out/benchmark.md"
  status=0
  # shellcheck disable=SC2086 # --bench-args is a list of options
  "$root/bench/gpu_train_throughput.sh" --backend "$backend" --attn-train "$attn" --data "$root/data" \
    --pairs "$(wc -l < "$root/data/train.en")" --init "$root/init" --work "$out/bench" --threads "$threads" \
    ${python:+--python "$python"} $bench_args > "$out/benchmark.md" 2> "$out/bench.err" || status=$?
  ((status == 0)) || progress "bench: failed (exit $status): $(tail -1 "$out/bench.err")"
  grep '^|' "$out/benchmark.md" | tail -n +3 | while read -r row; do progress "bench: $row"; done
fi

if wants train; then
  run=$out/train
  first=$(sed -n 's/.*"step": *"\([0-9]*\)".*/\1/p' "$root/init/config.json" | head -1)
  stop=(--max-minutes "$minutes")
  [[ -n $steps ]] && stop+=(--max-steps $((${first:-0} + steps)))
  args=(--src "$root/data/train.en" --tgt "$root/data/train.de" --dev-src "$root/data/dev.en"
    --dev-tgt "$root/data/dev.de" --backend "$backend" --threads "$threads" --batch-tokens "$batch_tokens"
    --checkpoint-every 250 --keep 6 --average-last 4 --log-every 50 --dev-bleu-sentences "$dev_bleu" "${stop[@]}")
  status=0
  if [[ -f $run/run.json ]]; then
    progress "train: resuming $run for $minutes min${steps:+ or $steps steps}"
    "$attn" --resume "$run" --average-last 4 "${stop[@]}" >> "$out/train.out" 2>&1 || status=$?
  else
    progress "train: $minutes min${steps:+ or $steps steps} from init/ (step ${first:-?}), batches of $batch_tokens tokens -> $run"
    "$attn" --init-from "$root/init" --run "$run" "${args[@]}" > "$out/train.out" 2>&1 || status=$?
  fi
  last=$(grep '"kind":"train"' "$run/log.jsonl" 2> /dev/null | tail -1 |
    awk '{ match($0, /"step":[0-9]+/); step = substr($0, RSTART + 7, RLENGTH - 7)
           match($0, /"target_tokens_per_second":[0-9.eE+-]+/); rate = substr($0, RSTART + 27, RLENGTH - 27)
           printf "step %s, %.0f target tok/s", step, rate }')
  dev=$(grep '"kind":"dev"' "$run/log.jsonl" 2> /dev/null | tail -1 |
    awk '{ match($0, /"loss":[0-9.eE+-]+/); loss = substr($0, RSTART + 7, RLENGTH - 7)
           match($0, /"bleu":[0-9.eE+-]+/); bleu = substr($0, RSTART + 7, RLENGTH - 7)
           printf "dev loss %.4f, BLEU %.1f", loss, bleu }')
  progress "train: exit $status; ${last:-no step logged}; ${dev:-no dev evaluation}; averaged: $([[ -d $run/averaged ]] && echo "$run/averaged" || echo none)"
  ((status == 0)) || die "training failed: see $out/train.out"
fi
progress "done: results in $out"
