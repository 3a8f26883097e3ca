// Counts the process's heap allocations for benchmarks and tests that bound them (preloaded
// with LD_PRELOAD; toolkitbench finds `allocation_count` and reports allocations per step).
// Each call forwards to glibc's own allocator, so nothing else changes.
#define _GNU_SOURCE
#include "AllocationCounter.h"

#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_ulong allocations;

unsigned long allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

static void count_one(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12;  // ENOMEM
    *result = pointer;
    return 0;
}
