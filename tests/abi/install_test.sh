#!/usr/bin/env bash
# Installs the attn_runtime component into a temporary prefix and builds the README's C example against it the
# two ways README.md ("Embedding in an app") documents: pkg-config attn (libattn.so) and attn-static
# (libattn.a), each with the plain C compiler, then translates with both.
# Usage: install_test.sh BUILD_DIR EXAMPLE.c MODEL.attn C_COMPILER
set -euo pipefail
build=$1 example=$2 model=$3 cc=$4
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --component attn_runtime --prefix "$prefix" > /dev/null
pc=$(dirname "$(find "$prefix" -name attn.pc)")
export PKG_CONFIG_PATH=$pc
libdir=$(pkg-config --variable=libdir attn)
failed=0

"$cc" -std=c11 -o "$prefix/example-shared" "$example" $(pkg-config --cflags --libs attn) -Wl,-rpath,"$libdir"
"$cc" -std=c11 -o "$prefix/example-static" "$example" $(pkg-config --cflags --libs attn-static)
if readelf -d "$prefix/example-static" | grep -q 'libattn\.so'; then
  echo "FAILED: the attn-static build links libattn.so"; failed=1
fi
if ! readelf -d "$prefix/example-shared" | grep -q 'libattn\.so\.'; then
  echo "FAILED: the attn build does not link libattn.so"; failed=1
fi
for kind in shared static; do
  out=$("$prefix/example-$kind" "$model" "This package contains the development files.")
  echo "$kind: $out"
  [[ $out == *Paket* ]] || { echo "FAILED: $kind build translated to '$out'"; failed=1; }
done
exit $failed
