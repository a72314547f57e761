import SettingsCompiler

extension CLI {
    func explainCommand() -> CommandSpec {
        CommandSpec(
            name: "explain",
            summary: "Explain a diagnostic code, with an example and how to fix it.",
            discussion: "Without a code, lists every code. docs/diagnostics.md holds the same text.",
            positionals: [PositionalSpec("code", arity: .optional, help: "A diagnostic code, e.g. SC1101 (or 1101).")],
            examples: [
                .init("\(program) explain SC1101", "Explain the unknown-key error, with an example and the fix."),
                .init("\(program) explain", "List every diagnostic code with its summary."),
            ]
        )
    }
}

/// `settingsc explain [code]`.
struct Explain {
    let cli: CLI
    let arguments: ParsedArguments

    func run() -> Int32 {
        guard let text = arguments.positionals.first else {
            var out = ""
            for code in DiagnosticCode.allCases {
                let severity = code.defaultSeverity.rawValue
                out += "\(code.rawValue)  \(severity)\(String(repeating: " ", count: max(1, 9 - severity.count)))\(code.summary)\n"
            }
            out += "\nRun '\(cli.program) explain <code>' for one code.\n"
            cli.stdout(out)
            return CLI.ExitCode.success
        }
        let spelled = text.allSatisfy(\.isNumber) ? "SC" + text : text
        if let retired = DiagnosticCode.retired.first(where: { $0.code.lowercased() == spelled.lowercased() }) {
            cli.stdout("\(retired.code) was retired before release and is never reported: \(retired.reason).\n")
            return CLI.ExitCode.success
        }
        guard let code = DiagnosticCode(code: spelled) else {
            let codes = DiagnosticCode.allCases.map(\.rawValue)
            let hint = Suggestions.closest(to: spelled.uppercased(), in: codes).map { "; did you mean '\($0)'?" } ?? ""
            return cli.usageError(UsageError(
                "unknown diagnostic code '\(text)'\(hint)", command: "explain"))
        }
        cli.stdout(Self.explanation(of: code, program: cli.program))
        return CLI.ExitCode.success
    }

    static func explanation(of code: DiagnosticCode, program: String) -> String {
        var out = "\(code.rawValue): \(code.summary)\n"
        out += "\(code.defaultSeverity == .warning ? "Warning" : "Error"), \(code.ruleName).\n\n"
        out += wrap(code.explanation, indent: "") + "\n"
        if let versions = code.diffExample, let output = code.exampleOutput(program: program) {
            out += "\nExample (\(DiagnosticCode.exampleOldFileName), the old version):\n\n"
            out += indent(versions.old, by: "    ")
            out += "\n(\(DiagnosticCode.exampleFileName), the new version):\n\n"
            out += indent(versions.new, by: "    ")
            out += "\n  $ \(program) \(code.exampleCommand)\n"
            out += indent(output, by: "  ")
        }
        if let example = code.example, let output = code.exampleOutput(program: program) {
            out += "\nExample (\(DiagnosticCode.exampleFileName)\(code.exampleUsesLoweredLimits ? ", with the limit lowered" : "")):\n\n"
            out += indent(example.hasSuffix("\n") ? example : example + "\n", by: "    ")
            out += "\n  $ \(program) validate \(DiagnosticCode.exampleFileName)\n"
            out += indent(output, by: "  ")
        }
        out += "\nHow to fix it:\n" + wrap(code.fix, indent: "  ") + "\n"
        out += "\nMore in docs/diagnostics.md.\n"
        return out
    }

    /// Lines of at most 80 columns, breaking at spaces.
    static func wrap(_ text: String, indent: String, width: Int = 80) -> String {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    static func indent(_ text: String, by prefix: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0.isEmpty ? "\n" : "\(prefix)\($0)\n" }.joined()
    }
}
