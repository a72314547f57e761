public import Foundation
public import SettingsRuntime

/// A synced value the store kept on this device instead of syncing it (over iCloud's limits, or refused by it).
public struct SettingsSyncRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The setting's id (its dotted path of persistence keys).
    public var setting: String
    public var reason: String

    public init(setting: String, reason: String) {
        self.setting = setting
        self.reason = reason
    }

    public var description: String { "'\(setting)' is kept on this device, not synced: \(reason)" }
}

/// Where each setting's value lives, as the schema declares it (`suite:`, `sync:`; ``SettingsStorageDescribed``):
/// one ``SettingsPersistence`` that a ``SettingsStore`` loads from and saves to as if it were one JSON document.
///
/// - `local` holds every setting the schema places nowhere else, and the keys the schema does not know.
/// - `suites` holds, for each App Group, the settings with that `suite:`: one document per group, written
///   atomically, its unknown keys kept (a widget's own values stay). A suite the dictionary lacks leaves its
///   settings in `local`.
/// - `iCloud` holds each synced setting under its own key (`iCloudKeyPrefix` + its id), its value the setting's
///   JSON text. A synced value that does not fit the store's limits, or that the store refuses, is kept in the
///   setting's local place instead (``syncRefusals`` says which and why), where it wins over the iCloud value on
///   this device until a later save syncs it; the save itself does not fail.
///
/// Reading composes the places into one document, which the store decodes with the model's rules; writing splits
/// it again, writing only the places whose content changed. ``withWriteLock(_:)`` holds the locks of `local` and
/// of every suite (in a fixed order), so stores in several processes (an app and its widget) merge their saves.
public final class SettingsRoutedPersistence: SettingsPersistence, SettingsObservablePersistence, @unchecked Sendable {
    public let local: any SettingsPersistence
    public let suites: [String: any SettingsPersistence]
    public let iCloud: (any SettingsKeyValueStore)?
    public let iCloudKeyPrefix: String
    /// The place of each setting that does not live in `local` unsynced, by id.
    public let routes: [String: SettingsStorageRoute]
    private let lock = NSLock()
    private var refusals: [SettingsSyncRefusal] = []
    private var unreadable: [String] = []
    private var duplicates: [[String]] = []
    private var keptHereIDs: Set<String> = []

    /// The member of the local document that holds, by id, the value this device last wrote to iCloud for each
    /// synced setting (`{"$syncedHere": {"synced.volume": 3}}`). Read in place of an iCloud value that is not JSON,
    /// or that the store's model refuses; never shown to the store. An app version that does not know it keeps it
    /// as a key the schema does not know.
    public static let syncedHereMember = "$syncedHere"

    /// Routes the settings of `Root` by its schema's `suite:` and `sync:`. Its secure strings (the document layout's
    /// as well as the flat layout's) are kept in `secrets`, never in `local` or a suite's document: each place is
    /// wrapped in a ``SettingsFlatPersistence`` with the secure strings it holds (a place that already is one is
    /// used as it is). A value an earlier version left in a document is read until the first save moves it. Nil
    /// `secrets` keeps them in the documents (as before runtime API generation 6).
    public convenience init<Root: SettingsModel>(
        for _: Root.Type, local: any SettingsPersistence, suites: [String: any SettingsPersistence] = [:],
        iCloud: (any SettingsKeyValueStore)? = nil, iCloudKeyPrefix: String = "",
        secrets: (any SettingsSecretStore)? = SettingsSecrets.standard
    ) {
        let routes = (Root.self as? any SettingsStorageDescribed.Type)?.settingsStorageRoutes ?? [:]
        let secure = ((Root.self as? any SettingsFlatDescribed.Type)?.settingsFlatKeys ?? [:]).filter {
            if case .secure = $0.value.encoding { true } else { false }
        }
        func guarded(_ place: any SettingsPersistence, suite: String?) -> any SettingsPersistence {
            // A secure string of a suite the dictionary lacks lives in `local`, as its other settings do.
            let here = secure.filter { id, _ in
                let home = routes[id]?.suite.flatMap { suites[$0] == nil ? nil : $0 }
                return home == suite
            }
            guard let secrets, !here.isEmpty, !(place is SettingsFlatPersistence) else { return place }
            // Only secure strings: the defaults are never read or written (nor observed).
            return SettingsFlatPersistence(.standard, keys: here, document: place, secrets: secrets)
        }
        var guardedSuites: [String: any SettingsPersistence] = [:]
        for (name, suite) in suites { guardedSuites[name] = guarded(suite, suite: name) }
        self.init(routes: routes, local: guarded(local, suite: nil), suites: guardedSuites, iCloud: iCloud, iCloudKeyPrefix: iCloudKeyPrefix)
    }

