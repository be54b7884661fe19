#!/usr/bin/env bash
# Training throughput on one GPU, side by side in one run: `attn-train --backend cuda` and the same model in
# PyTorch eager (bench/pytorch_train_bench.py --device cuda), same data (the first --pairs pairs of a corpus,
# cut into length-sorted batches of at most --batch-tokens padded tokens per side), same batch sizes, bf16
# (attn --precision bf16, PyTorch autocast bf16 with fused Adam), for two shapes:
#   shipped  d256, 4 heads, d_ff 1024, 6+3 layers, tied 8k vocabulary, pre-norm: started from --init (a checkpoint
#            of that shape; its tokenizer.model encodes the data for both trainers)
#   base     the paper's base: d512, 8 heads, d_ff 2048, 6+6, 32k vocabulary, post-norm: a first short attn-train
#            run trains its vocabulary and writes the checkpoint that both measured attn runs start from
# Prints a markdown table: target tokens/s (after warm-up: attn's first logged window and PyTorch's
# --warmup-steps are not counted), the ratio, and the model-FLOP utilisation of each.
#
# FLOPs: 6 · N per target token (forward 2 · N, backward 4 · N), N = the weights in matrix products:
# encoder_layers · (4d² + 2·d·d_ff) + decoder_layers · (8d² + 2·d·d_ff) + d · vocab (the tied output projection).
# This counts each encoder weight once per target token (source and target lengths are about equal in these
# corpora) and leaves out attention's T² products and the elementwise work: shipped 59.5 MFLOP, base 362.5 MFLOP.
# Peak: the card's dense bf16 tensor-core TFLOP/s from NVIDIA's datasheets, by the name nvidia-smi prints:
# H100/H200 SXM 989, H100/H200 NVL 835, H100 PCIe 756, A100 312 (PEAK_TFLOPS=... overrides, e.g. for others).
#
#   bench/gpu_train_throughput.sh [options]
#     --backend cuda|cpu   attn-train's backend (cpu: PyTorch on the CPU too, for trying the script without a GPU)
#     --attn-train PATH    (build/trainer/attn-train)     --python PATH   (.venv/bin/python, else python3)
#     --data DIR           corpus folder with train.en/train.de (../shared/data/software-en-de)
#     --pairs N            (200000)    --init CKPT_DIR   (models/checkpoints/en-de-sw-avg16750-17109)
#     --steps N            measured steps per run, plus warm-up (40)
#     --batch-tokens "A B" (24000 96000)   --shapes "shipped base" (both)   --base-vocab N (32000)
#     --threads N          CPU threads of both trainers (2)   --work DIR   runs and data slices (a temporary folder)
#     --precision P        bf16 (default) or fp32, for both trainers (fp32 for trying the script on a CPU without
#                          bf16 instructions, where PyTorch's bf16 is emulated and slow)
set -euo pipefail
cd "$(dirname "$0")/.."

backend=cuda attn=build/trainer/attn-train python='' data=../shared/data/software-en-de pairs=200000
init=models/checkpoints/en-de-sw-avg16750-17109 steps=40 batch_sizes="24000 96000" shapes="shipped base"
base_vocab=32000 threads=2 work='' precision=bf16
while (($#)); do
  case $1 in
    --backend) backend=$2 ;;
    --attn-train) attn=$2 ;;
    --python) python=$2 ;;
    --data) data=$2 ;;
    --pairs) pairs=$2 ;;
    --init) init=$2 ;;
    --steps) steps=$2 ;;
    --batch-tokens) batch_sizes=$2 ;;
    --shapes) shapes=$2 ;;
    --base-vocab) base_vocab=$2 ;;
    --threads) threads=$2 ;;
    --work) work=$2 ;;
    --precision) precision=$2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "gpu_train_throughput.sh: unknown option $1 (--help lists them)" >&2; exit 2 ;;
  esac
  shift 2 || { echo "gpu_train_throughput.sh: $1 needs a value" >&2; exit 2; }
done
die() { echo "gpu_train_throughput.sh: $*" >&2; exit 1; }
[[ $backend == cuda || $backend == cpu ]] || die "--backend: '$backend' is neither cuda nor cpu"
[[ $precision == bf16 || $precision == fp32 ]] || die "--precision: '$precision' is neither bf16 nor fp32"
[[ -x $attn ]] || die "no attn-train at $attn (build it: cmake --build build --target attn-train)"
[[ -f $data/train.en && -f $data/train.de ]] || die "--data $data has no train.en and train.de"
for shape in $shapes; do [[ $shape == shipped || $shape == base ]] || die "--shapes: '$shape' is neither shipped nor base"; done
[[ " $shapes " != *" shipped "* || -f $init/config.json ]] || die "--init $init is no checkpoint (no config.json)"
if [[ -z $python ]]; then python=$([[ -x .venv/bin/python ]] && echo .venv/bin/python || echo python3); fi
if [[ -z $work ]]; then work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi
mkdir -p "$work"
log_every=$((steps / 4 > 0 ? steps / 4 : 1))

# The card and its peak.
gpu=none peak=${PEAK_TFLOPS:-}
if [[ $backend == cuda ]]; then
  gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader 2> /dev/null | head -1) || gpu=
  [[ -n $gpu ]] || die "--backend cuda: nvidia-smi names no GPU"
  if [[ -z $peak ]]; then
    case $gpu in
      *H200*NVL* | *H100*NVL*) peak=835 ;;
      *H200* | *H100*SXM* | *H100*HBM3*) peak=989 ;;
      *H100*PCIe*) peak=756 ;;
      *A100*) peak=312 ;;
    esac
  fi
