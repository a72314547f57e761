/// The front end in one call: source file -> YAML node tree -> schema AST -> validated IR (the passes of
/// `ValidationPipeline`, in order).
public enum Compiler {
    /// Compiles one schema. Returns nil when any error was reported; warnings alone still give an IR.
    ///
    /// The AST goes to the pipeline as its last use here: its declarations are freed during validation, after the
    /// last pass that reads them (`ValidationPipeline.run`), since the AST and the IR alive together were the peak
    /// of memory of a large schema (issue 32). (The node tree is freed after parsing, for the same reason; see
    /// `parse`.)
    public static func compile(
        _ file: SourceFile, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> SchemaIR? {
        let before = diagnostics.errorCount
        guard let ast = parse(file, limits: limits, diagnostics: &diagnostics) else { return nil }
        let ir = ValidationPipeline.run(consume ast, diagnostics: &diagnostics)
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
