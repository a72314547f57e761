import SettingsCompiler
import Testing

/// `visibleWhen:` / `enabledWhen:`: the expression parser, and the checker's resolution, types, cycles and IR.
@Suite struct ConditionParserTests {
    func parse(_ text: String) -> ConditionSyntax? {
        if case .success(let syntax) = ConditionParser.parse(text) { return syntax }
        return nil
    }

    func error(_ text: String) -> ConditionSyntaxError? {
        if case .failure(let error) = ConditionParser.parse(text) { return error }
        return nil
    }

    @Test func pathsAndLiterals() {
        #expect(parse("smoothing.enabled") == .path(["smoothing", "enabled"], offset: 0, length: 17))
        #expect(parse("  .fast") == .enumCase("fast", offset: 2, length: 5))
        #expect(parse("-1.5e3") == .number("-1.5e3", offset: 0, length: 6))
        #expect(parse(#""a \"b\" \\""#) == .string(#"a "b" \"#, offset: 0, length: 12))
        #expect(parse("'it''") == nil)
        #expect(parse("'x'") == .string("x", offset: 0, length: 3))
        #expect(parse("true") == .bool(true, offset: 0, length: 4))
        #expect(parse("nil") == .null(offset: 0, length: 3))
    }

    @Test func precedenceIsNotThenComparisonThenAndThenOr() {
        // a || b && !c == d  is  a || (b && ((!c) == d))
        let expected = ConditionSyntax.or(
            .path(["a"], offset: 0, length: 1),
            .and(
                .path(["b"], offset: 5, length: 1),
                .compare(.not(.path(["c"], offset: 11, length: 1), offset: 10), .equal, .path(["d"], offset: 16, length: 1), operatorOffset: 13)))
        #expect(parse("a || b && !c == d") == expected)
        // Parentheses group; && and || are left-associative.
        #expect(parse("(a || b) && c") == .and(.or(.path(["a"], offset: 1, length: 1), .path(["b"], offset: 6, length: 1)), .path(["c"], offset: 12, length: 1)))
        #expect(parse("a && b && c") == .and(.and(.path(["a"], offset: 0, length: 1), .path(["b"], offset: 5, length: 1)), .path(["c"], offset: 10, length: 1)))
    }

    @Test(arguments: ConditionOperator.allCases)
    func everyComparisonOperator(op: ConditionOperator) {
        #expect(parse("level \(op.rawValue) 2") == .compare(.path(["level"], offset: 0, length: 5), op, .number("2", offset: 7 + op.rawValue.count, length: 1), operatorOffset: 6))
    }

    @Test(arguments: [
        ("", 0, "empty"),
        ("a =", 2, "compare with `==`"),
        ("a & b", 2, "`&&`"),
        ("a | b", 2, "`||`"),
        ("a < b < c", 6, "do not chain"),
        ("(a && b", 0, "never closed"),
        ("(a b)", 3, "expected ')'"),
        ("a &&", 4, "ends where"),
        ("a b", 2, "after a complete condition"),
        ("a.", 1, "expected a name after '.'"),
        ("a. b", 1, "expected a name after '.'"),
        (". a", 0, "enum case name"),
        ("12ab", 0, "malformed number"),
        ("\"open", 0, "not closed"),
        ("\"\\n\"", 1, "unknown escape"),
        ("a == é", 5, "unexpected character 'é'"),
        ("a == \u{1B}", 5, "control character"),
        (")", 0, "found ')'"),
    ])
    func syntaxErrorsPointAtTheirOffset(text: String, offset: Int, message: String) throws {
        let failure = try #require(error(text))
        #expect(failure.offset == offset, "\(failure)")
        #expect(failure.message.contains(message), "\(failure.message)")
    }

    @Test func nestingAndLengthAreBounded() {
        #expect(parse(String(repeating: "(", count: 60) + "a" + String(repeating: ")", count: 60)) != nil)
        #expect(error(String(repeating: "(", count: 100_000) + "a")?.message.contains("characters long") == true)
        #expect(error(String(repeating: "!", count: 1_000) + "a")?.message.contains("nested more than") == true)
        #expect(error(String(repeating: "(", count: 1_000) + "a")?.message.contains("nested more than") == true)
    }
}

@Suite struct ConditionCheckerTests {
    static let enums = """
        enums:
          Mode: [movingAverage, weightedAverage]

        """

