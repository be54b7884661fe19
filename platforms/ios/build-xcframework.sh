#!/usr/bin/env bash
# Builds attn.xcframework on a Mac with Xcode: libattn (the static runtime, with XNNPACK, pthreadpool and cpuinfo
# merged in) for iOS devices (arm64) and the simulator (arm64 + x86_64, one lipo'd library), plus attn.h and
# module.modulemap as its headers. Not run in this repository's CI (Linux): see platforms/ios/README.md.
#
# Usage: build-xcframework.sh SOURCES OUT_DIR
#   SOURCES: checkouts of the dependencies at Debian 12's revisions (platforms/README.md); nothing is downloaded.
#   Writes OUT_DIR/attn.xcframework. Environment: IOS_DEPLOYMENT_TARGET (default 13.0).
set -euo pipefail
if (($# != 2)); then
  sed -n '2,10p' "$0" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
sources=$(cd "$1" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd)
work=$out/work
target=${IOS_DEPLOYMENT_TARGET:-13.0}

# One slice per SDK and architecture: XNNPACK picks its kernels by architecture at configure time, so each
# architecture is configured on its own and the simulator's two are joined with lipo afterwards.
build_slice() {  # name sdk arch
  local name=$1 sdk=$2 arch=$3
  local args=(-DCMAKE_SYSTEM_NAME=iOS -DCMAKE_OSX_SYSROOT="$sdk" -DCMAKE_OSX_ARCHITECTURES="$arch"
              -DCMAKE_OSX_DEPLOYMENT_TARGET="$target" -DCMAKE_SYSTEM_PROCESSOR="$arch")
  local deps=$work/deps/$name
  "$here/../android/build-deps.sh" "$sources" "$deps" "${args[@]}"
  PKG_CONFIG_LIBDIR=$deps/lib/pkgconfig cmake -S "$root" -B "$work/build/$name" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    "${args[@]}" -DCMAKE_PREFIX_PATH="$deps" -DCMAKE_FIND_ROOT_PATH="$deps" -DATTN_XNNPACK_PREFIX="$deps" -DFLATC_EXECUTABLE="$(command -v flatc)" \
    -DATTN_BUILD_TESTS=OFF -DATTN_BUILD_BENCH=OFF -DATTN_BUILD_TRAINER=OFF -DATTN_BUILD_CONVERTER=OFF
  cmake --build "$work/build/$name" --target attn
  # One archive per slice, so an app links a single library.
  mkdir -p "$work/lib/$name"
  libtool -static -o "$work/lib/$name/libattn.a" "$work/build/$name/runtime/libattn.a" \
    "$deps/lib/libXNNPACK.a" "$deps/lib/libxnnpack-microkernels-prod.a" "$deps/lib/libpthreadpool.a" "$deps/lib/libcpuinfo.a"
}

build_slice ios-arm64 iphoneos arm64
build_slice ios-simulator-arm64 iphonesimulator arm64
build_slice ios-simulator-x86_64 iphonesimulator x86_64
mkdir -p "$work/lib/ios-simulator"
lipo -create "$work/lib/ios-simulator-arm64/libattn.a" "$work/lib/ios-simulator-x86_64/libattn.a" \
  -output "$work/lib/ios-simulator/libattn.a"

rm -rf "$work/headers" && mkdir -p "$work/headers"
cp "$root/runtime/include/attn/attn.h" "$here/module.modulemap" "$work/headers/"
rm -rf "$out/attn.xcframework"
xcodebuild -create-xcframework \
  -library "$work/lib/ios-arm64/libattn.a" -headers "$work/headers" \
  -library "$work/lib/ios-simulator/libattn.a" -headers "$work/headers" \
  -output "$out/attn.xcframework"
echo "build-xcframework.sh: wrote $out/attn.xcframework"
