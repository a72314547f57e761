import SettingsCompiler
import Testing
@testable import SettingsCLI

/// A command shaped like `generate`, with one option of every kind.
private let command = CommandSpec(
    name: "demo",
    summary: "A demo command.",
    options: [
        OptionSpec("output", short: "o", kind: .value(valueName: "dir"), help: "Output directory."),
        OptionSpec("backend", short: "b", kind: .repeatable(valueName: "name"), help: "A backend."),
        OptionSpec("check", help: "Check only."),
        OptionSpec("quiet", short: "q", help: "Be quiet."),
    ],
    positionals: [PositionalSpec("schema", arity: .zeroOrMore, help: "Schemas.")]
)

private func parse(_ arguments: [String], _ spec: CommandSpec = command) throws(UsageError) -> ParsedArguments {
    try ArgumentParser.parse(arguments, for: spec)
}

/// The usage error `arguments` produce, or nil when they parse.
private func failure(_ arguments: [String], _ spec: CommandSpec = command) -> UsageError? {
    do {
        _ = try parse(arguments, spec)
        return nil
    } catch {
        return error
    }
}

@Suite struct ArgumentParserTests {
    @Test func emptyArgumentsParseToNothing() throws {
        let parsed = try parse([])
        #expect(parsed == ParsedArguments())
        #expect(!parsed.flag("quiet"))
        #expect(parsed.value("output") == nil)
        #expect(parsed.values("backend") == [])
    }

    @Test func longAndShortFlags() throws {
        #expect(try parse(["--quiet"]).flags == ["quiet"])
        #expect(try parse(["-q"]).flags == ["quiet"])
        #expect(try parse(["--check", "-q"]).flags == ["check", "quiet"])
    }

    @Test func bundledShortFlags() throws {
        #expect(try parse(["-qh"]).flags == ["quiet", "help"])
    }

    @Test func optionValueAsNextArgumentOrInline() throws {
        #expect(try parse(["--output", "Out"]).value("output") == "Out")
        #expect(try parse(["--output=Out"]).value("output") == "Out")
        #expect(try parse(["-o", "Out"]).value("output") == "Out")
        #expect(try parse(["-oOut"]).value("output") == "Out")
        #expect(try parse(["-qoOut"]).value("output") == "Out")
        #expect(try parse(["-qoOut"]).flag("quiet"))
    }

    @Test func inlineValueMayBeEmptyOrContainEqualsAndDashes() throws {
        #expect(try parse(["--output="]).value("output") == "")
        #expect(try parse(["--output=a=b"]).value("output") == "a=b")
        #expect(try parse(["--output=-dir"]).value("output") == "-dir")
    }

    @Test func repeatableOptionCollectsValuesInOrder() throws {
        let parsed = try parse(["--backend", "swift", "--backend=docs", "-b", "swiftui"])
        #expect(parsed.values("backend") == ["swift", "docs", "swiftui"])
    }

    @Test func singleValueOptionGivenTwiceIsAnError() {
        #expect(failure(["--output", "a", "--output", "b"])?.message == "option --output given more than once")
    }

    @Test func positionalsKeepTheirOrderAroundOptions() throws {
        let parsed = try parse(["a.yaml", "--output", "Out", "b.yaml", "-q", "c.yaml"])
        #expect(parsed.positionals == ["a.yaml", "b.yaml", "c.yaml"])
        #expect(parsed.value("output") == "Out")
        #expect(parsed.flag("quiet"))
    }

    @Test func singleDashIsAPositional() throws {
        #expect(try parse(["-"]).positionals == ["-"])
        #expect(try parse(["--output", "-"]).value("output") == "-")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parse(["--quiet", "--", "--check", "-q", "--", "--nonsense"])
        #expect(parsed.flags == ["quiet"])
        #expect(parsed.positionals == ["--check", "-q", "--", "--nonsense"])
    }

    @Test func doubleDashStopsAValueFromBeingTaken() {
        #expect(failure(["--output", "--", "x"])?.message == "missing value for --output")
    }

