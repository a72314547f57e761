import Foundation
import SettingsBackends
import SettingsCLI
import SettingsCompiler

/// Output captured from one in-process run.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var standardOutput: String { lock.withLock { out } }
    var standardError: String { lock.withLock { err } }

    func environment(backends: [any Backend] = Backends.all) -> CLIEnvironment {
        CLIEnvironment(
            standardOutput: { text in self.lock.withLock { self.out += text } },
            standardError: { text in self.lock.withLock { self.err += text } },
            backends: backends)
    }
}

struct RunResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs with the Swift model backend only unless told otherwise, so file counts in these tests do not change
/// when a backend joins `Backends.all`.
func runCLI(_ arguments: [String], backends: [any Backend] = [SwiftModelBackend()]) -> RunResult {
    let capture = Capture()
    let status = CLI.run(arguments, environment: capture.environment(backends: backends))
    return RunResult(status: status, standardOutput: capture.standardOutput, standardError: capture.standardError)
}

/// A fresh directory under the system temporary directory, removed when the value is released.
final class TemporaryDirectory: @unchecked Sendable {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("settingsc-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func url(_ relative: String) -> String { relative.isEmpty ? path : path + "/" + relative }

    /// Writes `text` to `relative` and returns the full path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let full = url(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    func read(_ relative: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: url(relative)))
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relative))
    }

    /// Every file below `relative`, as sorted relative paths.
    func files(under relative: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: url(relative)) else { return [] }
        var result: [String] = []
        while let next = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url(relative) + "/" + next, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(next)
            }
        }
        return result.sorted()
    }
}

/// A valid schema, per docs/design-v1-notes.md.
func validSchema(_ rootType: String = "TestSettings") -> String {
    """
    settings: \(rootType)
    sections:
      general:
        settings:
          enabled: true

    """
}

/// A schema that is well-formed YAML but invalid: an unknown type (SC1201), on line 5, column 19.
let invalidSchema = """
    settings: BrokenSettings
    sections:
      general:
        settings:
          count: {type: integr, default: 1}

    """

/// Not even YAML: an unclosed flow sequence (SC1003, from the YAML reader).
let malformedSchema = "settings: [unclosed\n"

/// Inode and modification time, to tell a file that was left alone from one that was replaced.
struct FileIdentity: Equatable {
    var inode: UInt64
    var modified: Date

    init(_ path: String) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        modified = attributes[.modificationDate] as? Date ?? .distantPast
    }
}

/// Sets a file's modification time far into the past, so any later write shows.
func backdate(_ path: String) throws {
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: path)
}

/// A backend returning fixed files, whatever the schema: for path-safety and collision tests.
struct FixedBackend: Backend {
    var name: String
    var summary: String { "test backend" }
    var paths: [String]
    var contents: String = "// fixed\n"

    func render(_ schema: SchemaIR) -> [RenderedFile] {
        paths.map { RenderedFile(path: $0.replacingOccurrences(of: "{root}", with: schema.rootTypeName), contents: contents) }
    }
}
