// Test scaffolding for the Windows pass of the real-window test; it is never
// shipped. Go 1.24 and later Windows programs take their random numbers from
// ProcessPrng in bcryptprimitives.dll, which every Windows 10 and 11 has and
// Wine 8.0 (Debian 12) lacks, so the program stops at start. This DLL, copied
// into the test's Wine prefix, supplies ProcessPrng through RtlGenRandom
// (advapi32's SystemFunction036), which Wine has.
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	while (length > 0) {
		ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
		if (!SystemFunction036(data, chunk))
			return FALSE;
		data += chunk;
		length -= chunk;
	}
	return TRUE;
}
