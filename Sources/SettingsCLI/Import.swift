#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import SettingsCompiler

extension CLI {
    func importCommand() -> CommandSpec {
        CommandSpec(
            name: "import",
            summary: "Write a schema draft from the settings an app already has.",
            discussion: """
                Reads the app's Swift sources (files, or folders searched for *.swift) and writes
                a schema draft in the flat layout, each setting under the key the app stores it
                with, so the generated store reads every value already saved; and a report of
                what it could not express, with file:line:column. Nothing else is written.

                Recognised (a lexical reading, docs/adopting.md lists the forms exactly):
                @AppStorage("key") properties (store: UserDefaults(suiteName: "group...")),
                UserDefaults reads and writes with a literal key (bool/integer/double/float/
                string/url/stringArray(forKey:), object(forKey:) as? T, set(_:forKey:)) and
                register(defaults: [...]); Bool, Int, Double, Float, String, URL, Date,
                [String]/[Int]/[Double], optionals, and Int- or String-backed enums declared in
                the sources. Settings are grouped into sections by the type that declares them.

                The draft and the report are written atomically; an existing file is replaced
                only with --force. The draft is checked before it is written: it validates
                with no errors. Exit status 0 when written, 1 when the sources hold no setting
                this reader recognises, 2 on a usage or I/O error.
                """,
            options: [
                OptionSpec("from", kind: .value(valueName: "kind"),
                           help: "What to read: swift (the default; the only kind so far)."),
                OptionSpec("output", short: "o", kind: .value(valueName: "path"),
                           help: "The schema to write (default: \(Import.defaultPath))."),
                OptionSpec("report", kind: .value(valueName: "path"),
                           help: "The report to write (default: next to the schema, Name.import-report.txt)."),
                OptionSpec("type", kind: .value(valueName: "name"),
                           help: "The root type's name (default: from the file name, e.g. ImportedSettings)."),
                OptionSpec("force", help: "Replace the schema and the report when they exist."),
                OptionSpec("quiet", short: "q", help: "Print only errors, no summary."),
            ],
            positionals: [PositionalSpec("source", arity: .oneOrMore,
                                         help: "Swift files, or folders searched for *.swift (hidden folders and .build skipped).")],
            examples: [
                .init("\(program) import Sources/App", "Write \(Import.defaultPath) and its report from the app's sources."),
                .init("\(program) import Sources/App/Preferences.swift -o Schemas/App.settings.yaml --type AppSettings",
                      "Import one file into a schema of your naming."),
                .init("\(program) import Sources/App -o Schemas/App.settings.yaml --force",
                      "Import again, replacing the draft and the report."),
            ]
        )
    }
}

/// `settingsc import <source>...`.
struct Import {
    static let defaultPath = "Schemas/Imported.settings.yaml"
    static let kinds = ["swift"]
    /// Bounds on what a folder search reads: files, folder depth.
    static let maxFiles = 20_000
    static let maxDepth = 64

    let cli: CLI
    let arguments: ParsedArguments

