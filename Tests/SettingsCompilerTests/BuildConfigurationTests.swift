import SettingsCompiler
import Testing

/// The codes of the errors (the schemas here leave their enum unused, a warning).
private func errorCodes(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.filter { $0.severity == .error }.map(\.code.rawValue)
}

/// `configurations:`, `default: {debug: ..., release: ...}` and `only:`: the IR, and each problem with its code.
@Suite struct BuildConfigurationCompilerTests {
    static func schema(configurations: String = "", settings: String, sections: String = "") -> String {
        "settings: AppSettings\n" + configurations + "enums:\n  Level: [low, high]\nsections:\n  general:\n    settings:\n"
            + settings.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n") + "\n" + sections
    }

    @Test func everyConfigurationsDefaultIsInTheIR() throws {
        let result = compile(Self.schema(configurations: "configurations:\n  beta: BETA\n  internal: INTERNAL\n", settings: """
            retries: {type: int, default: {debug: 9, beta: 5, release: 1}, range: 0...10}
            level: {type: Level, default: {internal: high, release: low}}
            """))
        let ir = try #require(result.ir, "\(result.output)")
        #expect(ir.buildConfigurations.map(\.name) == ["beta", "internal", "debug", "release"])
        #expect(ir.buildConfigurations.map(\.condition) == ["BETA", "INTERNAL", "DEBUG", nil])
        let settings = ir.allSettings.map(\.setting)
        #expect(settings[0].defaultValue == .int(1))
        #expect(settings[0].configurationDefaults == ["debug": .int(9), "beta": .int(5)])
        #expect(settings[1].defaultValue == .enumCase("low"))
        #expect(settings[1].configurationDefaults == ["internal": .enumCase("high")])
        #expect(ir.variesByConfiguration)
        #expect(ir.variant(for: "beta").allSettings.map(\.setting.defaultValue) == [.int(5), .enumCase("low")])
        #expect(ir.variant(for: "debug").allSettings.map(\.setting.defaultValue) == [.int(9), .enumCase("low")])
    }

    @Test(arguments: [
        ("retries: {type: int, default: {debug: 11, release: 1}, range: 0...10}", ["SC1203"], "the default 11 of 'retries' in 'debug' is outside its range"),
        ("retries: {type: int, default: {debug: x, release: 1}}", ["SC1202"], "the default of 'retries' in 'debug' must be"),
        ("retries: {type: int, default: {debug: 1, release: 1.5}}", ["SC1202"], "an int has no fractional part"),
        ("retries: {type: int, default: {debug: 3, release: 2}, step: 2}", ["SC1204"], "'retries' in 'debug' is not on its step"),
        ("level: {type: Level, default: {debug: hgh, release: low}}", ["SC1211"], "did you mean 'high'?"),
        ("name: {type: string, default: {debug: abcdef, release: a}, maxLength: 3}", ["SC1553"], "'name' in 'debug'"),
        ("server: {type: url, default: {debug: nope, release: \"https://example.com\"}}", ["SC1555"], "'server' in 'debug'"),
        ("tags: {type: \"[int]\", default: {debug: [1, 2], release: []}, maxItems: 1}", ["SC1564"], "'tags' in 'debug'"),
        ("retries: {type: int, default: {debg: 1, release: 2}}", ["SC1671"], "did you mean 'debug'?"),
        ("retries: {type: int, default: {debug: 1}}", ["SC1672"], "gives no `release` value"),
        ("retries: {type: int, default: {}}", ["SC1672"], "gives no `release` value"),
    ])
    func aBadConfigurationDefaultIsReportedLikeAPlainOne(setting: String, expected: [String], message: String) {
        let result = compile(Self.schema(settings: setting))
        #expect(result.ir == nil)
        #expect(errorCodes(result.diagnostics) == expected, "\(result.output)")
        #expect(result.output.contains(message), "\(result.output)")
    }

    @Test func declarationsAreChecked() {
        #expect(errorCodes(compile(Self.schema(configurations: "configurations:\n  debug: DEBUG\n", settings: "a: 1")).diagnostics) == ["SC1670"])
        #expect(errorCodes(compile(Self.schema(configurations: "configurations:\n  beta: \"not one\"\n", settings: "a: 1")).diagnostics) == ["SC1670"])
        #expect(errorCodes(compile(Self.schema(configurations: "configurations:\n  beta: DEBUG\n", settings: "a: 1")).diagnostics) == ["SC1670"])
        #expect(errorCodes(compile(Self.schema(configurations: "configurations:\n  beta: B\n  gamma: B\n", settings: "a: 1")).diagnostics) == ["SC1670"])
        #expect(errorCodes(compile(Self.schema(configurations: "configurations:\n  Beta: B\n", settings: "a: 1")).diagnostics) == ["SC1104"])
    }

    @Test func onlyNamesAConfigurationAndIsNotReachedFromOtherBuilds() throws {
        let tools = "  tools:\n    only: debug\n    settings:\n      verbose: true\n"
        let ir = try #require(compile(Self.schema(settings: "a: 1", sections: tools)).ir)
        #expect(ir.root.sections.map(\.only) == [nil, "debug"])
        #expect(ir.variant(for: "release").root.sections.map(\.name) == ["general"])
        #expect(ir.variant(for: "debug").root.sections.map(\.name) == ["general", "tools"])
        #expect(errorCodes(compile(Self.schema(settings: "a: 1", sections: "  tools:\n    only: debg\n    settings:\n      v: true\n")).diagnostics) == ["SC1671"])
        #expect(errorCodes(compile(Self.schema(settings: "a: 1", sections: "  tools:\n    only: release\n    settings:\n      v: true\n")).diagnostics) == ["SC1671"])
        #expect(errorCodes(compile(Self.schema(settings: "a: 1\nopen: {navigate: tools}", sections: tools)).diagnostics) == ["SC1673"])
        let nested = "configurations:\n  beta: BETA\n"
        let inner = "  tools:\n    only: debug\n    sections:\n      inner:\n        only: beta\n        settings:\n          v: true\n"
        #expect(errorCodes(compile(Self.schema(configurations: nested, settings: "a: 1", sections: inner)).diagnostics) == ["SC1673"])
    }
}
