public import SettingsCompiler

/// One generated file, with a path relative to the output directory.
///
/// The text is held as the backend made it: a `String` (`init(path:contents:)`) or UTF-8 bytes
/// (`init(path:bytes:)`, e.g. a `CodePrinter`'s buffer), so `generate` writes a printer's bytes without
/// turning them into a `String` and back. Two files are equal when their paths and bytes are.
public struct RenderedFile: Sendable, Hashable {
    public var path: String

    /// The text. Reading it from a file made of bytes decodes them (a copy); `bytes` does not.
    public var contents: String {
        get {
            switch storage {
            case .text(let text): text
            case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
            }
        }
        set { storage = .text(newValue) }
    }

    /// The UTF-8 bytes of the text; no copy when the file was made from bytes.
    public var bytes: [UInt8] {
        switch storage {
        case .text(let text): Array(text.utf8)
        case .bytes(let bytes): bytes
        }
    }

    private enum Storage: Sendable {
        case text(String)
        case bytes([UInt8])
    }

    private var storage: Storage

    public init(path: String, contents: String) {
        self.path = path
        self.storage = .text(contents)
    }

    /// A file from UTF-8 bytes (valid UTF-8: `contents` would repair anything else).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.storage = .bytes(bytes)
    }

    public static func == (lhs: RenderedFile, rhs: RenderedFile) -> Bool {
        lhs.path == rhs.path && lhs.bytes == rhs.bytes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(bytes)
    }
}

/// A backend turns validated schemas into files. Backends are pure: no I/O, deterministic output.
public protocol Backend: Sendable {
    /// The name used on the command line (`--backend swift`).
    var name: String { get }
    /// A one-line description for `settingsc --help`.
    var summary: String { get }
    func render(_ schema: SchemaIR) -> [RenderedFile]
    /// The same files, handed to `output` as they are made: a backend may print a large file in pieces
    /// (`RenderOutput.beginFile`) instead of holding it whole. The default passes on `render(_:)`'s files.
    func render(_ schema: SchemaIR, into output: any RenderOutput)
    /// Why this backend writes no file for `schema` (a clause such as "no section or setting is marked
    /// `settingsApp: true`"), or nil when it writes some. `generate` says it when a backend writes nothing
    /// at all. The default is nil: the backend always writes something.
    func nothingToWrite(for schema: SchemaIR) -> String?
    /// This backend as a ``MergingBackend``, or nil when it is not one. (What `backend as? any MergingBackend`
    /// would say, without the cast: the first cast of each backend type scanned every conformance record of the
    /// executable, 566,000 instructions in each run of `generate`; issue 32.) The defaults say it.
    var merging: (any MergingBackend)? { get }
}

extension Backend {
    public func render(_ schema: SchemaIR, into output: any RenderOutput) {
        for file in render(schema) { output.add(file) }
    }

    public func nothingToWrite(for schema: SchemaIR) -> String? { nil }

    public var merging: (any MergingBackend)? { nil }
}

/// Where `Backend.render(_:into:)` puts files: whole (`add`), or printed in pieces: `beginFile` returns a
/// printer whose text reaches the output as it grows, and `endFile` passes the printer's rest (`bytes`).
/// One file at a time: each `beginFile` is followed by its `endFile` before the next file begins.
public protocol RenderOutput: AnyObject {
    func add(_ file: RenderedFile)
    func beginFile(_ path: String) -> CodePrinter
    func endFile(_ rest: [UInt8])
    /// An output for files rendered on another thread (``RenderStream``), which receives them there and passes them
    /// on to this output, in order, when ``SideOutput/passOn()`` is called here; nil (the default) when this output
    /// receives files on its own thread only.
    func sideOutput() -> (any SideOutput)?
}

extension RenderOutput {
    public func sideOutput() -> (any SideOutput)? { nil }
}

/// See ``RenderOutput/sideOutput()``: used by one other thread, then, once that thread is done, by the thread that
/// made it, which calls ``passOn()`` once.
public protocol SideOutput: RenderOutput, CodePrinterSink {
    /// Passes every file received on to the output that made this one, in the order received.
    func passOn()
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

extension MergingBackend {
    public var merging: (any MergingBackend)? { self }
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
    public static let all: [any Backend] = [SwiftModelBackend(), SettingsFormBackend(), SwiftUIDSLBackend(), AppIntentsBackend(), SettingsWindowBackend()]

    /// Backends that run only when `generate --backend NAME` names them, e.g. because they write files
    /// other than Swift, which Generated/Swift (a Swift module) must not hold.
    public static let onRequest: [any Backend] = [
        ValuesSchemaBackend(), SettingsBundleBackend(), StringCatalogBackend(), FirebaseRemoteConfigBackend(), OpenFeatureBackend(),
    ]

    public static func named(_ name: String) -> (any Backend)? {
        all.first { $0.name == name } ?? onRequest.first { $0.name == name }
    }
}
