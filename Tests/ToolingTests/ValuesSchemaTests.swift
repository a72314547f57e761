import Foundation
import GeneratedSettings
import SettingsBackends
import SettingsCLI
import SettingsCompiler
import Testing
import TestSupport

/// The values schema backend: a JSON Schema of the stored settings values, checked against what the generated
/// models really encode.
@Suite struct ValuesSchemaTests {
    static let schemas = (try? files(in: "Schemas", endingWith: [".settings.yaml", ".settings.json"])) ?? []
    static let output = "Generated/JSONSchema"

    @Test(arguments: schemas)
    func generatedValuesSchemaIsCurrent(schema: String) throws {
        let ir = try compileRepositorySchema(schema)
        let files = ValuesSchemaBackend().render(ir)
        #expect(files.map(\.path) == ["\(ir.rootTypeName).values.schema.json"])
        for file in files {
            try assertGolden(file.contents, path: "\(Self.output)/\(file.path)")
        }
    }

    @Test func outputIsDeterministic() throws {
        for schema in Self.schemas {
            let ir = try compileRepositorySchema(schema)
            #expect(ValuesSchemaBackend().render(ir) == ValuesSchemaBackend().render(ir))
        }
    }

    @Test func isNotADefaultBackend() {
        #expect(!Backends.all.contains { $0.name == "values-schema" })
        #expect(Backends.named("values-schema") is ValuesSchemaBackend)
    }

    @Test func generateRunsItOnlyWhenNamed() throws {
        let scratch = try ScratchDirectory()
        let schema = repositoryRoot.appendingPathComponent("Schemas/Beta.settings.yaml").path
        let byDefault = scratch.url.appendingPathComponent("Default").path
        let named = scratch.url.appendingPathComponent("Named").path
        #expect(CLI.run(["generate", schema, "-o", byDefault, "-q"], environment: OutputCapture().environment()) == 0)
        // By default exactly the default backends' files are written (all Swift), and no values schema.
        let defaultFiles = Backends.all.flatMap { $0.render(try! compileRepositorySchema("Schemas/Beta.settings.yaml")).map(\.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: byDefault).sorted() == defaultFiles.sorted())
        #expect(defaultFiles.allSatisfy { $0.hasSuffix(".swift") })
        let capture = OutputCapture()
        #expect(CLI.run(["generate", schema, "-o", named, "--backend", "values-schema"], environment: capture.environment()) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: named) == ["BetaSettings.values.schema.json"])
        let written = try String(contentsOfFile: named + "/BetaSettings.values.schema.json", encoding: .utf8)
        #expect(written == ValuesSchemaBackend().render(try compileRepositorySchema("Schemas/Beta.settings.yaml"))[0].contents)
    }

