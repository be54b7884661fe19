#!/usr/bin/env bash
# Installs every Debian package the build, the tests and the tools need on a fresh Debian 12 machine.
# Idempotent: packages already present are skipped by apt.
set -euo pipefail
packages=(
  build-essential cmake ninja-build pkg-config git
  libflatbuffers-dev flatbuffers-compiler
  libgtest-dev libgmock-dev libbenchmark-dev
  nlohmann-json3-dev
  libpugixml-dev
  libsentencepiece-dev sentencepiece
  libopenblas-dev libdnnl-dev
  libopenmpi-dev openmpi-bin
  patchelf xz-utils
  clang libclang-rt-14-dev
  python3 python3-venv python3-dev
  crossbuild-essential-arm64 qemu-user
  default-jdk-headless
  libgettextpo-dev gettext
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
