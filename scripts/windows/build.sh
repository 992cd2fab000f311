#!/usr/bin/env bash
# Cross-compile xqprize.exe for 64-bit Windows with mingw-w64 and print its
# path. One .exe, symbols stripped, importing only DLLs every Windows has.
#   scripts/windows/build.sh            (scripts/windows/setup.sh installs the tools)
set -euo pipefail
cd "$(dirname "$0")/../.."
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
export CARGO_PROFILE_RELEASE_STRIP=symbols
cargo build --release --locked --target x86_64-pc-windows-gnu >&2
exe=target/x86_64-pc-windows-gnu/release/xqprize.exe
# Only system DLLs: nothing for the treasurer to install beside the .exe.
# iphlpapi: the IP Helper of every Windows since 2000, which serve's list of
# this computer's addresses (for --listen) reads.
allowed='^(kernel32|ntdll|advapi32|bcrypt|bcryptprimitives|ws2_32|iphlpapi|userenv|shell32|user32|ole32|oleaut32|msvcrt|api-ms-win-[a-z0-9-]+)\.dll$'
while read -r dll; do
  if ! [[ "${dll,,}" =~ $allowed ]]; then
    echo "xqprize.exe imports $dll, which Windows does not provide" >&2
    exit 1
  fi
done < <(x86_64-w64-mingw32-objdump -p "$exe" | sed -n 's/^\s*DLL Name: //p')
echo "$exe"
