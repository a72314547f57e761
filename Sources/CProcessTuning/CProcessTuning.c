// glibc gives each thread a malloc arena of its own. `generate` renders backends on a second thread once the front end
// has freed the YAML document and the declarations; in one arena that thread reuses the freed memory instead of
// growing a heap of its own (issue 32: peak RSS at 50,000 settings 157 -> 148 MB when this came in, the same time).
// mallopt is declared in malloc.h, which Swift's Glibc module does not export, hence this C target; a call, not a
// lookup by name, because the executable is linked statically (dlsym finds nothing there).
#include "CProcessTuning.h"

// Any header of the C library defines __GLIBC__ on glibc (through features.h); the test below needs one first.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int settingsc_use_one_malloc_arena(void) {
#if defined(__GLIBC__)
    return mallopt(M_ARENA_MAX, 1) == 1 ? 1 : 0;
#else
    return 0;
#endif
}
