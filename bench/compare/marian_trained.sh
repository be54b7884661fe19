#!/usr/bin/env bash
# int8 against fp32 on a trained Marian-layout model (bench/RESULTS-marian.md): exports a post-norm
# attn checkpoint to a Hugging Face Marian directory, converts that with `attn-convert --from marian` (fp32, and
# int8), and scores both on the test split, greedy and beam 4, one thread, one line one
# sentence; also attn's own conversion of the checkpoint, which must give the fp32 import's lines exactly.
#
#   bench/compare/marian_trained.sh CHECKPOINT_DIR WORK_DIR [PYTHON]
#
# PYTHON needs requirements/marian-fixtures.txt (default .venv-marian/bin/python in the repository: python3 -m venv
# .venv-marian && .venv-marian/bin/pip install -r requirements/marian-fixtures.txt); sacreBLEU is the
# project's .venv's (or $SACREBLEU). Prints a Markdown table.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
ckpt=${1:?usage: marian_trained.sh CHECKPOINT_DIR WORK_DIR [PYTHON]}
work=${2:?usage: marian_trained.sh CHECKPOINT_DIR WORK_DIR [PYTHON]}
python=${3:-$root/.venv-marian/bin/python}
build=${ATTN_BUILD_DIR:-$root/build}
data=$root/../shared/data/ddtp-en-de
sacrebleu=${SACREBLEU:-$root/.venv/bin/sacrebleu}
mkdir -p "$work"

"$python" "$root/tests/converter/marian/export_attn_checkpoint.py" "$ckpt" "$work/marian"
convert=("$build/converter/attn-convert" --from marian "$work/marian" --source-lang en --target-lang de)
"${convert[@]}" -o "$work/fp32.attn" >/dev/null
"${convert[@]}" -o "$work/int8.attn" --quantize int8 >/dev/null
"$build/converter/attn-convert" "$ckpt" -o "$work/native-fp32.attn" >/dev/null

# The imported models' own search settings (metadata: length penalty 1, power, as transformers' generate).
translate() { "$build/cli/attn" translate --no-split -m "$work/$1.attn" --beam "$2" --threads 1 \
  -i "$data/test.en" -o "$work/$1.beam$2.de"; }
for beam in 1 4; do
  for m in fp32 int8; do translate "$m" "$beam"; done
done
"$build/cli/attn" translate --no-split -m "$work/native-fp32.attn" --beam 1 --threads 1 --length-penalty-kind power \
  --length-penalty 1 -i "$data/test.en" -o "$work/native-fp32.beam1.de"

bleu() { "$sacrebleu" "$data/test.de" -i "$1" -m bleu -b -w 2; }
same() { paste -d '\t' "$1" "$2" | awk -F'\t' '$1 == $2' | wc -l; }
lines=$(wc -l <"$data/test.en")
echo "| search | fp32 BLEU | int8 BLEU | int8 - fp32 | int8 lines identical to fp32 |"
echo "|---|---|---|---|---|"
for beam in 1 4; do
  f=$(bleu "$work/fp32.beam$beam.de")
  i=$(bleu "$work/int8.beam$beam.de")
  d=$(awk -v a="$i" -v b="$f" 'BEGIN { printf "%+.2f", a - b }')
  echo "| $([[ $beam == 1 ]] && echo greedy || echo "beam $beam") | $f | $i | $d | $(same "$work/fp32.beam$beam.de" "$work/int8.beam$beam.de")/$lines |"
done
echo
echo "attn's own conversion of the checkpoint vs the Marian import, fp32 greedy: $(same "$work/native-fp32.beam1.de" "$work/fp32.beam1.de")/$lines lines identical"
