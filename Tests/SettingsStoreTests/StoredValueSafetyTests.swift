import Foundation
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// Issue 20 items 15 and 16: no single stored value fails a read or a save (deep unknown values), and unknown
/// numbers are written back exactly as stored.
@MainActor
@Suite struct StoredValueSafetyTests {
    static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    static func document(future: String) -> Data {
        Data(#"{"calculation": {"future": \#(future), "text": "kept"}, "smoothing": {"dayPeriod": 12}}"#.utf8)
    }

    @Test(arguments: [300, 509, 510, 600, 5_000])
    func aDeepUnknownValueFailsNeitherTheReadNorTheSave(depth: Int) throws {
        let report = SettingsDecodingReport()
        let loaded = try SettingsCoding.decode(BetaSettings.self, from: Self.document(future: Self.nested(depth)), report: report)
        #expect(loaded.calculation.text == "kept")
        #expect(loaded.smoothing.dayPeriod == 12)
        let dropped = report.issues.filter {
            if case .droppedUnknown(let reason) = $0.kind { reason.contains("nested more than 256 levels") } else { false }
        }
        #expect(dropped.count == 1, "\(report.issues)")
        #expect(dropped.first?.path.prefix(2) == ["calculation", "future"])
        // The save works, and keeps the part of the value that was not too deep.
        let saved = try SettingsCoding.encode(loaded)
        let again = SettingsDecodingReport()
        let reloaded = try SettingsCoding.decode(BetaSettings.self, from: saved, report: again)
        #expect(reloaded == loaded)
        #expect(again.isEmpty, "\(again.issues)")
        guard case .array? = reloaded.calculation._unknownFields["future"] else {
            Issue.record("the shallow part of the value was not kept")
            return
        }
    }

    @Test func aDeepValueThroughTheStoreIsReportedAndSaved() throws {
        let file = SettingsJSONFile(url: temporaryDirectory().appendingPathComponent("Beta.json"))
        try file.write(Self.document(future: Self.nested(509)))
        let store = SettingsStore(form: betaForm, loadingFrom: file)
        #expect(store.current.smoothing.dayPeriod == 12)
        #expect(store.loadIssues.contains { $0.description.contains("nested more than 256 levels") })
        store.set(\.smoothing.dayPeriod, to: 13)
        try store.save()
        #expect(SettingsStore(form: betaForm, loadingFrom: file).current.smoothing.dayPeriod == 13)
    }

    static let numbers = [
        "18446744073709551615", "-0.0", "-0", "0.1000000000000000000001", "1e400", "-1e400", "1e-400", "1E5", "1.50",
        "2.5e-7", "7", "7.5", "100", "123456789012345678901234567890", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "0.30000000000000004", "1e+20",
    ]

    @Test func unknownNumbersAreWrittenBackAsStored() throws {
        let list = "[" + Self.numbers.joined(separator: ", ") + "]"
        let input = Self.document(future: #"{"list": \#(list), "one": 18446744073709551615, "zero": -0.0, "big": 1e400}"#)
        let report = SettingsDecodingReport()
        let loaded = try SettingsCoding.decode(BetaSettings.self, from: input, report: report)
        #expect(report.issues.allSatisfy { $0.kind == .missing }, "\(report.issues)")
        #expect(loaded.calculation.text == "kept")
        let saved = String(decoding: try SettingsCoding.encode(loaded), as: UTF8.self)
        let compact = saved.filter { !$0.isWhitespace }
        #expect(compact.contains(#""list":[\#(Self.numbers.joined(separator: ","))]"#), "\(saved)")
        #expect(compact.contains(#""one":18446744073709551615"#))
        #expect(compact.contains(#""zero":-0.0"#))
        #expect(compact.contains(#""big":1e400"#))
        // A second round trip changes nothing.
        let again = try SettingsCoding.decode(BetaSettings.self, from: Data(saved.utf8), report: SettingsDecodingReport())
        #expect(String(decoding: try SettingsCoding.encode(again), as: UTF8.self) == saved)
    }

    @Test func aNumberNoDoubleHoldsInAKnownSettingFallsBackAlone() throws {
        let input = Data(#"{"smoothing": {"dayPeriod": 12, "grouped": {"level": 1e400}}}"#.utf8)
        let report = SettingsDecodingReport()
        let loaded = try SettingsCoding.decode(BetaSettings.self, from: input, report: report)
        #expect(loaded.smoothing.dayPeriod == 12)
        #expect(loaded.smoothing.grouped.level == BetaSettings.Smoothing.Grouped.Defaults.level)
        #expect(report.issues.contains { $0.path == ["smoothing", "grouped", "level"] }, "\(report.issues)")
    }

    /// The same in the flat layout: the deep unknown value and unknown numbers stay in the document, the known
    /// settings have their keys, and neither fails the read or a save.
    @Test func deepValuesAndUnknownNumbersSurviveTheFlatLayout() throws {
        let defaults = try #require(UserDefaults(suiteName: "settingsc.tests.\(UUID().uuidString)"))
        let persistence = PersistenceTests.flat(defaults)
        let list = "[" + Self.numbers.joined(separator: ", ") + "]"
        try SettingsUserDefaults(defaults, key: "beta").write(Data(#"{"calculation": {"future": \#(Self.nested(509)), "numbers": \#(list)}}"#.utf8))
        defaults.set(12, forKey: "dayPeriod")
        let store = SettingsStore(form: betaForm, loadingFrom: persistence)
        #expect(store.current.smoothing.dayPeriod == 12)
        #expect(store.loadIssues.contains { $0.description.contains("nested more than 256 levels") })
        store.set(\.smoothing.dayPeriod, to: 13)
        try store.save()
        #expect(defaults.integer(forKey: "dayPeriod") == 13)
        let document = String(decoding: try #require(defaults.data(forKey: "beta")), as: UTF8.self).filter { !$0.isWhitespace }
        #expect(document.contains(#""numbers":[\#(Self.numbers.joined(separator: ","))]"#), "\(document)")
        #expect(SettingsStore(form: betaForm, loadingFrom: persistence).current.smoothing.dayPeriod == 13)
    }
}
