import SettingsRuntime

/// The check of a default of type `url`, `color` or `date` (by the runtime's own rules, `SettingsStringFormat`),
/// and its diagnostic code.
enum FormattedStringCheck {
    static func problem(_ text: String, type: ValueType) -> String? {
        type.stringFormat?.problem(text)
    }

    static func code(_ type: ValueType) -> DiagnosticCode {
        switch type.wrapped {
        case .url: .invalidURLValue
        case .color: .invalidColorValue
        default: .invalidDateValue
        }
    }
}
