#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, aligned) made by the process since it started.
unsigned long allocation_count(void);

#endif
