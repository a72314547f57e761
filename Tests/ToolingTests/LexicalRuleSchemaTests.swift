import Foundation
@testable import SettingsCompiler
import Testing

/// Every lexical rule's examples and counter-examples (`LexicalRule`), through check-jsonschema against the schema the
/// editor schema gives a key of that rule (`EditorSchema.schema(of: .word(rule))`, with the editor schema's `$defs`):
/// the editor side of `LexicalRuleTests` (SettingsCompilerTests), which checks the compiler side.
@Suite(.enabled(if: CheckJSONSchema.isConfigured, CheckJSONSchema.skipReason))
struct LexicalRuleSchemaTests {
    /// A schema whose property per rule holds `ok` (texts the rule's schema accepts) and `bad` (texts it refuses).
    static var rulesSchema: JSONValue {
        guard case .object(let members) = EditorSchema.document, let defs = members.first(where: { $0.0 == "$defs" })?.1 else { return nil }
        let properties: [(String, JSONValue)] = LexicalRule.allCases.map { rule in
            let word = EditorSchema.schema(of: .word(rule, nullable: false))
            return (rule.rawValue, [
                "type": "object",
                "properties": ["ok": ["type": "array", "items": word], "bad": ["type": "array", "items": ["not": word]]],
            ])
        }
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema", "$defs": defs, "type": "object",
            "properties": .object(properties), "additionalProperties": false,
        ]
    }

    static func instance(_ ok: (LexicalRule) -> [String], _ bad: (LexicalRule) -> [String]) -> JSONValue {
        .object(LexicalRule.allCases.map { rule in
            (rule.rawValue, ["ok": .array(ok(rule).map { .string($0) }), "bad": .array(bad(rule).map { .string($0) })])
        })
    }

    @Test func everyRulesExamplesMatchAndCounterExamplesDoNot() throws {
        let scratch = try ScratchDirectory()
        let schema = try scratch.write("rules.schema.json", Data(Self.rulesSchema.pretty().utf8))
        let texts = try scratch.write("texts.json", Data(Self.instance(\.examples, \.counterExamples).pretty().utf8))
        let result = try CheckJSONSchema.validate([texts], schema: schema)
        #expect(result.passed, "\(result.output)")
    }

    /// Each rule's schema refuses each of its counter-examples (so the check above can fail): all of them written as
    /// examples, in one run, and every one is reported.
    @Test func everyCounterExampleIsRefused() throws {
        let scratch = try ScratchDirectory()
        let schema = try scratch.write("rules.schema.json", Data(Self.rulesSchema.pretty().utf8))
        let texts = try scratch.write("texts.json", Data(Self.instance(\.counterExamples, { _ in [] }).pretty().utf8))
        let result = try CheckJSONSchema.validate([texts], schema: schema)
        #expect(result.rejected, "\(result.output)")
        for rule in LexicalRule.allCases {
            for index in rule.counterExamples.indices {
                #expect(result.output.contains("$.\(rule.rawValue).ok[\(index)]"),
                        "\(rule): check-jsonschema accepts the counter-example \(rule.counterExamples[index].debugDescription)\n\(result.output)")
            }
        }
    }
}
