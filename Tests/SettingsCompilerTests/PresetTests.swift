import SettingsCompiler
import SettingsRuntime
import Testing

/// `presets:`: the checked values in the IR, and each problem with its own code.
@Suite struct PresetTests {
    static let schema = """
        settings: AppSettings
        enums:
          Level: [low, high]
        sections:
          network:
            settings:
              baseURL: {type: url, default: "https://example.com"}
              timeout: {type: double, default: 30, range: 5...120, step: 5}
              retries: {type: int?, default: 3}
              level: {type: Level, default: low}
            sections:
              deep:
                settings:
                  names: {type: "[string]", default: []}
        presets:

        """

    func compilePresets(_ presets: String) -> (ir: SchemaIR?, output: String, diagnostics: [Diagnostic]) {
        compile(Self.schema + presets.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n")
    }

    @Test func valuesAreCheckedAndResolvedToTheirSettings() throws {
        let result = compilePresets("""
            staging:
              network.baseURL: "https://staging.example.com"
              network.timeout: 60
              network.retries: null
              network.level: high
              network.deep.names: [a, b]
            quiet: {title: Very quiet, whole: true, description: Less, values: {network.retries: 0}}
            """)
        let ir = try #require(result.ir, "\(result.output)")
        #expect(ir.presets.map(\.name) == ["staging", "quiet"])
        let staging = ir.presets[0]
        #expect(staging.title == "Staging")
        #expect(!staging.isWhole)
        #expect(staging.values.map(\.setting.id) == ["network.baseURL", "network.timeout", "network.retries", "network.level", "network.deep.names"])
        #expect(staging.values.map(\.value) == [
            .string("https://staging.example.com"), .double(60), .null, .enumCase("high"), .list([.string("a"), .string("b")]),
        ])
        #expect(staging.values[2].type == .optional(.int))
        let quiet = ir.presets[1]
        #expect(quiet.title == "Very quiet")
        #expect(quiet.isWhole)
        #expect(quiet.description == "Less")
    }

    @Test(arguments: [
        ("network.timout: 60", "SC1660", "did you mean 'network.timeout'?"),
        ("network.deep: 60", "SC1660", "is not a setting of the schema"),
        ("network.timeout: fast", "SC1661", "must be a double"),
        ("network.retries: 1.5", "SC1661", "an int has no fractional part"),
        ("network.level: medium", "SC1661", "a case of enum 'Level'"),
        ("network.baseURL: null", "SC1661", "the setting is not optional"),
        ("network.deep.names: [a, [b]]", "SC1661", "an element of"),
        ("network.timeout: 200", "SC1662", "outside the setting's range 5.0...120.0"),
        ("network.timeout: 7", "SC1662", "not on the setting's step"),
        ("network.baseURL: example.com", "SC1663", "is not a URL"),
    ])
    func aBadValueHasItsOwnCode(line: String, code: String, message: String) {
        let result = compilePresets("p:\n  \(line)")
        #expect(result.ir == nil)
        #expect(codes(result.diagnostics) == [code], "\(result.output)")
        #expect(result.output.contains(message), "\(result.output)")
    }

    @Test func everyProblemOfEveryPresetIsReportedInOneRun() {
        let result = compilePresets("""
            a: {network.timout: 1, network.level: x}
            b: {network.timeout: 1000}
            c: {}
            """)
        #expect(codes(result.diagnostics) == ["SC1660", "SC1661", "SC1662", "SC1664"], "\(result.output)")
    }

    @Test func presetNamesAreCheckedLikeEnumCases() {
        #expect(codes(compilePresets("values: {network.retries: 1}").diagnostics) == ["SC1105"])
        #expect(codes(compilePresets("rawValue: {network.retries: 1}").diagnostics) == ["SC1105"])
        #expect(codes(compilePresets("Staging: {network.retries: 1}").diagnostics) == ["SC1104"])
        // A keyword is escaped in the generated enum, like any case name.
        #expect(compilePresets("default: {network.retries: 1}").ir?.presets.first?.name == "default")
    }

    @Test func theLongFormNeedsValuesAndKnowsItsKeys() {
        #expect(codes(compilePresets("p: {title: T}").diagnostics) == ["SC1102"])
        #expect(codes(compilePresets("p: {titel: T, values: {network.retries: 1}}").diagnostics) == ["SC1101"])
        #expect(codes(compilePresets("p: {whole: yes, values: {network.retries: 1}}").diagnostics) == ["SC1108"])
        #expect(codes(compilePresets("p: [network.retries]").diagnostics) == ["SC1103"])
        // Without a dotted key, a mapping is the long form: a setting's name alone is an unknown key there.
        #expect(codes(compilePresets("p: {network: 60}").diagnostics) == ["SC1102", "SC1101"])
    }

    @Test func aSectionTypeCannotBeNamedPreset() {
        let result = compile("settings: AppSettings\nsections:\n  preset:\n    settings:\n      on: true\n")
        #expect(codes(result.diagnostics) == ["SC1105"], "\(result.output)")
    }
}
