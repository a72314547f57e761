import SettingsCompiler
import Testing

/// `type: custom(Name)`: what the validator accepts and refuses beyond the golden fixtures.
@Suite struct CustomTypeTests {
    @Test func customTypesBecomeTheirIRTypeWithNoDefault() throws {
        let result = compile("""
            settings: S
            sections:
              general:
                settings:
                  region: {type: custom(Region)}
                  area: {type: " custom(Geo.Area)? "}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let settings = try #require(result.ir?.root.sections.first?.settings)
        #expect(settings[0].type == .custom("Region"))
        #expect(settings[0].defaultValue == .null)
        #expect(settings[1].type == .optional(.custom("Geo.Area")))
        #expect(settings[1].type.customTypeName == "Geo.Area")
        #expect(settings[1].type.description == "custom(Geo.Area)?")
    }

    @Test func conditionsCannotReadCustomSettings() {
        let result = compile("""
            settings: S
            sections:
              general:
                settings:
                  region: {type: "custom(Region)?"}
                  home: {type: custom(Region)}
                  note: {type: string, visibleWhen: region != nil}
                  other: {type: bool, enabledWhen: home}
            """)
        #expect(codes(result.diagnostics) == ["SC1502", "SC1502"], "\(result.output)")
        #expect(result.output.contains("'general.region' is of the app's type Region, which conditions cannot read"))
    }

    /// Rules that need a type settingsc knows are refused with their usual codes.
    @Test func rulesForKnownTypesAreRefused() {
        let result = compile("""
            settings: S
            sections:
              general:
                settings:
                  a: {type: custom(Region), range: 1...3}
                  b: {type: custom(Region), maxLength: 3}
                  c: {type: custom(Region), secure: true}
                  d: {type: custom(Region), unit: km}
            """)
        #expect(Set(codes(result.diagnostics)) == ["SC1206", "SC1550", "SC1554", "SC1541"], "\(result.output)")
    }
}
