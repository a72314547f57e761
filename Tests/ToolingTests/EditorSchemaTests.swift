import Foundation
import SettingsCLI
import SettingsCompiler
import Testing
import TestSupport

/// The JSON Schema of the schema language (`settingsc schema`, schema/settings.schema.json).
@Suite struct EditorSchemaTests {
    static let schemaFile = "schema/settings.schema.json"
    static let validSchemas = ((try? files(in: "Schemas", endingWith: [".settings.yaml", ".settings.json"])) ?? [])
        + ((try? files(in: "Tests/SettingsCompilerTests/Fixtures/valid", endingWith: [".settings.yaml", ".settings.json"])) ?? [])
        + ((try? files(in: "Tests/SettingsCompilerTests/Fixtures/evolution", endingWith: [".settings.yaml"])) ?? [])
        + ["Tests/ToolingTests/Fixtures/settings-bundle/BundleFixture.settings.yaml"]
    static let invalidSchemas = (try? files(in: "Tests/ToolingTests/Fixtures/invalid", endingWith: [".settings.yaml", ".settings.json"])) ?? []

    static func schema() throws -> [String: Any] {
        try #require(try parseJSON(EditorSchema.json) as? [String: Any])
    }

    static func definition(_ name: String) throws -> [String: Any] {
        let defs = try #require(try schema()["$defs"] as? [String: Any])
        return try #require(defs[name] as? [String: Any], "no $defs/\(name)")
    }

