#include "LiveryBenchSupport.h"

// Callgrind's client requests (ZERO_STATS, TOGGLE_COLLECT, DUMP_STATS_AT), so that
// `Benchmarks/instructions.sh` counts the instructions of one measured call and nothing else.
// Outside Valgrind the special instruction sequence below does nothing (rotations that add up to
// 128 bits leave %rdi unchanged, and `xchg %rbx,%rbx` is a no-op), so the benchmark needs neither
// Valgrind nor its headers to build or run. The sequence and the request numbers are Valgrind's
// published ABI (valgrind.h and callgrind.h, which carry a BSD-style licence so that programs can
// copy them): request codes are ('C' << 24 | 'T' << 16) + 0 (DUMP_STATS), 1 (ZERO_STATS),
// 2 (TOGGLE_COLLECT), 3 (DUMP_STATS_AT).
#if defined(__x86_64__) && defined(__linux__)
static unsigned long liverybench_client_request(unsigned long request, unsigned long arg1) {
    volatile unsigned long args[6] = {request, arg1, 0, 0, 0, 0};
    volatile unsigned long result;
    __asm__ volatile("rolq $3,  %%rdi ; rolq $13, %%rdi\n\t"
                     "rolq $61, %%rdi ; rolq $51, %%rdi\n\t"
                     "xchgq %%rbx,%%rbx"
                     : "=d"(result)
                     : "a"(&args[0]), "0"(0UL)
                     : "cc", "memory");
    return result;
}
#define LIVERYBENCH_CALLGRIND 1
#endif

#define LIVERYBENCH_CT_BASE ((((unsigned long)'C') & 0xff) << 24 | (((unsigned long)'T') & 0xff) << 16)

int liverybench_callgrind_available(void) {
#if defined(LIVERYBENCH_CALLGRIND)
    return 1;
#else
    return 0;
#endif
}

void liverybench_callgrind_begin(void) {
#if defined(LIVERYBENCH_CALLGRIND)
    liverybench_client_request(LIVERYBENCH_CT_BASE + 1, 0);  // ZERO_STATS
    liverybench_client_request(LIVERYBENCH_CT_BASE + 2, 0);  // TOGGLE_COLLECT (on)
#endif
}

void liverybench_callgrind_end(const char *name) {
#if defined(LIVERYBENCH_CALLGRIND)
    liverybench_client_request(LIVERYBENCH_CT_BASE + 2, 0);  // TOGGLE_COLLECT (off)
    liverybench_client_request(LIVERYBENCH_CT_BASE + 3, (unsigned long)name);  // DUMP_STATS_AT
#else
    (void)name;
#endif
}
