import SettingsCompiler

/// `--diagnostics-format`, shared by every command that prints diagnostics.
extension OptionSpec {
    static let diagnosticsFormat = OptionSpec(
        "diagnostics-format", kind: .value(valueName: "format"),
        help: "How to print diagnostics: \(DiagnosticFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: text).")
}

extension CLI {
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
