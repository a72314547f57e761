import Foundation
import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

/// The picker options of issue 31, item 4 in the backends (a bool's two titles, cases limited by another setting,
/// the reset line left out), and the HTML page's fact switches (issue 31, item 2).
@Suite struct PickerOptionsBackendTests {
    static let fixture = "Tests/SettingsCompilerTests/Fixtures/valid/picker-options.settings.yaml"
    static let factsFixture = "Tests/SettingsCompilerTests/Fixtures/valid/facts.settings.yaml"

    @Test func theFormCarriesTheOptionsAsAttributes() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let form = try #require(SettingsFormBackend().render(ir).first?.contents)
        #expect(form.contains(#"control: .picker,"#) || form.contains(#"control: .picker"#))
        #expect(form.contains(#"attributes: [.text(member: "onTitle", "Public"), .text(member: "offTitle", "Private")]"#))
        #expect(form.contains(#"attributes: [.noResetLine, .casesLimit(.from("posting.visibility"))]"#))
        #expect(form.contains(#"attributes: [.casesLimit(.from("posting.visibility"))]"#))
        #expect(form.contains(#"attributes: [.noResetLine, .casesLimit(.upTo("media.maximumQuality"))]"#))
    }

    @Test func theStringCatalogListsTheTitles() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let catalog = try #require(StringCatalogBackend().render(ir).first?.contents)
        #expect(catalog.contains(#""posting.isPublic.onTitle""#))
        #expect(catalog.contains(#""posting.isPublic.offTitle""#))
        #expect(catalog.contains(#""value" : "Private""#))
    }

    @Test func docsShowTheTitlesTheLimitAndTheResetLine() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let markdown = try #require(MarkdownBackend().render(ir).first?.contents)
        #expect(markdown.contains("| Default | `true` (Public) |"), "\(markdown)")
        #expect(markdown.contains("| On title | Public |"))
        #expect(markdown.contains("| Off title | Private |"))
        #expect(markdown.contains(
            "| Cases offered | from the value of [Posting › Visibility](#posting.visibility) on, in the order of `Visibility`; a stored value outside is kept until another is picked |"))
        #expect(markdown.contains("| Cases offered | up to the value of [Media › Maximum quality](#media.maximumQuality), in the order of `Quality`;"))
        #expect(markdown.contains("| Reset line | not shown under the row (`resetLine: false`) |"))
        // Only the settings that leave it out say so.
        #expect(markdown.components(separatedBy: "| Reset line |").count == 3)
        let html = try #require(HTMLSiteBackend().render(ir).first?.contents)
        #expect(html.contains("Private"))
        #expect(html.contains("resetLine: false"))
    }

    @Test func theScreenShowsABoolWithTitlesAsAPicker() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let facts = DocumentationFacts(schema: ir)
        let posting = try #require(facts.sections.first { $0.anchor == "posting" })
        let screen = ScreenPreview(section: posting, facts: facts)
        let rows = screen.groups.flatMap(\.rows)
        #expect(rows.first { $0.title == "Is public" }?.control == .picker(selection: "Public"))
        #expect(rows.first { $0.title == "Keep drafts" }?.control == .picker(selection: "None"))
    }

    // MARK: The HTML page's fact switches

    @Test func aPageWhoseRowsReadFactsHasASwitchPerFact() throws {
        let ir = try compileRepositorySchema(Self.factsFixture)
        let html = try #require(HTMLSiteBackend().render(ir).first?.contents)
        #expect(html.contains(#"<div class="sc-fact-switches" role="group" aria-label="Preview as">"#))
        // Each declared fact by its type, then the built-in ones a condition reads.
        #expect(html.contains(#"<input type="checkbox" data-sc-fact="$dataLoaded"> Data loaded</label>"#), "\(html)")
        #expect(html.contains(#"<input type="number" size="4" data-sc-fact="$accountCount" data-sc-kind="number">"#))
        #expect(html.contains(#"data-sc-fact="$region" data-sc-kind="text" data-sc-optional>"#))
        #expect(html.contains(#"<input type="checkbox" data-sc-fact="$iPad"> iPad</label>"#))
        #expect(!html.contains(#"data-sc-fact="$tvOS""#))  // no condition reads it
        #expect(html.contains("HTMLFactSwitches") == false)
        #expect(html.contains("classList.toggle('sc-fact-hidden', !shown)"))
        // A row shown on an iPad or a Mac carries its condition for the script.
        #expect(html.contains(#"data-sc-when="[&quot;|&quot;,[&quot;o&quot;,&quot;$iPad&quot;],[&quot;o&quot;,&quot;$mac&quot;]]""#))
    }

    @Test func onlyAHiddenNoteIsTheSwitchesToTakeAway() throws {
        // A row shown off iPad but disabled until a setting is on: its note is "disabled until", which no fact
        // switch takes away; a row hidden until iPad has its note and dimming marked for the switches.
        let text = """
        settings: App
        sections:
          general:
            settings:
              other: false
              compact: {default: true, visibleWhen: "!$iPad", enabledWhen: general.other}
              sidebar: {default: true, visibleWhen: $iPad}
        """
        var collector = DiagnosticCollector()
        let ir = try #require(Compiler.compile(SourceFile(path: "App.settings.yaml", text: text), diagnostics: &collector))
        let html = try #require(HTMLSiteBackend().render(ir).first?.contents)
        // Each row's own div (not its "sc-row-main" and "sc-row-top" ones), from its class attribute on.
        let marked = html.replacingOccurrences(of: "<div class=\"sc-row ", with: "\u{1} ")
            .replacingOccurrences(of: "<div class=\"sc-row\"", with: "\u{1}\"")
        let rows = marked.components(separatedBy: "\u{1}").dropFirst()
        let compact = try #require(rows.first { $0.contains(">Compact<") })
        let sidebar = try #require(rows.first { $0.contains(">Sidebar<") })
        #expect(compact.contains("disabled until") && !compact.contains("sc-fact-note"), "\(compact)")
        #expect(compact.contains("data-sc-when"))
        #expect(sidebar.hasPrefix(" sc-row-dimmed sc-fact-note-row\""), "\(sidebar)")
        #expect(sidebar.contains("<span class=\"sc-badge sc-badge-muted sc-fact-note\">hidden until the device is an iPad</span>"))
    }

    @Test func aPageWithoutFactsHasNoSwitches() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let html = try #require(HTMLSiteBackend().render(ir).first?.contents)
        #expect(!html.contains("sc-fact-switches\""))
        #expect(!html.contains("data-sc-when"))
        #expect(!html.contains("data-sc-fact"))
    }

    @Test func settingsInAFactConditionAreTheirDefaults() throws {
        let defaults: [String: SettingsValue] = ["general.enabled": .bool(true), "general.level": .int(3), "general.mode": .enumCase("fast")]
        let condition = SettingsCondition.and(
            .and(.isOn("general.enabled"), .compare(.setting("$accountCount"), .greater, .setting("general.level"))),
            .or(.compare(.setting("general.mode"), .equal, .value(.enumCase("fast"))), .not(.available(SettingsOSVersion(.iOS, 18, 0)))))
        #expect(HTMLFactSwitches.json(condition, defaults: defaults)
            == #"["&",["&",true,["c",">",{"f":"$accountCount"},{"v":3}]],["|",["c","==",{"v":{"e":"fast"}},{"v":{"e":"fast"}}],["!",false]]]"#)
    }
}
