// Process-wide settings the settingsc executable makes before it starts (Sources/settingsc/main.swift).
#ifndef SETTINGSC_PROCESS_TUNING_H
#define SETTINGSC_PROCESS_TUNING_H

/// Two malloc arenas at most, one for each thread that reads half of a large schema, where the C library is glibc
/// (elsewhere it does nothing). Returns 1 when the setting was made, 0 when it was not (not glibc, or glibc refused it).
int settingsc_use_two_malloc_arenas(void);

/// Blocks up to 64 MB from the heap, and freed memory kept in it for the next allocation (glibc; elsewhere nothing):
/// a page touched again costs no page fault. Returns 1 when both settings were made, 0 otherwise.
int settingsc_keep_freed_memory(void);

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

/// For the tests: the CPU the calling thread runs on (-1: unknown), and its affinity mask as `size` bytes, a bit per
/// CPU (returns 0 when read; Linux only, -1 elsewhere).
int settingsc_current_cpu(void);
int settingsc_thread_affinity(unsigned char *bytes, int size);

#endif
