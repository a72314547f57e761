import Foundation
import Observation
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

@MainActor
@Suite struct StoreTests {
    @Test func aNewStoreHasNoChanges() {
        let store = SettingsStore(form: betaForm)
        #expect(store.current == BetaSettings())
        #expect(store.changes.isEmpty)
        #expect(!store.hasChanges)
        #expect(!store.needsRestart)
    }

    @Test func typedChangesAreListedWithDisplayText() {
        let store = SettingsStore(form: betaForm)
        store.set(\.smoothing.dayPeriod, to: 14)
        store.set(\.calculation.mode, to: .weightedAverage)
        store.set(\.smoothing.grouped.nickname, to: "Sam")
        #expect(store.changes == [
            SettingsChange(id: "calculation.mode", title: "Mode", oldValue: "Linear regression",
                           newValue: "Weighted average", requiresRestart: false, sideEffect: "reindex",
                           sectionTitles: ["Calculation"]),
            SettingsChange(id: "smoothing.dayPeriod", title: "Day period", oldValue: "7", newValue: "14",
                           requiresRestart: false, sideEffect: nil, sectionTitles: ["Smoothing"]),
            SettingsChange(id: "smoothing.grouped.nickname", title: "Nickname", oldValue: "none", newValue: "\"Sam\"",
                           requiresRestart: false, sideEffect: nil, sectionTitles: ["Smoothing", "Grouped"]),
        ])
        #expect(store.changes[1].summary == "7 → 14")
        #expect(store.changes[2].qualifiedTitle == "Smoothing › Grouped › Nickname")
        #expect(store.changes[2].sectionPath == "Smoothing › Grouped")
        #expect(!store.needsRestart)
    }

    /// Two settings of one title in different sections (a port's two "Primary action" rows) are named apart in
    /// the changes the review screen lists, whichever way they were edited.
    @Test func changesOfTheSameTitleAreNamedByTheirSections() throws {
        var form = betaForm
        func retitle(_ sections: inout [SettingsFormSection<BetaSettings>]) {
            for index in sections.indices {
                sections[index].rows = sections[index].rows.map { row in
                    guard case .setting(var setting) = row, ["smoothing.dayPeriod", "smoothing.grouped.level"].contains(setting.id) else { return row }
                    setting.title = "Primary action"
                    return .setting(setting)
                }
                retitle(&sections[index].sections)
            }
        }
        retitle(&form.sections)
        let store = SettingsStore(form: form)
        store.set(\.smoothing.dayPeriod, to: 14)
        store.set(\.smoothing.grouped.level, to: 2)
        #expect(store.changes.map(\.title) == ["Primary action", "Primary action"])
        #expect(store.changes.map(\.qualifiedTitle) == ["Smoothing › Primary action", "Smoothing › Grouped › Primary action"])
        // A direct mutation goes through the other path (every setting compared), with the same names.
        let direct = SettingsStore(form: form)
        direct.current.smoothing.grouped.level = 3
        direct.current.smoothing.dayPeriod = 9
        #expect(direct.changes.map(\.qualifiedTitle) == ["Smoothing › Primary action", "Smoothing › Grouped › Primary action"])
    }

    @Test func aDirectMutationIsSeenToo() {
        let store = SettingsStore(form: betaForm)
        store.current.smoothing.grouped.prettyCool = false
        #expect(store.changes.map(\.id) == ["smoothing.grouped.prettyCool"])
        #expect(store.changes.first?.summary == "on → off")
        store.current.smoothing.grouped.prettyCool = true
        #expect(store.changes.isEmpty, "setting the value back is no change")
    }

    @Test func restartFlagFollowsTheChanges() {
        let store = SettingsStore(form: betaForm)
        store.set(\.smoothing.algorithm, to: .exponentialAverage)
        #expect(store.needsRestart)
        #expect(store.changes.first?.requiresRestart == true)
        store.set(\.smoothing.algorithm, to: .movingAverage)
        #expect(!store.needsRestart)
    }

    @Test func numbersAreNormalizedOnSet() {
        let store = SettingsStore(form: betaForm)
        #expect(store.set(\.smoothing.dayPeriod, to: 45) == 30)
        #expect(store.set(\.smoothing.dayPeriod, to: -3) == 1)
        #expect(store.set(\.smoothing.grouped.level, to: 2.2) == 2.0)
        #expect(store.set(\.smoothing.grouped.level, to: 2.3) == 2.5)
        #expect(store.current.smoothing.grouped.level == 2.5)
    }

    @Test func erasedSetValidatesTheType() throws {
        let store = SettingsStore(form: betaForm)
        let dayPeriod = try #require(betaForm.setting(id: "smoothing.dayPeriod"))
        #expect(store.setValue(.int(99), for: dayPeriod) == .int(30))
        #expect(store.setValue(.string("seven"), for: dayPeriod) == nil)
        #expect(store.current.smoothing.dayPeriod == 30)
        let mode = try #require(betaForm.setting(id: "calculation.mode"))
        #expect(store.setValue(.enumCase("nonsense"), for: mode) == nil)
        #expect(store.setValue(.enumCase("weightedAverage"), for: mode) == .enumCase("weightedAverage"))
        #expect(store.current.calculation.mode == .weightedAverage)
    }

    @Test func saveNormalizesDirectEdits() throws {
        let store = SettingsStore(form: betaForm)
        store.current.smoothing.dayPeriod = 1000
        try store.save()
        #expect(store.current.smoothing.dayPeriod == 30)
        #expect(store.initial.smoothing.dayPeriod == 30)
    }

    @Test func cancelRestoresTheSavedValue() throws {
        let store = SettingsStore(form: betaForm)
        store.set(\.smoothing.dayPeriod, to: 10)
        try store.save()
        store.set(\.smoothing.dayPeriod, to: 20)
        store.current.calculation.text = "edited"
        store.cancel()
        #expect(store.current.smoothing.dayPeriod == 10)
        #expect(store.current.calculation.text == "")
        #expect(!store.hasChanges)
    }

    @Test func resetToDefaultsIsAnEditThatKeepsUnknownKeys() throws {
        var value = BetaSettings()
        value.smoothing.dayPeriod = 20
        value.smoothing._unknownFields["legacy"] = true
        let store = SettingsStore(form: betaForm, value: value)
        store.resetToDefaults()
        #expect(store.current.smoothing.dayPeriod == 7)
        #expect(store.current.smoothing._unknownFields["legacy"] == true)
        #expect(store.changes.map(\.id) == ["smoothing.dayPeriod"])
        #expect(store.initial.smoothing.dayPeriod == 20, "reset is not a save")
    }

    @Test func sideEffectsRunOncePerChangedSettingThenPersist() throws {
        let file = SettingsJSONFile(url: temporaryDirectory().appendingPathComponent("s.json"))
        let store = SettingsStore(form: betaForm, loadingFrom: file)
        var calls: [String] = []
        var persistedWhenHookRan: [Bool] = []
        store.registerSideEffect("reindex") { change in
            calls.append(change.id)
            persistedWhenHookRan.append((try? file.read()) != nil)
        }
        store.set(\.calculation.text, to: "a")
        store.set(\.calculation.text, to: "b")            // two edits, one change
        store.set(\.calculation.mode, to: .weightedAverage)
        store.set(\.smoothing.dayPeriod, to: 9)           // no hook
        let saved = try store.save()
        #expect(saved.map(\.id) == ["calculation.text", "calculation.mode", "smoothing.dayPeriod"])
        #expect(calls == ["calculation.text", "calculation.mode"])
        #expect(persistedWhenHookRan == [false, false], "hooks run before persisting")
        #expect(try file.read() != nil)

        // Saving again with nothing changed runs nothing.
        try store.save()
        #expect(calls.count == 2)
    }

    @Test func aMissingHookStopsTheSaveBeforeAnythingRuns() throws {
        let file = SettingsJSONFile(url: temporaryDirectory().appendingPathComponent("s.json"))
        let store = SettingsStore(form: betaForm, loadingFrom: file)
        #expect(store.unregisteredSideEffects == ["reindex"])
        store.set(\.calculation.text, to: "x")
        #expect(throws: SettingsStoreError.missingSideEffect(hook: "reindex", setting: "calculation.text")) {
            try store.save()
        }
        #expect(try file.read() == nil)
        #expect(store.hasChanges)
    }

    @Test func restartGoesThroughTheAppsHook() throws {
        let store = SettingsStore(form: betaForm)
        var restarted: [[String]] = []
        store.restartHandler = { changes in restarted.append(changes.map(\.id)) }
        store.set(\.smoothing.algorithm, to: .weightedMovingAverage)
        store.set(\.smoothing.dayPeriod, to: 3)
        try store.save()
        #expect(restarted == [["smoothing.algorithm"]])
        #expect(!store.needsRestart)
        store.set(\.smoothing.dayPeriod, to: 4)
        try store.save()
        #expect(restarted.count == 1, "no restart for changes that do not need one")
    }

    @Test func withoutARestartHandlerTheRestartStaysPending() throws {
        let store = SettingsStore(form: betaForm)
        store.set(\.smoothing.algorithm, to: .weightedMovingAverage)
        #expect(!store.restartPending)
        try store.save()
        #expect(store.restartPending)
    }

    @Test func theStoreIsObservable() {
        let store = SettingsStore(form: betaForm)
        let changed = Flag()
        withObservationTracking {
            _ = store.changes
        } onChange: {
            changed.set()
        }
        #expect(!changed.isSet)
        store.set(\.smoothing.dayPeriod, to: 8)
        #expect(changed.isSet)
    }
}

