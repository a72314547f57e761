import Foundation
import SettingsBackends
import SettingsCompiler
import Testing
@testable import SettingsCLI

/// Top-level behaviour that needs no schema: usage, help, version, argument errors.
@Suite struct CLIBasicsTests {
    @Test func noArgumentsPrintsShortUsageAndExits2() {
        let result = runCLI([])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("usage: settingsc <command> [options]\n"))
        #expect(result.standardError.contains("commands: generate, validate, docs, preview, diff, schema, explain, init, import, completion, help"))
    }

    /// A run makes only its own command's spec, found by the name the registry gives it: each name must be its spec's.
    @Test func everyCommandIsRegisteredUnderItsSpecsName() {
        let capture = Capture()
        let cli = CLI(environment: capture.environment(backends: [SwiftModelBackend()]))
        let registry = cli.registry()
        #expect(registry.map(\.name) == cli.commands().map(\.name))
        for command in registry { #expect(command.spec().name == command.name) }
        #expect(Set(registry.map(\.name)).count == registry.count)
    }

    @Test func versionPrintsTheCompilerVersion() {
        let result = runCLI(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "settingsc \(SettingsCompilerVersion.current)\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func versionTakesNoArguments() {
        let result = runCLI(["--version", "extra"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("settingsc: error: unexpected argument 'extra'"))
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func overviewMentionsEveryCommand(arguments: [String]) {
        let result = runCLI(arguments)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let help = result.standardOutput
        #expect(help.contains("USAGE: settingsc <command> [options]"))
        for command in ["generate", "validate", "help"] {
            #expect(help.contains("\n  \(command) "), "help does not list \(command)")
        }
        #expect(help.contains("--version"))
        #expect(help.contains("EXAMPLES:"))
    }

    @Test(arguments: [["help", "generate"], ["generate", "--help"], ["generate", "-h"]])
    func generateHelp(arguments: [String]) {
        let result = runCLI(arguments)
        #expect(result.status == 0)
        let help = result.standardOutput
        #expect(help.contains("USAGE: settingsc generate <schema>... --output <dir> [--backend <name>]... [--check]"))
        for option in ["--output <dir>", "--backend <name>", "--check", "--quiet", "--warnings-as-errors", "--help"] {
            #expect(help.contains(option), "generate help lacks \(option)")
        }
        #expect(help.contains("EXAMPLES:"))
        #expect(help.contains("settingsc generate Schemas/*.settings.yaml --output Generated/Swift --check"))
        // The backends come from the environment.
        #expect(help.contains("  swift "))
    }

    @Test func validateHelp() {
        let result = runCLI(["help", "validate"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: settingsc validate <schema>... [--warnings-as-errors] [--allow <code>]... [--quiet]"))
        #expect(result.standardOutput.contains("EXAMPLES:"))
    }

    @Test func helpIgnoresMissingRequiredArguments() {
        // `generate --help` without schemas or --output is still help, not a usage error.
        #expect(runCLI(["generate", "--help"]).status == 0)
        #expect(runCLI(["validate", "-h"]).status == 0)
    }

    @Test func helpForUnknownCommand() {
        let result = runCLI(["help", "generat"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("settingsc: error: unknown command 'generat'; did you mean 'generate'?"))
    }

    @Test func unknownCommandSuggestsTheClosest() {
        let result = runCLI(["valdiate", "x.yaml"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == """
            settingsc: error: unknown command 'valdiate'; did you mean 'validate'?
            Run 'settingsc help' for usage.

            """)
    }

    @Test func unknownTopLevelOption() {
        let result = runCLI(["--verison"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown option '--verison'; did you mean '--version'?"))
    }

    @Test func missingOptionValueIsAUsageError() {
        let result = runCLI(["generate", "a.settings.yaml", "--output"])
        #expect(result.status == 2)
        #expect(result.standardError == """
            settingsc: error: missing value for --output
            Run 'settingsc help generate' for usage.

            """)
    }

    @Test func missingOutputIsAUsageError() {
        let result = runCLI(["generate", "a.settings.yaml"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("missing required option --output"))
    }

    @Test func emptyOutputIsAUsageError() {
        let result = runCLI(["generate", "a.settings.yaml", "--output="])
        #expect(result.status == 2)
        #expect(result.standardError.contains("the value of --output is empty"))
    }

    @Test func missingSchemasIsAUsageError() {
        let result = runCLI(["validate"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("settingsc: error: missing <schema>..."))
        #expect(result.standardError.contains("Run 'settingsc help validate' for usage."))
    }

    @Test func unknownOptionOnACommand() {
        let result = runCLI(["generate", "a.yaml", "--ouput", "Out"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown option '--ouput'; did you mean '--output'?"))
    }

    @Test func unknownBackendIsAUsageErrorListingTheAvailableOnes() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("a.settings.yaml", validSchema())
        let result = runCLI(["generate", schema, "--output", directory.url("Out"), "--backend", "swfit"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown backend 'swfit'; did you mean 'swift'? (available: swift, values-schema, settings-bundle, xcstrings, firebase-remote-config, openfeature)"))
        #expect(!directory.exists("Out"))
    }

    @Test func argumentsAreSanitizedInMessages() {
        let result = runCLI(["\u{1B}[31mred"])
        #expect(result.status == 2)
        #expect(!result.standardError.contains("\u{1B}"))
    }
}

/// Reading inputs: unreadable files are I/O errors (exit 2), malformed ones invalid input (exit 1).
/// These need only the YAML reader, not the full compiler.
@Suite struct CLIInputTests {
    @Test func unreadableInputExits2WithTheReadError() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url("missing.settings.yaml")
        for command in [["validate", missing], ["generate", missing, "--output", directory.url("Out")]] {
            let result = runCLI(command)
            #expect(result.status == 2)
            #expect(result.standardError.contains("\(missing): error: cannot read file: No such file or directory\n"))
            #expect(result.standardError.contains("settingsc: 1 error"))
        }
        #expect(!directory.exists("Out"))
    }

    @Test func directoryAsInputExits2() throws {
        let directory = try TemporaryDirectory()
        let result = runCLI(["validate", directory.path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(directory.path): error: cannot read file: is a directory"))
    }

    @Test func malformedSchemaExits1WithLocatedDiagnosticAndQuotedSource() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("bad.settings.yaml", malformedSchema)
        let result = runCLI(["validate", schema])
        #expect(result.status == 1)
        let stderr = result.standardError
        #expect(stderr.contains("\(schema):"))
        #expect(stderr.contains(": error: "))
        #expect(stderr.contains("[SC1003]"))
        // The renderer knows the file, so it quotes the line with a caret.
        #expect(stderr.contains("settings: [unclosed\n          ^"))
        #expect(stderr.hasSuffix("settingsc: 1 error\n"))
    }

    @Test func everyInputIsReportedInOneRun() throws {
        let directory = try TemporaryDirectory()
        let bad1 = try directory.write("b.settings.yaml", malformedSchema)
        let bad2 = try directory.write("a.settings.yaml", malformedSchema)
        let missing = directory.url("missing.settings.yaml")
        let result = runCLI(["validate", bad1, missing, bad2])
        // An unreadable input makes it an I/O error, but the other inputs are still diagnosed.
        #expect(result.status == 2)
        let stderr = result.standardError
        #expect(stderr.contains("\(missing): error: cannot read file"))
        let first = try #require(stderr.range(of: "\(bad2):"))
        let second = try #require(stderr.range(of: "\(bad1):"))
        #expect(first.lowerBound < second.lowerBound, "diagnostics are not in sorted (path) order")
        #expect(stderr.hasSuffix("settingsc: 3 errors\n"))
    }

    @Test func malformedInputMakesGenerateWriteNothing() throws {
        let directory = try TemporaryDirectory()
        let schema = try directory.write("bad.settings.yaml", malformedSchema)
        let result = runCLI(["generate", schema, "--output", directory.url("Out")])
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix("settingsc: 1 error; no files written\n"))
        #expect(!directory.exists("Out"))
    }
}
