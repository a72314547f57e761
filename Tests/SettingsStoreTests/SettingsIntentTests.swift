import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// Issue 33: what the generated App Intents run (`SettingsIntentActions`), against real `UserDefaults` suites (one per
/// test): set in and out of range, a disabled and a hidden setting, an enum by its title, toggle, read, open a route,
/// and a `suite:` setting landing in the App Group's suite, where the widget and the app read it.
@MainActor
struct SettingsIntentTests {
    /// A fresh suite, standing in for the app's `.standard` defaults, removed at the end.
    @MainActor final class Defaults {
        let name = "settingsc.tests.intents.\(UUID().uuidString)"
        let defaults: UserDefaults

        init() throws { defaults = try #require(UserDefaults(suiteName: name)) }
        isolated deinit { defaults.removePersistentDomain(forName: name) }

        /// The stored document under `key`, decoded as the app's store would read it.
        func document(_ key: String) throws -> [String: Any] {
            let data = try #require(defaults.data(forKey: key))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
    }

    func playback(_ suite: Defaults, open: (@MainActor (PlaybackSettings.Route) -> Void)? = nil) -> SettingsIntentActions<PlaybackSettings> {
        SettingsIntentActions(persistence: { SettingsUserDefaults(suite.defaults, key: "playback") }, open: open)
    }

    /// What the app's own store loads from the same place.
    func appStore(_ suite: Defaults) -> SettingsStore<PlaybackSettings> {
        SettingsStore(form: PlaybackSettings.settingsForm, loadingFrom: SettingsUserDefaults(suite.defaults, key: "playback"))
    }

    @Test func aValueInRangeIsSavedWhereTheAppReadsIt() throws {
        let suite = try Defaults()
        let result = try playback(suite).set(.int(12), settingID: "smoothing.windowSize")
        #expect(result.value == .int(12))
        #expect(result.dialog == "Window size is 12.")
        let smoothing = try #require(try suite.document("playback")["smoothing"] as? [String: Any])
        #expect(smoothing["windowSize"] as? Int == 12)
        #expect(appStore(suite).current.smoothing.windowSize == 12)
    }

    @Test func aValueOutOfRangeIsRefusedAndNothingIsWritten() throws {
        let suite = try Defaults()
        #expect(throws: SettingsIntentError.outOfRange(setting: "Window size", value: "31", range: "2...30")) {
            try playback(suite).set(.int(31), settingID: "smoothing.windowSize")
        }
        #expect(suite.defaults.data(forKey: "playback") == nil)
        try playback(suite).setCase(titled: "Exponential", settingID: "smoothing.mode")  // shows decay
        #expect(throws: SettingsIntentError.outOfRange(setting: "Decay", value: "0.05", range: "0.1...0.9")) {
            try playback(suite).set(.double(0.05), settingID: "smoothing.decay")
        }
        #expect(appStore(suite).current.smoothing.decay == 0.5)
        #expect(SettingsIntentError.outOfRange(setting: "Window size", value: "31", range: "2...30").description
            == "Window size must be in 2...30; 31 is not.")
    }

    @Test func aNumberIsMovedOntoItsStepAsTheStoreDoes() throws {
        let suite = try Defaults()
        // decay: 0.1...0.9, step 0.1; visible only while mode == exponential.
        try playback(suite).setCase(titled: "exponential", settingID: "smoothing.mode")
        let result = try playback(suite).set(.double(0.34), settingID: "smoothing.decay")
        #expect(result.value == .double(0.3))
        #expect(appStore(suite).current.smoothing.decay == 0.3)
    }

    @Test func aDisabledSettingIsRefusedWithItsCondition() throws {
        let suite = try Defaults()
        // cellularCap: enabledWhen: cellular (off by default).
        let refusal = SettingsIntentError.disabled(setting: "Cellular cap (MB)", condition: "streaming.cellular")
        #expect(throws: refusal) { try playback(suite).set(.int(500), settingID: "streaming.cellularCap") }
        #expect(refusal.description == "Cellular cap (MB) cannot be changed now: it is enabled only when streaming.cellular.")
        #expect(suite.defaults.data(forKey: "playback") == nil)

        try playback(suite).toggle(settingID: "streaming.cellular")
        #expect(try playback(suite).set(.int(500), settingID: "streaming.cellularCap").value == .int(500))
        #expect(appStore(suite).current.streaming.cellularCap == 500)
    }

    @Test func aHiddenSettingIsRefused() throws {
        let suite = try Defaults()
        // The advanced section shows while streaming.level >= 2.
        #expect(throws: SettingsIntentError.hidden(setting: "Buffer (seconds)")) {
            try playback(suite).set(.double(10), settingID: "streaming.advanced.bufferSeconds")
        }
        try playback(suite).set(.int(2), settingID: "streaming.level")
        #expect(try playback(suite).set(.double(10), settingID: "streaming.advanced.bufferSeconds").value == .double(10))
    }

    @Test func anEnumIsSetByItsTitle() throws {
        let suite = try Defaults()
        let result = try playback(suite).setCase(titled: "weighted AVERAGE", settingID: "smoothing.mode")
        #expect(result.value == .enumCase("weightedAverage"))
        #expect(result.displayText == "Weighted average")
        #expect(appStore(suite).current.smoothing.mode == .weightedAverage)
        #expect(throws: SettingsIntentError.unknownCase(
            setting: "Mode", given: "Median", cases: ["Moving average", "Weighted average", "Exponential"])) {
            try playback(suite).setCase(titled: "Median", settingID: "smoothing.mode")
        }
        #expect(throws: SettingsIntentError.unknownCase(
            setting: "Mode", given: "median", cases: ["Moving average", "Weighted average", "Exponential"])) {
            try playback(suite).set(.enumCase("median"), settingID: "smoothing.mode")
        }
    }

    @Test func toggleAndWrongTypes() throws {
        let suite = try Defaults()
        #expect(try playback(suite).toggle(settingID: "smoothing.enabled").value == .bool(false))
        #expect(try playback(suite).read(settingID: "smoothing.enabled").displayText == "off")
        #expect(throws: SettingsIntentError.wrongType(setting: "Expertise level", expected: "bool")) {
            try playback(suite).toggle(settingID: "streaming.level")
        }
        #expect(throws: SettingsIntentError.unknownSetting("smoothing.nothing")) {
            try playback(suite).read(settingID: "smoothing.nothing")
        }
    }

    @Test func readingGivesWhatAnotherWriterSaved() throws {
        let suite = try Defaults()
        #expect(try playback(suite).read(settingID: "streaming.quality").value == .enumCase("medium"))
        let app = appStore(suite)
        app.set(\.streaming.quality, to: .high)
        try app.save()
        let read = try playback(suite).read(settingID: "streaming.quality")
        #expect(read.value == .enumCase("high"))
        #expect(read.dialog == "Quality is High.")
    }

    /// An intent saves only its own setting: edits the app's store holds for review stay unsaved, and the app's
    /// store keeps them after merging the intent's change.
    @Test func anIntentDoesNotSaveTheAppsPendingEdits() throws {
        let suite = try Defaults()
        let app = appStore(suite)
        app.set(\.smoothing.windowSize, to: 9)
        try playback(suite).set(.int(3), settingID: "streaming.level")
        let stored = appStore(suite).current
        #expect(stored.streaming.level == 3)
        #expect(stored.smoothing.windowSize == 7)
        try app.save()
        #expect(appStore(suite).current.streaming.level == 3)
        #expect(appStore(suite).current.smoothing.windowSize == 9)
    }

    @Test func openingARouteReachesTheAppsNavigator() throws {
        let suite = try Defaults()
        let navigator = SettingsNavigator()
        let actions = playback(suite, open: { navigator.open($0, in: PlaybackSettings.self) })
        let destination = try actions.open(.advancedBufferSeconds)
        #expect(destination.screens == ["streaming", "streaming.advanced"])
        #expect(navigator.path == [SettingsScreenID(sectionID: "streaming"), SettingsScreenID(sectionID: "streaming.advanced")])
        #expect(navigator.highlightedRowID == "streaming.advanced.bufferSeconds")
        #expect(throws: SettingsIntentError.cannotOpen("smoothing")) { try playback(suite).open(.smoothing) }
    }

    @Test func theConfigurationIsFoundByModel() throws {
        let suite = try Defaults()
        SettingsIntents.removeConfiguration(of: PlaybackSettings.self)
        #expect(throws: SettingsIntentError.notConfigured(model: "PlaybackSettings")) {
            try SettingsIntents.actions(for: PlaybackSettings.self)
        }
        SettingsIntents.configure(PlaybackSettings.self, persistence: { SettingsUserDefaults(suite.defaults, key: "playback") })
        defer { SettingsIntents.removeConfiguration(of: PlaybackSettings.self) }
        try SettingsIntents.actions(for: PlaybackSettings.self).set(.int(20), settingID: "smoothing.windowSize")
        #expect(appStore(suite).current.smoothing.windowSize == 20)
    }

    /// A `suite:` setting lands in the App Group's suite (where the widget reads it), not in the app's own defaults.
    @Test func aSuiteSettingLandsInTheAppGroupsDefaults() throws {
        let app = try Defaults(), group = try Defaults()
        func persistence() -> SettingsRoutedPersistence {
            SettingsRoutedPersistence(
                routes: CompanionSettings.settingsStorageRoutes, local: SettingsUserDefaults(app.defaults, key: "companion"),
                suites: ["group.com.example.weather": SettingsUserDefaults(group.defaults, key: "companion")])
        }
        let actions = SettingsIntentActions<CompanionSettings>(persistence: persistence)
        #expect(try actions.setCase(titled: "Fahrenheit", settingID: "widget.unit").value == .enumCase("fahrenheit"))
        // refreshMinutes: 15...120, step 15.
        #expect(try actions.set(.int(50), settingID: "widget.refreshMinutes").value == .int(45))
        #expect(throws: SettingsIntentError.outOfRange(setting: "Refresh every", value: "130 min", range: "15...120")) {
            try actions.set(.int(130), settingID: "widget.refreshMinutes")
        }
        let widget = try #require(try group.document("companion")["widget"] as? [String: Any])
        #expect(widget["unit"] as? String == "fahrenheit")
        #expect(widget["refreshMinutes"] as? Int == 45)
        #expect(app.defaults.data(forKey: "companion").map { String(decoding: $0, as: UTF8.self).contains("fahrenheit") } != true)
        let widgetStore = SettingsStore(form: CompanionSettings.settingsForm, loadingFrom: persistence())
        #expect(widgetStore.current.widget.unit == .fahrenheit)
    }
}

