#ifndef ANIMRENDER_CPROCESSHOOKS_H
#define ANIMRENDER_CPROCESSHOOKS_H

#include <stddef.h>

/// Fills `count` bytes at `buffer` with the scene's random bytes and returns 1, or returns 0 to let
/// the kernel's getrandom answer (no scene clock on this thread).
typedef int (*animrender_random_hook)(void *_Nullable buffer, size_t count);

/// Writes the wall-clock time scene code sees (seconds since 1970) and returns 1, or returns 0 to
/// let the real clock answer (no scene clock on this thread).
typedef int (*animrender_wall_clock_hook)(double *_Nonnull seconds);

/// Installs (or, with NULLs, removes) the process's hooks. Until then the interposed functions
/// below behave exactly as the C library's.
void animrender_set_process_hooks(animrender_random_hook _Nullable random,
                                  animrender_wall_clock_hook _Nullable wall_clock);

#endif
