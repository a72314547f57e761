import Foundation
import GeneratedFixtures
import SettingsRuntime
import Testing

/// `[string]`, `[int]` and `[double]` settings on the generated ListsSettings (the valid fixture lists.settings.yaml).

private func decode<T: Decodable>(_ type: T.Type, _ json: String, report: SettingsDecodingReport? = nil) throws -> T {
    let decoder = JSONDecoder()
    if let report { decoder.userInfo[.settingsDecodingReport] = report }
    return try decoder.decode(type, from: Data(json.utf8))
}

private func issues(_ report: SettingsDecodingReport, _ key: String) -> [SettingsDecodingReport.Issue.Kind] {
    report.issues.filter { $0.path == ["filters", key] }.map(\.kind)
}

@Suite struct ListTests {
    @Test func defaultsComeFromTheSchemaWithHostileStringsIntact() {
        let settings = ListsSettings()
        #expect(settings.filters.blockedWords == ["spam", "eggs, ham", #"say "hi" \(x)"#])
        #expect(settings.filters.favouritePorts == [80, 443])
        #expect(settings.filters.luckyNumbers == [7, -3, Int.max])
        #expect(settings.filters.tags.isEmpty)
        #expect(settings.filters.servers.isEmpty)
        #expect(ListsSettings.Filters.Ranges.favouritePorts == 1...65535)
        // `[0.5, 1, 2.25]` infers `[double]`; the 1 among them is a Double.
        #expect(settings.filters.weights == [0.5, 1.0, 2.25])
        #expect(settings.filters.gains == [1.5])
        #expect(ListsSettings.Filters.Ranges.gains == 0.0...10.0)
    }

    @Test func aRoundTripKeepsEveryList() throws {
        var settings = ListsSettings()
        settings.filters.blockedWords = ["a", "", "ü, \"q\""]
        settings.filters.favouritePorts = [22, 8080, 65535]
        settings.filters.tags = ["swift", "ios"]
        let data = try JSONEncoder().encode(settings)
        let report = SettingsDecodingReport()
        let decoded = try decode(ListsSettings.self, String(decoding: data, as: UTF8.self), report: report)
        #expect(decoded == settings)
        #expect(!report.issues.contains { if case .missing = $0.kind { false } else { true } })
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let filters = try #require(object["filters"] as? [String: Any])
        #expect(filters["favouritePorts"] as? [Int] == [22, 8080, 65535])
    }

    /// Old or hand-edited data: wrong-typed elements are dropped (each reported), numbers are moved into the
    /// element range, strings that break the rules are dropped, a list past maxItems keeps its first maxItems.
    @Test func badElementsAreDroppedAndReported() throws {
        let json = """
        {"filters": {"blockedWords": ["ok", 3, null, "fine", {"x": 1}],
                     "favouritePorts": [80, "http", 70000, 0, 443, 8443, 9000],
                     "luckyNumbers": [1.0, 2.5, true],
                     "tags": ["swift", "X", "toolongtagname", "ios", "mac", "linux"]}}
        """
        let report = SettingsDecodingReport()
        let settings = try decode(ListsSettings.self, json, report: report)
        #expect(settings.filters.blockedWords == ["ok", "fine"])
        // One issue per list, saying what was dropped and what was kept (not "using the default").
        #expect(issues(report, "blockedWords") == [.partlyKept(
            "dropped element 1 (expected a string, found 3), element 2 (expected a string, found null), "
                + #"element 4 (expected a string, found a mapping); kept 2 items: "ok", "fine""#)])
        #expect(report.issues.first { $0.path.last == "blockedWords" }?.description.contains("using the default") == false)
        // "http" dropped; 70000 and 0 moved into 1...65535; then cut to maxItems 4.
        #expect(settings.filters.favouritePorts == [80, 65535, 1, 443])
        #expect(issues(report, "favouritePorts").contains(.adjusted(from: "element 2, 70000", to: "65535")))
        #expect(issues(report, "favouritePorts").contains(.partlyKept(
            #"dropped element 1 (expected an integer, found "http"); cut from 6 to the first 4 items (maxItems); kept 4 items: 80, 65535, 1, 443"#)))
        // JSONDecoder reads 1.0 as an Int, not 2.5 nor true.
        #expect(settings.filters.luckyNumbers == [1])
        // "X" is too short and does not match, "toolongtagname" too long; then cut to 3.
        #expect(settings.filters.tags == ["swift", "ios", "mac"])
        #expect(issues(report, "tags").contains {
            if case .partlyKept(let text) = $0 { text.hasPrefix("dropped element 1 (") && text.hasSuffix(#"kept 3 items: "swift", "ios", "mac""#) } else { false }
        })
    }

