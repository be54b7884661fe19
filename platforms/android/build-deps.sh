#!/usr/bin/env bash
# Builds the runtime's native dependencies for a device and installs them, static, into PREFIX: FlatBuffers'
# headers and CMake package (from SOURCES/flatbuffers, a checkout listed in platforms/README.md), and the
# vendored XNNPACK with pthreadpool and cpuinfo (third_party/, with cmake/XnnpackOptions.cmake, as every
# other build of attn compiles it). Downloads nothing.
#
# Usage: build-deps.sh SOURCES PREFIX [cmake arguments selecting the target, e.g. the toolchain...]
#   Android: build-deps.sh src deps/arm64-v8a -DCMAKE_TOOLCHAIN_FILE=$ANDROID_NDK/build/cmake/android.toolchain.cmake \
#              -DANDROID_ABI=arm64-v8a -DANDROID_PLATFORM=android-24
#   iOS:     build-deps.sh src deps/ios-arm64 -DCMAKE_SYSTEM_NAME=iOS -DCMAKE_OSX_ARCHITECTURES=arm64 \
#              -DCMAKE_OSX_DEPLOYMENT_TARGET=13.0
# Then configure attn with -DCMAKE_PREFIX_PATH=PREFIX -DATTN_XNNPACK_PREFIX=PREFIX (build-aar.sh and
# ../ios/build-xcframework.sh do).
set -euo pipefail
if (($# < 2)); then
  sed -n '2,15p' "$0" >&2
  exit 2
fi
src=$(cd "$1" && pwd)
mkdir -p "$2"
prefix=$(cd "$2" && pwd)
shift 2
root=$(cd "$(dirname "$0")/../.." && pwd)
[[ -d $src/flatbuffers ]] || { echo "build-deps.sh: $src/flatbuffers is missing (see platforms/README.md)" >&2; exit 1; }
build=$prefix/.build
common=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_PREFIX_PATH="$prefix"
        -DCMAKE_FIND_ROOT_PATH="$prefix" -DCMAKE_POSITION_INDEPENDENT_CODE=ON "$@")

cmake -S "$src/flatbuffers" -B "$build/flatbuffers" "${common[@]}" -DFLATBUFFERS_BUILD_TESTS=OFF \
  -DFLATBUFFERS_BUILD_FLATC=OFF -DFLATBUFFERS_BUILD_FLATHASH=OFF -DFLATBUFFERS_BUILD_FLATLIB=ON
cmake --build "$build/flatbuffers" --target install

cmake -S "$root/third_party/XNNPACK" -B "$build/XNNPACK" -C "$root/cmake/XnnpackOptions.cmake" "${common[@]}"
cmake --build "$build/XNNPACK" --target install
echo "build-deps.sh: installed into $prefix"
