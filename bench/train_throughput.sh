#!/usr/bin/env bash
# Training throughput, side by side in one run: attn-train's Transformer (trainer_bench TrainStep, fp32 and bf16)
# and the same model in PyTorch (bench/pytorch_train_bench.py, fp32 and torch.autocast bf16), for the shipped
# shape (d256, 6+3, 8k vocabulary) and the paper's base shape (d512, 6+6, 32k), batches of 6,266 target tokens
# (220 sentences padded to 36), 1 and 2 threads. Prints a markdown table (trainer/README.md holds one).
#
#   bench/train_throughput.sh [REPETITIONS]     (default 3; medians; needs build/ and .venv with torch)
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${1:-3}
bench=build/bench/trainer_bench
python=.venv/bin/python
[[ -x $bench ]] || { echo "build trainer_bench first (cmake --build build --target trainer_bench)" >&2; exit 1; }
[[ -x $python ]] && $python -c 'import torch' 2>/dev/null || { echo "needs torch in .venv (scripts/venv.sh bench)" >&2; exit 1; }

echo "CPU: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; bf16 ISA: $(grep -o -w -E 'amx_bf16|avx512_bf16' /proc/cpuinfo | sort -u | tr '\n' ' ')"
echo "PyTorch $($python -c 'import torch; print(torch.__version__)'); oneDNN $(dpkg-query -W -f='${Version}' libdnnl2 2>/dev/null)"
echo
echo "| shape | threads | attn fp32 tok/s | attn bf16 tok/s | PyTorch fp32 tok/s | PyTorch bf16 tok/s | attn bf16 / attn fp32 | attn bf16 / PyTorch bf16 |"
echo "|---|---|---|---|---|---|---|---|"
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for base in 0 1; do
  for threads in 1 2; do
    declare -A tps=()
    for precision in 0 1; do
      tps[attn$precision]=$("$bench" --benchmark_filter="TrainStep/threads:$threads/sentences:220/bf16:$precision/base:$base/" \
        --benchmark_min_time=0.01 --benchmark_repetitions="$reps" --benchmark_format=csv 2> /dev/null |
        awk -F, '/_median"/ { for (i = 1; i <= NF; ++i) if (h[i] == "target_tokens/s") print $i } NR == 1 { for (i = 1; i <= NF; ++i) { h[i] = $i; gsub(/"/, "", h[i]) } }' |
        head -1)
      name=$([[ $precision == 1 ]] && echo bf16 || echo fp32)
      shape=$([[ $base == 1 ]] && echo base || echo shipped)
      tps[torch$precision]=$(for r in $(seq "$reps"); do
        $python bench/pytorch_train_bench.py --threads "$threads" --steps 1 --precision "$name" --shape "$shape" |
          sed -n 's/.*target_tokens\/s mean=\([0-9.]*\).*/\1/p'
      done | median)
    done
    printf '| %s | %d | %.0f | %.0f | %.0f | %.0f | %.2f | %.2f |\n' "$([[ $base == 1 ]] && echo 'base d512 6+6 32k' || echo 'shipped d256 6+3 8k')" \
      "$threads" "${tps[attn0]}" "${tps[attn1]}" "${tps[torch0]}" "${tps[torch1]}" \
      "$(awk "BEGIN { print ${tps[attn1]} / ${tps[attn0]} }")" "$(awk "BEGIN { print ${tps[attn1]} / ${tps[torch1]} }")"
  done
done
