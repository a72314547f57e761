import Foundation
import SettingsRuntime

/// A setting that another device or process changed while this store had an edit of it pending: the edit is kept
/// (saving writes it over theirs), and the review screen shows both.
public struct SettingsConflict: Hashable, Sendable, Identifiable {
    /// The setting's id (its dotted path of persistence keys).
    public var id: String
    public var title: String
    /// The value this store had loaded, as the form shows it.
    public var oldValue: String
    /// The value the other device or process saved.
    public var theirValue: String
    /// The value being edited here.
    public var yourValue: String

    public init(id: String, title: String, oldValue: String, theirValue: String, yourValue: String) {
        self.id = id
        self.title = title
        self.oldValue = oldValue
        self.theirValue = theirValue
        self.yourValue = yourValue
    }

    /// `changed on another device: 7 → 9; yours: 12`, for a review screen.
    public var summary: String { "changed on another device: \(oldValue) → \(theirValue); yours: \(yourValue)" }
}

/// A value another device or process stored that the store did not take (``SettingsStore/rejectedExternalChanges``):
/// the model's rules refuse it (a wrong type, not a case of the enum, breaking a rule), or it is not JSON at all.
/// The value the store had is kept; the next save writes it back over the refused one.
public struct SettingsRejectedChange: Hashable, Sendable, CustomStringConvertible {
    /// The setting's id (its dotted path of persistence keys).
    public var setting: String
    public var reason: String
    /// The value kept, as the form shows it.
    public var kept: String

    public init(setting: String, reason: String, kept: String) {
        self.setting = setting
        self.reason = reason
        self.kept = kept
    }

    public var description: String { "'\(setting)': the value stored elsewhere was not used (\(reason)); kept \(kept)" }
}

/// What the store remembers of changes made elsewhere.
struct SettingsStorageState {
    /// By setting id: the value loaded before the other writer's change (its display text).
    var conflictBases: [String: String] = [:]
    /// The registration with the persistence's change reports (``SettingsStore/observeExternalChanges()``).
    var observation: SettingsObservation?
    /// What the last merge did not take.
    var rejected: [SettingsRejectedChange] = []
}

/// Values changed elsewhere (a widget writing the App Group suite, iCloud delivering another device's change)
/// reach the store: settings without a pending edit take the new value (observably); settings with one keep the
/// edit, and ``conflicts`` lists them for the review screen. Nothing is dropped: saving writes the edits over
/// theirs, cancelling takes theirs.
extension SettingsStore {
    /// Reads what is stored now and takes in what changed since the last load, save or merge: the settings that
    /// are not being edited take the stored value (read through the model's rules), the edited ones keep the
    /// edit and are listed in ``conflicts`` (unless the edit equals their value). A stored value the model's rules
    /// refuse (or that is not JSON) does not replace the value the store has: it is listed in
    /// ``rejectedExternalChanges``. Returns the ids of the settings whose stored value changed, in form order. Does
    /// nothing when the stored data cannot be read.
    @discardableResult
    public func mergeExternalChanges() -> [String] {
        let report = SettingsDecodingReport()
        guard let persistence, let data = try? persistence.read(),
              let theirs = try? SettingsCoding.decode(Root.self, from: data, report: report)
        else { return [] }
        // Values another writer stored that the model refuses: the decoder read the default in their place.
        var refused: [String: String] = [:]
        for issue in report.issues {
            guard case .invalid(let reason) = issue.kind else { continue }
            let id = issue.path.joined(separator: ".")
            if refused[id] == nil { refused[id] = reason }
        }
        for id in (persistence as? SettingsRoutedPersistence)?.unreadableSyncedSettings ?? [] {
            refused[id] = "the synced value is not JSON"
        }
        var rejected: [SettingsRejectedChange] = []
        var newInitial = initial
        var newCurrent = current
        var changed: [String] = []
        var bases = storageState.conflictBases
        for setting in form.allSettings {
            let stored = setting.value(in: theirs)
            let loaded = setting.value(in: initial)
            if let reason = refused[setting.id] {
                rejected.append(SettingsRejectedChange(setting: setting.id, reason: reason, kept: setting.displayText(loaded)))
                continue
            }
            guard stored != loaded else { continue }
            changed.append(setting.id)
            let editing = setting.value(in: current)
            _ = setting.setValue(stored, in: &newInitial)
            if editing == loaded {
                _ = setting.setValue(stored, in: &newCurrent)
            } else if editing != stored, bases[setting.id] == nil {
                bases[setting.id] = setting.displayText(loaded)
            }
        }
        storageState.rejected = rejected
        guard !changed.isEmpty else { return [] }
        let resets = explicitness.resets
        explicitness = SettingsExplicitness(document: data, settings: form.allSettings)
        explicitness.resets = resets
        initial = newInitial
        if newCurrent != current { replaceCurrent(newCurrent) }
        storageState.conflictBases = bases.filter { id, _ in
            form.setting(id: id).map { $0.value(in: newCurrent) != $0.value(in: newInitial) } ?? false
        }
        return changed
    }

