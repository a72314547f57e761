import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// Export and import (SettingsStore+Transfer.swift) over Tests/GeneratedFixtures' TransferSettings (transfer.settings.yaml:
/// `export:` policies, secure strings, an old key, a renamed enum case, a list) and the DebugMenu example.
@MainActor
@Suite struct TransferTests {
    typealias T = TransferSettings

    /// A store with a value in every setting, secrets included.
    private func filledStore() -> SettingsStore<T> {
        let store = SettingsStore(form: T.settingsForm)
        store.set(\.reading.fontSize, to: 20)
        store.set(\.reading.theme, to: .dark)
        store.set(\.reading.lineSpacing, to: 1.5)
        store.set(\.reading.tags, to: ["a", "b \"quoted\""])
        store.set(\.reading.nickname, to: "Sam")
        store.set(\.reading.layout.columns, to: 2)
        store.set(\.account.token, to: "s3cr3t-token-value")
        store.set(\.account.sharedPassphrase, to: "open sesame")
        store.set(\.device.deviceName, to: "Kim's iPad")
        store.set(\.device.debugOverlay, to: true)
        return store
    }

    private func document(_ values: String, schema: String = "TransferSettings", version: String = "1") -> Data {
        Data(#"{"format": "settingsc-export", "version": \#(version), "schema": "\#(schema)", "values": \#(values)}"#.utf8)
    }

    @Test func aRoundTripKeepsEveryExportedValueAndNoSecret() throws {
        let source = filledStore()
        let data = try source.exportDocument(metadata: ["app": "Reader 2.0"])
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("s3cr3t-token-value"), "a secure string is never exported")
        #expect(!text.contains("Kim's iPad"), "device-only")
        #expect(!text.contains("debugOverlay"), "export: never")
        #expect(text.contains("open sesame"), "a secure string the schema exports (export: always)")
        #expect(text.contains(#""schema" : "TransferSettings""#))

        let file = SettingsJSONFile(url: temporaryDirectory().appendingPathComponent("s.json"))
        let target = SettingsStore(form: T.settingsForm, loadingFrom: file)
        target.set(\.device.deviceName, to: "Office Mac")
        target.set(\.account.token, to: "mine")
        try target.save()
        let stored = try file.read()

        let report = try target.importDocument(data)
        #expect(report.metadata == ["app": "Reader 2.0"])
        #expect(report.dropped.isEmpty && report.adjusted.isEmpty)
        #expect(report.applied == ["reading.fontSize", "reading.theme", "reading.lineSpacing", "reading.tags",
                                   "reading.nickname", "reading.layout.columns", "account.sharedPassphrase"])
        #expect(target.current.reading == source.current.reading)
        #expect(target.current.account.sharedPassphrase == "open sesame")
        #expect(target.current.account.token == "mine", "secrets are not imported")
        #expect(target.current.device.deviceName == "Office Mac", "device-only stays")
        #expect(target.changes.count == 7, "the import lands in the change review")
        #expect(try file.read() == stored, "nothing is saved by an import")
    }

    @Test func theURLFormRoundTripsAndFitsAQRCode() throws {
        let source = filledStore()
        let url = try #require(try source.exportURL(scheme: "reader", host: "settings"))
        #expect(url.absoluteString.hasPrefix("reader://settings/import?settings="))
        #expect(url.absoluteString.utf8.count < 2_900)
        #expect(!url.absoluteString.contains(" "))
        let target = SettingsStore(form: T.settingsForm)
        try target.importURL(url)
        #expect(target.current.reading == source.current.reading)
        #expect(target.current.account.token == "")
        #expect(throws: SettingsImportError.self) { try target.importURL(URL(string: "reader://settings/import?settings=%%%")!) }
        #expect(throws: SettingsImportError.self) { try target.importURL(URL(string: "reader://settings/import")!) }
    }

    @Test func settingsNeverSetInTheExportAreResetOnImport() throws {
        let source = SettingsStore(form: T.settingsForm)
        source.set(\.reading.theme, to: .sepia)
        let target = SettingsStore(form: T.settingsForm)
        target.set(\.reading.fontSize, to: 30)
        try target.save()
        let report = try target.importDocument(try source.exportDocument())
        #expect(report.reset == ["reading.fontSize"])
        #expect(target.current.reading.fontSize == 14)
        #expect(target.current.reading.theme == .sepia)
        #expect(target.changes.map(\.id) == ["reading.fontSize", "reading.theme"])
    }

    @Test func anOlderDocumentIsMigratedThroughOldKeysAndRenamedCases() throws {
        let store = SettingsStore(form: T.settingsForm)
        let report = try store.importDocument(document(#"{"reading": {"spacing": 1.5, "theme": "night", "legacyColumns": 3}}"#))
        #expect(store.current.reading.lineSpacing == 1.5)
        #expect(store.current.reading.theme == .dark)
        #expect(store.current.reading.layout.columns == 3, "the deprecated setting's value moved to its replacement")
        #expect(report.applied == ["reading.theme", "reading.lineSpacing", "reading.legacyColumns", "reading.layout.columns"])
        #expect(report.dropped.isEmpty)
    }

    @Test func wrongValuesAreDroppedOrAdjustedWithAReportNeverSilently() throws {
        let store = SettingsStore(form: T.settingsForm)
        store.set(\.reading.fontSize, to: 22)
        let report = try store.importDocument(document("""
            {"reading": {"fontSize": "big", "layout": {"columns": 9}, "tags": [1, "x"], "nickname": "far too long a name",
                         "future": {"a": 1}},
             "account": {"token": "injected"}, "device": {"deviceName": "theirs", "debugOverlay": true},
             "elsewhere": 3}
            """))
        #expect(store.current.reading.fontSize == 22, "a wrong type keeps the current value")
        #expect(store.current.reading.layout.columns == 3, "adjusted into the range")
        #expect(store.current.reading.tags == ["x"])
        #expect(store.current.account.token == "")
        #expect(store.current.device.deviceName == "")
        #expect(store.current.device.debugOverlay == false)
        let dropped = Dictionary(report.dropped.map { ($0.path, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(dropped.keys.sorted() == ["account.token", "device.debugOverlay", "device.deviceName", "elsewhere",
                                          "reading.fontSize", "reading.future", "reading.nickname"])
        #expect(dropped["account.token"] == "not imported: the setting is never exported")
        #expect(dropped["device.deviceName"] == "not imported: the setting is device-only")
        #expect(dropped["reading.future"] == "not imported: this schema has no such setting")
        #expect(report.adjusted.map(\.path) == ["reading.tags", "reading.layout.columns"])
        #expect(store.problems.isEmpty, "a value breaking its rules is not applied")
    }

    @Test func hostileDocumentsAreRefusedAndApplyNothing() throws {
        let store = SettingsStore(form: T.settingsForm)
        store.set(\.reading.fontSize, to: 22)
        try store.save()
        func refused(_ data: Data) -> SettingsImportError? {
            do {
                try store.importDocument(data)
                return nil
            } catch let error as SettingsImportError {
                return error
            } catch {
                return nil
            }
        }
        #expect(refused(document(#"{"reading": {"fontSize": 9}}"#, schema: "OtherSettings"))
                == .otherSchema(found: "OtherSettings", expected: "TransferSettings"))
        #expect(refused(document(#"{"reading": {"fontSize": 9}}"#, version: "2")) == .unsupportedVersion("2"))
        #expect(refused(Data(#"{"schema": "TransferSettings", "values": {}}"#.utf8)) == .notAnExport(#"no "format": "settingsc-export""#))
        #expect(refused(Data("not json".utf8)) != nil)
        #expect(refused(document("[1, 2]")) == .notAnExport(#""values" is not an object"#))
        // 10 MB: refused unread.
        let huge = document(#"{"reading": {"nickname": ""# + String(repeating: "x", count: 10_000_000) + #""}}"#)
        #expect(refused(huge) == .tooLarge(bytes: huge.count))
        // Deep nesting: 100,000 levels fit in 1 MiB and are refused without a crash.
        let deep = document(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        #expect(refused(deep) != nil)
        #expect(store.changes.isEmpty, "nothing was applied")

        // Nesting that the document reader takes but a value cannot hold: reported, the rest applied.
        let nested = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let report = try store.importDocument(document(#"{"reading": {"fontSize": 9, "tags": \#(nested)}}"#))
        #expect(store.current.reading.fontSize == 9)
        #expect(report.adjusted.map(\.path) == ["reading.tags"], "the list lost its only element")
        #expect(report.dropped.contains { $0.path.hasPrefix("reading.tags.0.0") && $0.reason.contains("nested more than 256 levels") })
    }

    @Test func theDebugMenuExportsWithoutItsSecretsAndDeviceSettings() throws {
        let store = SettingsStore(form: DebugMenuSettings.settingsForm)
        var secrets: [String] = []
        for setting in store.form.allSettings where setting.type.wrapped == .string && setting.control == .textField {
            let secret = "secret-\(setting.id)-value"
            guard store.setValue(.string(secret), for: setting) != nil else { continue }
            if !setting.exportPolicy.isExported { secrets.append(secret) }
        }
        #expect(!secrets.isEmpty)
        let text = String(decoding: try store.exportDocument(), as: UTF8.self)
        for secret in secrets { #expect(!text.contains(secret)) }
        let copy = SettingsStore(form: DebugMenuSettings.settingsForm)
        let report = try copy.importDocument(try store.exportDocument())
        #expect(report.dropped.isEmpty)
        for setting in store.exportedSettings { #expect(copy.value(of: setting) == store.value(of: setting)) }
    }
}
