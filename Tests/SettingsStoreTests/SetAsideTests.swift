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
}
