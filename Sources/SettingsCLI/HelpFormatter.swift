/// Help text generated from command definitions, so help never drifts from what the parser accepts.
public enum HelpFormatter {
    /// The column where option and argument help starts.
    static let helpColumn = 28

    /// `settingsc generate <schema>... --output <dir> [--backend <name>]... [--check] [--quiet]`
    public static func usageLine(for command: CommandSpec, program: String) -> String {
        var parts = [program, command.name]
        parts += command.positionals.map(\.usageFragment)
        parts += command.options.map(\.usageFragment)
        return parts.joined(separator: " ")
    }

    /// The full help of one command: overview, usage, discussion, arguments, options, examples.
    public static func help(for command: CommandSpec, program: String) -> String {
        var out = "OVERVIEW: \(command.summary)\n\n"
        out += "USAGE: \(usageLine(for: command, program: program))\n"
        if let discussion = command.discussion {
            out += "\n\(discussion)\n"
        }
        if !command.positionals.isEmpty {
            out += "\nARGUMENTS:\n"
            for positional in command.positionals {
                out += row("<\(positional.name)>", positional.help)
            }
        }
        out += "\nOPTIONS:\n"
        for option in command.allOptions {
            out += row(option.helpLabel, option.help)
        }
        if !command.examples.isEmpty {
            out += "\nEXAMPLES:\n"
            for example in command.examples {
                out += "  \(example.command)\n"
                out += "      \(example.explanation)\n"
            }
        }
        return out
    }

    /// The top-level help: every command with its summary.
    public static func overview(
        program: String, summary: String, commands: [CommandSpec], globalOptions: [OptionSpec], examples: [CommandSpec.Example]
    ) -> String {
        var out = "OVERVIEW: \(summary)\n\n"
        out += "USAGE: \(program) <command> [options]\n"
        out += "\nCOMMANDS:\n"
        for command in commands {
            out += row(command.name, command.summary)
        }
        out += "\nOPTIONS:\n"
        for option in globalOptions {
            out += row(option.helpLabel, option.help)
        }
        if !examples.isEmpty {
            out += "\nEXAMPLES:\n"
            for example in examples {
                out += "  \(example.command)\n"
                out += "      \(example.explanation)\n"
            }
        }
        out += "\nSee '\(program) help <command>' for the options of one command.\n"
        return out
    }

    /// `  label         help`, with the help on the next line when the label is too wide.
    static func row(_ label: String, _ help: String) -> String {
        let indented = "  \(label)"
        if indented.count + 2 > helpColumn {
            return indented + "\n" + String(repeating: " ", count: helpColumn) + help + "\n"
        }
        return indented + String(repeating: " ", count: helpColumn - indented.count) + help + "\n"
    }
}
