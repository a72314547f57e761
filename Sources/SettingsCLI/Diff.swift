import SettingsBackends
import SettingsCompiler

/// `settingsc diff OLD NEW` and `settingsc diff --against REV FILE...`: compiles both versions of each schema,
/// compares their validated IRs (`SchemaDiff`), reports data loss as errors and value changes as warnings, and
/// writes the changelog (`--format markdown|json`) to standard output.
struct SchemaDiffCommand {
    let cli: CLI
    let arguments: ParsedArguments

    static let formats = ["markdown", "json"]

    static func spec(program: String) -> CommandSpec {
        CommandSpec(
            name: "diff",
            summary: "Compare two versions of a schema: what changed, and whether saved values survive.",
            discussion: """
                Settings are matched by their stored key paths and renamedFrom, as the
                generated decoder reads saved values. A change that loses saved values (a
                setting removed without a rename, a changed key, an incompatible type, a
                removed enum case without fallback) is an error (SC160x, exit 1); one that
                reads them differently (clamped into a narrower range, snapped onto a step,
                mapped to a fallback case) a warning (SC161x); every other change is
                compatible. Each diagnostic points at both versions and names the fix.

                With --against REV, each schema is compared with its version at the git
                revision REV (read with `git show REV:./FILE`); a schema that is not in REV
                is new and has nothing to compare. --format markdown writes a changelog
                (grouped by section, with old and new values) to standard output, json the
                same for tools.
                """,
            options: [
                OptionSpec("against", kind: .value(valueName: "rev"),
                           help: "Compare each schema with its version at this git revision (e.g. HEAD, main, v1.2)."),
                OptionSpec("format", kind: .value(valueName: "name"),
                           help: "Also write the changelog to standard output: markdown or json."),
                OptionSpec("warnings-as-errors", help: "Treat value changes (warnings) as errors."),
                .allow,
                OptionSpec("quiet", short: "q", help: "Print only diagnostics, no summary."),
                .diagnosticsFormat,
            ],
            positionals: [PositionalSpec("schema", arity: .oneOrMore,
                                         help: "OLD NEW, or with --against the schemas to compare with the revision.")],
            examples: [
                .init("\(program) diff v1/App.settings.yaml Schemas/App.settings.yaml",
                      "Compare two files; exit 1 if saved values would be lost."),
                .init("\(program) diff --against main Schemas/App.settings.yaml",
                      "Compare the working copy with the version on main."),
                .init("\(program) diff --against v1.2 Schemas/*.settings.yaml --format markdown > CHANGES.md",
                      "Write release notes of every settings change since v1.2."),
                .init("\(program) diff --against origin/main Schemas/*.settings.yaml --diagnostics-format github",
                      "Annotate a pull request with the changes that lose or change saved values."),
            ]
        )
    }

    /// Each of `paths` as it is at the git revision `revision`, by path; a path the revision does not have is a new
    /// schema (said on standard error unless `quiet`), and so is every path when `HEAD` has no commit yet.
    static func files(at revision: String, paths: [String], cli: CLI, quiet: Bool, command: String = "diff") throws(UsageError) -> [String: SourceFile] {
        let exists: Bool
        do {
            exists = try Git.commitExists(revision)
        } catch {
            throw UsageError("--against \(revision): \(error.message)", command: command)
        }
        guard exists else {
            // A repository without a commit yet (the first commit's pre-commit run): every schema is new.
            if revision == "HEAD", (try? Git.run(["rev-list", "-n", "1", "--all"]))?.standardOutput.isEmpty == true {
                for path in paths {
                    try requireReadable(path, revision: revision, command: command)
                    guard OutputFileSystem.kind(of: path) != .missing else {
                        throw UsageError("--against \(revision): '\(path)' is not a file, and HEAD has no commit yet; nothing to compare", command: command)
                    }
                }
                if !quiet { cli.stderr("\(cli.program): HEAD has no commit yet; every schema is new, nothing to compare\n") }
                return [:]
            }
            throw UsageError("--against \(revision): git knows no commit '\(revision)'", command: command)
        }
        var files: [String: SourceFile] = [:]
        for path in paths {
            try requireReadable(path, revision: revision, command: command)
            let old: SourceFile?
            do {
                old = try Git.file(path, at: revision)
            } catch {
                throw UsageError("--against \(revision): \(error.message)", command: command)
            }
            if let old {
                files[path] = old
            } else {
                guard OutputFileSystem.kind(of: path) != .missing else {
                    throw UsageError("--against \(revision): '\(path)' is neither a file nor in \(revision); nothing to compare", command: command)
                }
                if !quiet {
                    cli.stderr("\(cli.program): \(DiagnosticRenderer.sanitize(path)) is not in \(DiagnosticRenderer.sanitize(revision)); a new schema, nothing to compare\n")
                }
            }
        }
        return files
    }

