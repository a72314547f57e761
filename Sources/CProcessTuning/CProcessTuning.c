// glibc gives each thread a malloc arena of its own, up to eight per core. settingsc asks for two: one for each of
// the two threads that read a large schema's halves at once (`YAMLReader.readInHalves`), whose libyaml allocates and
// frees for every token: in one shared arena the two waited on its lock (futex waits were some 5 % of `validate`'s
// time at 10,000 settings, which took 109 ms with one arena and 83 ms with two, 15.1 and 11.5 ms at 1,000; issue 32,
// the fifteenth session). No more than two: a thread that comes later (`generate`'s render thread, `docs`'s) takes
// the second part's arena once its thread has ended, instead of growing a heap of its own, and the second part's
// document, the one large thing that thread allocates, is in pages of its own, given back when it is freed
// (`ArenaMemory`). Peak RSS at 50,000 settings: validate 90.6 MB either way, generate 90.7 MB with one arena, 96.1 with
// two (the render thread no longer reuses what the front end freed in the first arena; issue 32's target is 100).
// mallopt is declared in malloc.h, which Swift's Glibc module does not export, hence this C target; a call, not a
// lookup by name, because the executable is linked statically (dlsym finds nothing there).
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "CProcessTuning.h"

// Any header of the C library defines __GLIBC__ on glibc (through features.h); the test below needs one first.
#if defined(__linux__)
#include <sched.h>
#endif
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int settingsc_use_two_malloc_arenas(void) {
#if defined(__GLIBC__)
    return mallopt(M_ARENA_MAX, 2) == 1 ? 1 : 0;
#else
    return 0;
#endif
}

// A page of memory the process touches for the first time costs a page fault: about 1.9 µs on the 2-core VMs
// settingsc is measured on (1,000 faults, 1.9-2.1 ms, against 10 ms for all of `validate` at 1,000 settings;
// issue 32). By default glibc serves a block of 128 KB or more with mmap of its own and gives it back with munmap when
// it is freed, and gives the top of the heap back past 128 KB free: every large buffer a stage frees (the YAML
// document's, an array grown past its capacity) is then faulted in again, page by page, by the next stage. Here
// every block up to 64 MB comes from the heap and freed memory stays there for the next allocation, which settingsc,
// a process that runs for a fraction of a second, can afford (the page faults and peak RSS before and after:
// bench/README.md, issue 32's twelfth session).
int settingsc_keep_freed_memory(void) {
#if defined(__GLIBC__)
    int mapped = mallopt(M_MMAP_THRESHOLD, 64 << 20);
    int trimmed = mallopt(M_TRIM_THRESHOLD, 256 << 20);
    return mapped == 1 && trimmed == 1 ? 1 : 0;
#else
    return 0;
#endif
}

// Where a second thread starts. The CPUs the process may run on are read once, before the first thread is made.
#if defined(__linux__)
static cpu_set_t allowed;
static int allowedCount = -1;
static pthread_once_t allowedOnce = PTHREAD_ONCE_INIT;

static void readAllowed(void) {
    CPU_ZERO(&allowed);
    allowedCount = sched_getaffinity(0, sizeof allowed, &allowed) == 0 ? CPU_COUNT(&allowed) : 0;
}
#endif

int settingsc_allowed_cpus(void) {
#if defined(__linux__)
    pthread_once(&allowedOnce, readAllowed);
    return allowedCount;
#else
    return 0;
#endif
}

int settingsc_start_on_another_cpu(pthread_attr_t *attributes) {
#if defined(__linux__)
    if (settingsc_allowed_cpus() < 2) return 0;
    int current = sched_getcpu();
    // The next allowed CPU after the caller's, round the set.
    for (int step = 1; step < CPU_SETSIZE; step++) {
        int cpu = (current + step) % CPU_SETSIZE;
        if (cpu != current && CPU_ISSET(cpu, &allowed)) {
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(cpu, &one);
            return pthread_attr_setaffinity_np(attributes, sizeof one, &one) == 0 ? 1 : 0;
        }
    }
    return 0;
#else
    (void)attributes;
    return 0;
#endif
}

void settingsc_run_anywhere(void) {
#if defined(__linux__)
    if (settingsc_allowed_cpus() >= 2) sched_setaffinity(0, sizeof allowed, &allowed);
#endif
}

int settingsc_current_cpu(void) {
#if defined(__linux__)
    return sched_getcpu();
#else
    return -1;
#endif
}

int settingsc_thread_affinity(unsigned char *bytes, int size) {
#if defined(__linux__)
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    for (int i = 0; i < size; i++) {
        unsigned char byte = 0;
        for (int bit = 0; bit < 8; bit++) {
            if (i * 8 + bit < CPU_SETSIZE && CPU_ISSET(i * 8 + bit, &set)) byte |= (unsigned char)(1u << bit);
        }
        bytes[i] = byte;
    }
    return 0;
#else
    (void)bytes;
    (void)size;
    return -1;
#endif
}
