#include "LiveryBenchSupport.h"
#include <stdlib.h>

// Under AddressSanitizer, malloc is ASan's own allocator: glibc's mallinfo2 and the Darwin malloc
// zone never see its blocks. ASan counts them itself.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LIVERY_BENCH_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(LIVERY_BENCH_ASAN)
#define LIVERY_BENCH_ASAN 1
#endif

#if defined(LIVERY_BENCH_ASAN)
// From <sanitizer/allocator_interface.h>, declared here so no sanitizer headers are needed: the
// bytes the program has allocated and not yet freed (blocks waiting in ASan's quarantine count as
// freed).
size_t __sanitizer_get_current_allocated_bytes(void);
size_t liverybench_allocated_bytes(void) {
    return __sanitizer_get_current_allocated_bytes();
}
const char *liverybench_allocator_name(void) { return "AddressSanitizer"; }
#elif defined(__APPLE__)
#include <malloc/malloc.h>
size_t liverybench_allocated_bytes(void) {
    malloc_statistics_t stats;
    malloc_zone_statistics(NULL, &stats);
    return stats.size_in_use;
}
const char *liverybench_allocator_name(void) { return "malloc zones"; }
#elif defined(__GLIBC__)
#include <malloc.h>
size_t liverybench_allocated_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
const char *liverybench_allocator_name(void) { return "glibc mallinfo2"; }
#else
size_t liverybench_allocated_bytes(void) { return 0; }
const char *liverybench_allocator_name(void) { return "none"; }
#endif
