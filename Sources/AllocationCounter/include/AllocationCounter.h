#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, memalign, valloc, aligned_alloc, posix_memalign)
/// made by the process since it started.
unsigned long allocation_count(void);

/// Bytes of the heap blocks the process holds now (each as the allocator sized it).
long allocation_live_bytes(void);

#endif
