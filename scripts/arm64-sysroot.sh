#!/usr/bin/env bash
# Builds the arm64 sysroot that the aarch64 cross build links against (platforms/aarch64-linux-gnu.cmake).
#
#   scripts/arm64-sysroot.sh DIR
#
# The arm64 libraries and headers the tests need (the runtime's own dependency, XNNPACK, is vendored and
# cross-built by scripts/build-xnnpack.sh) are fetched with `apt-get download` and unpacked with
# `dpkg -x` into DIR; nothing is installed. libc and libstdc++ are not here: they come from the cross toolchain
# (crossbuild-essential-arm64, under /usr/aarch64-linux-gnu). Idempotent: DIR/.packages records the exact
# package versions unpacked, and a second run with the same versions does nothing.
set -euo pipefail
dir=${1:?usage: scripts/arm64-sysroot.sh DIR}

# What each package is for:
#   GoogleTest/GoogleMock: the test suites. SentencePiece: the tests' tokenizer oracle and the converter
#   libraries the test support links (the tests are built because they are the point of the cross build).
#   FlatBuffers: headers and CMake config only (flatc is the host's; flatbuffers-compiler-dev, which would
#   declare an arm64 flatc, is left out on purpose). nlohmann-json: header-only, for the converter libraries.
#   libgettextpo (with its libunistring) and pugixml: the catalog formats of attn localize (localize/), which
#   the attn command links.
packages=(
  libgtest-dev libgmock-dev
  libsentencepiece0 libsentencepiece-dev
  libflatbuffers2 libflatbuffers-dev
  libgettextpo0 libgettextpo-dev libunistring2
  libpugixml1v5 libpugixml-dev
)
# Architecture-independent packages (headers and sources only), fetched without an :arm64 qualifier.
packages_all=(googletest nlohmann-json3-dev)

SUDO=""
[[ $(id -u) -ne 0 ]] && SUDO="sudo"
# apt only downloads arm64 packages once it knows the architecture; this adds package lists, installs nothing.
if ! dpkg --print-foreign-architectures | grep -qx arm64; then
  $SUDO dpkg --add-architecture arm64
  $SUDO apt-get update -qq
fi

# name[:arm64]=version for each package, from one apt-cache call (one per package costs seconds each); the
# candidate version is what apt-get download fetches.
names=("${packages[@]/%/:arm64}" "${packages_all[@]}")
versions() {
  apt-cache policy "${names[@]}" | awk '
    /^[^ ]/ { name = $1; sub(/:$/, "", name) }
    /^  Candidate:/ && $2 != "(none)" { print name "=" $2 }'
}
wanted=$(versions)
if (( $(wc -l <<< "$wanted") != ${#names[@]} )); then
  # The arm64 lists may be missing (a machine whose lists predate the architecture): refresh once.
  $SUDO apt-get update -qq
  wanted=$(versions)
fi
if (( $(wc -l <<< "$wanted") != ${#names[@]} )); then
  echo "arm64-sysroot: no candidate version for some of: ${names[*]}; found only:" >&2
  echo "$wanted" >&2
  exit 1
fi

if [[ -f $dir/.packages ]] && [[ $(cat "$dir/.packages") == "$wanted" ]]; then
  echo "arm64-sysroot: $dir is up to date"
  exit 0
fi

# Unpack into a fresh directory and swap it in, so that an interrupted run never leaves a half sysroot that
# looks complete.
rm -rf "$dir.tmp"
mkdir -p "$dir.tmp/debs"
(cd "$dir.tmp/debs" && apt-get download -qq -o APT::Sandbox::User=root $wanted)
for deb in "$dir.tmp"/debs/*.deb; do
  dpkg -x "$deb" "$dir.tmp"
done
rm -rf "$dir.tmp/debs"
echo "$wanted" > "$dir.tmp/.packages"
rm -rf "$dir"
mv "$dir.tmp" "$dir"
echo "arm64-sysroot: unpacked $(wc -w <<< "$wanted") packages into $dir"
