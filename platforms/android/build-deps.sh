#!/usr/bin/env bash
# Builds the runtime's native dependencies for a device (Debian's packages are Linux-only) and installs them,
# static, into PREFIX: FlatBuffers' headers and CMake package, cpuinfo, pthreadpool, and XNNPACK against them,
# as Debian's own XNNPACK package is built (XNNPACK_USE_SYSTEM_LIBS). Downloads nothing: SOURCES must already
# hold checkouts of the same revisions as Debian 12's packages (the runtime is written against that XNNPACK
# API), listed in platforms/README.md:
#   SOURCES/{flatbuffers,cpuinfo,pthreadpool,XNNPACK,FP16,FXdiv}
#
# Usage: build-deps.sh SOURCES PREFIX [cmake arguments selecting the target, e.g. the toolchain...]
#   Android: build-deps.sh src deps/arm64-v8a -DCMAKE_TOOLCHAIN_FILE=$ANDROID_NDK/build/cmake/android.toolchain.cmake \
#              -DANDROID_ABI=arm64-v8a -DANDROID_PLATFORM=android-24
#   iOS:     build-deps.sh src deps/ios-arm64 -DCMAKE_SYSTEM_NAME=iOS -DCMAKE_OSX_ARCHITECTURES=arm64 \
#              -DCMAKE_OSX_DEPLOYMENT_TARGET=13.0
set -euo pipefail
if (($# < 2)); then
  sed -n '2,14p' "$0" >&2
  exit 2
fi
src=$(cd "$1" && pwd)
mkdir -p "$2"
prefix=$(cd "$2" && pwd)
shift 2
for dep in flatbuffers cpuinfo pthreadpool XNNPACK FP16 FXdiv; do
  [[ -d $src/$dep ]] || { echo "build-deps.sh: $src/$dep is missing (see platforms/README.md)" >&2; exit 1; }
done
build=$prefix/.build
common=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_PREFIX_PATH="$prefix"
        -DCMAKE_FIND_ROOT_PATH="$prefix" -DCMAKE_POSITION_INDEPENDENT_CODE=ON "$@")

# Header-only dependencies of XNNPACK and pthreadpool.
mkdir -p "$prefix/include"
cp "$src"/FP16/include/*.h "$src"/FXdiv/include/*.h "$prefix/include/"
cp -r "$src"/FP16/include/fp16 "$prefix/include/"

cmake -S "$src/flatbuffers" -B "$build/flatbuffers" "${common[@]}" -DFLATBUFFERS_BUILD_TESTS=OFF \
  -DFLATBUFFERS_BUILD_FLATC=OFF -DFLATBUFFERS_BUILD_FLATHASH=OFF -DFLATBUFFERS_BUILD_FLATLIB=ON
cmake --build "$build/flatbuffers" --target install

cmake -S "$src/cpuinfo" -B "$build/cpuinfo" "${common[@]}" -DCPUINFO_LIBRARY_TYPE=static \
  -DCPUINFO_BUILD_TOOLS=OFF -DCPUINFO_BUILD_UNIT_TESTS=OFF -DCPUINFO_BUILD_MOCK_TESTS=OFF \
  -DCPUINFO_BUILD_BENCHMARKS=OFF
cmake --build "$build/cpuinfo" --target install

cmake -S "$src/pthreadpool" -B "$build/pthreadpool" "${common[@]}" -DPTHREADPOOL_LIBRARY_TYPE=static \
  -DPTHREADPOOL_BUILD_TESTS=OFF -DPTHREADPOOL_BUILD_BENCHMARKS=OFF -DFXDIV_SOURCE_DIR="$src/FXdiv"
cmake --build "$build/pthreadpool" --target install

cmake -S "$src/XNNPACK" -B "$build/XNNPACK" "${common[@]}" -DXNNPACK_LIBRARY_TYPE=static \
  -DXNNPACK_BUILD_TESTS=OFF -DXNNPACK_BUILD_BENCHMARKS=OFF -DXNNPACK_USE_SYSTEM_LIBS=ON
cmake --build "$build/XNNPACK" --target install
echo "build-deps.sh: installed into $prefix"