    /// `[double]`: integers are read as doubles, other values dropped, elements moved into the range, cut to maxItems.
    @Test func doubleElementsAreReadMovedIntoTheRangeAndCut() throws {
        let json = #"{"filters": {"weights": [1, 2.5, "x", null], "gains": [-1, 3.25, 11, 4, 5]}}"#
        let report = SettingsDecodingReport()
        let settings = try decode(ListsSettings.self, json, report: report)
        #expect(settings.filters.weights == [1, 2.5])
        #expect(issues(report, "weights") == [.partlyKept(
            #"dropped element 2 (expected a number, found "x"), element 3 (expected a number, found null); kept 2 items: 1.0, 2.5"#)])
        #expect(settings.filters.gains == [0, 3.25, 10])
        #expect(issues(report, "gains").contains(.adjusted(from: "element 0, -1.0", to: "0.0")))
        #expect(issues(report, "gains").contains(.adjusted(from: "element 2, 11.0", to: "10.0")))
        var saved = settings
        saved.filters.weights = [0.1, 1e300]
        let again = try JSONDecoder().decode(ListsSettings.self, from: JSONEncoder().encode(saved))
        #expect(again.filters.weights == [0.1, 1e300])
    }

    @Test func aValueThatIsNotAListOrHasTooFewItemsGivesTheDefault() throws {
        let report = SettingsDecodingReport()
        let settings = try decode(
            ListsSettings.self, #"{"filters": {"blockedWords": "spam", "favouritePorts": ["a", "b"], "tags": null}}"#, report: report)
        #expect(settings.filters.blockedWords == ListsSettings.Filters.Defaults.blockedWords)
        #expect(issues(report, "blockedWords") == [.invalid(#"expected a list, found "spam""#)])
        // Both elements dropped, leaving fewer than minItems 1: the default.
        #expect(settings.filters.favouritePorts == [80, 443])
        #expect(issues(report, "favouritePorts") == [.invalid(
            #"a list of 0 items after dropping element 0 (expected an integer, found "a"), element 1 (expected an integer, found "b"), fewer than the minItems 1"#)])
        #expect(report.issues.first { $0.path.last == "favouritePorts" }?.description.hasSuffix("using the default") == true)
        #expect(settings.filters.tags == [])
        #expect(issues(report, "tags") == [.invalid("expected a list, found null")])
        #expect(issues(report, "servers") == [.missing])
    }

    @Test func theFormDescribesListsAndNormalizesElements() throws {
        let form = ListsSettings.settingsForm
        let ports = try #require(form.setting(id: "filters.favouritePorts"))
        #expect(ports.type == .list(.int))
        #expect(ports.control == .list)
        #expect(ports.listRules == SettingsListRules(minItems: 1, maxItems: 4))
        #expect(ports.displayValue(in: ListsSettings()) == "80, 443")
        var settings = ListsSettings()
        #expect(ports.setValue(.list([.int(0), .int(70000), .int(8080)]), in: &settings) == .list([.int(1), .int(65535), .int(8080)]))
        #expect(settings.filters.favouritePorts == [1, 65535, 8080])
        #expect(ports.setValue(.list([.string("x")]), in: &settings) == nil)
        #expect(ports.problem(with: .list([])) == "Add at least 1 item.")
        #expect(ports.problem(with: .list(Array(repeating: .int(1), count: 5))) == "Keep at most 4 items.")
        let tags = try #require(form.setting(id: "filters.tags"))
        #expect(tags.type == .list(.string))
        #expect(tags.problem(with: .list([.string("ok"), .string("A")])) != nil)
        #expect(tags.problem(with: .list([.string("ok")])) == nil)
        let words = try #require(form.setting(id: "filters.blockedWords"))
        #expect(words.displayValue(in: ListsSettings()) == #""spam", "eggs, ham", "say \"hi\" \\(x)""#)
        #expect(form.setting(id: "filters.servers")?.displayValue(in: ListsSettings()) == "empty")
        // A `[double]` is edited as texts: numbers with a fraction, integers, spaces; a text that is not a
        // finite number keeps the old list; a new element starts at 0 (in the range).
        let gains = try #require(form.setting(id: "filters.gains"))
        #expect(gains.type == .list(.double))
        #expect(gains.control == .list)
        #expect(gains.listTexts(gains.value(in: settings)) == ["1.5"])
        #expect(gains.value(fromListTexts: [" 2.5", "3 ", "0.125"]) == .list([.double(2.5), .double(3), .double(0.125)]))
        #expect(gains.value(fromListTexts: ["1.5", "nan"]) == nil)
        #expect(gains.value(fromListTexts: ["inf"]) == nil)
        #expect(gains.value(fromListTexts: ["two"]) == nil)
        #expect(gains.newListElementText == "0.0")
        #expect(gains.setValue(.list([.double(12), .double(-0.5)]), in: &settings) == .list([.double(10), .double(0)]))
        #expect(settings.filters.gains == [10, 0])
        #expect(gains.problem(with: .list(Array(repeating: .double(1), count: 4))) == "Keep at most 3 items.")
    }
}
