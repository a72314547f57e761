import SettingsBackends
import SettingsCompiler

/// What the fuzzer (Fuzz/, libFuzzer with AddressSanitizer) runs for every input, and what `make test` runs over
/// the seed corpus without the sanitizer build (FuzzSeedTests): the bytes go through the whole front end (YAML
/// reader, parser, validator), the diagnostic renderer, and every backend, and the invariants below are checked;
/// the reader also reads them in two halves at several cuts, which must give the document one read gives, and the
/// parser parses their top-level sections on two threads split at several sections, which must give one thread's result.
/// Any crash, trap or broken invariant is a bug (docs/fuzzing.md).
public enum FuzzCheck {
    /// Runs `bytes` through everything; the first broken invariant, or nil.
    public static func run(_ bytes: [UInt8]) -> String? {
        let file = SourceFile(path: "fuzz.settings.yaml", bytes: bytes)
        var diagnostics = DiagnosticCollector()
        let ir = Compiler.compile(file, diagnostics: &diagnostics)

        // Rendered diagnostics go to terminals: no control characters other than newlines and tabs may reach them.
        let rendered = DiagnosticRenderer(files: [file]).render(diagnostics.sorted)
        if let problem = problem(inDiagnostics: rendered) { return problem }
        if ir == nil, !diagnostics.hasErrors {
            return "the compiler returned no IR and reported no error"
        }

        // A large schema is read in two halves: cut anywhere, a merged read must be the whole read's document.
        if let difference = YAMLReader.differenceReadingInHalves(file) {
            return "reading in halves gave another document than one read: \(difference)"
        }

        // A large schema's top-level sections are parsed on two threads: split anywhere, one thread's result.
        if let difference = SchemaParser.differenceParsingOnTwoThreads(file) {
            return "parsing on two threads gave another result than one thread: \(difference)"
        }

        guard let ir else { return nil }
        for backend in Backends.all {
            for output in backend.render(ir) {
                if let problem = problem(inRendered: output) { return problem }
            }
        }
        return nil
    }

    /// A control character other than newline and tab (or a C1 control) in rendered diagnostics.
    public static func problem(inDiagnostics rendered: String) -> String? {
        for scalar in rendered.unicodeScalars
        where scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || (0x7F...0x9F).contains(scalar.value) {
            return "diagnostic output contains the control character U+\(String(scalar.value, radix: 16))"
        }
        return nil
    }

    /// Generated files keep every schema string inside a string literal or a `///` comment: no raw line breaks
    /// other than `\n` and no other control characters can appear, and every line is code or comment.
    public static func problem(inRendered file: RenderedFile) -> String? {
        for scalar in file.contents.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x09: continue
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
                return "\(file.path) contains the raw character U+\(String(scalar.value, radix: 16))"
            default: continue
            }
        }
        return nil
    }
}
