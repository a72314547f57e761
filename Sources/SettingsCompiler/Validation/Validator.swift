// STUB — being written
public enum Validator {
    public static func validate(_ ast: SchemaAST, diagnostics: inout DiagnosticCollector) -> SchemaIR? { nil }
}
