import Foundation
import SettingsRuntime
import Testing

@Suite("SettingsJSONValue and SettingsUnknownFields")
struct JSONValueTests {
    private func decode(_ json: String) throws -> SettingsJSONValue {
        try JSONDecoder().decode(SettingsJSONValue.self, from: Data(json.utf8))
    }

    /// The one JSON string escaping: plain for the runtime's own text, script-safe for what settingsc embeds in
    /// files and HTML; both decode back to the same string.
    @Test func quotingIsValidJSONInBothModes() throws {
        let text = "a\"b\\c</script>\u{2028}\u{7F}\u{08}\u{1B}\n\t"
        #expect(SettingsJSONValue.quote(text) == #""a\"b\\c</script>\#u{2028}\#u{7F}\u0008\u001b\n\t""#)
        #expect(SettingsJSONValue.quote(text, scriptSafe: true) == #""a\"b\\c<\/script>\u2028\u007F\b\u001B\n\t""#)
        for quoted in [SettingsJSONValue.quote(text), SettingsJSONValue.quote(text, scriptSafe: true)] {
            #expect(try JSONDecoder().decode(String.self, from: Data(quoted.utf8)) == text)
        }
    }

    @Test func decodesEachKindFaithfully() throws {
        #expect(try decode("null") == .null)
        #expect(try decode("true") == .bool(true))
        #expect(try decode("false") == .bool(false))
        #expect(try decode("7") == .int(7))
        #expect(try decode("-9223372036854775808") == .int(.min))
        #expect(try decode("7.5") == .double(7.5))
        #expect(try decode("1e300") == .double(1e300))
        #expect(try decode("18446744073709551616") == .double(18446744073709551616))  // beyond Int64
        #expect(try decode(#""1""#) == .string("1"))
        #expect(try decode(#""true""#) == .string("true"))
        #expect(try decode("[]") == .array([]))
        #expect(try decode("{}") == .object([:]))
        #expect(try decode(#"[1, "a", [null], {"b": false}]"#)
            == .array([.int(1), .string("a"), .array([.null]), .object(["b": .bool(false)])]))
    }

    @Test func encodesTheSameKindsBack() throws {
        let json = #"{"a":[1,2.5,"x",null,true,false,{"n":{}}],"b":[],"c":-3,"d":"q\"uote"}"#
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let value = try decode(json)
        #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == json)
        #expect(try decode(String(decoding: try encoder.encode(value), as: UTF8.self)) == value)
    }

    @Test func literalsAndDescription() {
        let value: SettingsJSONValue = ["list": [1, 2.5, "x\n", true], "z": .null, "a": [:]]
        #expect(value == .object([
            "list": .array([.int(1), .double(2.5), .string("x\n"), .bool(true)]), "z": .null, "a": .object([:]),
        ]))
        #expect(value.description == #"{"a":{},"list":[1,2.5,"x\n",true],"z":null}"#)
        #expect(SettingsJSONValue.string("\u{1}").description == #""\u0001""#)
    }

    @Test func unknownFieldsAPI() {
        var fields = SettingsUnknownFields()
        #expect(fields.isEmpty)
        fields["b"] = 2
        fields["a"] = "x"
        #expect(!fields.isEmpty)
        #expect(fields.count == 2)
        #expect(fields.keys == ["a", "b"])
        #expect(fields["b"] == .int(2))
        #expect(fields["missing"] == nil)
        #expect(fields == SettingsUnknownFields(["a": "x", "b": 2]))
        #expect(fields != SettingsUnknownFields(["a": "x", "b": 3]))
        #expect(Set([fields, SettingsUnknownFields(["b": 2, "a": "x"])]).count == 1)
        fields["a"] = nil
        #expect(fields.keys == ["b"])
    }

    @Test func valuesAPropertyListCannotHoldAsJSONAreDroppedAndReported() throws {
        // A property list <date> is not null, bool, number, string, array or mapping.
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>smoothing</key><dict>
                <key>dayPeriod</key><integer>11</integer>
                <key>stamp</key><date>2024-01-02T03:04:05Z</date>
                <key>kept</key><array><string>s</string><true/><real>2.5</real></array>
              </dict>
            </dict></plist>
            """
        let report = SettingsDecodingReport()
        let decoder = PropertyListDecoder()
        decoder.userInfo[.settingsDecodingReport] = report
        let settings = try decoder.decode(TestSettings.self, from: Data(plist.utf8))
        #expect(settings.smoothing.dayPeriod == 11)
        #expect(settings.smoothing._unknownFields.keys == ["kept"])
        #expect(settings.smoothing._unknownFields["kept"] == ["s", true, 2.5])
        let dropped = report.issues.filter {
            if case .droppedUnknown = $0.kind { return true } else { return false }
        }
        #expect(dropped.map(\.path) == [["smoothing", "stamp"]])
    }
}