    /// A schema with `extra` lines appended to the `smoothing` section's settings.
    func schema(_ extra: String, sections: String = "") -> String {
        """
        settings: App
        \(Self.enums)sections:
          smoothing:
            settings:
              enabled: true
              level: 1
              ratio: 0.5
              mode: {type: Mode, default: movingAverage}
              nick: {type: string?}
              label: ""
              maybe: {type: bool?}
        \(extra.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
        \(sections.isEmpty ? "" : "    sections:\n" + sections.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    func condition(_ text: String) throws -> ConditionIR? {
        let result = compile(schema("probe: {type: bool, default: false, visibleWhen: \(text)}"))
        let ir = try #require(result.ir, "\(result.output)")
        return ir.root.sections[0].settings.first { $0.name == "probe" }?.visibleWhen
    }

    func reference(_ name: String, _ type: ValueType, title: String? = nil) -> ConditionReference {
        ConditionReference(names: ["smoothing", name], keys: ["smoothing", name], title: title ?? name.prefix(1).uppercased() + name.dropFirst(), type: type)
    }

    @Test func typedConditions() throws {
        #expect(try condition("enabled") == .setting(reference("enabled", .bool)))
        #expect(try condition("\"!enabled\"") == .not(.setting(reference("enabled", .bool))))
        #expect(try condition("level >= 2") == .compare(.setting(reference("level", .int)), .greaterOrEqual, .value(.int(2))))
        #expect(try condition("2 < ratio") == .compare(.value(.int(2)), .less, .setting(reference("ratio", .double))))
        // A bare name next to an enum setting is a case of its enum; `.case` always is.
        #expect(try condition("mode == weightedAverage") == .compare(.setting(reference("mode", .enumeration("Mode"))), .equal, .value(.enumCase("weightedAverage"))))
        #expect(try condition("mode != .movingAverage") == .compare(.setting(reference("mode", .enumeration("Mode"))), .notEqual, .value(.enumCase("movingAverage"))))
        #expect(try condition("nick == nil") == .compare(.setting(reference("nick", .optional(.string))), .equal, .value(.null)))
        #expect(try condition("maybe == true") == .compare(.setting(reference("maybe", .optional(.bool))), .equal, .value(.bool(true))))
        #expect(try condition("label != \"x\"") == .compare(.setting(reference("label", .string)), .notEqual, .value(.string("x"))))
        #expect(try condition("level == ratio") == .compare(.setting(reference("level", .int)), .equal, .setting(reference("ratio", .double))))
        #expect(try condition("enabled && (level > 1 || mode == weightedAverage)")?.text
            == "smoothing.enabled && (smoothing.level > 1 || smoothing.mode == .weightedAverage)")
    }

    @Test func referencesAreLookedUpFromTheInnermostSectionOutward() throws {
        let text = """
            settings: App
            sections:
              general:
                settings:
                  enabled: true
                  level: 1
                sections:
                  inner:
                    visibleWhen: enabled
                    settings:
                      level: {type: bool, default: true}
                      a: {type: bool, default: true, visibleWhen: level}
                      b: {type: bool, default: true, visibleWhen: general.level > 0}
                      c: {type: bool, default: true, visibleWhen: "general.inner.level && enabled"}
              other:
                settings:
                  d: {type: bool, default: true, visibleWhen: general.inner.level}
                  e: {type: int, default: 1, key: eKey}
                  f: {type: bool, default: true, enabledWhen: e == 1}
            """
        let result = compile(text)
        let ir = try #require(result.ir, "\(result.output)")
        let general = ir.root.sections[0]
        let inner = general.sections[0]
        #expect(inner.visibleWhen?.text == "general.enabled")
        #expect(inner.settings[1].visibleWhen?.text == "general.inner.level")
        #expect(inner.settings[2].visibleWhen?.text == "general.level > 0")
        #expect(inner.settings[3].visibleWhen?.text == "general.inner.level && general.enabled")
        #expect(ir.root.sections[1].settings[0].visibleWhen?.text == "general.inner.level")
        // The reference carries the persistence keys: the form id.
        #expect(ir.root.sections[1].settings[2].enabledWhen?.references.map(\.id) == ["other.eKey"])
    }

    @Test(arguments: [
        ("enabeld", "SC1501", "names no setting 'enabeld'; did you mean 'enabled'?"),
        ("smoothing", "SC1501", "'smoothing' is a section, not a setting"),
        ("level && enabled", "SC1502", "'smoothing.level' is an int, not a bool"),
        ("maybe", "SC1502", "is a bool? and may be nil; write `maybe == true`"),
        ("mode >= 2", "SC1502", "`>=` compares numbers"),
        ("level == \"2\"", "SC1502", "cannot compare 'smoothing.level' (an int) with a string"),
        ("label < 2", "SC1502", "`<` compares numbers"),
        ("enabled == nil", "SC1502", "is not optional, so it is never nil"),
        ("mode == \"movingAverage\"", "SC1502", "compare an enum setting with one of its cases"),
        ("level == .fast", "SC1502", "an enum case is compared with a setting of its enum"),
        ("2", "SC1502", "the number 2 is not a condition"),
        ("(enabled && enabled) == true", "SC1502", "a condition cannot be compared"),
        ("level > 99999999999999999999", "SC1502", "cannot be represented"),
        ("mode == .movingAvrage", "SC1503", "'movingAvrage' is not a case of enum 'Mode'"),
        ("mode == wieghtedAverage", "SC1503", "did you mean 'weightedAverage'?"),
        ("probe", "SC1504", "the conditions form a cycle: 'smoothing.probe' → 'smoothing.probe'"),
        ("enabled ==", "SC1500", "invalid condition of setting 'probe'"),
    ])
    func errors(text: String, code: String, message: String) {
        let result = compile(schema("probe: {type: bool, default: false, visibleWhen: \(text)}"))
        #expect(codes(result.diagnostics) == [code], "\(result.output)")
        #expect(result.output.contains(message), "\(result.output)")
        #expect(result.ir == nil)
    }

    @Test func constantConditionsWarn() throws {
        for text in ["true", "\"1 < 2\"", "\"!false\"", "nil == nil"] {
            let result = compile(schema("probe: {type: bool, default: false, enabledWhen: \(text)}"))
            #expect(codes(result.diagnostics) == ["SC1505"], "\(text): \(result.output)")
            #expect(result.diagnostics.first?.severity == .warning)
            #expect(result.ir != nil)
        }
        let never = compile(schema("probe: {type: bool, default: false, visibleWhen: \"2 < 1\"}"))
        #expect(never.output.contains("always false"))
    }

    @Test func columnsPointInsideTheExpression() {
        // Plain: the column of the name; double-quoted without escapes: one more for the quote.
        let plain = compile(schema("probe: {type: bool, default: false, visibleWhen: enabled && lvel > 1}"))
        #expect(plain.output.contains("test.settings.yaml:14:67: error:"), "\(plain.output)")
        let quoted = compile(schema("probe: {type: bool, default: false, visibleWhen: \"enabled && lvel > 1\"}"))
        #expect(quoted.output.contains("test.settings.yaml:14:68: error:"), "\(quoted.output)")
        // A folded scalar's columns do not map back: the diagnostic points at the scalar's start (its `>`).
        let folded = compile(schema("probe:\n  type: bool\n  visibleWhen: >-\n    enabled &&\n    lvel > 1"))
        #expect(folded.output.contains("test.settings.yaml:16:22: error:"), "\(folded.output)")
    }

    @Test func cyclesThroughSectionsAndChains() {
        let chain = compile(schema("a: {type: bool, default: true, visibleWhen: b}\nb: {type: bool, default: true, enabledWhen: c}\nc: {type: bool, default: true, visibleWhen: a}"))
        #expect(codes(chain.diagnostics) == ["SC1504"], "\(chain.output)")
        #expect(chain.output.contains("'smoothing.a' → 'smoothing.b' → 'smoothing.c' → 'smoothing.a'"), "\(chain.output)")

        let inside = compile(schema("", sections: """
              advanced:
                visibleWhen: advanced.x
                settings:
                  x: true
            """))
        #expect(codes(inside.diagnostics) == ["SC1504"], "\(inside.output)")
        #expect(inside.output.contains("a setting inside that section"), "\(inside.output)")

        // A setting inside a section that is hidden by a setting whose visibility depends on it.
        let throughSection = compile(schema("gate: {type: bool, default: true, visibleWhen: advanced.x}", sections: """
              advanced:
                visibleWhen: gate
                settings:
                  x: true
            """))
        #expect(codes(throughSection.diagnostics) == ["SC1504"], "\(throughSection.output)")
        #expect(throughSection.output.contains("section 'smoothing.advanced'"), "\(throughSection.output)")

        // Depending on a setting that depends on something else is fine: no cycle.
        let fine = compile(schema("a: {type: bool, default: true, visibleWhen: enabled}\nb: {type: bool, default: true, visibleWhen: a && enabled}"))
        #expect(fine.diagnostics.isEmpty, "\(fine.output)")
    }

    @Test func rowsAndSectionsCarryConditions() throws {
        let result = compile(schema(
            "help: {link: \"https://example.com\", visibleWhen: enabled}\nrun: {action: runIt, enabledWhen: level > 0}",
            sections: """
              advanced:
                visibleWhen: level >= 2
                enabledWhen: maybe == true
                settings:
                  x: true
            """))
        let ir = try #require(result.ir, "\(result.output)")
        let smoothing = ir.root.sections[0]
        #expect(smoothing.links[0].visibleWhen?.text == "smoothing.enabled")
        #expect(smoothing.actions[0].enabledWhen?.text == "smoothing.level > 0")
        #expect(smoothing.sections[0].visibleWhen?.text == "smoothing.level >= 2")
        #expect(smoothing.sections[0].enabledWhen?.text == "smoothing.maybe == true")
    }

    @Test func aSettingWithErrorsIsNotReportedAgainInConditions() {
        let result = compile(schema("broken: {tpye: int}\nprobe: {type: bool, default: false, visibleWhen: broken > 1}"))
        #expect(codes(result.diagnostics) == ["SC1101"], "\(result.output)")
    }

    @Test func hostileChainsDoNotOverflowTheStack() {
        var lines = ["s0: true"]
        for index in 1..<5_000 { lines.append("s\(index): {type: bool, default: true, visibleWhen: s\(index - 1)}") }
        let result = compile(schema(lines.joined(separator: "\n")))
        #expect(result.diagnostics.isEmpty, "\(result.output.prefix(500))")
        lines[0] = "s0: {type: bool, default: true, visibleWhen: s4999}"
        let cycle = compile(schema(lines.joined(separator: "\n")))
        #expect(codes(cycle.diagnostics) == ["SC1504"])
    }
}
