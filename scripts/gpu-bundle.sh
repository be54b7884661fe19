#!/usr/bin/env bash
# Makes the GPU bundle: one folder to copy to a rented GPU machine that has only the NVIDIA driver and the CUDA
# runtime and toolkit (cuBLAS), holding everything else a GPU session needs:
#   run.sh            runs it all there: scripts/gpu-bundle-run.sh (`run.sh --help`)
#   payload.tar.xz    bin/attn-train, bin/trainer_gpu_tests (stripped, RPATH $ORIGIN/lib) and bin/lib/ (their
#                     shared libraries but the C library's, the driver's libcuda and cuBLAS, which the machine
#                     has: libcublasLt alone is 540 MB), data/ (the first --pairs pairs of the corpus and its dev
#                     split), init/ (the checkpoint training starts from), bench/ (the GPU benchmark), MANIFEST
# The build links the CUDA runtime statically (ATTN_CUDA_STATIC_RUNTIME) and leaves out MPI and NCCL (one GPU,
# one process), so the binaries need libcuda.so.1 and cuBLAS 13 (libcublas.so.13, libcublasLt.so.13) of the
# machine. The folder must stay under 64 MB; the script measures it and fails above.
#
#   scripts/gpu-bundle.sh OUT_DIR [--build DIR] [--data DIR] [--pairs N] [--init CHECKPOINT_DIR]
#     --build DIR   take attn-train and trainer_gpu_tests from this build tree (default: configure and build
#                   build-gpu-bundle with the options above)
#     --data DIR    corpus folder with train.{en,de} and dev.{en,de} (../shared/data/software-en-de)
#     --pairs N     training pairs taken from the start of train.* (200000)
#     --init DIR    checkpoint to start from (models/checkpoints/en-de-sw-avg16750-17109); fp32 weights are
#                   stored in bf16 (attn-train export-bf16: 20 MB instead of 38 for the shipped shape), which
#                   --init-from reads as the fp32 values rounded to nearest bf16
set -euo pipefail
cd "$(dirname "$0")/.."
die() { echo "gpu-bundle.sh: $*" >&2; exit 1; }
[[ $# -ge 1 && $1 != -* ]] || { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
out=$1
shift
build='' data=../shared/data/software-en-de pairs=200000 init=models/checkpoints/en-de-sw-avg16750-17109
while (($#)); do
  case $1 in
    --build) build=$2 ;;
    --data) data=$2 ;;
    --pairs) pairs=$2 ;;
    --init) init=$2 ;;
    *) die "unknown option $1" ;;
  esac
  shift 2 || die "$1 needs a value"
done
for f in train.en train.de dev.en dev.de; do [[ -f $data/$f ]] || die "--data $data has no $f"; done
for f in config.json model.safetensors tokenizer.model; do [[ -f $init/$f ]] || die "--init $init has no $f"; done
for tool in patchelf xz strip ldd; do command -v $tool > /dev/null || die "needs $tool (scripts/setup.sh installs it)"; done

if [[ -z $build ]]; then
  build="build-gpu-bundle"
  launcher=()
  command -v ccache > /dev/null && launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache
    -DCMAKE_CUDA_COMPILER_LAUNCHER=ccache)
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DATTN_CUDA_STATIC_RUNTIME=ON \
    -DCMAKE_CUDA_RUNTIME_LIBRARY=Static -DATTN_ENABLE_NCCL=OFF -DCMAKE_DISABLE_FIND_PACKAGE_MPI=ON \
    ${ATTN_XNNPACK_PREFIX:+-DATTN_XNNPACK_PREFIX=$ATTN_XNNPACK_PREFIX} "${launcher[@]}" > /dev/null
  cmake --build "$build" --target attn-train trainer_gpu_tests
fi
binaries=("$build/trainer/attn-train" "$build/tests/trainer/gpu/trainer_gpu_tests")
for b in "${binaries[@]}"; do
  [[ -x $b ]] || die "$b is missing: build attn-train and trainer_gpu_tests (trainer_gpu_tests needs nvcc)"
