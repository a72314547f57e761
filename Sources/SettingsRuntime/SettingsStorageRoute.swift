/// Where a setting's value lives: the schema's `suite:` (an App Group's shared storage) and `sync:` (mirrored to
/// iCloud's key-value store), inherited from the root and the sections around it. `scope: device` settings are
/// never synced (and export as `device-only`). SettingsStore routes each value to its place
/// (``SettingsStorageDescribed``; docs/runtime.md, "Storage").
public struct SettingsStorageRoute: Hashable, Sendable {
    /// The App Group (`group.com.example.app`) whose shared storage holds the value; nil: the app's own storage.
    public var suite: String?
    /// True when the value is mirrored to iCloud's key-value store (`sync: icloud`).
    public var synced: Bool

    public init(suite: String? = nil, synced: Bool = false) {
        self.suite = suite
        self.synced = synced
    }

    /// The app's own storage, not synced: every setting of a schema without `suite:` or `sync:`.
    public static let local = SettingsStorageRoute()
}

/// iCloud's key-value store limits (NSUbiquitousKeyValueStore): what the compiler warns about (SC1694, SC1695)
/// and what the store refuses to sync.
public enum SettingsICloudLimits {
    /// The most bytes the store holds in all, keys and values (1 MB).
    public static let totalBytes = 1_048_576
    /// The most keys it holds.
    public static let keys = 1_024
    /// The longest key, in UTF-8 bytes.
    public static let keyBytes = 64
}

/// A generated model whose schema gives some setting a `suite:` or `sync:` (the form backend adds the conformance).
public protocol SettingsStorageDescribed: SettingsModel {
    /// The place of each setting that does not live in the app's own storage unsynced, by form id
    /// (`widget.city`).
    static var settingsStorageRoutes: [String: SettingsStorageRoute] { get }
}

extension SettingsFormSetting {
    /// Where the setting's value lives in a model of type `Root`: its schema's `suite:`/`sync:`, else ``SettingsStorageRoute/local``.
    public var storageRoute: SettingsStorageRoute {
        (Root.self as? any SettingsStorageDescribed.Type)?.settingsStorageRoutes[id] ?? .local
    }
}
