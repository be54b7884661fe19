#!/usr/bin/env bash
# One run of the recipe sweep (models/README.md "The sweep"): trains a direction from scratch for a fixed
# number of minutes with the recipe's settings except those given in the environment, then scores its last
# checkpoint greedy on the whole dev set (fp32) and appends a row to runs/sweep.tsv.
#
#   VOCAB=4000 models/sweep.sh vocab4k 30            # en-de, 30 minutes, 1 thread
#   VOCAB=4000 models/sweep.sh vocab4k steps:1000    # en-de, to step 1,000 (resuming the run if it has one)
#   SRC=en TGT=de DROPOUT=0.3 models/sweep.sh dropout0.3 30
#
# Settings (recipe default): VOCAB (8000) DROPOUT (0.1) D_MODEL (256) HEADS (4) D_FF (1024) ENCODER (6)
# DECODER (3) WARMUP (800) LR_SCALE (1) SMOOTHING (0.1) BATCH (6000) THREADS (1) PRECISION (bf16). The run
# directory is runs/sweep-SRC-TGT-NAME; a run that already has checkpoints is only scored again.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
name=${1:?usage: models/sweep.sh NAME MINUTES}
minutes=${2:?usage: models/sweep.sh NAME MINUTES}
src=${SRC:-en}
tgt=${TGT:-de}
other=$([[ $src == en ]] && echo "$tgt" || echo "$src")
data=$root/../shared/data/ddtp-en-$other
build=${BUILD:-build}
run=runs/sweep-$src-$tgt-$name
settings=(--vocab-size "${VOCAB:-8000}" --dropout "${DROPOUT:-0.1}" --d-model "${D_MODEL:-256}"
          --heads "${HEADS:-4}" --d-ff "${D_FF:-1024}" --encoder-layers "${ENCODER:-6}"
          --decoder-layers "${DECODER:-3}" --warmup "${WARMUP:-800}" --lr-scale "${LR_SCALE:-1}"
          --label-smoothing "${SMOOTHING:-0.1}" --batch-tokens "${BATCH:-6000}")

# MINUTES, or "steps:N" to stop at step N (a run that stopped earlier is resumed up to it): on a shared machine
# equal steps compare settings more fairly than equal minutes, with each shape's cost per step measured apart.
if [[ $minutes == steps:* ]]; then stop=(--max-steps "${minutes#steps:}"); else stop=(--max-minutes "$minutes"); fi
common=(--threads "${THREADS:-1}" --checkpoint-every 250 --keep 3 --log-every 10 --dev-bleu-sentences 200
        "${stop[@]}")
if ! compgen -G "$run/checkpoint-*" >/dev/null; then
  "$build/trainer/attn-train" --source-lang "$src" --target-lang "$tgt" --pre-norm "${settings[@]}" \
    --src "$data/train.$src" --tgt "$data/train.$tgt" --dev-src "$data/dev.$src" --dev-tgt "$data/dev.$tgt" \
    --run "$run" --precision "${PRECISION:-bf16}" "${common[@]}"
elif [[ $minutes == steps:* ]]; then
  "$build/trainer/attn-train" --resume "$run" "${common[@]}"
fi

last=$(ls -d "$run"/checkpoint-* | awk -F'checkpoint-' '{ print $NF "\t" $0 }' | sort -n | tail -n 1 | cut -f2)
"$build/converter/attn-convert" "$last" -o "$run/last-fp32.attn" --quantize none >/dev/null
"$build/cli/attn" translate --no-split -m "$run/last-fp32.attn" --beam 1 --threads "${THREADS:-1}" \
  -i "$data/dev.$src" -o "$run/dev-greedy.$tgt"
bleu=$(.venv/bin/sacrebleu "$data/dev.$tgt" -i "$run/dev-greedy.$tgt" -m bleu -b -w 2)
# The last training record: step, wall time, tokens/s; the best dev loss of the run.
read -r step elapsed tps < <(grep '"kind":"train"' "$run/log.jsonl" | tail -n 1 |
  .venv/bin/python -c 'import json,sys; r=json.loads(sys.stdin.read()); print(r["step"], round(r["elapsed_seconds"]/60,1), round(r["target_tokens_per_second"]))')
best_loss=$(grep '"kind":"dev"' "$run/log.jsonl" | .venv/bin/python -c \
  'import json,sys; print(min(round(json.loads(l)["loss"],3) for l in sys.stdin))')
[[ -f runs/sweep.tsv ]] || printf 'run\tsettings\tsteps\tminutes\ttok/s\tbest dev loss\tfull dev BLEU (greedy, fp32, %s)\n' \
  "$(basename "$last")" >runs/sweep.tsv
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$src-$tgt-$name" "${settings[*]}" "$step" "$elapsed" "$tps" "$best_loss" \
  "$bleu" | tee -a runs/sweep.tsv
