/// The settings a schema shows in Settings.app (`settingsApp: true`), as generated into the model
/// (`static let settingsAppKeys`). The Settings.bundle backend writes a control for each under the same
/// `UserDefaults` key, and `SettingsUserDefaults` (SettingsStore) mirrors each value under that key, so an
/// edit in Settings.app reaches the store and a save in the app shows in Settings.app.
///
/// The key of a setting is the prefix (the root type's name) and the setting's path of persistence keys,
/// joined with dots: `DebugMenuSettings.logging.verbose`.
public struct SettingsAppKeys: Sendable, Hashable {
    /// The Settings.app control, which also decides how the value is stored in `UserDefaults`.
    public enum Control: String, Sendable, Hashable, CaseIterable {
        /// `PSToggleSwitchSpecifier`; a `Bool`.
        case toggle
        /// `PSMultiValueSpecifier` for an enum; the case's raw value, a `String`.
        case multiValue
        /// `PSSliderSpecifier` for a float or double with a closed range; a `Double`.
        case slider
        /// `PSTextFieldSpecifier` with the number pad, for an int; Settings.app stores the text, a `String`.
        case integerField
        /// `PSTextFieldSpecifier` with the decimal pad, for a float or double without a closed range; a `String`.
        case decimalField
        /// `PSTextFieldSpecifier` for a string.
        case textField
    }

    public struct Setting: Sendable, Hashable {
        /// The persistence keys from the root: section keys, then the setting's key.
        public var path: [String]
        public var control: Control

        public init(path: [String], control: Control) {
            self.path = path
            self.control = control
        }
    }

    public var prefix: String
    public var settings: [Setting]

    public init(prefix: String, settings: [Setting]) {
        self.prefix = prefix
        self.settings = settings
    }

    /// The `UserDefaults` key of a setting: `<prefix>.<section keys>.<setting key>`.
    public func defaultsKey(for setting: Setting) -> String {
        Self.defaultsKey(prefix: prefix, path: setting.path)
    }

    public static func defaultsKey(prefix: String, path: [String]) -> String {
        ([prefix] + path).joined(separator: ".")
    }
}
