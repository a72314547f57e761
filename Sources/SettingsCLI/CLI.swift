import SettingsBackends
import SettingsCompiler

/// The `settingsc` command line. `main` calls `run` with the real environment and exits with its status;
/// tests call it in-process with an environment that captures the output.
///
/// Exit status: 0 success; 1 invalid input (an error diagnostic, or stale files with `generate --check`);
/// 2 usage error or I/O error (bad arguments, unreadable input, unwritable output).
public struct CLI {
    public enum ExitCode {
        public static let success: Int32 = 0
        public static let invalidInput: Int32 = 1
        public static let usageOrIOError: Int32 = 2
    }

    /// `arguments` excludes the program name (`CommandLine.arguments.dropFirst()`).
    public static func run(_ arguments: [String], environment: CLIEnvironment) -> Int32 {
        CLI(environment: environment).run(arguments)
    }

    let environment: CLIEnvironment
    var program: String { environment.programName }

    init(environment: CLIEnvironment) {
        self.environment = environment
    }

    // MARK: Commands

    static let summary = "Compile settings schemas (*.settings.yaml, *.settings.json) into Swift code."

    static let versionOption = OptionSpec("version", help: "Show the version of settingsc.")

    /// A command: its name, how it is parsed and documented, and what runs it. The spec is made when asked for:
    /// a run makes only its own command's (issue 32: every command's help text, made for each run, was some 0.3 M
    /// instructions of a one-setting `validate`); `commands()` makes them all, for help and completion.
    struct Command {
        var name: String
        var spec: () -> CommandSpec
        var run: (ParsedArguments) -> Int32
    }

    /// Every command, in the order help lists them. A new command is one entry here (and its own file); its name is
    /// its spec's (`CLITests` checks).
    func registry() -> [Command] {
        [
            Command(name: "generate", spec: generateCommand) { Generate.command(cli: self, arguments: $0) },
            Command(name: "validate", spec: validateCommand) { Validate(cli: self, arguments: $0).run() },
            Command(name: "docs", spec: { Docs.spec(program: program) }) { Docs(cli: self, arguments: $0).run() },
            Command(name: "preview", spec: previewCommand) { Preview(cli: self, arguments: $0).run() },
            Command(name: "diff", spec: { SchemaDiffCommand.spec(program: program) }) { SchemaDiffCommand(cli: self, arguments: $0).run() },
            Command(name: "schema", spec: schemaCommand) { runSchema($0) },
            Command(name: "explain", spec: explainCommand) { Explain(cli: self, arguments: $0).run() },
            Command(name: "init", spec: initCommand) { Init(cli: self, arguments: $0).run() },
            Command(name: "import", spec: importCommand) { Import(cli: self, arguments: $0).run() },
            Command(name: "completion", spec: completionCommand) { Completion(cli: self, arguments: $0).run() },
            Command(name: "help", spec: helpCommand) { _ in ExitCode.success },  // handled by runHelp
        ]
    }

    func commands() -> [CommandSpec] {
        registry().map { $0.spec() }
    }

    func generateCommand() -> CommandSpec {
        let backendList = environment.backends.map { "  \($0.name)\(String(repeating: " ", count: max(1, 10 - $0.name.count)))\($0.summary)" }
            + environment.onRequestBackends.map { "  \($0.name) (only with --backend)\n      \($0.summary)" }
        return CommandSpec(
            name: "generate",
            summary: "Generate code from schemas into an output directory.",
            discussion: """
                Every schema is compiled first; when any has an error, all diagnostics are
                printed and nothing is written. Files whose contents are unchanged are not
                touched; changed files are replaced atomically.

                After writing, generate records a fingerprint of its inputs (the schemas,
                the backends, the settingsc executable) and the size and hash of each file
                in <dir>/.settingsc-cache/ (which has its own .gitignore). A later run with
                the same fingerprint whose files are all still as written renders nothing.
                A changed schema or option, a rebuilt settingsc, or an edited or deleted
                file renders everything again. --check always renders and compares.

                It also lists the files it wrote, per set of schema paths and backends, in
                <dir>/.settingsc-cache/outputs. A later run of the same set removes the listed
                files it no longer generates (after a renamed root type, say) when they are
                still as written; --check reports them ("would remove") and exits 1.

                Backends:
                \(backendList.joined(separator: "\n"))
                """,
            options: [
                OptionSpec("output", short: "o", kind: .value(valueName: "dir"),
                           help: "Directory for the generated files (created if missing).", isRequired: true),
                OptionSpec("backend", kind: .repeatable(valueName: "name"),
                           help: "Run this backend; repeat for several (default: \(environment.backends.map(\.name).joined(separator: ", ")))."),
                OptionSpec("check", help: "Write nothing; exit 1 if any file would be created or changed."),
                OptionSpec("no-cache", help: "Render and compare every file; do not read or write the record <dir>/.settingsc-cache/generate."),
                OptionSpec(SchemaFileNames.flag,
                           help: "Name the files after the schema file (Shop.settings.yaml: Shop.settings.swift, Shop.settings+Form.swift, Shop.settings+SettingsDSL.swift, each always written), as the build-tool plugin needs."),
                OptionSpec("warnings-as-errors", help: "Treat warnings as errors."),
                .allow,
                OptionSpec("quiet", short: "q", help: "Print only diagnostics, no summary."),
                .diagnosticsFormat,
            ],
            positionals: [PositionalSpec("schema", arity: .oneOrMore, help: "Schema files to compile.")],
            examples: [
                .init("\(program) generate Schemas/*.settings.yaml --output Generated/Swift",
                      "Regenerate the Swift models for every schema."),
                .init("\(program) generate Schemas/*.settings.yaml --output Generated/Swift --check",
                      "Fail (exit 1) when the checked-in files are out of date, as CI does."),
                .init("\(program) generate App.settings.yaml -o Out --backend swift",
                      "Run only the Swift model backend."),
                .init("\(program) generate Schemas/*.settings.yaml -o Generated/Swift --diagnostics-format json",
                      "Print diagnostics as JSON Lines on standard output."),
            ]
        )
    }

