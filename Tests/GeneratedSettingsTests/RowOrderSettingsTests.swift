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
}
