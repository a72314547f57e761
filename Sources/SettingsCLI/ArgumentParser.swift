import SettingsCompiler
/// A small command-line parser for settingsc's subcommands (no outside packages).
///
/// Rules, in the order the parser applies them to each argument:
/// - After `--`, every argument is positional, even one that starts with `-`.
/// - `--name` is a long option; `--name=value` gives a value inline. A flag given a value is an error.
/// - `--name value` takes the next argument as the value unless that argument looks like an option
///   (starts with `-` and is not `-` itself); then the value is missing. Write `--name=-x` for such a value.
/// - `-x` is a short option. A long name written with one dash (`-output`) is an error, not `-o utput`.
///   Short flags may be bundled (`-qh`); a short option taking a value takes
///   the rest of the bundle (`-oDIR`) or else the next argument (`-o DIR`).
/// - `-` alone is a positional argument.
/// - Unknown options are usage errors, with a "did you mean" suggestion when one is close.
/// - A single-value option given twice is an error; a repeatable one collects every value in order.
/// - `-h`/`--help` is accepted by every command; when present, required options and arguments are not checked.
public struct OptionSpec: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `--quiet`: present or not.
        case flag
        /// `--output DIR`: one value; giving it twice is an error.
        case value(valueName: String)
        /// `--backend NAME`: may be given any number of times; values collect in order.
        case repeatable(valueName: String)
    }

    /// The long name, without the leading `--`.
    public var name: String
    /// The short name, without the leading `-`.
    public var short: Character?
    public var kind: Kind
    public var help: String
    /// A required option is reported missing unless help was asked for.
    public var isRequired: Bool

    public init(_ name: String, short: Character? = nil, kind: Kind = .flag, help: String, isRequired: Bool = false) {
        self.name = name
        self.short = short
        self.kind = kind
        self.help = help
        self.isRequired = isRequired
    }

    public var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }

    public var valueName: String? {
        switch kind {
        case .flag: nil
        case let .value(valueName), let .repeatable(valueName): valueName
        }
    }

    /// `-o, --output <dir>` as shown in help.
    var helpLabel: String {
        var label = short.map { "-\($0), " } ?? ""
        label += "--\(name)"
        if let valueName { label += " <\(valueName)>" }
        return label
    }

    /// `--output <dir>`, `[--check]` or `[--backend <name>]...` as shown in the usage line.
    var usageFragment: String {
        var text = "--\(name)"
        if let valueName { text += " <\(valueName)>" }
        if !isRequired { text = "[\(text)]" }
        if case .repeatable = kind { text += "..." }
        return text
    }

    static let help = OptionSpec("help", short: "h", help: "Show help for this command.")
}

public struct PositionalSpec: Sendable, Hashable {
    public enum Arity: Sendable, Hashable {
        case one, optional, oneOrMore, zeroOrMore
    }

    public var name: String
    public var arity: Arity
    public var help: String

    public init(_ name: String, arity: Arity = .one, help: String) {
        self.name = name
        self.arity = arity
        self.help = help
    }

    var usageFragment: String {
        switch arity {
        case .one: "<\(name)>"
        case .optional: "[<\(name)>]"
        case .oneOrMore: "<\(name)>..."
        case .zeroOrMore: "[<\(name)>...]"
        }
    }

    var minimum: Int {
        switch arity {
        case .one, .oneOrMore: 1
        case .optional, .zeroOrMore: 0
        }
    }

    /// nil: unbounded.
    var maximum: Int? {
        switch arity {
        case .one, .optional: 1
        case .oneOrMore, .zeroOrMore: nil
        }
    }
}

/// One subcommand: what it accepts, and the text its help shows.
public struct CommandSpec: Sendable, Hashable {
    public struct Example: Sendable, Hashable {
        public var command: String
        public var explanation: String

        public init(_ command: String, _ explanation: String) {
            self.command = command
            self.explanation = explanation
        }
    }

    public var name: String
    /// One line, shown in the command list and at the top of the command's help.
    public var summary: String
    /// Further paragraphs, shown after the usage line.
    public var discussion: String?
    /// The command's own options; `--help` is added by the parser.
    public var options: [OptionSpec]
    /// Positional arguments, in order. At most the last may take more than one value.
    public var positionals: [PositionalSpec]
    public var examples: [Example]

    public init(
        name: String, summary: String, discussion: String? = nil, options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [], examples: [Example] = []
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.examples = examples
    }

    /// The command's options followed by `--help`.
    public var allOptions: [OptionSpec] {
        options.contains { $0.name == "help" } ? options : options + [.help]
    }
}

/// The result of parsing one command's arguments.
public struct ParsedArguments: Sendable, Hashable {
    /// Long names of the flags given.
    public var flags: Set<String> = []
    /// Values by long option name, in the order given.
    public var values: [String: [String]] = [:]
    public var positionals: [String] = []

