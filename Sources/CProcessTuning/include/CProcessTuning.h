// Process-wide settings the settingsc executable makes before it starts (Sources/settingsc/main.swift).
#ifndef SETTINGSC_PROCESS_TUNING_H
#define SETTINGSC_PROCESS_TUNING_H

/// At most `count` malloc arenas, where the C library is glibc (elsewhere it does nothing): the executable asks for
/// three, one for each thread that allocates at once (the halves of a large schema, `docs`' three printing threads).
/// Returns 1 when the setting was made, 0 when it was not (not glibc, or glibc refused it).
int settingsc_use_malloc_arenas(int count);

/// Blocks up to 64 MB from the heap, and freed memory kept in it for the next allocation (glibc; elsewhere nothing):
/// a page touched again costs no page fault. Returns 1 when both settings were made, 0 otherwise.
int settingsc_keep_freed_memory(void);

/// Faults in the executable's zeroed data (.bss) writable, at once (Linux 5.14 or later; elsewhere nothing), so that
/// the Swift runtime's first write of a cache there, made while a second thread runs, costs no TLB flush on the other
/// CPU. Called before the first thread is made. Returns the bytes faulted in, 0 when none were.
long settingsc_fault_in_zeroed_data(void);

/// For the tests: where the executable's zeroed data starts and how many bytes it is (Linux; elsewhere 0 and 0).
void settingsc_zeroed_data(void **start, long *count);

#include <pthread.h>

/// How many CPUs this process may run on (its affinity mask, on Linux); 0 when that cannot be told (elsewhere).
int settingsc_allowed_cpus(void);

/// Sets `attributes` so that a thread created with them starts on an allowed CPU other than the caller's (Linux;
/// elsewhere it does nothing). Returns 1 when it did. The thread calls `settingsc_run_anywhere` first thing, so that
/// only where it starts is chosen: on a virtual machine whose other core is idle, a new thread otherwise waited for
/// the scheduler's next balancing, up to the end of the caller's work, before it ran (issue 32).
int settingsc_start_on_another_cpu(pthread_attr_t *attributes);

/// Lets the calling thread run on every CPU the process may run on again (after `settingsc_start_on_another_cpu`).
void settingsc_run_anywhere(void);

/// Opens 16 MB of the calling thread's malloc heap at once (glibc; elsewhere nothing): a second thread calls it first
/// thing, so that its heap is not opened a page at a time by `mprotect` as it grows.
void settingsc_open_thread_heap(void);

/// For the tests: the CPU the calling thread runs on (-1: unknown), and its affinity mask as `size` bytes, a bit per
/// CPU (returns 0 when read; Linux only, -1 elsewhere).
int settingsc_current_cpu(void);
int settingsc_thread_affinity(unsigned char *bytes, int size);

// libyaml's memory (Sources/CProcessTuning/CProcessTuning.c, "libyaml's memory"). libyaml mallocs and frees for
// every token it scans; while a thread is inside libyaml's parser (between `settingsc_yaml_memory_enter` and
// `settingsc_yaml_memory_leave`), the executable serves those blocks from free lists of its own instead of glibc's
// malloc. It takes effect only where the executable is linked with `--wrap=malloc,free,realloc` and this file is
// compiled with SETTINGSC_WRAP_MALLOC (`make build`, RELEASE_LINK_FLAGS); elsewhere entering and leaving only set a flag.
#include <stddef.h>

/// The size classes: 16, 32, 64 ... 2,048 bytes.
#define SETTINGSC_YAML_MEMORY_CLASSES 8

/// A thread's state: whether it is inside libyaml's parser, the rest of its chunk, its free blocks by size class.
/// Read and written only by the thread itself, by the functions below.
struct settingsc_yaml_memory_thread {
    int active;
    char *next;
    char *end;
    void *free[SETTINGSC_YAML_MEMORY_CLASSES];
};
/// Initial-exec: the thread's block is found from the thread pointer by a constant offset, with no call (settingsc and
/// the test runner are executables).
extern __thread struct settingsc_yaml_memory_thread settingsc_yaml_memory_thread
    __attribute__((tls_model("initial-exec")));

/// Reserves the address space the blocks come from (64 MB, touched only as blocks are handed out), once per process
/// (the executable asks first thing; any thread may ask). Returns 1 when it is reserved (now or before), 0 when it
/// could not be: then every block comes from malloc.
int settingsc_reserve_yaml_memory(void);

/// Around every call into libyaml's parser.
static inline void settingsc_yaml_memory_enter(void) { settingsc_yaml_memory_thread.active = 1; }
static inline void settingsc_yaml_memory_leave(void) { settingsc_yaml_memory_thread.active = 0; }

/// For the tests: what the wrapped malloc, free and realloc do, with the C library's as the real ones (the executable
/// alone is linked with the wrapping), whether a block is one of these, the payload it has room for (0 when it is not
/// one), and whether this build wraps malloc.
void *settingsc_yaml_memory_malloc(size_t size);
void settingsc_yaml_memory_free(void *pointer);
void *settingsc_yaml_memory_realloc(void *pointer, size_t size);
int settingsc_yaml_memory_owns(const void *pointer);
size_t settingsc_yaml_memory_capacity(const void *pointer);
int settingsc_yaml_memory_wraps_malloc(void);

// The timeline (Sources/CProcessTuning/CProcessTuning.c, "The timeline"): with SETTINGSC_TIMELINE set in its
// environment, the executable records a stamp at each step of a run (what the step is, when, on which thread, that
// thread's CPU time and page faults so far) and prints them on standard error before it exits. For whoever measures
// the compiler (bench/README.md); without the variable a stamp is one load and a branch.

/// Whether stamps are recorded: set once, by `settingsc_timeline_start`, before any second thread is made.
extern int settingsc_timeline_on;
static inline int settingsc_timeline_is_on(void) { return settingsc_timeline_on; }

/// Starts recording (its first stamp, `label`, is the origin of the times printed).
void settingsc_timeline_start(const char *label, int length);

/// Records a stamp: `length` bytes of `label` (UTF-8, the first 64 kept). Any thread may call it; callers test
/// `settingsc_timeline_is_on` first.
void settingsc_timeline_record(const char *label, int length);

/// Writes the stamps recorded so far to `fd`, a line each, in the order they were recorded: milliseconds since the
/// first, the thread (T1 the first to record, T2 the next...), the thread's CPU time in milliseconds and its minor
/// page faults so far (-1 where the system does not tell), the label. Returns the number of stamps written.
int settingsc_timeline_print(int fd);

#endif
