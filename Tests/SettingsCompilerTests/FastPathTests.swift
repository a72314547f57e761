import Testing
@testable import SettingsCompiler

// The fast paths of the third round of issue 7 (validate): known keys found by a signature of their length and
// first byte, rows told apart in one pass over their keys, `...` split on bytes, null scalars told by length,
// parsed types remembered, link targets built only when a description links. Each must answer exactly as the
// slow path it stands in for.

@Suite struct FastPathTests {
    /// Keys whose signatures collide (`minLength`/`maxLength`, `skip`/`step`: same length and first letter),
    /// on both sides of the eighth position, are each read as themselves.
    @Test func keysWithTheSameSignatureAreToldApart() throws {
        let schema = """
            settings: AppSettings
            sections:
              general:
                settings:
                  name: {maxLength: 20, type: string, minLength: 2, default: "abc", title: Name}
                  count: {step: 2, skip: true, type: int, default: 4, range: 0...10}
                  late:
                    title: Late
                    description: Many keys first.
                    requiresRestart: true
                    key: lateKey
                    icon: bell
                    color: "#226AD6"
                    sideEffect: lateChanged
                    type: string
                    minLength: 1
                    default: "x"
                    maxLength: 3
            """
        let result = compile(schema)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let settings = try #require(result.ir?.root.sections.first?.settings)
        #expect(settings.map(\.name) == ["name", "count", "late"])
        #expect(settings[0].stringRules?.minLength == 2)
        #expect(settings[0].stringRules?.maxLength == 20)
        #expect(settings[1].step == .int(2))
        #expect(settings[1].skip)
        #expect(settings[2].title == "Late")
        #expect(settings[2].key == "lateKey")
        #expect(settings[2].sideEffect == "lateChanged")
        #expect(settings[2].stringRules?.minLength == 1)
        #expect(settings[2].stringRules?.maxLength == 3)
    }

    /// A key the language does not know is still reported when its signature matches a known key's.
    @Test func anUnknownKeyWithAKnownSignatureIsReported() {
        let result = compile("""
            settings: AppSettings
            sections:
              general:
                settings:
                  name: {type: string, typo: 1, titel: Name}
            """)
        #expect(codes(result.diagnostics) == ["SC1101", "SC1101"], "\(result.output)")
        #expect(result.output.contains("unknown key 'typo'"))
        #expect(result.output.contains("unknown key 'titel'"))
    }

    /// `link` wins over `action`, `action` over `navigate`, `navigate` over `detail`; a key that only starts
    /// like one (`links`) leaves the entry a setting.
    @Test func rowKindsKeepTheirPrecedence() throws {
        let result = compile("""
            settings: AppSettings
            externalData: AppData
            sections:
              general:
                settings:
                  enabled: true
                  site: {link: "https://example.com", title: Site}
                  reset: {action: resetAll}
                  more: {navigate: other}
                  user: {detail: userID}
              other:
                settings:
                  flag: false
            """)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let general = try #require(result.ir?.root.sections.first)
        #expect(general.settings.map(\.name) == ["enabled"])
        #expect(general.links.map(\.name) == ["site"])
        #expect(general.actions.map(\.name) == ["reset"])
        #expect(general.navigations.map(\.name) == ["more"])
        #expect(general.details.map(\.name) == ["user"])

        let both = compile("""
            settings: AppSettings
            sections:
              general:
                settings:
                  row: {action: resetAll, link: "https://example.com"}
            """)
        // Read as a link, whose keys do not include `action`.
        #expect(both.output.contains("unknown key 'action' in link 'row'"), "\(both.output)")

        let notARow = compile("""
            settings: AppSettings
            sections:
              general:
                settings:
                  row: {links: "https://example.com", type: string}
            """)
        #expect(notARow.output.contains("unknown key 'links' in setting 'row'"), "\(notARow.output)")
    }

