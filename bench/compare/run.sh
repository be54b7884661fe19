#!/usr/bin/env bash
# One command for the side-by-side comparison (see bench/compare/README.md):
#
#   bench/compare/run.sh CHECKPOINT_DIR [--quick] [--sentences N] [--wait default|passive] [--install]
#   bench/compare/run.sh --base [--length N] [--quick] [--sentences N] [--wait default|passive] [--install]
#
# Runs attn (fp32, and int8 when attn-convert can make it), PyTorch eager, ONNX Runtime fp32/int8 and
# CTranslate2 float32/int8 on the same checkpoint and the same sentences of the ddtp-en-de test split; checks
# their greedy outputs against attn fp32 first, then times them. Writes bench/RESULTS.md and
# bench/results_latency.png, then rewrites README.md's speed table from bench/RESULTS.md and RESULTS-base.md
# (bench/compare/report.py --readme); --quick (first 50 sentences) writes into the work folder instead and leaves
# README.md alone, so a trial run never replaces the real report.
#
# --base: instead of a checkpoint, a random-weight model of the paper's base size (random_checkpoint.py: d_model
# 512, 8 heads, d_ff 2048, 6 + 6 layers, 32k SentencePiece vocabulary trained on ddtp-en-de train), made once in
# $ATTN_BUILD_DIR/compare-base/checkpoint. Every engine decodes exactly --length (default 64) tokens per sentence;
# default 100 sentences (--quick: 20). Writes bench/RESULTS-base.md and bench/results_latency_base.png.
# --wait passive: the peers' idle threads sleep at once instead of spinning (README.md, Threads).
#
# Every engine runs from Python: attn through the attn package installed in .venv (attn_package_runner.py), the
# peers through theirs (peer_runner.py). attn_runner (C API, no interpreter) runs once per attn model for the
# runtime's own peak RSS.
# Environment: ATTN_BUILD_DIR (default build/) is configured if needed and attn_runner + attn-convert are built
# there; models and raw runs go to $ATTN_BUILD_DIR/compare-work. The checkpoint is only read.
# --install first runs scripts/venv.sh bench (PyPI, pinned in requirements/bench.txt), then installs the attn
# package from this checkout into .venv (pip install --no-build-isolation .).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
usage="usage: bench/compare/run.sh (CHECKPOINT_DIR | --base [--length N]) [--quick] [--sentences N] [--wait default|passive] [--install]"
checkpoint=""
sentences=0
quick=0
install=0
base=0
length=64
wait=default
while (($#)); do
  case $1 in
    --quick) quick=1 ;;
    --base) base=1 ;;
    --sentences) [[ $# -ge 2 ]] || { echo "$usage" >&2; exit 2; }; sentences=$2; shift ;;
    --length) [[ $# -ge 2 ]] || { echo "$usage" >&2; exit 2; }; length=$2; shift ;;
    --wait) [[ $# -ge 2 && ($2 == default || $2 == passive) ]] || { echo "$usage" >&2; exit 2; }; wait=$2; shift ;;
    --install) install=1 ;;
    -h|--help) echo "$usage"; exit 0 ;;
    -*) echo "bench/compare/run.sh: unknown option '$1'" >&2; echo "$usage" >&2; exit 2 ;;
    *) [[ -z $checkpoint ]] || { echo "bench/compare/run.sh: one checkpoint only" >&2; exit 2; }; checkpoint=$1 ;;
  esac
  shift
done
if (( base )); then
  [[ -z $checkpoint ]] || { echo "bench/compare/run.sh: --base makes its own checkpoint; give no CHECKPOINT_DIR" >&2; exit 2; }
  [[ $length =~ ^[0-9]+$ ]] && (( length >= 1 && length <= 255 )) || {
    echo "bench/compare/run.sh: --length expects 1..255 (the model's max_positions is 256), got '$length'" >&2; exit 2; }
  (( sentences )) || { if (( quick )); then sentences=20; else sentences=100; fi; }
else
  [[ -n $checkpoint ]] || { echo "$usage" >&2; exit 2; }
  for f in model.safetensors config.json tokenizer.model; do
    [[ -f $checkpoint/$f ]] || { echo "bench/compare/run.sh: $checkpoint has no $f (not a trainer checkpoint)" >&2; exit 1; }
  done
  checkpoint=$(cd "$checkpoint" && pwd)
  (( sentences || !quick )) || sentences=50
fi

data=$root/../shared/data/ddtp-en-de
for f in test.en test.de train.en train.de; do
  [[ -f $data/$f ]] || { echo "bench/compare/run.sh: missing $data/$f (shared corpora)" >&2; exit 1; }
done

if (( install )); then
  bash "$root/scripts/venv.sh" bench
  "$root/.venv/bin/python" -m pip install --quiet --no-build-isolation "$root"
