// Process-level hooks for the compiled-scene worker: `Date()` and Swift's system random numbers read
// the scene's virtual clock and seeded generator instead of the machine's.
//
// Why C, and why interposition: Swift's `SystemRandomNumberGenerator` gets its bytes in libswiftCore
// with `syscall(SYS_getrandom, …)` (stdlib/public/stubs/Random.cpp in swiftlang/swift), and
// FoundationEssentials' `Date.now` reads `clock_gettime(CLOCK_REALTIME, …)`; neither has a Swift-level
// hook. The animrender executable is linked with --export-dynamic, so these definitions take
// precedence over the C library's for every shared object in the process (ELF symbol interposition:
// System V ABI, "Symbol Resolution"). `syscall` is variadic, which Swift cannot define.
//
// This is not a binding to a C library, so it is the one C target outside the rasterizer and media
// layers (see scripts/check-layering.sh). Without installed hooks every function forwards to the C
// library's own (found with dlsym(RTLD_NEXT)); with hooks installed, a hook that returns 0 (the
// calling thread is not running scene code) forwards too. Monotonic clocks are never touched: the
// watchdog, Dispatch and Swift's own clocks need real elapsed time.
#define _GNU_SOURCE
#include "CProcessHooks.h"

#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>

static _Atomic(animrender_random_hook) random_hook;
static _Atomic(animrender_wall_clock_hook) wall_clock_hook;

void animrender_set_process_hooks(animrender_random_hook random, animrender_wall_clock_hook wall_clock) {
  atomic_store(&random_hook, random);
  atomic_store(&wall_clock_hook, wall_clock);
}

/// The C library's definition of `name` (the next one after this executable's).
static void *next_symbol(_Atomic(void *) *cache, const char *name) {
  void *f = atomic_load_explicit(cache, memory_order_acquire);
  if (!f) {
    f = dlsym(RTLD_NEXT, name);
    atomic_store_explicit(cache, f, memory_order_release);
  }
  return f;
}

typedef long (*syscall_fn)(long, ...);
typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
typedef int (*gettimeofday_fn)(struct timeval *, void *);
static _Atomic(void *) real_syscall, real_clock_gettime, real_gettimeofday;

// Resolved before main, so the first forwarded call (often a futex from Dispatch) does not run dlsym.
__attribute__((constructor)) static void resolve_next_symbols(void) {
  next_symbol(&real_syscall, "syscall");
  next_symbol(&real_clock_gettime, "clock_gettime");
  next_symbol(&real_gettimeofday, "gettimeofday");
}

long syscall(long number, ...) {
  // Linux system calls take at most six arguments, passed in registers; reading six is what the C
  // library's own `syscall` does.
  va_list ap;
  va_start(ap, number);
  long a[6];
  for (int i = 0; i < 6; i++) a[i] = va_arg(ap, long);
  va_end(ap);
  if (number == SYS_getrandom) {
    animrender_random_hook hook = atomic_load(&random_hook);
    if (hook && hook((void *)a[0], (size_t)a[1])) return a[1];
  }
  return ((syscall_fn)next_symbol(&real_syscall, "syscall"))(number, a[0], a[1], a[2], a[3], a[4], a[5]);
}

/// The scene's date, if the calling thread runs scene code, as whole seconds and nanoseconds.
static int scene_time(time_t *seconds, long *nanoseconds) {
  animrender_wall_clock_hook hook = atomic_load(&wall_clock_hook);
  double s;
  if (!hook || !hook(&s)) return 0;
  double whole = floor(s);
  long ns = lround((s - whole) * 1e9);  // s - whole is exact; nanoseconds round-trip the double
  if (ns >= 1000000000L) { whole += 1; ns -= 1000000000L; }
  *seconds = (time_t)whole;
  *nanoseconds = ns;
  return 1;
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
  if (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE) {
    time_t s;
    long ns;
    if (scene_time(&s, &ns)) {
      ts->tv_sec = s;
      ts->tv_nsec = ns;
      return 0;
    }
  }
  return ((clock_gettime_fn)next_symbol(&real_clock_gettime, "clock_gettime"))(clock, ts);
}

// CoreFoundation's CFAbsoluteTimeGetCurrent (RunLoop, NSDate paths in swift-corelibs-foundation).
int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  time_t s;
  long ns;
  if (scene_time(&s, &ns)) {
    tv->tv_sec = s;
    tv->tv_usec = ns / 1000;
    return 0;
  }
  return ((gettimeofday_fn)next_symbol(&real_gettimeofday, "gettimeofday"))(tv, tz);
}
