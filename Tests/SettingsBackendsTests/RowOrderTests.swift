import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

/// Rows of different kinds between the same two settings keep their declaration order in every output
/// (issue 14 item 3): the sections hold one list of rows, so no output re-merges kinds by position.
@Suite struct RowOrderTests {
    static let fixture = "Tests/SettingsCompilerTests/Fixtures/valid/row-order.settings.yaml"
    /// `general`'s entries of `settings:`, as declared.
    static let names = ["first", "user", "reset", "more", "help", "second", "about"]
    static let titles = ["First", "User ID", "Reset everything", "More options", "Get help", "Second setting", "About us"]

    /// The offsets of `needles` in `text`, each searched after the previous one; nil for one not found there.
    func inOrder(_ needles: [String], in text: String) -> Bool {
        var rest = text[...]
        for needle in needles {
            guard let found = rest.range(of: needle) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    @Test func theIRKeepsDeclarationOrder() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let general = try #require(ir.root.sections.first)
        #expect(general.rows.map(\.fields.name) == Self.names)
        #expect(general.rows.map(\.kind) == ["setting", "detail", "action", "navigation", "link", "setting", "link"])
        #expect(general.settings.map(\.name) == ["first", "second"])
    }

    @Test func theGeneratedFormAppendsRowsInDeclarationOrder() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let form = try #require(SettingsFormBackend().render(ir).first { $0.path.hasSuffix("+Form.swift") }).contents
        #expect(inOrder(Self.names.map { "id: \"general.\($0)\"" }, in: form))
        // The form built from the schema (what `settingsc preview` shows) has the same rows.
        let general = try #require(SchemaForm.dataForm(ir).form.section(named: "general"))
        #expect(general.rows.map(\.id) == Self.names.map { "general." + $0 })
        #expect(general.rows(on: nil).map(\.fields.title) == Self.titles)
    }

    @Test func theDSLShowsTheFormsRows() throws {
        // The generated screens list a section's rows through `SettingsRows`, which shows the form section's
        // `rows(on:)` (checked above and, compiled, in RowOrderSettingsTests); the DSL adds no order of its own.
        let ir = try compileRepositorySchema(Self.fixture)
        let dsl = try #require(SwiftUIDSLBackend().render(ir).first).contents
        #expect(dsl.contains("SettingsSwiftUI.SettingsRows(\n"))
        #expect(dsl.contains("store: host.store, sectionID: \"general\","))
        #expect(!dsl.contains("general.user"))
    }

    @Test func thePreviewListsRowsInDeclarationOrder() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let (form, defaults) = SchemaForm.dataForm(ir)
        let text = SettingsTextRenderer().render(form, value: defaults)
        #expect(inOrder(Self.titles, in: text), "\(text)")
    }

    @Test func theMarkdownListsRowsInDeclarationOrder() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let markdown = try #require(MarkdownBackend().render(ir).first).contents
        let general = try #require(markdown.range(of: "<a id=\"general\"></a>"))
        #expect(inOrder(["### First", "User ID", "Reset everything", "More options", "Get help", "### Second setting", "About us"],
                        in: String(markdown[general.upperBound...])))
    }

    @Test func theHTMLPageAndScreenPreviewListRowsInDeclarationOrder() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let facts = DocumentationFacts(schema: ir)
        let screen = ScreenPreview(section: facts.sections[0], facts: facts)
        #expect(screen.groups[0].rows.map(\.title) == Self.titles)
        let page = try #require(HTMLSiteBackend().render(ir).first).contents
        let preview = try #require(page.range(of: "<figure class=\"sc-preview\">"))
        let afterPreview = try #require(page.range(of: "</figure>", range: preview.upperBound..<page.endIndex))
        #expect(inOrder(Self.titles, in: String(page[preview.upperBound..<afterPreview.lowerBound])))
        #expect(inOrder(["id=\"general.first\"", "User ID", "Reset everything", "More options", "Get help", "id=\"general.second\"", "About us"],
                        in: String(page[afterPreview.upperBound...])))
    }
}
