import Foundation
import SettingsRuntime

/// A store of values by key that another device or process can change: iCloud's key-value store
/// (``SettingsUbiquitousKeyValueStore`` on Apple platforms) or ``SettingsMemoryKeyValueStore`` in tests. The routed
/// persistence (``SettingsRoutedPersistence``) keeps each synced setting under its own key, its value the JSON
/// text of the setting's value, so two devices that change different settings never overwrite each other.
public protocol SettingsKeyValueStore: AnyObject, Sendable {
    /// Where the values live, for messages (`iCloud key-value store`).
    var location: String { get }
    /// The most the store holds (iCloud: ``SettingsICloudLimits``); nil for none.
    var limits: SettingsKeyValueLimits? { get }
    /// Every key and its value.
    func values() -> [String: Data]
    /// Sets (a value) and removes (nil) keys in one call. Throws when the store refuses the change (over its
    /// quota); nothing is then changed.
    func apply(_ changes: [String: Data?]) throws
    /// Calls `handler` (on any thread) each time another device or process changed keys, until the returned
    /// observation is cancelled or released. A change this process made through ``apply(_:)`` is not reported.
    func observeExternalChanges(_ handler: @escaping @Sendable (SettingsExternalChange) -> Void) -> SettingsObservation
}

/// The limits of a key-value store.
public struct SettingsKeyValueLimits: Hashable, Sendable {
    /// The most bytes of keys and values in all.
    public var totalBytes: Int
    /// The most keys.
    public var keys: Int
    /// The longest key, in UTF-8 bytes.
    public var keyBytes: Int

    public init(totalBytes: Int, keys: Int, keyBytes: Int) {
        self.totalBytes = totalBytes
        self.keys = keys
        self.keyBytes = keyBytes
    }

    /// iCloud's key-value store: 1 MB, 1,024 keys, 64-byte keys.
    public static let iCloud = SettingsKeyValueLimits(
        totalBytes: SettingsICloudLimits.totalBytes, keys: SettingsICloudLimits.keys, keyBytes: SettingsICloudLimits.keyBytes)
}

/// What another device or process changed (NSUbiquitousKeyValueStore's `didChangeExternallyNotification`).
public struct SettingsExternalChange: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// Another device saved values.
        case serverChange
        /// The first download after the app started or the account was added.
        case initialSync
        /// The store is over its quota: the app must store less.
        case quotaViolation
        /// The iCloud account changed: the values are another person's.
        case accountChange
    }

    public var reason: Reason
    /// The keys that changed (those the notification names; may include keys that did not really change).
    public var keys: [String]

    public init(reason: Reason, keys: [String]) {
        self.reason = reason
        self.keys = keys
    }
}

/// A registration for change reports; cancelled when cancelled or released.
public final class SettingsObservation: @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (() -> Void)?

    public init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    public func cancel() {
        lock.lock()
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }

    deinit { cancel() }
}

/// A key-value store in memory, for tests and previews: it can play another device or process (``receive(_:reason:)``,
/// ``pushChanges(to:)``), refuse writes (``failNextApply``, ``limits``) and send stale notifications
/// (``notify(_:)``). Thread-safe.
public final class SettingsMemoryKeyValueStore: SettingsKeyValueStore, @unchecked Sendable {
    public let location: String
    public let limits: SettingsKeyValueLimits?
    private let lock = NSLock()
    private var storage: [String: Data] = [:]
    private var observers: [Int: @Sendable (SettingsExternalChange) -> Void] = [:]
    private var nextObserver = 0
    private var failure: (any Error)?
    /// What ``apply(_:)`` changed since the last ``pushChanges(to:)``.
    private var unpushed: [String: Data?] = [:]
    /// How many times ``apply(_:)`` changed the store.
    public private(set) var applyCount = 0

    public init(location: String = "in-memory key-value store", limits: SettingsKeyValueLimits? = .iCloud) {
        self.location = location
        self.limits = limits
    }

    /// The error the next ``apply(_:)`` throws (then cleared), as iCloud refuses a write over its quota.
    public var failNextApply: (any Error)? {
        get { lock.withLock { failure } }
        set { lock.withLock { failure = newValue } }
    }

    public func values() -> [String: Data] {
        lock.withLock { storage }
    }

    public func apply(_ changes: [String: Data?]) throws {
        try lock.withLock {
            if let failure {
                self.failure = nil
                throw failure
            }
            var next = storage
            for (key, value) in changes { next[key] = value }
            if let limits {
                let total = next.reduce(0) { $0 + $1.key.utf8.count + $1.value.count }
                if total > limits.totalBytes || next.count > limits.keys || next.keys.contains(where: { $0.utf8.count > limits.keyBytes }) {
                    throw SettingsKeyValueError.quotaExceeded(location)
                }
            }
            storage = next
            for (key, value) in changes { unpushed[key] = .some(value) }
            applyCount += 1
        }
    }

    public func observeExternalChanges(_ handler: @escaping @Sendable (SettingsExternalChange) -> Void) -> SettingsObservation {
        let id = lock.withLock {
            nextObserver += 1
            observers[nextObserver] = handler
            return nextObserver
        }
        return SettingsObservation { [weak self] in
            guard let self else { return }
            self.lock.withLock { _ = self.observers.removeValue(forKey: id) }
        }
    }

    /// Another device or process writes `changes` (nil removes a key), then the observers are told, as iCloud
    /// tells of a server change.
    public func receive(_ changes: [String: Data?], reason: SettingsExternalChange.Reason = .serverChange) {
        lock.withLock { for (key, value) in changes { storage[key] = value } }
        notify(SettingsExternalChange(reason: reason, keys: changes.keys.sorted()))
    }

    /// Tells the observers of a change without changing anything (a stale or repeated notification).
    public func notify(_ change: SettingsExternalChange) {
        let handlers = lock.withLock { Array(observers.values) }
        for handler in handlers { handler(change) }
    }

    /// Plays iCloud between two devices: sends `other` what this store's ``apply(_:)`` changed since the last push
    /// (as iCloud uploads a device's own changes; the last writer of a key wins), then tells `other`'s observers.
    public func pushChanges(to other: SettingsMemoryKeyValueStore) {
        let changes = lock.withLock {
            let pending = unpushed
            unpushed = [:]
            return pending
        }
        guard !changes.isEmpty else { return }
        other.receive(changes)
    }
}

/// Why a key-value store refused a change.
public enum SettingsKeyValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The change would take the store over its limits.
    case quotaExceeded(String)

    public var description: String {
        switch self {
        case .quotaExceeded(let location): "\(location) is over its quota"
        }
    }
}
