import Foundation
import Observation
public import SettingsRuntime

/// One setting whose value differs between the saved (initial) and the current value of a store.
public struct SettingsChange: Hashable, Sendable, Identifiable {
    /// The setting's id: its dotted path of persistence keys, e.g. `smoothing.dayPeriod`.
    public var id: String
    public var title: String
    /// The titles of the sections that hold the setting, outermost first (`["Swipe actions", "Left"]`): two
    /// settings of the same title in different sections are told apart by them (``qualifiedTitle``).
    public var sectionTitles: [String]
    /// The saved value, as the form shows it (`7`, `Moving average`, `on`, `"text"`, `none`).
    public var oldValue: String
    /// The current value, as the form shows it.
    public var newValue: String
    public var requiresRestart: Bool
    /// The side-effect hook `save()` runs for this change, if the schema names one.
    public var sideEffect: String?

    public init(
        id: String, title: String, oldValue: String, newValue: String, requiresRestart: Bool, sideEffect: String?,
        sectionTitles: [String] = []
    ) {
        self.id = id
        self.title = title
        self.sectionTitles = sectionTitles
        self.oldValue = oldValue
        self.newValue = newValue
        self.requiresRestart = requiresRestart
        self.sideEffect = sideEffect
    }

    /// `7 → 14`, for a review screen.
    public var summary: String { "\(oldValue) → \(newValue)" }

    /// The sections' titles and the setting's, `Swipe actions › Left › Primary action`: the name of the change that
    /// no other setting shares (the review screen shows the sections above the title).
    public var qualifiedTitle: String { (sectionTitles + [title]).joined(separator: " › ") }

    /// The sections' titles alone, `Swipe actions › Left` (empty for a setting at the top).
    public var sectionPath: String { sectionTitles.joined(separator: " › ") }
}

/// Why a store could not save.
public enum SettingsStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A changed setting names a side-effect hook the app has not registered. Nothing ran, nothing was saved.
    case missingSideEffect(hook: String, setting: String)
    /// The persistence layer failed; the changes stay pending.
    case persistence(String)
    /// The stored data could not be read when the store loaded (an I/O error, not bad content), so saving
    /// would replace data the store never saw. Nothing ran, nothing was saved; fix the cause and `reload()`.
    case storedDataNotRead(String)
    /// The stored data could not be decoded (when the store loaded, or when a save found that another writer
    /// had left it so) and setting it aside failed (a full disk, no permission, every set-aside name taken), so
    /// saving would destroy the only copy. Nothing was saved; fix the cause and `reload()`.
    case storedDataNotSetAside(String)
    /// A setting's value breaks its rules (`minLength`, `maxLength`, `pattern`); the message says how, without
    /// the value. Nothing ran, nothing was saved.
    case invalidValue(setting: String, message: String)

    public var description: String {
        switch self {
        case .invalidValue(let setting, let message):
            "'\(setting)' cannot be saved: \(message)"
        case .missingSideEffect(let hook, let setting):
            "no side-effect hook '\(hook)' is registered (needed by the changed setting '\(setting)'); nothing was saved"
        case .persistence(let message):
            "could not save the settings: \(message)"
        case .storedDataNotRead(let location):
            "the stored settings in \(location) could not be read when loading; not overwriting them (reload first)"
        case .storedDataNotSetAside(let location):
            "the stored settings in \(location) could not be read and could not be set aside when loading; not overwriting the only copy (fix the cause, then reload)"
        }
    }
}

/// An observable store for one settings value of a generated model: the value as saved (`initial`) and as
/// edited (`current`), the list of changes between them, and save, cancel and reset.
///
/// Changes are found by comparing values, so an edit through ``set(_:to:)``, a SwiftUI binding, or a direct
/// mutation of ``current`` is seen alike. Numbers set through ``set(_:to:)`` or ``setValue(_:for:)`` are
/// normalized at once by ``SettingsValueRules/normalize(_:range:step:)``; ``save()`` normalizes whatever was
/// edited directly. Side effects are hooks the app registers under the schema's `sideEffect:` names; a
/// restart is requested through ``restartHandler``, which the app provides (the library never exits).
@MainActor
@Observable
public final class SettingsStore<Root: SettingsModel> {
    /// What the screen shows: sections, settings, titles, controls.
    @ObservationIgnored public let form: SettingsForm<Root>
    /// The value as last loaded or saved (or merged from another device: SettingsStore+Storage.swift).
    public internal(set) var initial: Root {
        get {
            access(keyPath: \.initial)
            return initialValue
        }
        set {
            withMutation(keyPath: \.initial) { initialValue = newValue }
            edits.all = true
        }
    }
    /// The value being edited. A direct mutation (`store.current.x = 1`, or a SwiftUI binding to
    /// `$store.current.x`) copies the value once; ``set(_:to:)`` and ``setValue(_:for:)`` change it in place. Either is
    /// an edit: a setting it changes is cascaded, and committed at once where its section says `commit: immediate`.
    public var current: Root {
        get {
            access(keyPath: \.current)
            return currentValue
        }
        set {
            let before = tracksAnyEdit ? currentValue : nil
            replaceCurrent(newValue)
            if let before { didMutateCurrent(from: before) }
        }
    }

