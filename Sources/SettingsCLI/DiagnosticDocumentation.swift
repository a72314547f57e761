import SettingsCompiler

/// What `settingsc explain`, the SARIF rules' help and `docs/diagnostics.md` say about one diagnostic code.
///
/// The text is written beside the pass that reports the code, in a documentation block (`/// SC1690
/// invalidAppGroup`, then the explanation, the example and `Fix:`) in a `*.diagnostics.swift` file of the compiler,
/// and collected into `DiagnosticDocumentation+Generated.swift` of this module by `DiagnosticDocumentationTests`:
/// only the CLI links the text, not the compiler library that apps' plugin builds and the fuzzer link
/// (docs/architecture.md, "Diagnostic documentation").
public struct DiagnosticDocumentation: Sendable {
    /// What the code means, why settingsc reports it, and what it does not cover. One paragraph.
    public var explanation: String
    /// A small schema that gets this diagnostic, or nil when no schema can show it (an unreadable file).
    public var example: String?
    /// The reader limits the example is compiled with, when they are lowered so the example stays small.
    public var limits: ReaderLimits?
    /// How to make the diagnostic go away.
    public var fix: String
    /// For a code of `settingsc diff`: an old and a new version of a schema whose diff reports it.
    public var diff: (old: String, new: String)?

    public init(explanation: String, example: String? = nil, limits: ReaderLimits? = nil, fix: String) {
        self.explanation = explanation
        self.example = example
        self.limits = limits
        self.fix = fix
    }

    /// A code of `settingsc diff`, shown with two versions of a schema.
    public init(explanation: String, old: String, new: String, fix: String) {
        self.explanation = explanation
        self.fix = fix
        self.diff = (old, new)
    }

    /// Default limits with some lowered (`{ $0.maxDepth = 4 }`), for the examples of the limit diagnostics.
    static func lowered(_ change: (inout ReaderLimits) -> Void) -> ReaderLimits {
        var limits = ReaderLimits()
        change(&limits)
        return limits
    }
}

extension DiagnosticCode {
    /// The code's documentation. Every code has one (`DiagnosticDocumentationTests`); a code added without a block
    /// reads as its summary until the block is written and collected.
    public var documentation: DiagnosticDocumentation {
        DiagnosticDocumentation.all[rawValue] ?? DiagnosticDocumentation(explanation: summary, fix: summary)
    }

    /// What the code means, why settingsc reports it, and what it does not cover. One paragraph.
    public var explanation: String { documentation.explanation }
    /// A small schema that gets this diagnostic, or nil when no schema can show it (an unreadable file).
    public var example: String? { documentation.example }
    /// The reader limits the example is compiled with: lowered for the limit diagnostics, so the example stays small.
    public var exampleLimits: ReaderLimits { documentation.limits ?? .default }
    /// Whether `exampleLimits` are lowered from the defaults.
    public var exampleUsesLoweredLimits: Bool { documentation.limits != nil }
    /// How to make the diagnostic go away.
    public var fix: String { documentation.fix }
    /// For a code of `settingsc diff`: an old and a new version of a schema whose diff reports it (`example` is nil).
    public var diffExample: (old: String, new: String)? { documentation.diff }
    /// The file name the old version of a diff example is compiled under.
    public static let exampleOldFileName = "Old.settings.yaml"
    /// The command line an example is shown with: `validate App.settings.yaml`, `diff Old.settings.yaml App.settings.yaml`.
    public var exampleCommand: String {
        diffExample == nil ? "validate \(Self.exampleFileName)" : "diff \(Self.exampleOldFileName) \(Self.exampleFileName)"
    }

    /// The file name the examples are compiled under, as shown in their output.
    public static let exampleFileName = "App.settings.yaml"

    /// The diagnostics the example gets, rendered as `settingsc validate` prints them (summary line included),
    /// or nil without an example.
    public func exampleOutput(program: String = "settingsc") -> String? {
        if let diffExample { return Self.diffOutput(diffExample, program: program) }
        guard let example else { return nil }
        let file = SourceFile(path: Self.exampleFileName, text: example)
        var collector = DiagnosticCollector()
        _ = Compiler.compile(file, limits: exampleLimits, diagnostics: &collector)
        var output = DiagnosticRenderer(files: [file]).render(collector.sorted)
        output += "\(program): \(DiagnosticRenderer.summary(errors: collector.errorCount, warnings: collector.warningCount))\n"
        return output
    }

    /// What `settingsc diff` prints for two versions (compiled as `Old.settings.yaml` and `App.settings.yaml`).
    private static func diffOutput(_ versions: (old: String, new: String), program: String) -> String? {
        let oldFile = SourceFile(path: exampleOldFileName, text: versions.old)
        let newFile = SourceFile(path: exampleFileName, text: versions.new)
        var collector = DiagnosticCollector()
        guard let old = Compiler.compile(oldFile, diagnostics: &collector),
              let new = Compiler.compile(newFile, diagnostics: &collector) else { return nil }
        let changes = SchemaDiff.compare(old: old, new: new)
        collector.append(contentsOf: changes.compactMap(\.diagnostic))
        var output = DiagnosticRenderer(files: [oldFile, newFile]).render(collector.sorted)
        output += "\(program): \(exampleOldFileName) → \(exampleFileName): \(SchemaChange.tally(changes))\n"
        output += "\(program): \(DiagnosticRenderer.summary(errors: collector.errorCount, warnings: collector.warningCount))\n"
        return output
    }
}
