import Foundation
import SettingsBackends
import Testing
@testable import SettingsCLI

@Suite struct CompletionTests {
    static let shells = ["bash", "zsh", "fish"]

    static func registry() -> [CommandSpec] {
        CLI(environment: Capture().environment()).commands()
    }

    @Test(arguments: shells)
    func scriptCoversEveryCommandAndOptionOfTheRegistry(shell: String) {
        let result = runCLI(["completion", shell])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let script = result.standardOutput
        for command in Self.registry() {
            #expect(script.contains("'\(command.name)'"), "\(shell) script lacks the command \(command.name)")
            for option in command.allOptions {
                let spelled = shell == "fish" ? "-l '\(option.name)'" : "--\(option.name)"
                #expect(script.contains(spelled), "\(shell) script lacks \(command.name) --\(option.name)")
            }
        }
        for format in ["text", "json", "sarif", "github"] { #expect(script.contains(format)) }
        #expect(script.contains("SC1101"))
    }

    @Test func aCommandAddedToTheRegistryIsCompleted() {
        // The scripts are built from the registry's specs; a new spec shows up without touching the generator.
        var commands = Completion.model(CLI(environment: Capture().environment()))
        commands.append(.init(name: "frobnicate", summary: "Frobnicate it's thing.", options: [
            .init(spec: OptionSpec("level", kind: .value(valueName: "n"), help: "How [much]."), values: .none),
        ], positional: nil))
        let bash = Completion.bash(commands, program: "settingsc")
        #expect(bash.contains("compgen -W 'generate validate docs preview diff schema explain init import completion help frobnicate --help -h --version'"))
        let zsh = Completion.zsh(commands, program: "settingsc")
        #expect(zsh.contains("'frobnicate:Frobnicate it'\\''s thing.'"))
        #expect(zsh.contains("'(--level)--level=[How \\[much\\].]:n: '"))
        let fish = Completion.fish(commands, program: "settingsc")
        #expect(fish.contains("-a 'frobnicate' -d 'Frobnicate it\\'s thing.'"))
    }

    /// Runs the bash script's completion function as bash would for the words typed, and returns the candidates.
    /// The working directory holds a schema with nested sections, a file that is no schema and a directory;
    /// the built `settingsc` is first on `PATH` (the script runs it to list a schema's sections).
    static func bashComplete(_ words: [String]) throws -> [String] {
        let capture = Capture()
        #expect(CLI.run(["completion", "bash"], environment: capture.environment()) == 0)
        let script = capture.standardOutput
        let directory = try TemporaryDirectory()
        let scriptPath = try directory.write("settingsc.bash", script)
        try directory.write("work/App.settings.yaml", Self.schemaWithSections)
        try directory.write("work/Other.settings.json", #"{"settings": "OtherSettings", "sections": {"only": {"settings": {"on": true}}}}"#)
        try directory.write("work/notes.txt", "")
        try directory.write("work/Other dir/x", "")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.currentDirectoryURL = URL(fileURLWithPath: directory.url("work"))
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = try ExecutableTests.executable().deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.arguments = ["--noprofile", "--norc", "-c", """
            source '\(scriptPath)' || exit 3
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _settingsc || exit 4
            printf '%s\\n' "${COMPREPLY[@]}"
            """]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    static let schemaWithSections = """
        settings: AppSettings
        sections:
          general:
            settings: {showTips: true}
            sections:
              advanced: {settings: {verbose: false}}
          sync: {settings: {enabled: true}}

        """

    @Test func backendValuesAreEveryBackendOfTheRegistry() throws {
        let names = (Backends.all + Backends.onRequest).map(\.name)
        #expect(names.contains("values-schema") && names.contains("settings-bundle") && names.contains("xcstrings"))
        #expect(try Self.bashComplete(["settingsc", "generate", "x", "--backend", ""]) == names)
        let capture = Capture()
        for shell in Self.shells {
            #expect(CLI.run(["completion", shell], environment: capture.environment()) == 0)
        }
        for name in names {
            #expect(capture.standardOutput.components(separatedBy: name).count - 1 >= 3, "a script lacks the backend \(name)")
        }
    }

    @Test func generateHelpNamesTheDefaultBackends() {
        let capture = Capture()
        #expect(CLI.run(["help", "generate"], environment: capture.environment()) == 0)
        #expect(!capture.standardOutput.contains("(default: all)"))
        #expect(capture.standardOutput.contains("repeat for several (default: swift, form, swiftui, intents, settings-window)."))
    }

    @Test func schemaArgumentsCompleteSchemaFilesAndDirectories() throws {
        #expect(try Self.bashComplete(["settingsc", "validate", ""]).sorted() == ["App.settings.yaml", "Other dir", "Other.settings.json"])
        #expect(try Self.bashComplete(["settingsc", "preview", "O"]).sorted() == ["Other dir", "Other.settings.json"])
        // init writes a new file: any name.
        #expect(try Self.bashComplete(["settingsc", "init", "n"]) == ["notes.txt"])
        // import reads Swift files and folders (or a Settings.bundle folder), and writes a new file: any name.
        #expect(try Self.bashComplete(["settingsc", "import", "n"]) == ["notes.txt"])
        #expect(try Self.bashComplete(["settingsc", "import", "x", "--from", ""]) == ["swift", "settings-bundle", "automatic-settings"])
        #expect(try Self.bashComplete(["settingsc", "import", "x", "--from", "s"]) == ["swift", "settings-bundle"])
    }

    @Test func previewSectionCompletesTheSchemasSectionPaths() throws {
        #expect(try Self.bashComplete(["settingsc", "preview", "App.settings.yaml", "--section", ""])
                == ["general", "general.advanced", "sync"])
        #expect(try Self.bashComplete(["settingsc", "preview", "Other.settings.json", "-s", ""]) == ["only"])
        // No schema yet, or one that does not compile: nothing to offer.
        #expect(try Self.bashComplete(["settingsc", "preview", "--section", ""]) == [])
        let zsh = runCLI(["completion", "zsh"]).standardOutput
        #expect(zsh.contains("--section=[") && zsh.contains(":name:_settingsc_sections'"))
        let fish = runCLI(["completion", "fish"]).standardOutput
        #expect(fish.contains("-l 'section' -s 's' -x -a '(__settingsc_sections)'"))
    }

    @Test func listSectionsPrintsEverySectionPath() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("App.settings.yaml", Self.schemaWithSections)
        let result = runCLI(["preview", path, "--list-sections"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "general\ngeneral.advanced\nsync\n")
    }

    @Test func bashScriptIsValidSyntax() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("settingsc.bash", runCLI(["completion", "bash"]).standardOutput)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-n", path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func bashCompletesCommandsOptionsAndValues() throws {
        #expect(try Self.bashComplete(["settingsc", "gen"]) == ["generate"])
        #expect(try Self.bashComplete(["settingsc", "--v"]) == ["--version"])
        #expect(try Self.bashComplete(["settingsc", "validate", "--d"]) == ["--diagnostics-format"])
        #expect(try Self.bashComplete(["settingsc", "validate", "--diagnostics-format", "s"]) == ["sarif"])
        #expect(try Self.bashComplete(["settingsc", "explain", "SC130"]) == ["SC1301", "SC1302", "SC1304", "SC1305", "SC1306"])
        #expect(try Self.bashComplete(["settingsc", "completion", ""]) == ["bash", "zsh", "fish"])
        #expect(try Self.bashComplete(["settingsc", "help", "ex"]) == ["explain"])
        // Files, including names with spaces, for schemas; only directories for --output.
        #expect(try Self.bashComplete(["settingsc", "validate", "A"]) == ["App.settings.yaml"])
        #expect(try Self.bashComplete(["settingsc", "generate", "-o", ""]) == ["Other dir"])
    }

    @Test func unknownShellIsAUsageError() {
        let result = runCLI(["completion", "fihs"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown shell 'fihs'; did you mean 'fish'? (available: bash, zsh, fish)"))
        #expect(runCLI(["completion"]).status == 2)
    }
}

/// Every help screen shows examples: the overview and each command of the registry.
@Suite struct HelpExamplesTests {
    @Test func everyCommandsHelpHasExamples() {
        let commands = CLI(environment: Capture().environment()).commands()
        #expect(commands.map(\.name) == ["generate", "validate", "docs", "preview", "diff", "schema", "explain", "init", "import", "completion", "help"])
        for command in commands {
            let result = runCLI([command.name, "--help"])
            #expect(result.status == 0)
            #expect(!command.examples.isEmpty, "\(command.name) has no examples")
            #expect(result.standardOutput.contains("\nEXAMPLES:\n  settingsc \(command.name)")
                    || result.standardOutput.contains("\nEXAMPLES:\n  source <(settingsc \(command.name)"),
                    "\(command.name) --help shows no example of itself")
        }
        let overview = runCLI(["--help"]).standardOutput
        #expect(overview.contains("\nEXAMPLES:\n"))
        #expect(overview.contains("settingsc init\n"))
    }
}
