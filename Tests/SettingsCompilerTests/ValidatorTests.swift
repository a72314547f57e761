import Testing
import SettingsCompiler

/// A schema with one section `s` holding the given settings lines (already indented by the caller's YAML).
private func schema(settings: String, enums: String = "") -> String {
    let enumBlock = enums.isEmpty ? "" : "enums:\n" + enums.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
    return "settings: App\n" + enumBlock + "sections:\n  s:\n    settings:\n" + settings.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n") + "\n"
}

private func setting(_ line: String, enums: String = "") -> (setting: SettingIR?, codes: [String], messages: [String]) {
    let result = compile(schema(settings: line, enums: enums))
    return (result.ir?.root.sections.first?.settings.first, codes(result.diagnostics), result.diagnostics.map(\.message))
}

@Suite struct InferenceTests {
    @Test(arguments: [
        ("a: true", ValueType.bool, Value.bool(true)),
        ("a: False", .bool, .bool(false)),
        ("a: 7", .int, .int(7)),
        ("a: -12", .int, .int(-12)),
        ("a: 0x1F", .int, .int(31)),
        ("a: 1.5", .double, .double(1.5)),
        ("a: 2e3", .double, .double(2000)),
        ("a: hello", .string, .string("hello")),
        ("a: \"7\"", .string, .string("7")),
        ("a: ''", .string, .string("")),
        ("a: !!str true", .string, .string("true")),
        ("a: 1...30", .string, .string("1...30")),
    ])
    func typeIsInferredFromTheDefault(line: String, type: ValueType, value: Value) throws {
        let result = setting(line)
        #expect(result.codes == [])
        let ir = try #require(result.setting)
        #expect(ir.type == type)
        #expect(ir.defaultValue == value)
    }

    @Test func yaml11BooleansStayStringsWithAWarning() throws {
        let result = setting("a: yes")
        #expect(result.codes == ["SC1301"])
        #expect(result.setting?.type == .string)
        #expect(result.setting?.defaultValue == .string("yes"))
    }

    @Test func nothingToInferFrom() {
        #expect(setting("a:").codes == ["SC1209"])
        #expect(setting("a: ~").codes == ["SC1209"])
        #expect(setting("a: {title: A}").codes == ["SC1209"])
    }
}

@Suite struct TypeAndDefaultTests {
    @Test(arguments: [
        ("a: {type: bool}", Value.bool(false)),
        ("a: {type: int}", .int(0)),
        ("a: {type: int, range: 5...9}", .int(5)),
        ("a: {type: int, range: -9...-5}", .int(-5)),
        ("a: {type: double}", .double(0)),
        ("a: {type: string}", .string("")),
        ("a: {type: int?}", .null),
        ("a: {type: Mode}", .enumCase("one")),
    ])
    func implicitDefaults(line: String, value: Value) throws {
        let result = setting(line, enums: line.contains("Mode") ? "Mode: [one, two]" : "")
        #expect(result.codes == [])
        #expect(result.setting?.defaultValue == value)
    }

    @Test func optionalTypes() throws {
        let result = setting("a: {type: Mode?, default: two}", enums: "Mode: [one, two]")
        #expect(result.setting?.type == .optional(.enumeration("Mode")))
        #expect(result.setting?.defaultValue == .enumCase("two"))
        #expect(setting("a: {type: string?, default: null}").setting?.defaultValue == .null)
        #expect(setting("a: {type: int??}").codes == ["SC1210"])
    }

    @Test func unknownTypesSuggestTheClosest() {
        let result = setting("a: {type: Int, default: 1}")
        #expect(result.codes == ["SC1201"])
        #expect(result.messages[0].contains("did you mean 'int'?"))
        let enumTypo = compile(schema(settings: "a: {type: Mdoe}", enums: "Mode: [one]"))
        #expect(codes(enumTypo.diagnostics) == ["SC1304", "SC1201"])
        #expect(enumTypo.diagnostics[1].message.contains("did you mean 'Mode'?"))
    }

    @Test(arguments: [
        ("a: {type: bool, default: 1}", "SC1202"),
        ("a: {type: bool, default: yes}", "SC1202"),
        ("a: {type: int, default: 1.5}", "SC1202"),
        ("a: {type: int, default: \"3\"}", "SC1202"),
        ("a: {type: int, default: abc}", "SC1202"),
        ("a: {type: int, default: [1]}", "SC1202"),
        ("a: {type: int, default: null}", "SC1202"),
        ("a: {type: int, default: 9223372036854775808}", "SC1213"),
        ("a: {type: double, default: .inf}", "SC1213"),
        ("a: {type: double, default: .nan}", "SC1213"),
        ("a: {type: double, default: 1e400}", "SC1213"),
        ("a: {type: float, default: 1e39}", "SC1213"),
        ("a: .inf", "SC1213"),
        ("a: 99999999999999999999", "SC1213"),
    ])
    func defaultsMustFitTheirType(line: String, code: String) {
        #expect(setting(line).codes == [code])
    }