done

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/bin/lib" "$stage/data" "$stage/bench"

# Binaries and the shared libraries they load, but those every Linux machine or the NVIDIA driver provides
# (glibc's, the loader, libcuda) and cuBLAS, which the machine's CUDA installation provides.
system_lib='^(linux-vdso|ld-linux|libc|libm|libpthread|libdl|librt|libutil|libresolv|libcuda|libcublas|libcublasLt)\.so'
for b in "${binaries[@]}"; do
  cp "$b" "$stage/bin/"
  while read -r name _ path _; do
    [[ $name =~ $system_lib ]] && continue
    [[ $path == "not" ]] && die "$b: $name is not found here"
    [[ -f $stage/bin/lib/$name ]] || cp -L "$path" "$stage/bin/lib/$name"
  done < <(ldd "$b" | grep '=>')
done
for f in "$stage"/bin/attn-train "$stage"/bin/trainer_gpu_tests; do
  strip --strip-unneeded "$f"
  patchelf --set-rpath '$ORIGIN/lib' "$f"
done
for f in "$stage"/bin/lib/*; do
  chmod u+w "$f"
  strip --strip-unneeded "$f"
  patchelf --set-rpath '$ORIGIN' "$f"
done

head -n "$pairs" "$data/train.en" > "$stage/data/train.en"
head -n "$pairs" "$data/train.de" > "$stage/data/train.de"
cp "$data/dev.en" "$data/dev.de" "$stage/data/"
if grep -qa '"dtype":"F32"' <(head -c 100000 "$init/model.safetensors"); then
  "${binaries[0]}" export-bf16 "$init" "$stage/init" > /dev/null
else
  mkdir "$stage/init"
  cp "$init/config.json" "$init/model.safetensors" "$init/tokenizer.model" "$stage/init/"
fi
cp bench/gpu_train_throughput.sh bench/pytorch_train_bench.py "$stage/bench/"
{
  echo "attn GPU bundle, made $(date -u +%Y-%m-%dT%H:%M:%SZ) from $(git describe --always --dirty 2> /dev/null || echo 'a source tree')"
  echo "build: $build ($(sed -n 's/^CMAKE_BUILD_TYPE:STRING=//p' "$build/CMakeCache.txt"); CUDA architectures $(sed -n 's/^ATTN_CUDA_ARCHITECTURES:STRING=//p' "$build/CMakeCache.txt"))"
  echo "data: the first $(wc -l < "$stage/data/train.en") pairs of $(basename "$data") train, its dev split ($(wc -l < "$stage/data/dev.en") pairs)"
  echo "init: $(basename "$init"), weights $(head -c 100000 "$stage/init/model.safetensors" | grep -ao '"dtype":"[A-Z0-9]*"' | sort -u | tr '\n' ' ')"
  echo "needed from the machine:"
  ldd "${binaries[0]}" "${binaries[1]}" | awk '/=>/ { print $1 }' | grep -E "$system_lib" | sort -u | sed 's/^/  /'
  echo "highest glibc symbol version: $(objdump -T "${binaries[@]}" "$stage"/bin/lib/* 2> /dev/null | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1)"
} > "$stage/MANIFEST"

mkdir -p "$out"
rm -f "$out/payload.tar.xz" "$out/run.sh" "$out/MANIFEST"
tar -C "$stage" -cf - . | xz -9e -T2 > "$out/payload.tar.xz"
cp scripts/gpu-bundle-run.sh "$out/run.sh"
cp "$stage/MANIFEST" "$out/MANIFEST"
chmod +x "$out/run.sh"
bytes=$(du -sb "$out" | cut -f1)
echo "bundle: $out, $bytes bytes ($(du -sb "$stage" | cut -f1) unpacked)"
cat "$out/MANIFEST"
((bytes <= 64 * 1000 * 1000)) || die "$out is $bytes bytes, over 64 MB"
