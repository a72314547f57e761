/// Bounds that keep a hostile or mistaken input from using unbounded time or memory.
/// Each is checked while reading, and exceeding one is an error diagnostic, never a crash.
public struct ReaderLimits: Sendable, Hashable {
    /// Largest input file, in bytes.
    public var maxFileSize: Int = 64 * 1024 * 1024
    /// Deepest nesting of mappings and sequences.
    public var maxDepth: Int = 256
    /// Most nodes in one document, counting every node an alias expands to.
    public var maxNodes: Int = 4_000_000
    /// Most nodes that aliases may add by expansion (what a "billion laughs" file multiplies).
    public var maxAliasExpansion: Int = 100_000
    /// Longest single scalar, in bytes.
    public var maxScalarLength: Int = 1024 * 1024

    public init() {}

    public static let `default` = ReaderLimits()
}
