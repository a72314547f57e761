import GeneratedFixtures
import SettingsRuntime
import Testing

// The strings exposed by the generated fixture types must be exactly the strings the fixtures' YAML
// spells. The expected values are written here by hand from the YAML, mostly as raw strings (#"..."#), so
// they do not share the generator's escaping: a broken escape changes a value and fails these tests, and
// a string that broke out of its literal would already have failed to compile.

@Suite struct InjectionStringsRoundTripTests {
    typealias Payload = InjectionStringsSettings.Payload

    @Test func enumTitlesAreTheExactYAMLStrings() {
        let expected: [Payload: String] = [
            .tripleQuote: #"end """ + "pwned" + """"#,
            .interpolation: #"\(exit(1)) and \(#line)"#,
            .rawDelimiter: ##""# + #"raw"# + #""##,
            .blockComment: #"*/ let pwned = 1 /*"#,
            .compilerDirective: "#if DEBUG" + "\u{0A}" + #"#error("pwned")"# + "\u{0A}" + "#endif",
            .html: #"</script><script>alert(1)</script><!-- -->"#,
            .template: #"{{ secret }} {% raw %} ${HOME} $(rm -rf /)"#,
            .backticks: #"`rm -rf /` ```swift"#,
            .unicodeEscape: #"\u{0041} \n \0 \\"#,
        ]
        #expect(Payload.allCases.count == expected.count)
        for item in Payload.allCases {
            #expect(item.title == expected[item], "title of .\(item.rawValue)")
            #expect(Array(item.title.unicodeScalars) == Array((expected[item] ?? "").unicodeScalars))
        }
    }

    @Test func defaultsAreTheExactYAMLStrings() {
        typealias Defaults = InjectionStringsSettings.Payloads.Defaults
        #expect(Defaults.choice == .html)
        #expect(Defaults.tripleQuoted == #"""""#)
        #expect(Defaults.tripleQuoted.count == 3)
        // `accessibilityLabel:` reaches the generated form as written.
        let label = InjectionStringsSettings.settingsForm.setting(id: "payloads.tripleQuoted")?.accessibilityLabel
        #expect(label == #""""\(exit(1))" */ #if"#)
        let multiLine = [
            #"line one """"#,
            #"#if os(Linux)"#,
            #"\(fatalError())"#,
            #"*/ </script> <!-- {{x}} `tick`"#,
            "",
        ].joined(separator: "\u{0A}")
        #expect(Defaults.multiLine == multiLine)
        #expect(Array(Defaults.crlf.unicodeScalars.map(\.value)) == [0x61, 0x0D, 0x0A, 0x62, 0x2028, 0x63, 0x85, 0x64])
        #expect(Defaults.quotedKey == #""key": "value"}, {"x": 1"#)
        #expect(Array(Defaults.emoji.unicodeScalars.map(\.value)) == [
            0x1F3F3, 0xFE0F, 0x200D, 0x1F308, 0x20, 0x202E, 0x67, 0x6E, 0x70, 0x2E, 0x65, 0x78, 0x65,
        ])
    }

    @Test func theDefaultsAreTheValuesOfAFreshModel() {
        let settings = InjectionStringsSettings()
        #expect(settings.payloads.multiLine == InjectionStringsSettings.Payloads.Defaults.multiLine)
        #expect(settings.payloads.choice.title == #"</script><script>alert(1)</script><!-- -->"#)
    }
}

@Suite struct UnicodeTextRoundTripTests {
    typealias Quote = UnicodeTextSettings.Quote

    @Test func enumTitlesAreTheExactYAMLStrings() {
        #expect(Quote.straight.title == #""Straight" quotes"#)
        #expect(Quote.curly.title == "“Curly” ‘quotes’")
        #expect(Quote.backslash.title == #"Back\slash \(not interpolated)"#)
        // "👩‍👩‍👧‍👦 family, 🇩🇪 flag, e\u0301 (e + combining acute)" in YAML double quotes.
        let emoji = Array(Quote.emoji.title.unicodeScalars.map(\.value))
        #expect(emoji.prefix(7) == [0x1F469, 0x200D, 0x1F469, 0x200D, 0x1F467, 0x200D, 0x1F466])
        #expect(Quote.emoji.title.hasSuffix(" family, 🇩🇪 flag, e\u{0301} (e + combining acute)"))
        #expect(Quote.emoji.title.unicodeScalars.contains("\u{0301}"))   // not normalized to é
    }

    @Test func defaultsAreTheExactYAMLStrings() {
        typealias Defaults = UnicodeTextSettings.Text.Defaults
        #expect(Defaults.quote == .straight)
        #expect(Array(Defaults.greeting.unicodeScalars) == Array(#"Hello, "world"! \(name) "#.unicodeScalars) + ["\u{E9}", "\u{301}", " ", "\u{2713}"])
        #expect(Array(Defaults.carriageReturn.unicodeScalars.map(\.value)) == Array("first".unicodeScalars.map(\.value)) + [0x0D] + Array("second".unicodeScalars.map(\.value)))
        #expect(Array(Defaults.tabAndNul.unicodeScalars.map(\.value)) == Array("tab:".unicodeScalars.map(\.value)) + [0x09] + Array("nul:".unicodeScalars.map(\.value)) + [0x00] + Array("end".unicodeScalars.map(\.value)))
        #expect(Defaults.rightToLeft == "مرحبا بالعالم")
        #expect(Defaults.oldName == false)
    }
}