    public init(flags: Set<String> = [], values: [String: [String]] = [:], positionals: [String] = []) {
        self.flags = flags
        self.values = values
        self.positionals = positionals
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }
    /// The (last) value of a single-value option.
    public func value(_ name: String) -> String? { values[name]?.last }
    /// Every value of a repeatable option, in order.
    public func values(_ name: String) -> [String] { values[name] ?? [] }
    public var helpRequested: Bool { flag("help") }
}

/// Bad command-line arguments: printed with a hint to the command's help, exit status 2.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    /// The subcommand whose arguments were wrong, for the `settingsc help <command>` hint; nil at top level.
    public var command: String?

    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String { message }
}

public enum ArgumentParser {
    public static func parse(_ arguments: [String], for command: CommandSpec) throws(UsageError) -> ParsedArguments {
        let options = command.allOptions
        var result = ParsedArguments()

        func fail(_ message: String) -> UsageError { UsageError(message, command: command.name) }

        func record(_ option: OptionSpec, value: String?, spelled: String) throws(UsageError) {
            switch option.kind {
            case .flag:
                if value != nil { throw fail("option \(spelled) does not take a value") }
                result.flags.insert(option.name)
            case .value:
                guard let value else { throw fail("missing value for \(spelled)") }
                if result.values[option.name] != nil { throw fail("option --\(option.name) given more than once") }
                result.values[option.name] = [value]
            case .repeatable:
                guard let value else { throw fail("missing value for \(spelled)") }
                result.values[option.name, default: []].append(value)
            }
        }

        func looksLikeOption(_ argument: String) -> Bool {
            argument.hasPrefix("-") && argument != "-"
        }

        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1

            if optionsEnded || !looksLikeOption(argument) {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }

            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name: String
                var inlineValue: String?
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                }
                guard let option = options.first(where: { $0.name == name }) else {
                    throw fail(unknownOptionMessage("--\(name)", options: options))
                }
                var value = inlineValue
                if option.takesValue, value == nil, index < arguments.count, !looksLikeOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                }
                try record(option, value: value, spelled: "--\(name)")
                continue
            }

            // `-output DIR` would otherwise read as `-o utput`: refuse a long name written with one dash.
            let word = argument.dropFirst().prefix { $0 != "=" }
            if word.count > 1, let option = options.first(where: { $0.name.lowercased() == word.lowercased() }) {
                throw fail("unknown option '\(argument)'; did you mean '--\(option.name)'?")
            }

            // One or more short options: -q, -qh, -o DIR, -oDIR.
            var characters = Substring(argument.dropFirst())
            while let character = characters.first {
                characters = characters.dropFirst()
                guard let option = options.first(where: { $0.short == character }) else {
                    throw fail(unknownShortOptionMessage(character, in: argument, options: options))
                }
                if option.takesValue {
                    var value: String?
                    if !characters.isEmpty {
                        value = String(characters)
                        characters = ""
                    } else if index < arguments.count, !looksLikeOption(arguments[index]) {
                        value = arguments[index]
                        index += 1
                    }
                    try record(option, value: value, spelled: "-\(character)")
                } else {
                    try record(option, value: nil, spelled: "-\(character)")
                }
            }
        }

        if result.helpRequested { return result }

        for option in options where option.isRequired && result.values[option.name] == nil {
            throw fail("missing required option --\(option.name)")
        }
        try checkPositionals(result.positionals, command: command)
        return result
    }

    private static func checkPositionals(_ given: [String], command: CommandSpec) throws(UsageError) {
        var remaining = given.count
        for spec in command.positionals {
            if remaining < spec.minimum {
                throw UsageError("missing \(spec.usageFragment)", command: command.name)
            }
            if let maximum = spec.maximum {
                remaining -= min(remaining, maximum)
            } else {
                remaining = 0
            }
        }
        if remaining > 0 {
            let extra = given[given.count - remaining]
            throw UsageError("unexpected argument '\(extra)'", command: command.name)
        }
    }

    private static func unknownOptionMessage(_ spelled: String, options: [OptionSpec]) -> String {
        let name = String(spelled.drop { $0 == "-" }.prefix { $0 != "=" })
        let candidates = options.map(\.name)
        if let suggestion = Suggestions.closest(to: name, in: candidates) {
            return "unknown option '\(spelled)'; did you mean '--\(suggestion)'?"
        }
        return "unknown option '\(spelled)'"
    }

    private static func unknownShortOptionMessage(_ character: Character, in argument: String, options: [OptionSpec]) -> String {
        // `-quiet` is likely a long option written with one dash.
        let word = String(argument.dropFirst().prefix { $0 != "=" })
        if word.count > 1, let suggestion = Suggestions.closest(to: word, in: options.map(\.name)) {
            return "unknown option '\(argument)'; did you mean '--\(suggestion)'?"
        }
        if argument.count > 2 {
            return "unknown option '-\(character)' in '\(argument)'"
        }
        return "unknown option '-\(character)'"
    }
}
