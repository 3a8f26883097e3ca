// Counts the process's heap allocations and live heap bytes for benchmarks and tests that bound
// them (preloaded with LD_PRELOAD; toolkitbench finds `allocation_count` and
// `allocation_live_bytes` and reports them per step). Each call forwards to glibc's own
// allocator, so nothing else changes.
#define _GNU_SOURCE
#include "AllocationCounter.h"

#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void __libc_free(void *pointer);

static atomic_ulong allocations;
// Bytes of the blocks in use, as the allocator sized them (malloc_usable_size): what a smaller
// object or a tighter table saves, with the allocator's rounding.
static atomic_long live_bytes;

unsigned long allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

long allocation_live_bytes(void) { return atomic_load_explicit(&live_bytes, memory_order_relaxed); }

static void count_one(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

static void *counted(void *pointer) {
    if (pointer != NULL) {
        atomic_fetch_add_explicit(&live_bytes, (long)malloc_usable_size(pointer), memory_order_relaxed);
    }
    return pointer;
}

static void uncount(void *pointer) {
    if (pointer != NULL) {
        atomic_fetch_sub_explicit(&live_bytes, (long)malloc_usable_size(pointer), memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    count_one();
    return counted(__libc_malloc(size));
}

void *calloc(size_t count, size_t size) {
    count_one();
    return counted(__libc_calloc(count, size));
}

void *realloc(void *pointer, size_t size) {
    count_one();
    // The old block's size is read before realloc may free it; on failure it stays in use.
    size_t old_size = pointer != NULL ? malloc_usable_size(pointer) : 0;
    void *resized = __libc_realloc(pointer, size);
    if (resized != NULL || size == 0) {
        atomic_fetch_sub_explicit(&live_bytes, (long)old_size, memory_order_relaxed);
        counted(resized);
    }
    return resized;
}

void free(void *pointer) {
    uncount(pointer);
    __libc_free(pointer);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return counted(__libc_memalign(alignment, size));
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return counted(__libc_memalign(alignment, size));
}

void *valloc(size_t size) {
    count_one();
    return counted(__libc_valloc(size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12;  // ENOMEM
    *result = counted(pointer);
    return 0;
}
