import SettingsCompiler
import Testing

/// What the validator puts into the IR for enum case renames, deprecation replacements and `settingsApp`.
@Suite struct EvolutionAndSettingsAppTests {
    func codes(_ result: (ir: SchemaIR?, output: String, diagnostics: [Diagnostic])) -> [String] {
        result.diagnostics.map(\.code.rawValue)
    }

    @Test func caseRenamesReachTheIR() throws {
        let result = compile("""
            settings: AppSettings
            enums:
              Theme:
                light: Light
                night: {title: Night, renamedFrom: [dark, dim]}
            sections:
              display:
                settings:
                  theme: {type: Theme, default: light}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let theme = try #require(result.ir?.enums.first)
        #expect(theme.cases.map(\.renamedFrom) == [[], ["dark", "dim"]])
    }

    @Test func casesCannotBeNamedLikeTheGeneratedMembers() {
        let result = compile("""
            settings: AppSettings
            enums:
              Mode: [renamedCases, fallbackCase, fine]
            sections:
              general:
                settings:
                  mode: {type: Mode, default: fine}
            """)
        #expect(codes(result) == ["SC1105", "SC1105"])
    }

    @Test func replacementsAreResolvedWithTheirSection() throws {
        let result = compile("""
            settings: AppSettings
            sections:
              display:
                settings:
                  fontSize: {type: int, default: 14, deprecated: {replacement: display.textSize}}
                  textSize: {type: double, default: 14}
                  zoom: {type: int, default: 1, deprecated: {message: Gone., replacement: other.scale}}
                  plain: {type: bool, default: false, deprecated: {message: Just gone.}}
              other:
                settings:
                  scale: {type: int?}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let settings = try #require(result.ir?.root.sections.first?.settings)
        let scale = try #require(result.ir?.root.sections.last?.settings.first)
        #expect(settings[0].deprecated == DeprecationIR(message: nil, replacement: SettingReference(settings[1]), replacementInSection: "textSize"))
        #expect(settings[0].deprecated?.replacement?.path == "display.textSize")
        #expect(settings[2].deprecated == DeprecationIR(message: "Gone.", replacement: SettingReference(scale), replacementInSection: nil))
        #expect(settings[2].deprecated?.replacement?.path == "other.scale")
        #expect(settings[3].deprecated == DeprecationIR(message: "Just gone.", replacement: nil, replacementInSection: nil))
    }

    @Test func settingsAppIsInheritedBySubsectionsUntilOneSaysFalse() throws {
        let result = compile("""
            settings: AppSettings
            sections:
              proxy:
                settingsApp: true
                settings:
                  host: localhost
                  port: {type: int, default: 80, settingsApp: false}
                sections:
                  advanced:
                    settings:
                      timeout: 30.0
                  hidden:
                    settingsApp: false
                    settings:
                      token: ""
                      shown: {type: bool, default: true, settingsApp: true}
              other:
                settings:
                  flag: false
            """)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let ir = try #require(result.ir)
        let shown = ir.allSettings.filter(\.setting.settingsApp).map { ($0.path + [$0.setting.name]).joined(separator: ".") }
        #expect(shown == ["proxy.host", "proxy.advanced.timeout", "proxy.hidden.shown"])
    }
}
