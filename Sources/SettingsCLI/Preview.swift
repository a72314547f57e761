import SettingsBackends
import SettingsCompiler
import SettingsRuntime

extension CLI {
    func previewCommand() -> CommandSpec {
        CommandSpec(
            name: "preview",
            summary: "Print the settings screens of a schema as text, with default values.",
            discussion: """
                Shows what the generated screens show: each section with its header, one row per
                setting (title, control, default value, range, step, options, restart, side
                effect), links to subsections, and its footer. Hooks the host view implements
                are shown as <injected by name()>. Settings marked skip are not shown.
                """,
            options: [
                OptionSpec("section", short: "s", kind: .value(valueName: "name"),
                           help: "Print only this section and its subsections (a name, or a dotted path of names)."),
                OptionSpec("strings", kind: .value(valueName: "catalog"),
                           help: "Show the texts translated into --language from this string catalog (<Table>.xcstrings)."),
                OptionSpec("language", kind: .value(valueName: "name"),
                           help: "The language of --strings to show, e.g. de; texts it lacks show the schema's text."),
                OptionSpec("platform", kind: .value(valueName: "name"),
                           help: "Show the screens on one platform (iOS, macOS, tvOS, watchOS, visionOS): leave out what the schema's platforms: limits to others."),
                OptionSpec("configuration", kind: .value(valueName: "name"),
                           help: "Show the screens of one build configuration (debug, release, or one the schema declares): its defaults, and only its `only:` sections."),
                OptionSpec("search", kind: .value(valueName: "text"),
                           help: "Print the sections, settings, rows and enum cases that search finds for this text, best first, instead of the screens (the ranking of SettingsStore's search; hidden ones left out)."),
                OptionSpec("list-sections",
                           help: "Print the dotted path of every section, one a line, instead of the screens (what --section takes)."),
            ],
            positionals: [PositionalSpec("schema", arity: .one, help: "The schema to preview.")],
            examples: [
                .init("\(program) preview Schemas/Beta.settings.yaml", "Print every screen of the Beta settings."),
                .init("\(program) preview Schemas/Beta.settings.yaml --section smoothing", "Print one section."),
                .init("\(program) preview Schemas/Beta.settings.yaml --strings Generated/Localization/BetaSettings.xcstrings --language de",
                      "Print the screens in German."),
                .init("\(program) preview Schemas/Display.settings.yaml --platform macOS", "Print the screens as macOS shows them."),
                .init("\(program) preview Schemas/Environment.settings.yaml --configuration debug", "Print the screens of a debug build."),
                .init("\(program) preview Schemas/Beta.settings.yaml --list-sections", "List the section paths --section takes."),
                .init("\(program) preview Schemas/DebugMenu.settings.yaml --search proxy", "Find the settings about the proxy."),
            ]
        )
    }
}

/// `settingsc preview`: the same form the form backend generates, built from the IR, rendered as text with
/// every setting at its default.
struct Preview {
    let cli: CLI
    let arguments: ParsedArguments

