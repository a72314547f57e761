import Foundation
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// Both persistence implementations, and the flat layout (`SettingsFlatPersistence`: every Beta setting under its
/// own UserDefaults key, the rest in the document), through the same tests.
@MainActor
@Suite struct PersistenceTests {
    enum Kind: String, CaseIterable, Sendable { case file, userDefaults, flat }

    /// Beta's settings in the flat layout, each under its own key.
    static let betaFlatKeys: [String: SettingsFlatKey] = [
        "calculation.text": SettingsFlatKey("text", .string),
        "calculation.mode": SettingsFlatKey("mode", .enumeration([:])),
        "smoothing.dayPeriod": SettingsFlatKey("dayPeriod", .int),
        "smoothing.algorithm": SettingsFlatKey("algorithm", .enumeration([:])),
        "smoothing.grouped.level": SettingsFlatKey("level", .double),
        "smoothing.grouped.prettyCool": SettingsFlatKey("prettyCool", .bool),
        "smoothing.grouped.nickname": SettingsFlatKey("nickname", .string),
    ]

    static func flat(_ defaults: UserDefaults) -> SettingsFlatPersistence {
        SettingsFlatPersistence(defaults, keys: betaFlatKeys, document: SettingsUserDefaults(defaults, key: "beta"), secrets: nil)
    }

    static func make(_ kind: Kind) -> any SettingsPersistence {
        switch kind {
        case .file:
            return SettingsJSONFile(url: temporaryDirectory().appendingPathComponent("nested/Beta.json"))
        case .userDefaults:
            // A fresh suite per test, so tests never share stored data.
            let suite = "settingsc.tests.\(UUID().uuidString)"
            return SettingsUserDefaults(UserDefaults(suiteName: suite)!, key: "beta")
        case .flat:
            return flat(UserDefaults(suiteName: "settingsc.tests.\(UUID().uuidString)")!)
        }
    }

    @Test(arguments: Kind.allCases)
    func nothingStoredGivesDefaults(kind: Kind) throws {
        let store = SettingsStore(form: betaForm, loadingFrom: Self.make(kind))
        #expect(store.current == BetaSettings())
        #expect(store.loadIssues.isEmpty)
    }

    @Test(arguments: Kind.allCases)
    func roundTrip(kind: Kind) throws {
        let persistence = Self.make(kind)
        let store = SettingsStore(form: betaForm, loadingFrom: persistence)
        store.set(\.smoothing.dayPeriod, to: 21)
        store.set(\.smoothing.algorithm, to: .exponentialAverage)
        store.set(\.smoothing.grouped.level, to: 3.5)
        store.set(\.smoothing.grouped.nickname, to: "")
        store.set(\.calculation.text, to: "with \"quotes\"\nand a line")
        store.registerSideEffect("reindex") { _ in }
        try store.save()

        let reloaded = SettingsStore(form: betaForm, loadingFrom: persistence)
        #expect(reloaded.current == store.current)
        #expect(reloaded.loadIssues.isEmpty)
        #expect(!reloaded.hasChanges)
    }