    public init(
        routes: [String: SettingsStorageRoute], local: any SettingsPersistence, suites: [String: any SettingsPersistence] = [:],
        iCloud: (any SettingsKeyValueStore)? = nil, iCloudKeyPrefix: String = ""
    ) {
        self.routes = routes
        self.local = local
        self.suites = suites
        self.iCloud = iCloud
        self.iCloudKeyPrefix = iCloudKeyPrefix
    }

    public var location: String { local.location }

    /// The synced values the last write kept on this device, with why (empty when everything synced).
    public var syncRefusals: [SettingsSyncRefusal] {
        lock.withLock { refusals }
    }

    /// The synced settings whose iCloud value the last read could not read as JSON (another device, or a bug,
    /// wrote something else under the key): it was left out of the document, and ``SettingsStore/mergeExternalChanges()``
    /// keeps the value the store has (``SettingsStore/rejectedExternalChanges``).
    public var unreadableSyncedSettings: [String] {
        lock.withLock { unreadable }
    }

    /// The path of every later member of a key that appears more than once in one mapping of the local document or
    /// (for the settings it holds) of a suite's document, as the last read found them: the first value was read.
    /// ``SettingsStore`` reports them as ``SettingsDecodingReport/Issue/Kind-swift.enum/duplicateKey(_:)``.
    public var duplicateKeyPaths: [[String]] {
        lock.withLock { duplicates }
    }

    /// The synced settings for which the last read found a value this device wrote (``syncedHereMember``).
    var syncedHereIDs: Set<String> {
        lock.withLock { keptHereIDs }
    }

    /// The iCloud key of a synced setting.
    public func iCloudKey(for id: String) -> String { iCloudKeyPrefix + id }

    /// The ids of the settings a place holds.
    private func ids(inSuite suite: String) -> [String] {
        routes.filter { $0.value.suite == suite }.keys.sorted()
    }

    private var syncedIDs: [String] {
        guard iCloud != nil else { return [] }
        return routes.filter(\.value.synced).keys.sorted()
    }

    /// The persistence that holds a setting on this device.
    private func home(of id: String) -> String? {
        guard let suite = routes[id]?.suite, suites[suite] != nil else { return nil }
        return suite
    }

    // MARK: Reading

    public func read() throws -> Data? {
        try read(keepingHere: [])
    }