    @Test func extremeButValidNumbers() throws {
        #expect(setting("a: {type: int, default: -9223372036854775808}").setting?.defaultValue == .int(Int64.min))
        #expect(setting("a: {type: double, default: 99999999999999999999}").setting?.defaultValue == .double(1e20))
        #expect(setting("a: {type: string, default: 42}").setting?.defaultValue == .string("42"))
    }

    @Test func unknownEnumCaseSuggestsAndListsCases() throws {
        let result = compile(schema(settings: "a: {type: Mode, default: tow}", enums: "Mode: [one, two]"))
        #expect(codes(result.diagnostics) == ["SC1211"])
        #expect(result.diagnostics[0].message.contains("did you mean 'two'?"))
        #expect(result.diagnostics[0].notes[0].message.contains("one, two"))
    }

    @Test func floatDefaultsAreRoundedToFloat() throws {
        let result = setting("a: {type: float, default: 0.1}")
        #expect(result.setting?.defaultValue == .double(Double(Float(0.1))))
    }
}

@Suite struct RangeAndStepTests {
    @Test(arguments: [
        ("a: {type: int, default: 5, range: 1...30}", RangeIR(lowerBound: .int(1), upperBound: .int(30))),
        ("a: {type: int, default: 0, range: -5...5}", RangeIR(lowerBound: .int(-5), upperBound: .int(5))),
        ("a: {type: int, default: 5, range: {min: 1, max: 9}}", RangeIR(lowerBound: .int(1), upperBound: .int(9))),
        ("a: {type: int, default: 5, range: {min: 1}}", RangeIR(lowerBound: .int(1), upperBound: nil)),
        ("a: {type: int, default: 5, range: {max: 9}}", RangeIR(lowerBound: nil, upperBound: .int(9))),
        ("a: {type: int, default: 5, range: 1...}", RangeIR(lowerBound: .int(1), upperBound: nil)),
        ("a: {type: double, default: 0.5, range: 0...1}", RangeIR(lowerBound: .double(0), upperBound: .double(1))),
        ("a: {type: double?, range: 0...1}", RangeIR(lowerBound: .double(0), upperBound: .double(1))),
    ])
    func rangeForms(line: String, range: RangeIR) throws {
        let result = setting(line)
        #expect(result.codes == [])
        #expect(result.setting?.range == range)
    }

    @Test(arguments: [
        ("a: {type: int, range: 5...1}", "SC1205"),
        ("a: {type: int, range: 1..<5}", "SC1205"),
        ("a: {type: int, range: 1-5}", "SC1205"),
        ("a: {type: int, range: ...}", "SC1205"),
        ("a: {type: int, range: 1.5...3}", "SC1205"),
        ("a: {type: int, range: [1, 5]}", "SC1205"),
        ("a: {type: int, range: {}}", "SC1205"),
        ("a: {type: int, range: {min: 1, maks: 5}}", "SC1101"),
        ("a: {type: string, range: 1...5}", "SC1206"),
        ("a: {type: bool, step: 1}", "SC1207"),
        ("a: {type: int, step: 0}", "SC1208"),
        ("a: {type: int, step: -1}", "SC1208"),
        ("a: {type: int, step: 0.5}", "SC1208"),
        ("a: {type: int, default: 40, range: 1...30}", "SC1203"),
        ("a: {type: double, default: -0.1, range: {min: 0}}", "SC1203"),
        ("a: {type: int, default: 4, range: 1...30, step: 2}", "SC1204"),
        ("a: {type: float, default: 1.2, range: 1...4, step: 0.5}", "SC1204"),
        ("a: {type: int, default: 3, step: 2}", "SC1204"),
    ])
    func rangeAndStepErrors(line: String, code: String) {
        #expect(setting(line).codes == [code])
    }

    @Test func stepsCountFromTheRangeMinimum() throws {
        #expect(setting("a: {type: int, default: 5, range: 1...30, step: 2}").codes == [])
        #expect(setting("a: {type: double, default: 0.3, range: 0...1, step: 0.1}").codes == [])
        #expect(setting("a: {type: float, default: 1.5, range: 1...4, step: 0.5}").codes == [])
        let off = compile(schema(settings: "a: {type: int, default: 4, range: 1...30, step: 2}"))
        #expect(off.diagnostics[0].notes[0].message == "the nearest allowed values are 3 and 5")
    }
}

