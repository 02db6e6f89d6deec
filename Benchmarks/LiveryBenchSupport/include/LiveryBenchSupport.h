#ifndef LIVERY_BENCH_SUPPORT_H
#define LIVERY_BENCH_SUPPORT_H
#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back: AddressSanitizer's count when built
/// with it, else glibc's mallinfo2 or the malloc zones on Darwin (0 where none of these exists).
size_t liverybench_allocated_bytes(void);

/// Which count ``liverybench_allocated_bytes`` reads ("AddressSanitizer", "glibc mallinfo2",
/// "malloc zones" or "none"), for reports.
const char *liverybench_allocator_name(void);

#endif