    /// A path given with `--against` names a schema file: a directory is a usage error, and so is a path that is not
    /// on disk (then it must be in the revision, which the caller checks).
    private static func requireReadable(_ path: String, revision: String, command: String) throws(UsageError) {
        if OutputFileSystem.kind(of: path) == .directory || path.hasSuffix("/") {
            throw UsageError("--against \(revision): '\(path)' is a directory, not a schema", command: command)
        }
    }

    /// The two versions of one schema to compare.
    private struct Pair {
        var old: SourceFile
        var newPath: String
    }

    func run() -> Int32 {
        let diagnosticsFormat: DiagnosticFormat
        let allowed: Set<DiagnosticCode>
        do {
            diagnosticsFormat = try cli.diagnosticsFormat(arguments, command: "diff")
            allowed = try cli.allowedCodes(arguments, command: "diff")
        } catch {
            return cli.usageError(error)
        }
        let format = arguments.value("format")
        if let format, !Self.formats.contains(format) {
            return cli.usageError(UsageError(
                "unknown format '\(format)'\(Suggestions.hint(for: format, in: Self.formats)) (available: markdown, json)", command: "diff"))
        }
        if format != nil, diagnosticsFormat.isMachineReadable {
            return cli.usageError(UsageError(
                "--format \(format!) and --diagnostics-format \(diagnosticsFormat.rawValue) both write to standard output; use one", command: "diff"))
        }
        let quiet = arguments.flag("quiet")

        // The old versions: files, or the schemas at a revision.
        var pairs: [Pair] = []
        if let revision = arguments.value("against") {
            do {
                let files = try Self.files(at: revision, paths: arguments.positionals, cli: cli, quiet: quiet)
                pairs = arguments.positionals.compactMap { path in files[path].map { Pair(old: $0, newPath: path) } }
            } catch {
                return cli.usageError(error)
            }
        } else {
            guard arguments.positionals.count == 2 else {
                return cli.usageError(UsageError(
                    "diff compares two schemas, OLD NEW (or FILE... with --against REV); got \(plural(arguments.positionals.count, "file"))",
                    command: "diff"))
            }
            do {
                pairs.append(Pair(old: try SourceFile.load(path: arguments.positionals[0]), newPath: arguments.positionals[1]))
            } catch {
                cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
                return CLI.ExitCode.usageOrIOError
            }
        }

        var renderer = DiagnosticRenderer()
        var diagnostics = DiagnosticCollector()
        var reports: [SchemaChangeReport] = []
        var readErrors: [FileReadError] = []
        for pair in pairs {
            let newFile: SourceFile
            do {
                newFile = try SourceFile.load(path: pair.newPath)
            } catch {
                readErrors.append(error)
                continue
            }
            renderer.add(pair.old)
            renderer.add(newFile)
            // Only errors: a version that does not compile cannot be compared; its warnings are `validate`'s business.
            var compiling = DiagnosticCollector()
            let old = Compiler.compile(pair.old, diagnostics: &compiling)
            let new = Compiler.compile(newFile, diagnostics: &compiling)
            diagnostics.append(contentsOf: compiling.diagnostics.filter { $0.severity == .error })
            guard let old, let new else { continue }
            let changes = SchemaDiff.compare(old: old, new: new)
            diagnostics.append(contentsOf: changes.compactMap(\.diagnostic))
            reports.append(SchemaChangeReport(oldLabel: pair.old.path, newLabel: newFile.path, title: new.title,
                                              rootTypeName: new.rootTypeName, changes: changes))
        }
        if !allowed.isEmpty { diagnostics.dropWarnings { allowed.contains($0.code) } }
        if arguments.flag("warnings-as-errors") {
            var promoted = DiagnosticCollector()
            for var diagnostic in diagnostics.diagnostics {
                if diagnostic.severity == .warning { diagnostic.severity = .error }
                promoted.emit(diagnostic)
            }
            diagnostics = promoted
        }

        let formatter = DiagnosticFormatter(format: diagnosticsFormat, renderer: renderer)
        for error in readErrors { cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n") }
        if diagnosticsFormat.isMachineReadable {
            cli.stdout(formatter.format(diagnostics.sorted))
        } else {
            cli.stderr(formatter.format(diagnostics.sorted))
        }
        switch format {
        case "markdown": cli.stdout(Changelog.markdown(reports))
        case "json": cli.stdout(Changelog.json(reports))
        default: break
        }
        if !quiet {
            for report in reports {
                cli.stderr("\(cli.program): \(DiagnosticRenderer.sanitize(report.oldLabel)) → \(DiagnosticRenderer.sanitize(report.newLabel)): \(report.tally)\n")
            }
            if diagnostics.errorCount > 0 || diagnostics.warningCount > 0 {
                cli.stderr("\(cli.program): \(DiagnosticRenderer.summary(errors: diagnostics.errorCount, warnings: diagnostics.warningCount))\n")
            }
        }
        if !readErrors.isEmpty { return CLI.ExitCode.usageOrIOError }
        return diagnostics.hasErrors ? CLI.ExitCode.invalidInput : CLI.ExitCode.success
    }
}