    static func propertyNames(_ object: [String: Any]) throws -> Set<String> {
        Set(try #require(object["properties"] as? [String: Any]).keys)
    }

    // MARK: One source of truth

    @Test func schemaCommandPrintsTheCommittedFile() throws {
        let capture = OutputCapture()
        let status = CLI.run(["schema"], environment: capture.environment())
        #expect(status == 0)
        #expect(capture.standardError.isEmpty)
        #expect(capture.standardOutput == EditorSchema.json)
        try assertGolden(capture.standardOutput, path: Self.schemaFile)
    }

    @Test func schemaCommandTakesNoArguments() {
        let capture = OutputCapture()
        #expect(CLI.run(["schema", "extra"], environment: capture.environment()) == 2)
        #expect(capture.standardOutput.isEmpty)
    }

    // MARK: The language, as the parser defines it

    @Test func describesEveryKeyTheParserAllows() throws {
        #expect(try Self.propertyNames(Self.schema()) == Set(SchemaParser.rootKeys))
        #expect(try Self.propertyNames(Self.definition("section")) == Set(SchemaParser.sectionKeys))
        #expect(try Self.propertyNames(Self.definition("longSetting")) == Set(SchemaParser.settingKeys))
        #expect(try Self.propertyNames(Self.definition("linkRow")) == Set(SchemaParser.linkKeys))
        #expect(try Self.propertyNames(Self.definition("actionRow")) == Set(SchemaParser.actionKeys))
        #expect(try Self.propertyNames(Self.definition("navigationRow")) == Set(SchemaParser.navigationKeys))
        #expect(try Self.propertyNames(Self.definition("detailRow")) == Set(SchemaParser.detailKeys))
        let caseForms = try #require(try Self.definition("enumCase")["oneOf"] as? [[String: Any]])
        let caseMapping = try #require(caseForms.first { $0["type"] as? String == "object" })
        #expect(try Self.propertyNames(caseMapping) == Set(SchemaParser.caseKeys))
        #expect(try Self.schema()["required"] as? [String] == ["settings", "sections"])
    }

    /// Every construct of the language table has an object with exactly its keys (the mappings inside a setting's
    /// keys too: deprecated, pattern, format, range, localization, a header's `{text:}`).
    @Test func describesEveryConstructOfTheLanguageTable() throws {
        var keySets: [Set<String>] = []
        try walk(Self.schema(), path: "$") { object, _ in
            if let properties = object["properties"] as? [String: Any] { keySets.append(Set(properties.keys)) }
        }
        for construct in Construct.allCases {
            #expect(keySets.contains(Set(construct.keyNames)), "no object of the schema has the keys of \(construct)")
        }
    }

    @Test func theTypeKeyOffersEveryBuiltinTypeAndRefusesTheirOtherCapitalisations() throws {
        let type = try #require(EditorSchema.document["$defs"]?["longSetting"]?["properties"]?["type"]?["anyOf"]?.compact)
        for name in BuiltinType.names.flatMap({ [$0, $0 + "?"] }) + BuiltinType.listTypeNames {
            #expect(type.contains("\"\(name)\""), "the type key does not offer \(name)")
        }
        #expect(type.contains("[Cc][Oo][Ll][Oo][Rr]"), "an enum named Color is not refused")
    }

    @Test func everyObjectRefusesUnknownKeys() throws {
        var checked = 0
        try walk(Self.schema(), path: "$") { object, path in
            guard object["properties"] != nil else { return }
            checked += 1
            #expect(object["additionalProperties"] as? Bool == false, "\(path) allows unknown keys")
        }
        #expect(checked >= 6)
    }

    @Test func everyPropertyHasADescriptionAndExamples() throws {
        let root = try Self.schema()
        let defs = try #require(root["$defs"] as? [String: Any])
        var checked = 0
        try walk(root, path: "$") { object, path in
            guard let properties = object["properties"] as? [String: Any] else { return }
            for (name, value) in properties {
                let property = try #require(value as? [String: Any])
                checked += 1
                let description = property["description"] as? String ?? ""
                #expect(description.count > 20, "\(path).\(name) has no description")
                // Examples on the property itself, or on the definition it refers to.
                var examples = property["examples"] as? [Any]
                if examples == nil, let reference = property["$ref"] as? String {
                    let target = defs[String(reference.dropFirst("#/$defs/".count))] as? [String: Any]
                    examples = target?["examples"] as? [Any]
                }
                #expect(examples?.isEmpty == false, "\(path).\(name) has no examples")
            }
        }
        #expect(checked >= SchemaParser.rootKeys.count + SchemaParser.sectionKeys.count + SchemaParser.settingKeys.count)
    }

    /// Calls `visit` for every JSON object in the schema, depth first.
    func walk(_ value: Any, path: String, _ visit: ([String: Any], String) throws -> Void) throws {
        if let object = value as? [String: Any] {
            try visit(object, path)
            for (key, child) in object.sorted(by: { $0.key < $1.key }) { try walk(child, path: "\(path).\(key)", visit) }
        } else if let array = value as? [Any] {
            for (index, child) in array.enumerated() { try walk(child, path: "\(path)[\(index)]", visit) }
        }
    }

    // MARK: check-jsonschema

    @Test(.enabled(if: CheckJSONSchema.isConfigured, CheckJSONSchema.skipReason))
    func isAValidDraft202012Schema() throws {
        let result = try CheckJSONSchema.run(["--check-metaschema", Self.schemaFile])
        #expect(result.passed, "\(result.output)")
    }

    @Test func thereAreSchemasToCheck() {
        #expect(Self.validSchemas.count >= 7)
        #expect(Self.invalidSchemas.count >= 20)
    }

    @Test(.enabled(if: CheckJSONSchema.isConfigured, CheckJSONSchema.skipReason))
    func acceptsEveryExampleSchemaAndValidFixture() throws {
        let result = try CheckJSONSchema.validate(Self.validSchemas, schema: Self.schemaFile)
        #expect(result.passed, "\(result.output)")
    }

    /// Each invalid schema is refused by the JSON Schema, and by settingsc too: the JSON Schema is never stricter
    /// than the language, only less thorough.
    @Test(.enabled(if: CheckJSONSchema.isConfigured, CheckJSONSchema.skipReason), arguments: invalidSchemas)
    func rejectsStructuralMistakes(schema: String) throws {
        #expect(try settingscRejects(schema), "settingsc accepts \(schema), so the JSON Schema must too")
        let result = try #require(Self.invalidSchemasChecked, "check-jsonschema could not be run")
        #expect(result.rejected, "check-jsonschema did not reject \(schema):\n\(result.output)")
        // check-jsonschema names each file it refuses at the start of each of its errors (`path::$.sections…`).
        #expect(result.output.contains("  \(schema)::$"), "check-jsonschema did not reject \(schema):\n\(result.output)")
    }

    /// One check-jsonschema run over every invalid schema (it reports each file it refuses), shared by the cases
    /// of `rejectsStructuralMistakes`: one Python start instead of one per schema.
    static let invalidSchemasChecked: CheckJSONSchema.Result? = try? CheckJSONSchema.validate(invalidSchemas, schema: schemaFile)
}

/// Output captured from one in-process run of the CLI.
final class OutputCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var standardOutput: String { lock.withLock { out } }
    var standardError: String { lock.withLock { err } }

    func environment() -> CLIEnvironment {
        CLIEnvironment(
            standardOutput: { text in self.lock.withLock { self.out += text } },
            standardError: { text in self.lock.withLock { self.err += text } })
    }
}