@Suite struct NameTests {
    @Test func keywordsAreAcceptedAndRecorded() throws {
        let result = setting("default: 1")
        #expect(result.codes == [])
        #expect(result.setting?.name == "default")
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftNames.escaped("level") == "level")
    }

    @Test(arguments: [
        ("self: 1", "SC1105"), ("init: 1", "SC1105"), ("_hidden: 1", "SC1105"),
        ("Upper: 1", "SC1104"), ("\"9lives\": 1", "SC1104"), ("\"has space\": 1", "SC1104"),
        ("\"dаy\": 1", "SC1104"),
    ])
    func badSettingNames(line: String, code: String) {
        #expect(setting(line).codes == [code])
    }

    @Test func lookAlikeNamesExplainTheCharacter() {
        let result = setting("\"dаy\": 1")
        #expect(result.messages[0].contains("U+0430"))
    }

    @Test func sectionTypeNamesMustBeUnique() {
        let result = compile("settings: App\nsections:\n  foo_bar: {settings: {a: 1}}\n  fooBar: {settings: {b: 1}}\n")
        #expect(codes(result.diagnostics) == ["SC1106"])
        #expect(result.diagnostics[0].message.contains("FooBar"))
        #expect(result.diagnostics[0].notes[0].location?.line == 3)
    }

    @Test func sectionAndEnumTypesShareOneNamespace() {
        let result = compile("settings: App\nenums:\n  Mode: [a]\nsections:\n  mode: {settings: {m: {type: Mode}}}\n")
        #expect(codes(result.diagnostics) == ["SC1106"])
    }

    @Test func reservedTypeNames() {
        #expect(codes(compile("settings: App\nsections:\n  defaults: {settings: {a: 1}}\n").diagnostics) == ["SC1105"])
        #expect(codes(compile("settings: Swift\nsections:\n  s: {settings: {a: 1}}\n").diagnostics) == ["SC1105"])
        #expect(codes(compile("settings: app\nsections:\n  s: {settings: {a: 1}}\n").diagnostics) == ["SC1104"])
    }

    @Test func settingAndSectionNamesShareOneNamespaceAndKeysAreUnique() {
        let clash = compile("settings: App\nsections:\n  s:\n    settings: {a: 1}\n    sections: {a: {settings: {b: 1}}}\n")
        #expect(codes(clash.diagnostics) == ["SC1106"])
        let keys = compile(schema(settings: "a: {default: 1, key: shared}\nb: {default: 2, key: shared}"))
        #expect(codes(keys.diagnostics) == ["SC1107"])
        let bad = compile(schema(settings: "a: {default: 1, key: a.b}"))
        #expect(codes(bad.diagnostics) == ["SC1104"])
    }

    @Test(arguments: [
        ("dayPeriod", "Day period"), ("useHTTPProxy", "Use HTTP proxy"), ("prettyCool", "Pretty cool"),
        ("URL", "URL"), ("level2", "Level 2"), ("debug_menu", "Debug menu"), ("BetaSettings", "Beta settings"),
        ("maxFPS", "Max FPS"),
        // Issue 19 item 10: digits are never glued to words, and known acronyms keep their spelling.
        ("after24Hours", "After 24 hours"), ("after_24_hours", "After 24 hours"), ("sdCard", "SD card"),
        ("apiToken", "API token"), ("userId", "User ID"), ("iosOnly", "iOS only"), ("ipv6Address", "IPv6 address"),
        ("enable2fa", "Enable 2FA"), ("use3dTouch", "Use 3D touch"), ("retry3Times", "Retry 3 times"),
        ("http2", "HTTP 2"), ("customBaseURL", "Custom base URL"), ("pinCode", "Pin code"),
    ])
    func readableTitles(name: String, title: String) {
        #expect(SwiftNames.title(fromIdentifier: name) == title)
    }

    @Test func sectionTypeNames() {
        #expect(SwiftNames.typeName(forSection: "smoothing") == "Smoothing")
        #expect(SwiftNames.typeName(forSection: "debug_menu") == "DebugMenu")
        #expect(SwiftNames.typeName(forSection: "httpProxy") == "HttpProxy")
    }
}

@Suite struct StructureTests {
    @Test func unknownKeysSuggestTheClosest() throws {
        let result = compile(schema(settings: "a: {tpye: int, default: 1}"))
        #expect(codes(result.diagnostics) == ["SC1101"])
        #expect(result.diagnostics[0].message == "unknown key 'tpye' in setting 'a'; did you mean 'type'?")
        #expect(result.diagnostics[0].range?.start.column == 11)
        #expect(result.diagnostics[0].range?.end.column == 15)
    }

    @Test func missingRootKeys() {
        #expect(codes(compile("title: x\n").diagnostics) == ["SC1102", "SC1102"])
    }