    /// Reads as ``read()`` does, but for the synced settings in `ids` takes the value this device last wrote
    /// (``syncedHereMember``), when it has one, in place of iCloud's (which the store's model refused).
    func read(keepingHere preferred: Set<String>) throws -> Data? {
        let localData = try local.read()
        var composed: SettingsDocument = .object([:])
        var duplicatePaths: [[String]] = []
        var keptHere: [String: SettingsDocument] = [:]
        if let localData {
            // Unreadable local data goes to the store as it is: the store sets it aside in `local`.
            guard let parsed = SettingsDocument.parse(localData) else {
                lock.withLock { duplicates = []; keptHereIDs = [] }
                return localData
            }
            composed = parsed.document
            duplicatePaths = try Self.storedDuplicatePaths(of: local) ?? parsed.duplicatePaths
            if !syncedIDs.isEmpty, case .object(var members) = composed, let kept = members.removeValue(forKey: Self.syncedHereMember) {
                if case .object(let values) = kept { keptHere = values }
                composed = .object(members)
            }
        }
        var found = localData != nil
        var suiteDocuments: [String: SettingsDocument] = [:]
        for (name, suite) in suites {
            guard let data = try suite.read() else { continue }
            guard let parsed = SettingsDocument.parse(data) else {
                // A suite no store can read (another writer left it broken): kept aside, its settings default.
                _ = try suite.setAside(data)
                continue
            }
            suiteDocuments[name] = parsed.document
            // Duplicates at, above or under the settings this suite holds (a widget's own keys are its business).
            let suiteIDs = ids(inSuite: name)
            duplicatePaths += (try Self.storedDuplicatePaths(of: suite) ?? parsed.duplicatePaths).filter { path in
                let dotted = path.joined(separator: ".")
                return suiteIDs.contains { $0 == dotted || $0.hasPrefix(dotted + ".") || dotted.hasPrefix($0 + ".") }
            }
        }
        for (name, document) in suiteDocuments {
            for id in ids(inSuite: name) {
                let value = document.member(at: id)
                // A value still in the local document (from before the setting moved to the suite) is read until
                // the suite has one.
                if let value {
                    composed = composed.setting(value, at: id)
                    found = true
                }
            }
        }
        var unreadableIDs: [String] = []
        if let iCloud, !syncedIDs.isEmpty {
            let values = iCloud.values()
            for id in syncedIDs {
                // A value kept on this device (refused by iCloud) wins over the synced one.
                guard composed.member(at: id) == nil, let data = values[iCloudKey(for: id)] else { continue }
                var value = SettingsDocument.value(data)
                if value == nil { unreadableIDs.append(id) }
                // iCloud's value is not JSON, or the store's model refused it: the value this device last wrote.
                if value == nil || preferred.contains(id), let kept = keptHere[id] { value = kept }
                guard let value else { continue }
                composed = composed.setting(value, at: id)
                found = true
            }
        }
        let keptIDs = Set(keptHere.keys)
        lock.withLock {
            unreadable = unreadableIDs
            duplicates = duplicatePaths
            keptHereIDs = keptIDs
        }
        return found ? composed.data : nil
    }

    /// The duplicate keys of a flat place's own document (what the place reads is composed again, without them);
    /// nil for another place, whose read is its document.
    private static func storedDuplicatePaths(of place: any SettingsPersistence) throws -> [[String]]? {
        guard let flat = place as? SettingsFlatPersistence, let document = flat.document else { return nil }
        guard let data = try document.read() else { return [] }
        return SettingsDocument.parse(data)?.duplicatePaths ?? []
    }

    // MARK: Writing

