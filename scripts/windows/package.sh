#!/usr/bin/env bash
# The Windows release zip, dist/xqprize-<version>-windows-x86_64.zip:
# xqprize.exe, the Chinese user's guide, the rules templates and the sample.
#   scripts/windows/package.sh [WINDOWS_EXE]   (default: build it)
set -euo pipefail
cd "$(dirname "$0")/../.."
exe="${1:-$(scripts/windows/build.sh)}"
version="$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n1)"
name="xqprize-$version-windows-x86_64"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name" dist
cp "$exe" "$stage/$name/xqprize.exe"
cp scripts/windows/先读我.txt "$stage/$name/先读我.txt"
# The user's guide in Chinese; the docs folder while it is not written.
if [[ -f docs/使用说明.md ]]; then
  cp docs/使用说明.md "$stage/$name/使用说明.md"
else
  cp -r docs "$stage/$name/docs"
fi
cp -r templates "$stage/$name/templates"
mkdir -p "$stage/$name/samples"
cp samples/shizhu-2019.xlsx samples/README.md "$stage/$name/samples/"
# Fixed times and order: the same tree gives the same zip.
find "$stage/$name" -exec touch -d '2019-04-23 00:00:00' {} +
rm -f "dist/$name.zip"
(cd "$stage" && find "$name" -print | LC_ALL=C sort | zip -q -X -@ "$OLDPWD/dist/$name.zip")
echo "dist/$name.zip"
