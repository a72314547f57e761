import SettingsCompiler

extension CLI {
    func initCommand() -> CommandSpec {
        CommandSpec(
            name: "init",
            summary: "Write a commented starter schema to begin with.",
            discussion: """
                Writes a schema that shows the main features of the language, each with a comment,
                and prints the next steps. The root type is named after the file (App.settings.yaml
                declares AppSettings) unless --type is given. An existing file is never overwritten.

                The file name ends in .settings.yaml, which the SwiftPM plugins, the pre-commit
                hooks and shell completion look for: Foo.yaml and Foo become Foo.settings.yaml.
                """,
            options: [
                OptionSpec("type", kind: .value(valueName: "name"),
                           help: "The root type's name (default: from the file name, e.g. AppSettings)."),
            ],
            positionals: [PositionalSpec("path", arity: .optional,
                                         help: "Where to write the schema (default: \(Init.defaultPath)).")],
            examples: [
                .init("\(program) init", "Write \(Init.defaultPath) declaring AppSettings."),
                .init("\(program) init Schemas/Debug.settings.yaml", "Write a schema declaring DebugSettings."),
                .init("\(program) init Config/Prefs.settings.yaml --type UserPreferences",
                      "Choose the root type's name."),
            ]
        )
    }
}

/// `settingsc init [path]`.
struct Init {
    static let defaultPath = "Schemas/App.settings.yaml"

    let cli: CLI
    let arguments: ParsedArguments

