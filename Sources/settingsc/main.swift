#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import CProcessTuning
import SettingsCLI

// Three malloc arenas, one for each thread that allocates at once: the halves of a large schema, `docs`' three
// printing threads (glibc; elsewhere nothing): see Sources/CProcessTuning. Peak RSS at 50,000 settings
// (`make test-instructions`) depends on it.
_ = settingsc_use_malloc_arenas(3)
// The executable's zeroed data faulted in writable before there is a second thread, so that the Swift runtime's first
// writes there cost no TLB flush on the other CPU (Linux): see Sources/CProcessTuning.
_ = settingsc_fault_in_zeroed_data()
// Freed memory reused rather than given back and faulted in again (glibc): see Sources/CProcessTuning.
_ = settingsc_keep_freed_memory()
// libyaml's blocks from free lists of the executable's own while it parses: see Sources/CProcessTuning ("libyaml's
// memory").
_ = settingsc_reserve_yaml_memory()

// The timeline of the run on standard error, for whoever measures the compiler: see Sources/CProcessTuning ("The
// timeline") and bench/README.md.
let timeline = getenv("SETTINGSC_TIMELINE") != nil
if timeline { settingsc_timeline_start("main", 4) }

// Output goes straight to the file descriptors (unbuffered), so there is nothing to flush before exiting.
let status = CLI.run(Array(CommandLine.arguments.dropFirst()), environment: .standard)
if timeline {
    settingsc_timeline_record("exit", 4)
    settingsc_timeline_print(2)
}
exit(status)