    /// Replaces the value being edited without making it the person's edit: what loading, cancelling, another
    /// writer's change and the layers do (no cascade, no commit).
    func replaceCurrent(_ value: Root) {
        withMutation(keyPath: \.current) { currentValue = value }
        edits.all = true
    }
    // Stored here, observed through `initial` and `current`: the edit path changes them in place.
    @ObservationIgnored var initialValue: Root
    @ObservationIgnored var currentValue: Root
    /// Which settings may differ between `initial` and `current`: those edited through `set`/`setValue` (by
    /// their position in `settings`), or all of them after a direct mutation. Keeps `changes` O(edits).
    @ObservationIgnored var edits = Edits()
    /// The form's settings, in form order, and where each is found by key path and by id (built once).
    @ObservationIgnored lazy var settings: [SettingsFormSetting<Root>] = form.allSettings
    /// The search index of `form` (which never changes), built at the first search and kept: the search field of
    /// `SettingsSearchableRoot` searches on every keystroke, and building the index is most of a search's cost
    /// (14 M instructions of 25 M at 1,000 settings; issue 32). `SettingsSearchIndex(forms: [form,
    /// form.localized(using: other)])` finds texts in several languages, passed to `search(_:index:on:limit:)`.
    @ObservationIgnored public private(set) lazy var searchIndex = SettingsSearchIndex(form: form)
    /// The titles of the sections that hold each of `settings` (by position), for ``SettingsChange/sectionTitles``.
    @ObservationIgnored lazy var settingSectionTitles: [[String]] = Self.sectionTitles(of: form)
    @ObservationIgnored private lazy var settingIndex: [AnyKeyPath: Int] = {
        var index: [AnyKeyPath: Int] = [:]
        index.reserveCapacity(settings.count)
        for (position, setting) in settings.enumerated() {
            if let keyPath = setting.keyPath, index[keyPath] == nil { index[keyPath] = position }
        }
        return index
    }()
    @ObservationIgnored lazy var idIndex: [String: Int] = {
        var index: [String: Int] = [:]
        index.reserveCapacity(settings.count)
        for (position, setting) in settings.enumerated() where index[setting.id] == nil { index[setting.id] = position }
        return index
    }()

    struct Edits {
        var all = false
        var positions: Set<Int> = []
    }
    /// What loading adjusted: values that were missing, invalid or out of range and fell back or were moved,
    /// and stored data that could not be read at all (set aside, see ``SettingsPersistence/setAside(_:)``).
    public private(set) var loadIssues: [SettingsDecodingReport.Issue] = []
    /// The load issues that changed or lost a stored value (invalid, adjusted, partly kept, dropped): what to
    /// show or log. A setting the stored document has no value for was never set and takes its default as
    /// expected: it is not listed (SettingsStore+Reset.swift).
    public var loadProblems: [SettingsDecodingReport.Issue] { loadIssues.filter(\.isProblem) }
    /// True after a save whose changes need a restart when no ``restartHandler`` was set to perform it.
    public internal(set) var restartPending = false

    /// Called after a save that included changes marked `requiresRestart`, with those changes. The app
    /// decides what a restart is (relaunch a scene, ask the user, reset a container).
    @ObservationIgnored public var restartHandler: (@MainActor ([SettingsChange]) -> Void)?

