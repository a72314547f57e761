/// Presets: named bundles of values a schema declares under `presets:`. The form backend emits an enum `Preset`
/// nested in the root type, conforming to ``SettingsPreset``; the store applies one with `store.apply(.staging)`.

/// One value of a preset: the setting's form id (`SettingsFormSetting.id`) and a value of its type.
public struct SettingsPresetValue: Sendable, Hashable {
    public var id: String
    public var value: SettingsValue

    public init(_ id: String, _ value: SettingsValue) {
        self.id = id
        self.value = value
    }
}

/// A preset of a generated model: a case of its `Preset` enum.
public protocol SettingsPreset: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The title the preset picker shows.
    var title: String { get }
    /// `whole: true`: applied whole or not at all.
    var isWhole: Bool { get }
    /// The values, in the schema's order, already checked against their settings by settingsc.
    var values: [SettingsPresetValue] { get }
}

/// A generated model whose schema declares presets.
public protocol SettingsPresetsDescribed: SettingsFormDescribed {
    associatedtype Preset: SettingsPreset
}
