import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsRuntime
import Testing

/// Defaults by build configuration and `only:` sections, compiled: the test build sets DEBUG (not TESTFLIGHT, not
/// SETTINGSC_FIXTURE_INTERNAL), so each file's `#elseif DEBUG` variant is the one compiled and run here.
@Suite struct BuildConfigurationTests {
    @Test func theDebugDefaultsAreTheCompiledOnes() {
        let value = ConfigurationFixtureSettings()
        #expect(value.general.retries == 9)
        #expect(value.general.ratio == 0.75)
        #expect(value.general.level == .high)
        #expect(value.general.name == #""debug" \ build"#)
        #expect(value.general.codes == [1, 2])
        #expect(value.general.plain == 3)
        #expect(value.debugTools.verbose)
        // The form reads the same defaults (it refers to the model's Defaults).
        let form = ConfigurationFixtureSettings.settingsForm
        #expect(form.setting(id: "general.retries")?.defaultValue == .int(9))
        #expect(form.setting(id: "general.ratio")?.defaultValue == .float(0.75))
    }

    @Test func aSectionOnlyForAnotherConfigurationIsCompiledOut() {
        let form = ConfigurationFixtureSettings.settingsForm
        #expect(form.sections.map(\.name) == ["general", "debugTools"])
        #expect(form.setting(id: "internal_tools.endpoint") == nil)
        let labels = Mirror(reflecting: ConfigurationFixtureSettings()).children.compactMap(\.label)
        #expect(labels.contains("debugTools"))
        #expect(!labels.contains("internalTools"))
    }

    @Test func aCompiledOutSectionsStoredValuesAreKeptWhenRoundTripping() throws {
        let stored = #"{"general":{"retries":2,"plain":4},"internal_tools":{"endpoint":"https://x.example.com","attempts":7,"extra":[1,{"a":null}]}}"#
        let value = try JSONDecoder().decode(ConfigurationFixtureSettings.self, from: Data(stored.utf8))
        #expect(value.general.retries == 2)
        #expect(value.general.plain == 4)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = try #require(try JSONSerialization.jsonObject(with: encoder.encode(value)) as? [String: Any])
        let kept = try #require(written["internal_tools"] as? [String: Any])
        #expect(kept["endpoint"] as? String == "https://x.example.com")
        #expect(kept["attempts"] as? Int == 7)
        #expect((kept["extra"] as? [Any])?.count == 2)
        // And again: what was written decodes to the same value, and writes the same document.
        let again = try JSONDecoder().decode(ConfigurationFixtureSettings.self, from: encoder.encode(value))
        #expect(try encoder.encode(again) == encoder.encode(value))
    }

    @Test func theEnvironmentSchemasDebugBuild() {
        let value = EnvironmentSettings()
        #expect(value.network.timeout == 60)
        #expect(value.logging.level == .debug)
        #expect(value.features.betaBanner == nil)
        #expect(value.diagnostics.crashOnAssert)
        #expect(!value.diagnostics.slowNetwork)
        #expect(EnvironmentSettings.settingsForm.sections.map(\.name) == ["network", "logging", "features", "diagnostics"])
    }
}
