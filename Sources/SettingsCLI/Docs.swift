import SettingsBackends
import SettingsCompiler

/// `settingsc docs`: the documentation site (HTML: an index and one page per schema) and one Markdown file
/// per schema, written through `generate`'s planning, `--check` and atomic write-if-changed output.
struct Docs {
    let cli: CLI
    let arguments: ParsedArguments

    static let formats = ["html", "markdown"]
    /// Where the documentation goes without `--output`.
    static let defaultOutput = "Generated/docs"

    static func spec(program: String) -> CommandSpec {
        CommandSpec(
            name: "docs",
            summary: "Write documentation: a static HTML site and Markdown files.",
            discussion: """
                Writes index.html (every schema, with a search over all settings), one page
                per schema (<RootType>.html) with a preview of each screen, and one Markdown
                file per schema (<RootType>.md). Links written [[section.setting]] in
                descriptions become links. Like generate, nothing is written when a schema
                has an error, and unchanged files are not touched.
                """,
            options: [
                OptionSpec("output", short: "o", kind: .value(valueName: "dir"),
                           help: "Directory for the documentation (created if missing; default: \(defaultOutput))."),
                OptionSpec("format", kind: .repeatable(valueName: "name"),
                           help: "Write only this format, html or markdown; repeat for both (default: both)."),
                OptionSpec("against", kind: .value(valueName: "rev"),
                           help: "Add a \"What changed\" page per schema: the changes since its version at this git revision."),
                OptionSpec("previous", kind: .repeatable(valueName: "file"),
                           help: "Add a \"What changed\" page: this file is the previous version of the schema with its root type or file name (or of the only schema); repeatable."),
                OptionSpec("check", help: "Write nothing; exit 1 if any file would be created or changed."),
                OptionSpec("warnings-as-errors", help: "Treat warnings as errors."),
                .allow,
                OptionSpec("quiet", short: "q", help: "Print only diagnostics, no summary."),
                .diagnosticsFormat,
            ],
            positionals: [PositionalSpec("schema", arity: .oneOrMore, help: "Schema files to document.")],
            examples: [
                .init("\(program) docs Schemas/*.settings.yaml",
                      "Write the site and the Markdown files for every schema into \(defaultOutput)."),
                .init("\(program) docs Schemas/*.settings.yaml --output Generated/docs --check",
                      "Fail (exit 1) when the checked-in docs are out of date."),
                .init("\(program) docs Schemas/*.settings.yaml --against v1.2",
                      "Also write a \"What changed\" page per schema: the changes since v1.2 (as settingsc diff finds them)."),
            ]
        )
    }