/// Issue 33: the macOS Settings window's state (generated, `PlaybackSettingsWindowState`), which builds everywhere:
/// a route opens its tab, the screens below the tab and its row; the last tab comes back from `UserDefaults`.
@MainActor
struct SettingsWindowStateTests {
    @Test func aRouteOpensItsTabScreenAndRow() throws {
        let suite = try SettingsIntentTests.Defaults()
        let state = PlaybackSettingsWindowState(defaults: suite.defaults)
        #expect(state.tab == .smoothing)  // nothing stored: the first tab
        #expect(PlaybackSettingsWindowState.Tab.allCases.map(\.rawValue) == ["smoothing", "streaming"])

        state.show(.advancedBufferSeconds)
        #expect(state.tab == .streaming)
        // The tab is the streaming screen itself: only the screens below it are pushed.
        #expect(state.navigator(.streaming).path == [SettingsScreenID(sectionID: "streaming.advanced")])
        #expect(state.navigator(.streaming).highlightedRowID == "streaming.advanced.bufferSeconds")
        #expect(state.navigator(.smoothing).path.isEmpty)

        state.show(.smoothingWindowSize)
        #expect(state.tab == .smoothing)
        #expect(state.navigator(.smoothing).path.isEmpty)
        #expect(state.navigator(.smoothing).highlightedRowID == "smoothing.windowSize")

        state.show(.streaming)
        #expect(state.tab == .streaming)
        #expect(state.navigator(.streaming).path.isEmpty)
    }

