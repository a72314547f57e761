import GeneratedFixtures
import SettingsRuntime
import Testing

/// Tests/GeneratedFixtures/PresetFixtureSettings+Form.swift (from Fixtures/valid/presets.settings.yaml): keyword
/// names and hostile text in presets compile, and each value, applied through the form, is exactly what the
/// YAML spells (the expected values are written here by hand, as raw strings where that helps).
@Suite struct PresetFixtureTests {
    typealias Preset = PresetFixtureSettings.Preset

    func applied(_ preset: Preset) -> PresetFixtureSettings {
        var value = PresetFixtureSettings()
        for item in preset.values {
            guard let setting = PresetFixtureSettings.settingsForm.setting(id: item.id) else {
                Issue.record("no setting \(item.id)")
                continue
            }
            #expect(setting.setValue(item.value, in: &value) == item.value, "\(item.id)")
        }
        return value
    }

    @Test func keywordNamesAndHostileTitles() {
        #expect(Preset.allCases == [.default, .class])
        #expect(Preset.default.rawValue == "default")
        #expect(Preset.class.title == #"Title with "quotes" and \ backslash"#)
        #expect(Preset.class.isWhole)
        #expect(!Preset.default.isWhole)
    }

    @Test func everyValueIsTheOneTheYAMLSpells() {
        let value = applied(.default)
        #expect(value.switch.class == #""); fatalError("\(1)"); //"# + "\u{0}")
        #expect(value.switch.mode == .default)
        #expect(value.switch.ratio == 1)
        #expect(value.switch.count == nil)
        #expect(value.switch.codes == [0, 9, 5])
        #expect(value.switch.words == [##"#"raw"#"##, "line\nbreak", "\u{2028}"])
        #expect(value.switch.tint == "#ABCDEF80")
        #expect(value.switch.since == "2026-01-02T03:04:05Z")
        #expect(value.switch.on)
        let other = applied(.class)
        #expect(other.switch.mode == .self_)
        #expect(other.switch.count == -5)
        #expect(other.switch.class == "plain")
    }
}