    func run() -> Int32 {
        var formats = arguments.values("format")
        for format in formats where !Self.formats.contains(format) {
            let hint = Suggestions.hint(for: format, in: Self.formats)
            return cli.usageError(UsageError("unknown format '\(format)'\(hint) (available: html, markdown)", command: "docs"))
        }
        if formats.isEmpty { formats = Self.formats }
        var arguments = arguments
        if arguments.value("output") == nil {
            arguments.values["output"] = [Self.defaultOutput]
            if !arguments.flag("quiet") { cli.stderr("\(cli.program): writing to \(Self.defaultOutput) (no --output given)\n") }
        }
        let previous: [String: SchemaIR]
        switch previousVersions() {
        case .success(let versions): previous = versions
        case .failure(let status): return status.code
        }
        var generate = Generate(cli: cli, arguments: arguments)
        generate.command = "docs"
        let (html, markdownWanted) = (formats.contains("html"), formats.contains("markdown"))
        generate.renderAll = { compiled, planner in
            // The site and the Markdown share nothing but the IR they read: the Markdown is rendered on a thread of
            // its own (a RenderStream) while this one prints the site (its pages on a third thread, beside the index:
            // `HTMLSiteBackend.renderSite`). Each file rendered on another thread is planned there (compared with the
            // file on disk, hashed, written to its temporary file: `Planner.sideOutput()`) and taken over here in
            // order: the files reach the planner as on one thread, the site's first, and none is held whole.
            let markdownName = MarkdownBackend().name
            let markdown = markdownWanted ? RenderStream.rendering(beside: planner.labelling { _, number in
                // One Markdown file per schema, in their order.
                (compiled[min(number, compiled.count - 1)].path, markdownName)
            }) { output in
                for schema in compiled { MarkdownBackend().render(schema.schema, into: output) }
            } : nil
            if html {
                var site = HTMLSiteBackend()
                if cli.environment.exitsAfterRun { site.keepingWork = { KeptUntilExit.keep($0) } }
                // "What changed" pages: each schema against its previous version, by path (--against) or root type.
                for schema in compiled {
                    let fileName = String(schema.path.split(separator: "/").last ?? "")
                    let only = compiled.count == 1 && Set(previous.values.map(\.sourcePath)).count == 1 ? previous.values.first : nil
                    guard let old = previous[schema.path] ?? previous[schema.schema.rootTypeName] ?? previous["file:" + fileName] ?? only
                    else { continue }
                    site.changes[schema.schema.rootTypeName] = SchemaChangeReport(
                        oldLabel: old.sourcePath, newLabel: schema.path, title: schema.schema.title,
                        rootTypeName: schema.schema.rootTypeName, changes: SchemaDiff.compare(old: old, new: schema.schema))
                }
                // The index belongs to every schema; it is reported with the first.
                let owners = Dictionary(compiled.map { (HTMLSiteBackend.pageName($0.schema), $0.path) }, uniquingKeysWith: { first, _ in first })
                let siteName = site.name
                site.renderSite(compiled.map(\.schema), into: planner.labelling { path, _ in (owners[path] ?? compiled[0].path, siteName) })
                Timeline.stamp("docs: site done")
            }
            markdown?.replay()
            Timeline.stamp("docs: markdown passed on")
        }
        return generate.run()
    }

    struct Status: Error {
        var code: Int32
    }

    /// The previous versions `--against REV` (by path) and `--previous FILE` (by root type) name, compiled; a
    /// version that does not compile prints its diagnostics and fails the run before anything is written.
    func previousVersions() -> Result<[String: SchemaIR], Status> {
        var files: [(key: String?, file: SourceFile)] = []
        if let revision = arguments.value("against") {
            do {
                let atRevision = try SchemaDiffCommand.files(at: revision, paths: arguments.positionals, cli: cli,
                                                             quiet: arguments.flag("quiet"), command: "docs")
                files += arguments.positionals.compactMap { path in atRevision[path].map { (path, $0) } }
            } catch {
                return .failure(Status(code: cli.usageError(error)))
            }
        }
        for path in arguments.values("previous") {
            do {
                files.append((nil, try SourceFile.load(path: path)))
            } catch {
                cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
                return .failure(Status(code: CLI.ExitCode.usageOrIOError))
            }
        }
        var versions: [String: SchemaIR] = [:]
        var diagnostics = DiagnosticCollector()
        var renderer = DiagnosticRenderer()
        for (key, file) in files {
            renderer.add(file)
            var compiling = DiagnosticCollector()
            guard let schema = Compiler.compile(file, diagnostics: &compiling) else {
                diagnostics.append(contentsOf: compiling.diagnostics.filter { $0.severity == .error })
                continue
            }
            if let key {
                versions[key] = schema
            } else {
                // --previous: found by root type, else by file name (else, one schema and one version: each other).
                versions[schema.rootTypeName] = schema
                versions["file:" + String(file.path.split(separator: "/").last ?? "")] = schema
            }
        }
        if diagnostics.hasErrors {
            cli.stderr(renderer.render(diagnostics.sorted))
            cli.stderr("\(cli.program): a previous version has errors; nothing written\n")
            return .failure(Status(code: CLI.ExitCode.invalidInput))
        }
        return .success(versions)
    }
}
