import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

/// Conditions in the backends: the form's Swift, the SwiftUI DSL, the docs in words, and escaping.
@Suite struct ConditionBackendTests {
    static let fixture = "Tests/SettingsCompilerTests/Fixtures/valid/conditions.settings.yaml"

    @Test func theDSLWrapsOnlyConditionalSectionLinks() throws {
        let ir = try compileRepositorySchema("Schemas/Playback.settings.yaml", allowingWarnings: false)
        let text = try #require(SwiftUIDSLBackend().render(ir).first?.contents)
        #expect(text.contains("SettingsSwiftUI.SettingsSectionConditions(store: store, sectionID: \"streaming.advanced\") {"))
        #expect(!text.contains("sectionID: \"smoothing\") {"))
        // The section's link and its content function are wrapped (one function each, taking the open header and footer).
        #expect(text.components(separatedBy: "SettingsSectionConditions(store: store, sectionID: \"streaming.advanced\")").count - 1 == 2)
    }

    @Test func theFormEscapesStringLiteralsInConditions() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let form = try #require(SettingsFormBackend().render(ir).first?.contents)
        #expect(form.contains(#".value(.string("say \"hi\" \\ */"))"#), "\(form)")
        #expect(form.contains(#"visibleWhen: SettingsRuntime.SettingsCondition.compare(.value(.int(-1)), .less, .setting("main.level"))"#))
    }

    @Test func docsSayShownWhenInWords() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let markdown = try #require(MarkdownBackend().render(ir).first?.contents)
        #expect(markdown.contains("| Shown when | [Enabled](#main.enabled) is on |"), "\(markdown)")
        #expect(markdown.contains("| Enabled when | [Enabled](#main.enabled) is on and [Mode](#main.mode) is not Off |"))
        #expect(markdown.contains("| Shown when | [Level](#main.level) is at least 2 or [Mode](#main.mode) is Advanced |"))
        #expect(markdown.contains("| Shown when | not ([Mode](#main.mode) is Off) |"))
        #expect(markdown.contains("Shown when [Level](#main.level) is at least 3."))
        #expect(markdown.contains("Enabled when [Enabled](#main.enabled) is on."))
        #expect(markdown.contains("[Level](#main.level) is more than -1"), "literal first is read setting first")
        #expect(markdown.contains("[Name](#main.name) is set and [Name](#main.name) is not"))
        let html = try #require(HTMLSiteBackend().render(ir).first?.contents)
        #expect(html.contains(##"<dt>Shown when</dt><dd><a href="#main.enabled">Enabled</a> is on</dd>"##), "\(html)")
        // The screen preview dims what is hidden or disabled at the defaults and says until when.
        #expect(html.contains("hidden until Level is at least 2 or Mode is Advanced"))
        #expect(html.contains("hidden until Level is at least 3"))
        // A string literal from the schema is escaped in HTML.
        #expect(html.contains(HTMLEscaping.text(#"is not "say \"hi\" \\ */""#)), "\(html)")
    }
}
