#!/usr/bin/env bash
# Install what building and testing the Windows build needs, on Debian, as
# root: the Rust target, mingw-w64 (linker) and wine (to run it). Idempotent.
set -euo pipefail
rustup target add x86_64-pc-windows-gnu
missing=()
command -v x86_64-w64-mingw32-gcc >/dev/null || missing+=(gcc-mingw-w64-x86-64)
command -v wine >/dev/null || missing+=(wine wine64)
command -v unzip >/dev/null || missing+=(unzip)
command -v zip >/dev/null || missing+=(zip)
command -v curl >/dev/null || missing+=(curl)
if ((${#missing[@]})); then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
