import Foundation
import GeneratedFixtures
import SettingsRuntime
import Testing

/// The conditions of Fixtures/valid/conditions.settings.yaml, compiled into Tests/GeneratedFixtures and
/// evaluated through the generated form against real model values.
@Suite struct ConditionsSettingsTests {
    let form = ConditionsSettings.settingsForm

    func setting(_ id: String) throws -> SettingsFormSetting<ConditionsSettings> {
        try #require(form.setting(id: id), "no setting \(id)")
    }

    func visible(_ id: String, _ value: ConditionsSettings) throws -> Bool {
        form.isVisible(try setting(id), in: value)
    }

    func rowIDs(_ section: String, _ value: ConditionsSettings) throws -> [String] {
        form.visibleRows(of: try #require(form.section(named: section)), in: value).map(\.id)
    }

    @Test func theGeneratedFormCarriesTheConditions() throws {
        #expect(try setting("main.mode").visibleWhen == .isOn("main.enabled"))
        #expect(try setting("main.level").enabledWhen?.description == "main.enabled && main.mode != .off")
        #expect(try setting("main.greeting").visibleWhen?.description == #"main.name != nil && main.name != "say \"hi\" \\ */""#)
        // A float setting is compared with a float literal, a double with a double.
        #expect(try setting("main.extra.fine").visibleWhen == .compare(.setting("main.ratio"), .lessOrEqual, .value(.float(0.5))))
        #expect(try setting("other.follow").visibleWhen == .compare(.setting("main.extra.fine"), .greater, .value(.double(0.1))))
        let extra = try #require(form.section(named: "main.extra"))
        #expect(extra.visibleWhen?.description == "main.level >= 3")
        #expect(extra.enabledWhen == .isOn("main.enabled"))
        let main = try #require(form.section(named: "main"))
        #expect(main.links.first?.visibleWhen?.description == "main.mode == .advanced")
        #expect(main.actions.first?.enabledWhen?.description == "main.level > 0")
        #expect(main.navigations.first?.visibleWhen?.description == "main.ratio < 0.75")
        #expect(main.details.first?.visibleWhen?.description == "-1 < main.level")
    }

    @Test func rowsFollowTheModelsValues() throws {
        var value = ConditionsSettings()
        // Defaults: enabled, mode basic, level 1, ratio 0.5, name nil.
        #expect(try rowIDs("main", value) == ["main.enabled", "main.mode", "main.level", "main.name", "main.reset", "main.more", "main.user"])
        #expect(!form.isVisible(try #require(form.section(named: "main.extra")), in: value))

        value.main.mode = .advanced
        #expect(try rowIDs("main", value).contains("main.ratio"))
        #expect(try rowIDs("main", value).contains("main.help"))

        value.main.name = "Ann"
        #expect(try visible("main.greeting", value))
        value.main.name = #"say "hi" \ */"#
        #expect(try !visible("main.greeting", value))

        value.main.mode = .off
        #expect(try !visible("main.name", value))
        #expect(!form.isEnabled(try setting("main.level"), in: value))

        value.main.ratio = 0.8
        #expect(try !rowIDs("main", value).contains("main.more"))

        // The subsection: shown from level 3, enabled while `enabled` is on; its rows inherit both.
        value.main.level = 3
        let fine = try setting("main.extra.fine")
        #expect(!form.isVisible(fine, in: value))  // its own condition: ratio <= 0.5
        value.main.ratio = 0.5
        #expect(form.isVisible(fine, in: value) && form.isEnabled(fine, in: value))
        value.main.enabled = false
        #expect(form.isVisible(fine, in: value) && !form.isEnabled(fine, in: value))

        // An optional bool compared with false; nil is not false.
        value.main.enabled = true
        let toggle = try setting("main.extra.toggle")
        #expect(form.isEnabled(toggle, in: value))
        value.main.extra.toggle2 = true
        #expect(!form.isEnabled(toggle, in: value))

        // A setting in another section reads a path from the root.
        #expect(try visible("other.follow", value))  // fine 0.25 > 0.1
        value.main.extra.fine = 0.1
        #expect(try !visible("other.follow", value))
    }

    @Test func hiddenSettingsKeepTheirValues() throws {
        var value = ConditionsSettings()
        value.main.mode = .off
        value.main.name = "kept"
        #expect(try !visible("main.name", value))
        let data = try JSONEncoder().encode(value)
        let decoded = try JSONDecoder().decode(ConditionsSettings.self, from: data)
        #expect(decoded.main.name == "kept")
        #expect(decoded == value)
    }
}
