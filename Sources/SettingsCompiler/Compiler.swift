/// The front end in one call: source file -> YAML node tree -> schema AST -> validated IR.
public enum Compiler {
    /// Compiles one schema. Returns nil when any error was reported; warnings alone still give an IR.
    public static func compile(
        _ file: SourceFile, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> SchemaIR? {
        compile(file, limits: limits, diagnostics: &diagnostics, keep: { _ in })
    }

    /// Compiles one schema, and hands the node tree and the AST to `keep` instead of freeing them here. A
    /// process that exits right after compiling keeps them, and so skips freeing a large tree node by node.
    public static func compile(
        _ file: SourceFile, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector,
        keep: (any Sendable) -> Void
    ) -> SchemaIR? {
        let before = diagnostics.errorCount
        guard let node = YAMLReader.read(file, limits: limits, diagnostics: &diagnostics) else { return nil }
        keep(node)
        let ast = SchemaParser.parse(node, file: file.path, diagnostics: &diagnostics)
        guard let ast else { return nil }
        keep(ast)
        var ir = Validator.validate(ast, diagnostics: &diagnostics)
        if ir != nil { NavigationCheck.resolve(&ir!, diagnostics: &diagnostics) }
        if let ir { GeneratedNameCheck.check(ir, diagnostics: &diagnostics) }
        LocalizationCheck.resolve(ast, &ir, diagnostics: &diagnostics)
        return diagnostics.errorCount == before ? ir : nil
    }
}
