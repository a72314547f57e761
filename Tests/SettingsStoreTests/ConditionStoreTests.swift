import Foundation
import GeneratedSettings
import Observation
import SettingsRuntime
import SettingsStore
import Testing

/// `isVisible`/`isEnabled` of the store, on the generated Playback schema (Schemas/Playback.settings.yaml).
@MainActor
@Suite struct ConditionStoreTests {
    let form = PlaybackSettings.settingsForm

    @Test func visibilityFollowsTheCurrentValue() throws {
        let store = SettingsStore(form: form)
        #expect(store.isVisible(\.smoothing.windowSize))
        #expect(!store.isVisible(\.smoothing.decay))           // mode is movingAverage
        store.set(\.smoothing.mode, to: .exponential)
        #expect(store.isVisible(\.smoothing.decay))
        #expect(store.isVisible(\.smoothing.recentWeight))
        store.set(\.smoothing.enabled, to: false)
        #expect(!store.isVisible(\.smoothing.windowSize))
        #expect(!store.isVisible(\.smoothing.decay))
        #expect(store.isVisible(\.smoothing.enabled))
        #expect(store.isVisible(\.streaming.quality))          // no condition: always shown

        #expect(!store.isEnabled(\.streaming.cellularCap))
        #expect(store.isVisible(\.streaming.cellularCap))       // disabled, not hidden
        store.set(\.streaming.cellular, to: true)
        #expect(store.isEnabled(\.streaming.cellularCap))
        #expect(!store.isVisible(\.streaming.capWarning))       // cap is nil
        store.set(\.streaming.cellularCap, to: 500)
        #expect(store.isVisible(\.streaming.capWarning))
    }

    @Test func sectionsAndTheirRows() throws {
        let store = SettingsStore(form: form)
        let advanced = try #require(form.section(named: "streaming.advanced"))
        #expect(!store.isVisible(advanced))
        #expect(store.visibleRows(of: advanced).isEmpty)
        #expect(!store.isVisible(\.streaming.advanced.bufferSeconds))   // hidden with its section
        store.set(\.streaming.level, to: 2)
        #expect(store.isVisible(advanced))
        #expect(store.visibleRows(of: advanced).map(\.id) == ["streaming.advanced.bufferSeconds", "streaming.advanced.prefetch"])
        #expect(!store.isEnabled(\.streaming.advanced.prefetch))       // quality is medium
        store.set(\.streaming.quality, to: .high)
        #expect(store.isEnabled(\.streaming.advanced.prefetch))
        store.set(\.streaming.level, to: 3)
        #expect(store.visibleRows(of: advanced).map(\.id).last == "streaming.advanced.logLabel")

        // The link row of `streaming` is hidden while quality is low.
        let streaming = try #require(form.section(named: "streaming"))
        let help = try #require(streaming.rows.first { $0.id == "streaming.qualityHelp" })
        #expect(store.isVisible(help))
        store.set(\.streaming.quality, to: .low)
        #expect(!store.isVisible(help))
        #expect(!store.visibleRows(of: streaming).contains { $0.id == "streaming.qualityHelp" })
    }

    @Test func hiddenSettingsKeepTheirValuesAndAreSaved() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("conditions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = SettingsJSONFile(url: directory.appendingPathComponent("Playback.json"))
        let store = SettingsStore(form: form, loadingFrom: file)
        store.set(\.smoothing.windowSize, to: 12)
        store.set(\.smoothing.enabled, to: false)
        #expect(!store.isVisible(\.smoothing.windowSize))
        #expect(store.current.smoothing.windowSize == 12)
        #expect(store.changes.map(\.id) == ["smoothing.enabled", "smoothing.windowSize"])  // still tracked
        try store.save()
        let reloaded = SettingsStore(form: form, loadingFrom: file)
        #expect(reloaded.current.smoothing.windowSize == 12)
        #expect(!reloaded.isVisible(\.smoothing.windowSize))
        reloaded.resetToDefaults()
        #expect(reloaded.current.smoothing.windowSize == 7)
        #expect(reloaded.isVisible(\.smoothing.windowSize))
    }

    @Test func observersSeeConditionChanges() {
        let store = SettingsStore(form: form)
        final class Flag: @unchecked Sendable { var fired = false }
        let flag = Flag()
        withObservationTracking {
            _ = store.isVisible(\.smoothing.windowSize)
        } onChange: {
            flag.fired = true
        }
        store.set(\.smoothing.enabled, to: false)
        #expect(flag.fired)
    }
}
