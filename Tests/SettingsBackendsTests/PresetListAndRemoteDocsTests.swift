import SettingsBackends
import SettingsCompiler
import Testing
import TestSupport

/// Issue 15 item 5: the HTML site lists the presets (each value linking to its setting), and each remote setting's
/// page says which layers can set it.
@Suite struct PresetListAndRemoteDocsTests {
    @Test func theHTMLPageListsThePresetsWithLinksToTheirSettings() throws {
        let ir = try compileRepositorySchema("Schemas/Environment.settings.yaml")
        let page = try #require(HTMLSiteBackend().render(ir).first { $0.path == "EnvironmentSettings.html" }).contents
        let list = try #require(page.range(of: "<section class=\"sc-presets\" id=\"sc-presets\">"))
        let presets = String(page[list.lowerBound...].prefix { $0 != "\n" })
        #expect(presets.contains("<li><strong>Local backend</strong> <code>localDevelopment</code> (applied whole)"))
        #expect(presets.contains("<li><a href=\"#network.timeout\">Request timeout</a>: <code>90.0</code></li>"))
        #expect(presets.contains("<a href=\"#features.betaBanner\">Beta banner</a>: <code>nil</code>"))
        // Every link of the list reaches an anchor of the page.
        for piece in presets.components(separatedBy: "href=\"#").dropFirst() {
            let anchor = String(piece.prefix { $0 != "\"" })
            #expect(page.contains("id=\"\(anchor)\""), "\(anchor)")
        }
        // A schema without presets has no list.
        let beta = try compileRepositorySchema("Schemas/Beta.settings.yaml")
        #expect(!(HTMLSiteBackend().render(beta).first { $0.path == "BetaSettings.html" }?.contents.contains("sc-presets") ?? true))
    }

    @Test func aRemoteSettingsPageNamesItsKeyAndWhatWinsOverIt() throws {
        let ir = try compileRepositorySchema("Schemas/Environment.settings.yaml")
        let markdown = try #require(MarkdownBackend().render(ir).first).contents
        #expect(markdown.contains("| Remote | remote key `request_timeout`; a local override and a value the person sets win over the remote value |"))
        #expect(markdown.components(separatedBy: "| Remote | remote key").count - 1 == 5)
    }
}
