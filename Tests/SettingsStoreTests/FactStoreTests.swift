import Foundation
import GeneratedFixtures
import Observation
import SettingsRuntime
import SettingsStore
import Testing

/// Facts through the store, on the generated fixture (Tests/SettingsCompilerTests/Fixtures/valid/facts.settings.yaml,
/// compiled into Tests/GeneratedFixtures/FactsFixtureSettings*.swift): the typed `Facts` struct, the device's
/// built-in facts, `available(...)`, observation, and that a setting hidden by a fact keeps its value.
@MainActor
@Suite struct FactStoreTests {
    typealias Root = FactsFixtureSettings
    let form = FactsFixtureSettings.settingsForm

    func device(_ idiom: SettingsDeviceIdiom, catalyst: Bool = false, _ system: SettingsOSVersion? = nil) -> SettingsFacts {
        SettingsFacts.builtIn(idiom: idiom, isMacCatalyst: catalyst, system: system)
    }

    func section(_ id: String) throws -> SettingsFormSection<Root> {
        try #require(form.sectionPath(toSectionID: id).last)
    }

    @Test func declaredFactsStartAtTheirZero() throws {
        let store = SettingsStore(form: form)
        #expect(store.appFacts == Root.Facts())
        #expect(store.facts.values["$dataLoaded"] == .bool(false))
        #expect(store.facts.values["$accountCount"] == .int(0))
        #expect(store.facts.values["$storageUsed"] == .double(0))
        #expect(store.facts.values["$plan"] == .string(""))
        #expect(store.facts.values["$region"] == SettingsValue.none)
        #expect(store.facts.values["$lastSyncAge"] == SettingsValue.none)
        #expect(!store.isVisible(try section("accounts")))           // not loaded yet
        #expect(store.visibleRows(of: try section("accounts")).isEmpty)
    }

    @Test func theAppSetsFactsByName() throws {
        let store = SettingsStore(form: form)
        store.appFacts.dataLoaded = true
        #expect(store.isVisible(try section("accounts")))
        // The link row shown while there is no account: `$accountCount == 0` holds at the fact's zero.
        #expect(store.visibleRows(of: try section("accounts")).map(\.id).contains("accounts.help"))
        #expect(!store.isEnabled(\.accounts.primaryAccount))        // region nil
        store.appFacts.region = "eu"
        #expect(store.isEnabled(\.accounts.primaryAccount))
        #expect(!store.isVisible(\.general.sync))                    // no account
        store.appFacts.accountCount = 2
        #expect(store.isVisible(\.general.sync))
        #expect(!store.visibleRows(of: try section("accounts")).map(\.id).contains("accounts.help"))
        store.set(\.general.enabled, to: false)                      // a fact and a setting together
        #expect(!store.isVisible(\.general.sync))
        #expect(!store.isVisible(\.accounts.cleanUp))
        store.appFacts.plan = "free"
        #expect(store.isVisible(\.accounts.cleanUp))
        store.appFacts.plan = "pro"
        store.appFacts.storageUsed = 0.85
        #expect(store.isVisible(\.accounts.cleanUp))
        #expect(!store.isVisible(\.accounts.stale))
        store.appFacts.lastSyncAge = 8
        #expect(store.isVisible(\.accounts.stale))
        #expect(store.appFacts.lastSyncAge == 8)
        #expect(store.facts.values["$lastSyncAge"] == .int(8))
    }

    @Test(arguments: [
        (SettingsDeviceIdiom.phone, false, ["haptics"]),
        (.pad, false, ["sidebar"]),
        (.pad, true, ["sidebar"]),
        (.mac, false, ["sidebar"]),
        (.vision, false, ["immersive"]),
    ])
    func theDevicesFactsDecideWhatIsShown(idiom: SettingsDeviceIdiom, catalyst: Bool, shown: [String]) {
        let store = SettingsStore(form: form)
        store.setDeviceFacts(device(idiom, catalyst: catalyst))
        let deviceRows: [(String, KeyPath<Root, Bool>)] = [
            ("sidebar", \.general.sidebar), ("haptics", \.general.haptics), ("immersive", \.general.immersive),
        ]
        #expect(deviceRows.filter { store.isVisible($0.1) }.map(\.0) == shown)
    }

    @Test func availableReadsTheSystem() {
        let store = SettingsStore(form: form)
        for (system, shown) in [
            (SettingsOSVersion(.iOS, 17, 5), false), (SettingsOSVersion(.iOS, 18), true), (SettingsOSVersion(.macOS, 15), false),
            (SettingsOSVersion(.macOS, 15, 1), true), (SettingsOSVersion(.visionOS, 26), false),
        ] {
            store.setDeviceFacts(device(.phone, system))
            #expect(store.isVisible(\.general.newLook) == shown, "\(system)")
        }
        store.setDeviceFacts(device(.phone, nil))
        #expect(!store.isVisible(\.general.newLook))
    }

    /// The store starts with the running device's facts: on Linux no Apple system and no known idiom.
    @Test func theRunningDevice() {
        let store = SettingsStore(form: form)
        #if os(Linux)
        #expect(store.facts.system == nil)
        #expect(SettingsBuiltinFact.allCases.allSatisfy { store.facts.values["$" + $0.rawValue] == .bool(false) })
        #else
        #expect(store.facts.system != nil)
        #endif
    }

