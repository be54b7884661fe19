#!/usr/bin/env bash
# Trains (or resumes, or continues from a checkpoint) one translation direction with attn-train, converts its
# newest checkpoint (or the average of the newest AVERAGE) to int8, scores fp32 and int8 on the test split
# (bench/model_card.sh) and writes models/SRC-TGT.attn with the int8 beam-4 test BLEU in its metadata ("bleu",
# which `attn models` shows). The int8 model carries a vocabulary shortlist built from the training corpus
# (attn-convert --shortlist-source/--shortlist-target, its defaults: 192 target pieces per source piece by IBM
# Model 1 plus the 1,024 most frequent; docs/model.md), and its linear layers quantize their input at run time
# (attn-convert --quantize int8, format version 5; docs/model.md, "int8 models").
#
#   models/build.sh SRC TGT [MINUTES]    e.g. models/build.sh de en 120; MINUTES 0 (default): convert only
#
# The corpus is ../shared/data/ddtp-en-X (en-de, de-en, en-fr, fr-en). Environment: BUILD (build), RUN
# (runs/SRC-TGT), AVERAGE (1: no averaging), CHECKPOINT (convert this checkpoint directory, e.g. a committed
# models/checkpoints/de-en-avg3500-4000, instead of RUN's newest), LENGTH_PENALTY (chosen on dev when not
# given), INIT_FROM (a checkpoint directory to continue from with --init-from when RUN has no checkpoint yet),
# PRECISION (auto), THREADS (2). The recipe (models/README.md): d256, 4 heads, d_ff 1024, 6+3 layers, pre-norm,
# joint 8k SentencePiece, batches of 6,000 target tokens, warm-up 800, label smoothing 0.1, dropout 0.1.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
src=${1:?usage: models/build.sh SRC TGT [MINUTES]}
tgt=${2:?usage: models/build.sh SRC TGT [MINUTES]}
minutes=${3:-0}
other=$([[ $src == en ]] && echo "$tgt" || echo "$src")
data=$root/../shared/data/ddtp-en-$other
[[ -f $data/train.$src && -f $data/train.$tgt ]] || { echo "no corpus for $src-$tgt in $data" >&2; exit 2; }
build=${BUILD:-build}
run=${RUN:-runs/$src-$tgt}
average=${AVERAGE:-1}
precision=${PRECISION:-auto}
threads=${THREADS:-2}
train=("$build/trainer/attn-train")

if (( minutes > 0 )); then
  common=(--max-minutes "$minutes" --threads "$threads" --precision "$precision")
  if [[ -e $run/latest ]]; then
    "${train[@]}" --resume "$run" "${common[@]}"
  else
    data_options=(--src "$data/train.$src" --tgt "$data/train.$tgt" --dev-src "$data/dev.$src" --dev-tgt "$data/dev.$tgt"
                  --run "$run" --batch-tokens 6000 --warmup 800 --checkpoint-every 250 --keep 8 --log-every 10
                  --dev-bleu-sentences 200)
    if [[ -n ${INIT_FROM:-} ]]; then
      "${train[@]}" --init-from "$INIT_FROM" --init-warmup 200 "${data_options[@]}" "${common[@]}"
    else
      "${train[@]}" --source-lang "$src" --target-lang "$tgt" --vocab-size 8000 --d-model 256 --heads 4 --d-ff 1024 \
        --encoder-layers 6 --decoder-layers 3 --pre-norm "${data_options[@]}" "${common[@]}"
    fi
  fi
fi

# The newest $average checkpoints, oldest first (checkpoint-<step> directories).
if [[ -n ${CHECKPOINT:-} ]]; then
  checkpoints=("$CHECKPOINT")
  mkdir -p "$run"
else
  mapfile -t checkpoints < <(ls -d "$run"/checkpoint-* | awk -F'checkpoint-' '{ print $NF "\t" $0 }' | sort -n |
                             cut -f2 | tail -n "$average")
fi
source_dir=${checkpoints[-1]}
if (( average > 1 )) && [[ -z ${CHECKPOINT:-} ]]; then
  echo "averaging: ${checkpoints[*]}"
  rm -rf "$run/averaged-ship"
  "${train[@]}" average --out "$run/averaged-ship" "${checkpoints[@]}"
  source_dir=$run/averaged-ship
fi

names=$(basename -a "${checkpoints[@]}" | paste -sd, -)
fp32=$build/$src-$tgt-fp32.attn
int8=models/$src-$tgt.attn
shortlist=(--shortlist-source "$data/train.$src" --shortlist-target "$data/train.$tgt")
"$build/converter/attn-convert" "$source_dir" -o "$int8" --quantize int8 \
  "${shortlist[@]}" --metadata "checkpoints=$names"
# The length penalty (GNMT alpha) with the best dev BLEU at beam 4 for the int8 model, stored in both files as
# metadata length_penalty, which `attn translate` and attn.Translator use unless given one: at the runtime's
# default 0.6 the models' output was 5-12% shorter than the references (models/README.md).
if [[ -z ${LENGTH_PENALTY:-} ]]; then
  best=-1
  for alpha in 0.6 1.0 1.4 2.0 2.5 3.0; do
    "$build/cli/attn" translate -m "$int8" --beam 4 --length-penalty "$alpha" --threads "$threads" \
      -i "$data/dev.$src" -o "$run/dev-lp$alpha.$tgt"
    score=$(.venv/bin/sacrebleu "$data/dev.$tgt" -i "$run/dev-lp$alpha.$tgt" -m bleu -b -w 2)
    echo "dev BLEU at length penalty $alpha: $score"
    if awk -v a="$score" -v b="$best" 'BEGIN { exit !(a > b) }'; then best=$score LENGTH_PENALTY=$alpha; fi
  done
  echo "length penalty $LENGTH_PENALTY (dev BLEU $best, int8, beam 4)"
fi
meta=(--metadata "checkpoints=$names" --metadata "length_penalty=$LENGTH_PENALTY")
"$build/converter/attn-convert" "$source_dir" -o "$fp32" --quantize none "${meta[@]}"
"$build/converter/attn-convert" "$source_dir" -o "$int8" --quantize int8 \
  "${shortlist[@]}" "${meta[@]}"
card=$run/card-scores.md
bench/model_card.sh "$data/test.$src" "$data/test.$tgt" "$fp32" "$int8" | tee "$card"
# The int8 beam-4 row (model_card.sh names files without their directory): | `X.attn` | bytes | beam 4 | BLEU | ...
bleu=$(awk -F'|' -v m="\`$(basename "$int8")\`" '$2 ~ m && $4 ~ /beam 4/ { gsub(/ /, "", $5); print $5 }' "$card")
"$build/converter/attn-convert" "$source_dir" -o "$int8" --quantize int8 \
  "${shortlist[@]}" "${meta[@]}" --metadata "bleu=$bleu"
echo "wrote $int8 (test BLEU $bleu, int8 beam 4)"