fi
py=$root/.venv/bin/python
if [[ ! -x $py ]] || ! missing=$("$py" - <<'PYEOF'
import importlib.util, sys
need = ["torch", "onnxruntime", "onnx", "onnxscript", "ctranslate2", "sentencepiece", "safetensors", "numpy",
        "matplotlib", "sacrebleu"]
gone = [m for m in need if importlib.util.find_spec(m) is None]
print(" ".join(gone))
sys.exit(1 if gone else 0)
PYEOF
); then
  echo "bench/compare/run.sh: the virtual environment $root/.venv lacks the comparison peers (${missing:-no .venv})." >&2
  echo "  Install them (PyPI, versions pinned in requirements/bench.txt): scripts/venv.sh bench" >&2
  echo "  or rerun with --install." >&2
  exit 1
fi
# attn itself: the package built from this checkout (what is measured is what is installed, so a package older
# than the runtime's or the bindings' sources is reported; the report also compares it with attn_runner, which
# is built from the checkout below).
if ! attn_module=$("$py" -c 'import attn._attn as m; print(m.__file__)' 2>/dev/null); then
  echo "bench/compare/run.sh: the attn package is not installed in $root/.venv." >&2
  echo "  Install it from this checkout: (cd $root && .venv/bin/pip install --no-build-isolation .)" >&2
  echo "  or rerun with --install." >&2
  exit 1
fi
if newer=$(find "$root/runtime" "$root/python" -type f -newer "$attn_module" -print -quit) && [[ -n $newer ]]; then
  echo "bench/compare/run.sh: warning: $newer is newer than the installed attn package ($attn_module);" \
       "if the runtime changed, reinstall it (.venv/bin/pip install --no-build-isolation .) or rerun with --install" >&2
fi

build=${ATTN_BUILD_DIR:-$root/build}
if [[ ! -f $build/CMakeCache.txt ]]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
if ! cmake --build "$build" --target attn_runner attn-convert -j2 >"$build/compare-build.log" 2>&1; then
  tail -30 "$build/compare-build.log" >&2
  echo "bench/compare/run.sh: building attn_runner and attn-convert in $build failed (log: $build/compare-build.log)" >&2
  exit 1
fi

extra=(--wait "$wait")
if (( base )); then
  # Made once; remade when random_checkpoint.py is newer than it (a changed recipe is a different model).
  checkpoint=$build/compare-base/checkpoint
  if [[ ! -f $checkpoint/config.json || $root/bench/compare/random_checkpoint.py -nt $checkpoint/config.json ]]; then
    echo "bench/compare/run.sh: making the random base-size checkpoint in $checkpoint" >&2
    "$py" "$root/bench/compare/random_checkpoint.py" "$checkpoint" --corpus "$data/train.en,$data/train.de"
    rm -rf "$build/compare-base/work"  # models converted from the old checkpoint
  fi
  work=$build/compare-base/work
  suffix=-base
  # No vocabulary shortlist at the base size: a random-weight model's argmax is any of the 32k pieces, most of
  # them outside the corpus's shortlist, so a shortlisted attn int8 would translate something else (0% agreement)
  # and do less vocabulary work than the peers; with the full vocabulary every engine does the same work.
  extra+=(--max-length "$length"
          --title "attn against the other engines: random-weight model of the paper's base size")
  cmd="bench/compare/run.sh --base --length $length"
else
  work=$build/compare-work
  suffix=""
  extra+=(--shortlist-target "$data/train.de")
  cmd="bench/compare/run.sh $checkpoint"
fi
if (( quick )); then
  results=$work/RESULTS$suffix-quick.md
  chart=$work/results_latency$suffix.png
else
  results=$root/bench/RESULTS$suffix.md
  chart=$root/bench/results_latency${suffix//-/_}.png
fi
if (( quick )); then cmd+=" --quick"; elif (( sentences )); then cmd+=" --sentences $sentences"; fi
[[ $wait == default ]] || cmd+=" --wait $wait"
"$py" "$root/bench/compare/compare.py" --checkpoint "$checkpoint" --build "$build" --work "$work" \
  --input "$data/test.en" --reference "$data/test.de" --train-source "$data/train.en" \
  --sentences "$sentences" \
  --results "$results" --chart "$chart" --command "$cmd" "${extra[@]}"
echo "results: $results"
if (( ! quick )); then  # README.md's speed table is read from the committed-to-be results files
  "$py" "$root/bench/compare/report.py" --readme "$root/README.md" "$root/bench/RESULTS.md" \
    "$root/bench/RESULTS-base.md"
  echo "README.md: speed table rewritten from bench/RESULTS.md and bench/RESULTS-base.md"
fi