    func validateCommand() -> CommandSpec {
        CommandSpec(
            name: "validate",
            summary: "Check schemas and print their diagnostics; write nothing.",
            discussion: "Exit status 0 when every schema is valid, 1 when any has an error.",
            options: [
                OptionSpec("warnings-as-errors", help: "Treat warnings as errors."),
                .allow,
                OptionSpec("quiet", short: "q", help: "Print only diagnostics, no summary."),
                .diagnosticsFormat,
            ],
            positionals: [PositionalSpec("schema", arity: .oneOrMore, help: "Schema files to check.")],
            examples: [
                .init("\(program) validate Schemas/*.settings.yaml", "Check every schema."),
                .init("\(program) validate App.settings.yaml --warnings-as-errors",
                      "Fail on warnings too."),
                .init("\(program) validate Schemas/*.settings.yaml --diagnostics-format github",
                      "Print GitHub Actions annotations (in a workflow step)."),
                .init("\(program) validate Schemas/*.settings.yaml --diagnostics-format sarif > settingsc.sarif",
                      "Write a SARIF 2.1.0 log for code scanning."),
            ]
        )
    }

    func helpCommand() -> CommandSpec {
        CommandSpec(
            name: "help",
            summary: "Show help for settingsc or one of its commands.",
            positionals: [PositionalSpec("command", arity: .optional, help: "The command to explain.")],
            examples: [.init("\(program) help generate", "Show the options of `generate`.")]
        )
    }

    // MARK: Dispatch

    func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            stderr("""
                usage: \(program) <command> [options]
                commands: \(registry().map(\.name).joined(separator: ", "))
                Run '\(program) help' for more.

                """)
            return ExitCode.usageOrIOError
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            return runHelp(rest)
        case "--version":
            guard rest.isEmpty else { return usageError(UsageError("unexpected argument '\(rest[0])'")) }
            stdout("\(program) \(SettingsCompilerVersion.current)\n")
            return ExitCode.success
        case "help":
            return runHelp(rest)
        default:
            if let command = registry().first(where: { $0.name == first }) {
                return parsed(rest, command.spec(), command.run)
            }
            let names = registry().map(\.name)
            if first.hasPrefix("-") {
                let known = ["help", "version"]
                let name = String(first.drop { $0 == "-" })
                let hint = Suggestions.closest(to: name, in: known).map { "; did you mean '--\($0)'?" } ?? ""
                return usageError(UsageError("unknown option '\(first)'\(hint)"))
            }
            let hint = Suggestions.closest(to: first, in: names).map { "; did you mean '\($0)'?" } ?? ""
            return usageError(UsageError("unknown command '\(first)'\(hint)"))
        }
    }

    private func parsed(_ arguments: [String], _ command: CommandSpec, _ body: (ParsedArguments) -> Int32) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(arguments, for: command)
        } catch {
            return usageError(error)
        }
        if parsed.helpRequested {
            stdout(HelpFormatter.help(for: command, program: program))
            return ExitCode.success
        }
        return body(parsed)
    }

    private func runHelp(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(arguments, for: helpCommand())
        } catch {
            return usageError(error)
        }
        guard let name = parsed.positionals.first, !parsed.helpRequested else {
            if parsed.helpRequested {
                stdout(HelpFormatter.help(for: helpCommand(), program: program))
            } else {
                stdout(HelpFormatter.overview(
                    program: program, summary: Self.summary, commands: commands(),
                    globalOptions: [.help, Self.versionOption],
                    examples: [
                        .init("\(program) generate Schemas/*.settings.yaml --output Generated/Swift",
                              "Regenerate the Swift models."),
                        .init("\(program) validate Schemas/*.settings.yaml", "Check every schema."),
                        .init("\(program) init", "Start with a commented schema in Schemas/App.settings.yaml."),
                        .init("\(program) explain SC1101", "Explain a diagnostic code, with an example and the fix."),
                    ]))
            }
            return ExitCode.success
        }
        guard let command = commands().first(where: { $0.name == name }) else {
            let hint = Suggestions.closest(to: name, in: commands().map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            return usageError(UsageError("unknown command '\(name)'\(hint)"))
        }
        stdout(HelpFormatter.help(for: command, program: program))
        return ExitCode.success
    }

    // MARK: Output

    func stdout(_ text: String) { environment.standardOutput(text) }
    func stderr(_ text: String) { environment.standardError(text) }

    /// `settingsc: error: <message>` on stderr.
    func error(_ message: String) {
        stderr("\(program): error: \(DiagnosticRenderer.sanitize(message))\n")
    }

    func usageError(_ error: UsageError) -> Int32 {
        self.error(error.message)
        let helpCommand = error.command.map { "\(program) help \($0)" } ?? "\(program) help"
        stderr("Run '\(helpCommand)' for usage.\n")
        return ExitCode.usageOrIOError
    }
}
