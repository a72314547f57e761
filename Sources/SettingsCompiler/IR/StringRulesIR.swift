public import SettingsRuntime

/// The rules a `string` or `string?` setting's value must follow (`minLength`, `maxLength`, `pattern`): the
/// runtime's ``SettingsStringRules``, which generated code checks stored values with. Lengths count characters
/// (Swift's `String.count`); the pattern is Swift `Regex` syntax, as written (checked to compile), and must match
/// the whole value. `nil` members are not constrained. The IR leaves `format` nil: a `url`, `color` or `date`
/// setting's format is its type's (`ValueType.stringFormat`).
public typealias StringRulesIR = SettingsStringRules