    /// Types, ranges, defaults, enum cases, persistence keys and nesting, read back from the JSON.
    @Test func describesTheValuesAsTheModelStoresThem() throws {
        let ir = try compileRepositorySchema("Schemas/DebugMenu.settings.yaml")
        let root = try #require(try parseJSON(ValuesSchemaBackend().render(ir)[0].contents) as? [String: Any])
        #expect(root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(root["title"] as? String == "Debug menu")
        #expect(root["additionalProperties"] as? Bool == true)
        #expect(root["required"] == nil)

        func property(_ path: [String]) throws -> [String: Any] {
            var object = root
            for key in path {
                let properties = try #require(object["properties"] as? [String: Any], "no properties at \(key)")
                object = try #require(properties[key] as? [String: Any], "no property \(key) in \(path)")
            }
            return object
        }
        let timeout = try property(["environment", "requestTimeout"])
        #expect(timeout["type"] as? String == "number")
        #expect((timeout["minimum"] as? NSNumber)?.doubleValue == 5)
        #expect((timeout["maximum"] as? NSNumber)?.doubleValue == 120)
        #expect((timeout["default"] as? NSNumber)?.doubleValue == 30)
        #expect((timeout["description"] as? String)?.contains("In steps of 5 from 5") == true)

        let baseURL = try property(["environment", "customBaseURL"])
        #expect(baseURL["type"] as? [String] == ["string", "null"])
        #expect(baseURL["default"] is NSNull)

        let server = try property(["environment", "server"])
        #expect(server["$ref"] as? String == "#/$defs/ServerEnvironment")
        #expect(server["default"] as? String == "production")

        // Sections and settings are keyed by their persistence keys.
        #expect(try property(["flags", "splitFare"])["default"] as? String == "remote")
        let launchCount = try property(["diagnostics", "launch_count"])
        #expect(launchCount["type"] as? String == "integer")
        #expect((launchCount["minimum"] as? NSNumber)?.intValue == 0)
        #expect(launchCount["maximum"] == nil)

        let defs = try #require(root["$defs"] as? [String: Any])
        let environments = try #require(defs["ServerEnvironment"] as? [String: Any])
        #expect(environments["enum"] as? [String] == ["production", "staging", "qa", "local"])
        let cases = try #require(environments["oneOf"] as? [[String: Any]])
        #expect(cases.map { $0["title"] as? String } == ["Production", "Staging", "QA", "Local"])
    }

    /// Every string reaches the JSON through one escaping function: the hostile-text fixture's strings come back
    /// exactly from a real JSON parser.
    @Test func escapesEveryString() throws {
        let ir = try compileRepositorySchema("Tests/SettingsCompilerTests/Fixtures/valid/unicode-and-escapes-in-text.settings.yaml")
        let root = try #require(try parseJSON(ValuesSchemaBackend().render(ir)[0].contents) as? [String: Any])
        #expect(root["title"] as? String == ir.title)
        #expect(root["description"] as? String == ir.description)
        let section = try #require((root["properties"] as? [String: Any])?["text"] as? [String: Any])
        let properties = try #require(section["properties"] as? [String: Any])
        var compared = 0
        for setting in ir.root.sections[0].settings {
            let object = try #require(properties[setting.key] as? [String: Any])
            #expect(object["title"] as? String == setting.title)
            if case .string(let text) = setting.defaultValue {
                #expect(object["default"] as? String == text)
                compared += 1
            }
        }
        #expect(compared >= 4)
        let defs = try #require(root["$defs"] as? [String: Any])
        let quote = try #require(defs["Quote"] as? [String: Any])
        let cases = try #require(quote["oneOf"] as? [[String: Any]])
        #expect(cases.map { $0["description"] as? String } == ir.enums[0].cases.map(\.description))
    }

    @Test func jsonStringEscapingRoundTrips() throws {
        let samples = [
            "", "plain", "quote \" backslash \\ slash /", "</script>", "\u{0}\u{1}\u{1F}\u{7F}", "tab\tline\nreturn\r",
            "\u{8}\u{C}", "\u{2028}\u{2029}", "e\u{301} 👩‍👩‍👧‍👦 \u{FEFF} \u{202E}", "\\u0041 is not A",
        ]
        for sample in samples {
            let literal = JSONText.quoted(sample)
            #expect(try parseJSON(literal) as? String == sample, "\(literal)")
            #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 || $0.value == 0x2029 })
        }
        #expect(!JSONText.quoted("</script>").contains("</"))
    }

    @Test func numbersArePrintedAsJSONNumbers() throws {
        #expect(JSONText.number(Double.nan) == nil)
        #expect(JSONText.number(Double.infinity) == nil)
        #expect(JSONText.number(Float.infinity) == nil)
        for value in [0.5, -2.5, 1e-7, 1e300, 30, -0.0, 1.2345678901234568e17] {
            let text = try #require(JSONText.number(value)).printed()
            #expect((try parseJSON(text) as? NSNumber)?.doubleValue == value, "\(text)")
        }
        // A float is printed as the Float it is stored as, the way JSONEncoder writes it.
        #expect(try #require(JSONText.number(Float(0.1))).printed() == "0.1\n")
    }

