import Foundation
import Testing

/// Runs the built `settingsc` binary, to check what in-process tests cannot: `main` wiring,
/// real exit statuses and real stdout/stderr.
@Suite struct ExecutableTests {
    /// `settingsc` sits in the same build products directory as the test bundle
    /// (the test target depends on the executable, so it is built first).
    static func executable() throws -> URL {
        var candidates: [URL] = []
        // The test bundle itself (on macOS, `.xctest/Contents/MacOS/...`), then the running executable.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.executableURL ?? bundle.bundleURL)
        }
        if let main = Bundle.main.executableURL { candidates.append(main) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]))
        for start in candidates {
            var directory = start.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<4 {
                let binary = directory.appendingPathComponent("settingsc")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   FileManager.default.isExecutableFile(atPath: binary.path) {
                    return binary
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw LocateError(searched: candidates.map(\.path))
    }

    struct LocateError: Error, CustomStringConvertible {
        var searched: [String]
        var description: String { "settingsc not found next to \(searched)" }
    }

    /// Runs settingsc with stdout and stderr sent to files (no pipes that could fill up and block); in `workingDirectory`
    /// and with `environment` when given (else the test's).
    static func run(_ arguments: [String], executable: URL? = nil, in workingDirectory: String? = nil, environment: [String: String]? = nil)
        throws -> (status: Int32, stdout: String, stderr: String)
    {
        let directory = try TemporaryDirectory()
        let outPath = try directory.write("stdout", "")
        let errPath = try directory.write("stderr", "")
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let process = Process()
        process.executableURL = try executable ?? Self.executable()
        process.arguments = arguments
        if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
        if let environment { process.environment = environment }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return (
            process.terminationStatus,
            String(decoding: try directory.read("stdout"), as: UTF8.self),
            String(decoding: try directory.read("stderr"), as: UTF8.self)
        )
    }

    @Test func exitStatusesAndStreams() throws {
        let none = try Self.run([])
        #expect(none.status == 2)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr.hasPrefix("usage: settingsc"))

        let version = try Self.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("settingsc "))
        #expect(version.stderr.isEmpty)

        let help = try Self.run(["help", "generate"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: settingsc generate"))

        let usage = try Self.run(["generate", "x.settings.yaml", "--output"])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("settingsc: error: missing value for --output"))
    }

    @Test func invalidSchemaExits1WithALocatedError() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("bad.settings.yaml", malformedSchema)
        let result = try Self.run(["validate", schema])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        // `path:line:column: error:`, the form editors and Xcode parse.
        let pattern = try Regex("\(NSRegularExpression.escapedPattern(for: schema)):[0-9]+:[0-9]+: error: ")
        #expect(result.stderr.contains(pattern), "stderr: \(result.stderr)")
    }

    @Test func unreadableInputExits2() throws {
        let directory = try TemporaryDirectory()
        let result = try Self.run(["validate", directory.url("missing.settings.yaml")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: cannot read file"))
    }
}
