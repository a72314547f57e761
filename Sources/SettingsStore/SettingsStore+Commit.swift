import Foundation
public import SettingsRuntime

/// Runs the store's coalesced writes later (`commit: immediate`): ``SettingsTaskScheduler`` in an app,
/// ``SettingsManualScheduler`` in tests, whose time moves only when the test says so.
@MainActor
public protocol SettingsCommitScheduler: AnyObject {
    /// Runs `action` once, `delay` seconds from now, on the main actor.
    func schedule(after delay: Double, _ action: @escaping @MainActor @Sendable () -> Void)
}

/// The scheduler of an app: a task that sleeps for the delay, then runs the action on the main actor.
@MainActor
public final class SettingsTaskScheduler: SettingsCommitScheduler {
    public init() {}

    public func schedule(after delay: Double, _ action: @escaping @MainActor @Sendable () -> Void) {
        let nanoseconds = UInt64(max(0, delay) * 1_000_000_000)
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: nanoseconds)
            action()
        }
    }
}

/// A scheduler whose clock moves only through ``advance(by:)``: what a test of coalesced writes uses, so it neither
/// sleeps nor depends on timing.
@MainActor
public final class SettingsManualScheduler: SettingsCommitScheduler {
    /// Seconds since the scheduler was made.
    public private(set) var now: Double = 0
    private var pending: [(due: Double, order: Int, action: @MainActor @Sendable () -> Void)] = []
    private var order = 0

    public init() {}

    /// How many actions wait for their time.
    public var pendingCount: Int { pending.count }

    public func schedule(after delay: Double, _ action: @escaping @MainActor @Sendable () -> Void) {
        order += 1
        pending.append((now + max(0, delay), order, action))
    }

    /// Moves the clock by `seconds`, running every action that falls due, in the order of their times.
    public func advance(by seconds: Double) {
        let end = now + seconds
        while let next = pending.indices.filter({ pending[$0].due <= end })
            .min(by: { (pending[$0].due, pending[$0].order) < (pending[$1].due, pending[$1].order) }) {
            let item = pending.remove(at: next)
            now = max(now, item.due)
            item.action()
        }
        now = end
    }
}

/// The store's bookkeeping of immediate commits: the value last written (the base of the next merged write), whether a
/// write is scheduled, and the undo and redo steps. Not observed.
struct SettingsCommitMachinery<Root> {
    /// The value that was `initial` when the first commit since the last write happened: the base the next write merges
    /// from (only what changed since is written over another writer's values). Nil: nothing waits to be written.
    var persistBase: Root?
    /// The ids committed since the last write (a reset among them stays "never set" until written).
    var committedSinceWrite: Set<String> = []
    /// Counts writes: a scheduled write that finds another number was overtaken by ``SettingsStore/flush()`` or a save.
    var writeNumber = 0
    var writeScheduled = false
    var undo: [SettingsUndoStep<Root>] = []
    var redo: [SettingsUndoStep<Root>] = []
    /// The commit mode of each of the store's settings (by position), and whether any setting tracks its edits
    /// (immediate, or with cascades): built once.
    var modes: [SettingsCommitMode]?
    var cascades: [Bool] = []
    /// Whether any setting is committed at once or cascades (set with ``modes``).
    var tracksAny = false

    mutating func wrote() {
        persistBase = nil
        committedSinceWrite = []
        writeNumber += 1
        writeScheduled = false
    }
}

/// One undoable edit: the settings it committed (by position) and how to put back their values from before it.
struct SettingsUndoStep<Root> {
    var positions: [Int]
    var restores: [@Sendable (inout Root) -> Void]
    var title: String
    /// The write window it was made in: a later edit of the same settings in the same window joins it.
    var writeNumber: Int
}

/// Commit modes (`commit: immediate`), cascades (`cascade:`) and undo. See docs/runtime.md, "Commit modes".
extension SettingsStore {
    /// The most undo steps kept.
    static var undoLimit: Int { 100 }

    // MARK: Configuration

    /// Runs coalesced writes; ``SettingsTaskScheduler`` unless set (a test sets a ``SettingsManualScheduler``).
    public var commitScheduler: any SettingsCommitScheduler {
        get {
            if let scheduler = commitSchedulerStorage { return scheduler }
            let scheduler = SettingsTaskScheduler()
            commitSchedulerStorage = scheduler
            return scheduler
        }
        set { commitSchedulerStorage = newValue }
    }

