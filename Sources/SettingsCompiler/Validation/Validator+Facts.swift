import SettingsRuntime

extension SchemaValidator {
    /// `facts:`: each fact's name (a member name, not a built-in fact, not twice) and type (bool, int, double,
    /// string; the last three may be optional), reported as SC1507. A fact that fails keeps no place in the IR; a
    /// condition that reads it is reported as unknown (SC1506) too.
    mutating func lowerFacts() -> [FactIR] {
        var facts: [FactIR] = []
        var seen: Set<String> = []
        for (name, typeText) in ast.facts {
            if !SwiftNames.isIdentifier(name.value) || name.value.hasPrefix("_") || (name.value.first.map { $0.isUppercase } ?? true) {
                diagnostics.emit(Diagnostic(
                    .error, .invalidFact,
                    "'\(name.value)' is not a fact name; a fact is named like a setting, a Swift member name starting with a lower-case letter (`accountCount`)",
                    range: name.range))
                continue
            }
            if SettingsBuiltinFact(rawValue: name.value) != nil {
                diagnostics.emit(Diagnostic(
                    .error, .invalidFact,
                    "'\(name.value)' is a built-in fact ($\(name.value)); conditions read it without declaring it: remove it from `facts:`",
                    range: name.range))
                continue
            }
            if !seen.insert(name.value).inserted {
                diagnostics.emit(Diagnostic(.error, .invalidFact, "the fact '\(name.value)' is declared twice", range: name.range))
                continue
            }
            guard let type = parseFactType(typeText) else { continue }
            facts.append(FactIR(name: name.value, type: type, location: name.location))
        }
        return facts
    }

    private mutating func parseFactType(_ text: Located<String>) -> ValueType? {
        let written = text.value.trimmingWhitespace()
        let base = written.hasSuffix("?") ? String(written.dropLast()) : written
        if let builtin = BuiltinType.named(Substring(base)) {
            let type: ValueType = written.hasSuffix("?") ? .optional(builtin.valueType) : builtin.valueType
            if FactIR.isAllowed(type) { return type }
        }
        diagnostics.emit(Diagnostic(
            .error, .invalidFact,
            "a fact's type is bool, int, double or string (int?, double? or string? when the app may not know it), not '\(text.value)'",
            range: text.range))
        return nil
    }
}
