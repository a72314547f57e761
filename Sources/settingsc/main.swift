#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import SettingsCLI

// Output goes straight to the file descriptors (unbuffered), so there is nothing to flush before exiting.
exit(CLI.run(Array(CommandLine.arguments.dropFirst()), environment: .standard))
