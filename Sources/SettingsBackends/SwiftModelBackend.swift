public import SettingsCompiler

// STUB — being written
public struct SwiftModelBackend: Backend {
    public init() {}
    public var name: String { "swift" }
    public var summary: String { "Swift model: Codable, Equatable, Hashable, Sendable structs and enums" }
    public func render(_ schema: SchemaIR) -> [RenderedFile] {
        [RenderedFile(path: "\(schema.rootTypeName).swift", contents: "// stub\n")]
    }
}
