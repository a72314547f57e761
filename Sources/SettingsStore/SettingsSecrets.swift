public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(Security)
import Security
#endif

/// Where secure strings live (``SettingsFlatEncoding/secure(service:)``): a generic password per setting, found by
/// service and account. An empty service matches an item of any service (KeychainSwift writes items without one).
public protocol SettingsSecretStore: Sendable {
    /// The item's text, or nil when there is none.
    func read(service: String, account: String) throws -> String?
    /// Replaces the item's text (keeping its other attributes, `synchronizable` included), adds it, or removes it
    /// for nil.
    func write(_ text: String?, service: String, account: String) throws
}

/// The secret store of the platform.
public enum SettingsSecrets {
    /// The Keychain on Apple platforms; elsewhere owner-only files in the user's data folder
    /// (`$XDG_DATA_HOME/settingsc-secrets`, else `~/.local/share/settingsc-secrets`).
    public static var standard: any SettingsSecretStore {
        #if canImport(Security)
        SettingsKeychain()
        #else
        let base = ProcessInfo.processInfo.environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return SettingsSecretFiles(directory: base.appendingPathComponent("settingsc-secrets"))
        #endif
    }
}

/// Why a secret could not be read or written.
public struct SettingsSecretError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// The fallback where there is no Keychain: one file per item in `directory`, readable and writable by its owner
/// only (the folder 0700, each file 0600), written atomically. The file name is the service and the account in
/// hexadecimal, so no name can reach outside the folder.
public struct SettingsSecretFiles: SettingsSecretStore {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    public func url(service: String, account: String) -> URL {
        func hex(_ text: String) -> String { text.utf8.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined() }
        return directory.appendingPathComponent("\(hex(service))-\(hex(account)).secret")
    }

    public func read(service: String, account: String) throws -> String? {
        let file = url(service: service, account: account)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data = try Data(contentsOf: file)
        guard let text = String(data: data, encoding: .utf8) else { throw SettingsSecretError("\(file.path) is not UTF-8 text") }
        return text
    }

