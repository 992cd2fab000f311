#!/usr/bin/env bash
# CI's Windows steps, from a clean checkout, as root: install the tools, build
# xqprize.exe, smoke-test it under wine against the Linux build, build the
# release zip and run the .exe unpacked from it, then run the test suite under
# wine. Prints how long each step took.
set -euo pipefail
cd "$(dirname "$0")/../.."
step_start=$SECONDS
step() {
  echo "windows: $1 took $((SECONDS - step_start)) s"
  step_start=$SECONDS
}
scripts/windows/setup.sh
step "setup"
[[ -x target/release/xqprize ]] || cargo build --release --locked
exe="$(scripts/windows/build.sh)"
step "build"
scripts/windows/smoke.sh "$exe" target/release/xqprize
step "smoke test"
zip="$(scripts/windows/package.sh "$exe")"
unpacked="$(mktemp -d)"
unzip -q "$zip" -d "$unpacked"
release="$(basename "$zip" .zip)"
for part in xqprize.exe 先读我.txt templates/shizhu-2019.toml samples/shizhu-2019.xlsx; do
  [[ -e "$unpacked/$release/$part" ]] || { echo "$zip lacks $part" >&2; exit 1; }
done
scripts/windows/smoke.sh "$unpacked/$release/xqprize.exe" target/release/xqprize
rm -rf "$unpacked"
step "release zip"
scripts/windows/test.sh
step "tests under wine"