fi
torch_device=$backend
pytorch=$("$python" - "$torch_device" 2>&1 << 'EOF'
import sys
import torch
import sentencepiece  # noqa: F401 (the corpus batches need it)
if sys.argv[1] == "cuda" and not torch.cuda.is_available():
    sys.exit("PyTorch sees no CUDA device")
print(torch.__version__)
EOF
) && have_torch=1 || { have_torch=0; pytorch="not run: ${pytorch##*$'\n'}"; }
echo "GPU: $gpu; peak dense bf16: ${peak:-unknown} TFLOP/s; attn-train backend $backend, $precision; PyTorch: $pytorch ($python)"
echo "data: the first $pairs pairs of $data/train.{en,de}; $steps measured steps per run; $(nproc) CPU cores: $(lscpu | sed -n 's/^Model name: *//p')"

# The data slice, shared by every run.
head -n "$pairs" "$data/train.en" > "$work/train.en"
head -n "$pairs" "$data/train.de" > "$work/train.de"
pairs=$(wc -l < "$work/train.en")

# attn-train's throughput: target tokens over time of the logged windows after the first.
attn_rate() {
  awk '/"kind":"train"/ {
         match($0, /"elapsed_seconds":[0-9.eE+-]+/); e = substr($0, RSTART + 18, RLENGTH - 18) + 0
         match($0, /"target_tokens_per_second":[0-9.eE+-]+/); r = substr($0, RSTART + 27, RLENGTH - 27) + 0
         if (n++ > 0) { tokens += r * (e - last); seconds += e - last }
         last = e }
       END { if (seconds > 0) printf "%.0f", tokens / seconds }' "$1/log.jsonl"
}
checkpoint_step() { sed -n 's/.*"step": *"\([0-9]*\)".*/\1/p' "$1/config.json" | head -1; }
flops_per_token() {  # d, d_ff, encoder layers, decoder layers, vocabulary
  awk -v d="$1" -v f="$2" -v e="$3" -v l="$4" -v v="$5" 'BEGIN { printf "%.0f", 6 * (e * (4 * d * d + 2 * d * f) + l * (8 * d * d + 2 * d * f) + d * v) }'
}
mfu() { [[ -n $peak && -n $1 ]] && awk -v r="$1" -v f="$2" -v p="$peak" 'BEGIN { printf "%.2f%%", 100 * r * f / (p * 1e12) }' || echo n/a; }

echo
echo "| shape | batch tokens | attn tok/s | PyTorch tok/s | attn / PyTorch | attn MFU | PyTorch MFU |"
echo "|---|---|---|---|---|---|---|"
for shape in $shapes; do
  if [[ $shape == shipped ]]; then
    start=$init flops=$(flops_per_token 256 1024 6 3 8000) torch_shape=(--shape shipped --pre-norm)
  else
    start=$work/base-vocabulary/latest flops=$(flops_per_token 512 2048 6 6 "$base_vocab") torch_shape=(--shape base)
    if [[ ! -d $start ]]; then
      echo "base: training the ${base_vocab}-piece vocabulary (one attn-train step)" >&2
      "$attn" --run "$work/base-vocabulary" --src "$work/train.en" --tgt "$work/train.de" --source-lang en \
        --target-lang de --vocab-size "$base_vocab" --d-model 512 --heads 8 --d-ff 2048 --encoder-layers 6 \
        --decoder-layers 6 --batch-tokens 2000 --max-steps 1 --backend "$backend" --threads "$threads" \
        > "$work/base-vocabulary.out" 2>&1 || die "base vocabulary run failed: see $work/base-vocabulary.out"
    fi
  fi
  first=$(checkpoint_step "$start")
  for batch in $batch_sizes; do
    run=$work/attn-$shape-$batch
    rm -rf "$run"
    "$attn" --init-from "$start" --run "$run" --src "$work/train.en" --tgt "$work/train.de" \
      --batch-tokens "$batch" --max-steps $((${first:-0} + steps + log_every)) --log-every "$log_every" \
      --checkpoint-every 1000000000 --precision "$precision" --backend "$backend" --threads "$threads" \
      > "$run.out" 2>&1 || die "attn-train ($shape, $batch) failed: see $run.out"
    attn_tps=$(attn_rate "$run")
    torch_tps=
    if ((have_torch)); then
      "$python" bench/pytorch_train_bench.py --device "$torch_device" --threads "$threads" --precision "$precision" \
        "${torch_shape[@]}" --src "$work/train.en" --tgt "$work/train.de" --tokenizer "$start/tokenizer.model" \
        --pairs "$pairs" --batch-tokens "$batch" --steps "$steps" --warmup-steps "$log_every" \
        > "$work/pytorch-$shape-$batch.out" 2>&1 || die "PyTorch ($shape, $batch) failed: see $work/pytorch-$shape-$batch.out"
      torch_tps=$(sed -n 's/.*target_tokens\/s mean=\([0-9]*\).*/\1/p' "$work/pytorch-$shape-$batch.out")
    fi
    ratio=$([[ -n $attn_tps && -n $torch_tps ]] && awk -v a="$attn_tps" -v t="$torch_tps" 'BEGIN { printf "%.2f", a / t }' || echo n/a)
    printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$shape" "$batch" "${attn_tps:-failed}" "${torch_tps:-n/a}" "$ratio" \
      "$(mfu "$attn_tps" "$flops")" "$(mfu "$torch_tps" "$flops")"
  done
done
echo
echo "FLOPs per target token: shipped $(flops_per_token 256 1024 6 3 8000), base $(flops_per_token 512 2048 6 6 "$base_vocab") (6 · weights in products)"
