import Foundation
import GeneratedFixtures
import SettingsRuntime
import SettingsStore
import Testing

/// Issue 30, the remainders of items 6 and 8 through ``SettingsRoutedPersistence``, on the real `UserDefaults`
/// (one suite per test for the app's own defaults and for the App Group) and the in-memory iCloud store.
@MainActor
@Suite struct RoutedHostileValuesTests {
    /// One device: its own defaults and App Group suite (real `UserDefaults`), and its view of iCloud.
    @MainActor struct Place {
        let standard: UserDefaults
        let group: UserDefaults
        let cloud: SettingsMemoryKeyValueStore

        init(cloud: SettingsMemoryKeyValueStore = SettingsMemoryKeyValueStore()) {
            let id = UUID().uuidString
            standard = UserDefaults(suiteName: "settingsc.tests.routed.\(id)")!
            group = UserDefaults(suiteName: "settingsc.tests.routed.group.\(id)")!
            self.cloud = cloud
        }

        var persistence: SettingsRoutedPersistence {
            SettingsRoutedPersistence(
                for: StorageFixtureSettings.self, local: SettingsUserDefaults(standard, key: "fx"),
                suites: ["group.com.example.fixture": SettingsUserDefaults(group, key: "fx")], iCloud: cloud, iCloudKeyPrefix: "fx.")
        }

        func store() -> SettingsStore<StorageFixtureSettings> {
            SettingsStore(form: StorageFixtureSettings.settingsForm, loadingFrom: persistence)
        }
    }

    static func duplicates(_ issues: [SettingsDecodingReport.Issue]) -> [[String]] {
        issues.filter { if case .duplicateKey = $0.kind { true } else { false } }.map(\.path)
    }

    // MARK: Item 6

    /// Before the fix, the routed persistence composed its places into one document first, which kept the first
    /// value silently: the store reported nothing.
    @Test func aDuplicateKeyInTheLocalOrASuiteDocumentIsReportedAndTheFirstValueKept() throws {
        let place = Place()
        place.standard.set(Data(#"{"general": {"sounds": false, "sounds": true}, "extra": 1, "extra": 2}"#.utf8), forKey: "fx")
        place.group.set(Data(#"{"widget": {"city": "Oslo", "city": "Rome"}}"#.utf8), forKey: "fx")
        let store = place.store()
        #expect(store.current.general.sounds == false)
        #expect(store.current.widget.city == "Oslo")
        #expect(Self.duplicates(store.loadIssues) == [["general", "sounds"], ["extra"], ["widget", "city"]], "\(store.loadIssues)")
        #expect(store.loadProblems.contains { $0.description.contains("more than once") }, "\(store.loadProblems)")

        // The next save writes each key once; the reload reports nothing.
        store.set(\.widget.city, to: "Bergen")
        store.set(\.general.sounds, to: true)
        try store.save()
        #expect(Self.duplicates(place.store().loadIssues).isEmpty)
        #expect(place.store().current.general.sounds == true)
    }

    // MARK: Item 8

    /// Before the fix, the next launch read synced settings only from iCloud: after another device wrote garbage
    /// under the key, the value set on this device was read back as the default.
    @Test func aValueSetHereSurvivesARelaunchAfterGarbageArrivesAndAValidNewerValueStillWins() throws {
        let place = Place()
        let store = place.store()
        store.set(\.synced.volume, to: 3)
        store.set(\.synced.nickname, to: "kim")
        try store.save()
        place.cloud.receive(["fx.synced.volume": Data(#""loud""#.utf8), "fx.synced.nickname": Data("{{{".utf8)])

        let relaunched = place.store()
        #expect(relaunched.current.synced.volume == 3)
        #expect(relaunched.current.synced.nickname == "kim")
        #expect(relaunched.rejectedExternalChanges.map(\.setting) == ["synced.nickname", "synced.volume"], "\(relaunched.rejectedExternalChanges)")
        #expect(relaunched.rejectedExternalChanges.allSatisfy { $0.description.contains("kept") })
        #expect(!relaunched.loadIssues.contains { $0.path.first?.hasPrefix("$") == true }, "the reserved member is not a setting: \(relaunched.loadIssues)")

        // Saving another setting writes the kept value back over the garbage; it does not take the garbage in.
        relaunched.set(\.general.sounds, to: false)
        try relaunched.save()
        #expect(relaunched.current.synced.volume == 3)
        #expect(place.cloud.values()["fx.synced.volume"].map { String(decoding: $0, as: UTF8.self) }?.contains("3") == true)
        place.cloud.receive(["fx.synced.volume": Data(#""loud""#.utf8)])

        // A valid value from another device wins.
        place.cloud.receive(["fx.synced.volume": Data("8".utf8)])
        let again = place.store()
        #expect(again.current.synced.volume == 8)
        #expect(again.current.synced.nickname == "kim")
        #expect(again.rejectedExternalChanges.isEmpty, "the save above wrote the kept nickname back: \(again.rejectedExternalChanges)")
        #expect(place.cloud.values()["fx.synced.nickname"].map { String(decoding: $0, as: UTF8.self) }?.contains("kim") == true)

        // Saving here syncs the kept value again (over the garbage), and a reset removes what this device kept.
        again.set(\.synced.nickname, to: "lee")
        try again.save()
        #expect(place.cloud.values()["fx.synced.nickname"].map { String(decoding: $0, as: UTF8.self) }?.contains("lee") == true)
        again.reset(\.synced.volume)
        try again.save()
        place.cloud.receive(["fx.synced.volume": Data("true".utf8)])
        let reset = place.store()
        #expect(reset.current.synced.volume == StorageFixtureSettings().synced.volume)
        #expect(reset.current.synced.nickname == "lee")
    }

    /// An older app version reads the local document without knowing the member that keeps the synced values: it
    /// keeps it as an unknown key, so nothing is lost when it saves.
    @Test func anOlderReaderOfTheLocalDocumentKeepsWhatThisDeviceKept() throws {
        let place = Place()
        let store = place.store()
        store.set(\.synced.volume, to: 3)
        store.set(\.general.sounds, to: false)
        try store.save()

        let older = SettingsStore(form: StorageFixtureSettings.settingsForm, loadingFrom: SettingsUserDefaults(place.standard, key: "fx"))
        older.set(\.general.sounds, to: true)
        try older.save()

        place.cloud.receive(["fx.synced.volume": Data(#""loud""#.utf8)])
        let relaunched = place.store()
        #expect(relaunched.current.synced.volume == 3)
        #expect(relaunched.current.general.sounds == true)
    }
}
