import SettingsCompiler

/// Compiles `text` as a schema at `path` and returns the IR (nil when invalid) and the rendered diagnostics.
func compile(_ text: String, path: String = "test.settings.yaml", limits: ReaderLimits = .default) -> (ir: SchemaIR?, output: String, diagnostics: [Diagnostic]) {
    let file = SourceFile(path: path, text: text)
    var collector = DiagnosticCollector()
    let ir = Compiler.compile(file, limits: limits, diagnostics: &collector)
    let output = DiagnosticRenderer(files: [file]).render(collector.sorted)
    return (ir, output, collector.sorted)
}

/// The codes of the diagnostics, in order.
func codes(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map(\.code.rawValue)
}