    func run() -> Int32 {
        var platform: SettingsPlatform?
        if let name = arguments.value("platform") {
            guard let value = SettingsPlatform(rawValue: name) else {
                let names = SettingsPlatform.allCases.map(\.rawValue)
                let hint = Suggestions.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
                cli.error("unknown platform '\(name)'\(hint) (platforms: \(names.joined(separator: ", ")))")
                return CLI.ExitCode.usageOrIOError
            }
            platform = value
        }
        let compilation = Compilation(paths: arguments.positionals, warningsAsErrors: false)
        let status = compilation.report(to: cli)
        guard status == CLI.ExitCode.success, var schema = compilation.compiled.first?.schema else { return status }
        if let name = arguments.value("configuration") {
            let names = schema.buildConfigurations.map(\.name)
            guard names.contains(name) else {
                cli.error("unknown build configuration '\(name)' (configurations: \(names.joined(separator: ", ")))")
                return CLI.ExitCode.usageOrIOError
            }
            schema = schema.variant(for: name)
        }
        var (form, defaults) = SchemaForm.dataForm(schema)
        if arguments.flag("list-sections") {
            // Shell completion of --section reads this (Completion.swift).
            cli.stdout(form.allSections.map { DiagnosticRenderer.sanitize($0.namePath) + "\n" }.joined())
            return CLI.ExitCode.success
        }
        switch translations(for: schema) {
        case .failure(let stop): return stop.status
        case .success(let table?): form = form.localized(using: table)
        case .success(nil): break
        }
        if let query = arguments.value("search") {
            cli.stdout(searchResults(query, form: form, defaults: defaults, platform: platform))
            return CLI.ExitCode.success
        }
        var renderer = SettingsTextRenderer(platform: platform)
        // Sections shown inside their parent's screen, as the app and the docs draw them.
        renderer.inlineSectionIDs = SchemaForm.inlineSectionIDs(schema)
        renderer.unlistedSectionIDs = SchemaForm.unlistedSectionIDs(schema)
        guard let name = arguments.value("section") else {
            cli.stdout(renderer.render(form, value: defaults))
            return CLI.ExitCode.success
        }
        guard let section = form.section(named: name) else {
            let names = form.allSections.map(\.namePath)
            let hint = Suggestions.closest(to: name, in: names + form.allSections.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            cli.error("no section '\(name)' in \(arguments.positionals[0])\(hint) (sections: \(names.joined(separator: ", ")))")
            return CLI.ExitCode.usageOrIOError
        }
        let trail = trailTitles(to: section, in: form)
        cli.stdout(renderer.render(section, value: defaults, trail: trail, recursive: true, form: form))
        return CLI.ExitCode.success
    }

    /// One line per result: its title, the sections it is in, what it is and its id (`[disabled]` when its
    /// `enabledWhen:` does not hold for the defaults); a line saying so when nothing matches.
    private func searchResults(
        _ query: String, form: SettingsForm<SettingsJSONValue>, defaults: SettingsJSONValue, platform: SettingsPlatform?
    ) -> String {
        let results = Self.search(query, form: form, defaults: defaults, platform: platform)
        guard !results.isEmpty else {
            // What was searched: a pasted text is cut as the search cuts it.
            let searched = SettingsSearchIndex.capped(query)
            let shown = searched.unicodeScalars.count < query.unicodeScalars.count ? searched + "…" : searched
            return "no results for \"\(DiagnosticRenderer.sanitize(shown))\"\n"
        }
        return results.map { result in
            let entry = result.entry
            let place = entry.sectionTitles.isEmpty ? "" : "  (" + entry.sectionTitles.joined(separator: " › ") + ")"
            let line = "\(entry.title)\(place)  \(entry.kind.rawValue) \(entry.id)\(result.isDisabled ? "  [disabled]" : "")"
            return DiagnosticRenderer.sanitize(line) + "\n"
        }.joined()
    }

    /// `form.search(_:in:on:)` in a call of its own: `bench/instructions.py` counts a whole search (the index, what is
    /// shown, the query; issue 16) from entering this function to leaving it, which the release build's
    /// cross-module optimization would otherwise inline into `searchResults`.
    @inline(never)
    static func search(
        _ query: String, form: SettingsForm<SettingsJSONValue>, defaults: SettingsJSONValue, platform: SettingsPlatform?
    ) -> [SettingsSearchResult] {
        form.search(query, in: defaults, on: platform)
    }

    struct Stop: Error { var status: Int32 }

    /// The translations `--strings` and `--language` ask for; nil without them. An error is reported here.
    private func translations(for schema: SchemaIR) -> Result<SettingsStringTable?, Stop> {
        let catalog = arguments.value("strings")
        let language = arguments.value("language")
        guard catalog != nil || language != nil else { return .success(nil) }
        guard let catalog, let language, !catalog.isEmpty, !language.isEmpty else {
            return .failure(Stop(status: cli.usageError(UsageError("--strings and --language go together", command: "preview"))))
        }
        guard let localization = schema.localization else {
            return .failure(Stop(status: cli.usageError(UsageError(
                "\(arguments.positionals[0]) has no `localization:`; its texts have no keys to translate", command: "preview"))))
        }
        let file: SourceFile
        do {
            file = try SourceFile.load(path: catalog)
        } catch {
            cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
            return .failure(Stop(status: CLI.ExitCode.usageOrIOError))
        }
        do {
            let text = String(decoding: file.bytes, as: UTF8.self)
            let translations = try StringCatalogBackend.translations(inCatalog: text, path: catalog, language: language)
            return .success(SettingsStringTable(table: localization.table, translations))
        } catch {
            cli.error("cannot read the string catalog '\(catalog)': \(error.reason)")
            return .failure(Stop(status: CLI.ExitCode.usageOrIOError))
        }
    }

    /// The titles of the sections above `section`.
    private func trailTitles(to section: SettingsFormSection<SettingsJSONValue>, in form: SettingsForm<SettingsJSONValue>) -> [String] {
        let names = section.namePath.split(separator: ".").dropLast()
        var trail: [String] = []
        var path: [String] = []
        for name in names {
            path.append(String(name))
            if let parent = form.section(named: path.joined(separator: ".")) {
                trail.append(SettingsTextRenderer.clean(parent.title))
            }
        }
        return trail
    }
}
