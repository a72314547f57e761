import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// Issue 30, items 5–8: numbers from remote sources, duplicate JSON keys, long pasted search queries, and
/// garbage a sync source delivers.
@MainActor
@Suite struct HostileValuesRound3Tests {
    typealias Remote = RemoteFixtureSettings

    func payload(_ json: String) throws -> SettingsRemotePayload {
        try SettingsRemotePayload(json: Data(json.utf8))
    }

    // MARK: Item 5: one number grammar

    /// Before the fix, `"0x1E"` was applied as 30 to a `double` (Swift's `Double` reads hex) while `"0x3"` was
    /// refused for an `int`, and `1e999` became +∞ and was clamped into the range.
    @Test func remoteNumbersAreDecimalJSONNumbersForEveryNumericType() throws {
        let store = SettingsStore(form: Remote.settingsForm)
        let hex = store.applyRemote(try payload(#"{"network_ratio": "0x1E", "request_timeout": "0x3", "network_scale": "0x1p3"}"#))
        #expect(Set(hex.rejected.compactMap(\.setting)) == ["network.ratio", "network.timeout", "network.scale"])
        #expect(store.current == Remote())

        let infinite = store.applyRemote(try payload(#"{"network_ratio": 1e999, "request_timeout": -1e999, "network_scale": 1e999}"#))
        #expect(infinite.adjusted.isEmpty, "an infinity was clamped into the range")
        #expect(Set(infinite.rejected.compactMap(\.setting)) == ["network.ratio", "network.timeout", "network.scale"])
        #expect(store.current == Remote())

        for text in ["0x1E", "0X1e", "+5", " 5", "5 ", "1_0", "inf", "-inf", "nan", "Infinity", "1e999", "-1e999", ".5", "5.",
                     "0x1p3", "05", "-", "", "1e", "١٢"] {
            for type in [SettingsValueType.int, .double, .float] {
                #expect(SettingsRemoteValue.string(text).settingsValue(for: type) == nil, "'\(text)' read as \(type)")
            }
        }
        #expect(SettingsRemoteValue.string("30").settingsValue(for: .int) == .int(30))
        #expect(SettingsRemoteValue.string("30").settingsValue(for: .double) == .double(30))
        #expect(SettingsRemoteValue.string("-2.5e1").settingsValue(for: .double) == .double(-25))
        #expect(SettingsRemoteValue.string("0.75").settingsValue(for: .float) == .float(0.75))
        // The same rules as the number itself: 3.0 is an int, 3.5 is not.
        #expect(SettingsRemoteValue.string("3.0").settingsValue(for: .int) == .int(3))
        #expect(SettingsRemoteValue.double(3.0).settingsValue(for: .int) == .int(3))
        #expect(SettingsRemoteValue.string("3.5").settingsValue(for: .int) == nil)
        #expect(SettingsRemoteValue.double(.infinity).settingsValue(for: .double) == nil)
        #expect(SettingsRemoteValue.double(.nan).settingsValue(for: .double) == nil)
        #expect(SettingsRemoteValue.string("1e39").settingsValue(for: .float) == nil, "beyond Float's range")
    }

    /// Imported numbers: JSON's own grammar; text and infinities are not numbers.
    @Test func importedNumbersAreDecimalJSONNumbers() throws {
        let store = SettingsStore(form: TransferSettings.settingsForm)
        let values = #"{"reading": {"fontSize": "0x10", "lineSpacing": 1e999}}"#
        let report = try store.importDocument(Data(
            #"{"format": "settingsc-export", "version": 1, "schema": "TransferSettings", "values": \#(values)}"#.utf8))
        #expect(Set(report.dropped.map(\.path)).isSuperset(of: ["reading.fontSize", "reading.lineSpacing"]), "\(report)")
        #expect(store.current == TransferSettings())
    }

    // MARK: Item 6: duplicate keys

    /// Before the fix, the last of two equal keys silently won (`{"schema": "Other", "schema": "DebugMenuSettings"}`
    /// imported).
    @Test func duplicateKeysAreRefusedInRemotePayloadsWithTheKeyNamed() throws {
        for (json, key) in [
            (#"{"request_timeout": 40, "request_timeout": 5}"#, "request_timeout"),
            (#"{"network_codes": {"value": [1], "value": [2]}}"#, "network_codes.value"),
            (#"{"a": {"x": 1}, "b": 2, "a": 3}"#, "a"),
            (#"{"k\u0065y": 1, "key": 2}"#, "key"),
        ] {
            #expect(throws: SettingsRemotePayloadError.duplicateKey(key), "\(json)") { try payload(json) }
        }
        #expect("\(SettingsRemotePayloadError.duplicateKey("a"))".contains("'a'"))
        #expect(try payload(#"{"a": {"x": 1}, "b": {"x": 2}}"#).values.count == 2, "equal keys in different objects are fine")
    }

    @Test func duplicateKeysAreRefusedInImportDocumentsWithTheKeyNamed() throws {
        let store = SettingsStore(form: TransferSettings.settingsForm)
        let forged = #"{"format": "settingsc-export", "version": 1, "schema": "Other", "schema": "TransferSettings", "values": {}}"#
        #expect(throws: SettingsImportError.duplicateKey("schema")) { try store.importDocument(Data(forged.utf8)) }
        let nested = #"{"format": "settingsc-export", "version": 1, "schema": "TransferSettings", "#
            + #""values": {"reading": {"fontSize": 9, "fontSize": 30}}}"#
        #expect(throws: SettingsImportError.duplicateKey("values.reading.fontSize")) { try store.importDocument(Data(nested.utf8)) }
        #expect("\(SettingsImportError.duplicateKey("schema"))".contains("'schema'"))
        #expect(store.changes.isEmpty)
    }

    /// In the app's own stored documents one value is kept (the first), and the duplicate is reported.
    @Test func aStoredDocumentWithADuplicateKeyKeepsTheFirstAndReportsIt() throws {
        let report = SettingsDecodingReport()
        let json = #"{"reading": {"fontSize": 9, "theme": "dark", "fontSize": 30}, "reading": {"fontSize": 40}}"#
        let value = try SettingsCoding.decode(TransferSettings.self, from: Data(json.utf8), report: report)
        #expect(value.reading.fontSize == 9)
        #expect(value.reading.theme == .dark)
        let duplicates = report.issues.filter { if case .duplicateKey = $0.kind { true } else { false } }
        #expect(duplicates.map(\.path) == [["reading", "fontSize"], ["reading"]], "\(report.issues)")
        #expect(duplicates.first?.description.contains("more than once") == true, "\(duplicates)")

        // Through a store: loaded, reported, and the next save writes one key.
        let file = MemoryPersistence("local", text: json)
        let store = SettingsStore(form: TransferSettings.settingsForm, loadingFrom: file)
        #expect(store.current.reading.fontSize == 9)
        #expect(store.loadProblems.contains { if case .duplicateKey = $0.kind { true } else { false } })
    }

    // MARK: Item 7: long pasted queries

    /// Before the fix, 60,000 characters of `ß` took 1.35 s in the release CLI, growing faster than linearly; a
    /// 1 MB query took seconds. The query is cut to its first `maximumQueryLength` characters.
    @Test func aLongPastedQueryIsCutAndFoldedInLinearTime() {
        let store = SettingsStore(form: DebugMenuSettings.settingsForm)
        #expect(SettingsSearchIndex.maximumQueryLength == 256)
        for query in [String(repeating: "ß", count: 1_000_000), String(repeating: "proxy ", count: 200_000),
                      String(repeating: "e\u{301}", count: 500_000)] {
            let start = Date()
            _ = store.search(query, on: .iOS)
            // Far above the microseconds a capped query takes, far below the seconds an uncapped one took.
            #expect(Date().timeIntervalSince(start) < 1, "\(query.prefix(8))…")
        }
        // Only the first characters count: a match within them is found, words past them are ignored.
        let long = "proxy" + String(repeating: " ", count: 300) + "nosuchword"
        #expect(!store.search(long, on: .iOS).isEmpty)
        #expect(store.search("proxy nosuchword", on: .iOS).isEmpty)
    }

    // MARK: Item 8: garbage from a sync source

    /// Before the fix, a value another device wrote that the model refuses (or that is not JSON) replaced this
    /// device's valid value by the default, silently.
    @Test func aSyncedValueThatFailsValidationDoesNotReplaceAValidLocalValue() throws {
        let device = Device()
        let store = device.store()
        store.set(\.synced.volume, to: 3)
        store.set(\.synced.nickname, to: "kim")
        try store.save()
        device.cloud.receive(["fx.synced.volume": Data(#""loud""#.utf8), "fx.synced.nickname": Data("{{{".utf8)])
        #expect(store.mergeExternalChanges().isEmpty)
        #expect(store.current.synced.volume == 3)
        #expect(store.current.synced.nickname == "kim")
        #expect(store.initial.synced.volume == 3)
        #expect(store.rejectedExternalChanges.map(\.setting) == ["synced.nickname", "synced.volume"])
        #expect(store.rejectedExternalChanges.allSatisfy { $0.description.contains("kept") }, "\(store.rejectedExternalChanges)")

        // A valid change still comes through, and the report is of the last merge.
        device.cloud.receive(["fx.synced.volume": Data("8".utf8)])
        #expect(store.mergeExternalChanges() == ["synced.volume"])
        #expect(store.current.synced.volume == 8)
        #expect(store.rejectedExternalChanges.map(\.setting) == ["synced.nickname"])
    }
}
