public import SettingsRuntime

/// A checked `visibleWhen:` / `enabledWhen:` condition: a typed expression over settings of the same schema.
/// Every reference is resolved to a setting (by its path of schema names from the root), every operand is
/// type-checked, and literals are values of the type they are compared with (an enum case of the setting's
/// enum, a number of a numeric setting, ...). See docs/schema-language.md#conditions.
public indirect enum ConditionIR: Sendable, Hashable {
    /// A condition without any setting in it (`true`, `1 < 2`); the validator warns about it (SC1505).
    case constant(Bool)
    /// A `bool` setting, true when it is on.
    case setting(ConditionReference)
    case not(ConditionIR)
    case and(ConditionIR, ConditionIR)
    case or(ConditionIR, ConditionIR)
    /// `lhs op rhs`; at least one side is usually a setting.
    case compare(ConditionOperand, ConditionOperator, ConditionOperand)
    /// `available(iOS 18)`: the app runs on that system at that version or later.
    case available(SettingsOSVersion)

    /// Every setting the condition reads, in order of appearance (repeats included).
    public var references: [ConditionReference] {
        switch self {
        case .constant, .available: []
        case .setting(let reference): [reference]
        case .not(let inner): inner.references
        case .and(let lhs, let rhs), .or(let lhs, let rhs): lhs.references + rhs.references
        case .compare(let lhs, _, let rhs): lhs.references + rhs.references
        }
    }

    /// The condition in the schema's syntax, with every reference written as its full path from the root
    /// (`smoothing.enabled && smoothing.mode == .weightedAverage`); parentheses only where needed. Printed by the
    /// runtime's ``SettingsCondition`` (its `description`), with references named by path instead of id.
    public var text: String { settingsCondition(naming: \.path).description }

    /// The runtime's form of the condition, each setting named by `name` (its form id, ``ConditionReference/id``,
    /// for generated code; its path for text); literals keep their kind (`float` literals are `.double`).
    public func settingsCondition(naming name: (ConditionReference) -> String) -> SettingsCondition {
        switch self {
        case .constant(let flag): .constant(flag)
        case .setting(let reference): .isOn(name(reference))
        case .not(let inner): .not(inner.settingsCondition(naming: name))
        case .and(let lhs, let rhs): .and(lhs.settingsCondition(naming: name), rhs.settingsCondition(naming: name))
        case .or(let lhs, let rhs): .or(lhs.settingsCondition(naming: name), rhs.settingsCondition(naming: name))
        case .compare(let lhs, let op, let rhs): .compare(lhs.settingsOperand(naming: name), op, rhs.settingsOperand(naming: name))
        case .available(let version): .available(version)
        }
    }

    /// Whether the condition reads a fact (`$name`) or the system's version (`available(...)`).
    public var readsFacts: Bool {
        if case .available = self { return true }
        switch self {
        case .not(let inner): return inner.readsFacts
        case .and(let lhs, let rhs), .or(let lhs, let rhs): return lhs.readsFacts || rhs.readsFacts
        default: return references.contains(where: \.isFact)
        }
    }
}

/// A setting a condition reads.
public struct ConditionReference: Sendable, Hashable {
    /// The schema names from the root: `["smoothing", "enabled"]` (the docs anchor is `smoothing.enabled`).
    public var names: [String]
    /// The persistence keys from the root: the setting's id in the form (`SettingsFormSetting.id`).
    public var keys: [String]
    /// The setting's title, for documentation.
    public var title: String
    public var type: ValueType

    public init(names: [String], keys: [String], title: String, type: ValueType) {
        self.names = names
        self.keys = keys
        self.title = title
        self.type = type
    }

    /// `smoothing.enabled`; a fact's is `$name`.
    public var path: String { FormNames.dottedPath(names) }
    /// A fact the app knows (`$iPad`, `$accountCount`), not a setting: its one name and key are `$name`.
    public var isFact: Bool { names.count == 1 && SettingsFacts.isFactID(names[0]) }
    /// The built-in fact it reads, if it reads one.
    public var builtinFact: SettingsBuiltinFact? {
        isFact ? SettingsBuiltinFact(rawValue: String(names[0].dropFirst())) : nil
    }
    /// The form id, `smoothing.enabled` (persistence keys).
    public var id: String { FormNames.formID(keys) }
}

/// One side of a comparison.
public enum ConditionOperand: Sendable, Hashable {
    case setting(ConditionReference)
    /// A literal: `.bool`, `.int`, `.double`, `.string`, `.enumCase` or `.null` (`nil`).
    case value(Value)

    public var references: [ConditionReference] {
        if case .setting(let reference) = self { return [reference] }
        return []
    }

    func settingsOperand(naming name: (ConditionReference) -> String) -> SettingsConditionOperand {
        switch self {
        case .setting(let reference): .setting(name(reference))
        case .value(let value): .value(value.settingsValue(as: nil))
        }
    }
}

/// A comparison operator: the runtime's ``SettingsComparison``, which the generated form's conditions use.
public typealias ConditionOperator = SettingsComparison

extension SettingsComparison {
    /// True for `<`, `<=`, `>`, `>=`, which need numbers.
    public var isOrdering: Bool { self != .equal && self != .notEqual }
}