    /// Ranges split on bytes read as the generic split does, ASCII or not.
    @Test func rangesSplitAsBefore() throws {
        func range(_ text: String, type: String = "int") -> (RangeIR?, String) {
            let result = compile("""
                settings: AppSettings
                sections:
                  general:
                    settings:
                      value: {type: \(type)?, range: "\(text)"}
                """)
            return (result.ir?.root.sections.first?.settings.first?.range, result.output)
        }
        #expect(range("1...5").0 == RangeIR(lowerBound: .int(1), upperBound: .int(5)))
        #expect(range(" 1 ... 5 ").0 == RangeIR(lowerBound: .int(1), upperBound: .int(5)))
        #expect(range("...5").0 == RangeIR(lowerBound: nil, upperBound: .int(5)))
        #expect(range("-3...").0 == RangeIR(lowerBound: .int(-3), upperBound: nil))
        #expect(range("0.5...1.5", type: "double").0 == RangeIR(lowerBound: .double(0.5), upperBound: .double(1.5)))
        // `1....5`: the first `...` ends after the third dot, so the maximum is `.5`.
        #expect(range("1....5", type: "double").1.contains("the range 1.0...0.5 of 'value' is empty"))
        #expect(range("1...2...3").1.contains("must be written 'min...max'"))
        #expect(range("1..5").1.contains("must be written 'min...max'"))
        #expect(range("...").1.contains("needs a minimum, a maximum, or both"))
        #expect(range("é...5").1.contains("the range bound 'é'"))
        #expect(range("1...５").1.contains("the range bound '５'"))
    }

