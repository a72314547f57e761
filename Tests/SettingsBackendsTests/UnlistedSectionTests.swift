import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

/// `presentation: unlisted` (issue 31 item 3): a section only navigation rows open has a screen of its own but no row
/// in its parent's screen, in `allSettingsLinks`, on the docs' first screen, in `settingsc preview` or among the macOS
/// Settings window's tabs. On the port fixture, whose Timeline cache section General's navigation row opens.
@Suite struct UnlistedSectionTests {
    static let fixture = "Tests/SettingsCompilerTests/Fixtures/valid/port.settings.yaml"

    @Test func theDSLHasItsScreenButNoLinkInAllSettingsLinks() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let cache = try #require(ir.root.sections.first { $0.name == "timelineCache" })
        #expect(cache.presentation == .unlisted)
        let text = try #require(SwiftUIDSLBackend().render(ir).first?.contents)
        let start = try #require(text.range(of: "public var allSettingsLinks: some SwiftUI.View {"))
        let end = try #require(text.range(of: "}", range: start.upperBound..<text.endIndex))
        let links = text[start.upperBound..<end.lowerBound]
        #expect(links.contains("generalLink()") && links.contains("displayLink()"))
        #expect(!links.contains(FormNames.link(cache) + "()"))
        // The screen and the link function exist: the navigation row opens the screen by its id.
        #expect(text.contains("public struct \(FormNames.view(cache))<"))
        #expect(text.contains("public func \(FormNames.link(cache))<"))
        #expect(text.contains("case \"timelineCache\": return SwiftUI.AnyView(PortSettings.\(FormNames.view(cache))(host: host"))
    }

    @Test func theDocsFirstScreenAndThePreviewHaveNoRowForIt() throws {
        let ir = try compileRepositorySchema(Self.fixture)
        let root = ScreenPreview(root: DocumentationFacts(schema: ir))
        let titles = root.groups.flatMap(\.rows).map(\.title)
        #expect(titles.contains("General") && !titles.contains("Timeline cache"))
        var renderer = SettingsTextRenderer()
        renderer.inlineSectionIDs = SchemaForm.inlineSectionIDs(ir)
        renderer.unlistedSectionIDs = SchemaForm.unlistedSectionIDs(ir)
        let (form, defaults) = SchemaForm.dataForm(ir)
        let text = renderer.render(form, value: defaults)
        #expect(text.contains("Timeline cache\n--------------"), "its own screen")
        #expect(text.contains("[navigation]  > timelineCache"), "General's navigation row")
        #expect(!text.contains("Timeline cache         [link]"))
    }

    @Test func itIsNoTabOfTheSettingsWindow() throws {
        var ir = try compileRepositorySchema(Self.fixture)
        ir.settingsWindow = true
        let text = try #require(SettingsWindowBackend().render(ir).first?.contents)
        #expect(text.contains("generalContent"))
        #expect(!text.contains("timelineCacheContent"))
    }

    @Test func anUnknownPresentationNamesUnlisted() throws {
        let file = SettingsCompiler.SourceFile(path: "P.settings.yaml", text: "settings: P\nsections:\n  a:\n    presentation: hidden\n    settings:\n      x: 1\n")
        var collector = DiagnosticCollector()
        _ = Compiler.compile(file, diagnostics: &collector)
        #expect(collector.diagnostics.contains { $0.message.contains("`unlisted`") }, "\(collector.diagnostics.map(\.message))")
    }
}
