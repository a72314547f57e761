/// Whether a setting's value goes into an exported settings document (the schema's `export:`; SettingsStore's
/// `exportDocument()` and `importDocument(_:)`).
public enum SettingsExportPolicy: String, Hashable, Sendable, CaseIterable {
    /// Exported, and applied on import.
    case always
    /// Never exported, and ignored on import (the standard for a `secure` string: a secret never leaves the store).
    case never
    /// Belongs to this device (a device name, a local path, a debug toggle): not exported, ignored on import.
    case deviceOnly = "device-only"

    /// The policy when the schema gives none: `never` for a secure string, `always` otherwise.
    public static func standard(isSecure: Bool) -> SettingsExportPolicy {
        isSecure ? .never : .always
    }

    /// True for the settings an export holds and an import applies.
    public var isExported: Bool { self == .always }
}

/// A generated model whose schema gives some setting an `export:` (the form backend adds the conformance).
public protocol SettingsExportDescribed: SettingsModel {
    /// The schema's `export:` of each setting that has one, by form id (`environment.server`).
    static var settingsExportPolicies: [String: SettingsExportPolicy] { get }
}

extension SettingsFormSetting {
    /// The setting's export policy in a model of type `Root`: the schema's `export:`, else the standard one.
    public var exportPolicy: SettingsExportPolicy {
        (Root.self as? any SettingsExportDescribed.Type)?.settingsExportPolicies[id] ?? .standard(isSecure: isSecure)
    }
}
