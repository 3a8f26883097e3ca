#include <pango/pangocairo.h>
#include <stdio.h>

/// Swift 6 cannot touch C `stdout` (not concurrency-safe), so line buffering is set here.
static inline void shim_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