/// A fresh folder for a test's files, inside one folder for the whole test process, which is removed when the
/// process exits (Swift Testing has no hook after the last test): a run leaves nothing in the temporary directory.
func temporaryDirectory() -> URL {
    let url = storeTestsFolder.appendingPathComponent(UUID().uuidString)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private let storeTestsFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-store-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: storeTestsFolder) }
    return url
}()

/// A flag an observation callback (a `@Sendable` closure) can set.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

/// The store over a generated form (DebugMenu.settings.yaml names two hooks; `applyLogging` twice).
@MainActor
@Suite struct GeneratedFormStoreTests {
    @Test func hooksFromTheSchemaRunOncePerChangedSetting() throws {
        let store = SettingsStore(form: DebugMenuSettings.settingsForm)
        #expect(store.unregisteredSideEffects == ["applyLogging", "signOut"])
        var calls: [String] = []
        store.registerSideEffect("applyLogging") { calls.append("applyLogging:\($0.id)") }
        store.registerSideEffect("signOut") { calls.append("signOut:\($0.id)") }
        var restarts = 0
        store.restartHandler = { _ in restarts += 1 }
        store.set(\.diagnostics.logLevel, to: .debug)
        store.set(\.diagnostics.networkLogging, to: true)
        store.set(\.environment.server, to: .staging)
        #expect(store.needsRestart)
        try store.save()
        #expect(calls == ["signOut:environment.server", "applyLogging:diagnostics.logLevel", "applyLogging:diagnostics.networkLogging"])
        #expect(restarts == 1)
        #expect(store.changes.isEmpty)
    }