    @Test func missingValueAtTheEnd() {
        #expect(failure(["--output"])?.message == "missing value for --output")
        #expect(failure(["-o"])?.message == "missing value for -o")
        #expect(failure(["--backend"])?.message == "missing value for --backend")
    }

    @Test func optionLikeArgumentIsNotTakenAsAValue() {
        #expect(failure(["--output", "--quiet"])?.message == "missing value for --output")
        #expect(failure(["-o", "-q"])?.message == "missing value for -o")
    }

    @Test func flagGivenAValueIsAnError() {
        #expect(failure(["--quiet=yes"])?.message == "option --quiet does not take a value")
    }

    @Test func unknownLongOptionSuggestsTheClosest() {
        #expect(failure(["--ouput", "x"])?.message == "unknown option '--ouput'; did you mean '--output'?")
        #expect(failure(["--outptu=x"])?.message == "unknown option '--outptu'; did you mean '--output'?")
        #expect(failure(["--chek"])?.message == "unknown option '--chek'; did you mean '--check'?")
        #expect(failure(["--Quiet"])?.message == "unknown option '--Quiet'; did you mean '--quiet'?")
    }

    @Test func unknownLongOptionWithNothingCloseHasNoSuggestion() {
        #expect(failure(["--verbose"])?.message == "unknown option '--verbose'")
    }

    @Test func unknownShortOption() {
        #expect(failure(["-x"])?.message == "unknown option '-x'")
        #expect(failure(["-qx"])?.message == "unknown option '-x' in '-qx'")
    }

    @Test func longOptionWrittenWithOneDashSuggestsTwo() {
        #expect(failure(["-quiet"])?.message == "unknown option '-quiet'; did you mean '--quiet'?")
        #expect(failure(["-output=x"])?.message == "unknown option '-output=x'; did you mean '--output'?")
    }

    @Test func usageErrorsNameTheirCommand() {
        #expect(failure(["--nope"])?.command == "demo")
    }

    @Test func requiredOptionMustBeGiven() throws {
        let spec = CommandSpec(
            name: "gen", summary: "",
            options: [OptionSpec("output", kind: .value(valueName: "dir"), help: "", isRequired: true)])
        #expect(failure([], spec)?.message == "missing required option --output")
        #expect(try parse(["--output", "x"], spec).value("output") == "x")
    }

    @Test func positionalArity() throws {
        let one = CommandSpec(name: "c", summary: "", positionals: [PositionalSpec("file", arity: .one, help: "")])
        #expect(failure([], one)?.message == "missing <file>")
        #expect(try parse(["a"], one).positionals == ["a"])
        #expect(failure(["a", "b"], one)?.message == "unexpected argument 'b'")

        let optional = CommandSpec(name: "c", summary: "", positionals: [PositionalSpec("topic", arity: .optional, help: "")])
        #expect(try parse([], optional).positionals == [])
        #expect(failure(["a", "b", "c"], optional)?.message == "unexpected argument 'b'")

        let many = CommandSpec(name: "c", summary: "", positionals: [PositionalSpec("schema", arity: .oneOrMore, help: "")])
        #expect(failure([], many)?.message == "missing <schema>...")
        #expect(try parse(["a", "b", "c"], many).positionals == ["a", "b", "c"])

        let none = CommandSpec(name: "c", summary: "")
        #expect(failure(["stray"], none)?.message == "unexpected argument 'stray'")
    }

    @Test func positionalAfterDoubleDashCountsTowardArity() throws {
        let many = CommandSpec(name: "c", summary: "", positionals: [PositionalSpec("schema", arity: .oneOrMore, help: "")])
        #expect(try parse(["--", "-weird.yaml"], many).positionals == ["-weird.yaml"])
    }

    @Test func helpSkipsRequiredChecks() throws {
        let spec = CommandSpec(
            name: "gen", summary: "",
            options: [OptionSpec("output", kind: .value(valueName: "dir"), help: "", isRequired: true)],
            positionals: [PositionalSpec("schema", arity: .oneOrMore, help: "")])
        #expect(try parse(["--help"], spec).helpRequested)
        #expect(try parse(["-h"], spec).helpRequested)
        #expect(try parse(["x", "--help"], spec).helpRequested)
    }

