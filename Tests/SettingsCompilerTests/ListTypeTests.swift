import SettingsCompiler
import Testing

/// `[string]` and `[int]`: the IR of list settings (types, inferred types, defaults, rules).
@Suite struct ListTypeTests {
    func settings(_ lines: String) -> [SettingIR] {
        let text = "settings: App\nsections:\n  general:\n    settings:\n"
            + lines.split(separator: "\n").map { "      \($0)\n" }.joined()
        let result = compile(text)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        return result.ir?.root.sections.first?.settings ?? []
    }

    @Test func typesDefaultsAndRulesReachTheIR() throws {
        let all = settings("""
            words: [spam, "7", 8]
            ports: [80, 443]
            spaced: {type: "[ int ]", default: [-1, 0x10], range: -5...20, minItems: 0, maxItems: 3}
            tags: {type: "[string]", minLength: 2, pattern: "[a-z]+"}
            """)
        #expect(all.map(\.type) == [.list(.string), .list(.int), .list(.int), .list(.string)])
        #expect(all[0].defaultValue == .list([.string("spam"), .string("7"), .string("8")]))
        #expect(all[1].defaultValue == .list([.int(80), .int(443)]))
        #expect(all[2].defaultValue == .list([.int(-1), .int(16)]))
        #expect(all[2].range == RangeIR(lowerBound: .int(-5), upperBound: .int(20)))
        #expect(all[2].listRules == ListRulesIR(minItems: 0, maxItems: 3))
        #expect(all[3].defaultValue == .list([]))
        #expect(all[3].stringRules?.minLength == 2)
        #expect(all[3].listRules == nil)
        #expect(ValueType.list(.int).description == "[int]")
        #expect(ValueType.list(.string).listElement == .string)
        #expect(ValueType.string.listElement == nil)
    }

    @Test func aJSONSchemaSpellsListsWithoutQuotingTrouble() {
        let result = compile("""
            {"settings": "App", "sections": {"general": {"settings": {
              "ports": {"type": "[int]", "default": [80], "maxItems": 2},
              "words": ["a", "b"]}}}}
            """, path: "test.settings.json")
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        #expect(result.ir?.root.sections.first?.settings.map(\.type) == [.list(.int), .list(.string)])
    }
}
