#!/usr/bin/env bash
# Installs, builds, and translates the given sentence (or a default one) with the shipped model
# models/en-de.attn. Without a shipped model it first trains a small demo model for a few minutes on
# ../shared/data/ddtp-en-de with attn-train and converts it with attn-convert (the whole pipeline).
set -euo pipefail
cd "$(dirname "$0")/.."
text=${1:-"This package contains the development files."}
jobs=${ATTN_JOBS:-$(nproc)}

bash scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$jobs" --target attn-cli attn-convert attn-train

model=models/en-de.attn
if [[ ! -f $model ]]; then
  data=../shared/data/ddtp-en-de
  model=build/demo/en-de-demo.attn
  if [[ ! -f $model ]]; then
    echo "No shipped model yet: training a small demo model for ${ATTN_DEMO_MINUTES:-3} minutes ($model)" >&2
    rm -rf build/demo/run
    build/trainer/attn-train --src "$data/train.en" --tgt "$data/train.de" --run build/demo/run \
      --source-lang en --target-lang de --vocab-size 8000 --d-model 128 --heads 4 --d-ff 512 \
      --encoder-layers 3 --decoder-layers 2 --pre-norm --batch-tokens 4000 --warmup 400 --lr-scale 2 \
      --max-minutes "${ATTN_DEMO_MINUTES:-3}" --checkpoint-every 1000000 --log-every 50
    build/converter/attn-convert build/demo/run/latest -o "$model"
  fi
fi
build/cli/attn translate --model "$model" "$text"
