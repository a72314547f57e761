import SettingsCompiler

/// Reads and compiles every input of one run, collecting every problem before anything is reported.
struct Compilation {
    struct Compiled {
        var path: String
        var schema: SchemaIR
    }

    var diagnostics = DiagnosticCollector()
    var renderer = DiagnosticRenderer()
    var readErrors: [FileReadError] = []
    /// Inputs that failed without a single error diagnostic: a compiler bug, reported as an internal error.
    var silentFailures: [String] = []
    var compiled: [Compiled] = []
    var inputCount = 0
    /// Each input read, as given and hashed, when asked for (`digestInputs`): `generate`'s cache fingerprint.
    var inputDigests: [InputDigest] = []

    struct InputDigest {
        var path: String
        var size: Int
        var hash: UInt64
    }

    /// The same path given twice (overlapping shell globs) is compiled once. A caller whose process exits after the
    /// command keeps the compiled IRs itself (`KeptUntilExit`); the ASTs are freed during validation.
    init(paths: [String], warningsAsErrors: Bool, allowing allowed: Set<DiagnosticCode> = [], digestInputs: Bool = false) {
        var seen: Set<String> = []
        let unique = paths.filter { seen.insert($0).inserted }
        inputCount = unique.count
        for path in unique {
            let file: SourceFile
            do {
                file = try SourceFile.load(path: path)
            } catch {
                readErrors.append(error)
                continue
            }
            renderer.add(file)
            if digestInputs {
                inputDigests.append(InputDigest(path: path, size: file.bytes.count, hash: Hash64.of(file.bytes)))
            }
            let errorsBefore = diagnostics.errorCount
            // The AST is freed during validation (`Compiler.compile`): keeping it to exit saved freeing it, but
            // held it beside the IR through the backends, the peak of memory.
            let schema = Compiler.compile(file, diagnostics: &diagnostics)
            if let schema {
                compiled.append(Compiled(path: path, schema: schema))
            } else if diagnostics.errorCount == errorsBefore {
                silentFailures.append(path)
            }
        }
        // Outputs of two schemas that would overwrite each other (SC1592): reported by validate too.
        let clashes = OutputNames.collisions(between: compiled.map(\.schema))
        if !clashes.isEmpty {
            diagnostics.append(contentsOf: clashes)
            let clashing = Set(clashes.compactMap { $0.location?.file })
            compiled.removeAll { clashing.contains($0.schema.sourcePath) }
        }
        if !allowed.isEmpty { diagnostics.dropWarnings { allowed.contains($0.code) } }
        if warningsAsErrors {
            var promoted = DiagnosticCollector()
            for var diagnostic in diagnostics.diagnostics {
                if diagnostic.severity == .warning { diagnostic.severity = .error }
                promoted.emit(diagnostic)
            }
            diagnostics = promoted
        }
    }

    var errorCount: Int { diagnostics.errorCount + readErrors.count + silentFailures.count }
    var warningCount: Int { diagnostics.warningCount }
    var succeeded: Bool { errorCount == 0 }

    /// Prints read errors, then the diagnostics in source order, then a summary line when there was anything to say.
    /// Returns the exit status the problems call for: 2 when an input was unreadable, 1 for any other error, else 0.
    ///
    /// `text` goes to standard error, as before; the machine formats go to standard output (all diagnostics,
    /// an unreadable input as SC1001), while the summary stays on standard error.
    func report(to cli: CLI, format: DiagnosticFormat = .text, failureSuffix: String = "") -> Int32 {
        let formatter = DiagnosticFormatter(format: format, renderer: renderer)
        if format.isMachineReadable {
            let unreadable = readErrors.map { error in
                Diagnostic(.error, .fileUnreadable, "cannot read file '\(error.path)': \(error.reason)", range: nil)
            }
            cli.stdout(formatter.format(unreadable + diagnostics.sorted))
        } else {
            for error in readErrors {
                cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
            }
        }
        for path in silentFailures {
            cli.error("internal error: compiling '\(path)' failed without a diagnostic")
        }
        if !format.isMachineReadable {
            cli.stderr(formatter.format(diagnostics.sorted))
        }
        if errorCount > 0 || warningCount > 0 {
            let summary = DiagnosticRenderer.summary(errors: errorCount, warnings: warningCount)
            cli.stderr("\(cli.program): \(summary)\(succeeded ? "" : failureSuffix)\n")
        }
        if !readErrors.isEmpty { return CLI.ExitCode.usageOrIOError }
        return succeeded ? CLI.ExitCode.success : CLI.ExitCode.invalidInput
    }
}

/// Values a process that exits right after its command keeps rather than frees (`CLIEnvironment.exitsAfterRun`):
/// the operating system reclaims them at once, where freeing a large tree would visit every node.
enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [any Sendable] = []

    static func keep(_ value: any Sendable) {
        values.append(value)
    }
}

/// `settingsc validate`.
struct Validate {
    let cli: CLI
    let arguments: ParsedArguments

    func run() -> Int32 {
        let format: DiagnosticFormat
        let allowed: Set<DiagnosticCode>
        do {
            format = try cli.diagnosticsFormat(arguments, command: "validate")
            allowed = try cli.allowedCodes(arguments, command: "validate")
        } catch {
            return cli.usageError(error)
        }
        let compilation = Compilation(
            paths: arguments.positionals, warningsAsErrors: arguments.flag("warnings-as-errors"), allowing: allowed)
        if cli.environment.exitsAfterRun { KeptUntilExit.keep(compilation.compiled.map(\.schema)) }
        let status = compilation.report(to: cli, format: format)
        if status == CLI.ExitCode.success, !arguments.flag("quiet") {
            let count = compilation.inputCount
            cli.stderr("\(cli.program): \(plural(count, "schema")) valid\n")
        }
        return status
    }
}

/// `1 schema`, `3 files`.
func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(count == 1 ? "" : "s")"
}