    /// The commit mode of a setting: its section's (``SettingsFormSection/commit``).
    public func commitMode(of setting: SettingsFormSetting<Root>) -> SettingsCommitMode {
        idIndex[setting.id].map { modes[$0] } ?? .review
    }

    /// True when every setting of the form is committed at once: a screen of it needs no review or Save button.
    public var commitsEverythingImmediately: Bool {
        !modes.isEmpty && modes.allSatisfy { $0 == .immediate }
    }

    private var modes: [SettingsCommitMode] {
        if let modes = commitMachinery.modes { return modes }
        var modes: [SettingsCommitMode] = []
        var cascades: [Bool] = []
        modes.reserveCapacity(settings.count)
        func walk(_ section: SettingsFormSection<Root>) {
            for setting in section.settings {
                modes.append(section.commit)
                cascades.append(!setting.cascades.isEmpty)
            }
            for inner in section.sections { walk(inner) }
        }
        for section in form.sections { walk(section) }
        commitMachinery.modes = modes
        commitMachinery.cascades = cascades
        commitMachinery.tracksAny = modes.contains(.immediate) || cascades.contains(true)
        return modes
    }

    /// Whether any setting's edit needs its value from before (one cascades, or is committed at once): a direct
    /// mutation of ``current`` then looks for what it changed.
    var tracksAnyEdit: Bool {
        _ = modes
        return commitMachinery.tracksAny
    }

    /// After a direct mutation of ``current`` (its value was `before`): each setting it changed that cascades or is
    /// committed at once is edited as through ``set(_:to:)``. Linear in the form's settings, as the mutation's copy is.
    func didMutateCurrent(from before: Root) {
        var changed: [(position: Int, value: SettingsValue)] = []
        for position in settings.indices where tracksEdits(at: position) {
            let old = settings[position].value(in: before)
            if old != settings[position].value(in: currentValue) { changed.append((position, old)) }
        }
        for (position, value) in changed {
            // Numbers into their range and onto their step, as `set(_:to:)` stores them.
            withMutation(keyPath: \.current) { _ = settings[position].normalize(in: &currentValue) }
            if !explicitness.resets.isEmpty { explicitness.resets.remove(settings[position].id) }
            didEdit(at: position, from: value)
        }
    }

    /// Whether an edit of the setting at `position` needs its value from before (it cascades, or is committed at once).
    func tracksEdits(at position: Int) -> Bool {
        let modes = modes
        return position < modes.count && (modes[position] == .immediate || commitMachinery.cascades[position])
    }

    // MARK: Editing

    /// After an edit of the setting at `position` (its value was `before`): applies its cascades, then commits the edit
    /// when the setting's section commits at once.
    func didEdit(at position: Int, from before: SettingsValue) {
        var touched = [position]
        applyCascades(from: position, before: before, touched: &touched)
        if modes[position] == .immediate {
            commit(touched, undoable: true, title: settings[position].title)
        }
    }

    /// Sets the targets of every cascade the edit triggers, and theirs, each setting at most once per edit (the compiler
    /// refuses cycles; a form written by hand cannot loop either). Linear in the settings set.
    private func applyCascades(from position: Int, before: SettingsValue, touched: inout [Int]) {
        var pending = [(position, before)]
        var seen: Set<Int> = [position]
        while let (source, old) = pending.popLast() {
            let setting = settings[source]
            guard !setting.cascades.isEmpty else { continue }
            let new = setting.value(in: currentValue)
            for cascade in setting.cascades where cascade.applies(from: old, to: new) {
                for target in cascade.set {
                    guard let index = idIndex[target.id], !seen.contains(index) else { continue }
                    let targetSetting = settings[index]
                    let targetOld = targetSetting.value(in: currentValue)
                    var stored: SettingsValue?
                    withMutation(keyPath: \.current) { stored = targetSetting.setValue(target.value, in: &currentValue) }
                    guard stored != nil else { continue }
                    seen.insert(index)
                    touched.append(index)
                    edits.positions.insert(index)
                    if !explicitness.resets.isEmpty { explicitness.resets.remove(targetSetting.id) }
                    pending.append((index, targetOld))
                }
            }
        }
    }

