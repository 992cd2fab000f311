#!/usr/bin/env bash
# The test suite, built for Windows and run under wine:
#   scripts/windows/test.sh [cargo test arguments, e.g. a filter]
set -euo pipefail
cd "$(dirname "$0")/../.."
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER="$PWD/scripts/windows/wine-run"
trap 'source scripts/windows/wine-env.sh; wineserver -k 2>/dev/null || true' EXIT
cargo test --locked --target x86_64-pc-windows-gnu --no-fail-fast --lib --bins --tests "$@"
