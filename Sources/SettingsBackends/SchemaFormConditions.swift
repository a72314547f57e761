public import SettingsCompiler
public import SettingsRuntime

extension SchemaForm {
    /// The runtime form of a checked condition: settings by their form id, literals as values of the type of
    /// the setting they are compared with (`level >= 2` on a `float` setting compares with `.float(2)`).
    public static func condition(_ condition: ConditionIR?) -> SettingsCondition? {
        condition.map(convert)
    }

    static func convert(_ condition: ConditionIR) -> SettingsCondition {
        switch condition {
        case .constant(let flag): return .constant(flag)
        case .setting(let reference): return .isOn(reference.id)
        case .not(let inner): return .not(convert(inner))
        case .and(let lhs, let rhs): return .and(convert(lhs), convert(rhs))
        case .or(let lhs, let rhs): return .or(convert(lhs), convert(rhs))
        case .compare(let lhs, let op, let rhs):
            return .compare(operand(lhs, other: rhs), op, operand(rhs, other: lhs))
        case .available(let version): return .available(version)
        }
    }

    static func operand(_ operand: ConditionOperand, other: ConditionOperand) -> SettingsConditionOperand {
        switch (operand, other) {
        case (.setting(let reference), _): return .setting(reference.id)
        case (.value(let literal), .setting(let reference)): return .value(literal.settingsValue(as: reference.type))
        case (.value(let literal), .value):
            // Two literals (a constant condition): numbers keep their kind.
            return .value(literal.settingsValue(as: nil))
        }
    }

    /// The Swift expression of a condition, for generated code: `SettingsRuntime.SettingsCondition.isOn("a.b")`.
    public static func conditionLiteral(_ condition: SettingsCondition) -> String {
        "SettingsRuntime.SettingsCondition." + conditionCase(condition)
    }

    static func conditionCase(_ condition: SettingsCondition) -> String {
        switch condition {
        case .constant(let flag): "constant(\(flag))"
        case .isOn(let id): "isOn(\(SwiftEscaping.stringLiteral(id)))"
        case .not(let inner): "not(.\(conditionCase(inner)))"
        case .and(let lhs, let rhs): "and(.\(conditionCase(lhs)), .\(conditionCase(rhs)))"
        case .or(let lhs, let rhs): "or(.\(conditionCase(lhs)), .\(conditionCase(rhs)))"
        case .compare(let lhs, let op, let rhs):
            "compare(\(operandLiteral(lhs)), .\(comparisonCase(op)), \(operandLiteral(rhs)))"
        case .available(let version):
            "available(SettingsRuntime.SettingsOSVersion(.\(version.platform.rawValue), \(version.major), \(version.minor)))"
        }
    }

    static func comparisonCase(_ comparison: SettingsComparison) -> String {
        switch comparison {
        case .equal: "equal"
        case .notEqual: "notEqual"
        case .less: "less"
        case .lessOrEqual: "lessOrEqual"
        case .greater: "greater"
        case .greaterOrEqual: "greaterOrEqual"
        }
    }

    static func operandLiteral(_ operand: SettingsConditionOperand) -> String {
        switch operand {
        case .setting(let id): ".setting(\(SwiftEscaping.stringLiteral(id)))"
        case .value(let value): ".value(\(SwiftLiteral.value(value, .settingsValue(qualified: false))))"
        }
    }
}
