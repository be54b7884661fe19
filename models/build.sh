#!/usr/bin/env bash
# Trains (or resumes, or continues from a checkpoint) one translation direction with attn-train, converts its
# newest checkpoint (or the average of the newest AVERAGE) to int8, scores fp32 and int8 on each corpus's test
# split (bench/model_card.sh, with BLEU per origin where the corpus names its lines' origins) and writes
# models/SRC-TGT.attn with the int8 beam-4 test BLEU in its metadata ("bleu", the first corpus's, which `attn
# models` shows; "bleu_NAME" per corpus). The int8 model carries a vocabulary shortlist built from the training
# corpora, each repeated as often as its sampling weight (attn-convert --shortlist-source/--shortlist-target, its
# defaults: 192 target pieces per source piece by IBM Model 1 plus the 1,024 most frequent; docs/model.md), and
# its linear layers quantize their input at run time (attn-convert --quantize int8; docs/model.md, "int8 models").
#
#   models/build.sh SRC TGT [MINUTES]    e.g. models/build.sh de en 120; MINUTES 0 (default): convert only
#
# CORPORA names the corpora and their sampling weights, "NAME:WEIGHT ...", each NAME the directory
# ../shared/data/NAME-en-X (X the language other than English); default "software:1 ddtp:3" (the software corpus
# once and DDTP three times per epoch; "ddtp:1" is the DDTP-only recipe of the earlier models). Every corpus's dev
# split is evaluated during training and in the length-penalty choice, every test split is scored.
# Environment besides: BUILD (build), RUN (runs/SRC-TGT), AVERAGE (1: no averaging), CHECKPOINT (convert this
# checkpoint directory, e.g. a committed models/checkpoints/de-en-sw-step6871, instead of RUN's newest),
# LENGTH_PENALTY (chosen on dev when not given: the best mean of the dev splits' BLEU over LENGTH_PENALTIES,
# default "0.6 1.0 1.4 2.0 2.5 3.0"; widen it when the best is at its edge), INIT_FROM (a checkpoint
# directory to continue from with --init-from when RUN has no checkpoint yet), PRECISION (auto), THREADS (2).
# The recipe (models/README.md): d256, 4 heads, d_ff 1024, 6+3 layers, pre-norm, joint 8k SentencePiece, batches
# of 6,000 target tokens, warm-up 800, label smoothing 0.1, dropout 0.1.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
src=${1:?usage: models/build.sh SRC TGT [MINUTES]}
tgt=${2:?usage: models/build.sh SRC TGT [MINUTES]}
minutes=${3:-0}
other=$([[ $src == en ]] && echo "$tgt" || echo "$src")
read -r -a corpora <<< "${CORPORA:-software:1 ddtp:3}"
names=() dirs=() weights=()
for corpus in "${corpora[@]}"; do
  name=${corpus%%:*} weight=${corpus#*:}
  [[ $corpus == *:* && $weight =~ ^[1-9][0-9]*$ ]] || { echo "CORPORA: '$corpus' is not NAME:WEIGHT" >&2; exit 2; }
  dir=$root/../shared/data/$name-en-$other
  [[ -f $dir/train.$src && -f $dir/train.$tgt ]] || { echo "no corpus for $src-$tgt in $dir" >&2; exit 2; }
  names+=("$name") dirs+=("$dir") weights+=("$weight")
done
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
    data_options=(--run "$run" --batch-tokens 6000 --warmup 800 --checkpoint-every 250 --keep 8 --log-every 10
                  --dev-bleu-sentences 300)
    for i in "${!names[@]}"; do
      d=${dirs[i]}
      data_options+=(--corpus "${names[i]}:$d/train.$src:$d/train.$tgt:${weights[i]}"
                     --dev "${names[i]}:$d/dev.$src:$d/dev.$tgt")
    done
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

checkpoint_names=$(basename -a "${checkpoints[@]}" | paste -sd, -)
fp32=$build/$src-$tgt-fp32.attn
int8=models/$src-$tgt.attn
# The shortlist's text: every corpus's training split, as many times as its weight (the training mixture).
for side in "$src" "$tgt"; do
  for i in "${!names[@]}"; do
    for ((k = 0; k < weights[i]; ++k)); do cat "${dirs[i]}/train.$side"; done
  done > "$run/shortlist-text.$side"
done
shortlist=(--shortlist-source "$run/shortlist-text.$src" --shortlist-target "$run/shortlist-text.$tgt")
"$build/converter/attn-convert" "$source_dir" -o "$int8" --quantize int8 \
  "${shortlist[@]}" --metadata "checkpoints=$checkpoint_names"
# The length penalty (GNMT alpha) with the best mean dev BLEU over the corpora at beam 4 for the int8 model,
# stored in both files as metadata length_penalty, which `attn translate` and attn.Translator use unless given
# one: at the runtime's default 0.6 the models' output was 5-12% shorter than the references (models/README.md).
if [[ -z ${LENGTH_PENALTY:-} ]]; then
  best=-1
  read -r -a alphas <<< "${LENGTH_PENALTIES:-0.6 1.0 1.4 2.0 2.5 3.0}"
  for alpha in "${alphas[@]}"; do
    scores=()
    for i in "${!names[@]}"; do
      "$build/cli/attn" translate -m "$int8" --beam 4 --length-penalty "$alpha" --threads "$threads" --no-split \
        -i "${dirs[i]}/dev.$src" -o "$run/dev-${names[i]}-lp$alpha.$tgt"
      scores+=("$(.venv/bin/sacrebleu "${dirs[i]}/dev.$tgt" -i "$run/dev-${names[i]}-lp$alpha.$tgt" -m bleu -b -w 2)")
    done
    mean=$(printf '%s\n' "${scores[@]}" | awk '{ s += $1 } END { printf "%.2f", s / NR }')
    echo "dev BLEU at length penalty $alpha: ${scores[*]} (${names[*]}), mean $mean"
    if awk -v a="$mean" -v b="$best" 'BEGIN { exit !(a > b) }'; then best=$mean LENGTH_PENALTY=$alpha; fi
  done
  echo "length penalty $LENGTH_PENALTY (mean dev BLEU $best, int8, beam 4)"
fi
meta=(--metadata "checkpoints=$checkpoint_names" --metadata "length_penalty=$LENGTH_PENALTY")
"$build/converter/attn-convert" "$source_dir" -o "$fp32" --quantize none "${meta[@]}"
"$build/converter/attn-convert" "$source_dir" -o "$int8" --quantize int8 \
  "${shortlist[@]}" "${meta[@]}"
# One card per test split; the int8 beam-4 row (model_card.sh names files without their directory):
# | `X.attn` | bytes | beam 4 | BLEU | ...
# Metadata: "bleu" is the first corpus's score (a number, which `attn models` and attn.models() show) and
# "bleu_split" names its test split; "bleu_NAME" holds every corpus's.
scores=() summary=""
for i in "${!names[@]}"; do
  card=$run/card-scores-${names[i]}.md
  origins=${dirs[i]}/test.origin
  [[ -f $origins ]] || origins=""
  ATTN_BIN=$build/cli/attn ORIGINS=$origins bench/model_card.sh "${dirs[i]}/test.$src" "${dirs[i]}/test.$tgt" "$fp32" "$int8" | tee "$card"
  score=$(awk -F'|' -v m="\`$(basename "$int8")\`" '$2 ~ m && $4 ~ /beam 4/ { gsub(/ /, "", $5); print $5 }' "$card")
  scores+=(--metadata "bleu_${names[i]}=$score")
  [[ $i == 0 ]] && scores+=(--metadata "bleu=$score" --metadata "bleu_split=${names[i]}-en-$other test")
  summary+="${summary:+, }${names[i]} $score"
done
"$build/converter/attn-convert" "$source_dir" -o "$int8" --quantize int8 \
  "${shortlist[@]}" "${meta[@]}" "${scores[@]}"
echo "wrote $int8 (int8 beam-4 test BLEU: $summary)"
