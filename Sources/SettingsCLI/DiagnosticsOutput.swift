import SettingsCompiler

/// `--diagnostics-format`, shared by every command that prints diagnostics.
extension OptionSpec {
    static let diagnosticsFormat = OptionSpec(
        "diagnostics-format", kind: .value(valueName: "format"),
        help: "How to print diagnostics: \(DiagnosticFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: text).")

    /// `--allow SC1543`: accept the warnings with this code in every schema of the run (`allow:` accepts one item's).
    static let allow = OptionSpec(
        "allow", kind: .repeatable(valueName: "code"),
        help: "Accept the warnings with this code (e.g. SC1543) everywhere; repeat for several.")
}

extension CLI {
    /// The codes `--allow` names; a usage error for an unknown code or the code of an error.
    func allowedCodes(_ arguments: ParsedArguments, command: String) throws(UsageError) -> Set<DiagnosticCode> {
        var codes: Set<DiagnosticCode> = []
        for text in arguments.values(OptionSpec.allow.name) {
            guard let code = DiagnosticCode(code: text) else {
                throw UsageError("'\(text)' given to --allow is not a diagnostic code (`\(program) explain` lists them)", command: command)
            }
            guard code.defaultSeverity == .warning else {
                throw UsageError("\(code.rawValue) given to --allow is an error; only warnings can be allowed", command: command)
            }
            codes.insert(code)
        }
        return codes
    }

    /// The format `--diagnostics-format` names (default `text`), or a usage error with a suggestion.
    func diagnosticsFormat(_ arguments: ParsedArguments, command: String) throws(UsageError) -> DiagnosticFormat {
        guard let name = arguments.value(OptionSpec.diagnosticsFormat.name) else { return .text }
        if let format = DiagnosticFormat(rawValue: name) { return format }
        let names = DiagnosticFormat.allCases.map(\.rawValue)
        throw UsageError(
            "unknown diagnostics format '\(name)'\(Suggestions.hint(for: name, in: names)) (available: \(names.joined(separator: ", ")))",
            command: command)
    }
}