    @Test func nullScalarsAreToldByLengthThenText() {
        for text in ["", "~", "null", "Null", "NULL"] { #expect(YAMLScalar(text).isNull, "\(text)") }
        for text in ["-", "0", "nul", "nulls", "NuLL", "none", "~~", " "] { #expect(!YAMLScalar(text).isNull, "\(text)") }
        #expect(!YAMLScalar("null", style: .doubleQuoted).isNull)
        #expect(!YAMLScalar("", style: .singleQuoted).isNull)
    }

    /// A type spelled many times is parsed once; an unknown type is still reported at every use.
    @Test func typesAreRememberedButErrorsRepeat() throws {
        let result = compile("""
            settings: AppSettings
            enums:
              Mode: [fast, slow]
            sections:
              general:
                settings:
                  a: {type: Mode, default: fast}
                  b: {type: Mode?}
                  c: {type: Mode, default: slow}
                  d: {type: Nope}
                  e: {type: Nope}
                  f: {type: int??}
                  g: {type: int??}
            """)
        #expect(result.ir == nil)
        #expect(codes(result.diagnostics) == ["SC1201", "SC1201", "SC1210", "SC1210"], "\(result.output)")
        #expect(result.output.components(separatedBy: "unknown type 'Nope'").count == 3)
        #expect(result.output.components(separatedBy: "is an optional of an optional").count == 3)

        let valid = compile("""
            settings: AppSettings
            enums:
              Mode: [fast, slow]
            sections:
              general:
                settings:
                  a: {type: Mode, default: slow}
                  b: {type: Mode?}
                  c: {type: " Mode "}
            """)
        #expect(valid.diagnostics.isEmpty, "\(valid.output)")
        let settings = try #require(valid.ir?.root.sections.first?.settings)
        #expect(settings.map(\.type) == [.enumeration("Mode"), .optional(.enumeration("Mode")), .enumeration("Mode")])
        #expect(settings.map(\.defaultValue) == [.enumCase("slow"), .null, .enumCase("fast")])
    }

    /// Links are found wherever a description can hold one, also when it is the schema's only link.
    @Test func aLoneLinkAnywhereIsChecked() {
        let placements = [
            ("description: See [[general.nope]].\n", ""),
            ("", "    description: See [[general.nope]].\n"),
            ("enums:\n  Mode:\n    fast: {title: Fast, description: \"See [[general.nope]].\"}\n", ""),
        ]
        for (top, section) in placements {
            let schema = "settings: AppSettings\n" + top + """
                sections:
                  general:

                """ + section + """
                    settings:
                      flag: true
                      mode: {type: \(top.contains("enums") ? "Mode" : "bool"), title: Mode}
                """
            let result = compile(schema)
            #expect(result.output.contains("the link '[[general.nope]]' names no setting or section"), "\(schema)\n\(result.output)")
        }
        let nested = compile("""
            settings: AppSettings
            sections:
              general:
                sections:
                  inner:
                    settings:
                      flag: {type: bool, description: "Goes with [[general.inner.flag]] and [[general.gone]]."}
            """)
        #expect(!nested.output.contains("[[general.inner.flag]]' names no"), "\(nested.output)")
        #expect(nested.output.contains("the link '[[general.gone]]' names no setting or section"), "\(nested.output)")
    }

    /// Short decimal integers are read from the bytes; everything else as before.
    @Test func numbersReadAsBefore() {
        let cases: [(String, ScalarValues.Number?)] = [
            ("0", .int(0)), ("-0", .int(0)), ("+7", .int(7)), ("007", .int(7)), ("-42", .int(-42)),
            ("123456789012345678", .int(123_456_789_012_345_678)), ("-123456789012345678", .int(-123_456_789_012_345_678)),
            ("1234567890123456789", .int(1_234_567_890_123_456_789)), ("9223372036854775807", .int(.max)),
            ("-9223372036854775808", .int(.min)), ("9223372036854775808", .intOverflow), ("0x1F", .int(31)), ("0o17", .int(15)),
            ("1.5", .double(1.5)), ("0.50", .double(0.5)), ("1e3", .double(1000)), ("-2.5E-1", .double(-0.25)), (".5", .double(0.5)),
            ("1e999", .notFinite), (".inf", .notFinite), ("-.Inf", .notFinite), ("+.INF", .notFinite), (".nan", .notFinite),
            ("", nil), ("-", nil), ("+", nil), ("--1", nil), ("1_000", nil), ("12a", nil), ("1.5.2", nil), (" 1", nil), ("1 ", nil),
            ("٣", nil), ("inf", nil),
        ]
        for (text, expected) in cases { #expect(ScalarValues.number(text) == expected, "\(text)") }
    }

    /// Decimals with a fraction of up to 15 digits are read from the bytes: the same `Double`, bit for bit, as
    /// the general reading (`Double(text)`); longer ones and other spellings are read the general way.
    @Test func shortDecimalsReadAsTheGeneralWay() {
        var texts = ["0.50", "1.75", "-0.0", "+3.00", "0.1", "0.3", "123456789012345.0", "12345678901234.5", "1.0000000000000",
                     "9007199254.740993", "0.000000000000001", "99999.99999", "3.14159265358979", "1234567890123456.5",
                     "0.1234567890123456789", "1.", ".5", "-.5", "1.5e3", "1..5"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let count = Int.random(in: 2...17, using: &generator)
            var digits = (0..<count).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            digits.insert(".", at: digits.index(digits.startIndex, offsetBy: Int.random(in: 1..<count, using: &generator)))
            texts.append(Bool.random(using: &generator) ? "-" + digits : digits)
        }
        for text in texts {
            let expected: ScalarValues.Number? = Double(text).map { $0.isFinite ? .double($0) : .notFinite }
            guard case .double(let value)? = ScalarValues.number(text), case .double(let reference)? = expected else {
                #expect(ScalarValues.number(text) == expected, "\(text)")
                continue
            }
            #expect(value.bitPattern == reference.bitPattern, "\(text)")
        }
    }

    /// `NameTable` keeps the first value of each name, across its growth, and tells names apart by their text.
    @Test func nameTableKeepsTheFirstEntryOfEachName() {
        var table = NameTable<Int>()
        let names = (0..<5_000).map { "name\($0)" } + ["", "a", "b", "é", "name", "Name", "nameA", "nameB"]
        for (index, name) in names.enumerated() { #expect(table.first(name, index) == nil, "\(name)") }
        #expect(table.count == names.count)
        for (index, name) in names.enumerated() {
            #expect(table.first(name, -1) == index, "\(name)")
            #expect(table.value(of: name) == index, "\(name)")
        }
        #expect(table.value(of: "name5000") == nil)
        #expect(table.count == names.count)
    }

    /// `[[` is found at every place of a text, on both sides of each eight-byte word, and only there.
    @Test func linkOpenersAreFoundAtEveryPlace() {
        for count in 0..<40 {
            let plain = String(repeating: "a", count: count)
            #expect(!DescriptionText.containsLinkOpener(plain))
            for start in 0..<max(0, count - 1) {
                var bytes = Array(plain.utf8)
                bytes[start] = UInt8(ascii: "[")
                let single = String(decoding: bytes, as: UTF8.self)
                #expect(!DescriptionText.containsLinkOpener(single), "\(single)")
                bytes[start + 1] = UInt8(ascii: "[")
                let double = String(decoding: bytes, as: UTF8.self)
                #expect(DescriptionText.containsLinkOpener(double), "\(double)")
                if start + 2 < count {
                    bytes[start + 1] = UInt8(ascii: "]")
                    bytes[start + 2] = UInt8(ascii: "[")
                    let apart = String(decoding: bytes, as: UTF8.self)
                    #expect(!DescriptionText.containsLinkOpener(apart), "\(apart)")
                }
            }
        }
        #expect(DescriptionText.containsLinkOpener("é€ [[x]] ü"))
        #expect(!DescriptionText.containsLinkOpener("é€ [x] [ [ ü ÿÿÿÿÿÿÿÿ"))
    }

    /// A section's type name made in place for an ASCII name is the one the general rule makes.
    @Test func sectionTypeNamesAsTheGeneralRule() {
        func general(_ name: String) -> String {
            name.split(separator: "_").map { part in part.prefix(1).uppercased() + part.dropFirst() }.joined()
        }
        for name in ["a", "general", "dayPeriod", "x9", "debug_menu", "_hidden", "trailing_", "Upper", "ünïcode", "a1b2",
                     "zeta", "z", "m9_x", "ab", "9lives", ""] {
            #expect(SwiftNames.typeName(forSection: name) == general(name), "\(name)")
        }
        #expect(SwiftNames.typeName(forSection: "dayPeriod") == "DayPeriod")
    }

    /// Identifiers are told on their bytes as before.
    @Test func identifiersAsBefore() {
        for text in ["a", "_", "_a", "abc123", "ABC", "a_b", "x9"] { #expect(SwiftNames.isIdentifier(text), "\(text)") }
        for text in ["", "9a", "a-b", "a b", "é", "aé", "a.b", "🙂"] { #expect(!SwiftNames.isIdentifier(text), "\(text)") }
    }

    /// Every reserved name is reserved at its place, found by the place's own table, and at no other place
    /// that does not list it.
    @Test func reservedNamesAtTheirPlaces() {
        for entry in ReservedNames.entries {
            for name in entry.names { #expect(ReservedNames.reason(name, at: entry.place) != nil, "\(name)") }
        }
        for place in ReservedNames.Place.allCases {
            let names = ReservedNames.names(at: place)
            for entry in ReservedNames.entries where entry.place != place {
                for name in entry.names where !names.contains(name) {
                    #expect(ReservedNames.reason(name, at: place) == nil, "\(name) at \(place)")
                }
            }
            #expect(ReservedNames.reason("ordinaryName", at: place) == nil)
        }
    }

    /// SC1306's pass is skipped when no `#` of the file follows a space or tab after something else on its line
    /// (`PlainTextComments.mayCutText`): its answer is the one of a line by line reading, for every `#` placement.
    @Test func theCommentPassIsSkippedOnlyWhereNoCommentCanCutAText() {
        func reference(_ text: String) -> Bool {
            // Lines split on the byte (a `Character` split would keep "\r\n" together).
            Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).contains { line in
                let bytes = Array(line)
                return bytes.indices.contains { index in
                    guard bytes[index] == 0x23 else { return false }
                    var before = index - 1
                    while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
                    return before < index - 1 && before >= 0 && bytes[before] != 0x0D
                }
            }
        }
        let samples = [
            "", "#", "# a comment line\nkey: value", "key: value # cut", "key: value\t# cut", "key: value#tight",
            "  # indented comment", "key: 'quoted # inside'", "a: b\n\n   #\n", "a: b\r\n  # x", "a: b \r# x",
            "éè # cut after non-ASCII", "#\n#\n#", "a: b\n# c\nd: e  #", " #", "\t#", "a:\t\t#",
        ]
        for sample in samples {
            let found = Array(sample.utf8).withUnsafeBufferPointer { PlainTextComments.mayCutText($0) }
            #expect(found == reference(sample), "\(sample.debugDescription)")
        }
        // A schema whose only comments are lines of their own: no warning, as before.
        var diagnostics = DiagnosticCollector()
        let file = SourceFile(path: "c.yaml", text: "# top\nsettings: S\nsections:\n  a:\n    # note\n    title: Plain text\n")
        var ends = PlainTextEnds()
        ends.append(key: "title", end: SourceLocation(file: "c.yaml", line: 6, column: 22))
        PlainTextComments.check(ends, in: file, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
    }
}
