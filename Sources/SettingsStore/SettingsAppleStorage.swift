#if canImport(Darwin)
public import Foundation
public import SettingsRuntime

/// iCloud's key-value store (`NSUbiquitousKeyValueStore`) as a ``SettingsKeyValueStore``: the place of the settings
/// a schema marks `sync: icloud`. The app needs the iCloud key-value storage entitlement
/// (`com.apple.developer.ubiquity-kvstore-identifier`); without an account the store keeps the values locally.
public final class SettingsUbiquitousKeyValueStore: SettingsKeyValueStore, @unchecked Sendable {
    public let store: NSUbiquitousKeyValueStore

    public init(_ store: NSUbiquitousKeyValueStore = .default) {
        self.store = store
    }

    public var location: String { "iCloud key-value store" }
    public var limits: SettingsKeyValueLimits? { .iCloud }

    public func values() -> [String: Data] {
        store.dictionaryRepresentation.compactMapValues { $0 as? Data }
    }

    /// Sets and removes the keys, then asks the store to upload them soon (`synchronize()`); iCloud reports a
    /// quota violation later, through ``observeExternalChanges(_:)``.
    public func apply(_ changes: [String: Data?]) throws {
        for key in changes.keys.sorted() {
            if let value = changes[key] ?? nil { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
        }
        store.synchronize()
    }

    public func observeExternalChanges(_ handler: @escaping @Sendable (SettingsExternalChange) -> Void) -> SettingsObservation {
        let center = NotificationCenter.default
        let token = center.addObserver(
            forName: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: store, queue: nil
        ) { notification in
            let code = notification.userInfo?[NSUbiquitousKeyValueStoreChangeReasonKey] as? Int
            let keys = notification.userInfo?[NSUbiquitousKeyValueStoreChangedKeysKey] as? [String] ?? []
            let reason: SettingsExternalChange.Reason = switch code {
            case NSUbiquitousKeyValueStoreInitialSyncChange: .initialSync
            case NSUbiquitousKeyValueStoreQuotaViolationChange: .quotaViolation
            case NSUbiquitousKeyValueStoreAccountChange: .accountChange
            default: .serverChange
            }
            handler(SettingsExternalChange(reason: reason, keys: keys))
        }
        // Fetches what changed while the app was not running; the notification then reports it.
        store.synchronize()
        return SettingsObservation { center.removeObserver(token) }
    }
}

extension SettingsJSONFile {
    /// A JSON file in an App Group's shared container (`Library/Application Support/<fileName>`), which the app and
    /// its extensions of the group read and write (their saves wait for each other: ``withWriteLock(_:)``); nil
    /// when the app has no entitlement for the group.
    public static func appGroup(_ identifier: String, fileName: String) -> SettingsJSONFile? {
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier) else { return nil }
        return SettingsJSONFile(url: container.appendingPathComponent("Library/Application Support", isDirectory: true)
            .appendingPathComponent(fileName))
    }
}

extension SettingsRoutedPersistence {
    /// ``userDefaults(for:key:settingsApp:iCloud:)`` with iCloud's key-value store (`NSUbiquitousKeyValueStore`)
    /// unless `iCloud` is false (a widget that only reads).
    public static func userDefaults<Root: SettingsModel>(
        for type: Root.Type, key: String, settingsApp: SettingsAppKeys? = nil, iCloud: Bool = true
    ) -> SettingsRoutedPersistence {
        userDefaults(for: type, key: key, settingsApp: settingsApp, iCloud: iCloud ? SettingsUbiquitousKeyValueStore() : nil)
    }
}
#endif
