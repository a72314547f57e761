public import Foundation
public import SettingsRuntime

/// Looks up a localized form's texts in a bundle's string tables: the table Xcode compiles from the
/// `<Table>.xcstrings` catalog settingsc writes (`settingsc generate --backend xcstrings`).
///
/// ```swift
/// let form = BetaSettings.settingsForm.localized(using: SettingsBundleLocalizer(bundle: .main))
/// let store = SettingsStore(form: form, loadingFrom: ...)
/// ```
///
/// The keys are built at run time from the form, so the lookup goes through
/// `Bundle.localizedString(forKey:value:table:)`, the lookup `String(localized:table:bundle:)` and
/// `LocalizedStringResource` use; it works on every platform Foundation runs on. A key the table lacks shows
/// the schema's text.
public struct SettingsBundleLocalizer: SettingsLocalizer, @unchecked Sendable {
    // @unchecked: Bundle is immutable for lookups and safe to use from any thread.
    public let bundle: Bundle

    /// Looks up in `bundle` in the user's preferred language.
    public init(bundle: Bundle = .main) {
        self.bundle = bundle
    }

    /// Looks up in the `localization` (e.g. `de`) of `bundle`, whatever the user's languages; nil when the
    /// bundle has no such localization.
    public init?(bundle: Bundle = .main, localization: String) {
        guard let path = bundle.path(forResource: localization, ofType: "lproj"), let localized = Bundle(path: path) else {
            return nil
        }
        self.bundle = localized
    }

    public func localizedString(forKey key: String, table: String, defaultValue: String) -> String {
        // An empty value makes Bundle answer with the key; a marker no text contains tells "not found" apart.
        let missing = "\u{0}settingsc-missing\u{0}"
        let text = bundle.localizedString(forKey: key, value: missing, table: table)
        return text == missing ? defaultValue : text
    }
}