    @Test(arguments: Kind.allCases)
    func unknownKeysAreKeptAndBadValuesFallBack(kind: Kind) throws {
        let persistence = Self.make(kind)
        try persistence.write(Data("""
            {"calculation": {"mode": "gone", "future": [1, {"a": null}]},
             "smoothing": {"dayPeriod": 45, "algorithm": 3, "grouped": {"nickname": null}},
             "newSection": {"x": 1}}
            """.utf8))
        let store = SettingsStore(form: betaForm, loadingFrom: persistence)
        #expect(store.current.calculation.mode == .linearRegression)
        #expect(store.current.smoothing.dayPeriod == 30)
        #expect(store.current.smoothing.algorithm == .movingAverage)
        let issues = Dictionary(store.loadIssues.map { ($0.path.joined(separator: "."), $0.kind) }, uniquingKeysWith: { a, _ in a })
        #expect(issues["smoothing.dayPeriod"] == .adjusted(from: "45", to: "30"))
        if case .invalid? = issues["calculation.mode"] {} else { Issue.record("mode: \(String(describing: issues["calculation.mode"]))") }
        if case .invalid? = issues["smoothing.algorithm"] {} else { Issue.record("algorithm not reported") }
        #expect(issues["calculation.text"] == nil, "not stored: never set, which is no issue (SettingsStore+Reset.swift)")

        store.set(\.calculation.text, to: "saved")
        store.registerSideEffect("reindex") { _ in }
        try store.save()
        let data = try #require(try persistence.read())
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let calculation = try #require(json["calculation"] as? [String: Any])
        #expect(calculation["future"] != nil, "an unknown key was lost")
        #expect((json["newSection"] as? [String: Any])?["x"] as? Int == 1)
        if kind == .flat {
            // A flat key cannot hold null: the optional's key is absent, which reads as its default, nil.
            let flat = try #require(persistence as? SettingsFlatPersistence)
            #expect(flat.defaults.object(forKey: "nickname") == nil)
            #expect(flat.defaults.string(forKey: "text") == "saved")
            #expect(flat.defaults.integer(forKey: "dayPeriod") == 45, "unchanged by the person: kept as stored")
            #expect(flat.defaults.integer(forKey: "algorithm") == 3)
            #expect(SettingsStore(form: betaForm, loadingFrom: persistence).current.smoothing.grouped.nickname == nil)
        } else {
            let grouped = try #require((json["smoothing"] as? [String: Any])?["grouped"] as? [String: Any])
            #expect(grouped["nickname"] is NSNull, "an explicit null is kept")
        }
    }

    @Test(arguments: Kind.allCases)
    func unreadableDataIsSetAsideNotLost(kind: Kind) throws {
        let persistence = Self.make(kind)
        let garbage = Data("{not json".utf8)
        try persistence.write(garbage)
        let store = SettingsStore(form: betaForm, loadingFrom: persistence)
        #expect(store.current == BetaSettings())
        #expect(store.loadIssues.count == 1)
        #expect(store.loadIssues.first?.path == [])
        store.set(\.smoothing.dayPeriod, to: 5)
        try store.save()
        switch kind {
        case .file:
            let file = try #require(persistence as? SettingsJSONFile)
            #expect(try Data(contentsOf: file.url.appendingPathExtension("unreadable")) == garbage)
        case .userDefaults:
            let defaults = try #require(persistence as? SettingsUserDefaults)
            #expect(defaults.defaults.data(forKey: "beta.unreadable") == garbage)
        case .flat:
            let flat = try #require(persistence as? SettingsFlatPersistence)
            #expect(flat.defaults.data(forKey: "beta.unreadable") == garbage)
            #expect(flat.defaults.integer(forKey: "dayPeriod") == 5)
        }
    }

    @Test func theFileIsReplacedAtomicallyAndIsReadableJSON() throws {
        let directory = temporaryDirectory()
        let file = SettingsJSONFile(url: directory.appendingPathComponent("Beta.json"))
        let store = SettingsStore(form: betaForm, loadingFrom: file)
        store.set(\.smoothing.dayPeriod, to: 12)
        try store.save()
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.contains("\"dayPeriod\" : 12"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Beta.json", "Beta.json.lock"],
                "no temporary file is left behind (only the lock file of concurrent saves)")
    }

    @Test func storedDataThatCannotBeReadIsNeverOverwritten() throws {
        let directory = temporaryDirectory()
        // A directory where the file should be: reading fails with an I/O error, not bad content.
        let url = directory.appendingPathComponent("Beta.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let store = SettingsStore(form: betaForm, loadingFrom: SettingsJSONFile(url: url))
        #expect(store.loadIssues.count == 1)
        #expect(store.loadIssues.first?.description.contains("saving is refused") == true)
        store.set(\.smoothing.dayPeriod, to: 12)
        #expect(throws: SettingsStoreError.storedDataNotRead(url.path)) { try store.save() }
        #expect(store.hasChanges)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func aFailedWriteKeepsTheChangesPending() throws {
        let directory = temporaryDirectory()
        try Data("x".utf8).write(to: directory.appendingPathComponent("blocker"))
        // The parent "directory" is a file, so the write fails.
        let file = SettingsJSONFile(url: directory.appendingPathComponent("blocker/Beta.json"))
        let store = SettingsStore(form: betaForm, loadingFrom: file)
        store.set(\.smoothing.dayPeriod, to: 12)
        #expect(throws: SettingsStoreError.self) { try store.save() }
        #expect(store.hasChanges)
        #expect(store.initial.smoothing.dayPeriod == 7)
    }
}
