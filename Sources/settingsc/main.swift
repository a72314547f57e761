#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import SettingsCLI

#if canImport(Glibc)
// One malloc arena for every thread (glibc gives each thread its own): `generate` renders backends on a second thread
// once the front end has freed the YAML tree and the declarations, and in one arena that thread reuses the freed
// memory instead of growing a heap of its own (issue 32: peak RSS at 50,000 settings 157 -> 148 MB, the same time).
// (`mallopt` is in malloc.h, which the Glibc module does not export: found by name. M_ARENA_MAX is -8.)
if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-8, 1)
}
#endif

// Output goes straight to the file descriptors (unbuffered), so there is nothing to flush before exiting.
exit(CLI.run(Array(CommandLine.arguments.dropFirst()), environment: .standard))
