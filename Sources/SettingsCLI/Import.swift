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
                Writes a schema draft from what the app already has, and a report of what it
                could not express. Nothing else is written. Three sources (--from):

                swift (the default): the app's Swift sources (files, or folders searched for
                *.swift), read lexically: @AppStorage("key") properties (store: UserDefaults(
                suiteName: "group...")), UserDefaults reads and writes with a literal key
                (bool/integer/double/float/string/url/stringArray(forKey:), object(forKey:) as? T,
                set(_:forKey:)) and register(defaults: [...]); Bool, Int, Double, Float, String,
                URL, Date, [String]/[Int]/[Double], optionals, and Int- or String-backed enums
                declared in the sources. Sections are the types that declare the settings.

                settings-bundle: a Settings.bundle folder: Root.plist and the child panes it
                opens (XML or binary), titles from <lang>.lproj/<table>.strings or <table>.xcstrings;
                switches (TrueValue/FalseValue as a two-case enum), text fields, multi values and
                radio groups (enums with rawValue:), sliders (range), title values (skip: true),
                groups as sections with their footers, child panes as nested sections, and
                InAppSettingsKit's buttons and mail composers (action rows), URLs (link rows) and
                date pickers (date?); custom views and view controllers are reported.

                automatic-settings: AutomaticSettings structs (files or folders of *.swift): nested
                structs as sections, // sourcery: range, step, skipSetting, requiresRestart,
                sideEffect, injectHeader/injectFooter, String- and Int-backed enums, and the
                external data type (<Root>ExternalData or <Root>External); the root struct names
                the schema unless --type is given.

                swift and settings-bundle drafts use the flat layout with each setting under the
                key the app stores it with; an automatic-settings draft is in the document layout
                with AutomaticSettings' member names, so the JSON it saved is read. The draft and
                the report are written atomically; an existing file is replaced only with --force.
                The draft is checked before it is written: it validates with no errors. Exit
                status 0 when written, 1 when the sources hold no setting this reader recognises,
                2 on a usage or I/O error.
                """,
            options: [
                OptionSpec("from", kind: .value(valueName: "kind"),
                           help: "What to read: swift (the default), settings-bundle or automatic-settings."),
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
                                         help: "Swift files, or folders searched for *.swift (hidden folders and .build skipped); for settings-bundle, the Settings.bundle folder.")],
            examples: [
                .init("\(program) import Sources/App", "Write \(Import.defaultPath) and its report from the app's sources."),
                .init("\(program) import Sources/App/Preferences.swift -o Schemas/App.settings.yaml --type AppSettings",
                      "Import one file into a schema of your naming."),
                .init("\(program) import Sources/App -o Schemas/App.settings.yaml --force",
                      "Import again, replacing the draft and the report."),
                .init("\(program) import --from settings-bundle App/Settings.bundle -o Schemas/App.settings.yaml",
                      "Import a Settings.bundle: its panes, specifiers and titles."),
                .init("\(program) import --from automatic-settings Sources/App/BetaSettings.swift -o Schemas/Beta.settings.yaml",
                      "Import AutomaticSettings structs, keyed to read the JSON they saved."),
            ]
        )
    }
}

/// `settingsc import <source>...`.
struct Import {
    static let defaultPath = "Schemas/Imported.settings.yaml"
    static let kinds = ["swift", "settings-bundle", "automatic-settings"]
    static let kindSummaries = [
        "swift": "@AppStorage and UserDefaults in Swift sources",
        "settings-bundle": "the panes of a Settings.bundle, InAppSettingsKit specifiers too",
        "automatic-settings": "AutomaticSettings structs and their Sourcery annotations",
    ]
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

        let sources = arguments.positionals.joined(separator: " ")
        let reportName = reportPath.split(separator: "/").last.map(String.init) ?? reportPath
        let schemaName = path.split(separator: "/").last.map(String.init) ?? path
        let outcome: Outcome
        switch kind {
        case "settings-bundle":
            guard arguments.positionals.count == 1, OutputFileSystem.kind(of: arguments.positionals[0]) == .directory else {
                return cli.usageError(UsageError("--from settings-bundle reads one folder: the Settings.bundle", command: "import"))
            }
            var importer = SettingsBundleImporter(bundle: arguments.positionals[0], rootType: arguments.value("type") ?? rootType)
            if let problem = importer.run() {
                cli.error(problem)
                return CLI.ExitCode.usageOrIOError
            }
            let tree = importer.tree
            outcome = Outcome(
                schema: tree.schemaText(header: [
                    "A draft written by `\(cli.program) import --from settings-bundle` from \(sources) (\(importer.filesRead) files read; titles in \(importer.language ?? "no") language).",
                    "\(tree.settingCount) settings and \(importer.rowCount) rows imported; \(tree.gaps.count) not imported and \(tree.reviews.count) points to review are listed in \(reportName).",
                    "Every `key:` is the Key Settings.app stores the value under, in the flat layout: keep them, so saved values are read.",
                    "Keep the app's Settings.bundle: a flat setting cannot also say `settingsApp: true` (SC1696), and the bundle writes these same keys.",
                    "Review the section and setting names (from group titles and keys), the enums made from Titles/Values, and the report.",
                    "Each entry's comment is the pane and specifier it came from.",
                ]),
                report: tree.reportText(schemaPath: schemaName, sources: sources),
                settings: tree.settingCount, sections: tree.sectionCount, gaps: tree.gaps, reviews: tree.reviews.count, files: importer.filesRead)
        case "automatic-settings":
            var files: [String] = []
            if let code = collectSwiftFiles(&files) { return code }
            var importer = AutomaticSettingsImporter()
            for file in files {
                guard let text = readSource(file) else { return CLI.ExitCode.usageOrIOError }
                importer.read(path: file, text: text)
            }
            let (tree, root) = importer.draft(rootType: arguments.value("type"))
            guard Init.isTypeName(tree.rootType), !SwiftNames.reservedTypeNames.contains(tree.rootType) else {
                return cli.usageError(UsageError("the root struct's name '\(tree.rootType)' cannot be a schema's root type; give --type", command: "import"))
            }
            outcome = Outcome(
                schema: tree.schemaText(header: [
                    "A draft written by `\(cli.program) import --from automatic-settings` from \(sources) (\(files.count) Swift file\(files.count == 1 ? "" : "s"); root struct \(root ?? "none")).",
                    "\(tree.settingCount) settings imported; \(tree.gaps.count) members not imported and \(tree.reviews.count) points to review are listed in \(reportName).",
                    "AutomaticSettings keeps the settings as one Codable struct saved as JSONEncoder data; this draft is in the document layout with",
                    "the same member names, so the store reads that data where the app saved it: SettingsRoutedPersistence.userDefaults(for:key:)",
                    "with the app's key (the template's example app uses \"Settings\"). Review titles, enum cases, side effects, and the report.",
                    "Each setting's comment is where it was found.",
                ]),
                report: tree.reportText(schemaPath: schemaName, sources: sources),
                settings: tree.settingCount, sections: tree.sectionCount, gaps: tree.gaps, reviews: tree.reviews.count, files: files.count)
        default:
            var files: [String] = []
            if let code = collectSwiftFiles(&files) { return code }
            var importer = SwiftImporter()
            for file in files {
                guard let text = readSource(file) else { return CLI.ExitCode.usageOrIOError }
                importer.read(path: file, text: text)
            }
            let draft = ImportDraft(rootType: rootType, importer: importer)
            outcome = Outcome(
                schema: draft.schemaText(header: [
                    "A draft written by `\(cli.program) import --from \(kind)` from \(sources) (\(files.count) Swift file\(files.count == 1 ? "" : "s")).",
                    "\(draft.settingCount) settings imported; \(draft.gaps.count) uses not imported and \(draft.reviews.count) points to review are listed in \(reportName).",
                    "Review before use: the section and setting names (from the declaring types and properties), titles,",
                    "ranges and steps (not in the sources), the defaults the report names, and the settings the report lists.",
                    "Every `key:` is the key the app stores the value under, in the flat layout: keep them, so saved values are read.",
                    "Each setting's comment is where it was first found.",
                ]),
                report: draft.reportText(schemaPath: schemaName, sources: sources),
                settings: draft.settingCount, sections: draft.sections.count, gaps: draft.gaps, reviews: draft.reviews.count, files: files.count)
        }
        guard outcome.settings > 0 else {
            let what = kind == "settings-bundle" ? "the bundle" : "\(outcome.files) Swift file\(outcome.files == 1 ? "" : "s")"
            cli.error("found no setting in \(what) (\(sources)); nothing written")
            for item in outcome.gaps {
                cli.stderr(DiagnosticRenderer.sanitize("\(item.location.map { $0.description + ": " } ?? "")note: \(item.message)") + "\n")
            }
            return CLI.ExitCode.invalidInput
        }
        // The draft must validate as it is; when it does not, that is this importer's bug: write nothing.
        let file = SourceFile(path: path, text: outcome.schema)
        var collector = DiagnosticCollector()
        let compiled = Compiler.compile(file, diagnostics: &collector)
        if compiled == nil || collector.hasErrors {
            cli.error("internal error: the draft does not validate; nothing written (please report this)")
            cli.stderr(DiagnosticRenderer(files: [file]).render(collector.sorted))
            return CLI.ExitCode.invalidInput
        }
        do {
            for (target, text) in [(path, outcome.schema), (reportPath, outcome.report)] {
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
                "\(cli.program): wrote \(path) (\(outcome.settings) settings in \(outcome.sections) sections) "
                + "and \(reportPath) (\(outcome.gaps.count) not imported, \(outcome.reviews) to review)") + "\n"
                + "Next: review both, then `\(cli.program) validate \(DiagnosticRenderer.sanitize(path))` (docs/adopting.md).\n")
        }
        return CLI.ExitCode.success
    }

    struct Outcome {
        var schema: String
        var report: String
        var settings: Int
        var sections: Int
        var gaps: [ImportReportItem]
        var reviews: Int
        var files: Int
    }

    /// The Swift files of the positionals (files, or folders searched), sorted per folder and deduplicated; an
    /// exit status when one cannot be read.
    func collectSwiftFiles(_ files: inout [String]) -> Int32? {
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
        return nil
    }

    func readSource(_ file: String) -> String? {
        do {
            let source = try SourceFile.load(path: file)
            return String(decoding: source.bytes, as: UTF8.self)
        } catch {
            cli.stderr(DiagnosticRenderer.sanitize("\(error.path): error: \(error.reason)") + "\n")
            return nil
        }
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
