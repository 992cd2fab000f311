# Sourced by the scripts that run the Windows build under wine (tests only).
# Sets up a throwaway wine prefix under target/ with the bcryptprimitives.dll
# stand-in (see bcryptprimitives.c) that wine 8.0 lacks, once.
# Needs: wine, x86_64-w64-mingw32-gcc.

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export WINEPREFIX="${WINEPREFIX:-$root/target/wine}"
export WINEDEBUG="${WINEDEBUG:--all}"
# No prompts to install wine's Mono or Gecko: nothing here needs them.
export WINEDLLOVERRIDES="${WINEDLLOVERRIDES:-mscoree=;mshtml=}"
# No display is needed or wanted.
unset DISPLAY WAYLAND_DISPLAY

wine_ready() {
  local system32="$WINEPREFIX/drive_c/windows/system32"
  if [[ ! -f "$system32/bcryptprimitives.dll" ]]; then
    mkdir -p "$WINEPREFIX"
    wineboot --init >/dev/null 2>&1 || true
    wineserver --wait || true
    x86_64-w64-mingw32-gcc -O2 -shared -o "$system32/bcryptprimitives.dll" \
      "$here/bcryptprimitives.c" -lbcrypt
  fi
  # One wine server for the whole run, kept a minute after its last client:
  # with wine's default of 3 seconds, a test binary started as the server
  # shuts down is refused ("recvmsg: Connection reset by peer"). Where a
  # server already runs this does nothing.
  wineserver -p60 >/dev/null 2>&1 || true
}
