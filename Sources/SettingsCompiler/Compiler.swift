/// The front end in one call: source file -> YAML node tree -> schema AST -> validated IR (the passes of
/// `ValidationPipeline`, in order).
public enum Compiler {
    /// Compiles one schema. Returns nil when any error was reported; warnings alone still give an IR.
    public static func compile(
        _ file: SourceFile, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> SchemaIR? {
        compile(file, limits: limits, diagnostics: &diagnostics, keep: { _ in })
    }

    /// Compiles one schema, and hands the AST to `keep` instead of freeing it here. A process that exits right
    /// after compiling keeps it, and so skips freeing it declaration by declaration. (The node tree is freed
    /// after parsing, to bound peak memory; see `parse`.)
    public static func compile(
        _ file: SourceFile, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector,
        keep: (any Sendable) -> Void
    ) -> SchemaIR? {
        let before = diagnostics.errorCount
        guard let ast = parse(file, limits: limits, diagnostics: &diagnostics) else { return nil }
        keep(ast)
        let ir = ValidationPipeline.run(ast, diagnostics: &diagnostics)
        return diagnostics.errorCount == before ? ir : nil
    }

    /// Source file -> node tree -> AST. The tree is freed on return, before validation builds the IR: it is
    /// the largest structure of a run (a node per scalar, a pair array per mapping), and the AST keeps only the
    /// few nodes it needs, so freeing it here lowers the peak memory of a large schema by about a fifth.
    private static func parse(
        _ file: SourceFile, limits: ReaderLimits, diagnostics: inout DiagnosticCollector
    ) -> SchemaAST? {
        guard let node = YAMLReader.read(file, limits: limits, diagnostics: &diagnostics) else { return nil }
        var plainTextEnds: [PlainTextEnd] = []
        let ast = SchemaParser.parse(node, file: file.path, diagnostics: &diagnostics, plainTextEnds: &plainTextEnds)
        PlainTextComments.check(plainTextEnds, in: file, diagnostics: &diagnostics)
        return ast
    }
}