    /// Each tab's label, icon and height come from its section (the schema gives no `icon:`: the default).
    @Test func eachTabIsLabelledBySection() {
        let tabs = PlaybackSettingsWindowState.Tab.allCases
        #expect(tabs.map(PlaybackSettingsWindowState.title(of:)) == ["Smoothing", "Streaming"])
        #expect(tabs.map(PlaybackSettingsWindowState.icon(of:)) == ["gearshape", "gearshape"])
        // 120 points and 44 a row or subsection link: smoothing has 5 settings, streaming 6 rows and a subsection.
        #expect(tabs.map(PlaybackSettingsWindowState.height(of:)) == [340, 428])
    }

    @Test func theLastTabIsRestored() throws {
        let suite = try SettingsIntentTests.Defaults()
        PlaybackSettingsWindowState(defaults: suite.defaults).tab = .streaming
        #expect(suite.defaults.string(forKey: PlaybackSettingsWindowState.tabKey) == "streaming")
        #expect(PlaybackSettingsWindowState(defaults: suite.defaults).tab == .streaming)
        suite.defaults.set("removed-section", forKey: PlaybackSettingsWindowState.tabKey)
        #expect(PlaybackSettingsWindowState(defaults: suite.defaults).tab == .smoothing)
    }

    /// `settingsWindow: {tabs: [optional, default]}` (the keyword-names fixture): those tabs in that order, the first
    /// of them when nothing is stored; `string`, not listed, is no tab, and a route into it leaves the window as it is.
    @Test func declaredTabsAreTheWindowsInTheirOrder() throws {
        typealias State = KeywordNamesSettingsWindowState
        #expect(State.Tab.allCases.map(\.rawValue) == ["optional", "default"])
        #expect(State.Tab.allCases.map(State.title(of:)) == ["Optional", "Default"])
        let suite = try SettingsIntentTests.Defaults()
        let state = State(defaults: suite.defaults)
        #expect(state.tab == .optional)
        #expect(State.tab(of: .stringText) == nil)
        #expect(State.tab(of: .extensionValues) == .default)

        state.show(.extensionValues)
        #expect(state.tab == .default)
        #expect(state.navigator(.default).path == [SettingsScreenID(sectionID: "default.extension")])
        #expect(state.navigator(.default).highlightedRowID == "default.extension.values")
        state.show(.stringCount)
        #expect(state.tab == .default)
        #expect(state.navigator(.default).highlightedRowID == "default.extension.values")
        #expect(suite.defaults.string(forKey: State.tabKey) == "default")

        // A tab stored before the schema dropped it from `tabs:` opens the first tab.
        suite.defaults.set("string", forKey: State.tabKey)
        #expect(State(defaults: suite.defaults).tab == .optional)
    }
}