    /// The values another device or process stored that the last ``mergeExternalChanges()`` did not take, in form
    /// order, with why: each setting kept the value it had.
    public var rejectedExternalChanges: [SettingsRejectedChange] {
        storageState.rejected
    }

    /// The settings another device or process changed while an edit of them was pending, in form order: the edit
    /// is kept; saving writes it, cancelling takes their value. Empty once saved or cancelled.
    public var conflicts: [SettingsConflict] {
        let bases = storageState.conflictBases
        guard !bases.isEmpty else { return [] }
        let value = current
        let saved = initial
        return form.allSettings.compactMap { setting in
            guard let base = bases[setting.id] else { return nil }
            let yours = setting.value(in: value)
            let theirs = setting.value(in: saved)
            guard yours != theirs else { return nil }
            return SettingsConflict(id: setting.id, title: setting.title, oldValue: base,
                                    theirValue: setting.displayText(theirs), yourValue: setting.displayText(yours))
        }
    }

    /// The conflict of one setting, if it has one (for its row in the review screen).
    public func conflict(for id: String) -> SettingsConflict? {
        storageState.conflictBases[id] == nil ? nil : conflicts.first { $0.id == id }
    }

    /// Merges each change another device or writer reports (``SettingsRoutedPersistence`` with iCloud, a
    /// ``SettingsFlatPersistence``'s keys written by `@AppStorage` or any `UserDefaults` code) into this store on the
    /// main actor, until ``stopObservingExternalChanges()``. Returns false when the persistence reports no changes.
    @discardableResult
    public func observeExternalChanges() -> Bool {
        guard let observable = persistence as? any SettingsObservablePersistence else { return false }
        storageState.observation = observable.observeExternalChanges { [weak self] _ in
            Task { @MainActor in self?.mergeExternalChanges() }
        }
        return storageState.observation != nil
    }

    public func stopObservingExternalChanges() {
        storageState.observation?.cancel()
        storageState.observation = nil
    }

    /// The synced values the last save kept on this device instead of syncing them (over iCloud's limits, or
    /// refused by it), with why; the save itself succeeded.
    public var syncRefusals: [SettingsSyncRefusal] {
        (persistence as? SettingsRoutedPersistence)?.syncRefusals ?? []
    }
}

/// Reading through a ``SettingsRoutedPersistence``: what it found while composing its places into one document.
extension SettingsStore {
    /// The keys the routed persistence found more than once in a mapping (its places are composed into one
    /// document, which has each key once), reported as the store reports them in a plain document.
    func recordDuplicateKeys(of routed: SettingsRoutedPersistence, in report: SettingsDecodingReport) {
        for path in routed.duplicateKeyPaths {
            report.record(.init(path: path, kind: .duplicateKey("the first value was read and this one dropped")))
        }
    }

    /// The document read again with the value this device last wrote for each synced setting whose iCloud value
    /// the model refused (`report`) or that is not JSON, when this device has one; with the value decoded from it,
    /// its report, and the refused values (for ``rejectedExternalChanges``). Nil when there is none, or when the
    /// second read fails (the first one stands).
    func readKeptHere(from routed: SettingsRoutedPersistence, refusedIn report: SettingsDecodingReport)
        -> (data: Data, value: Root, report: SettingsDecodingReport, rejected: [SettingsRejectedChange])? {
        let kept = routed.syncedHereIDs
        guard !kept.isEmpty else { return nil }
        var refused: [String: String] = [:]
        for issue in report.issues {
            guard case .invalid(let reason) = issue.kind else { continue }
            let id = issue.path.joined(separator: ".")
            if kept.contains(id), refused[id] == nil { refused[id] = reason }
        }
        for id in routed.unreadableSyncedSettings where kept.contains(id) {
            refused[id] = "the synced value is not JSON"
        }
        guard !refused.isEmpty, let data = try? routed.read(keepingHere: Set(refused.keys)) else { return nil }
        let next = SettingsDecodingReport()
        recordDuplicateKeys(of: routed, in: next)
        guard let value = try? SettingsCoding.decode(Root.self, from: data, report: next) else { return nil }
        let rejected = form.allSettings.compactMap { setting in
            refused[setting.id].map {
                SettingsRejectedChange(setting: setting.id, reason: $0, kept: setting.displayText(setting.value(in: value)))
            }
        }
        return (data, value, next, rejected)
    }
}
