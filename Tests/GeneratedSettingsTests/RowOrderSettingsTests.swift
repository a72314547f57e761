import GeneratedFixtures
import SettingsRuntime
import Testing

/// The compiled form of the row-order fixture: rows of different kinds between two settings, in declaration order
/// (what the generated SwiftUI screens show through `SettingsRows`).
@Suite struct RowOrderSettingsTests {
    @Test func theCompiledFormKeepsDeclarationOrder() throws {
        let general = try #require(RowOrderSettings.settingsForm.section(named: "general"))
        #expect(general.rows(on: nil).map(\.id) == [
            "general.first", "general.user", "general.reset", "general.more", "general.help", "general.second", "general.about",
        ])
        #expect(general.settings.map(\.id) == ["general.first", "general.second"])
        #expect(general.links.map(\.url) == ["https://example.com/help", "https://example.com/about"])
        #expect(general.navigations.map(\.targetID) == ["other"])
    }

    /// One row model (`SettingsRowOf`): the fields every row has read the same for each kind, a setting's among them,
    /// and writing them on a setting's row writes the setting's own properties.
    @Test func everyKindOfRowHasTheSameFieldsAndASettingsAreItsOwn() throws {
        let general = try #require(RowOrderSettings.settingsForm.section(named: "general"))
        #expect(general.rows.map(\.kind) == ["setting", "detail", "action", "navigation", "link", "setting", "link"])
        #expect(general.rows.map(\.title) == ["First", "User ID", "Reset everything", "More options", "Get help", "Second setting", "About us"])
        #expect(general.rows.map(\.fields.name) == ["first", "user", "reset", "more", "help", "second", "about"])
        var row = try #require(general.rows.last { $0.kind == "setting" })
        #expect(row.setting?.range == SettingsNumericRange(.int(0), .int(10)))
        row.fields.title = "Renamed"
        row.fields.icon = "star"
        #expect(row.setting?.title == "Renamed")
        #expect(row.setting?.icon == "star")
        #expect(row.id == "general.second")
    }
}
