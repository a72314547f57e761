// STUB — being written
public struct SchemaAST: Sendable {}
public enum SchemaParser {
    public static func parse(_ node: YAMLNode, file: String, diagnostics: inout DiagnosticCollector) -> SchemaAST? { nil }
}
