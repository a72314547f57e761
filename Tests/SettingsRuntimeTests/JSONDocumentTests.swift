import Foundation
import SettingsRuntime
import Testing

/// Deep values and exact numbers (issue 20 items 15, 16): SettingsJSONDocument and SettingsJSONValue.number.
@Suite("SettingsJSONDocument: deep values and exact numbers")
struct JSONDocumentTests {
    private func decodePrepared(_ json: String) throws -> (SettingsJSONValue, SettingsJSONDocument.Prepared) {
        let bytes = Array(json.utf8)
        let prepared = SettingsJSONDocument.prepare(bytes)
        let decoder = JSONDecoder()
        decoder.userInfo[.settingsJSONNumberTexts] = prepared.numberTexts
        return (try decoder.decode(SettingsJSONValue.self, from: Data(prepared.bytes ?? bytes)), prepared)
    }

    private func encodeExact(_ value: SettingsJSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let numbers = SettingsJSONNumberWriter()
        encoder.userInfo[.settingsJSONNumberWriter] = numbers
        return String(decoding: SettingsJSONDocument.finish(Array(try encoder.encode(value)), numbers: numbers), as: UTF8.self)
    }

    @Test func numbersKeepTheirTextByTheirPlace() throws {
        let (value, prepared) = try decodePrepared(#"{"a\u0062": [1.50, 7, 7.5, -0.0], "c": {"d": 1e400}, "e": 18446744073709551615}"#)
        #expect(prepared.issues.isEmpty)
        #expect(value == .object([
            "ab": .array([.number("1.50"), .int(7), .double(7.5), .number("-0.0")]),
            "c": .object(["d": .number("1e400")]),
            "e": .number("18446744073709551615"),
        ]))
        #expect(try encodeExact(value) == #"{"ab":[1.50,7,7.5,-0.0],"c":{"d":1e400},"e":18446744073709551615}"#)
        #expect(value.description == #"{"ab":[1.50,7,7.5,-0.0],"c":{"d":1e400},"e":18446744073709551615}"#)
    }

    @Test func withoutTheDocumentAnIntegerBeyondInt64IsStillExact() throws {
        let value = try JSONDecoder().decode(SettingsJSONValue.self, from: Data("[18446744073709551615]".utf8))
        #expect(value == .array([.number("18446744073709551615")]))
        // Without a number writer, the nearest value JSONEncoder can write: here the same integer.
        #expect(String(decoding: try JSONEncoder().encode(value), as: UTF8.self) == "[18446744073709551615]")
        #expect(String(decoding: try JSONEncoder().encode(SettingsJSONValue.number("1e400")), as: UTF8.self) == #""1e400""#)
    }

    @Test func containersTooDeepAreReplacedByNullAndReported() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let (value, prepared) = try decodePrepared(#"{"keep": 1, "deep": \#(deep)}"#)
        #expect(prepared.issues.count == 1)
        #expect(prepared.issues.first?.path.prefix(3) == ["deep", "0", "0"])
        #expect(prepared.issues.first?.path.last == "…")
        guard case .object(let members) = value else { Issue.record("not a mapping"); return }
        #expect(members["keep"] == .int(1))
        var node = members["deep"]
        var depth = 1  // the root mapping
        while case .array(let elements)? = node {
            depth += 1
            node = elements.first
        }
        #expect(depth == SettingsJSONValue.maximumDepth)
        #expect(node == .null)
        _ = try encodeExact(value)  // a kept value can always be written again
    }

    @Test func aDeepUnknownKeyThroughAPlainDecoderIsDroppedAndReported() throws {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let (value, report) = try decodeReporting(Model.self, #"{"flag": true, "deep": \#(deep)}"#)
        #expect(value.flag)
        #expect(value.unknown["deep"] == nil)
        guard case .droppedUnknown(let reason)? = issueList(report)["deep"] else {
            Issue.record("not reported: \(report.issues)")
            return
        }
        #expect(reason.contains("nested more than 256 levels deep"))
    }

    @Test func invalidJSONIsLeftToTheDecoder() {
        for text in ["{not json", "[1,]", #"{"a" 1}"#, "", "01", "[1e]"] {
            let prepared = SettingsJSONDocument.prepare(Array(text.utf8))
            #expect(prepared.bytes == nil && prepared.issues.isEmpty && prepared.numberTexts.isEmpty, "\(text)")
        }
    }

    /// A section with one setting, keeping unknown keys.
    struct Model: Decodable {
        var flag: Bool
        var unknown: SettingsUnknownFields

        init(from decoder: any Decoder) throws {
            let values = try SettingsDecodingContainer(decoder, knownKeys: ["flag"])
            flag = values.decode("flag", default: false)
            unknown = values.unknownFields
        }
    }
}
