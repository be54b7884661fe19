#!/usr/bin/env bash
# Produces the measured part of a model card: BLEU and chrF (sacreBLEU, 13a, detokenised) of one or more
# models on a test split, greedy and beam 4, exact-output agreement with the first model, and example
# translations chosen by line number (every STRIDE-th line, fixed before looking at any output).
#
#   bench/model_card.sh SRC REF MODEL... > card-scores.md
#   e.g. bench/model_card.sh ../shared/data/ddtp-en-de/test.{en,de} /tmp/en-de-fp32.attn models/en-de.attn
#
# Environment: ATTN_BIN (default build/cli/attn), STRIDE (default 60), THREADS (default 1), ORIGINS (a file
# naming each test line's origin, "ORIGIN<TAB>unit" as the software corpora's test.origin: adds BLEU and chrF per
# origin at beam 4 for every model).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
src=${1:?usage: bench/model_card.sh SRC REF MODEL...}
ref=${2:?usage: bench/model_card.sh SRC REF MODEL...}
shift 2
(( $# >= 1 )) || { echo "bench/model_card.sh: no model given" >&2; exit 2; }
attn=${ATTN_BIN:-$root/build/cli/attn}
stride=${STRIDE:-60}
threads=${THREADS:-1}
[[ -x $attn ]] || { echo "bench/model_card.sh: $attn is not built" >&2; exit 1; }
[[ -x $root/.venv/bin/sacrebleu ]] || bash "$root/scripts/venv.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

lines=$(wc -l < "$src")
echo "Test split: \`$src\` ($lines lines), references \`$ref\`; $("$root/.venv/bin/sacrebleu" --version 2>&1 | tail -1), BLEU 13a and chrF on detokenised output; threads $threads."
echo
echo "| model | size (bytes) | search | BLEU | chrF | identical to first model | seconds |"
echo "|---|---|---|---|---|---|---|"
first=""
empty_note=""
for model in "$@"; do
  for beam in 1 4; do
    hyp="$work/$(basename "$model").beam$beam"
    start=$(date +%s.%N)
    # A line the model cannot take whole (over its positions; --no-split does not cut it into sentences) is
    # left empty and scored as such; attn translate then exits 1 with the count, which the card reports.
    if ! "$attn" translate --no-split --model "$model" --beam "$beam" --threads "$threads" -i "$src" -o "$hyp" \
         2> "$work/stderr"; then
      cat "$work/stderr" >&2
      grep -q 'lines could not be translated (left empty)' "$work/stderr" && [[ $(wc -l < "$hyp") == "$lines" ]] ||
        exit 1
      empty_note=$(grep -o '[0-9]* of [0-9]* lines could not be translated' "$work/stderr")
    fi
    end=$(date +%s.%N)
    seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
    # -b prints the scores alone, as a JSON list when there are several metrics.
    read -r bleu chrf < <("$root/.venv/bin/sacrebleu" "$ref" -i "$hyp" -m bleu chrf -w 2 -b |
                         python3 -c 'import json, sys; print(*json.load(sys.stdin))')
    same="—"
    if [[ -n $first ]]; then
      same=$(paste -d '\t' "$work/$(basename "$first").beam$beam" "$hyp" |
             awk -F'\t' '{ n++; if ($1 == $2) s++ } END { printf "%.1f%% (%d/%d)", 100 * s / n, s, n }')
    fi
    echo "| \`$(basename "$model")\` | $(stat -c %s "$model") | $([[ $beam == 1 ]] && echo greedy || echo "beam $beam") | $bleu | $chrf | $same | $seconds |"
  done
  [[ -n $first ]] || first=$model
done
if [[ -n $empty_note ]]; then
  echo
  echo "With \`--no-split\` each line is one input: $empty_note whole (more than the model's positions)" \
       "and scored empty."
fi
if [[ -n ${ORIGINS:-} ]]; then
  [[ $(wc -l < "$ORIGINS") == "$lines" ]] ||
    { echo "bench/model_card.sh: $ORIGINS does not have $lines lines" >&2; exit 2; }
  mapfile -t origins < <(cut -f1 "$ORIGINS" | sort -u)
  echo
  echo "BLEU / chrF per origin (\`$ORIGINS\`), beam 4:"
  echo
  header="| origin | lines |"
  rule="|---|---|"
  for model in "$@"; do header+=" \`$(basename "$model")\` |"; rule+="---|"; done
  echo "$header"
  echo "$rule"
  for origin in "${origins[@]}"; do
    row="| $origin | $(cut -f1 "$ORIGINS" | grep -cxF "$origin") |"
    # The lines of FILE whose origin is $origin, whole (a line may itself hold tabs).
    pick() { awk -F'\t' -v o="$origin" 'NR == FNR { keep[FNR] = ($1 == o); next } keep[FNR]' "$ORIGINS" "$1"; }
    pick "$ref" > "$work/ref.$origin"
    for model in "$@"; do
      pick "$work/$(basename "$model").beam4" > "$work/hyp.$origin"
      read -r bleu chrf < <("$root/.venv/bin/sacrebleu" "$work/ref.$origin" -i "$work/hyp.$origin" \
                             -m bleu chrf -w 2 -b |
                           python3 -c 'import json, sys; print(*json.load(sys.stdin))')
      row+=" $bleu / $chrf |"
    done
    echo "$row"
  done
fi
echo
echo "Examples: every ${stride}th line of the test split (lines $stride, $((2 * stride)), ...), beam 4, last model given."
echo
last=${*: -1}
awk -v s="$stride" 'NR % s == 0 { print NR }' "$src" | head -10 | while read -r n; do
  echo "- line $n"
  echo "  - source: $(sed -n "${n}p" "$src")"
  echo "  - reference: $(sed -n "${n}p" "$ref")"
  echo "  - attn: $(sed -n "${n}p" "$work/$(basename "$last").beam4")"
done
