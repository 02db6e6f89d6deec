#ifndef LIVERY_BENCH_SUPPORT_H
#define LIVERY_BENCH_SUPPORT_H
#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back: AddressSanitizer's count when built
/// with it, else glibc's mallinfo2 or the malloc zones on Darwin (0 where none of these exists).
size_t liverybench_allocated_bytes(void);

/// Which count ``liverybench_allocated_bytes`` reads ("AddressSanitizer", "glibc mallinfo2",
/// "malloc zones" or "none"), for reports.
const char *liverybench_allocator_name(void);

/// Whether this build can talk to Callgrind (x86-64 Linux); elsewhere the two calls below do nothing.
int liverybench_callgrind_available(void);

/// Under `valgrind --tool=callgrind --collect-atstart=no`: zeroes the counters and starts
/// collecting. Outside Valgrind: nothing.
void liverybench_callgrind_begin(void);

/// Stops collecting and writes the counts since ``liverybench_callgrind_begin`` to a dump file
/// whose trigger reads `name`. Outside Valgrind: nothing.
void liverybench_callgrind_end(const char *name);

#endif
