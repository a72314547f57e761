import Testing
@testable import SettingsCompiler

// The reading half of the front end after issue 32's cuts: the parser visits the keys a mapping has (in the language
// table's order) instead of asking for each key the construct could have, and the reader's invisible-character scan
// passes over ASCII eight bytes at a time. Each must answer as the slower path it replaced.

private func scalar(_ text: String, line: Int = 1) -> YAMLNode {
    YAMLNode(kind: .scalar(YAMLScalar(text)), range: SourceRange(
        start: SourceLocation(file: "hand.yaml", line: line, column: 1), end: SourceLocation(file: "hand.yaml", line: line, column: 2)))
}

private func mapping(_ pairs: [(String, YAMLNode)], line: Int = 1) -> YAMLNode {
    YAMLNode(kind: .mapping(pairs.enumerated().map { YAMLPair(key: scalar($0.element.0, line: line + $0.offset), value: $0.element.1) }),
             range: SourceRange(start: SourceLocation(file: "hand.yaml", line: line, column: 1), end: SourceLocation(file: "hand.yaml", line: line + 40, column: 1)))
}

private func parse(_ node: YAMLNode) -> (ast: SchemaAST?, diagnostics: [Diagnostic]) {
    var collector = DiagnosticCollector()
    let ast = SchemaParser.parse(node, file: "hand.yaml", diagnostics: &collector)
    return (ast, collector.diagnostics)
}

private func firstSetting(_ ast: SchemaAST?) -> SettingDecl? {
    ast?.sections.first?.settings.first
}

@Suite struct FrontEndReadingTests {
    /// A hand-built node may name a key twice (the reader refuses that, SC1003): the last one is read, before and
    /// after the eighth pair, as the parser's lookup by name did.
    @Test func aKeyNamedTwiceInAHandBuiltNodeIsReadFromItsLastPair() throws {
        func schema(_ setting: [(String, YAMLNode)]) -> YAMLNode {
            mapping([
                ("settings", scalar("AppSettings")),
                ("sections", mapping([("general", mapping([("settings", mapping([("volume", mapping(setting))]))]))])),
            ])
        }
        let early = parse(schema([("title", scalar("First")), ("type", scalar("int")), ("title", scalar("Second")), ("default", scalar("3"))]))
        #expect(early.diagnostics.isEmpty)
        #expect(firstSetting(early.ast)?.title?.value == "Second")

        // Ten pairs: the second `title` is the tenth, past the pairs kept a byte each.
        let late = parse(schema([
            ("title", scalar("First")), ("type", scalar("int")), ("default", scalar("3")), ("icon", scalar("bell")),
            ("color", scalar("#226AD6")), ("key", scalar("volumeKey")), ("sideEffect", scalar("changed")),
            ("unit", scalar("dB")), ("description", scalar("Loud.")), ("title", scalar("Tenth")),
        ]))
        #expect(late.diagnostics.isEmpty)
        let setting = try #require(firstSetting(late.ast))
        #expect(setting.title?.value == "Tenth")
        #expect(setting.description?.value == "Loud.")
        #expect(setting.unit?.value == "dB")
        #expect(setting.icon?.value == "bell")
    }

    /// A setting's keys are read whatever order they are written in: the same schema with its keys reversed gives
    /// the same setting.
    @Test func aSettingsKeysAreReadInAnyOrder() throws {
        let keys = ["type: int", "default: 4", "range: 0...10", "step: 2", "title: Count", "description: How many.",
                    "requiresRestart: true", "keywords: [many, items]", "key: countKey", "icon: number", "unit: items"]
        func setting(_ keys: [String]) throws -> SettingIR {
            let result = compile("""
                settings: AppSettings
                sections:
                  general:
                    settings:
                      count: {\(keys.joined(separator: ", "))}
                """)
            #expect(result.diagnostics.isEmpty, "\(result.output)")
            return try #require(result.ir?.root.sections.first?.settings.first)
        }
        let forward = try setting(keys)
        let backward = try setting(keys.reversed())
        #expect(forward.title == "Count" && backward.title == "Count")
        #expect(forward.key == "countKey" && backward.key == "countKey")
        #expect(forward.step == .int(2) && backward.step == .int(2))
        #expect(forward.requiresRestart && backward.requiresRestart)
        #expect(forward.unit == backward.unit)
        #expect(forward.keywords == ["many", "items"] && backward.keywords == ["many", "items"])
    }

    /// The ASCII fast path of the invisible-character scan: a hidden character after any number of ASCII bytes (on
    /// both sides of each eight-byte word) is found, and ASCII text of any length has none.
    @Test func hiddenCharactersAreFoundAfterAnyRunOfASCII() {
        for count in 0...19 {
            let ascii = String(repeating: "a", count: count)
            for hidden in ["\u{202E}", "\u{200B}", "\u{061C}", "\u{FEFF}"] {
                var text = ascii + hidden + "b"
                let found = text.withUTF8 { InvisibleCharacters.firstHidden(in: $0) }
                #expect(found == hidden.unicodeScalars.first, "after \(count) ASCII bytes")
            }
            var plain = ascii
            #expect(plain.withUTF8 { InvisibleCharacters.firstHidden(in: $0) } == nil)
            #expect(plain.withUTF8 { InvisibleCharacters.isASCII($0) })
            var accented = ascii + "é"
            #expect(!accented.withUTF8 { InvisibleCharacters.isASCII($0) })
            #expect(accented.withUTF8 { InvisibleCharacters.firstHidden(in: $0) } == nil)
        }
    }

    /// The characters SC1305 names, tested by switches: exactly these, below U+10000 (where they all are).
    @Test func theHiddenCharactersAreExactlyTheListedOnes() {
        let bidi: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        let zeroWidth: Set<UInt32> = [0x200B, 0x2060, 0xFEFF]
        let joiners: Set<UInt32> = [0x200C, 0x200D]
        let wrong = (UInt32(0)...0xFFFF).filter { value in
            InvisibleCharacters.isBidiControl(value) != bidi.contains(value)
                || InvisibleCharacters.isZeroWidth(value) != zeroWidth.contains(value)
                || InvisibleCharacters.isJoiner(value) != joiners.contains(value)
        }
        #expect(wrong.isEmpty, "\(wrong.map { String($0, radix: 16) })")
    }
}
