import SettingsCompiler
import SettingsRuntime

extension CLI {
    func completionCommand() -> CommandSpec {
        CommandSpec(
            name: "completion",
            summary: "Print a shell completion script (bash, zsh or fish).",
            discussion: """
                The script is generated from settingsc's own command definitions, so it completes
                every command, option and option value of this version.
                """,
            positionals: [PositionalSpec("shell", help: "One of: \(Completion.Shell.allCases.map(\.rawValue).joined(separator: ", ")).")],
            examples: [
                .init("source <(\(program) completion bash)", "Enable completion in the current bash session."),
                .init("\(program) completion zsh > \"${fpath[1]}/_\(program)\"", "Install it for zsh (then restart the shell)."),
                .init("\(program) completion fish > ~/.config/fish/completions/\(program).fish", "Install it for fish."),
            ]
        )
    }
}

/// `settingsc completion bash|zsh|fish`: completion scripts generated from the command registry.
struct Completion {
    enum Shell: String, CaseIterable { case bash, zsh, fish }

    let cli: CLI
    let arguments: ParsedArguments

    func run() -> Int32 {
        let name = arguments.positionals.first ?? ""
        guard let shell = Shell(rawValue: name) else {
            let names = Shell.allCases.map(\.rawValue)
            return cli.usageError(UsageError(
                "unknown shell '\(name)'\(Suggestions.hint(for: name, in: names)) (available: \(names.joined(separator: ", ")))",
                command: "completion"))
        }
        let model = Self.model(cli)
        switch shell {
        case .bash: cli.stdout(Self.bash(model, program: cli.program))
        case .zsh: cli.stdout(Self.zsh(model, program: cli.program))
        case .fish: cli.stdout(Self.fish(model, program: cli.program))
        }
        return CLI.ExitCode.success
    }

    // MARK: What to complete

    /// What a value is completed from.
    enum Values: Equatable {
        case none, files, schemaFiles, directories
        /// The section paths of the schema named on the command line (`preview --section`), which the script
        /// gets from `settingsc preview <schema> --list-sections`.
        case sections
        case words([(word: String, description: String)])

        static func == (lhs: Values, rhs: Values) -> Bool {
            switch (lhs, rhs) {
            case (.none, .none), (.files, .files), (.schemaFiles, .schemaFiles), (.directories, .directories),
                 (.sections, .sections): true
            case let (.words(a), .words(b)): a.map(\.word) == b.map(\.word)
            default: false
            }
        }

        var words: [String] {
            if case let .words(words) = self { return words.map(\.word) }
            return []
        }
    }

    struct Option {
        var spec: OptionSpec
        var values: Values
    }

    struct Command {
        var name: String
        var summary: String
        var options: [Option]
        /// nil: takes no positional arguments.
        var positional: (spec: PositionalSpec, values: Values)?
    }

    /// Every command of the registry with its options, and what their values complete from.
    static func model(_ cli: CLI) -> [Command] {
        let commands = cli.commands()
        return commands.map { spec in
            let options = spec.allOptions.map { option in
                Option(spec: option, values: values(for: option, of: spec.name, cli: cli))
            }
            let positional = spec.positionals.first.map { first in
                (spec: first, values: values(forPositionalOf: spec.name, commands: commands))
            }
            return Command(name: spec.name, summary: spec.summary, options: options, positional: positional)
        }
    }

