import Foundation
import SettingsCompiler
import SettingsRuntime
import Testing

/// Facts the app knows (`facts:`, `$name`, `available(...)`): declarations, the parser, the checker's types and
/// suggestions, and what the IR carries (docs/schema-language.md#facts).
@Suite struct FactTests {
    func schema(facts: String = "", _ settings: String) -> String {
        """
        settings: AppSettings
        \(facts.isEmpty ? "" : "facts:\n" + facts)
        sections:
          general:
            settings:
              enabled: true
        \(settings)
        """
    }

    func condition(_ ir: SchemaIR?, _ name: String) -> ConditionIR? {
        guard let setting = ir?.root.sections.first?.settings.first(where: { $0.name == name }) else { return nil }
        return setting.visibleWhen ?? setting.enabledWhen
    }

    @Test func theParserReadsFactsAndAvailable() throws {
        #expect(try ConditionParser.parse("$iPad").get() == .fact("iPad", offset: 0, length: 5))
        #expect(try ConditionParser.parse("available(iOS 18.1)").get() == .available(platform: "iOS", version: "18.1", offset: 0, length: 19))
        // `available` without a parenthesis is an ordinary name.
        #expect(try ConditionParser.parse("available").get() == .path(["available"], offset: 0, length: 9))
        for bad in ["$", "$1", "$a.b", "available(iOS)", "available(18)", "available(iOS 18"] {
            guard case .failure = ConditionParser.parse(bad) else {
                Issue.record("'\(bad)' parsed")
                continue
            }
        }
    }

    @Test func declaredAndBuiltInFactsAreTypedReferences() throws {
        let result = compile(schema(facts: "  accountCount: int\n  region: string?\n  dataLoaded: bool", """
                  a: {type: bool, default: true, visibleWhen: $iPad && !$macCatalyst}
                  b: {type: bool, default: true, visibleWhen: $accountCount > 0 && enabled}
                  c: {type: bool, default: true, enabledWhen: $region != nil}
                  d: {type: bool, default: true, visibleWhen: "available(iOS 18) || available(macOS 15.1)"}
            """))
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let ir = try #require(result.ir)
        #expect(ir.facts.map(\.name) == ["accountCount", "region", "dataLoaded"])
        #expect(ir.facts.map(\.type) == [.int, .optional(.string), .bool])
        #expect(condition(ir, "a")?.text == "$iPad && !$macCatalyst")
        #expect(condition(ir, "b")?.text == "$accountCount > 0 && general.enabled")
        #expect(condition(ir, "c")?.text == "$region != nil")
        #expect(condition(ir, "d") == .or(.available(SettingsOSVersion(.iOS, 18, 0)), .available(SettingsOSVersion(.macOS, 15, 1))))
        let fact = try #require(condition(ir, "a")?.references.first)
        #expect(fact.isFact && fact.builtinFact == .iPad && fact.id == "$iPad")
    }

    @Test func anUnknownFactIsReportedWithTheNearestOne() {
        let result = compile(schema(facts: "  accountCount: int", """
                  a: {type: bool, default: true, visibleWhen: $acountCount > 0}
                  b: {type: bool, default: true, visibleWhen: $ipad}
            """))
        #expect(codes(result.diagnostics) == ["SC1506", "SC1506"])
        #expect(result.diagnostics[0].message.contains("did you mean '$accountCount'?"))
        #expect(result.diagnostics[1].message.contains("did you mean '$iPad'?"))
        #expect(result.diagnostics[0].location?.line == 8 && result.diagnostics[0].location?.column == 51)
    }

    @Test func factsAreTypeCheckedLikeSettings() {
        let result = compile(schema(facts: "  accountCount: int\n  plan: string\n  region: string?", """
                  a: {type: bool, default: true, visibleWhen: $accountCount == "two"}
                  b: {type: bool, default: true, visibleWhen: $accountCount}
                  c: {type: bool, default: true, visibleWhen: $plan > 2}
                  d: {type: bool, default: true, visibleWhen: $accountCount == nil}
                  e: {type: bool, default: true, visibleWhen: $region == "eu"}
                  f: {type: bool, default: true, visibleWhen: $iPad == 1}
            """))
        #expect(codes(result.diagnostics) == ["SC1502", "SC1502", "SC1502", "SC1502", "SC1502"], "\(result.output)")
        #expect(result.output.contains("cannot compare '$accountCount' (an int) with a string"))
        #expect(result.output.contains("'$accountCount' is an int, not a bool"))
        #expect(result.output.contains("'$accountCount' is not optional"))
    }

    @Test func badDeclarationsAreReported() {
        let result = compile(schema(facts: "  iPad: bool\n  Plan: string\n  since: date\n  tags: \"[string]\"\n  mode: bool?\n  ok: int", """
                  a: {type: bool, default: true, visibleWhen: $ok > 1}
            """))
        #expect(codes(result.diagnostics) == ["SC1507", "SC1507", "SC1507", "SC1507", "SC1507"], "\(result.output)")
        #expect(result.output.contains("'iPad' is a built-in fact"))
        #expect(result.output.contains("'Plan' is not a fact name"))
        #expect(result.output.contains("not 'date'"))
        #expect(result.output.contains("not 'bool?'"))
        #expect(result.ir == nil)
    }

    @Test func availableNeedsAKnownPlatformAndAVersion() {
        let result = compile(schema("""
                  a: {type: bool, default: true, visibleWhen: available(iOs 18)}
                  b: {type: bool, default: true, visibleWhen: available(iOS 18.1.2)}
                  c: {type: bool, default: true, visibleWhen: available(iOS 18) == true}
            """))
        #expect(codes(result.diagnostics) == ["SC1500", "SC1500", "SC1502"], "\(result.output)")
        #expect(result.output.contains("did you mean 'iOS'?"))
    }

    /// A fact is no setting: a condition on one is not constant (no SC1505), and takes no part in the cycle check.
    @Test func factsAreNotConstantNorInCycles() {
        let result = compile(schema(facts: "  count: int", """
                  a: {type: bool, default: true, visibleWhen: $iPad, enabledWhen: $count > 1}
                  b: {type: bool, default: true, visibleWhen: available(visionOS 2)}
            """))
        #expect(result.diagnostics.isEmpty, "\(result.output)")
    }

    @Test func enumCasesAreCheckedFromTheRoot() throws {
        let text = """
            settings: AppSettings
            enums:
              Post: [everyone, onlyMe]
              Reply:
                everyone: {title: Everyone, availableWhen: posting.post == everyone}
                onlyMe: {title: Only me, availableWhen: $iPad || available(iOS 26)}
            sections:
              posting:
                settings:
                  post: {type: Post, default: everyone}
                  reply: {type: Reply, default: onlyMe}
            """
        let result = compile(text)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let ir = try #require(result.ir)
        let reply = try #require(ir.enums.first { $0.name == "Reply" })
        #expect(reply.cases.map { $0.availableWhen?.text } == ["posting.post == .everyone", "$iPad || available(iOS 26)"])
        // From the root: a setting's bare name is not found, and the usual codes report it.
        let bad = compile(text.replacingOccurrences(of: "posting.post == everyone", with: "post == .everyone"))
        #expect(codes(bad.diagnostics) == ["SC1501"], "\(bad.output)")
        let badCase = compile(text.replacingOccurrences(of: "posting.post == everyone", with: "posting.post == evryone"))
        #expect(codes(badCase.diagnostics) == ["SC1503"], "\(badCase.output)")
    }
}
