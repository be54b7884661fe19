#!/usr/bin/env bash
# Trains the two SentencePiece unigram models that the tokenizer tests use as fixtures, from the ddtp-en-de
# training split (English and German together, so one vocabulary covers both sides):
#   tests/data/spm/ende-8k-identity.model  --normalization_rule_name=identity
#   tests/data/spm/ende-8k-nfkc.model      --normalization_rule_name=nmt_nfkc (SentencePiece's default)
# Both: vocab 8000, byte_fallback, pad=0 unk=1 bos=2 eos=3. One thread, a fixed seed and no sampling of the
# input (input_sentence_size=0 loads every line), so rerunning gives the same files.
# Usage: scripts/make_spm_fixtures.sh [data_dir] [out_dir]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
data_dir="${1:-$root/../shared/data/ddtp-en-de}"
out_dir="${2:-$root/tests/data/spm}"

command -v spm_train >/dev/null || { echo "spm_train not found (Debian package 'sentencepiece')" >&2; exit 1; }
for f in train.en train.de; do
  [[ -f "$data_dir/$f" ]] || { echo "missing $data_dir/$f" >&2; exit 1; }
done
mkdir -p "$out_dir"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The model records its input paths and model_prefix in its TrainerSpec: train from inside the scratch
# folder with relative names so the bytes do not depend on where the data or the scratch folder live.
ln -s "$(cd "$data_dir" && pwd)/train.en" "$work/train.en"
ln -s "$(cd "$data_dir" && pwd)/train.de" "$work/train.de"
for rule in identity nmt_nfkc; do
  name="ende-8k-${rule#nmt_}"
  (cd "$work" && spm_train \
    --input=train.en,train.de \
    --model_prefix="$name" \
    --model_type=unigram \
    --vocab_size=8000 \
    --character_coverage=0.9995 \
    --byte_fallback=true \
    --normalization_rule_name="$rule" \
    --pad_id=0 --unk_id=1 --bos_id=2 --eos_id=3 \
    --input_sentence_size=0 \
    --shuffle_input_sentence=false \
    --random_seed=1234 \
    --num_threads=1 \
    --minloglevel=1)
  cp "$work/$name.model" "$out_dir/$name.model"
  echo "wrote $out_dir/$name.model ($(stat -c %s "$out_dir/$name.model") bytes)"
done
