#!/usr/bin/env bash
# Translates a test set with `attn translate` and scores it with sacreBLEU (BLEU with 13a tokenisation and
# chrF, on detokenised output), so the numbers are comparable with published ones.
#
#   bench/evaluate.sh MODEL [SRC REF] [attn translate options...]
#   e.g. bench/evaluate.sh models/en-de.attn ../shared/data/ddtp-en-de/test.en ../shared/data/ddtp-en-de/test.de --beam 4
#
# The translations go to a temporary file that is removed, unless ATTN_EVAL_KEEP=FILE says where to keep them.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
model=${1:?usage: bench/evaluate.sh MODEL [SRC REF] [translate options]}
shift
src=${1:-$root/../shared/data/ddtp-en-de/test.en}
ref=${2:-$root/../shared/data/ddtp-en-de/test.de}
shift $(( $# >= 2 ? 2 : $# ))
[[ -x $root/.venv/bin/sacrebleu ]] || bash "$root/scripts/venv.sh"
hyp=${ATTN_EVAL_KEEP:-$(mktemp)}
[[ -n ${ATTN_EVAL_KEEP:-} ]] || trap 'rm -f "$hyp"' EXIT
start=$(date +%s.%N)
"$root/build/cli/attn" translate --model "$model" -i "$src" -o "$hyp" "$@"
end=$(date +%s.%N)
lines=$(wc -l < "$src")
seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
echo "model: $model  source: $src  ($lines lines, $seconds s)  options: $*"
"$root/.venv/bin/sacrebleu" "$ref" -i "$hyp" -m bleu chrf -w 2 -f text