    @Test func helpOptionIsAddedOnce() {
        #expect(command.allOptions.filter { $0.name == "help" }.count == 1)
        #expect(command.allOptions.last?.short == "h")
    }
}

@Suite struct SuggestionTests {
    @Test func editDistance() {
        #expect(Suggestions.editDistance("", "") == 0)
        #expect(Suggestions.editDistance("", "abc") == 3)
        #expect(Suggestions.editDistance("abc", "") == 3)
        #expect(Suggestions.editDistance("output", "output") == 0)
        #expect(Suggestions.editDistance("ouput", "output") == 1)  // deletion
        #expect(Suggestions.editDistance("outputt", "output") == 1)  // insertion
        #expect(Suggestions.editDistance("oxtput", "output") == 1)  // substitution
        #expect(Suggestions.editDistance("outpt", "output") == 1)
        #expect(Suggestions.editDistance("ouptut", "output") == 1)  // adjacent transposition
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
    }

    @Test func closestPicksTheNearestPlausibleCandidate() {
        #expect(Suggestions.closest(to: "generat", in: ["generate", "validate", "help"]) == "generate")
        #expect(Suggestions.closest(to: "valdiate", in: ["generate", "validate", "help"]) == "validate")
        #expect(Suggestions.closest(to: "hlep", in: ["generate", "validate", "help"]) == "help")
        #expect(Suggestions.closest(to: "GENERATE", in: ["generate"]) == "generate")
    }

    @Test func closestRefusesFarCandidates() {
        #expect(Suggestions.closest(to: "build", in: ["generate", "validate", "help"]) == nil)
        #expect(Suggestions.closest(to: "x", in: ["q"]) == nil)
        #expect(Suggestions.closest(to: "anything", in: []) == nil)
    }

    @Test func tiesGoToTheEarlierCandidate() {
        #expect(Suggestions.closest(to: "bat", in: ["cat", "hat"]) == "cat")
    }
}

@Suite struct HelpFormatterTests {
    private let spec = CommandSpec(
        name: "generate",
        summary: "Generate code.",
        discussion: "More words.",
        options: [
            OptionSpec("output", short: "o", kind: .value(valueName: "dir"), help: "Output directory.", isRequired: true),
            OptionSpec("backend", kind: .repeatable(valueName: "name"), help: "A backend."),
            OptionSpec("quiet", short: "q", help: "Be quiet."),
        ],
        positionals: [PositionalSpec("schema", arity: .oneOrMore, help: "Schema files.")],
        examples: [.init("tool generate a.yaml -o Out", "Generate into Out.")]
    )

    @Test func usageLineShowsArityAndRequiredness() {
        #expect(HelpFormatter.usageLine(for: spec, program: "tool")
            == "tool generate <schema>... --output <dir> [--backend <name>]... [--quiet]")
    }

    @Test func helpListsEverySection() {
        let help = HelpFormatter.help(for: spec, program: "tool")
        #expect(help.hasPrefix("OVERVIEW: Generate code.\n\nUSAGE: tool generate <schema>..."))
        #expect(help.contains("\nMore words.\n"))
        #expect(help.contains("ARGUMENTS:\n  <schema>"))
        #expect(help.contains("  -o, --output <dir>        Output directory.\n"))
        #expect(help.contains("  --backend <name>          A backend.\n"))
        #expect(help.contains("  -q, --quiet               Be quiet.\n"))
        #expect(help.contains("  -h, --help                Show help for this command.\n"))
        #expect(help.contains("EXAMPLES:\n  tool generate a.yaml -o Out\n      Generate into Out.\n"))
    }

    @Test func longLabelsPutHelpOnTheNextLine() {
        let row = HelpFormatter.row("--a-very-long-option-name <value>", "Help.")
        #expect(row == "  --a-very-long-option-name <value>\n" + String(repeating: " ", count: 28) + "Help.\n")
    }
}
