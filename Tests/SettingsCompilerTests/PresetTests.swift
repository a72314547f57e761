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

    static let hugeInteger = "1" + String(repeating: "0", count: 400)  // a double of it is infinite
    static let largeInteger = "1" + String(repeating: "0", count: 40)  // too large for a float, not for a double

    /// A preset's value and a default are read by one reading (`SchemaValidator.parseValue`): each written scalar
    /// (type, a valid default, the scalar) is the same value in both, or refused by both (each with its own codes).
    @Test(arguments: [
        ("int", "1", "3"), ("int", "1", "0x1F"), ("int", "1", "1.5"), ("int", "1", "\"3\""), ("int", "1", "9223372036854775808"),
        ("int", "1", "null"), ("int", "1", "[1]"), ("int", "1", ".inf"),
        ("double", "1", "3"), ("double", "1", "2.5e3"), ("double", "1", ".nan"), ("double", "1", hugeInteger),
        ("float", "1", "1.5"), ("float", "1", "1e39"), ("float", "1", largeInteger), ("float", "1", "100000000000000000000"),
        ("bool", "true", "false"), ("bool", "true", "yes"), ("bool", "true", "\"true\""),
        ("string", "a", "hello"), ("string", "a", "3"), ("string", "a", "{a: 1}"),
        ("url", "\"https://example.com\"", "\"https://example.org/x\""), ("url", "\"https://example.com\"", "example.com"),
        ("color", "\"#FF0000\"", "\"#00FF00\""), ("color", "\"#FF0000\"", "red"),
        ("data", "\"\"", "\"AQID\""), ("data", "\"\"", "\"AQI\""),
        ("Level", "low", "high"), ("Level", "low", "medium"), ("Level", "low", "\"high\""),
        ("\"int?\"", "1", "null"), ("\"int?\"", "1", "4"),
        ("\"[int]\"", "[]", "[1, 2]"), ("\"[int]\"", "[]", "[1, x]"), ("\"[int]\"", "[]", "[1, null]"), ("\"[int]\"", "[]", "3"),
        ("\"[int]\"", "[]", "null"), ("\"[string]\"", "[]", "[a, \"b\"]"), ("\"[double]\"", "[]", "[1, 2.5]"),
    ])
    func aPresetValueReadsAsTheDefaultDoes(type: String, valid: String, written: String) throws {
        func schema(default value: String, preset: String?) -> String {
            """
            settings: AppSettings
            enums:
              Level: [low, high]
            sections:
              general:
                settings:
                  x: {type: \(type), default: \(value)}
                  level: {type: Level, default: low}
            """ + (preset.map { "\npresets:\n  p:\n    general.x: \($0)\n" } ?? "\n")
        }
        let asDefault = compile(schema(default: written, preset: nil))
        let asPreset = compile(schema(default: valid, preset: written))
        let reference = try #require(compile(schema(default: valid, preset: nil)).ir, "the valid default \(valid) of \(type)")
        #expect(reference.allSettings.count == 2)
        let defaultValue = asDefault.ir?.allSettings.first?.setting.defaultValue
        var presetValue = asPreset.ir?.presets.first?.values.first?.value
        // Lowering keeps a float default at float precision (the preset's value becomes one when it is applied).
        if type == "float", case .double(let number)? = presetValue { presetValue = .double(Double(Float(number))) }
        #expect(defaultValue == presetValue, "default: \(asDefault.output)\npreset: \(asPreset.output)")
        if defaultValue == nil {
            let errors = asPreset.diagnostics.filter { $0.severity == .error }
            #expect(!errors.isEmpty && asDefault.diagnostics.contains { $0.severity == .error })
            #expect(codes(errors).allSatisfy { ["SC1661", "SC1663"].contains($0) }, "\(asPreset.output)")
        }
    }

    /// Numbers their type cannot hold: a default's SC1213, a preset's mismatch with the same reason.
    @Test func aNumberItsTypeCannotHoldIsRefusedInBoth() {
        let floatDefault = compile("settings: A\nsections:\n  g:\n    settings:\n      f: {type: float, default: \(Self.largeInteger)}\n")
        #expect(codes(floatDefault.diagnostics) == ["SC1213"], "\(floatDefault.output)")
        #expect(floatDefault.output.contains("is too large for a float (32-bit); use double"))
        let doubleDefault = compile("settings: A\nsections:\n  g:\n    settings:\n      d: {type: double, default: \(Self.hugeInteger)}\n")
        #expect(codes(doubleDefault.diagnostics) == ["SC1213"], "\(doubleDefault.output)")
        #expect(doubleDefault.output.contains("must be a finite number"))
        let preset = compilePresets("p:\n  network.timeout: \(Self.hugeInteger)")
        #expect(codes(preset.diagnostics) == ["SC1661"], "\(preset.output)")
        #expect(preset.output.contains("; not a finite number"))
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