    public func write(_ data: Data) throws {
        guard let document = SettingsDocument(data) else {
            // Not a document (the store writes only documents): all of it to the local place.
            return try local.write(data)
        }
        var localDocument = document
        let storedLocal = try local.read().flatMap { SettingsDocument($0) }
        var homes: [String: SettingsDocument] = [:]
        for name in suites.keys.sorted() {
            let ids = ids(inSuite: name)
            guard !ids.isEmpty, let suite = suites[name] else { continue }
            let stored = try suite.read()
            var next = stored.flatMap { SettingsDocument($0) } ?? .object([:])
            for id in ids {
                next = next.setting(document.member(at: id), at: id)
                localDocument = localDocument.setting(nil, at: id)
            }
            homes[name] = next
        }
        var refused: [SettingsSyncRefusal] = []
        if let iCloud, !syncedIDs.isEmpty {
            var values = iCloud.values()
            var changes: [String: Data?] = [:]
            var keptHere: [String] = []
            for id in syncedIDs {
                let key = iCloudKey(for: id)
                guard let value = document.member(at: id) else {
                    if values[key] != nil { changes[key] = .some(nil) }
                    values[key] = nil
                    continue
                }
                let text = value.data
                if let limits = iCloud.limits {
                    var reason: String?
                    var next = values
                    next[key] = text
                    let total = next.reduce(0) { $0 + $1.key.utf8.count + $1.value.count }
                    if key.utf8.count > limits.keyBytes {
                        reason = "its iCloud key '\(key)' is \(key.utf8.count) bytes; iCloud takes at most \(limits.keyBytes)"
                    } else if next.count > limits.keys {
                        reason = "iCloud's key-value store holds at most \(limits.keys) keys"
                    } else if total > limits.totalBytes {
                        reason = "its value (\(text.count) bytes) would take iCloud's key-value store to \(total) bytes; it holds at most \(limits.totalBytes)"
                    }
                    if let reason {
                        refused.append(SettingsSyncRefusal(setting: id, reason: reason))
                        keptHere.append(id)
                        continue
                    }
                }
                if values[key] != text { changes[key] = text }
                values[key] = text
            }
            var synced = syncedIDs.filter { !keptHere.contains($0) }
            if !changes.isEmpty {
                do {
                    try iCloud.apply(changes)
                } catch {
                    // Nothing was synced: every changed value stays on this device.
                    let failed = Set(changes.keys)
                    for id in synced where failed.contains(iCloudKey(for: id)) && document.member(at: id) != nil {
                        refused.append(SettingsSyncRefusal(setting: id, reason: "\(iCloud.location) refused it: \(error)"))
                    }
                    synced.removeAll { failed.contains(iCloudKey(for: $0)) && document.member(at: $0) != nil }
                }
            }
            // Synced values leave the local places; refused ones stay there.
            for id in synced {
                if let home = home(of: id) { homes[home] = homes[home]?.setting(nil, at: id) } else { localDocument = localDocument.setting(nil, at: id) }
            }
            // The value this device last wrote to iCloud, for each synced setting that has one: what this write
            // wrote, or what an earlier one did while iCloud still holds the same setting (a value iCloud holds
            // unchanged may be another device's, which this device did not check).
            var kept: [String: SettingsDocument] = [:]
            if case .object(let members)? = storedLocal, case .object(let values)? = members[Self.syncedHereMember] { kept = values }
            for id in syncedIDs {
                if !synced.contains(id) || document.member(at: id) == nil {
                    kept[id] = nil
                } else if changes[iCloudKey(for: id)] != nil {
                    kept[id] = document.member(at: id)
                }
            }
            kept = kept.filter { syncedIDs.contains($0.key) }
            if case .object(var members) = localDocument {
                members[Self.syncedHereMember] = kept.isEmpty ? nil : .object(kept)
                localDocument = .object(members)
            }
        }
        // A place whose content is unchanged (compared as documents, not as text) is not rewritten. A flat place
        // always gets the write: what it reads composes its keys, its secrets and its document, so a value still in
        // its document (an earlier version's, a secret in plain text) reads the same as one in its place, and only
        // its own write moves it; it writes nothing that is unchanged.
        for name in homes.keys.sorted() {
            guard let suite = suites[name], let next = homes[name] else { continue }
            if suite is SettingsFlatPersistence {
                try suite.write(next.data)
            } else if try suite.read().flatMap({ SettingsDocument($0) }) != next {
                try suite.write(next.data)
            }
        }
        if local is SettingsFlatPersistence || storedLocal != localDocument { try local.write(localDocument.data) }
        lock.withLock { refusals = refused.sorted { $0.setting < $1.setting } }
    }

    public func setAside(_ data: Data) throws -> String {
        try local.setAside(data)
    }

    /// Holds the write locks of `local` and of every suite, in the order of the suites' names.
    public func withWriteLock<T>(_ body: () throws -> T) throws -> T {
        func locked(_ remaining: ArraySlice<String>) throws -> T {
            guard let name = remaining.first, let suite = suites[name] else { return try body() }
            return try suite.withWriteLock { try locked(remaining.dropFirst()) }
        }
        return try local.withWriteLock { try locked(suites.keys.sorted()[...]) }
    }

    /// Calls `handler` when iCloud reports a change, or a place that reports changes does (a
    /// ``SettingsFlatPersistence``: `@AppStorage` or other code wrote one of its keys); nil when none does. Suites
    /// in the JSON-document layout have no notification: a store picks up a widget's writes with
    /// ``SettingsStore/mergeExternalChanges()`` (on becoming active) or its next save.
    public func observeExternalChanges(_ handler: @escaping @Sendable (SettingsExternalChange) -> Void) -> SettingsObservation? {
        var observations: [SettingsObservation] = []
        if let observation = iCloud?.observeExternalChanges(handler) { observations.append(observation) }
        for place in [local] + suites.keys.sorted().compactMap({ suites[$0] }) {
            if let observable = place as? any SettingsObservablePersistence, let observation = observable.observeExternalChanges(handler) {
                observations.append(observation)
            }
        }
        guard !observations.isEmpty else { return nil }
        return observations.count == 1 ? observations[0] : SettingsObservation { observations.forEach { $0.cancel() } }
    }
}