    @ObservationIgnored let persistence: (any SettingsPersistence)?
    @ObservationIgnored var sideEffects: [String: @MainActor (SettingsChange) -> Void] = [:]
    /// Why ``save()`` must refuse: the last load could not read the stored data at all, or could not set aside
    /// data it could not decode. Nil when saving may replace the stored data.
    @ObservationIgnored var saveRefusal: SettingsStoreError?
    /// The document as this store last read or wrote it: when it is still what is stored, no other writer saved
    /// in between.
    @ObservationIgnored var lastStored: Data?
    /// Which settings are explicitly set and which were never set (SettingsStore+Reset.swift): only the
    /// explicitly set ones are written to the stored document.
    @ObservationIgnored var explicitness = SettingsExplicitness()
    /// The presets applied in this session (SettingsStore+Presets.swift); observed, so a picker follows it.
    var presetState = SettingsPresetState()
    /// Conflicts with changes made elsewhere and the external-change observation (SettingsStore+Storage.swift).
    var storageState = SettingsStorageState()
    /// The remote values and local overrides below the person's values (SettingsStore+Layers.swift); observed.
    var layers = SettingsLayerState()
    /// Commit modes, coalesced writes and undo (SettingsStore+Commit.swift); not observed.
    @ObservationIgnored var commitMachinery = SettingsCommitMachinery<Root>()
    @ObservationIgnored var commitSchedulerStorage: (any SettingsCommitScheduler)?
    @ObservationIgnored var commitIntervalStorage: Double = 0.5
    /// Called with a title ("Font size") and an action each time the store records an undo step of an immediate edit,
    /// and, while undoing, the step that redoes it: where an app registers them with its `UndoManager` (SettingsSwiftUI's
    /// `settingsUndo(_:)` modifier does it with SwiftUI's `undoManager`). See ``undoLastEdit()``.
    @ObservationIgnored public var undoRegistration: (@MainActor (String, @escaping @MainActor () -> Void) -> Void)?
    /// Why the last commit of an immediate edit, or its write, failed; nil after one succeeds (SettingsStore+Commit.swift).
    public internal(set) var commitError: SettingsStoreError?
    /// The committed changes that take effect after a restart, saved or committed at once, since the app last called
    /// ``acknowledgeRestart()``: what a "restart to apply" banner shows (`SettingsRestartBanner` in SettingsSwiftUI).
    public internal(set) var restartRequiredChanges: [SettingsChange] = []
    /// The facts conditions read as `$name` (SettingsStore+Facts.swift): the device's, and those the schema
    /// declares as the app last set them (each at its type's zero until then). Observed.
    public internal(set) var facts: SettingsFacts
    @ObservationIgnored var factState: SettingsFactState

    /// A store for `value` (every setting at its default unless given), saving to `persistence` if given.
    public init(form: SettingsForm<Root>, value: Root = Root(), persistence: (any SettingsPersistence)? = nil) {
        self.form = form
        self.initialValue = value
        self.currentValue = value
        self.persistence = persistence
        let declared = (Root.self as? any SettingsFactsDeclaring.Type)?.defaultFactValues ?? [:]
        self.factState = SettingsFactState(device: Self.runningDeviceFacts, app: declared)
        self.facts = factState.combined
    }

    /// A store with the value `persistence` holds (defaults when it holds nothing). Loading never fails and
    /// never loses data: see ``reload()``.
    public convenience init(form: SettingsForm<Root>, loadingFrom persistence: any SettingsPersistence) {
        self.init(form: form, value: Root(), persistence: persistence)
        reload()
    }

    // MARK: Loading

    /// Replaces both values with what the persistence holds. Values that cannot be used fall back to their
    /// defaults and keys the schema does not know are kept (the generated model's rules); each fallback is
    /// listed in ``loadIssues``. Stored data that cannot be read at all, or that cannot be accessed, is set
    /// aside by the persistence (not overwritten by the next save) and reported; the defaults are used.
    public func reload() {
        guard let persistence else { return }
        var value = Root()
        saveRefusal = nil
        lastStored = nil
        explicitness = SettingsExplicitness()
        var report = SettingsDecodingReport()
        let routed = persistence as? SettingsRoutedPersistence
        storageState.rejected = []
        do {
            if var data = try persistence.read() {
                do {
                    if let routed { recordDuplicateKeys(of: routed, in: report) }
                    value = try SettingsCoding.decode(Root.self, from: data, report: report)
                    if let routed, let kept = readKeptHere(from: routed, refusedIn: report) {
                        // Synced values the model refuses, read as the value this device last wrote instead.
                        (data, value, report) = (kept.data, kept.value, kept.report)
                        storageState.rejected = kept.rejected
                    }
                    lastStored = data
                    explicitness = SettingsExplicitness(document: data, settings: settings)
                } catch {
                    do {
                        let kept = try persistence.setAside(data)
                        report.record(.init(path: [], kind: .invalid("the stored data could not be read (\(error)); it was kept in \(kept)")))
                    } catch let asideError {
                        // No copy anywhere: the stored data must stay where it is until a reload sets it aside.
                        saveRefusal = .storedDataNotSetAside(persistence.location)
                        report.record(.init(path: [], kind: .invalid("the stored data could not be read (\(error)) and setting it aside failed (\(asideError)); saving is refused until a reload succeeds")))
                    }
                }
            }
        } catch {
            saveRefusal = .storedDataNotRead(persistence.location)
            report.record(.init(path: [], kind: .invalid("reading \(persistence.location) failed: \(error); saving is refused until a reload succeeds")))
        }
        initial = value
        replaceCurrent(value)
        edits = Edits()
        // What was committed at once and not yet written is replaced by what is stored, with its undo steps.
        commitMachinery.wrote()
        commitMachinery.undo = []
        commitMachinery.redo = []
        // A setting the document holds no value for was never set (SettingsStore+Reset.swift): not an issue.
        loadIssues = report.issues.filter { if case .missing = $0.kind { false } else { true } }
        resolveLayers()  // settings never set take their remote value or override (SettingsStore+Layers.swift)
    }

