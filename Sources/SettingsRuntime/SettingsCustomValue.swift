/// A setting type the app supplies: `type: custom(Region)` in a schema makes the generated property a `Region`,
/// which conforms to this protocol, as the reference template's `SettingsDisplayable` types do.
///
/// The type supplies what settingsc cannot know about it: its default (the schema gives none), the text a form,
/// a change list or a preview shows for a value, and its stored form (`Codable`: any JSON value). The app shows
/// an editor for it through a hook of the generated view protocol (`regionEditor(_:)`).
///
/// ```swift
/// struct Region: SettingsCustomValue {
///     var code: String
///     static var settingsDefault: Region { Region(code: "eu") }
///     var settingsDisplayText: String { code.uppercased() }
/// }
/// ```
///
/// Decoding never fails because of a custom value: a missing or null value, or one the type cannot decode,
/// gives ``settingsDefault`` and is recorded in the ``SettingsDecodingReport``. A stored value the type cannot
/// decode (one written by another version of the app) is kept and written back while the setting still holds its
/// default, so nothing is lost until the setting is changed.
///
/// A form reads a custom value as ``SettingsValue/string(_:)`` of its ``settingsDisplayText``: forms show it and
/// list changes of it, but cannot write it (``SettingsFormSetting/setValue(_:in:)`` returns nil); the app's
/// editor writes the model's property.
public protocol SettingsCustomValue: Codable, Hashable, Sendable, SettingsValueConvertible {
    /// The value a setting of this type has until the user changes it.
    static var settingsDefault: Self { get }
    /// How a value is shown in a form's row, a change list or a preview: one line of plain text.
    var settingsDisplayText: String { get }
}

extension SettingsCustomValue {
    /// ``settingsDisplayText`` as a string value.
    public var settingsValue: SettingsValue { .string(settingsDisplayText) }

    /// Always nil: a form cannot make a custom value from its text.
    public init?(settingsValue: SettingsValue) { return nil }
}
