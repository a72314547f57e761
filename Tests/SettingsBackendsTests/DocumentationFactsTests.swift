import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

/// One control per setting (SchemaForm.control) for the app's form, `settingsc preview` and the HTML screen
/// preview; one fact model (DocumentationFacts) for the Markdown and HTML pages (issue 14 item 7).
@Suite struct DocumentationFactsTests {
    /// The form's control a preview control draws: nil for controls that are not a number's.
    static func numberControl(_ control: ScreenPreview.Control) -> SettingsControl? {
        switch control {
        case .stepper: .stepper
        case .slider: .slider
        case .textField: .numberField  // a number typed as text
        default: nil
        }
    }

    /// A deep link's path is the id's keys joined by "/", from the bytes (issue 32), as splitting the id would give.
    @Test func aLinkPathIsTheIDsKeysJoinedBySlashes() {
        let ids = ["", "network", "network.offlineMode", "a.b.c", ".", "..", "a..b", ".a", "a.", "ünïcode.straße", "x.日本"]
        for id in ids {
            let split = "/" + id.split(separator: ".").map(String.init).joined(separator: "/")
            #expect(DocumentationFacts.linkPath(ofID: id) == split, "\(id.debugDescription)")
        }
        #expect(DocumentationFacts.linkPath(ofID: "network.offlineMode") == "/network/offlineMode")
    }

    @Test func thePreviewsAndTheFormGiveANumberTheSameControl() throws {
        let ir = try compileText("""
            settings: S
            sections:
              numbers:
                settings:
                  count: {type: int, default: 4, range: 0...10, step: 2}
                  open: {type: int, default: 3}
                  ratio: {type: double, default: 0.5}
                  level: {type: double, default: 0.5, range: 0...1, step: 0.25}

            """)
        let (form, defaults) = SchemaForm.dataForm(ir)
        let section = try #require(form.section(named: "numbers"))
        #expect(section.settings.map(\.control) == [.stepper, .numberField, .numberField, .slider])
        let facts = DocumentationFacts(schema: ir)
        let screen = ScreenPreview(section: facts.sections[0], facts: facts)
        #expect(screen.groups[0].rows.map(\.control) == [
            .stepper(value: "4"), .textField(text: "3", placeholder: "Open"), .textField(text: "0.5", placeholder: "Ratio"),
            .slider(value: "0.5", fraction: 0.5, minimum: "0.0", maximum: "1.0"),
        ])
        #expect(screen.groups[0].rows[0].step == "2")
        let text = SettingsTextRenderer().render(section, value: defaults)
        #expect(text.contains("Count  [stepper]"))
        #expect(text.contains("Open   [number field]"))
        let html = ScreenPreview.html(screen)
        #expect(html.components(separatedBy: "class=\"sc-stepper\"").count == 2)
    }

    @Test(arguments: ReferenceTests.schemas + ReferenceTests.validFixtures)
    func everyNumberHasTheFormsControlInTheHTMLPreview(schema: String) throws {
        let ir = try compileRepositorySchema(schema)
        let (form, _) = SchemaForm.dataForm(ir)
        let facts = DocumentationFacts(schema: ir)
        // Every screen the page draws (every section but those shown inline, which are drawn in their parent's).
        for entry in facts.sections where entry.section.presentation != .inline {
            let rows = ScreenPreview(section: entry, facts: facts).groups.flatMap(\.rows)
            for row in rows {
                guard let setting = setting(atAnchor: row.anchor, in: form),
                      setting.type.wrapped == .int || setting.type.wrapped == .float || setting.type.wrapped == .double
                else { continue }
                #expect(Self.numberControl(row.control) == setting.control, "\(row.anchor)")
            }
        }
    }

    /// The form's setting at a docs anchor (the dotted path of schema names, which differs from the id where a
    /// `key:` renames); nil for a row's anchor that names a section.
    func setting(atAnchor anchor: String, in form: SettingsForm<SettingsJSONValue>) -> SettingsFormSetting<SettingsJSONValue>? {
        let names = anchor.split(separator: ".").map(String.init)
        guard let name = names.last else { return nil }
        return form.section(named: names.dropLast().joined(separator: "."))?.settings.first { $0.name == name }
    }

    @Test(arguments: ReferenceTests.schemas)
    func markdownAndHTMLListTheSameFacts(schema: String) throws {
        let ir = try compileRepositorySchema(schema)
        let facts = DocumentationFacts(schema: ir)
        let markdown = try #require(MarkdownBackend().render(ir).first).contents
        let html = try #require(HTMLSiteBackend().render(ir).first).contents
        let markdownLabels = markdown.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| "), !line.hasPrefix("| |"), !line.hasPrefix("| case") else { return nil }
            return line.dropFirst(2).components(separatedBy: " | ").first
        }
        // A developer fact's `<dt>` has the class the page's "Developer details" switch shows.
        let htmlLabels = html.replacingOccurrences(of: "<dt class=\"sc-dev\">", with: "<dt>")
            .components(separatedBy: "<dt>").dropFirst().compactMap { $0.components(separatedBy: "</dt>").first }
        let model = facts.sections.flatMap { entry in entry.section.settings.flatMap { facts.facts(entry, $0, targets: facts.linkTargets).map(\.label) } }
        #expect(!model.isEmpty)
        #expect(htmlLabels == model)
        // Markdown's tables also list enum cases (`| `fast` | Fast | |`), which start with a backtick.
        #expect(markdownLabels.filter { !$0.hasPrefix("`") } == model)
    }
}