    // MARK: Reading and editing

    public subscript<Value>(keyPath: KeyPath<Root, Value>) -> Value {
        current[keyPath: keyPath]
    }

    /// Sets a setting, normalizing numbers by the setting's range and step; returns the value stored.
    @discardableResult
    public func set<Value>(_ keyPath: WritableKeyPath<Root, Value>, to value: Value) -> Value {
        // In place, and the setting found through an index: one edit costs the same for 10 or 10,000 settings.
        let position = settingIndex[keyPath]
        // The value before the edit, for cascades and immediate commits (SettingsStore+Commit.swift).
        let before = position.flatMap { tracksEdits(at: $0) ? settings[$0].value(in: currentValue) : nil }
        withMutation(keyPath: \.current) {
            currentValue[keyPath: keyPath] = value
            if let position { settings[position].normalize(in: &currentValue) }
        }
        if let position {
            edits.positions.insert(position)
            if !explicitness.resets.isEmpty { explicitness.resets.remove(settings[position].id) }
            if let before { didEdit(at: position, from: before) }
        } else {
            edits.all = true
        }
        return currentValue[keyPath: keyPath]
    }

    /// The current value of a form setting.
    public func value(of setting: SettingsFormSetting<Root>) -> SettingsValue {
        setting.value(in: current)
    }

    /// Sets a form setting (normalized); returns the value stored, or nil when `value` has the wrong type.
    @discardableResult
    public func setValue(_ value: SettingsValue, for setting: SettingsFormSetting<Root>) -> SettingsValue? {
        setValue(value, for: setting, resetting: false)
    }

    /// ``setValue(_:for:)``; a reset (`resetting`) marks the setting "never set" before an immediate commit writes it.
    @discardableResult
    func setValue(_ value: SettingsValue, for setting: SettingsFormSetting<Root>, resetting: Bool) -> SettingsValue? {
        let position = idIndex[setting.id]
        let before = position.flatMap { tracksEdits(at: $0) ? setting.value(in: currentValue) : nil }
        var stored: SettingsValue?
        withMutation(keyPath: \.current) { stored = setting.setValue(value, in: &currentValue) }
        guard let stored else { return nil }
        if resetting {
            explicitness.resets.insert(setting.id)
        } else if !explicitness.resets.isEmpty {
            explicitness.resets.remove(setting.id)
        }
        if let position { edits.positions.insert(position) } else { edits.all = true }
        if let position, let before { didEdit(at: position, from: before) }
        return stored
    }

    // MARK: Changes

    /// The settings whose current value differs from the saved one, in form order. After edits through
    /// ``set(_:to:)`` and ``setValue(_:for:)`` only the edited settings are compared (O(edits)); after a direct
    /// mutation of ``current``, every setting once.
    public var changes: [SettingsChange] {
        access(keyPath: \.initial)
        access(keyPath: \.current)
        // The two values are passed in place (`&`), not read out: reading a class's stored struct copies it, which
        // for a model of 10,000 settings made one `changes` after one edit cost 200 µs instead of 10 (bench/results.md).
        if edits.all {
            var positions: Set<Int> = []
            var result: [SettingsChange] = []
            for position in settings.indices {
                guard let change = Self.change(
                    settings[position], in: settingSectionTitles[position], from: &initialValue, to: &currentValue) else { continue }
                positions.insert(position)
                result.append(change)
            }
            edits = Edits(all: false, positions: positions)
            return result
        }
        var result: [SettingsChange] = []
        for position in edits.positions.sorted() {
            if let change = Self.change(settings[position], in: settingSectionTitles[position], from: &initialValue, to: &currentValue) {
                result.append(change)
            }
        }
        return result
    }

