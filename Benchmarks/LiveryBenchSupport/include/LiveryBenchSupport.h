#ifndef LIVERY_BENCH_SUPPORT_H
#define LIVERY_BENCH_SUPPORT_H
#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back (glibc mallinfo2, or the malloc zone on Darwin).
size_t liverybench_allocated_bytes(void);

#endif
