/// A preset: a named bundle of checked values (`presets:`), which the model's `Preset` enum and
/// `store.apply(.name)` apply. Built by `PresetCheck`.
public struct PresetIR: Sendable, Hashable {
    /// The name in the schema; also the case of the generated `Preset` enum.
    public var name: String
    /// The title the preset picker shows (`title:`, else the name made readable).
    public var title: String
    public var description: String?
    /// `whole: true`: the store applies it whole or not at all.
    public var isWhole: Bool
    /// The values in declaration order, each checked against its setting.
    public var values: [PresetValueIR]
    public var location: SourceLocation

    public init(name: String, title: String, description: String?, isWhole: Bool, values: [PresetValueIR], location: SourceLocation) {
        self.name = name
        self.title = title
        self.description = description
        self.isWhole = isWhole
        self.values = values
        self.location = location
    }
}

/// One value of a preset: the setting it sets (resolved) and a value of the setting's type within its rules.
public struct PresetValueIR: Sendable, Hashable {
    public var setting: SettingReference
    public var type: ValueType
    public var value: Value

    public init(setting: SettingReference, type: ValueType, value: Value) {
        self.setting = setting
        self.type = type
        self.value = value
    }
}
