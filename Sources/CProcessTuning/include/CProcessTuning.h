// Process-wide settings the settingsc executable makes before it starts (Sources/settingsc/main.swift).
#ifndef SETTINGSC_PROCESS_TUNING_H
#define SETTINGSC_PROCESS_TUNING_H

/// One malloc arena for every thread, where the C library is glibc (elsewhere it does nothing). Returns 1 when the
/// setting was made, 0 when it was not (not glibc, or glibc refused it).
int settingsc_use_one_malloc_arena(void);

#endif
