/* FOR TESTING UNDER WINE ONLY; never shipped with xqprize.
 *
 * Wine 8.0 has no bcryptprimitives.dll, and Rust's standard library (1.78 and
 * later) takes its random numbers from ProcessPrng there. Every Windows that
 * xqprize supports has the real DLL. This stand-in hands the request to
 * BCryptGenRandom, which wine does have. scripts/windows/wine-env.sh builds it
 * into the throwaway wine prefix the tests use.
 */
#include <windows.h>
#include <bcrypt.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
    while (len > 0) {
        ULONG chunk = len > 0x40000000 ? 0x40000000 : (ULONG)len;
        if (BCryptGenRandom(NULL, data, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0)
            return FALSE;
        data += chunk;
        len -= chunk;
    }
    return TRUE;
}
