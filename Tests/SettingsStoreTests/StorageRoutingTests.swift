import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// A persistence in memory that counts its writes (to check that unchanged places are not rewritten).
final class MemoryPersistence: SettingsPersistence, @unchecked Sendable {
    var data: Data?
    var writes = 0
    let location: String

    init(_ location: String, text: String? = nil) {
        self.location = location
        self.data = text.map { Data($0.utf8) }
    }

    func read() throws -> Data? { data }
    func write(_ data: Data) throws {
        self.data = data
        writes += 1
    }
    func setAside(_ data: Data) throws -> String { location + ".unreadable" }

    func json() throws -> [String: Any] {
        let data = try #require(data)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}

/// One device of the storage tests: its own local place and widget suite, and its own view of iCloud.
@MainActor
struct Device {
    let local = MemoryPersistence("local")
    let suite = MemoryPersistence("suite")
    let cloud: SettingsMemoryKeyValueStore
    let persistence: SettingsRoutedPersistence

    init(limits: SettingsKeyValueLimits? = .iCloud) {
        cloud = SettingsMemoryKeyValueStore(limits: limits)
        persistence = SettingsRoutedPersistence(
            for: StorageFixtureSettings.self, local: local, suites: [Self.group: suite], iCloud: cloud, iCloudKeyPrefix: "fx.")
    }

    static let group = "group.com.example.fixture"

    func store() -> SettingsStore<StorageFixtureSettings> {
        SettingsStore(form: StorageFixtureSettings.settingsForm, loadingFrom: persistence)
    }

    func cloudText(_ id: String) -> String? {
        cloud.values()["fx." + id].map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}

func member(_ object: [String: Any], _ id: String) -> Any? {
    var node: Any? = object
    for key in id.split(separator: ".") { node = (node as? [String: Any])?[String(key)] }
    return node
}

/// Issue 17 item 2: each setting is read and written at its declared place (the App Group suite, iCloud's key-value
/// store, the app's own storage), each place atomically and keeping the keys it does not know, through the model's
/// rules on read; and item 3's runtime half: a synced value over iCloud's limits is kept on the device, reported.
@MainActor
@Suite struct StorageRoutingTests {
    @Test func theGeneratedModelNamesEachPlace() {
        let routes = StorageFixtureSettings.settingsStorageRoutes
        #expect(routes["widget.city"] == SettingsStorageRoute(suite: Device.group, synced: false))
        #expect(routes["synced.volume"] == SettingsStorageRoute(suite: nil, synced: true))
        #expect(routes["synced.shared.accent"] == SettingsStorageRoute(suite: Device.group, synced: true))
        #expect(routes["synced.deviceName"] == nil, "scope: device: the app's own storage, not synced")
        #expect(routes["general.sounds"] == nil)
        let form = StorageFixtureSettings.settingsForm
        #expect(form.setting(id: "synced.deviceName")?.exportPolicy == .deviceOnly)
        #expect(form.setting(id: "synced.volume")?.storageRoute.synced == true)
    }

    @Test func eachValueIsWrittenAtItsPlaceAndReadBack() throws {
        let device = Device()
        let store = device.store()
        store.set(\.widget.city, to: "Oslo")
        store.set(\.synced.volume, to: 7)
        store.set(\.synced.nickname, to: "Sam")
        store.set(\.synced.deviceName, to: "Sam's phone")
        store.set(\.synced.shared.accent, to: "green")
        store.set(\.general.sounds, to: false)
        try store.save()

        let suite = try device.suite.json()
        #expect(member(suite, "widget.city") as? String == "Oslo")
        #expect(member(suite, "general") == nil, "only the suite's own settings are in the suite")
        let local = try device.local.json()
        #expect(member(local, "general.sounds") as? Bool == false)
        #expect(member(local, "synced.deviceName") as? String == "Sam's phone")
        #expect(member(local, "widget.city") == nil)
        #expect(member(local, "synced.volume") == nil, "a synced value lives in iCloud, not in the local document")
        #expect(device.cloudText("synced.volume") == "7")
        #expect(device.cloudText("synced.nickname") == "\"Sam\"")
        #expect(device.cloudText("synced.shared.accent") == "\"green\"")
        #expect(member(suite, "synced.shared.accent") == nil, "synced: not also in its suite")
        #expect(device.cloudText("synced.deviceName") == nil)
        #expect(device.cloudText("widget.city") == nil)

        let reader = device.store()
        #expect(reader.current == store.current)
        #expect(reader.loadProblems.isEmpty)
    }

    @Test func eachPlaceKeepsTheKeysItDoesNotKnowAndUnchangedPlacesAreNotRewritten() throws {
        let device = Device()
        device.suite.data = Data(#"{"widget": {"city": "Rome", "widgetOnly": [1, 2]}, "extension": {"x": true}}"#.utf8)
        device.local.data = Data(#"{"general": {"sounds": false}, "future": {"y": 1}}"#.utf8)
        try device.cloud.apply(["someoneElse": Data("1".utf8)])
        let store = device.store()
        #expect(store.current.widget.city == "Rome")
        #expect(store.current.general.sounds == false)
        store.set(\.widget.units, to: .fahrenheit)
        try store.save()
        let suite = try device.suite.json()
        #expect(member(suite, "widget.widgetOnly") as? [Int] == [1, 2])
        #expect(member(suite, "extension.x") as? Bool == true)
        #expect(member(suite, "widget.units") as? String == "fahrenheit")
        #expect(member(try device.local.json(), "future.y") as? Int == 1)
        #expect(device.cloud.values()["someoneElse"] != nil)
        #expect(device.suite.writes == 1)
        #expect(device.local.writes == 0, "the local place did not change, so it is not rewritten")
        #expect(device.cloud.applyCount == 1, "nor is iCloud (only the test's own write)")

        store.set(\.synced.volume, to: 2)
        try store.save()
        #expect(device.suite.writes == 1)
        #expect(device.cloud.applyCount == 2)
    }

    @Test func valuesFromEveryPlaceGoThroughTheModelsRules() throws {
        let device = Device()
        try device.cloud.apply(["fx.synced.volume": Data("99".utf8), "fx.synced.nickname": Data("{".utf8)])
        device.suite.data = Data(#"{"widget": {"units": "kelvin"}}"#.utf8)
        let store = device.store()
        #expect(store.current.synced.volume == 10, "clamped to its range 0...10")
        #expect(store.current.synced.nickname == "", "not JSON: not read")
        #expect(store.current.widget.units == .celsius, "not a case: the default")
        #expect(store.loadProblems.map { $0.path.joined(separator: ".") }.sorted() == ["synced.volume", "widget.units"])
    }

    @Test func aSettingThatMovedIsReadFromItsOldPlaceUntilSavedInTheNew() throws {
        let device = Device()
        device.local.data = Data(#"{"widget": {"city": "Lima"}, "synced": {"volume": 3}}"#.utf8)
        let store = device.store()
        #expect(store.current.widget.city == "Lima")
        #expect(store.current.synced.volume == 3)
        store.set(\.general.sounds, to: false)
        try store.save()
        #expect(member(try device.suite.json(), "widget.city") as? String == "Lima")
        #expect(device.cloudText("synced.volume") == "3")
        let local = try device.local.json()
        #expect(member(local, "widget.city") == nil)
        #expect(member(local, "synced.volume") == nil)
        #expect(device.store().current.synced.volume == 3)
    }

    @Test func resettingASyncedSettingRemovesItsKey() throws {
        let device = Device()
        let store = device.store()
        store.set(\.synced.volume, to: 8)
        try store.save()
        #expect(device.cloudText("synced.volume") == "8")
        store.reset(\.synced.volume)
        try store.save()
        #expect(device.cloudText("synced.volume") == nil, "never set: no value anywhere")
        #expect(device.store().current.synced.volume == 5)
    }

    @Test func aValueOverICloudsLimitsStaysOnTheDeviceWithAReport() throws {
        let device = Device(limits: SettingsKeyValueLimits(totalBytes: 600, keys: 1_024, keyBytes: 64))
        let store = device.store()
        store.set(\.synced.notes, to: String(repeating: "n", count: 1_000))
        store.set(\.synced.volume, to: 4)
        let saved = try store.save()
        #expect(saved.count == 2, "the save itself succeeds")
        #expect(store.syncRefusals.map(\.setting) == ["synced.notes"])
        #expect(store.syncRefusals.first?.description.contains("at most 600") == true)
        #expect(device.cloudText("synced.notes") == nil)
        #expect(device.cloudText("synced.volume") == "4")
        #expect((member(try device.local.json(), "synced.notes") as? String)?.count == 1_000)
        #expect(device.store().current.synced.notes.count == 1_000, "read back from the device")

        store.set(\.synced.notes, to: "short")
        try store.save()
        #expect(store.syncRefusals.isEmpty)
        #expect(device.cloudText("synced.notes") == "\"short\"")
        #expect(member(try device.local.json(), "synced.notes") == nil, "synced now: gone from the local document")
    }

    @Test func aRefusedWriteKeepsEveryChangedValueOnTheDevice() throws {
        let device = Device()
        let store = device.store()
        device.cloud.failNextApply = SettingsKeyValueError.quotaExceeded("iCloud")
        store.set(\.synced.volume, to: 9)
        store.set(\.synced.nickname, to: "Kim")
        try store.save()
        #expect(store.syncRefusals.map(\.setting) == ["synced.nickname", "synced.volume"])
        #expect(device.cloud.values().isEmpty)
        let reader = device.store()
        #expect(reader.current.synced.volume == 9)
        #expect(reader.current.synced.nickname == "Kim")
        // The next save syncs them.
        reader.set(\.general.sounds, to: false)
        try reader.save()
        #expect(reader.syncRefusals.isEmpty)
        #expect(device.cloudText("synced.volume") == "9")
    }

    @Test func aKeyTooLongForICloudIsRefused() throws {
        let cloud = SettingsMemoryKeyValueStore()
        let local = MemoryPersistence("local")
        let persistence = SettingsRoutedPersistence(
            for: StorageFixtureSettings.self, local: local, iCloud: cloud,
            iCloudKeyPrefix: String(repeating: "p", count: 60) + ".")
        let store = SettingsStore(form: StorageFixtureSettings.settingsForm, loadingFrom: persistence)
        store.set(\.synced.volume, to: 1)
        try store.save()
        #expect(store.syncRefusals.first?.reason.contains("bytes; iCloud takes at most 64") == true)
        #expect(cloud.values().isEmpty)
        // Without a suite persistence, the suite's settings stay in the local document.
        store.set(\.widget.city, to: "Kyiv")
        try store.save()
        #expect(member(try local.json(), "widget.city") as? String == "Kyiv")
    }
}

/// Issue 17 item 2: a change made elsewhere reaches the store. Values not being edited take it (observably); a
/// value with a pending edit keeps the edit and shows the conflict; nothing is silently dropped.
@MainActor
@Suite struct ExternalChangeTests {
    @Test func anotherDevicesChangeReachesValuesNotBeingEdited() throws {
        let a = Device(), b = Device()
        let storeA = a.store(), storeB = b.store()
        storeA.set(\.synced.volume, to: 7)
        try storeA.save()
        a.cloud.pushChanges(to: b.cloud)
        #expect(storeB.mergeExternalChanges() == ["synced.volume"])
        #expect(storeB.current.synced.volume == 7)
        #expect(storeB.initial.synced.volume == 7)
        #expect(!storeB.hasChanges)
        #expect(storeB.conflicts.isEmpty)
        #expect(storeB.mergeExternalChanges().isEmpty, "a stale or repeated notification changes nothing")
    }

    @Test func aPendingEditIsKeptAndShownAsAConflict() throws {
        let a = Device(), b = Device()
        let storeA = a.store(), storeB = b.store()
        storeB.set(\.synced.nickname, to: "bee")
        storeB.set(\.synced.volume, to: 3)
        storeA.set(\.synced.nickname, to: "ay")
        storeA.set(\.synced.volume, to: 3)
        try storeA.save()
        a.cloud.pushChanges(to: b.cloud)
        storeB.mergeExternalChanges()
        #expect(storeB.current.synced.nickname == "bee", "the edit is kept")
        #expect(storeB.conflicts.map(\.id) == ["synced.nickname"], "the same value on both sides is no conflict")
        #expect(storeB.conflicts.first?.summary == #"changed on another device: "" → "ay"; yours: "bee""#)
        #expect(storeB.conflict(for: "synced.nickname") != nil)
        #expect(storeB.changes.map(\.summary) == [#""ay" → "bee""#], "the review lists theirs → yours")

        try storeB.save()
        #expect(storeB.conflicts.isEmpty)
        b.cloud.pushChanges(to: a.cloud)
        storeA.mergeExternalChanges()
        #expect(storeA.current.synced.nickname == "bee", "the last save wins, and reaches the other device")
    }

    @Test func cancellingAConflictTakesTheirValue() throws {
        let a = Device(), b = Device()
        let storeA = a.store(), storeB = b.store()
        storeB.set(\.synced.volume, to: 1)
        storeA.set(\.synced.volume, to: 9)
        try storeA.save()
        a.cloud.pushChanges(to: b.cloud)
        storeB.mergeExternalChanges()
        #expect(storeB.conflicts.count == 1)
        storeB.cancel()
        #expect(storeB.current.synced.volume == 9)
        #expect(storeB.conflicts.isEmpty)
    }

    @Test func interleavedSavesOfDifferentSettingsBothSurvive() throws {
        let a = Device(), b = Device()
        let storeA = a.store(), storeB = b.store()
        storeA.set(\.synced.volume, to: 2)
        storeB.set(\.synced.favourites, to: ["Oslo"])
        try storeA.save()
        try storeB.save()
        a.cloud.pushChanges(to: b.cloud)
        b.cloud.pushChanges(to: a.cloud)
        storeA.mergeExternalChanges()
        storeB.mergeExternalChanges()
        for store in [storeA, storeB] {
            #expect(store.current.synced.volume == 2)
            #expect(store.current.synced.favourites == ["Oslo"])
        }
        // A later save on B does not write A's value back over anything (B saves only what it changed).
        storeB.set(\.synced.nickname, to: "x")
        try storeB.save()
        #expect(b.cloudText("synced.volume") == "2")
    }

    @Test func theWidgetsWriteToTheSuiteReachesTheApp() throws {
        let device = Device()
        let app = device.store()
        let widget = device.store()
        widget.set(\.widget.units, to: .fahrenheit)
        try widget.save()
        #expect(app.mergeExternalChanges() == ["widget.units"])
        #expect(app.current.widget.units == .fahrenheit)
    }

    @Test func notificationsAreMergedOnTheMainActor() async throws {
        let a = Device(), b = Device()
        let storeA = a.store(), storeB = b.store()
        #expect(storeB.observeExternalChanges())
        storeA.set(\.synced.volume, to: 6)
        try storeA.save()
        a.cloud.pushChanges(to: b.cloud)
        for _ in 0..<1_000 where storeB.current.synced.volume != 6 { await Task.yield() }
        #expect(storeB.current.synced.volume == 6)
        storeB.stopObservingExternalChanges()
        storeA.set(\.synced.volume, to: 1)
        try storeA.save()
        a.cloud.pushChanges(to: b.cloud)
        for _ in 0..<100 { await Task.yield() }
        #expect(storeB.current.synced.volume == 6, "no longer observed")
    }
}

/// The example schema (Schemas/Companion.settings.yaml) in `UserDefaults`, as the app and its widget use it: the
/// widget section in the App Group's suite, mirrored there for Settings.app (whose Settings.bundle names the group),
/// the synced section in iCloud, the rest in the app's own defaults.
@MainActor
@Suite(.serialized) struct CompanionStorageTests {
    static let group = "group.com.example.weather"

    @Test func theWidgetSectionAndItsSettingsAppKeysLiveInTheGroupsSuite() throws {
        let groupDefaults = try #require(UserDefaults(suiteName: Self.group))
        groupDefaults.removePersistentDomain(forName: Self.group)
        defer { groupDefaults.removePersistentDomain(forName: Self.group) }
        let standard = try #require(UserDefaults(suiteName: "settingsc.tests.\(UUID().uuidString)"))
        let cloud = SettingsMemoryKeyValueStore()
        func persistence() -> SettingsRoutedPersistence {
            .userDefaults(for: CompanionSettings.self, key: "companion", settingsApp: CompanionSettings.settingsAppKeys,
                          standard: standard, iCloud: cloud)
        }
        let app = SettingsStore(form: CompanionSettings.settingsForm, loadingFrom: persistence())
        app.set(\.widget.city, to: "Oslo")
        app.set(\.everywhere.theme, to: .dark)
        app.set(\.everywhere.deviceName, to: "Kitchen iPad")
        app.set(\.diagnostics.verboseLogging, to: true)
        try app.save()

        let shared = try #require(groupDefaults.data(forKey: "companion"))
        #expect(String(decoding: shared, as: UTF8.self).contains("Oslo"))
        #expect(groupDefaults.string(forKey: "CompanionSettings.widget.city") == "Oslo", "mirrored for Settings.app in the group")
        #expect(standard.object(forKey: "CompanionSettings.widget.city") == nil)
        let own = String(decoding: try #require(standard.data(forKey: "companion")), as: UTF8.self)
        #expect(own.contains("verboseLogging") && own.contains("Kitchen iPad") && !own.contains("Oslo"))
        // The synced theme is not in the local settings, only in the copy of what this device wrote to iCloud.
        let ownObject = try #require(try JSONSerialization.jsonObject(with: Data(own.utf8)) as? [String: Any])
        #expect(member(ownObject, "everywhere.theme") == nil)
        #expect((ownObject[SettingsRoutedPersistence.syncedHereMember] as? [String: Any])?["everywhere.theme"] as? String == "dark", "\(own)")
        #expect(cloud.values()["companion.everywhere.theme"].map { String(decoding: $0, as: UTF8.self) }?.contains("dark") == true)
        #expect(cloud.values()["companion.everywhere.deviceName"] == nil, "scope: device")

        // Settings.app edits the group's key; the widget (another store on the same places) reads it.
        groupDefaults.set("Paris", forKey: "CompanionSettings.widget.city")
        let widget = SettingsStore(form: CompanionSettings.settingsForm, loadingFrom: persistence())
        #expect(widget.current.widget.city == "Paris")
        #expect(widget.current.everywhere.theme == .dark)
        #expect(app.mergeExternalChanges() == ["widget.city"])
    }
}
