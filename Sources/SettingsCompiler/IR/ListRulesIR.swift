public import SettingsRuntime

/// `minItems:` and `maxItems:` of a `[string]`, `[int]` or `[double]` setting: how many elements a stored list may
/// have. The runtime's ``SettingsListRules``, which generated code checks stored lists with.
public typealias ListRulesIR = SettingsListRules