    // MARK: Validating real data with check-jsonschema

    /// The defaults of every generated model, encoded with JSONEncoder, and a few changes to them.
    static func encodedDefaults() throws -> [(root: String, json: [String: Any])] {
        let encoder = JSONEncoder()
        let encoded: [(String, Data)] = [
            ("BetaSettings", try encoder.encode(BetaSettings())),
            ("DebugMenuSettings", try encoder.encode(DebugMenuSettings())),
            ("OnboardingSettings", try encoder.encode(OnboardingSettings())),
        ]
        var result: [(root: String, json: [String: Any])] = []
        for (root, data) in encoded {
            result.append((root, try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])))
        }
        return result
    }

    func check(_ json: Any, root: String) throws -> CheckJSONSchema.Result {
        let scratch = try ScratchDirectory()
        let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        let instance = try scratch.write("\(root).json", data)
        return try CheckJSONSchema.validate([instance], schema: "\(Self.output)/\(root).values.schema.json")
    }

    @Test(.enabled(if: CheckJSONSchema.isConfigured, CheckJSONSchema.skipReason))
    func generatedSchemasAreValidDraft202012Schemas() throws {
        let paths = Self.schemas.isEmpty ? [] : try files(in: Self.output, endingWith: [".values.schema.json"])
        #expect(paths.count == Self.schemas.count)
        let result = try CheckJSONSchema.run(["--check-metaschema"] + paths)
        #expect(result.passed, "\(result.output)")
    }

    @Test(.enabled(if: CheckJSONSchema.isConfigured, CheckJSONSchema.skipReason))
    func encodedDefaultsValidate() throws {
        for (root, json) in try Self.encodedDefaults() {
            let result = try check(json, root: root)
            #expect(result.passed, "\(root): \(result.output)")
        }
    }

    @Test(.enabled(if: CheckJSONSchema.isConfigured, CheckJSONSchema.skipReason))
    func wrongValuesAreRejectedAndUnknownKeysAccepted() throws {
        let beta = try #require(try Self.encodedDefaults().first { $0.root == "BetaSettings" }?.json)
        func changed(_ change: (inout [String: Any]) -> Void) -> [String: Any] {
            var smoothing = beta["smoothing"] as? [String: Any] ?? [:]
            change(&smoothing)
            var copy = beta
            copy["smoothing"] = smoothing
            return copy
        }
        let outOfRange = changed { $0["dayPeriod"] = 45 }
        let wrongType = changed { $0["dayPeriod"] = "seven" }
        let unknownCase = changed { $0["algorithm"] = "median" }
        let enumAsNumber = changed { $0["algorithm"] = 3 }
        let cases: [(String, [String: Any])] = [
            ("out of range", outOfRange), ("wrong type", wrongType), ("unknown case", unknownCase), ("enum as number", enumAsNumber),
        ]
        for (name, json) in cases {
            let result = try check(json, root: "BetaSettings")
            #expect(result.rejected, "\(name) was not rejected: \(result.output)")
        }
        #expect(try check(outOfRange, root: "BetaSettings").output.contains("45 is greater than the maximum of 30"))

        // What the model keeps or accepts is accepted: unknown keys, a missing key, a value for an optional.
        var newer = changed { $0["legacy"] = true; $0["dayPeriod"] = nil }
        newer["addedInVersion9"] = ["x": 1]
        var grouped = (newer["smoothing"] as? [String: Any])?["grouped"] as? [String: Any] ?? [:]
        grouped["nickname"] = "Ace"
        var smoothing = newer["smoothing"] as? [String: Any] ?? [:]
        smoothing["grouped"] = grouped
        newer["smoothing"] = smoothing
        let result = try check(newer, root: "BetaSettings")
        #expect(result.passed, "\(result.output)")
    }
}
