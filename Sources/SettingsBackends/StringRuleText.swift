public import SettingsCompiler

/// How the backends describe a string setting's rules (`minLength`, `maxLength`, `pattern`) in words.
public enum StringRuleText {
    /// `3...20`, `3...`, `...20`; nil without a length rule.
    public static func length(_ rules: StringRulesIR) -> String? {
        guard rules.minLength != nil || rules.maxLength != nil else { return nil }
        return "\(rules.minLength.map(String.init) ?? "")...\(rules.maxLength.map(String.init) ?? "")"
    }

    /// Sentences for a documentation comment: "Length: `3...20` characters. Pattern: `[a-z]+`."
    static func facts(_ rules: StringRulesIR) -> [String] {
        var facts: [String] = []
        if let length = length(rules) { facts.append("Length: `\(length)` characters.") }
        if let pattern = rules.pattern { facts.append("Pattern: `\(pattern)`.") }
        return facts
    }

    /// The rules generated code checks a setting's stored strings by: its own (`minLength`, ...), plus the format
    /// of a `url`, `color` or `date`; nil when there are none.
    public static func rules(_ setting: SettingIR) -> StringRulesIR? {
        if let rules = setting.stringRules { return rules }
        return format(setting) == nil ? nil : StringRulesIR(minLength: nil, maxLength: nil, pattern: nil, patternMessage: nil)
    }

    /// `url`, `color` or `date` (the `SettingsStringFormat` case name), or nil for other types.
    public static func format(_ setting: SettingIR) -> String? {
        setting.type.stringFormat?.rawValue
    }

    /// The JSON Schema `pattern` (ECMA-262, unanchored) for a whole-match Swift pattern: `^(?:pattern)$`.
    public static func anchored(_ pattern: String) -> String {
        "^(?:\(pattern))$"
    }
}
