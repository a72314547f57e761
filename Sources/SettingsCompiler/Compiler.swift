/// The front end in one call: source file -> YAML document -> schema AST -> validated IR (the passes of
/// `ValidationPipeline`, in order).
public enum Compiler {
    /// Compiles one schema. Returns nil when any error was reported; warnings alone still give an IR.
    ///
    /// The AST goes to the pipeline as its last use here: its declarations are freed during validation, most of
    /// them by lowering as soon as each is lowered, the rest after the last pass that reads them
    /// (`ValidationPipeline.run`), since the AST and the IR alive together were the peak of memory of a large
    /// schema (issue 32). (The document's node arena is freed after parsing, for the same reason; see
    /// `parse`.)
    public static func compile(
        _ file: SourceFile, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> SchemaIR? {
        let before = diagnostics.errorCount
        guard let ast = parse(file, limits: limits, diagnostics: &diagnostics) else { return nil }
        let ir = ValidationPipeline.run(consume ast, diagnostics: &diagnostics)
        return diagnostics.errorCount == before ? ir : nil
    }

    /// Source file -> document (the nodes in one arena, `YAMLDocument`) -> AST. The document is freed on return,
    /// in one go (three buffers), before validation builds the IR: the AST keeps copies of the few nodes it needs.
    /// `halves` and `threads`: whether the file may be read in two halves and its sections parsed on two threads
    /// (the tests and the fuzzer compare the ways).
    static func parse(
        _ file: SourceFile, limits: ReaderLimits, diagnostics: inout DiagnosticCollector,
        halves: YAMLReader.Halves = .automatic, threads: SectionThreads = .automatic
    ) -> SchemaAST? {
        Timeline.stamp("read: start")
        guard let document = YAMLReader.readDocument(file, limits: limits, diagnostics: &diagnostics, halves: halves) else { return nil }
        Timeline.stamp("read: done; parse: start")
        var plainTextEnds = PlainTextEnds()
        let ast = SchemaParser.parse(
            document, file: file.path, diagnostics: &diagnostics, plainTextEnds: &plainTextEnds, threads: threads)
        Timeline.stamp("parse: done")
        PlainTextComments.check(plainTextEnds, in: file, diagnostics: &diagnostics)
        Timeline.stamp("plain-text comments: checked")
        return ast
    }
}
