#!/usr/bin/env bash
# Packages an AAR with platforms/android/build-aar.sh from a prebuilt libattn_jni.so (the host build stands in
# for the NDK's, which cannot be built here) and checks the archive's layout: what Android's Gradle plugin
# expects of an AAR, and the classes the JNI library looks up.
# Usage: aar_layout_test.sh BUILD_AAR_SCRIPT LIBATTN_JNI_SO
set -euo pipefail
script=$1
jni=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/prebuilt/arm64-v8a" "$work/prebuilt/x86_64"
cp "$jni" "$work/prebuilt/arm64-v8a/"
cp "$jni" "$work/prebuilt/x86_64/"
ABIS="arm64-v8a x86_64" ATTN_PREBUILT_JNI="$work/prebuilt" ATTN_AAR_WORK="$work/build" "$script" "$work/attn.aar"
entries=$(jar tf "$work/attn.aar")
(cd "$work" && mkdir x && cd x && jar xf ../attn.aar)
classes=$(jar tf "$work/x/classes.jar")
failed=0
for entry in AndroidManifest.xml classes.jar proguard.txt R.txt jni/arm64-v8a/libattn_jni.so jni/x86_64/libattn_jni.so; do
  grep -qxF "$entry" <<<"$entries" || { echo "FAILED: the AAR lacks $entry"; failed=1; }
done
for class in AttnException Model NativeLibrary PartialListener Translator 'Translator$Options'; do
  grep -qxF "dev/attn/$class.class" <<<"$classes" || { echo "FAILED: classes.jar lacks dev/attn/$class.class"; failed=1; }
done
grep -q 'package="dev.attn"' "$work/x/AndroidManifest.xml" || { echo "FAILED: manifest without package"; failed=1; }
grep -q 'deliverPartial' "$work/x/proguard.txt" || { echo "FAILED: consumer rules do not keep deliverPartial"; failed=1; }
cmp -s "$jni" "$work/x/jni/arm64-v8a/libattn_jni.so" || { echo "FAILED: the packaged library differs"; failed=1; }
((failed == 0)) && echo "AAR layout ok"
exit $failed
