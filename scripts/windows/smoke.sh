#!/usr/bin/env bash
# Run the Windows build under wine and hold its outputs to the Linux build's:
# --help, `run` on the sample and on a Chinese path with spaces (results.json
# byte for byte, each workbook part for part), `serve` answering on loopback,
# and started as by a double click, the page served.
#   scripts/windows/smoke.sh [WINDOWS_EXE [LINUX_BINARY]]
# Defaults: the builds of scripts/windows/build.sh and `cargo build --release`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/windows/wine-env.sh
exe="$(realpath "${1:-target/x86_64-pc-windows-gnu/release/xqprize.exe}")"
linux="$(realpath "${2:-target/release/xqprize}")"
wine_ready
work="$(mktemp -d)"
serve_pid=
cleanup() {
  if [[ -n "$serve_pid" ]]; then kill "$serve_pid" 2>/dev/null || true; fi
  wineserver -k 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "windows smoke test: $*" >&2; exit 1; }

# The workbooks of two runs, part for part: the zip containers may differ
# (the "made by" system byte), the parts inside may not.
same_workbooks() {
  local a="$1" b="$2" name
  for name in payouts awards qualifiers; do
    rm -rf "$work/parts"
    mkdir -p "$work/parts/a" "$work/parts/b"
    unzip -q "$a/$name.xlsx" -d "$work/parts/a"
    unzip -q "$b/$name.xlsx" -d "$work/parts/b"
    diff -r "$work/parts/a" "$work/parts/b" >/dev/null ||
      fail "$name.xlsx differs from the Linux build's inside"
    cmp -s <(unzip -Z1 "$a/$name.xlsx") <(unzip -Z1 "$b/$name.xlsx") ||
      fail "$name.xlsx lists its parts in another order"
  done
}

echo "windows smoke test: --help"
wine "$exe" --help >"$work/help.txt" || fail "--help failed"
grep -q '用法' "$work/help.txt" || fail "--help is not the Chinese help"

echo "windows smoke test: run on the sample"
wine "$exe" run samples/shizhu-2019.xlsx --out "$work/win" >"$work/win.txt" ||
  fail "run on the sample failed"
"$linux" run samples/shizhu-2019.xlsx --out "$work/linux" >"$work/linux.txt"
cmp "$work/win/results.json" "$work/linux/results.json" ||
  fail "results.json differs from the Linux build's"
same_workbooks "$work/win" "$work/linux"
# The summary to a pipe: UTF-8, or GBK when asked.
grep -q '已写出' "$work/win.txt" || fail "the summary is not UTF-8 Chinese"
wine "$exe" --encoding gbk run samples/shizhu-2019.xlsx --out "$work/win" --force >"$work/gbk.txt"
cmp -s <(iconv -f gbk -t utf-8 "$work/gbk.txt") "$work/win.txt" ||
  fail "--encoding gbk does not print the summary in GBK"

echo "windows smoke test: run on a Chinese path with spaces"
dir="$work/石柱 预赛 2019"
mkdir -p "$dir"
cp samples/shizhu-2019.xlsx "$dir/成绩 册.xlsx"
windir="$(winepath -w "$dir")"
wine "$exe" run "$windir\\成绩 册.xlsx" --out "$windir\\输出 结果" >/dev/null ||
  fail "run on a Chinese path with spaces failed"
"$linux" run "$dir/成绩 册.xlsx" --out "$work/linux-cn" >/dev/null
cmp "$dir/输出 结果/results.json" "$work/linux-cn/results.json" ||
  fail "results.json from the Chinese path differs from the Linux build's"
same_workbooks "$dir/输出 结果" "$work/linux-cn"

echo "windows smoke test: serve on loopback"
wine "$exe" serve --port 0 >"$work/serve.txt" 2>/dev/null &
serve_pid=$!
url=
for _ in $(seq 1 120); do
  url="$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$work/serve.txt" || true)"
  [[ -n "$url" ]] && break
  sleep 0.5
done
[[ -n "$url" ]] || fail "serve printed no address"
# A loaded machine may print the address a moment before the page answers.
curl -fsS --max-time 20 --retry 10 --retry-connrefused --retry-delay 1 "$url" | grep -q '<html' ||
  fail "serve did not answer at $url"
kill "$serve_pid" 2>/dev/null || true
serve_pid=

# Explorer's double click: no arguments, and a console no shell shares.
# `start /wait` gives the program such a console; it then serves the page on
# 127.0.0.1:8080 (or a free port when 8080 is taken) and asks the system to
# open it in the browser.
echo "windows smoke test: double-clicked, it serves the page"
if curl -fsS --max-time 2 http://127.0.0.1:8080/ >/dev/null 2>&1; then
  fail "port 8080 is taken on this machine: the double-click test needs it free"
fi
wine start /wait /unix "$exe" >"$work/click.txt" 2>&1 &
serve_pid=$!
answered=
for _ in $(seq 1 120); do
  if curl -fsS --max-time 5 http://127.0.0.1:8080/ 2>/dev/null | grep -q '<html'; then
    answered=yes
    break
  fi
  sleep 0.5
done
[[ -n "$answered" ]] || fail "double-clicked, it did not serve the page on 127.0.0.1:8080"
wineserver -k 2>/dev/null || true
serve_pid=
echo "windows smoke test: passed"