    @Test func topLevelMustBeAMapping() {
        #expect(codes(compile("- a\n- b\n").diagnostics) == ["SC1103"])
        #expect(codes(compile("just text\n").diagnostics) == ["SC1103"])
        #expect(codes(compile("---\n").diagnostics) == ["SC1009"])
    }

    @Test func headerAndFooterForms() throws {
        let result = compile("settings: App\nsections:\n  s:\n    header: inject\n    footer: {text: inject}\n    settings: {a: 1}\n  t:\n    header: Plain text\n    settings: {b: 1}\n")
        #expect(result.diagnostics.isEmpty)
        let sections = try #require(result.ir?.root.sections)
        #expect(sections[0].header == .inject)
        #expect(sections[0].footer == .text("inject"))
        #expect(sections[1].header == .text("Plain text"))
        #expect(codes(compile("settings: App\nsections:\n  s:\n    header: [a, b]\n    settings: {a: 1}\n").diagnostics) == ["SC1214"])
    }

    @Test func warningsAloneStillProduceIR() throws {
        let result = compile("settings: App\nenums:\n  Unused: [a]\nsections:\n  s: {}\n  t: {settings: {flag: on}}\n")
        #expect(codes(result.diagnostics) == ["SC1304", "SC1302", "SC1301"])
        #expect(result.ir != nil)
    }

    @Test func everyProblemIsReportedInOneRun() {
        let result = compile("""
        settings: App
        enums:
          Mode: []
        sections:
          s:
            settings:
              a: {type: Nope}
              b: {type: int, default: 99, range: 1...10}
              c: {tpye: int}
              self: 1
              e: {type: int, step: 0}
          t:
            titel: T
        """)
        // Follow-on problems are not reported: no "cannot infer" for `c` and no "empty section" for `t`,
        // whose typos already explain them.
        #expect(codes(result.diagnostics) == ["SC1212", "SC1201", "SC1203", "SC1101", "SC1105", "SC1208", "SC1101"])
        #expect(result.ir == nil)
    }

    @Test func declarationOrderIsKept() throws {
        let result = compile(schema(settings: "zeta: 1\nalpha: 2\nmid: 3"))
        #expect(result.ir?.root.sections[0].settings.map(\.name) == ["zeta", "alpha", "mid"])
    }
}

