/// What `settingsc explain`, the SARIF rules and `docs/diagnostics.md` say about each code. This file is the one
/// source of that text: the docs page is generated from it (and a test fails when the page is stale).
extension DiagnosticCode {
    /// The severity the code is reported with (before `--warnings-as-errors`): SC13xx are warnings.
    public var defaultSeverity: Diagnostic.Severity {
        rawValue.hasPrefix("SC13") ? .warning : .error
    }

    /// The case name in UpperCamelCase (`UnknownKey`), the rule name in SARIF.
    public var ruleName: String {
        let name = String(describing: self)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The code for `text` (`SC1101`, case-insensitive), or nil.
    public init?(code text: String) {
        guard let code = DiagnosticCode.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            return nil
        }
        self = code
    }
}