extension SettingsRoutedPersistence {
    /// Each place in `UserDefaults`, one document under `key` in each: the app's own defaults (`.standard`), the
    /// suite of every App Group the schema names (`UserDefaults(suiteName:)`) and `iCloud` (keys prefixed with `key`
    /// and a dot). The Settings.app keys (`settingsApp`) are mirrored in the place their settings live, which the
    /// Settings.bundle's ApplicationGroupContainerIdentifier names (one place for all of them: SC1693).
    public static func userDefaults<Root: SettingsModel>(
        for type: Root.Type, key: String, settingsApp: SettingsAppKeys? = nil, standard: UserDefaults = .standard,
        iCloud: (any SettingsKeyValueStore)?, secrets: (any SettingsSecretStore)? = SettingsSecrets.standard,
        changes: ((UserDefaults) -> any SettingsDefaultsChangeSource)? = nil
    ) -> SettingsRoutedPersistence {
        let routes = (Root.self as? any SettingsStorageDescribed.Type)?.settingsStorageRoutes ?? [:]
        let flatKeys = (Root.self as? any SettingsFlatDescribed.Type)?.settingsFlatKeys ?? [:]
        let appSuite = settingsApp?.settings.first.flatMap { routes[$0.path.joined(separator: ".")]?.suite }
        // A place with flat keys (`layout: flat`, or secure strings, which go to the Keychain) keeps them under
        // their own keys; its other settings stay in its document.
        func place(_ defaults: UserDefaults, suite: String?, settingsApp: SettingsAppKeys?) -> any SettingsPersistence {
            let document = SettingsUserDefaults(defaults, key: key, settingsApp: settingsApp)
            let here = flatKeys.filter { routes[$0.key]?.suite == suite }
            guard !here.isEmpty else { return document }
            return SettingsFlatPersistence(defaults, keys: here, document: document, secrets: secrets, changes: changes?(defaults))
        }
        var suites: [String: any SettingsPersistence] = [:]
        for name in Set(routes.values.compactMap(\.suite)) {
            guard let defaults = UserDefaults(suiteName: name) else { continue }
            suites[name] = place(defaults, suite: name, settingsApp: name == appSuite ? settingsApp : nil)
        }
        return SettingsRoutedPersistence(
            routes: routes, local: place(standard, suite: nil, settingsApp: appSuite == nil ? settingsApp : nil),
            suites: suites, iCloud: iCloud, iCloudKeyPrefix: key + ".")
    }
}

extension SettingsDocument {
    /// The document with `value` at the dotted path `id` (nil removes it, and the sections it leaves empty),
    /// creating the sections on the way.
    func setting(_ value: SettingsDocument?, at id: String) -> SettingsDocument {
        setting(value, at: id.split(separator: ".", omittingEmptySubsequences: false)[...])
    }

    private func setting(_ value: SettingsDocument?, at path: ArraySlice<Substring>) -> SettingsDocument {
        guard let key = path.first.map(String.init) else { return value ?? self }
        var members: [String: SettingsDocument] = [:]
        if case .object(let existing) = self { members = existing }
        if path.count == 1 {
            members[key] = value
        } else {
            let child = members[key] ?? .object([:])
            if value == nil, members[key] == nil { return self }
            let next = child.setting(value, at: path.dropFirst())
            // A section left empty by a removal goes too: its settings live elsewhere now.
            members[key] = value == nil && next == .object([:]) ? nil : next
        }
        return .object(members)
    }

    /// One JSON value (not only a mapping), as a synced setting's value is stored.
    static func value(_ data: Data) -> SettingsDocument? {
        guard case .object(let members)? = SettingsDocument(Data("{\"v\":".utf8) + data + Data("}".utf8)) else { return nil }
        return members["v"]
    }
}
