#!/usr/bin/env bash
# How close an int8 model stays to its fp32 model (bench/RESULTS-int8.md): converts one checkpoint to fp32 and to int8
# (both with the vocabulary shortlist, as models/build.sh ships them), translates the test split with each —
# greedy and beam 4, with and without the shortlist — and prints, per setting, the lines identical to the
# fp32 model's output and the BLEU of both. Extra attn-convert flags for the int8 model come from INT8_FLAGS;
# CONVERT (default build/converter/attn-convert) picks the converter, e.g. an older build's, to compare.
#
#   bench/int8_agreement.sh CHECKPOINT SRC TGT LENGTH_PENALTY OUTDIR
#   e.g. bench/int8_agreement.sh models/checkpoints/en-de-sw-avg16000-16542 en de 3.0 /tmp/agree-en-de
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
checkpoint=${1:?usage: bench/int8_agreement.sh CHECKPOINT SRC TGT LENGTH_PENALTY OUTDIR}
src=${2:?} tgt=${3:?} lp=${4:?} out=${5:?}
other=$([[ $src == en ]] && echo "$tgt" || echo "$src")
data=$root/../shared/data/ddtp-en-$other
convert=${CONVERT:-$root/build/converter/attn-convert}
attn=${ATTN:-$root/build/cli/attn}
sacrebleu=${SACREBLEU:-$root/.venv/bin/sacrebleu}
mkdir -p "$out"
shortlist=(--shortlist-source "$data/train.$src" --shortlist-target "$data/train.$tgt")
meta=(--metadata "length_penalty=$lp")
[[ -f $out/fp32.attn ]] || "$convert" "$checkpoint" -o "$out/fp32.attn" --quantize none "${shortlist[@]}" "${meta[@]}" >&2
# shellcheck disable=SC2086
"$convert" "$checkpoint" -o "$out/int8.attn" --quantize int8 "${shortlist[@]}" "${meta[@]}" ${INT8_FLAGS:-} >&2
echo "| setting | fp32 BLEU | int8 BLEU | identical lines |"
echo "|---|---|---|---|"
for beam in 1 4; do
  for sl in on off; do
    flags=(--no-split --beam "$beam" --threads 1 -i "$data/test.$src")
    [[ $sl == off ]] && flags+=(--no-shortlist)
    for m in fp32 int8; do
      [[ $m == fp32 && -f $out/fp32.b$beam.$sl ]] && continue
      "$attn" translate -m "$out/$m.attn" "${flags[@]}" -o "$out/$m.b$beam.$sl"
    done
    same=$(paste "$out/fp32.b$beam.$sl" "$out/int8.b$beam.$sl" | awk -F'\t' '$1 == $2 { s++ } END { printf "%d/%d = %.1f%%", s, NR, 100 * s / NR }')
    b32=$("$sacrebleu" "$data/test.$tgt" -i "$out/fp32.b$beam.$sl" -m bleu -b -w 2)
    b8=$("$sacrebleu" "$data/test.$tgt" -i "$out/int8.b$beam.$sl" -m bleu -b -w 2)
    echo "| beam $beam, shortlist $sl | $b32 | $b8 | $same |"
  done
done
echo "sizes: fp32 $(stat -c %s "$out/fp32.attn"), int8 $(stat -c %s "$out/int8.attn") bytes"
