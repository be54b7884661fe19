#!/usr/bin/env bash
# Builds libattn_jni.so for each Android ABI with the NDK and packages it with the dev.attn classes as an AAR
# (a zip: AndroidManifest.xml, classes.jar, jni/<abi>/libattn_jni.so, proguard.txt, R.txt) that an app adds
# as a dependency: implementation(files("libs/attn.aar")). No Gradle needed. See platforms/README.md.
#
# Usage: build-aar.sh OUT.aar
# Environment:
#   ANDROID_NDK        the NDK (r25 or newer)
#   ATTN_ANDROID_DEPS  a folder with one prefix per ABI made by build-deps.sh: $ATTN_ANDROID_DEPS/<abi>
#   ABIS               default "arm64-v8a armeabi-v7a x86_64"
#   ANDROID_PLATFORM   default android-24
#   ATTN_PREBUILT_JNI  a folder with <abi>/libattn_jni.so: package these instead of building (no NDK needed)
#   ATTN_AAR_WORK      work folder (default: a temporary one)
set -euo pipefail
if (($# != 1)); then
  sed -n '2,15p' "$0" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
out=$(realpath -m "$1")
abis=${ABIS:-arm64-v8a armeabi-v7a x86_64}
work=${ATTN_AAR_WORK:-$(mktemp -d)}
stage=$work/aar
rm -rf "$stage" && mkdir -p "$stage/jni" "$work/classes"

for abi in $abis; do
  mkdir -p "$stage/jni/$abi"
  if [[ -n ${ATTN_PREBUILT_JNI:-} ]]; then
    cp "$ATTN_PREBUILT_JNI/$abi/libattn_jni.so" "$stage/jni/$abi/"
    continue
  fi
  : "${ANDROID_NDK:?set ANDROID_NDK to the Android NDK}" "${ATTN_ANDROID_DEPS:?set ATTN_ANDROID_DEPS (build-deps.sh)}"
  deps=$(realpath "$ATTN_ANDROID_DEPS/$abi")
  # flatc runs on the build machine; the runtime's dependencies come from the ABI's prefix only.
  cmake -S "$here" -B "$work/build/$abi" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_TOOLCHAIN_FILE="$ANDROID_NDK/build/cmake/android.toolchain.cmake" \
      -DANDROID_ABI="$abi" -DANDROID_PLATFORM="${ANDROID_PLATFORM:-android-24}" -DANDROID_STL=c++_static \
      -DCMAKE_PREFIX_PATH="$deps" -DCMAKE_FIND_ROOT_PATH="$deps" -DATTN_XNNPACK_PREFIX="$deps" -DFLATC_EXECUTABLE="$(command -v flatc)"
  cmake --build "$work/build/$abi" --target attn_jni
  "$ANDROID_NDK"/toolchains/llvm/prebuilt/*/bin/llvm-strip --strip-unneeded \
    -o "$stage/jni/$abi/libattn_jni.so" "$work/build/$abi/libattn_jni.so"
done

# The classes use only java.* APIs, so the host JDK compiles them for Android (Java 11 bytecode).
javac --release 11 -Xlint:all -Werror -d "$work/classes" "$here"/attn/src/main/java/dev/attn/*.java
jar --create --file "$stage/classes.jar" -C "$work/classes" .
cat > "$stage/AndroidManifest.xml" <<'MANIFEST'
<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="dev.attn">
  <uses-sdk android:minSdkVersion="24" />
</manifest>
MANIFEST
cp "$here/attn/consumer-rules.pro" "$stage/proguard.txt"
: > "$stage/R.txt"
rm -f "$out"
jar --create --no-manifest --file "$out" -C "$stage" .
echo "build-aar.sh: wrote $out ($abis)"