    public func write(_ text: String?, service: String, account: String) throws {
        let file = url(service: service, account: account)
        guard let text else {
            if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
            return
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
        // Created owner-only before any byte is written, then renamed over the old file.
        let temporary = directory.appendingPathComponent(".\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw SettingsSecretError("cannot create \(temporary.path)")
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.synchronize()
            try handle.close()
            // rename(2) replaces the old file atomically.
            guard rename(temporary.path, file.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}

#if canImport(Security)
/// The Keychain: a generic password (`kSecClassGenericPassword`) per secure setting, its account the setting's
/// key and its service the schema's `keychainService:` (empty: any service, as KeychainSwift stores items). Items
/// are found whether or not they are `synchronizable` (`kSecAttrSynchronizableAny`), and an existing item is
/// updated in place, so one an app wrote before (KeychainSwift with `synchronizable`, an access group) keeps its
/// attributes. New items are added this-device-only, readable after the first unlock.
public struct SettingsKeychain: SettingsSecretStore {
    /// The access group (keychain sharing) of every query, or nil for the app's default group.
    public var accessGroup: String?

    public init(accessGroup: String? = nil) {
        self.accessGroup = accessGroup
    }

    private func query(service: String, account: String) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: account,
            kSecAttrSynchronizable as String: kSecAttrSynchronizableAny,
        ]
        if !service.isEmpty { query[kSecAttrService as String] = service }
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        return query
    }

    public func read(service: String, account: String) throws -> String? {
        var search = query(service: service, account: account)
        search[kSecReturnData as String] = true
        search[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(search as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = result as? Data else {
            throw SettingsSecretError("the Keychain refused to read '\(account)' (OSStatus \(status))")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw SettingsSecretError("the Keychain item '\(account)' is not UTF-8 text") }
        return text
    }

    public func write(_ text: String?, service: String, account: String) throws {
        let match = query(service: service, account: account)
        guard let text else {
            let status = SecItemDelete(match as CFDictionary)
            guard status == errSecSuccess || status == errSecItemNotFound else {
                throw SettingsSecretError("the Keychain refused to remove '\(account)' (OSStatus \(status))")
            }
            return
        }
        let data = Data(text.utf8)
        let status = SecItemUpdate(match as CFDictionary, [kSecValueData as String: data] as CFDictionary)
        if status == errSecSuccess { return }
        guard status == errSecItemNotFound else { throw SettingsSecretError("the Keychain refused to update '\(account)' (OSStatus \(status))") }
        var add = match
        add[kSecAttrSynchronizable as String] = nil
        add[kSecValueData as String] = data
        add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let added = SecItemAdd(add as CFDictionary, nil)
        guard added == errSecSuccess else { throw SettingsSecretError("the Keychain refused to add '\(account)' (OSStatus \(added))") }
    }
}
#endif

// MARK: - Changes made elsewhere

/// What tells a flat persistence that another writer changed its `UserDefaults` (``SettingsFlatPersistence``):
/// injectable, so the live path is tested where Foundation posts no notification for `set` (Linux).
public protocol SettingsDefaultsChangeSource: Sendable {
    /// Calls `handler` with the keys that changed (empty when the source does not know which) until cancelled.
    func observe(_ handler: @escaping @Sendable ([String]) -> Void) -> SettingsObservation
}

/// `UserDefaults.didChangeNotification` for the defaults (posted for changes made in this process, `@AppStorage`'s
/// included), and on Apple platforms key-value observation of each flat key, which also reports another process's
/// change to an App Group suite.
public final class SettingsDefaultsNotifications: SettingsDefaultsChangeSource, @unchecked Sendable {
    public let defaults: UserDefaults
    public let keys: [String]

    public init(_ defaults: UserDefaults, keys: [String]) {
        self.defaults = defaults
        self.keys = keys
    }

    public func observe(_ handler: @escaping @Sendable ([String]) -> Void) -> SettingsObservation {
        let token = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification, object: defaults, queue: nil) { _ in handler([]) }
        #if canImport(Darwin)
        let observer = KeyObserver(defaults: defaults, keys: keys, handler: handler)
        #endif
        return SettingsObservation {
            NotificationCenter.default.removeObserver(token)
            #if canImport(Darwin)
            observer.cancel()
            #endif
        }
    }

    #if canImport(Darwin)
    /// Key-value observation of each key (UserDefaults supports KVO on its keys, across processes for a suite).
    private final class KeyObserver: NSObject, @unchecked Sendable {
        let defaults: UserDefaults
        let keys: [String]
        let handler: @Sendable ([String]) -> Void
        private var active = true
        private let lock = NSLock()

        init(defaults: UserDefaults, keys: [String], handler: @escaping @Sendable ([String]) -> Void) {
            self.defaults = defaults
            self.keys = keys
            self.handler = handler
            super.init()
            for key in keys { defaults.addObserver(self, forKeyPath: key, options: [.new], context: nil) }
        }

        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
        ) {
            guard let keyPath else { return }
            handler([keyPath])
        }

        func cancel() {
            let wasActive = lock.withLock { () -> Bool in
                defer { active = false }
                return active
            }
            guard wasActive else { return }
            for key in keys { defaults.removeObserver(self, forKeyPath: key) }
        }
    }
    #endif
}

/// A change source an app or a test triggers itself (``notify(_:)``): on Linux, where `UserDefaults` posts no
/// notification for `set`, call it after writing a key.
public final class SettingsManualChangeSource: SettingsDefaultsChangeSource, @unchecked Sendable {
    private let lock = NSLock()
    private var handlers: [Int: @Sendable ([String]) -> Void] = [:]
    private var next = 0

    public init() {}

    public func observe(_ handler: @escaping @Sendable ([String]) -> Void) -> SettingsObservation {
        let id = lock.withLock {
            next += 1
            handlers[next] = handler
            return next
        }
        return SettingsObservation { [weak self] in
            guard let self else { return }
            self.lock.withLock { _ = self.handlers.removeValue(forKey: id) }
        }
    }

    /// Tells every observer that `keys` changed.
    public func notify(_ keys: [String] = []) {
        let current = lock.withLock { Array(handlers.values) }
        for handler in current { handler(keys) }
    }
}