    /// Commits the settings at `positions` (one edit and its cascades): each that differs from `initial` and breaks no
    /// rule runs its side effect and becomes part of `initial`; the write is scheduled. A setting whose value breaks its
    /// string rules stays pending (listed in ``problems``), as does one whose side effect is not registered
    /// (``commitError``).
    private func commit(_ positions: [Int], undoable: Bool, title: String) {
        if let saveRefusal {
            commitError = saveRefusal
            return
        }
        var committed: [Int] = []
        var changes: [SettingsChange] = []
        var error: SettingsStoreError?
        for position in positions.sorted() {
            let setting = settings[position]
            if let message = setting.problem(with: setting.value(in: currentValue)) {
                error = error ?? .invalidValue(setting: setting.id, message: message)
                continue
            }
            guard let change = change(at: position) else { continue }
            if let hook = change.sideEffect, sideEffects[hook] == nil {
                error = error ?? .missingSideEffect(hook: hook, setting: change.id)
                continue
            }
            committed.append(position)
            changes.append(change)
        }
        commitError = error
        guard !committed.isEmpty else { return }
        if undoable { recordUndo(of: committed, title: title) }
        if persistence != nil, commitMachinery.persistBase == nil { commitMachinery.persistBase = initialValue }
        withMutation(keyPath: \.initial) {
            for position in committed { settings[position].capturedValue(in: currentValue)(&initialValue) }
        }
        for position in committed { commitMachinery.committedSinceWrite.insert(settings[position].id) }
        for change in changes {
            if let hook = change.sideEffect { sideEffects[hook]?(change) }
        }
        if persistence == nil {
            // Nothing is written: the committed settings are chosen now, or never set again after a reset.
            for position in committed {
                let id = settings[position].id
                if explicitness.resets.remove(id) != nil { explicitness.stored.remove(id) } else { explicitness.stored.insert(id) }
            }
        }
        scheduleWrite()
        requestRestart(for: changes.filter(\.requiresRestart))
    }

    private func change(at position: Int) -> SettingsChange? {
        let setting = settings[position]
        let before = setting.value(in: initialValue)
        let after = setting.value(in: currentValue)
        guard before != after else { return nil }
        return SettingsChange(
            id: setting.id, title: setting.title, oldValue: setting.displayText(before),
            newValue: setting.displayText(after), requiresRestart: setting.requiresRestart,
            sideEffect: setting.sideEffect, sectionTitles: settingSectionTitles[position])
    }

    /// Calls the restart hook (or sets ``restartPending``) for committed changes that need a restart, and lists them in
    /// ``restartRequiredChanges``.
    func requestRestart(for changes: [SettingsChange]) {
        guard !changes.isEmpty else { return }
        for change in changes {
            restartRequiredChanges.removeAll { $0.id == change.id }
            restartRequiredChanges.append(change)
        }
        if let restartHandler {
            restartHandler(changes)
        } else {
            restartPending = true
        }
    }

    /// Clears ``restartRequiredChanges`` and ``restartPending``: the app restarted what needed it (or the person
    /// dismissed the banner).
    public func acknowledgeRestart() {
        restartRequiredChanges = []
        restartPending = false
    }

    // MARK: Writing

    /// Seconds between coalesced writes of immediate edits: the first edit after a write schedules one this much later,
    /// and every edit until then joins it, so a slider drag is one write per interval, not one per step. 0 writes at
    /// each edit.
    public var commitInterval: Double {
        get { commitIntervalStorage }
        set { commitIntervalStorage = max(0, newValue) }
    }

    /// True while committed edits wait for their write (``flush()`` writes them now).
    public var hasUnwrittenCommits: Bool { commitMachinery.persistBase != nil }

    private func scheduleWrite() {
        guard persistence != nil else {
            commitMachinery.wrote()
            return
        }
        if commitInterval == 0 {
            try? flush()
            return
        }
        guard !commitMachinery.writeScheduled else { return }
        commitMachinery.writeScheduled = true
        let number = commitMachinery.writeNumber
        commitScheduler.schedule(after: commitInterval) { [weak self] in
            guard let self, self.commitMachinery.writeNumber == number, self.commitMachinery.writeScheduled else { return }
            try? self.flush()
        }
    }

