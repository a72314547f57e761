import Foundation
import SettingsBackends
import SettingsCLI
import SettingsCompiler
import Testing
import TestSupport

/// check-jsonschema (PyPI), which `make test` installs into .venv/ and names in SETTINGSC_CHECK_JSONSCHEMA.
/// A plain `swift test` without the variable skips the tests that need it; with the variable they must run,
/// and a missing tool fails them.
enum CheckJSONSchema {
    static let path = ProcessInfo.processInfo.environment["SETTINGSC_CHECK_JSONSCHEMA"].flatMap { $0.isEmpty ? nil : $0 }
    static let isConfigured = path != nil
    static let skipReason: Comment = "set SETTINGSC_CHECK_JSONSCHEMA to check-jsonschema (`make test` does)"

    struct Result {
        var status: Int32
        var output: String
        var passed: Bool { status == 0 }
        /// Rejected by the schema (exit 1 with a validation report), not merely unreadable.
        var rejected: Bool { status == 1 && output.contains("Schema validation errors were encountered") }
    }

    /// Validates `instances` (paths) against the schema file at `schema`.
    static func validate(_ instances: [String], schema: String) throws -> Result {
        try run(["--schemafile", schema] + instances)
    }

    static func run(_ arguments: [String]) throws -> Result {
        let tool = try #require(path, "SETTINGSC_CHECK_JSONSCHEMA is not set")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-tooling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("output")
        try Data().write(to: outputURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        try output.close()
        return Result(status: process.terminationStatus, output: try String(contentsOf: outputURL, encoding: .utf8))
    }
}

/// A fresh temporary directory, removed when the value is released.
final class ScratchDirectory: @unchecked Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-tooling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try data.write(to: file)
        return file.path
    }
}

/// True when settingsc reports at least one error for the schema file.
func settingscRejects(_ path: String) throws -> Bool {
    try compileRepositoryFile(path).diagnostics.hasErrors
}

/// Parses JSON text into Foundation objects (dictionaries, arrays, NSNumber, String, NSNull).
func parseJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}
