import SettingsRuntime
import Testing

/// A schema range open below (`range: {max: 30}`) is generated as `Int.min...30` or
/// `-greatestFiniteMagnitude...30`; its step grid must still start at 0, as the schema language says.
@Suite struct OpenLowerBoundTests {
    @Test func intGridStartsAtZeroWhenTheLowerBoundIsOpen() {
        let range = Int.min...30
        #expect(SettingsValueRules.normalize(0, range: range, step: 5) == 0)
        #expect(SettingsValueRules.normalize(12, range: range, step: 5) == 10)
        #expect(SettingsValueRules.normalize(-7, range: range, step: 5) == -5)
        #expect(SettingsValueRules.normalize(400, range: range, step: 5) == 30)
        // 31 is clamped to 30 first; with step 4 the grid from 0 has 28 and 32, and 32 is outside.
        #expect(SettingsValueRules.normalize(31, range: Int.min...30, step: 4) == 28)
        #expect(SettingsValueRules.normalize(Int.min, range: range, step: 5) % 5 == 0)
    }

    @Test func floatingGridStartsAtZeroWhenTheLowerBoundIsOpen() {
        let range = -Double.greatestFiniteMagnitude...45
        #expect(SettingsValueRules.normalize(0.0, range: range, step: 0.5) == 0)
        #expect(SettingsValueRules.normalize(90.0, range: range, step: 0.5) == 45)
        #expect(SettingsValueRules.normalize(-1.3, range: range, step: 0.5) == -1.5)
        let floats = -Float.greatestFiniteMagnitude...1
        #expect(SettingsValueRules.normalize(Float(0.26), range: floats, step: 0.25) == 0.25)
        #expect(SettingsValueRules.normalize(Float(7), range: floats, step: 0.75) == 0.75)
    }

    @Test func aFiniteLowerBoundIsStillTheOrigin() {
        #expect(SettingsValueRules.normalize(5, range: 1...30, step: 2) == 5)
        #expect(SettingsValueRules.normalize(4, range: 1...30, step: 2) == 5)
        #expect(SettingsValueRules.normalize(1.3, range: 1.0...4.0, step: 0.5) == 1.5)
    }
}
