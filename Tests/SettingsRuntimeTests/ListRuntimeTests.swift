import Foundation
import SettingsRuntime
import Testing

/// A hand-written model with list settings, decoded through the container as generated code does.
private struct Filters: Codable, Equatable {
    var words: [String]
    var ports: [Int]

    init(words: [String] = ["spam"], ports: [Int] = [80]) {
        self.words = words
        self.ports = ports
    }

    init(from decoder: any Decoder) throws {
        let values = try SettingsDecodingContainer(decoder, knownKeys: ["words", "ports"], renamedKeys: ["ports": ["oldPorts"]])
        words = values.decode("words", default: ["spam"], items: SettingsListRules(maxItems: 2), rules: SettingsStringRules(minLength: 1))
        ports = values.decode("ports", default: [80], items: SettingsListRules(minItems: 1), range: 1...1000)
    }
}

private func decode(_ json: String, report: SettingsDecodingReport) throws -> Filters {
    let decoder = JSONDecoder()
    decoder.userInfo[.settingsDecodingReport] = report
    return try decoder.decode(Filters.self, from: Data(json.utf8))
}

@Suite struct ListRuntimeTests {
    @Test func listsDecodeByTheDocumentedRule() throws {
        let report = SettingsDecodingReport()
        let filters = try decode(#"{"words": ["", "a", 1, "b", "c"], "oldPorts": [2000, 5]}"#, report: report)
        // "" breaks minLength 1 and 1 is not a string: dropped; then cut to the first 2.
        #expect(filters.words == ["a", "b"])
        // Read from the old key; 2000 moved into 1...1000.
        #expect(filters.ports == [1000, 5])
        #expect(report.issues.map(\.path).allSatisfy { $0 == ["words"] || $0 == ["ports"] })
        // One issue for the list, saying what was dropped and what was kept (issue 19 item 9).
        #expect(report.issues.filter { $0.path == ["words"] } == [.init(path: ["words"], kind: .partlyKept(
            #"dropped element 0 (a string of 0 characters, shorter than the minimum length 1), element 2 (expected a string, found 1); cut from 3 to the first 2 items (maxItems); kept 2 items: "a", "b""#))])
        #expect(report.issues.contains(.init(path: ["ports"], kind: .adjusted(from: "element 0, 2000", to: "1000"))))
    }

    @Test func anEmptyListIsKeptUnlessMinItemsRefusesIt() throws {
        let report = SettingsDecodingReport()
        let filters = try decode(#"{"words": [], "ports": []}"#, report: report)
        #expect(filters.words == [])
        #expect(filters.ports == [80])
        #expect(report.issues == [.init(path: ["ports"], kind: .invalid("a list of 0 items, fewer than the minItems 1"))])
    }

    @Test func listValuesConvertAndShow() {
        #expect([1, 2].settingsValue == .list([.int(1), .int(2)]))
        #expect([String](settingsValue: .list([.string("a")])) == ["a"])
        #expect([Int](settingsValue: .list([.int(1), .string("a")])) == nil)
        #expect([Int](settingsValue: .int(1)) == nil)
        #expect(SettingsValue.list([.string("a, b"), .string("c\n")]).displayText == #""a, b", "c\n""#)
        #expect(SettingsValue.list([]).displayText == "empty")
        #expect(SettingsValue.list([.int(-5), .int(50)]).normalized(range: SettingsNumericRange(.int(0), .int(10)), step: nil)
            == .list([.int(0), .int(10)]))
        #expect(SettingsValueType.list(.int).description == "[int]")
        #expect(SettingsControl.standard(for: .list(.string), range: nil) == .list)
    }

    @Test func listsAreEditedAsTexts() {
        let setting = SettingsFormSetting<[String: SettingsValue]>(
            id: "ports", name: "ports", title: "Ports", type: .list(.int), control: .list, defaultValue: .list([]),
            range: SettingsNumericRange(.int(1), .int(100)), listRules: SettingsListRules(maxItems: 2),
            read: { $0["ports"] ?? .none }, write: { root, value in root["ports"] = value; return true })
        #expect(setting.listTexts(.list([.int(1), .int(22)])) == ["1", "22"])
        #expect(setting.value(fromListTexts: [" 3 ", "4"]) == .list([.int(3), .int(4)]))
        #expect(setting.value(fromListTexts: ["3", "x"]) == nil)
        #expect(setting.newListElementText == "1")
        #expect(setting.problem(with: .list([.int(1), .int(2), .int(3)])) == "Keep at most 2 items.")
        var root: [String: SettingsValue] = [:]
        #expect(setting.setValue(.list([.int(500)]), in: &root) == .list([.int(100)]))
    }

    @Test func deletingAndMovingFollowSwiftUI() {
        let items = ["a", "b", "c", "d"]
        #expect(SettingsListEditing.removing([1, 3, 9], from: items) == ["a", "c"])
        #expect(SettingsListEditing.moving([0], to: 3, in: items) == ["b", "c", "a", "d"])
        #expect(SettingsListEditing.moving([3], to: 0, in: items) == ["d", "a", "b", "c"])
        #expect(SettingsListEditing.moving([0, 2], to: 4, in: items) == ["b", "d", "a", "c"])
        #expect(SettingsListEditing.moving([1], to: 1, in: items) == items)
    }
}
