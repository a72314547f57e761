/// The front end in one call: source file -> YAML node tree -> schema AST -> validated IR.
public enum Compiler {
    /// Compiles one schema. Returns nil when any error was reported; warnings alone still give an IR.
    public static func compile(
        _ file: SourceFile, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> SchemaIR? {
        let before = diagnostics.errorCount
        guard let node = YAMLReader.read(file, limits: limits, diagnostics: &diagnostics) else { return nil }
        let ast = SchemaParser.parse(node, file: file.path, diagnostics: &diagnostics)
        guard let ast else { return nil }
        let ir = Validator.validate(ast, diagnostics: &diagnostics)
        if let ir { GeneratedNameCheck.check(ir, diagnostics: &diagnostics) }
        return diagnostics.errorCount == before ? ir : nil
    }
}