    /// `old` and `new` are `inout` only so that they are not copied (neither is changed).
    private static func change(
        _ setting: SettingsFormSetting<Root>, in sectionTitles: [String], from old: inout Root, to new: inout Root
    ) -> SettingsChange? {
        let before = setting.value(in: old)
        let after = setting.value(in: new)
        guard before != after else { return nil }
        return SettingsChange(
            id: setting.id, title: setting.title, oldValue: setting.displayText(before),
            newValue: setting.displayText(after), requiresRestart: setting.requiresRestart,
            sideEffect: setting.sideEffect, sectionTitles: sectionTitles)
    }

    /// The titles of the sections around each setting of `form.allSettings`, in the same order.
    static func sectionTitles(of form: SettingsForm<Root>) -> [[String]] {
        var result: [[String]] = []
        func walk(_ section: SettingsFormSection<Root>, _ outer: [String]) {
            let titles = outer + [section.title]
            for _ in section.settings { result.append(titles) }
            for inner in section.sections { walk(inner, titles) }
        }
        for section in form.sections { walk(section, []) }
        return result
    }

    /// The settings whose current value breaks their rules (a string's `minLength`, `maxLength`, `pattern`),
    /// in form order, with what a form shows about each; ``save()`` refuses to save while there are any.
    public var problems: [(setting: String, message: String)] {
        form.allSettings.compactMap { setting in
            setting.problem(with: setting.value(in: current)).map { (setting.id, $0) }
        }
    }

    /// True when the current value differs from the saved one in any way.
    public var hasChanges: Bool { current != initial }

    /// True when saving now would need a restart.
    public var needsRestart: Bool { changes.contains(where: \.requiresRestart) }

    /// The changes between two values of the model, every setting compared, in form order (the form's settings and
    /// their section titles as the store keeps them, computed once).
    func changes(from old: Root, to new: Root) -> [SettingsChange] {
        var old = old
        var new = new
        return settings.indices.compactMap { position in
            Self.change(settings[position], in: settingSectionTitles[position], from: &old, to: &new)
        }
    }

    // MARK: Side effects

    /// Registers a hook for every `sideEffect:` name of the schema at once, from the generated enum
    /// (`BetaSettings.SideEffect`): `hook` is asked once for each case, so an exhaustive `switch` over the enum makes a
    /// missing or misspelled hook a compile error, as the DSL's hooks are:
    ///
    ///     store.registerSideEffects { (effect: DebugMenuSettings.SideEffect) in
    ///         switch effect {
    ///         case .signOut: { _ in session.signOut() }
    ///         case .applyLogging: { change in logger.apply(change) }
    ///         }
    ///     }
    public func registerSideEffects<Name: RawRepresentable & CaseIterable>(
        _ hook: (Name) -> @MainActor (SettingsChange) -> Void
    ) where Name.RawValue == String {
        for name in Name.allCases { registerSideEffect(name.rawValue, hook(name)) }
    }

    /// Registers the hook for a `sideEffect:` name; `save()` calls it once for each changed setting naming it.
    /// ``registerSideEffects(_:)`` checks the names at compile time.
    public func registerSideEffect(_ name: String, _ hook: @escaping @MainActor (SettingsChange) -> Void) {
        sideEffects[name] = hook
    }

    /// The hook names the form uses that have no registered hook, sorted (for a start-up check).
    public var unregisteredSideEffects: [String] {
        Set(form.allSettings.compactMap(\.sideEffect)).subtracting(sideEffects.keys).sorted()
    }

    // MARK: Save, cancel, reset