    /// Writes the committed edits that wait for their coalesced write, now; call it when the app goes to the background
    /// (`scenePhase` leaves `.active`). Merged with what another writer stored, as ``save()`` is; edits still under
    /// review are not written. Throws ``SettingsStoreError/persistence(_:)`` when writing fails (the edits stay
    /// committed and are written by the next flush or save).
    public func flush() throws {
        commitMachinery.writeScheduled = false
        guard let base = commitMachinery.persistBase, let persistence else { return }
        let value = initialValue
        let written: Root
        do {
            written = try persistence.withWriteLock { try persistMerged(value, base: base, to: persistence) }
        } catch {
            let failure = (error as? SettingsStoreError) ?? .persistence("\(persistence.location): \(error)")
            commitError = failure
            throw failure
        }
        // Resets still under review stay "never set" for the next save.
        let reviewResets = explicitness.resets.subtracting(commitMachinery.committedSinceWrite)
        commitMachinery.wrote()
        explicitness = SettingsExplicitness(document: lastStored, settings: settings)
        explicitness.resets = reviewResets
        commitError = nil
        guard !Self.sameValues(written, value, settings: settings) else { return }
        // Another writer saved meanwhile: take its values wherever nothing is being edited here.
        var newCurrent = currentValue
        for setting in settings where setting.value(in: currentValue) == setting.value(in: value) {
            setting.capturedValue(in: written)(&newCurrent)
        }
        initial = written
        replaceCurrent(newCurrent)
        resolveLayers()
    }

    private static func sameValues(_ a: Root, _ b: Root, settings: [SettingsFormSetting<Root>]) -> Bool {
        settings.allSatisfy { $0.value(in: a) == $0.value(in: b) }
    }

    // MARK: Undo

    /// Whether ``undoLastEdit()`` has an edit to undo.
    public var canUndo: Bool { !commitMachinery.undo.isEmpty }
    /// Whether ``redoLastUndo()`` has an undone edit to redo.
    public var canRedo: Bool { !commitMachinery.redo.isEmpty }

    /// Undoes the last edit committed at once (`commit: immediate`): its settings, cascades included, go back to their
    /// values from before it, which is itself committed (side effects run, the value is written). Edits of the same
    /// settings before one write join one step, so a slider drag undoes as a whole. Returns false when there is none.
    @discardableResult
    public func undoLastEdit() -> Bool {
        guard let step = commitMachinery.undo.popLast() else { return false }
        let inverse = apply(step)
        commitMachinery.redo.append(inverse)
        undoRegistration?(inverse.title) { [weak self] in _ = self?.redoLastUndo() }
        return true
    }

    /// Redoes the edit ``undoLastEdit()`` undid last. Returns false when there is none.
    @discardableResult
    public func redoLastUndo() -> Bool {
        guard let step = commitMachinery.redo.popLast() else { return false }
        let inverse = apply(step)
        commitMachinery.undo.append(inverse)
        undoRegistration?(inverse.title) { [weak self] in _ = self?.undoLastEdit() }
        return true
    }

    /// Puts back the values of a step and commits them; returns the step that puts back the values it replaced.
    private func apply(_ step: SettingsUndoStep<Root>) -> SettingsUndoStep<Root> {
        let inverse = SettingsUndoStep(
            positions: step.positions, restores: step.positions.map { settings[$0].capturedValue(in: currentValue) },
            title: step.title, writeNumber: -1)
        withMutation(keyPath: \.current) {
            for restore in step.restores { restore(&currentValue) }
        }
        for position in step.positions {
            edits.positions.insert(position)
            if !explicitness.resets.isEmpty { explicitness.resets.remove(settings[position].id) }
        }
        commit(step.positions, undoable: false, title: step.title)
        return inverse
    }

    private func recordUndo(of positions: [Int], title: String) {
        let machinery = commitMachinery
        if let last = machinery.undo.last, last.writeNumber == machinery.writeNumber, last.positions == positions {
            return  // the same settings again before a write (a drag): the step keeps the values from before the first
        }
        let step = SettingsUndoStep(
            positions: positions, restores: positions.map { settings[$0].capturedValue(in: initialValue) }, title: title,
            writeNumber: machinery.writeNumber)
        commitMachinery.undo.append(step)
        if commitMachinery.undo.count > Self.undoLimit { commitMachinery.undo.removeFirst() }
        commitMachinery.redo = []
        undoRegistration?(title) { [weak self] in _ = self?.undoLastEdit() }
    }
}
