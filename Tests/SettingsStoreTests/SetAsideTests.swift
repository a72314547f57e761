import Foundation
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// A JSON file whose `setAside` fails while `asideFails` is set, as it does on a full disk.
final class FullDiskFile: SettingsPersistence {
    struct NoSpace: Error, CustomStringConvertible {
        var description: String { "No space left on device" }
    }

    let file: SettingsJSONFile
    var asideFails = true

    init(url: URL) {
        file = SettingsJSONFile(url: url)
    }

    var location: String { file.location }
    func read() throws -> Data? { try file.read() }
    func write(_ data: Data) throws { try file.write(data) }
    func setAside(_ data: Data) throws -> String {
        if asideFails { throw NoSpace() }
        return try file.setAside(data)
    }
}

/// Stored data that cannot be decoded is set aside before anything may replace it (issue 20, items 12, 13, 17).
@MainActor
@Suite struct SetAsideTests {
    @Test func whenSettingAsideFailsSaveRefusesAndTheDataStays() throws {
        let persistence = FullDiskFile(url: temporaryDirectory().appendingPathComponent("Beta.json"))
        let truncated = Data(#"{"smoothing": {"dayPeriod": 12, "grouped": {"nickname": "Sa"#.utf8)
        try persistence.write(truncated)

        let store = SettingsStore(form: betaForm, loadingFrom: persistence)
        #expect(store.current == BetaSettings())
        #expect(store.loadIssues.count == 1)
        #expect(store.loadIssues.first?.description.contains("No space left on device") == true)
        #expect(store.loadIssues.first?.description.contains("saving is refused") == true)
        store.set(\.smoothing.dayPeriod, to: 5)
        #expect(throws: SettingsStoreError.storedDataNotSetAside(persistence.location)) { try store.save() }
        #expect(store.hasChanges, "the edit stays pending")
        #expect(try persistence.read() == truncated, "the only copy of the data is untouched")

        // Once space is free again, a reload sets the data aside and saving works.
        persistence.asideFails = false
        store.reload()
        #expect(store.loadIssues.first?.description.contains("it was kept in") == true)
        store.set(\.smoothing.dayPeriod, to: 5)
        try store.save()
        #expect(try Data(contentsOf: persistence.file.url.appendingPathExtension("unreadable")) == truncated)
        #expect(SettingsStore(form: betaForm, loadingFrom: persistence).current.smoothing.dayPeriod == 5)
    }

    // MARK: Item 13: every set-aside copy is kept, up to a bound

    /// The name of the n-th set-aside copy (1: `<name>.unreadable`, then `<name>.unreadable.2` ...).
    static func asideName(_ name: String, _ n: Int) -> String {
        n == 1 ? name + ".unreadable" : name + ".unreadable.\(n)"
    }

    @Test func aSecondCorruptionKeepsTheFirstCopy() throws {
        let directory = temporaryDirectory()
        let file = SettingsJSONFile(url: directory.appendingPathComponent("Beta.json"))
        let first = Data(#"{"smoothing": {"dayPeriod": 12"#.utf8)
        let second = Data(#"{"smoothing": {"dayPeriod": 21"#.utf8)
        try file.write(first)
        let store = SettingsStore(form: betaForm, loadingFrom: file)
        store.set(\.smoothing.dayPeriod, to: 5)
        try store.save()
        // Loading the same unreadable data twice keeps one copy, not two.
        try file.write(second)
        store.reload()
        store.reload()
        #expect(store.loadIssues.first?.description.contains(Self.asideName(file.url.path, 2)) == true)
        try store.save()
        #expect(try Data(contentsOf: directory.appendingPathComponent(Self.asideName("Beta.json", 1))) == first)
        #expect(try Data(contentsOf: directory.appendingPathComponent(Self.asideName("Beta.json", 2))) == second)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                .filter { $0.contains("unreadable") } == ["Beta.json.unreadable", "Beta.json.unreadable.2"])
    }

    @Test func pastTheBoundOfCopiesSaveRefusesAndEveryCopyStays() throws {
        let directory = temporaryDirectory()
        let file = SettingsJSONFile(url: directory.appendingPathComponent("Beta.json"))
        let store = SettingsStore(form: betaForm, loadingFrom: file)
        for n in 1...8 {
            try file.write(Data("{\"broken\": \(n)".utf8))
            store.reload()
            #expect(store.loadIssues.first?.description.contains("it was kept in \(directory.appendingPathComponent(Self.asideName("Beta.json", n)).path)") == true)
            try store.save()
        }
        let ninth = Data(#"{"broken": 9"#.utf8)
        try file.write(ninth)
        store.reload()
        #expect(store.loadIssues.first?.description.contains("saving is refused") == true)
        #expect(throws: SettingsStoreError.storedDataNotSetAside(file.location)) { try store.save() }
        #expect(try file.read() == ninth)
        for n in 1...8 {
            #expect(try Data(contentsOf: directory.appendingPathComponent(Self.asideName("Beta.json", n))) == Data("{\"broken\": \(n)".utf8))
        }
    }

    @Test func userDefaultsKeepEachCopyToo() throws {
        let defaults = UserDefaults(suiteName: "settingsc.tests.aside.\(UUID().uuidString)")!
        let persistence = SettingsUserDefaults(defaults, key: "beta")
        defaults.set(Data("first".utf8), forKey: "beta")
        let store = SettingsStore(form: betaForm, loadingFrom: persistence)
        store.reload()
        try store.save()
        defaults.set(Data("second".utf8), forKey: "beta")
        store.reload()
        store.reload()
        try store.save()
        #expect(defaults.data(forKey: "beta.unreadable") == Data("first".utf8))
        #expect(defaults.data(forKey: "beta.unreadable.2") == Data("second".utf8))
        #expect(defaults.object(forKey: "beta.unreadable.3") == nil, "the same data is set aside once")
    }

    // MARK: Item 17: UserDefaults values of the wrong kind are set aside as they are

    enum WrongKind: String, CaseIterable, Sendable { case string, int, dictionary, array }

    @Test(arguments: WrongKind.allCases)
    func aValueOfTheWrongKindIsSetAsideAsItself(kind: WrongKind) throws {
        let defaults = UserDefaults(suiteName: "settingsc.tests.kind.\(UUID().uuidString)")!
        switch kind {
        case .string: defaults.set(#"{"smoothing": {"dayPeriod": 3}} written by hand"#, forKey: "beta")
        case .int: defaults.set(42, forKey: "beta")
        case .dictionary: defaults.set(["smoothing": ["dayPeriod": 3], "note": "from an old version"], forKey: "beta")
        case .array: defaults.set([Data([0, 1, 2]), "x"] as [Any], forKey: "beta")
        }
        let store = SettingsStore(form: betaForm, loadingFrom: SettingsUserDefaults(defaults, key: "beta"))
        #expect(store.current == BetaSettings())
        #expect(store.loadIssues.count == 1)
        store.reload()
        store.set(\.smoothing.dayPeriod, to: 5)
        try store.save()
        #expect(defaults.object(forKey: "beta.unreadable.2") == nil, "the same value is set aside once")
        #expect(defaults.data(forKey: "beta") != nil, "the store's document replaced the value")
        switch kind {
        case .string:
            #expect(defaults.string(forKey: "beta.unreadable") == #"{"smoothing": {"dayPeriod": 3}} written by hand"#)
        case .int:
            #expect(defaults.object(forKey: "beta.unreadable") as? Int == 42)
        case .dictionary:
            let kept = try #require(defaults.dictionary(forKey: "beta.unreadable"))
            #expect(kept["note"] as? String == "from an old version")
            #expect((kept["smoothing"] as? [String: Any])?["dayPeriod"] as? Int == 3)
        case .array:
            let kept = try #require(defaults.array(forKey: "beta.unreadable"))
            #expect(kept.count == 2)
            #expect(kept.first as? Data == Data([0, 1, 2]))
            #expect(kept.last as? String == "x")
        }
        store.reload()
        #expect(store.loadIssues.isEmpty)
        #expect(store.current.smoothing.dayPeriod == 5)
    }
}
