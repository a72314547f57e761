import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `generate` and `docs` do with hostile things in the output folder (issue 20, items 2 and 8–11; issue 19,
/// item 1): FIFOs, symbolic links, inputs named like outputs, leftovers of killed runs, files earlier runs wrote.
/// Runs that could hang before a fix run the real executable, killed after `hangLimit` seconds.
@Suite struct OutputFolderTests {
    /// Far longer than any of these runs takes; reaching it means the run hung (it is not a speed check).
    static let hangLimit: TimeInterval = 60

    struct Run {
        var status: Int32
        var stderr: String
        var hung: Bool
    }

    /// Runs the `settingsc` executable, killing it (and saying so) when it has not finished after `hangLimit`.
    static func run(_ arguments: [String]) throws -> Run {
        let directory = try TemporaryDirectory()
        let errPath = try directory.write("stderr", "")
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let process = Process()
        process.executableURL = try ExecutableTests.executable()
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(hangLimit)
        var hung = false
        while process.isRunning {
            if Date() > deadline {
                hung = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(10_000)
        }
        process.waitUntilExit()
        try err.close()
        return Run(status: process.terminationStatus, stderr: String(decoding: try directory.read("stderr"), as: UTF8.self), hung: hung)
    }

    static func makeFIFO(_ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o644) == 0)
    }

    static func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    // MARK: Item 9: a FIFO in place of an output

    /// Before the fix, `open(O_RDONLY)` on the FIFO blocked forever, before the regular-file check.
    @Test(arguments: [["generate", "--backend", "swift"], ["generate", "--backend", "swift", "--check"],
                      ["generate", "--backend", "swift", "--no-cache"], ["docs", "--format", "markdown"]])
    func aFIFOInPlaceOfAnOutputIsRefusedWithoutHanging(command: [String]) throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let output = command[0] == "docs" ? "Out/TestSettings.md" : "Out/TestSettings.swift"
        try Self.makeFIFO(directory.url(output))
        let result = try Self.run(command + [schema, "--output", directory.url("Out")])
        #expect(!result.hung, "settingsc hung on a FIFO")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("\(directory.url(output)): error: cannot replace: a FIFO, not a regular file"))
        #expect(Self.isFIFO(directory.url(output)))
    }

    /// The cache's checks (a recorded output, the record itself) and a merging backend's read of its earlier
    /// file meet FIFOs too.
    @Test func aFIFOWhereTheCacheOrAMergingBackendReadsDoesNotHang() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let out = directory.url("Out")
        let first = try Self.run(["generate", "--backend", "swift", schema, "--output", out])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(directory.exists("Out/.settingsc-cache/generate"))

        // A recorded output replaced by a FIFO: the cache no longer matches, and the run refuses the FIFO.
        try FileManager.default.removeItem(atPath: directory.url("Out/TestSettings.swift"))
        try Self.makeFIFO(directory.url("Out/TestSettings.swift"))
        let recorded = try Self.run(["generate", "--backend", "swift", schema, "--output", out])
        #expect(!recorded.hung)
        #expect(recorded.status == 2)
        #expect(recorded.stderr.contains("cannot replace: a FIFO, not a regular file"))
        try FileManager.default.removeItem(atPath: directory.url("Out/TestSettings.swift"))

        // The record itself a FIFO: ignored (a record that cannot be read is no record).
        try FileManager.default.removeItem(atPath: directory.url("Out/.settingsc-cache/generate"))
        try Self.makeFIFO(directory.url("Out/.settingsc-cache/generate"))
        let record = try Self.run(["generate", "--backend", "swift", schema, "--output", out])
        #expect(!record.hung)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(directory.exists("Out/TestSettings.swift"))

        // A string catalog reads its earlier file to keep translations.
        let localized = try directory.write("l.settings.yaml", """
            settings: LocalizedSettings
            localization: {table: Localized}
            sections:
              general:
                settings:
                  enabled: true

            """)
        try Self.makeFIFO(directory.url("Strings/Localized.xcstrings"))
        let merging = try Self.run(["generate", "--backend", "xcstrings", localized, "--output", directory.url("Strings")])
        #expect(!merging.hung)
        #expect(merging.status == 2, "\(merging.stderr)")
        #expect(merging.stderr.contains("cannot replace: a FIFO, not a regular file"))
    }
}
