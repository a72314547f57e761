// glibc gives each thread a malloc arena of its own, up to eight per core. settingsc asks for three. Two for the two
// threads that read a large schema's halves at once (`YAMLReader.readInHalves`), whose libyaml allocates and frees for
// every token: in one shared arena the two waited on its lock (futex waits were some 5 % of `validate`'s time at
// 10,000 settings, which took 109 ms with one arena and 83 ms with two, 15.1 and 11.5 ms at 1,000; issue 32, the
// fifteenth session). A third for `settingsc docs`, which prints on three threads at once (the index with the pages'
// search items, the pages, the Markdown), each allocating as it prints: with two arenas, the pages' thread shared
// the first thread's and they waited on its lock (8,000 futex calls at 50,000 settings, a fifth of the system time;
// the twentieth session). The cap is read when the process makes its second arena, so it is set at start. A thread
// that comes later (`generate`'s render thread, the lowering's) takes the arena of a thread that has ended instead of
// growing a heap of its own, and the second part's document, the one large thing that thread allocates, is in pages
// of its own, given back when it is freed (`ArenaMemory`). Peak RSS at 50,000 settings: validate 90.6 MB with two
// arenas or one, 90.7 with three; generate 90.7 MB with one arena, 96.1 with two (the render thread no longer reuses
// what the front end freed in the first arena), 91.7 with three; issue 32's target is 100.
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
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int settingsc_use_malloc_arenas(int count) {
#if defined(__GLIBC__)
    return mallopt(M_ARENA_MAX, count) == 1 ? 1 : 0;
#else
    (void)count;
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

// Memory a thread reads before it writes, while another thread of the process runs. The Swift runtime keeps its
// lazily made metadata, witness tables and once-tokens in the executable's zeroed data (.bss): it reads a cache, finds
// it empty, then writes it. The read maps the kernel's shared zero page, read-only; the write then replaces it with a
// page of the process's own, and since the old mapping may be cached in the TLB of any CPU running the process, the
// kernel flushes it there: an interrupt to the other CPU, which on these virtual machines costs about 18 µs on top of
// the 2.7 µs of a page read then written (a C loop over fresh pages, one thread: 2.7 µs a page; with a second thread
// of the process running on the other CPU: 20-21 µs). `generate` at 1,000 settings took 23 such faults in .bss while
// its second threads ran (perf's exceptions:page_fault_user, error code 7), and the kernel sent 15-18
// interrupts a run. Faulted in writable once, at start, before there is a second thread, those pages cost one fault
// each, made in one call and flushing no other CPU's TLB (7-10 interrupts a run; issue 32, the twenty-first session):
// .bss is 90 pages, of which a run touches about 40.
#if defined(__linux__)
// Where the executable's zeroed data starts and ends, defined by the linker (GNU ld, gold and lld; lld when they are
// referred to, as here).
extern char __bss_start[], _end[];
#endif

long settingsc_fault_in_zeroed_data(void) {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    uintptr_t page = 4096;
    // From its first whole page: the page .bss starts in may hold the end of the data before it, mapped from the
    // file. To the end of its last page, which is all zeroed data.
    uintptr_t start = ((uintptr_t)__bss_start + page - 1) & ~(page - 1);
    uintptr_t end = ((uintptr_t)_end + page - 1) & ~(page - 1);
    if (end <= start) return 0;
    // A kernel older than 5.14 refuses the advice (EINVAL): the pages are then faulted in as they are used.
    return madvise((void *)start, end - start, MADV_POPULATE_WRITE) == 0 ? (long)(end - start) : 0;
#else
    return 0;
#endif
}

void settingsc_zeroed_data(void **start, long *count) {
#if defined(__linux__)
    *start = __bss_start;
    *count = (long)(_end - __bss_start);
#else
    *start = 0;
    *count = 0;
#endif
}

// A thread's malloc arena other than the main one is a heap glibc reserves (64 MB of address space, inaccessible)
// and opens to reading and writing as it grows, by `mprotect`, only as far as each allocation needs: a page at a time
// (M_TOP_PAD counts only for the heap's first size). The threads that parse and lower a large schema's second share
// grew it by 147 calls at 1,000 settings (strace), each a system call and some a TLB flush on the other CPU. A block
// of 16 MB allocated and freed when a second thread starts opens that much of its arena's heap in one call; the pages
// stay untouched, so they count for nothing until used, and freed memory is kept (`settingsc_keep_freed_memory`), so
// the heap stays open for the next thread that takes the arena (7 calls a run). Elsewhere than glibc, nothing.
void settingsc_open_thread_heap(void) {
#if defined(__GLIBC__)
    // volatile: the compiler removes a malloc and free of a block nothing uses.
    void *volatile block = malloc(16 << 20);
    free(block);
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

// libyaml's memory. libyaml mallocs a buffer for every scalar it scans, reallocs it as the scalar grows, and frees it
// when the event is deleted: 58,000 mallocs, 62,000 frees and 6,800 reallocs for 1,000 settings, which glibc served in
// about 10 M instructions, a fifth of libyaml's whole run (bench/floor.c's; a free alone ~90 instructions). While a
// thread is inside libyaml's parser (`settingsc_yaml_memory_enter`), a block of up to 2,048 bytes comes instead from
// that thread's free list of its size class (powers of two from 16 bytes), or is carved from the thread's chunk (64 KB
// of an address space reserved once, 64 MB, pages touched only as they are used); a block of the reserved space is
// freed onto the freeing thread's list, anything else goes to glibc. The blocks are reused, never given back: libyaml
// frees what it allocated event by event, so a thread holds a few chunks at most. Only the executable routes malloc,
// free and realloc here (`--wrap` when it is linked, SETTINGSC_WRAP_MALLOC when this file is compiled: `make build`'s
// RELEASE_LINK_FLAGS); glibc's own functions stay whole behind them, and outside libyaml's parser, or for a larger
// block, or once the reserved space is used up, every allocation is glibc's as before.
// This code is in this file, not one of its own: valgrind 3.19 (Debian's) gives up on an executable with two DWARF 5
// units from clang (callgrind, which `make test-instructions` runs, then counts nothing).
enum { yamlClasses = SETTINGSC_YAML_MEMORY_CLASSES, yamlHeader = 16, yamlChunk = 64 << 10 };
#define YAML_LARGEST ((size_t)16 << (yamlClasses - 1))
#define YAML_RESERVED ((size_t)64 << 20)

__thread struct settingsc_yaml_memory_thread settingsc_yaml_memory_thread __attribute__((tls_model("initial-exec")));
// The reserved space, and how much of it has been handed to threads, a chunk at a time. Until it is reserved, the
// top of the address space, where no block of the process can be: a block is the reserved space's when its distance
// from the start is less than its size, one comparison whether anything is reserved or not.
#define YAML_NOTHING_RESERVED ((char *)(UINTPTR_MAX - YAML_RESERVED + 1))
static char *yamlReserved = YAML_NOTHING_RESERVED;
static size_t yamlHandedOut;
static pthread_once_t yamlReserveOnce = PTHREAD_ONCE_INIT;

static void reserveYAMLMemory(void) {
    void *base = mmap(NULL, YAML_RESERVED, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (base != MAP_FAILED) __atomic_store_n(&yamlReserved, (char *)base, __ATOMIC_RELEASE);
}

int settingsc_reserve_yaml_memory(void) {
    pthread_once(&yamlReserveOnce, reserveYAMLMemory);
    return __atomic_load_n(&yamlReserved, __ATOMIC_ACQUIRE) != YAML_NOTHING_RESERVED;
}

// Size classes: 16, 32, 64 ... 2,048 bytes of payload; a block's class is in the 16 bytes before it (which keeps the
// payload 16-byte aligned, as malloc's is).
static inline unsigned yamlClass(size_t size) {
    return size <= 16 ? 0 : (unsigned)(64 - __builtin_clzll((unsigned long long)(size - 1))) - 4;
}

static inline int yamlOwns(const void *pointer) {
    return (uintptr_t)pointer - (uintptr_t)__atomic_load_n(&yamlReserved, __ATOMIC_ACQUIRE) < YAML_RESERVED;
}

static inline size_t yamlCapacity(const void *pointer) {
    return (size_t)16 << *(const uint32_t *)((const char *)pointer - yamlHeader);
}

// A block carved from the thread's chunk, a new chunk taken when it has no room left (what remains of the old one is
// not used); NULL when nothing is reserved or the reserved space is used up.
__attribute__((noinline)) static void *yamlCarve(struct settingsc_yaml_memory_thread *thread, unsigned sizeClass) {
    size_t total = yamlHeader + ((size_t)16 << sizeClass);
    if ((size_t)(thread->end - thread->next) < total) {
        char *reserved = __atomic_load_n(&yamlReserved, __ATOMIC_ACQUIRE);
        if (reserved == YAML_NOTHING_RESERVED) return NULL;
        size_t start = __atomic_fetch_add(&yamlHandedOut, (size_t)yamlChunk, __ATOMIC_RELAXED);
        if (start + yamlChunk > YAML_RESERVED) return NULL;
        thread->next = reserved + start;
        thread->end = thread->next + yamlChunk;
    }
    char *block = thread->next;
    thread->next += total;
    *(uint32_t *)block = sizeClass;
    return block + yamlHeader;
}

// A block for libyaml, or NULL when the thread is not inside its parser, the size is too large, or there is no room.
static inline void *yamlTake(size_t size) {
    struct settingsc_yaml_memory_thread *thread = &settingsc_yaml_memory_thread;
    if (!thread->active || size > YAML_LARGEST) return NULL;
    unsigned sizeClass = yamlClass(size);
    void *block = thread->free[sizeClass];
    if (block != NULL) {
        thread->free[sizeClass] = *(void **)block;
        return block;
    }
    return yamlCarve(thread, sizeClass);
}

static inline void yamlGive(void *block) {
    struct settingsc_yaml_memory_thread *thread = &settingsc_yaml_memory_thread;
    unsigned sizeClass = *(const uint32_t *)((const char *)block - yamlHeader);
    *(void **)block = thread->free[sizeClass];
    thread->free[sizeClass] = block;
}

static inline void *yamlMalloc(size_t size, void *(*realMalloc)(size_t)) {
    void *block = yamlTake(size);
    return block != NULL ? block : realMalloc(size);
}

static inline void yamlFree(void *pointer, void (*realFree)(void *)) {
    if (yamlOwns(pointer)) yamlGive(pointer);
    else realFree(pointer);
}

// As glibc's: NULL allocates, size 0 frees and gives NULL, a failure leaves the block as it was. A block of the
// reserved space stays where it is while it has room, and otherwise moves (to a larger class, or to glibc).
static inline void *yamlRealloc(void *pointer, size_t size, void *(*realMalloc)(size_t),
                                void *(*realRealloc)(void *, size_t)) {
    if (pointer == NULL) return yamlMalloc(size, realMalloc);
    if (!yamlOwns(pointer)) return realRealloc(pointer, size);
    if (size == 0) {
        yamlGive(pointer);
        return NULL;
    }
    size_t capacity = yamlCapacity(pointer);
    if (size <= capacity) return pointer;
    void *moved = yamlMalloc(size, realMalloc);
    if (moved == NULL) return NULL;
    memcpy(moved, pointer, capacity);
    yamlGive(pointer);
    return moved;
}

void *settingsc_yaml_memory_malloc(size_t size) { return yamlMalloc(size, malloc); }
void settingsc_yaml_memory_free(void *pointer) { yamlFree(pointer, free); }
void *settingsc_yaml_memory_realloc(void *pointer, size_t size) { return yamlRealloc(pointer, size, malloc, realloc); }
int settingsc_yaml_memory_owns(const void *pointer) { return yamlOwns(pointer); }
size_t settingsc_yaml_memory_capacity(const void *pointer) { return yamlOwns(pointer) ? yamlCapacity(pointer) : 0; }

#if defined(SETTINGSC_WRAP_MALLOC)
// The linker's `--wrap=malloc` (and free, realloc) sends every call of malloc here, and `__real_malloc` to glibc's.
void *__real_malloc(size_t size);
void __real_free(void *pointer);
void *__real_realloc(void *pointer, size_t size);
void *__wrap_malloc(size_t size);
void __wrap_free(void *pointer);
void *__wrap_realloc(void *pointer, size_t size);

void *__wrap_malloc(size_t size) { return yamlMalloc(size, __real_malloc); }
void __wrap_free(void *pointer) { yamlFree(pointer, __real_free); }
void *__wrap_realloc(void *pointer, size_t size) { return yamlRealloc(pointer, size, __real_malloc, __real_realloc); }

int settingsc_yaml_memory_wraps_malloc(void) { return 1; }
#else
int settingsc_yaml_memory_wraps_malloc(void) { return 0; }
#endif

// The timeline. A fixed table of stamps, each slot taken by one atomic add, so that recording allocates nothing and
// takes no lock (the threads of a run record at the same time); stamps past the table's end are counted, not kept.
// Each stamp reads the monotonic clock, the thread's CPU clock and, on Linux, the thread's resource usage (its minor
// page faults): a few system calls, made only with the timeline on.
#include <stdio.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

enum { timelineCapacity = 1024 };
enum { timelineLabel = 64 };
struct timelineStamp {
    char label[timelineLabel];
    int length;
    long long nanoseconds;
    long long cpuNanoseconds;
    long faults;
    unsigned long long thread;
};
int settingsc_timeline_on;
// Allocated when recording starts: a table in the executable's zeroed data spread its other variables over more
// pages (42 more page faults a run, with the timeline off).
static struct timelineStamp *timeline;
static unsigned timelineCount;

static long long timelineNanoseconds(clockid_t clock) {
    struct timespec now;
    if (clock_gettime(clock, &now) != 0) return -1;
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

static unsigned long long timelineThread(void) {
#if defined(__linux__)
    return (unsigned long long)syscall(SYS_gettid);
#elif defined(__APPLE__)
    uint64_t identifier = 0;
    pthread_threadid_np(NULL, &identifier);
    return identifier;
#else
    return (unsigned long long)(uintptr_t)pthread_self();
#endif
}

void settingsc_timeline_record(const char *label, int length) {
    if (timeline == NULL) return;
    unsigned slot = __atomic_fetch_add(&timelineCount, 1, __ATOMIC_RELAXED);
    if (slot >= timelineCapacity) return;
    struct timelineStamp *stamp = &timeline[slot];
    stamp->length = length < 0 ? 0 : length < timelineLabel ? length : timelineLabel;
    memcpy(stamp->label, label, (size_t)stamp->length);
    stamp->nanoseconds = timelineNanoseconds(CLOCK_MONOTONIC);
    stamp->cpuNanoseconds = timelineNanoseconds(CLOCK_THREAD_CPUTIME_ID);
    stamp->faults = -1;
#if defined(__linux__)
    struct rusage usage;
    if (getrusage(RUSAGE_THREAD, &usage) == 0) stamp->faults = usage.ru_minflt;
#endif
    stamp->thread = timelineThread();
}

void settingsc_timeline_start(const char *label, int length) {
    if (timeline == NULL) timeline = calloc(timelineCapacity, sizeof *timeline);
    if (timeline == NULL) return;
    __atomic_store_n(&settingsc_timeline_on, 1, __ATOMIC_RELEASE);
    settingsc_timeline_record(label, length);
}

int settingsc_timeline_print(int fd) {
    unsigned recorded = __atomic_load_n(&timelineCount, __ATOMIC_ACQUIRE);
    unsigned count = recorded < timelineCapacity ? recorded : timelineCapacity;
    if (count == 0 || timeline == NULL) return 0;
    // Threads by the order they first recorded; a run has a handful.
    unsigned long long threads[16];
    unsigned threadCount = 0;
    char line[256];
    int length = snprintf(line, sizeof line, "settingsc timeline: ms since the first stamp, thread, its CPU ms, "
                          "its minor page faults, step\n");
    if (length > 0) (void)!write(fd, line, (size_t)length);
    long long origin = timeline[0].nanoseconds;
    for (unsigned i = 0; i < count; i++) {
        const struct timelineStamp *stamp = &timeline[i];
        unsigned number = 0;
        while (number < threadCount && threads[number] != stamp->thread) number++;
        if (number == threadCount && threadCount < 16) threads[threadCount++] = stamp->thread;
        length = snprintf(line, sizeof line, "%9.3f  T%-2u %8.3f %7ld  %.*s\n",
                          (double)(stamp->nanoseconds - origin) / 1e6, number + 1,
                          (double)stamp->cpuNanoseconds / 1e6, stamp->faults, stamp->length, stamp->label);
        if (length > 0) (void)!write(fd, line, (size_t)length < sizeof line ? (size_t)length : sizeof line - 1);
    }
    if (recorded > count) {
        length = snprintf(line, sizeof line, "settingsc timeline: %u more stamps not kept\n", recorded - count);
        if (length > 0) (void)!write(fd, line, (size_t)length);
    }
    return (int)count;
}
