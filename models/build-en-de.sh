#!/usr/bin/env bash
# Reproduces models/en-de.attn: trains (or resumes) the EN→DE run with attn-train, takes its newest checkpoint
# (or the average of the newest AVERAGE), converts it to int8 with calibration on the training source text,
# and scores it on the test split (models/README.md has the figures this produced).
#
#   models/build-en-de.sh [MINUTES]     train (resume) for at most MINUTES (default 0: no training), then convert
#
# Environment: BUILD (default build), RUN (default runs/ddtp-en-de), AVERAGE (checkpoints averaged, default 1: none).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
build=${BUILD:-build}
run=${RUN:-runs/ddtp-en-de}
minutes=${1:-0}
average=${AVERAGE:-1}
data=$root/../shared/data/ddtp-en-de

if (( minutes > 0 )); then
  if [[ -e $run/latest ]]; then
    "$build/trainer/attn-train" --resume "$run" --max-minutes "$minutes" --threads 2
  else
    "$build/trainer/attn-train" \
      --src "$data/train.en" --tgt "$data/train.de" --dev-src "$data/dev.en" --dev-tgt "$data/dev.de" \
      --source-lang en --target-lang de --run "$run" \
      --vocab-size 8000 --d-model 256 --heads 4 --d-ff 1024 --encoder-layers 6 --decoder-layers 3 --pre-norm \
      --batch-tokens 6000 --warmup 800 --max-minutes "$minutes" \
      --checkpoint-every 250 --keep 5 --log-every 10 --dev-bleu-sentences 200 --threads 2
  fi
fi

# The newest $average checkpoints, oldest first (checkpoint-<step> directories).
mapfile -t checkpoints < <(ls -d "$run"/checkpoint-* | awk -F'checkpoint-' '{ print $NF "\t" $0 }' | sort -n |
                           cut -f2 | tail -n "$average")
source_dir=${checkpoints[-1]}
if (( average > 1 )); then
  echo "averaging: ${checkpoints[*]}"
  rm -rf "$run/averaged-ship"
  "$build/trainer/attn-train" average --out "$run/averaged-ship" "${checkpoints[@]}"
  source_dir=$run/averaged-ship
fi

"$build/converter/attn-convert" "$source_dir" -o "$build/en-de-fp32.attn" --quantize none \
  --metadata "checkpoints=$(basename -a "${checkpoints[@]}" | paste -sd, -)"
"$build/converter/attn-convert" "$source_dir" -o models/en-de.attn --quantize int8 \
  --calibration "$data/train.en" \
  --metadata "checkpoints=$(basename -a "${checkpoints[@]}" | paste -sd, -)"
bench/model_card.sh "$data/test.en" "$data/test.de" "$build/en-de-fp32.attn" models/en-de.attn