@Suite struct RendererTests {
    @Test func rendersPathLineColumnSourceLineAndCaret() {
        let result = compile(schema(settings: "a: {tpye: int, default: 1}"))
        #expect(result.output == """
        test.settings.yaml:5:11: error: unknown key 'tpye' in setting 'a'; did you mean 'type'? [SC1101]
              a: {tpye: int, default: 1}
                  ^~~~
        test.settings.yaml:5:11: note: allowed keys: type, default, title, description, range, step, requiresRestart, sideEffect, skip, key, deprecated, renamedFrom, icon, color, settingsApp, visibleWhen, enabledWhen, platforms, unit, format, minLength, maxLength, pattern, secure, placeholder, minItems, maxItems, control, allow, export, keywords, suite, sync, scope, remote, accessibilityLabel, learnMore, layout, storedAs, keychainService, cascade, intents, intentPhrases, onTitle, offTitle, casesFrom, casesUpTo, resetLine

        """)
    }

    @Test func caretFollowsTabsAndNotesPointElsewhere() {
        let file = SourceFile(path: "f.yaml", text: "\tx: 1\n")
        let diagnostic = Diagnostic.error(.duplicateKey, "dup", at: SourceLocation(file: "f.yaml", line: 1, column: 2),
                                          notes: [Diagnostic.Note("first", at: SourceLocation(file: "f.yaml", line: 1, column: 1))])
        #expect(DiagnosticRenderer(files: [file]).render(diagnostic) == "f.yaml:1:2: error: dup [SC1004]\n\tx: 1\n\t^\nf.yaml:1:1: note: first\n\tx: 1\n^\n")
    }

    @Test func controlCharactersCannotReachTheTerminal() {
        let file = SourceFile(path: "f.yaml", text: "a: \u{1B}[31mred\n")
        let diagnostic = Diagnostic.error(.yamlSyntax, "bad \u{1B}[2J", at: SourceLocation(file: "f.yaml", line: 1, column: 4))
        let text = DiagnosticRenderer(files: [file]).render(diagnostic)
        #expect(!text.unicodeScalars.contains("\u{1B}"))
    }

    @Test func summaryLine() {
        #expect(DiagnosticRenderer.summary(errors: 2, warnings: 1) == "2 errors and 1 warning")
        #expect(DiagnosticRenderer.summary(errors: 1, warnings: 0) == "1 error")
        #expect(DiagnosticRenderer.summary(errors: 0, warnings: 0) == "no problems found")
    }

    @Test func suggestions() {
        #expect(Suggestions.closest(to: "tpye", in: ["type", "title"]) == "type")
        #expect(Suggestions.closest(to: "zzzzzz", in: ["type", "title"]) == nil)
        #expect(Suggestions.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestions.editDistance(Array("ab"), Array("ba")) == 1)
    }

    @Test func everyCodeHasASummaryAndAUniqueNumber() {
        let all = DiagnosticCode.allCases
        #expect(Set(all.map(\.rawValue)).count == all.count)
        #expect(all.allSatisfy { $0.rawValue.hasPrefix("SC1") && $0.rawValue.count == 6 && !$0.summary.isEmpty })
    }
}

@Suite struct RefinementTests {
    @Test func injectIsTheHookQuotedOrNotAndTextShowsTheWord() throws {
        let json = compile(#"{"settings": "App", "sections": {"s": {"footer": "inject", "header": {"text": "inject"}, "settings": {"a": 1}}}}"#, path: "a.settings.json")
        #expect(json.diagnostics.isEmpty)
        #expect(json.ir?.root.sections[0].footer == .inject)
        #expect(json.ir?.root.sections[0].header == .text("inject"))
    }

    @Test func hashValueIsReserved() {
        #expect(codes(compile(schema(settings: "hashValue: 1")).diagnostics) == ["SC1105"])
    }

    @Test func nearestStepNoteStaysInRangeAndReadable() {
        let outside = compile(schema(settings: "a: {type: int, default: 11, range: 0...12, step: 5}"))
        #expect(outside.diagnostics[0].notes.map(\.message) == ["the nearest allowed value is 10"])
        let decimal = compile(schema(settings: "a: {type: double, default: 0.35, range: 0...1, step: 0.1}"))
        #expect(decimal.diagnostics[0].notes.map(\.message) == ["the nearest allowed values are 0.3 and 0.4"])
    }

    @Test func missingValuePointsAtTheName() {
        let result = compile(schema(settings: "nickname:"))
        #expect(result.diagnostics[0].location?.column == 7)
    }
}

@Suite struct IconTests {
    @Test func iconsAndColoursReachTheIR() throws {
        let result = compile("""
        settings: AppSettings
        sections:
          account:
            icon: person.crop.circle
            color: "#226ad6"
            settings:
              sync: {default: true, icon: icloud, color: "#34C759"}
              backup: {default: false, icon: 1.circle}
              plain: 3
        """)
        #expect(result.diagnostics.isEmpty)
        let section = try #require(result.ir?.root.sections.first)
        #expect(section.icon == "person.crop.circle")
        #expect(section.color == "#226AD6")  // normalized to uppercase
        #expect(section.settings.map(\.icon) == ["icloud", "1.circle", nil])
        #expect(section.settings.map(\.color) == ["#34C759", nil, nil])
    }

    @Test(arguments: ["blue", "#12345", "#1234567", "226AD6", "#GGGGGG", "#22 6AD"])
    func badColoursAreSC1480(color: String) {
        let result = compile(schema(settings: "a: {default: 1, color: \"\(color)\"}"))
        #expect(codes(result.diagnostics) == ["SC1480"])
        #expect(result.ir == nil)
    }

    @Test(arguments: ["iCloud", "icloud..fill", ".icloud", "icloud.", "cloud fill", "wifi_off", "ü"])
    func badIconsAreSC1481(icon: String) {
        let result = compile(schema(settings: "a: {default: 1, icon: \"\(icon)\"}"))
        #expect(codes(result.diagnostics) == ["SC1481"])
        #expect(result.ir == nil)
    }
}

@Suite struct LinkRowTests {
    @Test func linkRowsKeepTheirPlaceAndAreNotSettings() throws {
        let result = compile(schema(settings: """
        first: 1
        statusPage: {link: "https://status.example.com/x?y=1", icon: safari, color: "#007aff"}
        second: true
        help: {link: "http://example.com", title: Get help}
        """))
        #expect(result.diagnostics.isEmpty)
        let section = try #require(result.ir?.root.sections.first)
        #expect(section.settings.map(\.name) == ["first", "second"])
        #expect(section.rows.map { "\($0.kind) \($0.fields.name)" } == ["setting first", "link statusPage", "setting second", "link help"])
        #expect(section.links.map(\.url) == ["https://status.example.com/x?y=1", "http://example.com"])
        #expect(section.links.map(\.fields) == [
            RowFieldsIR(name: "statusPage", title: "Status page", icon: "safari", color: "#007AFF", location: section.links[0].location),
            RowFieldsIR(name: "help", title: "Get help", location: section.links[1].location),
        ])
    }

    @Test func aSectionWithOnlyALinkIsNotEmpty() {
        let result = compile(schema(settings: "help: {link: \"https://example.com\"}"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: ["example.com", "https://", "https:///path", "https://exa mple.com", "https://bücher.de", "javascript:alert(1)", "FILE:///etc/passwd"])
    func badURLsAreSC1482(url: String) {
        let result = compile(schema(settings: "a: {link: \"\(url)\"}"))
        #expect(codes(result.diagnostics) == ["SC1482"])
    }

    /// Schemes other than http and https open only where `linkSchemes:` allows them (issue 31): `mailto:`,
    /// `app-settings:` (nothing after the colon), the app's own; the URL is kept as written.
    @Test func linkSchemesAllowOtherSchemes() throws {
        let rows = """
            mail: {link: "mailto:support@example.com"}
            system: {link: "app-settings:"}
            own: {link: "MyApp://settings/privacy"}
            """
        let refused = compile(schema(settings: rows))
        #expect(codes(refused.diagnostics) == ["SC1486", "SC1486", "SC1486"], "\(refused.output)")
        #expect(refused.output.contains("add `linkSchemes: [mailto]` at the top level"), "\(refused.output)")
        let allowed = compile("linkSchemes: [mailto, app-settings, myapp]\n" + schema(settings: rows))
        #expect(allowed.diagnostics.isEmpty, "\(allowed.output)")
        let links = try #require(allowed.ir?.root.sections.first?.links)
        #expect(links.map(\.url) == ["mailto:support@example.com", "app-settings:", "MyApp://settings/privacy"])
        // Only the schemes named: `ftp:` stays refused beside them.
        let other = compile("linkSchemes: [mailto]\n" + schema(settings: "f: {link: \"ftp://example.com\"}"))
        #expect(codes(other.diagnostics) == ["SC1486"], "\(other.output)")
        #expect(other.output.contains("(allowed: `http`, `https`, `mailto`)"), "\(other.output)")
    }

    /// An entry of `linkSchemes:` is a scheme without its colon, and never one that runs code or reads files.
    @Test(arguments: ["javascript", "data", "file", "mailto:", "Mailto", "my app"])
    func badLinkSchemesAreSC1486(scheme: String) {
        let result = compile("linkSchemes: [\"\(scheme)\"]\n" + schema(settings: "a: true"))
        #expect(codes(result.diagnostics) == ["SC1486"], "\(result.output)")
    }

    @Test func unknownKeysOfALinkAreReported() {
        let result = compile(schema(settings: "a: {link: \"https://example.com\", default: 1}"))
        #expect(codes(result.diagnostics) == ["SC1101"])
    }
}

@Suite struct ActionRowTests {
    @Test func actionRowsReachTheIR() throws {
        let result = compile(schema(settings: """
        volume: 5
        reset: {action: resetAll, role: destructive, confirmation: Sure?, icon: trash}
        clear: {action: clearCaches, title: Clear caches}
        """))
        #expect(result.diagnostics.isEmpty)
        let section = try #require(result.ir?.root.sections.first)
        #expect(section.settings.map(\.name) == ["volume"])
        let actions = section.actions
        #expect(actions == [
            ActionIR(RowFieldsIR(name: "reset", title: "Reset", icon: "trash", location: actions[0].location), hook: "resetAll", isDestructive: true, confirmation: "Sure?"),
            ActionIR(RowFieldsIR(name: "clear", title: "Clear caches", location: actions[1].location), hook: "clearCaches", isDestructive: false, confirmation: nil),
        ])
        #expect(section.rows.map(\.kind) == ["setting", "action", "action"])
    }

    @Test func aRoleOtherThanDestructiveIsAnError() {
        #expect(codes(compile(schema(settings: "a: {action: run, role: cancel}")).diagnostics) == ["SC1108"])
    }

    @Test func hookNamesAreMemberNames() {
        #expect(codes(compile(schema(settings: "a: {action: Run}")).diagnostics) == ["SC1104"])
    }

    @Test func hooksMayNotTakeTheDSLsNames() {
        let sections = "sections:\n  s:\n    settings:\n      a: {action: sLink}\n      b: {action: store}\n      c: {action: fine}\n"
        #expect(codes(compile("settings: App\nview: AppView\n" + sections).diagnostics) == ["SC1483", "SC1105"])
        // Without `view:` there is no DSL, so a derived name (`sLink`) clashes with nothing; the fixed names of the
        // DSL (`store`) are reserved for every schema (ReservedNames), so adding `view:` later cannot break it.
        #expect(codes(compile("settings: App\n" + sections).diagnostics) == ["SC1105"])
    }
}

@Suite struct NavigationRowTests {
    @Test func navigationRowsResolveTheirTargetAndTitle() throws {
        let result = compile("""
        settings: App
        sections:
          a:
            settings:
              x: 1
              toB: {navigate: b.inner}
              named: {navigate: b, title: Go, icon: chevron.right}
          b:
            title: Bee
            sections:
              inner:
                title: Inner screen
                settings:
                  y: 2
        """)
        #expect(result.diagnostics.isEmpty)
        let rows = try #require(result.ir?.root.sections.first?.navigations)
        #expect(rows.map(\.title) == ["Inner screen", "Go"])
        #expect(rows.map(\.target.path) == ["b.inner", "b"])
        #expect(rows.map(\.target.id) == ["b.inner", "b"])
        #expect(result.ir?.root.sections.first?.rows.map(\.kind) == ["setting", "navigation", "navigation"])
        #expect(result.ir?.root.sections.first?.settings.map(\.name) == ["x"])
    }

    @Test func anUnknownTargetIsSC1484() {
        let result = compile(schema(settings: "x: 1\ngo: {navigate: elsewhere}"))
        #expect(codes(result.diagnostics) == ["SC1484"])
        #expect(result.ir == nil)
    }
}

@Suite struct DetailRowTests {
    @Test func detailRowsReadExternalDataProperties() throws {
        let result = compile("settings: App\nexternalData: AppData\nsections:\n  s:\n    settings:\n      x: 1\n      userID: {detail: userID, title: Copy user ID}\n")
        #expect(result.diagnostics.isEmpty)
        let section = try #require(result.ir?.root.sections.first)
        #expect(section.details == [DetailIR(RowFieldsIR(name: "userID", title: "Copy user ID", location: section.details[0].location), property: "userID")])
        #expect(section.rows.map(\.kind) == ["setting", "detail"])
        #expect(section.settings.map(\.name) == ["x"])
    }

    @Test func withoutExternalDataADetailIsSC1485() {
        #expect(codes(compile(schema(settings: "userID: {detail: userID}")).diagnostics) == ["SC1485"])
    }
}

@Suite struct StringRuleValidationTests {
    private func setting(_ line: String) throws -> (SettingIR?, [String]) {
        let result = compile("settings: App\nsections:\n  general:\n    settings:\n      \(line)\n")
        return (result.ir?.root.sections.first?.settings.first, codes(result.diagnostics))
    }

    @Test func rulesReachTheIR() throws {
        let (ir, codes) = try setting(#"name: {type: string?, minLength: 2, maxLength: 5, pattern: {regex: "[a-z]+", message: Letters.}, secure: true}"#)
        #expect(codes.isEmpty)
        #expect(ir?.stringRules == StringRulesIR(minLength: 2, maxLength: 5, pattern: "[a-z]+", patternMessage: "Letters."))
        #expect(ir?.isSecure == true)
        let (plain, _) = try setting("name: {type: string, default: x}")
        #expect(plain?.stringRules == nil)
        #expect(plain?.isSecure == false)
    }

    @Test(arguments: [
        (#"a: {type: bool, default: true, minLength: 1}"#, "SC1550"),
        (#"a: {type: double, default: 1, pattern: "[0-9]+"}"#, "SC1550"),
        (#"a: {type: string, default: abc, minLength: 4}"#, "SC1553"),
        (#"a: {type: string, default: abc, maxLength: 2}"#, "SC1553"),
        (#"a: {type: string, default: abc, pattern: "[a-z]"}"#, "SC1553"),
        (#"a: {type: string, default: abc, pattern: "(?<x"}"#, "SC1552"),
        (#"a: {type: string, minLength: 1}"#, "SC1553"),
        (#"a: {type: string, default: abc, minLength: x}"#, "SC1551"),
        (#"a: {type: string, default: abc, minLength: 3, maxLength: 2}"#, "SC1551"),
        (#"a: {type: int, default: 1, secure: true}"#, "SC1554"),
        (#"a: {type: string, default: abc, secure: maybe}"#, "SC1108"),
        (#"a: {type: string, default: abc, export: local}"#, "SC1108"),
        (#"a: {type: bool, default: true, export: [never]}"#, "SC1103"),
    ])
    func mistakesHaveTheirCodes(line: String, code: String) throws {
        #expect(try setting(line).1 == [code])
    }

    /// `export:` reaches the IR as written; without it the IR has none (the runtime derives the standard from `secure:`).
    @Test func theExportPolicyReachesTheIR() throws {
        #expect(try setting("a: {type: string, default: x, export: device-only}").0?.exportPolicy == .deviceOnly)
        #expect(try setting("a: {type: string, default: x, secure: true, export: always}").0?.exportPolicy == .always)
        #expect(try setting("a: {type: bool, default: true, export: never}").0?.exportPolicy == .never)
        #expect(try setting("a: {type: string, default: x, secure: true}").0?.exportPolicy == nil)
    }

    @Test func aPatternMatchesTheWholeValue() throws {
        #expect(try setting(#"a: {type: string, default: abc, pattern: "[a-c]+"}"#).1.isEmpty)
        #expect(try setting(#"a: {type: string, default: abcd, pattern: "[a-c]+"}"#).1 == ["SC1553"])
        #expect(try setting(#"a: {type: string, default: abcd, pattern: ".*[a-c]+.*"}"#).1.isEmpty)
    }

    @Test func lengthsCountCharacters() throws {
        // Two flags and an accented letter: 3 characters, far more bytes and scalars.
        #expect(try setting(#"a: {type: string, default: "🇩🇪🇫🇷é", maxLength: 3}"#).1.isEmpty)
        #expect(try setting(#"a: {type: string, default: "🇩🇪🇫🇷é", maxLength: 2}"#).1 == ["SC1553"])
    }
}

@Suite struct StringRulesTypeNameTests {
    /// The generated `StringRules` enum of a section would clash with a subsection of that type name.
    @Test func aSectionNamedStringRulesIsRefused() {
        let result = compile("settings: App\nsections:\n  general:\n    sections:\n      stringRules:\n        settings:\n          a: 1\n")
        #expect(codes(result.diagnostics) == ["SC1105"])
    }
}

/// `settingsWindow:` is true, false or `{tabs: [...]}` (issue 33); anything else is reported where it is written.
@Suite struct SettingsWindowKeyTests {
    func window(_ value: String) -> (ir: SchemaIR?, output: String, diagnostics: [Diagnostic]) {
        compile("settings: A\nview: AView\nsettingsWindow: \(value)\nsections:\n  general:\n    settings: {a: true}\n  other:\n    settings: {b: 1}\n")
    }

    @Test func trueFalseOrTabs() {
        #expect(window("true").ir?.settingsWindow == true)
        #expect(window("true").ir?.settingsWindowTabs == nil)
        #expect(window("false").ir?.settingsWindow == false)
        let tabs = window("{tabs: [other, general]}")
        #expect(tabs.ir?.settingsWindow == true)
        #expect(tabs.ir?.settingsWindowTabs == ["other", "general"])
        #expect(tabs.diagnostics.isEmpty, "\(tabs.output)")
    }

    /// A window that cannot be generated is a warning where `settingsWindow:` is written, not a silent no-op.
    @Test func aWindowThatCannotBeGeneratedIsAWarning() {
        let noView = compile("settings: A\nsettingsWindow: true\nsections:\n  general:\n    settings: {a: true}\n")
        #expect(codes(noView.diagnostics) == ["SC1797"], "\(noView.output)")
        #expect(noView.output.contains("2:17: warning: no Settings window is generated: it shows the screens of the SwiftUI DSL, which needs `view:`"), "\(noView.output)")
        let noMacTab = compile(
            "settings: A\nview: AView\nsettingsWindow: true\nsections:\n  general:\n    platforms: [iOS]\n    settings: {a: true}\n")
        #expect(codes(noMacTab.diagnostics) == ["SC1797"], "\(noMacTab.output)")
        #expect(noMacTab.output.contains("no top-level section is shown on macOS in every build"), "\(noMacTab.output)")
        // Declared tabs are checked by their own codes; `false` and a window with a tab say nothing.
        #expect(window("true").diagnostics.isEmpty)
        #expect(compile("settings: A\nsettingsWindow: false\nsections:\n  general:\n    settings: {a: true}\n").diagnostics.isEmpty)
    }

    @Test func otherValuesAreRefused() {
        let cases: [(String, [String], String)] = [
            ("yes", ["SC1108"], "must be true, false or {tabs: [...]}, found the scalar 'yes' (write true or false)"),
            ("[general]", ["SC1108"], "must be true, false or {tabs: [...]}, found a list"),
            ("{tabs: general}", ["SC1103"], "expected a list of top-level section names for tabs"),
            ("{}", ["SC1102"], "needs `tabs:`"),
            ("{tabs: [general], zzz: 1}", ["SC1101"], "unknown key 'zzz' in settingsWindow"),
            ("{tabs: [genral]}", ["SC1790"], "did you mean 'general'?"),
        ]
        for (value, expected, message) in cases {
            let result = window(value)
            #expect(result.ir == nil, "\(value)")
            #expect(codes(result.diagnostics) == expected, "\(value): \(result.output)")
            #expect(result.output.contains(message), "\(value): \(result.output)")
        }
    }
}
