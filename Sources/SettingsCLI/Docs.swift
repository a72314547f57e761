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
        var generate = Generate(cli: cli, arguments: arguments)
        generate.command = "docs"
        generate.renderAll = { compiled in
            var outputs: [Generate.RenderedOutput] = []
            if formats.contains("html") {
                let site = HTMLSiteBackend()
                // The index belongs to every schema; it is reported with the first.
                let files = site.renderSite(compiled.map(\.schema))
                for file in files {
                    let owner = compiled.first { HTMLSiteBackend.pageName($0.schema) == file.path } ?? compiled[0]
                    outputs.append(.init(schemaPath: owner.path, backend: site.name, file: file))
                }
            }
            if formats.contains("markdown") {
                let markdown = MarkdownBackend()
                for schema in compiled {
                    for file in markdown.render(schema.schema) {
                        outputs.append(.init(schemaPath: schema.path, backend: markdown.name, file: file))
                    }
                }
            }
            return outputs
        }
        return generate.run()
    }
}
