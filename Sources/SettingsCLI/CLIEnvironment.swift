#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public import SettingsBackends

/// What a run of settingsc talks to, so the commands run in-process in tests.
public struct CLIEnvironment: Sendable {
    /// Receives text meant for standard output (help, version).
    public var standardOutput: @Sendable (String) -> Void
    /// Receives text meant for standard error (diagnostics, summaries, usage errors).
    public var standardError: @Sendable (String) -> Void
    /// The backends `generate` can run; `--backend` picks among them by name.
    public var backends: [any Backend]
    /// Further backends that `generate` runs only when `--backend` names them.
    public var onRequestBackends: [any Backend]
    /// The program name shown in messages and help.
    public var programName: String

    public init(
        standardOutput: @escaping @Sendable (String) -> Void,
        standardError: @escaping @Sendable (String) -> Void,
        backends: [any Backend] = Backends.all,
        onRequestBackends: [any Backend] = Backends.onRequest,
        programName: String = "settingsc"
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.backends = backends
        self.onRequestBackends = onRequestBackends
        self.programName = programName
    }

    /// True when the process exits as soon as the command returns (the `settingsc` executable): the commands
    /// then keep what they compiled instead of freeing it, which for a large schema is much work for nothing.
    public var exitsAfterRun = false

    /// True when `generate` keeps its record of the files it wrote (`<output>/.settingsc-cache/`, see
    /// `GenerateCache`) and skips rendering when they are current. On for the `settingsc` executable; off by
    /// default in-process, where the backends are whatever the caller passes and the record, which identifies
    /// backends by name and the executable by its file, could not tell two sets of backends apart.
    public var cachesGeneratedFiles = false

    /// True when `generate` keeps its list of the files it wrote (`<output>/.settingsc-cache/outputs`, see
    /// `OutputRecord`) and removes (or with `--check` reports) files an earlier run wrote that it no longer
    /// produces. On for the `settingsc` executable; off by default in-process, like the cache.
    public var recordsOutputs = false

    /// True when `generate` renders its backends on two threads (`Generate.ConcurrentRenders`); the files, their
    /// order, the messages and the exit status are the same either way. On by default; tests turn it off to
    /// compare.
    public var rendersConcurrently = true

    /// The process's real standard output and error, written with `write(2)` (unbuffered: nothing to flush,
    /// and the two streams interleave in the order written).
    public static var standard: CLIEnvironment {
        var environment = CLIEnvironment(
            standardOutput: { text in writeAll(text, to: 1) },
            standardError: { text in writeAll(text, to: 2) }
        )
        environment.exitsAfterRun = true
        environment.cachesGeneratedFiles = true
        environment.recordsOutputs = true
        return environment
    }

    /// Writes all of `text` to a file descriptor, retrying short writes; gives up silently on an error
    /// (a closed pipe, say), as there is nowhere left to report it.
    static func writeAll(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { buffer in
            guard var base = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = write(fd, base, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                base += written
                remaining -= written
            }
        }
    }
}
