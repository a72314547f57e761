public import SettingsCompiler

/// One generated file, with a path relative to the output directory.
public struct RenderedFile: Sendable, Hashable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// A backend turns validated schemas into files. Backends are pure: no I/O, deterministic output.
public protocol Backend: Sendable {
    /// The name used on the command line (`--backend swift`).
    var name: String { get }
    /// A one-line description for `settingsc --help`.
    var summary: String { get }
    func render(_ schema: SchemaIR) -> [RenderedFile]
}

/// A backend whose output keeps something from the file it wrote before: the string catalog backend keeps the
/// translations of a `.xcstrings` file. It stays pure: the caller (`settingsc generate`) reads the files at
/// ``outputPaths(for:)`` in the output directory and passes their contents to ``render(_:existing:)``.
/// `render(_:)` renders as if no file existed.
public protocol MergingBackend: Backend {
    /// The paths, relative to the output directory, that ``render(_:existing:)`` writes for `schema`.
    func outputPaths(for schema: SchemaIR) -> [String]
    /// The files for `schema`, merged with `existing`: the current contents of those of ``outputPaths(for:)``
    /// that exist, by path. Throws when an existing file cannot be merged (it is not what this backend writes).
    func render(_ schema: SchemaIR, existing: [String: String]) throws(BackendMergeError) -> [RenderedFile]
}

/// An existing output file a ``MergingBackend`` cannot merge with.
public struct BackendMergeError: Error, Sendable, CustomStringConvertible {
    /// The path relative to the output directory.
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot merge with the existing '\(path)': \(reason)" }
}

public enum Backends {
    /// Every backend, in the order `generate` runs them.
    public static let all: [any Backend] = [SwiftModelBackend(), SettingsFormBackend(), SwiftUIDSLBackend()]

    /// Backends that run only when `generate --backend NAME` names them, e.g. because they write files
    /// other than Swift, which Generated/Swift (a Swift module) must not hold.
    public static let onRequest: [any Backend] = [ValuesSchemaBackend(), StringCatalogBackend()]

    public static func named(_ name: String) -> (any Backend)? {
        all.first { $0.name == name } ?? onRequest.first { $0.name == name }
    }
}
