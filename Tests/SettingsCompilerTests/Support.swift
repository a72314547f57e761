import SettingsCompiler

/// Compiles `text` as a schema at `path` and returns the IR (nil when invalid) and the rendered diagnostics.
func compile(_ text: String, path: String = "test.settings.yaml", limits: ReaderLimits = .default) -> (ir: SchemaIR?, output: String, diagnostics: [Diagnostic]) {
    let file = SourceFile(path: path, text: text)
    var collector = DiagnosticCollector()
    let ir = Compiler.compile(file, limits: limits, diagnostics: &collector)
    let output = DiagnosticRenderer(files: [file]).render(collector.sorted)
    return (ir, output, collector.sorted)
}

/// `file` read, parsed and run through the validation pipeline with its options (whether lowering keeps every
/// declaration, on how many threads it lowers): the IR and every diagnostic, in the order reported.
func validated(
    _ file: SourceFile, keepingDeclarations: Bool = false, lowering: SectionThreads = .automatic
) -> (ir: SchemaIR?, diagnostics: [Diagnostic]) {
    var diagnostics = DiagnosticCollector()
    guard let node = YAMLReader.read(file, diagnostics: &diagnostics),
          let ast = SchemaParser.parse(node, file: file.path, diagnostics: &diagnostics)
    else { return (nil, diagnostics.diagnostics) }
    let ir = ValidationPipeline.run(ast, diagnostics: &diagnostics, keepingDeclarations: keepingDeclarations, lowering: lowering)
    return (ir, diagnostics.diagnostics)
}

/// The codes of the diagnostics, in order.
func codes(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map(\.code.rawValue)
}

/// A schema of `sections` top-level sections (`part0`, `part1`...) of `settings` settings each (`value0`...), each
/// setting's value written by `setting` from its number: a hundred mistakes, or a large schema, for the tests of the
/// work done on two threads.
func repeatedSchema(root: String, sections: Int, settings: Int, _ setting: (Int) -> String) -> String {
    var text = "settings: \(root)\nsections:\n"
    for section in 0..<sections {
        text += "  part\(section):\n    settings:\n"
        for index in 0..<settings { text += "      value\(index): \(setting(index))\n" }
    }
    return text
}