    @Test func observersSeeFactChanges() {
        let store = SettingsStore(form: form)
        final class Flag: @unchecked Sendable { var fired = 0 }
        let flag = Flag()
        withObservationTracking {
            _ = store.isVisible(\.general.sync)
        } onChange: {
            flag.fired += 1
        }
        store.appFacts.accountCount = 1
        #expect(flag.fired == 1)
        withObservationTracking {
            _ = store.isVisible(\.general.sidebar)
        } onChange: {
            flag.fired += 1
        }
        store.setDeviceFacts(device(.pad))
        #expect(flag.fired == 2)
    }

    /// A setting hidden by a fact keeps its value, is saved and reloaded like any other; facts are not stored.
    @Test func aSettingHiddenByAFactKeepsItsValue() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("facts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = SettingsJSONFile(url: directory.appendingPathComponent("Facts.json"))
        let store = SettingsStore(form: form, loadingFrom: file)
        store.appFacts.accountCount = 1
        store.set(\.general.sync, to: false)
        store.appFacts.accountCount = 0
        #expect(!store.isVisible(\.general.sync))
        #expect(store.changes.map(\.id) == ["general.sync"])
        try store.save()
        let stored = try String(decoding: Data(contentsOf: directory.appendingPathComponent("Facts.json")), as: UTF8.self)
        #expect(stored.contains("sync"))
        #expect(!stored.contains("accountCount"))
        let reloaded = SettingsStore(form: form, loadingFrom: file)
        #expect(reloaded.current.general.sync == false)
        #expect(reloaded.appFacts.accountCount == 0)
    }

    /// Search hides what a fact hides.
    @Test func searchFollowsFacts() {
        let store = SettingsStore(form: form)
        store.setDeviceFacts(device(.phone))
        #expect(store.search("Sidebar", on: nil).isEmpty)
        store.setDeviceFacts(device(.pad))
        #expect(store.search("Sidebar", on: nil).map(\.entry.targetID).contains("general.sidebar"))
    }
}

/// Enum cases offered only while a condition holds (`availableWhen:`), on the same fixture: a reply at most as
/// visible as its post, cases by the system and by facts; a stored value that is no longer available is kept.
@MainActor
@Suite struct CaseAvailabilityStoreTests {
    typealias Root = FactsFixtureSettings
    let form = FactsFixtureSettings.settingsForm

    func setting(_ id: String) throws -> SettingsFormSetting<Root> {
        try #require(form.setting(id: id))
    }

    func offered(_ store: SettingsStore<Root>, _ id: String) throws -> [String] {
        try store.availableOptions(of: setting(id)).map { option in
            if case .enumCase(let name) = option.value { return name }
            return "none"
        }
    }

    @Test func aReplyIsAtMostAsVisibleAsItsPost() throws {
        let store = SettingsStore(form: form)
        #expect(try offered(store, "posting.reply") == ["everyone", "followers", "onlyMe"])
        #expect(try offered(store, "posting.post") == ["everyone", "followers", "onlyMe"])   // no conditions
        store.set(\.posting.reply, to: .onlyMe)
        store.set(\.posting.post, to: .followers)
        #expect(try offered(store, "posting.reply") == ["followers", "onlyMe"])
        store.set(\.posting.post, to: .onlyMe)
        #expect(try offered(store, "posting.reply") == ["onlyMe"])
    }

    /// The value stays what it is, offered and flagged, until the person picks another.
    @Test func anUnavailableStoredValueIsKept() throws {
        let store = SettingsStore(form: form)
        #expect(store.current.posting.reply == .everyone)
        store.set(\.posting.post, to: .onlyMe)
        #expect(store.current.posting.reply == .everyone)                       // not changed behind the person's back
        #expect(try offered(store, "posting.reply") == ["everyone", "onlyMe"])  // still shown as the selection
        #expect(store.holdsUnavailableValue(try setting("posting.reply")))
        store.set(\.posting.reply, to: .onlyMe)
        #expect(try offered(store, "posting.reply") == ["onlyMe"])              // once left, no longer offered
        #expect(!store.holdsUnavailableValue(try setting("posting.reply")))
    }

    @Test func casesByTheSystemAndByFacts() throws {
        let store = SettingsStore(form: form)
        store.setDeviceFacts(SettingsFacts.builtIn(idiom: .phone, isMacCatalyst: false, system: SettingsOSVersion(.iOS, 18)))
        #expect(try offered(store, "posting.look") == ["none", "system"])
        store.setDeviceFacts(SettingsFacts.builtIn(idiom: .pad, isMacCatalyst: false, system: SettingsOSVersion(.iOS, 26)))
        #expect(try offered(store, "posting.look") == ["none", "system", "glass"])
        store.appFacts.accountCount = 2
        #expect(try offered(store, "posting.look") == ["none", "system", "glass", "split"])
        let options = try setting("posting.look").options
        #expect(options.map(\.availableWhen?.description) == [
            nil, nil, "available(iOS 26) || available(macOS 26)", "$iPad && $accountCount > 1",
        ])
    }
}