    /// The generated `SideEffect` enum: one case per `sideEffect:` name, and `registerSideEffects` registers a hook
    /// for every case through an exhaustive switch (a missing or misspelled case would not compile).
    @Test func theGeneratedSideEffectEnumRegistersEveryHook() throws {
        #expect(DebugMenuSettings.SideEffect.allCases.map(\.rawValue) == ["signOut", "applyLogging"])
        let store = SettingsStore(form: DebugMenuSettings.settingsForm)
        var calls: [String] = []
        store.registerSideEffects { (effect: DebugMenuSettings.SideEffect) in
            switch effect {
            case .signOut: { calls.append("signOut:\($0.id)") }
            case .applyLogging: { calls.append("applyLogging:\($0.id)") }
            }
        }
        #expect(store.unregisteredSideEffects.isEmpty)
        store.set(\.diagnostics.logLevel, to: .debug)
        store.set(\.environment.server, to: .staging)
        try store.save()
        #expect(calls == ["signOut:environment.server", "applyLogging:diagnostics.logLevel"])
    }
}

/// String rules and secure strings in the store: the change list masks secrets, and save refuses values that
/// break their rules (AccountSettings, Schemas/Account.settings.yaml).
@MainActor
@Suite struct StoreStringRulesTests {
    @Test func changesOfSecureSettingsAreMasked() {
        let store = SettingsStore(form: AccountSettings.settingsForm)
        store.set(\.signIn.corporateProxyPassword, to: "p@ss word")
        store.set(\.signIn.recoveryCode, to: "AB12CD34")
        #expect(store.changes.map(\.summary) == ["none → ••••••", "\"\" → ••••••"])
        #expect(!store.changes.description.contains("p@ss"))
        #expect(!store.changes.description.contains("AB12CD34"))
    }

    @Test func saveRefusesAValueThatBreaksItsRules() throws {
        let store = SettingsStore(form: AccountSettings.settingsForm)
        store.set(\.profile.username, to: "Maya R")
        #expect(store.problems.map(\.setting) == ["profile.username"])
        #expect(throws: SettingsStoreError.invalidValue(
            setting: "profile.username", message: "Use lowercase letters, digits and _, starting with a letter.")) {
            try store.save()
        }
        #expect(store.initial == AccountSettings())
        store.set(\.profile.username, to: "maya_r")
        #expect(store.problems.isEmpty)
        #expect(try store.save().map(\.id) == ["profile.username"])
        #expect(store.initial.profile.username == "maya_r")
    }
}