    /// Option values with a fixed set of choices, known to the completion by option name; otherwise the value
    /// name decides (`dir` completes directories, anything else files).
    static func values(for option: OptionSpec, of command: String, cli: CLI) -> Values {
        guard let valueName = option.valueName else { return .none }
        switch (command, option.name) {
        case (_, OptionSpec.diagnosticsFormat.name):
            return .words(DiagnosticFormat.allCases.map { ($0.rawValue, "\($0.rawValue) diagnostics") })
        case ("generate", "backend"):
            // Every backend `--backend` accepts: the default ones and those that run only on request.
            return .words((cli.environment.backends + cli.environment.onRequestBackends).map { ($0.name, $0.summary) })
        case ("docs", "format"):
            return .words(Docs.formats.map { ($0, "\($0) documentation") })
        case ("diff", "format"):
            return .words(SchemaDiffCommand.formats.map { ($0, "\($0) changelog") })
        case ("import", "from"):
            return .words(Import.kinds.map { ($0, Import.kindSummaries[$0] ?? "read \($0) sources") })
        case ("import", "output"), ("import", "report"):
            return .files
        case ("preview", "section"):
            return .sections
        case ("preview", "platform"):
            return .words(SettingsPlatform.allCases.map { ($0.rawValue, "as \($0.rawValue) shows it") })
        default:
            return valueName == "dir" ? .directories : valueName == "name" ? .none : .files
        }
    }

    static func values(forPositionalOf command: String, commands: [CommandSpec]) -> Values {
        switch command {
        case "help": .words(commands.map { ($0.name, $0.summary) })
        case "explain": .words(DiagnosticCode.allCases.map { ($0.rawValue, $0.summary) })
        case "completion": .words(Shell.allCases.map { ($0.rawValue, "\($0.rawValue) completion script") })
        case "init", "import": .files
        default: .schemaFiles
        }
    }

    static let globalOptions: [OptionSpec] = [.help, CLI.versionOption]

    // MARK: bash

    /// A word for bash or zsh, in single quotes.
    static func shellQuote(_ text: String) -> String {
        var out = "'"
        for character in text {
            out += character == "'" ? "'\\''" : String(character)
        }
        return out + "'"
    }

