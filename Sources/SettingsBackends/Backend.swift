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

public enum Backends {
    /// Every backend, in the order `generate` runs them.
    public static let all: [any Backend] = [SwiftModelBackend(), SettingsFormBackend(), SwiftUIDSLBackend()]

    /// Backends that run only when `generate --backend NAME` names them, e.g. because they write files
    /// other than Swift, which Generated/Swift (a Swift module) must not hold.
    public static let onRequest: [any Backend] = [ValuesSchemaBackend(), SettingsBundleBackend()]

    public static func named(_ name: String) -> (any Backend)? {
        all.first { $0.name == name } ?? onRequest.first { $0.name == name }
    }
}