    func run() -> Int32 {
        let kind = arguments.value("from") ?? "swift"
        guard Self.kinds.contains(kind) else {
            return cli.usageError(UsageError(
                "unknown --from '\(kind)'; \(cli.program) import reads: \(Self.kinds.joined(separator: ", "))", command: "import"))
        }
        let given = arguments.value("output") ?? Self.defaultPath
        guard !given.isEmpty, !given.hasSuffix("/"), let path = Init.schemaPath(for: given) else {
            return cli.usageError(UsageError(
                "'\(given)': \(cli.program) import writes YAML; give a path ending in \(Init.suffix)", command: "import"))
        }
        let reportPath = arguments.value("report") ?? Self.reportPath(forSchema: path)
        guard reportPath != path else {
            return cli.usageError(UsageError("the report and the schema must be different files", command: "import"))
        }
        let rootType = arguments.value("type") ?? Init.rootTypeName(forPath: path)
        guard Init.isTypeName(rootType), !SwiftNames.reservedTypeNames.contains(rootType) else {
            return cli.usageError(UsageError(
                "'\(rootType)' is not a type name: use ASCII letters and digits, starting with an uppercase letter",
                command: "import"))
        }
        let force = arguments.flag("force")
        for target in [path, reportPath] {
            switch OutputFileSystem.kind(of: target) {
            case .missing: continue
            case .file where force: continue
            case .file:
                cli.error("'\(target)' already exists; give --force to replace it")
                return CLI.ExitCode.usageOrIOError
            default:
                cli.error("'\(target)' exists and is not a file")
                return CLI.ExitCode.usageOrIOError
            }
        }

        // The sources, in a sorted, deterministic order.
        var files: [String] = []
        for source in arguments.positionals {
            switch OutputFileSystem.kind(of: source) {
            case .file:
                files.append(source)
            case .directory:
                if let problem = Self.swiftFiles(under: source, depth: 0, into: &files) {
                    cli.error(problem)
                    return CLI.ExitCode.usageOrIOError
                }
            case .missing:
                cli.error("'\(source)': no such file or folder")
                return CLI.ExitCode.usageOrIOError
            case .other:
                cli.error("'\(source)' is neither a file nor a folder")
                return CLI.ExitCode.usageOrIOError
            }
        }
        var seen: Set<String> = []
        files = files.filter { seen.insert($0).inserted }
        var importer = SwiftImporter()
        for file in files {
            let source: SourceFile
            do {
                source = try SourceFile.load(path: file)
            } catch {
                cli.stderr(DiagnosticRenderer.sanitize("\(error.path): error: \(error.reason)") + "\n")
                return CLI.ExitCode.usageOrIOError
            }
            importer.read(path: file, text: String(decoding: source.bytes, as: UTF8.self))
        }
        let draft = ImportDraft(rootType: rootType, importer: importer)
        let sources = arguments.positionals.joined(separator: " ")
        guard draft.settingCount > 0 else {
            cli.error("found no setting in \(files.count) Swift file\(files.count == 1 ? "" : "s") (\(sources)); nothing written")
            for item in draft.gaps {
                cli.stderr(DiagnosticRenderer.sanitize("\(item.location.map { $0.description + ": " } ?? "")note: \(item.message)") + "\n")
            }
            return CLI.ExitCode.invalidInput
        }
        let reportName = reportPath.split(separator: "/").last.map(String.init) ?? reportPath
        let schema = draft.schemaText(header: [
            "A draft written by `\(cli.program) import --from \(kind)` from \(sources) (\(files.count) Swift file\(files.count == 1 ? "" : "s")).",
            "\(draft.settingCount) settings imported; \(draft.gaps.count) uses not imported and \(draft.reviews.count) points to review are listed in \(reportName).",
            "Review before use: the section and setting names (from the declaring types and properties), titles,",
            "ranges and steps (not in the sources), the defaults the report names, and the settings the report lists.",
            "Every `key:` is the key the app stores the value under, in the flat layout: keep them, so saved values are read.",
            "Each setting's comment is where it was first found.",
        ])
        // The draft must validate as it is; when it does not, that is this importer's bug: write nothing.
        let file = SourceFile(path: path, text: schema)
        var collector = DiagnosticCollector()
        let compiled = Compiler.compile(file, diagnostics: &collector)
        if compiled == nil || collector.hasErrors {
            cli.error("internal error: the draft does not validate; nothing written (please report this)")
            cli.stderr(DiagnosticRenderer(files: [file]).render(collector.sorted))
            return CLI.ExitCode.invalidInput
        }
        do {
            for (target, text) in [(path, schema), (reportPath, draft.reportText(schemaPath: path.split(separator: "/").last.map(String.init) ?? path, sources: sources))] {
                if let slash = target.lastIndex(of: "/"), slash != target.startIndex {
                    try OutputFileSystem.createDirectories(String(target[..<slash]))
                }
                try OutputFileSystem.writeAtomically(Array(text.utf8), to: target)
            }
        } catch {
            cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
            return CLI.ExitCode.usageOrIOError
        }
        if !arguments.flag("quiet") {
            cli.stdout(DiagnosticRenderer.sanitize(
                "\(cli.program): wrote \(path) (\(draft.settingCount) settings in \(draft.sections.count) sections) "
                + "and \(reportPath) (\(draft.gaps.count) not imported, \(draft.reviews.count) to review)") + "\n"
                + "Next: review both, then `\(cli.program) validate \(DiagnosticRenderer.sanitize(path))` (docs/adopting.md).\n")
        }
        return CLI.ExitCode.success
    }

    /// `Schemas/App.settings.yaml` -> `Schemas/App.import-report.txt`.
    static func reportPath(forSchema path: String) -> String {
        String(path.dropLast(Init.suffix.count)) + ".import-report.txt"
    }

    /// Every `*.swift` file under `folder`, sorted, not following symbolic links; hidden folders and `.build` are
    /// skipped. Returns a problem to report, or nil.
    static func swiftFiles(under folder: String, depth: Int, into files: inout [String]) -> String? {
        guard depth <= maxDepth else { return "'\(folder)': folders nest deeper than \(maxDepth)" }
        guard let directory = opendir(folder) else {
            return "'\(folder)': \(String(cString: strerror(errno)))"
        }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            names.append(name)
        }
        closedir(directory)
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        for name in names.sorted() {
            let path = base + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if let problem = swiftFiles(under: path, depth: depth + 1, into: &files) { return problem }
            } else if (info.st_mode & S_IFMT) == S_IFREG, name.hasSuffix(".swift") {
                files.append(path)
                if files.count > maxFiles { return "more than \(maxFiles) Swift files under the folders given" }
            }
        }
        return nil
    }
}