    func run() -> Int32 {
        let given = arguments.positionals.first ?? Self.defaultPath
        guard !given.isEmpty, !given.hasSuffix("/") else {
            return cli.usageError(UsageError("the path '\(given)' names no file", command: "init"))
        }
        if OutputFileSystem.kind(of: given) != .missing {
            cli.error("'\(given)' already exists; \(cli.program) init does not overwrite files (give another path)")
            return CLI.ExitCode.usageOrIOError
        }
        guard let path = Self.schemaPath(for: given) else {
            return cli.usageError(UsageError(
                "'\(given)': \(cli.program) init writes YAML; give a path ending in \(Self.suffix)", command: "init"))
        }
        if path != given {
            cli.stderr("\(cli.program): note: writing \(DiagnosticRenderer.sanitize(path)), not \(DiagnosticRenderer.sanitize(given)): "
                       + "the SwiftPM plugins, pre-commit hooks and shell completion look for *\(Self.suffix) files\n")
        }
        let rootType = arguments.value("type") ?? Self.rootTypeName(forPath: path)
        guard Self.isTypeName(rootType) else {
            return cli.usageError(UsageError(
                "'\(rootType)' is not a type name: use ASCII letters and digits, starting with an uppercase letter",
                command: "init"))
        }
        if OutputFileSystem.kind(of: path) != .missing {
            cli.error("'\(path)' already exists; \(cli.program) init does not overwrite files (give another path)")
            return CLI.ExitCode.usageOrIOError
        }
        do {
            if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
                try OutputFileSystem.createDirectories(String(path[..<slash]))
            }
            try OutputFileSystem.writeAtomically(Array(Self.starterSchema(rootType: rootType).utf8), to: path)
        } catch {
            cli.stderr(DiagnosticRenderer.sanitize(error.description) + "\n")
            return CLI.ExitCode.usageOrIOError
        }
        let shown = DiagnosticRenderer.sanitize(path)
        cli.stdout("""
            \(cli.program): wrote \(shown), declaring \(rootType)

            Next steps:
              1. Edit \(shown): describe your app's settings (see docs/schema-language.md).
              2. Check it:       \(cli.program) validate \(shown)
              3. Generate Swift: \(cli.program) generate \(shown) --output Generated/Swift
              4. Add Generated/Swift to your app target, depend on the SettingsRuntime library,
                 and use `var settings = \(rootType)()`. (Or let SwiftPM's SettingsGeneratorPlugin
                 generate it at build time: docs/tooling.md.)
              5. The settings screen: depend on SettingsStore, which tracks edits, lists changes
                 and saves, with `SettingsStore(form: \(rootType).settingsForm, loadingFrom: ...)`;
                 add `view: \(rootType)View` to the schema and depend on SettingsSwiftUI to get a
                 SwiftUI DSL (a link per section, hooks the compiler checks). See docs/runtime.md.
              6. See the screens as text: \(cli.program) preview \(shown)

            """)
        return CLI.ExitCode.success
    }

    static let suffix = ".settings.yaml"

    /// The path init writes for the path given: a `*.settings.yaml` path as it is; `Foo.yaml`, `Foo.yml`,
    /// `Foo.settings` and `Foo` as `Foo.settings.yaml`; nil for any other extension (`Foo.json`: init writes YAML).
    static func schemaPath(for path: String) -> String? {
        if path.hasSuffix(suffix) { return path }
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        if fileName.hasSuffix(".settings"), fileName.count > ".settings".count { return path + ".yaml" }
        for yaml in [".yaml", ".yml"] where fileName.hasSuffix(yaml) && fileName.count > yaml.count {
            return String(path.dropLast(yaml.count)) + suffix
        }
        // No extension (a leading dot, as in `.hidden`, is no extension either).
        if !fileName.dropFirst().contains(".") { return path + suffix }
        return nil
    }

    /// `Schemas/App.settings.yaml` -> `AppSettings`; `debug-menu.settings.yaml` -> `DebugMenuSettings`.
    /// Falls back to `AppSettings` when the file name gives no usable name.
    static func rootTypeName(forPath path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let stem = fileName.split(separator: ".").first.map(String.init) ?? ""
        var name = ""
        for word in stem.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            name += word.prefix(1).uppercased() + word.dropFirst()
        }
        if !name.hasSuffix("Settings") { name += "Settings" }
        return isTypeName(name) && name != "Settings" ? name : "AppSettings"
    }

    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// The starter schema: valid, with no warnings, and a comment on every feature it shows.
    static func starterSchema(rootType: String) -> String {
        """
        # A settings schema for settingsc. Every setting below becomes a typed property of \(rootType).
        # Check it with `settingsc validate`, generate Swift with `settingsc generate`; `settingsc explain SC1101`
        # explains any diagnostic code. The language reference is docs/schema-language.md.

        # The name of the generated root type.
        settings: \(rootType)
        title: Settings

        # Enums: named choices, stored as the case name. The list form makes titles from the names;
        # the mapping form gives each case a title (and optionally a description).
        enums:
          Theme:
            system: Match the system
            light: Light
            dark: Dark
          SyncInterval: [hourly, daily, weekly]

        # Sections group settings; each becomes a struct (\(rootType).General) and a screen section.
        sections:
          general:
            header: Shown above the section.
            settings:
              # Short form: the name and its default; the type is inferred (bool, int, double, string).
              showTips: true
              displayName: ""
              # Long form: a type, a default, and more. An optional type (`?`) may have no value.
              theme: {type: Theme, default: system, title: Appearance}
              nickname: {type: string?, description: Shown instead of the account name when set.}

          sync:
            footer: Changes apply after the next sync.
            settings:
              enabled: {type: bool, default: true, title: Sync automatically}
              interval: {type: SyncInterval, default: daily}
              # Numbers can have a range and a step; the default must lie on them.
              retries: {type: int, default: 3, range: 0...10}
              timeout: {type: double, default: 30, range: 5...120, step: 5, title: Timeout (seconds)}
              # A different stored key keeps data saved under an older name.
              wifiOnly: {type: bool, default: true, key: wifi_only, requiresRestart: true}
            # Sections nest to any depth.
            sections:
              advanced:
                settings:
                  batchSize: {type: int, default: 50, range: 10...500, step: 10}

        """
    }
}
