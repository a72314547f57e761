import SettingsCompiler
import SettingsRuntime

/// What backends say about `[string]`, `[int]` and `[double]` settings.
public enum ListText {
    /// "At least 1 and at most 5 items." for the docs; nil without limits.
    public static func countFact(_ setting: SettingIR) -> String? {
        switch (setting.listRules?.minItems, setting.listRules?.maxItems) {
        case let (minimum?, maximum?): "\(minimum) to \(maximum) items"
        case let (minimum?, nil): "at least \(minimum) \(minimum == 1 ? "item" : "items")"
        case let (nil, maximum?): "at most \(maximum) \(maximum == 1 ? "item" : "items")"
        case (nil, nil): nil
        }
    }
}

extension ValuesSchemaBackend {
    /// A list setting: `type: array` with `items` (the element type, its range or string rules), `minItems`,
    /// `maxItems` and the default.
    func listSetting(_ setting: SettingIR, members: [(key: String, value: JSONText)]) -> JSONText {
        var members = members
        let element = setting.type.listElement ?? .string
        var items: [(key: String, value: JSONText)] = [("type", .string(jsonType(element)))]
        if let lower = setting.range?.lowerBound, let bound = number(lower, type: element) { items.append(("minimum", bound)) }
        if let upper = setting.range?.upperBound, let bound = number(upper, type: element) { items.append(("maximum", bound)) }
        if let rules = setting.stringRules {
            if let minimum = rules.minLength { items.append(("minLength", .integer(Int64(minimum)))) }
            if let maximum = rules.maxLength { items.append(("maxLength", .integer(Int64(maximum)))) }
            if let pattern = rules.pattern { items.append(("pattern", .string(StringRuleText.anchored(pattern)))) }
        }
        members.append(("type", .string("array")))
        members.append(("items", .object(items)))
        if let minimum = setting.listRules?.minItems { members.append(("minItems", .integer(Int64(minimum)))) }
        if let maximum = setting.listRules?.maxItems { members.append(("maxItems", .integer(Int64(maximum)))) }
        if let value = value(setting.defaultValue, type: setting.type) { members.append(("default", value)) }
        if setting.deprecated != nil { members.append(("deprecated", .bool(true))) }
        return .object(members)
    }
}