    /// Saves the current value: normalizes every number, runs the side effect of each changed setting exactly
    /// once (in form order), persists, then calls ``restartHandler`` if a saved change requires a restart.
    /// Persisting merges: under the persistence's write lock it reads what is stored now and replaces only the
    /// values this store changed (`initial` → `current`), so what another writer saved meanwhile stays, and
    /// `initial` and `current` then hold the merged value.
    /// Returns the saved changes. Throws before anything runs when a setting breaks its rules (``problems``), when a changed setting's hook is not registered
    /// or when the stored data could not be read at load time (saving would overwrite it), and when persisting
    /// fails (the changes then stay pending; the side effects have run).
    @discardableResult
    public func save() throws -> [SettingsChange] {
        if let saveRefusal { throw saveRefusal }
        if let (setting, message) = problems.first { throw SettingsStoreError.invalidValue(setting: setting, message: message) }
        // Immediate edits committed but not yet written are written with this save (SettingsStore+Commit.swift).
        let base = commitMachinery.persistBase ?? initial
        var value = current
        for setting in form.allSettings { setting.normalize(in: &value) }
        if value != current { replaceCurrent(value) }
        let saved = changes(from: initial, to: value)
        for change in saved {
            if let hook = change.sideEffect, sideEffects[hook] == nil {
                throw SettingsStoreError.missingSideEffect(hook: hook, setting: change.id)
            }
        }
        for change in saved {
            if let hook = change.sideEffect { sideEffects[hook]?(change) }
        }
        if let persistence {
            do {
                value = try persistence.withWriteLock { try persistMerged(value, base: base, to: persistence) }
                commitMachinery.wrote()
                explicitness = SettingsExplicitness(document: lastStored, settings: settings)
            } catch let error as SettingsStoreError {
                throw error
            } catch {
                throw SettingsStoreError.persistence("\(persistence.location): \(error)")
            }
            if value != current { replaceCurrent(value) }
        } else {
            explicitness = SettingsExplicitness(chosenIn: value, initial: initial, by: explicitness, settings: settings)
        }
        initial = value
        edits = Edits()
        resolveLayers()  // settings never set take their remote value or override (SettingsStore+Layers.swift)
        commitError = nil
        requestRestart(for: saved.filter(\.requiresRestart))
        return saved
    }

    /// Writes `value` merged into what is stored now (called under the persistence's write lock) and returns
    /// the value the written document holds. Only what this store changed (`initial` → `value`, compared as
    /// JSON, value by value) replaces what is stored; every other value and unknown key stays as another writer
    /// left it. Stored data that is no longer readable is set aside first.
    func persistMerged(_ value: Root, base initial: Root, to persistence: any SettingsPersistence) throws -> Root {
        // Only the explicitly set values are written (SettingsStore+Reset.swift): a never-set one follows the default.
        let mine = explicitness.pruned(try SettingsCoding.encode(value), value: value, initial: initial, settings: settings)
        guard let stored = try persistence.read() else {
            try persistence.write(mine)
            lastStored = mine
            return value
        }
        let base = SettingsDocument(SettingsExplicitness(stored: explicitness.stored, bases: explicitness.bases).pruned(
            try SettingsCoding.encode(initial), value: initial, initial: initial, settings: settings))
        if var theirs = SettingsDocument(stored), let mineDocument = SettingsDocument(mine) {
            // A value stored elsewhere that this store refused (``rejectedExternalChanges``) counts as unchanged, so
            // the value this store has is written back over it.
            for rejected in storageState.rejected { theirs = theirs.setting(base?.member(at: rejected.setting), at: rejected.setting) }
            if let merged = SettingsDocument.merge(base: base, mine: mineDocument, theirs: theirs)?.data {
                // When no other writer saved since this store's last read or write, the merged document holds `value`.
                let mergedValue = stored == lastStored
                    ? value : try? SettingsCoding.decode(Root.self, from: merged, report: SettingsDecodingReport())
                if let mergedValue {
                    try persistence.write(merged)
                    storageState.rejected = []  // written back
                    lastStored = merged
                    return mergedValue
                }
            }
        }
        // Not a document this store can merge into (another writer left broken data): keep it, then write.
        do {
            _ = try persistence.setAside(stored)
        } catch {
            throw SettingsStoreError.storedDataNotSetAside(persistence.location)
        }
        try persistence.write(mine)
        lastStored = mine
        return value
    }

    /// Discards the edits: the current value becomes the saved one again.
    public func cancel() {
        replaceCurrent(initial)
        edits = Edits()
        // A reset committed at once (`commit: immediate`) stays "never set" until it is written.
        explicitness.resets.formIntersection(commitMachinery.committedSinceWrite)
    }

    /// Sets every setting to its default, as never set (an edit like any other: review it, then save or cancel).
    /// Keys the schema does not know are kept. The same as ``resetAll()`` (SettingsStore+Reset.swift).
    public func resetToDefaults() {
        resetAll()
    }
}