    static func bash(_ commands: [Command], program: String) -> String {
        let function = "_" + identifier(program)
        func wordList(_ words: [String]) -> String { shellQuote(words.joined(separator: " ")) }
        func reply(_ values: Values) -> String {
            switch values {
            case .none: "COMPREPLY=()"
            case .files: "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")"
            // Directories (to go on typing a path) and *.settings.yaml / *.settings.json files.
            case .schemaFiles: "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- \"$cur\"; " +
                "compgen -f -X '!*.settings.yaml' -- \"$cur\"; compgen -f -X '!*.settings.json' -- \"$cur\")"
            case .sections: "mapfile -t COMPREPLY < <(compgen -W \"$(\(function)_sections)\" -- \"$cur\")"
            case .directories: "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- \"$cur\")"
            case .words: "COMPREPLY=($(compgen -W \(wordList(values.words)) -- \"$cur\"))"
            }
        }
        var out = """
            # bash completion for \(program). Generated by `\(program) completion bash`; do not edit.
            # Enable it with `source <(\(program) completion bash)`, e.g. in ~/.bashrc.

            # The section paths of the first schema on the command line, from `\(program) preview <schema> --list-sections`.
            \(function)_sections() {
                local word
                for word in "${COMP_WORDS[@]:2}"; do
                    case "$word" in
                        *.settings.yaml|*.settings.json) command \(program) preview "$word" --list-sections 2>/dev/null; return 0 ;;
                    esac
                done
            }

            \(function)() {
                local cur prev command
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                if [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W \(wordList(commands.map(\.name) + globalOptions.flatMap(spellings))) -- "$cur"))
                    return 0
                fi
                command="${COMP_WORDS[1]}"
                case "$command" in

            """
        for command in commands {
            out += "        \(shellQuote(command.name)))\n"
            let valued = command.options.filter { $0.spec.takesValue }
            if !valued.isEmpty {
                out += "            case \"$prev\" in\n"
                for option in valued {
                    out += "                \(spellings(option.spec).map(shellQuote).joined(separator: "|"))) \(reply(option.values)); return 0 ;;\n"
                }
                out += "            esac\n"
            }
            let optionWords = command.options.flatMap { spellings($0.spec) }
            out += "            if [[ \"$cur\" == -* ]]; then\n"
            out += "                COMPREPLY=($(compgen -W \(wordList(optionWords)) -- \"$cur\"))\n"
            out += "            else\n"
            out += "                \(command.positional.map { reply($0.values) } ?? "COMPREPLY=()")\n"
            out += "            fi\n"
            out += "            ;;\n"
        }
        out += """
                    *) COMPREPLY=() ;;
                esac
                return 0
            }
            complete -F \(function) \(program)

            """
        return out
    }

    /// `--output` and `-o`.
    static func spellings(_ option: OptionSpec) -> [String] {
        ["--\(option.name)"] + (option.short.map { ["-\($0)"] } ?? [])
    }

    /// A shell function name made from the program name.
    static func identifier(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    // MARK: zsh

    /// Text inside an `_arguments` description `[...]`, before shell quoting: brackets and backslashes escaped.
    static func zshDescription(_ text: String) -> String {
        var out = ""
        for character in text {
            if "[]\\".contains(character) { out += "\\" }
            out.append(character)
        }
        return out
    }

    static func zshAction(_ values: Values, function: String) -> String {
        switch values {
        case .none: " "
        case .sections: "\(function)_sections"
        case .files: "_files"
        case .schemaFiles: "_files -g '*.settings.(yaml|json)'"
        case .directories: "_files -/"
        case .words: "(\(values.words.joined(separator: " ")))"
        }
    }

    static func zsh(_ commands: [Command], program: String) -> String {
        let function = "_" + identifier(program)
        var out = """
            #compdef \(program)
            # zsh completion for \(program). Generated by `\(program) completion zsh`; do not edit.
            # Install it as a file named _\(program) in a directory of $fpath, or run `source <(\(program) completion zsh)`.

            # The section paths of the first schema on the command line, from `\(program) preview <schema> --list-sections`.
            \(function)_sections() {
                local word
                local -a sections
                for word in "${words[@]}"; do
                    case $word in
                        (*.settings.yaml|*.settings.json)
                            sections=(${(f)"$(command \(program) preview ${(Q)word} --list-sections 2>/dev/null)"})
                            compadd -a sections
                            return ;;
                    esac
                done
                return 1
            }

            \(function)_commands() {
                local -a commands
                commands=(

            """
        for command in commands {
            out += "        \(shellQuote(command.name + ":" + command.summary))\n"
        }
        out += """
                )
                _describe -t commands \(shellQuote("\(program) command")) commands
            }

            \(function)() {
                local context state state_descr line curcontext="$curcontext"
                typeset -A opt_args
                _arguments -C \\

            """
        for option in globalOptions {
            for spelling in spellings(option) {
                out += "        \(shellQuote("(- 1 *)\(spelling)[\(zshDescription(option.help))]")) \\\n"
            }
        }
        out += """
                    '1: :\(function)_commands' \\
                    '*:: :->arguments'
                case $state in
                    arguments)
                        case $words[1] in

            """
        for command in commands {
            out += "                \(shellQuote(command.name)))\n"
            out += "                    _arguments \\\n"
            for option in command.options {
                for spec in zshOptionSpecs(option, function: function) {
                    out += "                        \(shellQuote(spec)) \\\n"
                }
            }
            if let positional = command.positional {
                let spec: String
                switch positional.spec.arity {
                case .one: spec = ":\(zshDescription(positional.spec.name)):\(zshAction(positional.values, function: function))"
                case .optional: spec = "::\(zshDescription(positional.spec.name)):\(zshAction(positional.values, function: function))"
                case .oneOrMore, .zeroOrMore: spec = "*:\(zshDescription(positional.spec.name)):\(zshAction(positional.values, function: function))"
                }
                out += "                        \(shellQuote(spec)) \\\n"
            }
            out += "                        && return 0\n"
            out += "                    ;;\n"
        }
        out += """
                        esac
                        ;;
                esac
            }

            if [[ "${funcstack[1]}" == "\(function)" ]]; then
                \(function) "$@"
            else
                compdef \(function) \(program)
            fi

            """
        return out
    }

    /// One `_arguments` spec per spelling (`--output=` and `-o+`), sharing an exclusion list so a single-value
    /// option is offered once; a repeatable option (`*--backend=`) may be given again.
    static func zshOptionSpecs(_ option: Option, function: String) -> [String] {
        let spec = option.spec
        let description = "[\(zshDescription(spec.help))]"
        var prefix = "*"
        if case .repeatable = spec.kind {} else { prefix = "(\(spellings(spec).joined(separator: " ")))" }
        let value = spec.valueName.map { ":\(zshDescription($0)):\(zshAction(option.values, function: function))" } ?? ""
        var specs = ["\(prefix)--\(spec.name)\(spec.takesValue ? "=" : "")\(description)\(value)"]
        if let short = spec.short {
            specs.append("\(prefix)-\(short)\(spec.takesValue ? "+" : "")\(description)\(value)")
        }
        return specs
    }

    // MARK: fish

    /// A word for fish, in single quotes (fish escapes only `\` and `'` there).
    static func fishQuote(_ text: String) -> String {
        var out = "'"
        for character in text {
            if character == "\\" || character == "'" { out += "\\" }
            out.append(character)
        }
        return out + "'"
    }

    static func fish(_ commands: [Command], program: String) -> String {
        let function = "__" + identifier(program)
        let names = commands.map(\.name).joined(separator: " ")
        let noCommand = fishQuote("not __fish_seen_subcommand_from \(names)")
        var out = """
            # fish completion for \(program). Generated by `\(program) completion fish`; do not edit.
            # Install it with `\(program) completion fish > ~/.config/fish/completions/\(program).fish`.

            complete -c \(program) -f

            # Directories and *.settings.yaml / *.settings.json files that start with the word being completed.
            function \(function)_schema_files
                set -l token (commandline -ct)
                for path in $token*
                    if test -d $path
                        echo $path/
                    else if string match -qr -- '\\.settings\\.(yaml|json)$' $path
                        echo $path
                    end
                end
            end

            # The section paths of the first schema on the command line, from `\(program) preview <schema> --list-sections`.
            function \(function)_sections
                for word in (commandline -opc)
                    if string match -qr -- '\\.settings\\.(yaml|json)$' $word
                        command \(program) preview $word --list-sections 2>/dev/null
                        return
                    end
                end
            end

            """
        for command in commands {
            out += "complete -c \(program) -n \(noCommand) -a \(fishQuote(command.name)) -d \(fishQuote(command.summary))\n"
        }
        for option in globalOptions {
            out += "complete -c \(program) -n \(noCommand)\(fishOptionFlags(option)) -d \(fishQuote(option.help))\n"
        }
        for command in commands {
            let condition = fishQuote("__fish_seen_subcommand_from \(command.name)")
            out += "\n# \(command.name)\n"
            for option in command.options {
                var line = "complete -c \(program) -n \(condition)\(fishOptionFlags(option.spec))"
                switch option.values {
                case .none: if option.spec.takesValue { line += " -x" }
                case .files: line += " -r -F"
                case .schemaFiles: line += " -x -a '(\(function)_schema_files)'"
                case .sections: line += " -x -a '(\(function)_sections)'"
                case .directories: line += " -x -a '(__fish_complete_directories)'"
                case .words: line += " -x -a \(fishQuote(option.values.words.joined(separator: " ")))"
                }
                out += line + " -d \(fishQuote(option.spec.help))\n"
            }
            switch command.positional?.values {
            case nil, .none?:
                break
            case .schemaFiles?:
                out += "complete -c \(program) -n \(condition) -a '(\(function)_schema_files)'\n"
            case .sections?:
                out += "complete -c \(program) -n \(condition) -a '(\(function)_sections)'\n"
            case .files?, .directories?:
                out += "complete -c \(program) -n \(condition) -F\n"
            case let .words(words)?:
                for (word, description) in words {
                    out += "complete -c \(program) -n \(condition) -a \(fishQuote(word)) -d \(fishQuote(description))\n"
                }
            }
        }
        return out
    }

    static func fishOptionFlags(_ option: OptionSpec) -> String {
        " -l \(fishQuote(option.name))" + (option.short.map { " -s \(fishQuote(String($0)))" } ?? "")
    }
}
