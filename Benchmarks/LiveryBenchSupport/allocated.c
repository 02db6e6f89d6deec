#include "LiveryBenchSupport.h"
#include <stdlib.h>
#if defined(__APPLE__)
#include <malloc/malloc.h>
size_t liverybench_allocated_bytes(void) {
    malloc_statistics_t stats;
    malloc_zone_statistics(NULL, &stats);
    return stats.size_in_use;
}
#elif defined(__GLIBC__)
#include <malloc.h>
size_t liverybench_allocated_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#else
size_t liverybench_allocated_bytes(void) { return 0; }
#endif
